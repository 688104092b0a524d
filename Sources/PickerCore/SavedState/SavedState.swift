/// What the kiosk keeps across restarts: the config as the control socket
/// left it, and the last settled selection.
///
/// The saved config only counts while the config file is the one it was
/// derived from (`configFingerprint`): an operator who edits the file on disk
/// gets the file, not a stale copy of the old one with socket changes. The
/// selection is kept by column id and row value, so it survives rows that
/// moved, and is dropped per column when the id or the value is gone.
package struct SavedState: Equatable, Sendable {
    /// Identifies the config file's bytes this state was made from.
    package var configFingerprint: String
    /// The config document after socket changes; nil when there were none.
    package var config: JSONObject?
    /// Each column's id and selected value, in column order.
    package var selection: [SelectedValue]

    package struct SelectedValue: Equatable, Sendable {
        package var columnID: String
        package var value: String

        package init(columnID: String, value: String) {
            self.columnID = columnID
            self.value = value
        }
    }

    package init(configFingerprint: String, config: JSONObject?, selection: [SelectedValue]) {
        self.configFingerprint = configFingerprint
        self.config = config
        self.selection = selection
    }

    /// The selection of `model` as the state keeps it.
    package static func selection(of model: PickerModel) -> [SelectedValue] {
        model.columns.map { SelectedValue(columnID: $0.id, value: $0.selectedValue) }
    }

    /// The config document to start from: the saved one when it was made from
    /// this config file, else nil (use the file).
    package func config(forFileFingerprint fingerprint: String) -> JSONObject? {
        fingerprint == configFingerprint ? config : nil
    }

    /// `{"version":1,"config_fingerprint":…,"config":{…}|null,"selection":[{"id":…,"value":…}]}`
    package func encoded() -> [UInt8] {
        let rows = selection.map { JSONValue.object(JSONObject([("id", .string($0.columnID)), ("value", .string($0.value))])) }
        let document = JSONObject([
            ("version", .int(SavedState.version)),
            ("config_fingerprint", .string(configFingerprint)),
            ("config", config.map(JSONValue.object) ?? .null),
            ("selection", .array(rows)),
        ])
        return Array(JSONValue.object(document).serialized.utf8)
    }

    static let version = 1

    /// Reads `encoded()`'s output back; anything else is an error naming what is wrong.
    package static func decode(_ bytes: [UInt8]) throws(SavedStateError) -> SavedState {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SavedStateError("not JSON: \(error)")
        }
        guard case .object(let object) = value else { throw SavedStateError("expected an object, got \(value.kindDescription)") }
        var reader = ObjectReader(object: object)
        guard case .number(let version)? = reader.take("version"), version.int == SavedState.version else {
            throw SavedStateError("version: expected \(SavedState.version)")
        }
        guard case .string(let fingerprint)? = reader.take("config_fingerprint") else {
            throw SavedStateError("config_fingerprint: expected a string")
        }
        var config: JSONObject?
        switch reader.take("config") {
        case .object(let saved)?: config = saved
        case .null?: config = nil
        default: throw SavedStateError("config: expected an object or null")
        }
        guard case .array(let rows)? = reader.take("selection") else { throw SavedStateError("selection: expected an array") }
        var selection: [SelectedValue] = []
        for (index, row) in rows.enumerated() {
            guard case .object(let entry) = row else { throw SavedStateError("selection[\(index)]: expected {\"id\": string, \"value\": string}") }
            var fields = ObjectReader(object: entry)
            guard case .string(let id)? = fields.take("id"), case .string(let value)? = fields.take("value") else {
                throw SavedStateError("selection[\(index)]: expected {\"id\": string, \"value\": string}")
            }
            if let (key, _) = fields.unknownKey { throw SavedStateError("selection[\(index)]: unknown key '\(key)'") }
            selection.append(SelectedValue(columnID: id, value: value))
        }
        if let (key, _) = reader.unknownKey { throw SavedStateError("unknown key '\(key)'") }
        return SavedState(configFingerprint: fingerprint, config: config, selection: selection)
    }
}

extension PickerEngine {
    /// Selects saved values by column id at once; ids and values that no longer exist are skipped,
    /// and a value whose row is disabled now selects the enabled row nearest it, as a reload's rows
    /// do (trial 41: a date whose `max` came before the user's day went back to `selected`).
    ///
    /// A date's day column has the days of the month and year selected, so a saved 30 is not there
    /// while February is, and a 29 selected in January is cut to 28 when the month becomes
    /// February. A second round selects each value again, once the date's other columns hold theirs
    /// (trial 40: a reload turned 30 April into 29 April).
    package mutating func restore(_ values: [SavedState.SelectedValue], atUs nowUs: Int64) {
        for _ in 0..<(model.sections.contains { $0.date != nil } ? 2 : 1) {
            for saved in values {
                guard let column = model.directory.index(named: saved.columnID),
                      let row = model.columns[column].rows.index(ofValue: saved.value),
                      let enabled = model.columns[column].isDisabled(row) ? model.columns[column].nearestEnabledRow(to: row) : row else { continue }
                _ = try? handle(.select(column: column, row: enabled, animated: false), atUs: nowUs)
            }
        }
    }
}

/// A state payload that does not hold a usable state.
package struct SavedStateError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
