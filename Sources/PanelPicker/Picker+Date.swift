import PickerCore

extension Picker {
    // MARK: Dates

    /// The date a date section shows (its columns' selection: the day it last came to rest on),
    /// as UIDatePicker's `date`; nil for a section that is no date section.
    public func date(inSection section: Int) -> PickerDate? {
        guard engine.model.sections.indices.contains(section), let date = engine.model.date(inSection: section) else { return nil }
        return PickerDate(year: date.year, month: date.month, day: date.day)
    }

    /// Shows `date` in date section `section` at once (UIDatePicker's `setDate`): year, month and
    /// day together, so no column is refused a row the new month has and the old one lacks (trial
    /// 27: the 31st after an animated March, while February still showed). Not animated: three
    /// wheels that depend on each other, turned together, would pass dates that do not exist.
    ///
    /// Delegate calls: with `reportsSelection`, one `didSelect` for each of the three columns whose
    /// value changed, left to right as the columns stand (a German date: day, month, year); none otherwise.
    /// - Throws: `.badInput` for a section that is no date section, a date the calendar does not
    ///   have, or one outside the section's years or its `min` and `max`; nothing changes then.
    public func select(date: PickerDate, inSection section: Int, reportsSelection: Bool = false) throws(PickerError) {
        try requireOpen("select(date:inSection:)")
        let call = "select(date: \(date), inSection: \(section))"
        try requireSection(section, call)
        guard let columns = engine.model.sections[section].date else {
            throw PickerError(.badInput, "\(call): section \(section) is no date section")
        }
        let day = CalendarDate(year: date.year, month: date.month, day: date.day)
        if let nonexistence = day.nonexistence { throw PickerError(.badInput, "\(call): no such date: \(nonexistence)") }
        let lastYear = columns.fromYear + engine.model.columns[columns.yearColumn].rowCount - 1
        guard (columns.fromYear...lastYear).contains(day.year) else {
            throw PickerError(.badInput, "\(call): the years run from \(columns.fromYear) to \(lastYear)")
        }
        if let outside = columns.outsideLimits(day) { throw PickerError(.badInput, "\(call): it is \(outside)") }
        // In this order each row exists when it is selected: the month's days follow the year and month.
        try select(rows: [(columns.yearColumn, day.year - columns.fromYear), (columns.monthColumn, day.month - 1), (columns.dayColumn, day.day - 1)],
                   call: call, reportsSelection: reportsSelection)
    }

    /// Throws for a section that does not exist, naming how many there are (trial 42 was told
    /// "section 9 is no date section" of a picker with one).
    func requireSection(_ section: Int, _ call: String) throws(PickerError) {
        let count = engine.model.sections.count
        guard !(0..<count).contains(section) else { return }
        throw PickerError(.badInput, "\(call): section \(section) does not exist (the picker has \(count.counted("section")))")
    }

    /// Selects each of `rows` (a column and its row) in turn, not animated, as one change: then,
    /// with `reportsSelection`, one `didSelect` for each column whose value changed, in that order.
    /// `call` names the caller in an error.
    func select(rows: [(column: Int, row: Int)], call: String, reportsSelection: Bool) throws(PickerError) {
        try enterNested(call, "select")
        defer { nestedCalls -= 1 }
        let nowUs = callUs
        let before = selection
        // The motion up to now comes first, as in `select(row:)`; a quiet select replaced that of
        // the columns it sets.
        report(motion(upToUs: nowUs), quiet: reportsSelection ? [] : Set(rows.map(\.column)), atUs: nowUs)
        let moving = engine.movingColumns
        var jumped: [TimedPickerEvent] = []
        for (column, row) in rows {
            quietSelections[column] = nil
            reportedSelections.remove(column)
            reloadRetargetedSelections.remove(column)
            overtakenSelections.remove(column)
            chosenRowsTaken[column] = nil
            do throws(PickerEngineError) {
                jumped += try engine.handle(.select(column: column, row: row, animated: false), atUs: nowUs)
            } catch {
                throw PickerError(.badInput, "\(call): \(error.message)")
            }
        }
        frameWanted = true
        takeovers.takeOver(rows.map(\.column))
        guard reportsSelection else { return }
        // A column that was moving shows another row than it did: its highlight comes first, for the
        // row it shows now. One at rest did not move, though its rows changed on the way (trial 41:
        // 29 February left for another year cut the day to the 28th before the 30th was selected).
        var shown: [(column: Int, row: Int)] = []
        for timed in jumped {
            guard case .highlightChanged(let column, let row) = timed.event, moving.contains(column) else { continue }
            shown.removeAll { $0.column == column }
            shown.append((column, row))
        }
        for (column, row) in shown { delegate?.picker(self, didHighlightRow: row, inColumn: column) }
        // Reported, the columns that changed are said together, left to right, as `select(row:)`
        // says its one (trial 32: a date or time selected that way said nothing).
        var settled: [(column: Int, row: Int)] = []
        let mark = takeovers.count
        for (column, _) in rows.sorted(by: { $0.column < $1.column }) {
            // A reload from a `didSelect` before may have left the column out.
            guard !takeovers.tookOver(column, after: mark), selection[column].value != before[column].value else { continue }
            let row = engine.model.columns[column].selectedRow
            settled.append((column, row))
            reportSelection(row: row, inColumn: column, cause: .select)
        }
        // Not the columns a select or reload from a `didSelect` took over, as for any settle.
        announceSettled(settled.filter { !takeovers.tookOver($0.column, after: mark) })
    }
}
