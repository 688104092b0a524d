/// A day in the proleptic Gregorian calendar, with no time zone.
package struct CalendarDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var year: Int
    package var month: Int
    package var day: Int

    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil when the text is not a real date.
    package init?(iso text: String) {
        guard let date = CalendarDate(isoForm: text), date.nonexistence == nil else { return nil }
        self = date
    }

    /// Parses `YYYY-MM-DD` whether or not that date exists (`2024-02-30`); nil when the text has another form.
    package init?(isoForm text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Why the calendar has no such date (`month 13 does not exist`, `February 2023 has 28 days`); nil when it has.
    package var nonexistence: String? {
        guard (1...12).contains(month) else { return "month \(month) does not exist" }
        let days = CalendarDate.daysIn(month: month, year: year)
        guard (1...days).contains(day) else { return "\(CalendarDate.monthNames[month - 1]) \(year) has \(days) days" }
        return nil
    }

    package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    package var description: String {
        func pad(_ n: Int, _ width: Int) -> String { String(repeating: "0", count: max(0, width - String(n).count)) + String(n) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
