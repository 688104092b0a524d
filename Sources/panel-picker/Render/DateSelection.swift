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
    /// A ROW is a year, month or day by its value (`RowLookup.indexOfValue`), or a month by the
    /// name the month column shows; never a row index: `year=5` with years from 1990 drew 1995
    /// and `day=0` the 1st. A ROW that is none is refused with the column's range.
    func apply(to model: inout PickerModel) throws(UsageError) {
        guard var date = model.date(inSection: section) else { return }
        let years = model.columns[columns.yearColumn].rows, months = model.columns[columns.monthColumn].rows
        func index(_ given: (option: String, row: String), in rows: ColumnRows, names: Bool = false, refusal: String) throws(UsageError) -> Int {
            if let index = RowLookup.indexOfValue(given.row, in: rows) { return index }
            if names, let index = rows.index(ofShownText: given.row) { return index }
            throw UsageError("\(given.option): \(refusal)")
        }
        if let year {
            let lastYear = columns.fromYear + years.count - 1
            date.year = columns.fromYear + (try index(year, in: years, refusal: "no year \(year.row) in \(columns.fromYear)...\(lastYear)"))
        }
        if let month {
            let names = if case .items = months { true } else { false }
            let shown = names ? (0..<months.count).compactMap { months.row($0).title } : []
            let byName = names ? ", or by name from \(shown.first ?? "") to \(shown.last ?? "")" : ""
            // Trial 26: "fevrier" for "février" got no guess.
            let meant = KeySpelling.meantChoice(month.row, among: shown).map { "; did you mean \($0)?" } ?? ""
            date.month = 1 + (try index(month, in: months, names: names, refusal: "months run from 1 to 12\(byName)\(meant)"))
        }
        // Among every day a month can have: day=30 is the 30th whichever month the flags name.
        if let day { date.day = 1 + (try index(day, in: .range(RangeConfig(from: 1, to: 31)), refusal: "days run from 1 to 31")) }
        if let nonexistence = date.nonexistence {
            if let day { throw UsageError("\(day.option): \(nonexistence)") }
            let options = [year, month].compactMap { $0?.option }.joined(separator: " ")
            throw UsageError("\(options): \(nonexistence), and the day selected is \(date.day); add --select day=DAY")
        }
        let given = [year, month, day].compactMap { $0?.option }.joined(separator: " ")
        if let outside = columns.outsideLimits(date) { throw UsageError("\(given): \(date) is \(outside)") }
        model.select(row: date.year - columns.fromYear, inColumn: columns.yearColumn)
        model.select(row: date.month - 1, inColumn: columns.monthColumn)
        model.select(row: date.day - 1, inColumn: columns.dayColumn)
    }
}
