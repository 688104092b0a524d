import PickerCore

extension Picker {
    // MARK: Times

    /// The time a time section shows, on a 24-hour clock (19:35 for "7 35 PM"), as UIDatePicker's
    /// `date` in its time mode; nil for a section that is no time section.
    public func time(inSection section: Int) -> PickerTimeOfDay? {
        guard let (clock, columns) = timeColumns(inSection: section) else { return nil }
        let time = clock.time(rows: columns.map { engine.model.columns[$0].selectedRow })
        return PickerTimeOfDay(hour: time.hour, minute: time.minute)
    }

    /// Shows `time` (24-hour) in time section `section` at once: the hour, the minute and on a
    /// 12-hour clock the period together (trial 29: 19:35 took three selects of "7", "35" and "pm",
    /// each reported alone). Not animated, as `select(date:inSection:)`.
    ///
    /// Delegate calls: with `reportsSelection`, one `didSelect` for each column whose value
    /// changed, hour first; none otherwise.
    /// - Throws: `.badInput` for a section that is no time section, a time no clock has (24:00), or
    ///   a minute off the section's `minute_step`; nothing changes then.
    public func select(time: PickerTimeOfDay, inSection section: Int, reportsSelection: Bool = false) throws(PickerError) {
        try requireOpen("select(time:inSection:)")
        let call = "select(time: \(time), inSection: \(section))"
        try requireSection(section, call)
        guard let (clock, columns) = timeColumns(inSection: section) else {
            throw PickerError(.badInput, "\(call): section \(section) is no time section")
        }
        guard (0...23).contains(time.hour), (0...59).contains(time.minute) else {
            throw PickerError(.badInput, "\(call): no such time: expected an hour from 0 to 23 and a minute from 0 to 59")
        }
        if let earlier = clock.earlierMinuteOnStep(time.minute) {
            throw PickerError(.badInput, "\(call): the minutes go in steps of \(clock.minuteStep); the nearest earlier is "
                              + TimeConfig.text(hour: time.hour, minute: earlier))
        }
        try select(rows: Array(zip(columns, clock.rows(hour: time.hour, minute: time.minute))), call: call, reportsSelection: reportsSelection)
    }

    /// A time section's clock and its hour, minute (and period) columns; nil for another section.
    func timeColumns(inSection section: Int) -> (TimeConfig.Clock, [Int])? {
        let sections = configuration.config.sections
        guard sections.indices.contains(section), let clock = sections[section].clock,
              engine.model.sections.indices.contains(section) else { return nil }
        return (clock, Array(engine.model.sections[section].columnIndices))
    }

    /// After a reload, each time section shows the time the user chose, on the new clock and minute
    /// step (the nearest earlier minute on it): a 12-hour 10:15 PM stays 22:15 on a 24-hour clock,
    /// where trial 43 saw 10:15 and heard nothing. A section given another `selected` shows that,
    /// as a new picker would and as a date section does. Returns the selections that changed.
    /// `oldRows` are the rows the old columns rest on, or stop on now while they move (trial 51: a
    /// restyle took a flung minute back to where it last rested, 20 rows).
    func keepTimes(from previous: PickerConfig, model old: PickerModel, rows oldRows: [Int], to config: PickerConfig, atUs nowUs: Int64) -> [TimedPickerEvent] {
        var events: [TimedPickerEvent] = []
        for (index, section) in config.sections.enumerated() {
            guard let clock = section.clock, previous.sections.indices.contains(index), let oldClock = previous.sections[index].clock,
                  old.sections.indices.contains(index), engine.model.sections.indices.contains(index) else { continue }
            let time: PickerTimeOfDay
            // A `selected` moved only onto a coarser step (22:17 to 22:15 for 15 minutes) asks for no
            // other time: the user's stays (trial 45 could not change the step and keep it).
            let before = Picker.selectedTime(of: previous.sections[index], clock: oldClock)
            let onNewStep = before.map { PickerTimeOfDay(hour: $0.hour, minute: $0.minute - $0.minute % clock.minuteStep) }
            if let given = Picker.selectedTime(of: section, clock: clock), given != before, given != onNewStep {
                time = given
            } else if clock == oldClock {
                // The same clock has the same rows: its columns keep theirs as any column does, and a
                // motion goes on (trial 66: a reload of unchanged data stopped a turning hour, unsaid).
                continue
            } else {
                let chosen = oldClock.time(rows: old.sections[index].columnIndices.map { oldRows[$0] })
                time = PickerTimeOfDay(hour: chosen.hour, minute: chosen.minute - chosen.minute % clock.minuteStep)
            }
            for (column, row) in zip(engine.model.sections[index].columnIndices, clock.rows(hour: time.hour, minute: time.minute))
            where engine.model.columns[column].selectedRow != row {
                events += (try? engine.handle(.select(column: column, row: row, animated: false), atUs: nowUs)) ?? []
            }
        }
        return events
    }

    /// The time a time section's config selects.
    private static func selectedTime(of section: SectionConfig, clock: TimeConfig.Clock) -> PickerTimeOfDay? {
        guard case .columns(let columns) = section.content else { return nil }
        let rows = columns.map { column -> Int in
            if case .index(let row)? = column.selected { row } else { 0 }
        }
        let time = clock.time(rows: rows)
        return PickerTimeOfDay(hour: time.hour, minute: time.minute)
    }
}
