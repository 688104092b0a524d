/// One column's selection, as results and events report it.
public struct SelectedRow: Equatable, Hashable, Sendable {
    /// The column's index, from 0 across all sections.
    public var column: Int
    /// The column's `id` in the config.
    public var columnID: String
    /// The selected row (wrapped on infinite columns).
    public var row: Int
    /// The row's value: an item's `value`, else its text.
    public var value: String

    /// A selection report from its parts.
    public init(column: Int, columnID: String, row: Int, value: String) {
        self.column = column
        self.columnID = columnID
        self.row = row
        self.value = value
    }
}
