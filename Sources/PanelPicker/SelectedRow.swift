/// One column's selection, as results and events report it.
public struct SelectedRow: Equatable, Hashable, Sendable {
    /// The column's index, from 0 across all sections.
    public var column: Int
    /// The column's `id` in the config.
    public var columnID: String
    /// The selected row (wrapped on infinite columns).
    public var row: Int
    /// The row's value: an item's `value`, else its text. A date's month is its number, `01` to `12`,
    /// whatever the names it shows.
    public var value: String
    /// What the row shows: its text (a date's month name in the user's language), else its value.
    public var text: String
    /// False for a disabled row, where a column whose every row is disabled rests (trial 99's
    /// depot at night, every bay busy): a host that acts on a selection checks it.
    public var isEnabled: Bool
    /// The number a range column's row stands for, however its `format` shows it: 30 for "30 s",
    /// 2 for a date's month "02", 2026 for its year (trial 103 parsed its own unit back out of
    /// `value`). Nil for a list's row.
    public var number: Int?

    /// A selection report from its parts; `text` nil is `value`.
    public init(column: Int, columnID: String, row: Int, value: String, text: String? = nil, isEnabled: Bool = true, number: Int? = nil) {
        self.column = column
        self.columnID = columnID
        self.row = row
        self.value = value
        self.text = text ?? value
        self.isEnabled = isEnabled
        self.number = number
    }
}
