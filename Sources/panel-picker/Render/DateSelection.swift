import PickerCore

/// The `--select` flags that name a date section's year, month and day, applied together:
/// the day is checked against the year and month given with it, whatever order the flags
/// came in, and a date the calendar does not have is refused, never moved to one it has.
/// One at a time, `--select day=29 --select month=2 --select year=2028` drew the 28th: the
/// month came while the year was still one whose February has 28 days.
struct DateSelection {
    private let section: Int
    private let columns: DateColumns
    /// The `--select` of each column, as typed (for messages), and its ROW.
    private var year, month, day: (option: String, row: String)?

    init(section: Int, columns: DateColumns) {
        self.section = section
        self.columns = columns
    }

    /// Takes `--select` of one of the section's columns, given once (`RenderCommand` refuses a second).
    mutating func give(column: Int, option: String, row: String) {
        switch column {
        case columns.yearColumn: year = (option, row)
        case columns.monthColumn: month = (option, row)
        default: day = (option, row)
        }
    }

    /// Selects the date the flags name, the columns they leave out keeping their rows.
    /// `rowIndex` finds a ROW among rows as every `--select` finds it (`RenderCommand.rowIndex`).
    func apply(to model: inout PickerModel,
               rowIndex: (_ text: String, _ rows: ColumnRows, _ columnID: String, _ option: String) throws(UsageError) -> Int)
        throws(UsageError)
    {
        guard var date = model.date(inSection: section) else { return }
        func index(_ given: (option: String, row: String), in column: Int, rows: ColumnRows? = nil) throws(UsageError) -> Int {
            try rowIndex(given.row, rows ?? model.columns[column].rows, model.columns[column].id, given.option)
        }
        if let year { date.year = columns.fromYear + (try index(year, in: columns.yearColumn)) }
        if let month { date.month = 1 + (try index(month, in: columns.monthColumn)) }
        // Among every day a month can have: day=30 is the 30th whichever month the flags name.
        if let day { date.day = 1 + (try index(day, in: columns.dayColumn, rows: .range(RangeConfig(from: 1, to: 31)))) }
        if let nonexistence = date.nonexistence {
            if let day { throw UsageError("\(day.option): \(nonexistence)") }
            let options = [year, month].compactMap { $0?.option }.joined(separator: " ")
            throw UsageError("\(options): \(nonexistence), and the day selected is \(date.day); add --select day=DAY")
        }
        model.select(row: date.year - columns.fromYear, inColumn: columns.yearColumn)
        model.select(row: date.month - 1, inColumn: columns.monthColumn)
        model.select(row: date.day - 1, inColumn: columns.dayColumn)
    }
}
