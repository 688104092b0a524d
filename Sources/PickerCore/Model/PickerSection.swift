/// A group of columns with its own width share (EMPickerView's sections).
package struct PickerSection: Equatable, Sendable {
    /// The section's share of the picker's cross extent after gaps.
    package var widthFraction: Fixed
    /// Indices into `PickerModel.columns`.
    package var columnIndices: Range<Int>
    /// Set when the section is the built-in date picker.
    package var date: DateColumns?
    /// Set when the section is a time on a 12-hour clock: its hour and period columns.
    package var twelveHourClock: TwelveHourClock?
}

/// Where a 12-hour time's hour and period columns sit, so that the period follows the hour as
/// UIDatePicker's does: turned from 11 to 12, or back, the hour crosses noon or midnight.
package struct TwelveHourClock: Equatable, Sendable {
    package var hourColumn: Int
    package var periodColumn: Int
    /// The hour column's row of "11": the period changes as the band crosses from it to "12" (the
    /// next row) or back.
    package static let lastRowOfAPeriod = 10
}

/// Where the year, month and day columns of a date section sit, so the day
/// column can follow the month and year (UIDatePicker's behaviour).
package struct DateColumns: Equatable, Sendable {
    package var yearColumn: Int
    package var monthColumn: Int
    package var dayColumn: Int
    package var fromYear: Int
    /// The first and last dates that may be chosen (`min`, `max`), nil for none.
    package var earliest: CalendarDate?
    package var latest: CalendarDate?

    /// The year rows (from 0) outside `earliest` and `latest`, of `yearCount` from `fromYear`: a
    /// `from` earlier than `min` left 2023 a year to confirm (trial 27).
    func disabledYears(count yearCount: Int) -> Set<Int> {
        var disabled = Set<Int>()
        if let earliest { disabled.formUnion(0..<Swift.min(yearCount, Swift.max(0, earliest.year - fromYear))) }
        if let latest { disabled.formUnion(Swift.min(yearCount, Swift.max(0, latest.year - fromYear + 1))..<yearCount) }
        return disabled
    }

    /// Why `day` is outside `earliest` and `latest` ("before the date's min, 2024-03-15"); nil
    /// when it is inside. What `render --select` and `Picker.select(date:inSection:)` refuse.
    package func outsideLimits(_ day: CalendarDate) -> String? {
        if let earliest, day < earliest { return "before the date's min, \(earliest)" }
        if let latest, latest < day { return "after the date's max, \(latest)" }
        return nil
    }

    /// The month rows (from 0) outside `earliest` and `latest` in `year`.
    func disabledMonths(inYear year: Int) -> Set<Int> {
        var disabled = Set<Int>()
        if let earliest, earliest.year == year { disabled.formUnion(0..<(earliest.month - 1)) }
        if let latest, latest.year == year { disabled.formUnion(latest.month..<12) }
        return disabled
    }

    /// The day rows (from 0) outside `earliest` and `latest` in `month` of `year`, of `dayCount` days.
    func disabledDays(inYear year: Int, month: Int, dayCount: Int) -> Set<Int> {
        var disabled = Set<Int>()
        if let earliest, earliest.year == year, earliest.month == month { disabled.formUnion(0..<(earliest.day - 1)) }
        if let latest, latest.year == year, latest.month == month { disabled.formUnion(latest.day..<dayCount) }
        return disabled
    }
}
