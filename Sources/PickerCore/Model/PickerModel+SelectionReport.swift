extension PickerModel {
    /// The selection as `simulate` and `run` report it: per column its index, id, row and value.
    package var selectionReport: JSONValue {
        .array(columns.enumerated().map { index, column in
            JSONValue.object(JSONObject([
                ("column", .int(index)), ("id", .string(column.id)),
                ("row", .int(column.selectedRow)), ("value", .string(column.selectedValue)),
            ]))
        })
    }
}
