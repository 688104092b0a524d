/// Sections of columns of rows, with a selected row per column.
///
/// The model knows nothing of motion: the engine tells it where a column
/// settled, and the model answers which other columns that changed (a date's
/// day column when the month or year moved).
public struct PickerModel: Equatable, Sendable {
    public private(set) var sections: [PickerSection]
    public private(set) var columns: [PickerColumn]

    /// Builds the model from a validated config; fails when a selection or disabled row names a row that does not exist.
    public init(config: PickerConfig) throws(ConfigError) {
        sections = []
        columns = []
        let sectionFractions = PickerModel.fractions(config.sections.map(\.width))
        for (sectionIndex, section) in config.sections.enumerated() {
            let first = columns.count
            var date: DateColumns?
            switch section.content {
            case .columns(let configs):
                let widths = PickerModel.fractions(configs.map(\.width))
                for (i, column) in configs.enumerated() {
                    let path = config.sections.count == 1 && config.sections[0].width == nil ? "columns[\(i)]" : "sections[\(sectionIndex)].columns[\(i)]"
                    columns.append(try PickerModel.column(column, index: columns.count, section: sectionIndex, width: widths[i], path: path))
                }
            case .date(let dateConfig):
                date = appendDateColumns(dateConfig, section: sectionIndex)
            }
            sections.append(PickerSection(widthFraction: sectionFractions[sectionIndex], columnIndices: first..<columns.count, date: date))
        }
        var ids: Set<String> = []
        for column in columns {
            guard ids.insert(column.id).inserted else {
                throw ConfigError(path: "columns", message: "two columns share the id \"\(column.id)\"")
            }
        }
    }

    /// Given fractions, or equal shares that add up to exactly one.
    static func fractions(_ given: [Fixed?]) -> [Fixed] {
        if given.allSatisfy({ $0 != nil }) { return given.compactMap { $0 } }
        let share = Fixed(ratio: 1, Int64(given.count))
        // The first takes the rounding remainder so the shares add up to exactly one.
        let first = Fixed.one - share * (given.count - 1)
        return [first] + Array(repeating: share, count: given.count - 1)
    }

    private static func column(_ config: ColumnConfig, index: Int, section: Int, width: Fixed, path: String) throws(ConfigError) -> PickerColumn {
        let rows: ColumnRows = switch config.content {
        case .items(let items): .items(items)
        case .range(let range): .range(range)
        }
        for row in config.disabledRows where row >= rows.count {
            throw ConfigError(path: "\(path).disabled", message: "row \(row) does not exist (the column has \(rows.count) rows)")
        }
        var column = PickerColumn(
            id: config.id ?? "c\(index)", sectionIndex: section, widthFraction: width, isInfinite: config.infinite,
            alignment: config.align, rows: rows, disabledRows: Set(config.disabledRows), selectedRow: 0)
        let selected: Int
        switch config.selected {
        case .index(let i):
            guard i < rows.count else { throw ConfigError(path: "\(path).selected", message: "row \(i) does not exist (the column has \(rows.count) rows)") }
            selected = i
        case .value(let value):
            guard let i = rows.index(ofValue: value) else { throw ConfigError(path: "\(path).selected", message: "no row has the value \"\(value)\"") }
            selected = i
        }
        guard !column.isDisabled(selected) else {
            throw ConfigError(path: "\(path).selected", message: "row \(selected) is disabled")
        }
        column.setSelectedRow(selected)
        return column
    }

    private mutating func appendDateColumns(_ date: DateConfig, section: Int) -> DateColumns {
        let years = ColumnRows.range(RangeConfig(from: date.fromYear, to: date.toYear))
        let months: ColumnRows = switch date.months {
        case .names: .items(date.monthNames.map { ItemConfig(text: $0) })
        case .numbers: .range(RangeConfig(from: 1, to: 12, format: .twoDigits))
        }
        let dayCount = CalendarDate.daysIn(month: date.selected.month, year: date.selected.year)
        let days = ColumnRows.range(RangeConfig(from: 1, to: dayCount))
        let parts: [(id: String, rows: ColumnRows, selected: Int, width: Fixed)] = [
            ("year", years, date.selected.year - date.fromYear, Fixed(ratio: 30, 100)),
            ("month", months, date.selected.month - 1, Fixed(ratio: 45, 100)),
            ("day", days, date.selected.day - 1, Fixed(ratio: 25, 100)),
        ]
        let order: [Int] = switch date.order {
        case .ymd: [0, 1, 2]
        case .dmy: [2, 1, 0]
        case .mdy: [1, 2, 0]
        }
        var indices = [0, 0, 0]
        for part in order {
            indices[part] = columns.count
            let p = parts[part]
            columns.append(PickerColumn(
                id: p.id, sectionIndex: section, widthFraction: p.width, isInfinite: false, alignment: .center,
                rows: p.rows, disabledRows: [], selectedRow: p.selected))
        }
        return DateColumns(yearColumn: indices[0], monthColumn: indices[1], dayColumn: indices[2], fromYear: date.fromYear)
    }

    // MARK: Selection

    public var selection: [Int] { columns.map(\.selectedRow) }

    /// Records that `column` settled on `row` (wrapped on infinite columns).
    /// Returns the other columns whose rows or selection changed as a consequence
    /// (a date's day column when its month or year changed), so the engine can move them.
    @discardableResult
    public mutating func select(row: Int, inColumn column: Int) -> [Int] {
        columns[column].setSelectedRow(row)
        guard let date = sections[columns[column].sectionIndex].date,
              column == date.yearColumn || column == date.monthColumn else { return [] }
        let year = date.fromYear + columns[date.yearColumn].selectedRow
        let month = columns[date.monthColumn].selectedRow + 1
        let dayCount = CalendarDate.daysIn(month: month, year: year)
        guard dayCount != columns[date.dayColumn].rowCount else { return [] }
        let day = min(columns[date.dayColumn].selectedRow, dayCount - 1)
        columns[date.dayColumn].replaceRows(.range(RangeConfig(from: 1, to: dayCount)))
        columns[date.dayColumn].setSelectedRow(day)
        return [date.dayColumn]
    }

    /// The date a date section shows, for results.
    public func date(inSection section: Int) -> CalendarDate? {
        guard let date = sections[section].date else { return nil }
        return CalendarDate(
            year: date.fromYear + columns[date.yearColumn].selectedRow,
            month: columns[date.monthColumn].selectedRow + 1,
            day: columns[date.dayColumn].selectedRow + 1)
    }

    /// Replaces a column's rows (socket `set_items`), keeping the selection by value when it still exists.
    public mutating func replaceRows(inColumn column: Int, with rows: ColumnRows, disabledRows: Set<Int> = []) {
        columns[column].replaceRows(rows, disabledRows: disabledRows)
    }

    /// The column with this id, or whose index this text spells.
    public func columnIndex(named name: String) -> Int? {
        if let index = columns.firstIndex(where: { $0.id == name }) { return index }
        if let index = Int(name), columns.indices.contains(index) { return index }
        return nil
    }
}
