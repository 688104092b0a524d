/// One column as a Home Assistant MQTT Select: its options and the option selected.
package struct SelectEntity: Equatable, Sendable {
    /// A select holds at most this many options: Home Assistant shows them all in one
    /// list, and a 100 000-row range would make a discovery payload of megabytes.
    package static let maximumOptions = 1000

    /// The column's index across all sections (the control socket's `column`).
    package var column: Int
    package var columnID: String
    /// The column id as one topic level: `[A-Za-z0-9_-]`, unique among the panel's columns.
    package var objectID: String
    /// Each enabled row's value (its text where it has none), in row order, each once.
    package var options: [String]
    /// The selected row's value; nil when that row is not among the options.
    package var selected: String?

    /// The panel's columns as selects; a column with more enabled rows than a select holds is
    /// left out and named in `tooLarge`, which the bridge reports on the error topic.
    package static func entities(of model: PickerModel) -> (entities: [SelectEntity], tooLarge: [String]) {
        var entities: [SelectEntity] = []
        var tooLarge: [String] = []
        var usedObjectIDs: Set<String> = []
        for (index, column) in model.columns.enumerated() {
            var objectID = MQTTConfig.topicLevel(column.id)
            if objectID.isEmpty || usedObjectIDs.contains(objectID) { objectID += "_\(index)" }
            usedObjectIDs.insert(objectID)
            var options: [String] = []
            var seen: Set<String> = []
            var overflow = false
            for row in 0..<column.rowCount where !column.isDisabled(row) {
                let value = column.row(row).value
                guard seen.insert(value).inserted else { continue }
                guard options.count < maximumOptions else {
                    overflow = true
                    break
                }
                options.append(value)
            }
            if overflow {
                tooLarge.append(column.id)
                continue
            }
            let selected = column.selectedValue
            entities.append(SelectEntity(column: index, columnID: column.id, objectID: objectID, options: options,
                                         selected: seen.contains(selected) ? selected : nil))
        }
        return (entities, tooLarge)
    }
}
