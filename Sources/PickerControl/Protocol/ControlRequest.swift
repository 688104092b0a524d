import PickerCore

/// One parsed request line: `{"id": ..., "cmd": "...", ...fields}`.
package struct ControlRequest: Equatable, Sendable {
    /// What the reply repeats: a string or a number, exactly as sent.
    package var id: JSONValue
    package var command: ControlCommand

    package init(id: JSONValue, command: ControlCommand) {
        self.id = id
        self.command = command
    }
}

/// The commands of protocol version 1. The server answers the first three
/// itself; everything about the picker goes to the kiosk's `ControlHandler`.
package enum ControlCommand: Equatable, Sendable {
    case ping
    case version
    /// Replace this client's subscriptions (empty: unsubscribe).
    case subscribe(Set<ControlEventKind>)
    case picker(PickerCommand)
}

/// The commands the kiosk carries out on its picker state.
package enum PickerCommand: Equatable, Sendable {
    /// The config in effect (as JSON) and the selection.
    case getState
    case getSelection
    case select(column: ColumnReference, row: RowReference, animated: Bool)
    /// Replace the columns of a section: config column objects, validated by
    /// the kiosk with the config's rules before anything changes.
    case setColumns(section: Int, columns: [JSONValue])
    /// Replace one column's rows (config `items`: strings or item objects),
    /// keeping the selection by value when it still exists.
    case setItems(column: ColumnReference, items: [JSONValue])
    /// A config `theme` object.
    case setTheme(JSONObject)
    /// A whole config document, validated before anything changes.
    case loadConfig(JSONObject)
    case confirm
    /// Take the panel's touches, keys and encoder, or ignore them and draw the picker dimmed
    /// (`Picker.isEnabled`): the device cannot take a choice now.
    case setEnabled(Bool)
    case screenshot(ScreenshotDestination)
    /// Show touch calibration targets on the panel until they are tapped, Escape or `timeoutS`;
    /// the picker comes back after, and a `calibrated` (or `calibration_cancelled`) event tells the result.
    case calibrate(points: CalibrationPointCount, timeoutS: Int)
    case power(PowerCommand)
    case speech(SpeechCommand)
}

/// The commands about the picker's speech (docs/speech.md).
package enum SpeechCommand: Equatable, Sendable {
    /// Say this text now, cutting off what is being said.
    case speak(text: String)
    /// Say the last utterance again.
    case speakAgain
    /// Switch speech on or off while running (`speech.enabled` in the config is the start).
    case setSpeech(enabled: Bool)
}

/// The commands about the panel's own hardware: its clicks and its power.
package enum PowerCommand: Equatable, Sendable {
    /// Rows passing the band click the panel's buzzers and haptic motors, or not (`feedback.enabled`).
    case setFeedback(enabled: Bool)
    /// Light the panel as a touch would, without touching anything.
    case wake
    /// Turn the display off until the next touch, key or encoder step, or `wake`.
    case sleep
}

/// A column by position (from 0, across all sections) or by its config `id`.
package enum ColumnReference: Equatable, Sendable, CustomStringConvertible {
    case index(Int)
    case id(String)

    package var description: String {
        switch self {
        case .index(let index): "column \(index)"
        case .id(let id): "column \"\(id)\""
        }
    }
}

extension ColumnReference {
    /// The column this names among `columns` (an id that spells a number names that index
    /// when no column has it as its id), or `not_found` listing the ids there are.
    package func index(in columns: ColumnDirectory) throws(ControlError) -> Int {
        let found: Int? = switch self {
        case .index(let index): columns.entries.indices.contains(index) ? index : nil
        case .id(let id): columns.index(named: id)
        }
        guard let found else {
            throw ControlError(.notFound, "\(self) does not exist (columns: \(columns.ids.joined(separator: ", ")))")
        }
        return found
    }
}

/// A row by position (from 0) or by the value results report for it.
package enum RowReference: Equatable, Sendable, CustomStringConvertible {
    case index(Int)
    case value(String)

    package var description: String {
        switch self {
        case .index(let index): "row \(index)"
        case .value(let value): "row with value \"\(value)\""
        }
    }
}

package enum ScreenshotDestination: Equatable, Sendable {
    /// A PNG written by the service to this path.
    case file(String)
    /// The PNG in the reply, base64-encoded.
    case inline
}
