/// Sections of columns of rows, with a selected row per column.
///
/// The model knows nothing of motion: the engine tells it where a column
/// settled, and the model answers which other columns that changed (a date's
/// day column when the month or year moved).
package struct PickerModel: Equatable, Sendable {
    package private(set) var sections: [PickerSection]
    package private(set) var columns: [PickerColumn]
    /// The columns' ids and where the config lists them.
    package let directory: ColumnDirectory
    /// What the config says that is no error but likely not what was meant, for the log
    /// (`rangeEndNote`, `selectedRowNote`).
    package private(set) var notes: [String] = []

    /// Builds the model from a validated config; fails when a selection or disabled row names a row that does not exist.
    package init(config: PickerConfig) throws(ConfigError) {
        directory = ColumnDirectory(config: config)
        sections = []
        columns = []
        let sectionFractions = config.orientation == .horizontal && config.sections.allSatisfy({ $0.width == nil })
            ? PickerModel.byColumnCount(config.sections) : PickerModel.fractions(config.sections.map(\.width))
        for (sectionIndex, section) in config.sections.enumerated() {
            let first = columns.count
            var date: DateColumns?
            switch section.content {
            case .columns(let configs):
                let widths = PickerModel.fractions(configs.map(\.width))
                for (index, column) in configs.enumerated() {
                    let entry = directory.entries[columns.count]
                    if section.clock == nil {
                        notes += [PickerModel.rangeEndNote(column, path: entry.keyPath), PickerModel.selectedRowNote(column, path: entry.keyPath)]
                            .compactMap { $0 }
                    }
                    columns.append(try PickerModel.column(column, entry: entry, width: widths[index], digits: config.theme.digits))
                }
            case .date(let dateConfig):
                let placed = appendDateColumns(dateConfig, section: sectionIndex, asStrips: config.orientation == .horizontal && !dateConfig.widthsGiven,
                                               digits: config.theme.digits)
                // The years outside `min` and `max` stay disabled; the months and days follow the year and month.
                columns[placed.yearColumn].replaceRows(columns[placed.yearColumn].rows,
                                                        disabledRows: placed.disabledYears(count: columns[placed.yearColumn].rowCount))
                _ = fitDate(placed)
                date = placed
            }
            // A time's columns are its hour, minute and, on a 12-hour clock, period (TimeConfig).
            let clock = section.clock?.hours == 12 ? TwelveHourClock(hourColumn: first, periodColumn: first + 2) : nil
            sections.append(PickerSection(widthFraction: sectionFractions[sectionIndex], columnIndices: first..<columns.count, date: date,
                                          twelveHourClock: clock))
        }
        // A time's columns are listed, but their ids are the section's, as a date's are.
        let ids = directory.entries.map { entry in
            config.sections[entry.section].clock != nil ? (entry.id, "sections[\(entry.section)].time", false) : (entry.id, entry.keyPath, entry.isOwnID)
        }
        if let shared = ColumnDirectory.sharedIDs(in: ids).first { throw shared }
    }

    /// A range whose `to` is not on its steps from `from`: its last row is short of it, and trial
    /// 111's oven, from 30 to 250 in steps of 7, ended at 247 °C with no word. Nil where `to` is a row.
    private static func rangeEndNote(_ config: ColumnConfig, path: String) -> String? {
        guard case .range(let range) = config.content, (range.to - range.from) % range.step != 0 else { return nil }
        let last = range.from + (range.rowCount - 1) * range.step
        return "\(path).range: the last row is \(range.format.format(last).quotedForMessage), as \(range.to) is not on the steps of "
            + "\(range.step) from \(range.from); give \"to\": \(last), or a step that reaches \(range.to)"
    }

    /// A range's `selected` given as a number that the range shows on another row: a number counts
    /// rows from 0, and trial 110's `"selected": 3` on a strength of 1 to 5 showed "4 ●". Nil where
    /// the two agree, or the range shows no such number.
    private static func selectedRowNote(_ config: ColumnConfig, path: String) -> String? {
        guard case .index(let row)? = config.selected, case .range(let range) = config.content else { return nil }
        let rows = ColumnRows.range(range)
        guard row < rows.count, let shown = rows.index(ofNumber: row), shown != row else { return nil }
        return "\(path).selected: \(row) counts rows from 0 and selects the row showing \(rows.row(row).value.quotedForMessage); "
            + "for the row showing \(row), give its value, \(rows.row(shown).value.quotedForMessage) (or its row, \(shown))"
    }

    /// Given fractions, or equal shares that add up to exactly one.
    static func fractions(_ given: [Fixed?]) -> [Fixed] {
        if given.allSatisfy({ $0 != nil }) { return given.compactMap { $0 } }
        let share = Fixed(ratio: 1, Int64(given.count))
        // The first takes the rounding remainder so the shares add up to exactly one.
        let first = Fixed.one - share * (given.count - 1)
        return [first] + Array(repeating: share, count: given.count - 1)
    }

    /// A horizontal picker's sections stacked across its height, each column a strip of one line
    /// as tall as the others: a date's three strips had half of a 240 px picker beside one list,
    /// and large text's digits were cut at the picker's top edge. The first takes the remainder.
    static func byColumnCount(_ sections: [SectionConfig]) -> [Fixed] {
        let counts = sections.map { section in
            switch section.content {
            case .columns(let columns): columns.count
            case .date: 3
            }
        }
        let total = Int64(counts.reduce(0, +))
        let rest = counts.dropFirst().map { Fixed(ratio: Int64($0), total) }
        return [rest.reduce(Fixed.one) { $0 - $1 }] + rest
    }

    private static func column(_ config: ColumnConfig, entry: ColumnDirectory.Entry, width: Fixed, digits: Digits) throws(ConfigError) -> PickerColumn {
        let path = entry.keyPath
        let rows: ColumnRows = switch config.content {
        case .items(let items): .items(items)
        case .range(let range): .range(RangeConfig(from: range.from, to: range.to, step: range.step, format: range.format, digits: digits))
        }
        for row in config.disabledRows where row >= rows.count {
            throw ConfigError(path: "\(path).disabled", message: "row \(row) does not exist (the column has \(rows.count.counted("row")))")
        }
        var column = PickerColumn(
            id: entry.id, sectionIndex: entry.section, widthFraction: width, isInfinite: config.infinite,
            alignment: config.align, rows: rows, disabledRows: Set(config.disabledRows), selectedRow: 0)
        column.label = config.label
        column.lang = config.lang
        let selected: Int
        switch config.selected {
        case nil:
            // A column whose every row is disabled (the last snack sold) rests on its first row.
            selected = (0..<rows.count).first { !column.isDisabled($0) } ?? 0
        case .index(let i)?:
            guard i < rows.count else {
                // A number is a row's index; in a range it is easily taken for the value shown
                // (trial 22: `"selected": 21` for "21 °C", row 11).
                let shown = rows.index(ofNumber: i).map { row in
                    "; a number counts rows from 0, so the row showing \(i) is \(row): give \(row) or \(rows.row(row).value.quotedForMessage)"
                } ?? ""
                throw ConfigError(path: "\(path).selected", message: "row \(i) does not exist (the column has \(rows.count.counted("row")))\(shown)")
            }
            selected = i
        case .value(let value)?:
            guard let i = rows.index(ofValue: value) else { throw ConfigError(path: "\(path).selected", message: "no row has the value \"\(value)\"") }
            selected = i
        }
        // A row disabled since `selected` was written (a status refresh that took the chosen
        // connector out of service, trial 108, reloading `configuration.json`) starts the column on
        // the enabled row nearest it, as a reload moves a selection off a row it disables; a column
        // with no enabled row rests on `selected`.
        column.setSelectedRow(column.nearestEnabledRow(to: selected) ?? selected)
        return column
    }

    /// `asStrips`: a horizontal picker's date columns are strips of one line each, equally tall;
    /// the default widths are for columns side by side.
    private mutating func appendDateColumns(_ date: DateConfig, section: Int, asStrips: Bool, digits: Digits) -> DateColumns {
        let years = ColumnRows.range(RangeConfig(from: date.fromYear, to: date.toYear, digits: digits))
        let months: ColumnRows = switch date.months {
        // A name is what the row shows; its value is the month's number, the same in every language.
        case .names: .items(date.monthNames.enumerated().map { ItemConfig(text: $1, value: RangeFormat.twoDigits.format($0 + 1)) })
        case .numbers: .range(RangeConfig(from: 1, to: 12, format: .twoDigits, digits: digits))
        }
        let dayCount = CalendarDate.daysIn(month: date.selected.month, year: date.selected.year)
        let days = ColumnRows.range(RangeConfig(from: 1, to: dayCount, digits: digits))
        var indices: [ColumnDirectory.DatePart: Int] = [:]
        let strips = PickerModel.fractions([nil, nil, nil])
        for (position, part) in ColumnDirectory.dateParts(in: date.order).enumerated() {
            indices[part] = columns.count
            var (rows, selected, width): (ColumnRows, Int, Fixed) = switch part {
            case .year: (years, date.selected.year - date.fromYear, date.widths.year)
            case .month: (months, date.selected.month - 1, date.widths.month)
            case .day: (days, date.selected.day - 1, date.widths.day)
            }
            if asStrips { width = strips[position] }
            var column = PickerColumn(
                id: part.rawValue, sectionIndex: section, widthFraction: width, isInfinite: false, alignment: .center,
                rows: rows, disabledRows: [], selectedRow: selected)
            // The day and the year are said in the month names' language too: "28" is "achtundzwanzig"
            // in a German date (trial 35 heard "28, Februar, 2027" in English).
            column.lang = date.monthLanguage
            column.label = date.labels[part] ?? date.monthLanguage.flatMap { MonthNames.name(of: part, forLanguage: $0) }
            columns.append(column)
        }
        return DateColumns(yearColumn: indices[.year] ?? 0, monthColumn: indices[.month] ?? 0, dayColumn: indices[.day] ?? 0, fromYear: date.fromYear,
                           earliest: date.earliest, latest: date.latest)
    }

    /// Gives the sections new shares of the picker's width (`SectionWidths`), one a section.
    package mutating func share(sectionsAs fractions: [Fixed]) {
        guard fractions.count == sections.count else { return }
        for index in sections.indices { sections[index].widthFraction = fractions[index] }
    }

    /// Gives a section's columns new shares of the section (`SectionWidths`), one a column.
    package mutating func share(columnsOf section: Int, as fractions: [Fixed]) {
        guard sections.indices.contains(section), fractions.count == sections[section].columnIndices.count else { return }
        for (index, fraction) in zip(sections[section].columnIndices, fractions) { columns[index].widthFraction = fraction }
    }

    /// Gives a date section's columns new shares of the section (`DateColumnWidths`).
    package mutating func share(dateSection section: Int, as widths: DateConfig.Widths) {
        guard sections.indices.contains(section), let date = sections[section].date else { return }
        columns[date.yearColumn].widthFraction = widths.year
        columns[date.monthColumn].widthFraction = widths.month
        columns[date.dayColumn].widthFraction = widths.day
    }

    // MARK: Selection

    /// The first column resting on a disabled row, as only a column whose every row is disabled
    /// does: a confirm then confirms nothing (the picker and `simulate` alike).
    package var columnWithNothingToConfirm: Int? {
        columns.indices.first { columns[$0].isDisabled(columns[$0].selectedRow) }
    }

    /// Why `column` confirms nothing, for the log and the socket: `column 1 "ssid" has no row to
    /// choose, every row is disabled`.
    package func nothingToChoose(inColumn column: Int) -> String {
        "column \(column) \(columns[column].id.quotedForMessage) has no row to choose, every row is disabled"
    }

    package var selection: [Int] { columns.map(\.selectedRow) }

    /// Selects `running`'s year, month and day in each date section of the same outline, leaving
    /// out the columns named in `except` (a section given a new `selected`): its month and day
    /// columns then hold the rows of the date chosen, where a new model's hold those of `selected`
    /// (trial 40: 30 April compared with February's 29 days became 29 April on every reload).
    package mutating func keepDates(of running: PickerModel, except redated: Set<String>) {
        for section in sections {
            guard let date = section.date else { continue }
            for column in [date.yearColumn, date.monthColumn, date.dayColumn]
            where running.columns.indices.contains(column) && !redated.contains(columns[column].id) {
                guard let row = columns[column].rows.index(ofValue: running.columns[column].selectedValue) else { continue }
                select(row: row, inColumn: column)
            }
        }
    }

    /// Records that `column` settled on `row` (wrapped on infinite columns).
    /// Returns the other columns whose rows or selection changed as a consequence
    /// (a date's day column when its month or year changed), so the engine can move them.
    @discardableResult
    package mutating func select(row: Int, inColumn column: Int) -> [Int] {
        columns[column].setSelectedRow(row)
        guard let date = sections[columns[column].sectionIndex].date,
              column == date.yearColumn || column == date.monthColumn else { return [] }
        return fitDate(date)
    }

    /// Makes a date's month and day columns fit the year and month selected: the month's days, and
    /// the months and days outside `min` and `max` disabled, a selection outside them moved onto
    /// the nearest date inside (2024 chosen with a `min` of 2024-03-15 in January lands on 15 March).
    /// Returns the columns whose rows changed.
    private mutating func fitDate(_ date: DateColumns) -> [Int] {
        var changed: [Int] = []
        let year = date.fromYear + columns[date.yearColumn].selectedRow
        // Outside min or max the nearest date inside is the limit itself, where UIDatePicker goes
        // too: 31 January 2024 turned to 2023 with a min of 2023-03-15 gave the 31st of March (trial 28).
        let shownMonth = columns[date.monthColumn].selectedRow + 1
        let shown = CalendarDate(year: year, month: shownMonth,
                                 day: min(columns[date.dayColumn].selectedRow + 1, CalendarDate.daysIn(month: shownMonth, year: year)))
        let limit = date.earliest.flatMap { shown < $0 ? $0 : nil } ?? date.latest.flatMap { $0 < shown ? $0 : nil }
        let months = date.disabledMonths(inYear: year)
        if months != columns[date.monthColumn].disabledRows || limit.map({ $0.month != shownMonth }) == true {
            columns[date.monthColumn].replaceRows(columns[date.monthColumn].rows, disabledRows: months)
            if let limit { columns[date.monthColumn].setSelectedRow(limit.month - 1) }
            changed.append(date.monthColumn)
        }
        let month = columns[date.monthColumn].selectedRow + 1
        let dayCount = CalendarDate.daysIn(month: month, year: year)
        let days = date.disabledDays(inYear: year, month: month, dayCount: dayCount)
        if dayCount != columns[date.dayColumn].rowCount || days != columns[date.dayColumn].disabledRows || limit != nil {
            // A day the new month lacks (the 31st in April) becomes its last: `replaceRows` keeps the index, clamped.
            let digits = if case .range(let shown) = columns[date.dayColumn].rows { shown.digits } else { Digits.latn }
            columns[date.dayColumn].replaceRows(.range(RangeConfig(from: 1, to: dayCount, digits: digits)), disabledRows: days)
            if let limit { columns[date.dayColumn].setSelectedRow(limit.day - 1) }
            changed.append(date.dayColumn)
        }
        return changed
    }

    /// Why row `row` of `column` is disabled when a date's `min` or `max` disabled it ("after the
    /// date's max, 2025-07-10"), for a refusal to say (trial 28: "row 19 … is disabled" said
    /// nothing of why); nil for another row.
    package func limitReason(row: Int, inColumn column: Int) -> String? {
        let section = columns[column].sectionIndex
        guard let date = sections[section].date, var day = self.date(inSection: section) else { return nil }
        switch column {
        case date.yearColumn: day.year = date.fromYear + row
        case date.monthColumn: day.month = row + 1
        case date.dayColumn: day.day = row + 1
        default: return nil
        }
        day.day = min(day.day, CalendarDate.daysIn(month: day.month, year: day.year))
        return date.outsideLimits(day)
    }

    /// The date a date section shows, for results.
    package func date(inSection section: Int) -> CalendarDate? {
        guard let date = sections[section].date else { return nil }
        return CalendarDate(
            year: date.fromYear + columns[date.yearColumn].selectedRow,
            month: columns[date.monthColumn].selectedRow + 1,
            day: columns[date.dayColumn].selectedRow + 1)
    }

    /// Replaces a column's rows (socket `set_items`), keeping the selection by value when it still exists.
    package mutating func replaceRows(inColumn column: Int, with rows: ColumnRows, disabledRows: Set<Int> = []) {
        columns[column].replaceRows(rows, disabledRows: disabledRows)
    }
}

extension PickerModel {
    /// The number row `row` of `column` stands for: a range's, however its format shows it (30 for
    /// "30 s"), or a date's month (2 for "02", whatever name it shows); nil for a list's row.
    package func number(ofRow row: Int, inColumn column: Int) -> Int? {
        let rows = columns[column].rows
        return rows.number(ofRow: row) ?? (isMonth(column) ? Int(rows.row(row).value) : nil)
    }

    /// The row of `column` whose number `digits` writes (`number(ofRow:inColumn:)`): `"45"` for
    /// "45 s", `"2"` or `"02"` for February; nil for a list, or text that is no such number.
    package func row(ofNumberIn digits: String, inColumn column: Int) -> Int? {
        let rows = columns[column].rows
        if let row = rows.index(ofNumberIn: digits) { return row }
        guard isMonth(column), digits.allSatisfy(\.isASCIIDigit), let month = Int(digits), (1...12).contains(month) else { return nil }
        return month - 1
    }

    /// Whether `column` is a date's month.
    package func isMonth(_ column: Int) -> Bool {
        sections[columns[column].sectionIndex].date?.monthColumn == column
    }
}
