/// Where each row of one model is in another: a column by its id, a row by its value. A reload
/// tells the motion it ended once the new rows are in place, and an old index named another row
/// there (trial 61: a landing on "e" told as the "a" now at e's old index, a pass over a row the
/// column no longer had).
package struct RowTranslation {
    private let before: PickerModel
    private let after: PickerModel
    /// Old column index to new, for the columns with the same id.
    private let columns: [Int: Int]
    /// Whether each old column (by its new index) kept its rows, asked once.
    private var unchanged: [Int: Bool] = [:]
    /// The new rows' indices by value, for each changed list column (built on first use).
    private var listIndices: [Int: [String: Int]] = [:]

    package init(from before: PickerModel, to after: PickerModel) {
        self.before = before
        self.after = after
        var columns: [Int: Int] = [:]
        for (index, id) in before.directory.ids.enumerated() {
            if let new = after.directory.index(ofID: id), after.columns.indices.contains(new), before.columns.indices.contains(index) {
                columns[index] = new
            }
        }
        self.columns = columns
    }

    /// The new column and row of `row` in the old `column`; nil when its column or its value went.
    package mutating func cell(column: Int, row: Int) -> (column: Int, row: Int)? {
        guard let new = columns[column], row >= 0, row < before.columns[column].rows.count else { return nil }
        let (old, now) = (before.columns[column].rows, after.columns[new].rows)
        if unchanged[new] == nil { unchanged[new] = old == now }
        if unchanged[new] == true { return (new, row) }
        let value = old.row(row).value
        // A range finds a value by arithmetic; a list's values are its own, each once (ItemConfig).
        guard case .items = now else { return now.index(ofValue: value).map { (new, $0) } }
        if listIndices[new] == nil {
            var indices: [String: Int] = [:]
            for index in 0..<now.count { indices[now.row(index).value] = index }
            listIndices[new] = indices
        }
        return listIndices[new]?[value].map { (new, $0) }
    }
}
