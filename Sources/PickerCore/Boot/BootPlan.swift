/// What `panel-picker boot` does once the picker has gone: go on to the target of the row the result
/// file names, or, when that file is missing or unusable, to the target of the config's default row,
/// saying why. Only the config file names targets; the result only picks one of its rows.
package struct BootPlan: Equatable, Sendable {
    /// The row's key in the config (`columns[0].items[3]`, `sections[1].columns[0].items[3]`), for messages.
    package var key: String
    /// The row's value, as results report it.
    package var value: String
    package var choice: BootChoice
    /// Why the config's default row was taken instead of the result's; nil when the result was used.
    package var fallback: String?

    /// The result file as read: its bytes, or why it could not be read.
    package enum ResultFile: Equatable, Sendable {
        case read([UInt8])
        case unreadable(String)
    }

    /// The plan for `config` and its result; nil when no row of the config names a boot target (there
    /// is nothing to steer), or when the row taken names none (the boot goes on as it was going).
    package static func make(config: PickerConfig, result: ResultFile) throws(ConfigError) -> BootPlan? {
        let model = try PickerModel(config: config)
        var modelColumn = 0
        for (sectionIndex, section) in config.sections.enumerated() {
            guard case .columns(let columns) = section.content else {
                modelColumn += 3
                continue
            }
            for (columnIndex, column) in columns.enumerated() {
                defer { modelColumn += 1 }
                guard case .items(let items) = column.content, items.contains(where: { $0.boot != nil }) else { continue }
                let wheel = model.columns[modelColumn]
                var row = wheel.selectedRow, fallback: String?
                let reported = chosenValue(result, column: wheel.id)
                if let value = reported.value {
                    if let index = wheel.rows.index(ofValue: value) { row = index } else { fallback = "no row of column \"\(wheel.id)\" has the value \"\(value)\"" }
                } else {
                    fallback = reported.why
                }
                guard let choice = items[row].boot else { return nil }
                return BootPlan(key: "\(config.columnKey(section: sectionIndex, column: columnIndex)).items[\(row)]", value: wheel.rows.row(row).value, choice: choice, fallback: fallback)
            }
        }
        return nil
    }

    /// The value the result reports for column `id`, or why there is none (for the journal).
    static func chosenValue(_ result: ResultFile, column id: String) -> (value: String?, why: String) {
        let bytes: [UInt8]
        switch result {
        case .unreadable(let why): return (nil, why)
        case .read(let read): bytes = read
        }
        guard case .object(let document)? = try? JSONParser.parse(bytes) else { return (nil, "it is not a JSON object") }
        guard case .array(let selection)? = document["selection"] else { return (nil, "it has no \"selection\" list") }
        for case .object(let entry) in selection where entry["id"] == .string(id) {
            if case .string(let value)? = entry["value"] { return (value, "") }
        }
        return (nil, "it reports no value for column \"\(id)\"")
    }
}
