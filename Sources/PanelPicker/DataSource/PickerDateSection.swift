import PickerCore

/// A section that is the built-in date picker (a config section's `date`): year, month and day
/// columns, with ids `year`, `month` and `day`, whose day column follows the month and year.
public struct PickerDateSection: Equatable, Sendable {
    /// How the month column shows its rows.
    public enum Months: String, Equatable, Sendable {
        /// Names, in English unless `monthNames` gives the user's language.
        case names
        /// `01` to `12`.
        case numbers
    }

    /// The order of the three columns.
    public enum Order: String, Equatable, Sendable {
        case ymd, dmy, mdy
    }

    /// The first year (`from`, 1...9999).
    public var fromYear = 1970
    /// The last year (`to`, 1...9999, not before `fromYear`).
    public var toYear = 2100
    /// The date selected at first (`selected`); nil: 1 January 2000, its year kept within the years
    /// and the date within `minimumDate` and `maximumDate`.
    public var selected: PickerDate?
    /// The first and last dates that may be chosen (`min`, `max`; UIDatePicker's `minimumDate` and
    /// `maximumDate`): the months and days outside them are disabled rows, and turning the year onto
    /// a month outside moves the month in. They set `fromYear` and `toYear` where those are left as they are.
    public var minimumDate: PickerDate?
    public var maximumDate: PickerDate?
    /// Names or numbers (`months`).
    public var months = Months.names
    /// Twelve month names, January first, in the user's language (`month_names`); only with `.names`.
    /// Selections report the month's number as `SelectedRow.value` (`02`) and the name shown as `text`.
    public var monthNames: [String]?
    /// The columns' order (`order`).
    public var order = Order.ymd
    /// What speech calls the year, month and day columns when keys move the focus to them
    /// (`labels`), in the user's language ("Jahr", "Monat", "Tag"); nil: what CLDR calls them in
    /// `language` where the picker has its month names, else their ids.
    public var yearLabel: String?
    public var monthLabel: String?
    public var dayLabel: String?
    /// The year's, month's and day's shares of the section (`year_width`, `month_width`, `day_width`):
    /// all three or none, adding up to 1. nil: 0.3, 0.45 and 0.25.
    public var columnWidths: (year: Double, month: Double, day: Double)?

    public static func == (a: PickerDateSection, b: PickerDateSection) -> Bool {
        a.fromYear == b.fromYear && a.toYear == b.toYear && a.selected == b.selected && a.minimumDate == b.minimumDate
            && a.maximumDate == b.maximumDate && a.months == b.months
            && [a.yearLabel, a.monthLabel, a.dayLabel] == [b.yearLabel, b.monthLabel, b.dayLabel]
            && a.monthNames == b.monthNames && a.monthNamesLanguage == b.monthNamesLanguage && a.order == b.order && a.columnWidths.map { [$0.year, $0.month, $0.day] } == b.columnWidths.map { [$0.year, $0.month, $0.day] }
    }

    /// The language `init(language:)` was given, so that the config the section becomes names the
    /// language, and speech says the months in it, while `monthNames` are still its names.
    private(set) var monthNamesLanguage: String?

    public init() {}

    /// A date section in a language's way, as a config's `month_names` set to the language gives it:
    /// CLDR's month names and the order the language writes a date in (`"de"`: "Januar", day-month-year;
    /// `"hu"`: year-month-day; `"en"`: month-day-year, `"en-GB"`: day-month-year). Speech says the
    /// months in the language. nil for a language `monthNameLanguages` lacks.
    public init?(language: String) {
        guard let names = MonthNames.names(forLanguage: language), let order = MonthNames.order(forLanguage: language) else { return nil }
        monthNames = names
        switch order {
        case .ymd: self.order = .ymd
        case .dmy: self.order = .dmy
        case .mdy: self.order = .mdy
        }
        monthNamesLanguage = language
    }

    /// CLDR's month names for a language the picker has (`"fr"`, `"de-AT"`: the language decides),
    /// January first, in the form a month shows alone ("styczeń", not "stycznia"): what the
    /// config's `month_names` set to the language shows. nil for another language.
    /// `dateSection.monthNames = PickerDateSection.monthNames(language: "fr")`.
    public static func monthNames(language: String) -> [String]? {
        MonthNames.names(forLanguage: language)
    }

    /// The languages `monthNames(language:)` has, by code.
    public static var monthNameLanguages: [String] { MonthNames.languages }
}

/// A calendar date, as a date section's `selected` takes it.
public struct PickerDate: Equatable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// `YYYY-MM-DD`, as the config writes it (and checks it: 30 February is refused there), for
    /// `print` and messages alike (trial 50 read a struct's fields).
    public var description: String { CalendarDate(year: year, month: month, day: day).description }
}

extension PickerDateSection {
    /// Each date key the document writes and the property it comes from.
    private static let propertyNames = [
        "from": "fromYear", "to": "toYear", "selected": "selected", "min": "minimumDate", "max": "maximumDate", "months": "months", "month_names": "monthNames",
        "order": "order", "year_width": "columnWidths.year", "month_width": "columnWidths.month", "day_width": "columnWidths.day",
    ]

    /// `message` with a leading date key (`sections[1].date.to: ...`) named as the program gave it
    /// (`dateSection(1).toYear: ...`); nil when it names no date key.
    static func renamingDateKey(in message: String) -> String? {
        guard let (section, afterDate) = DataSourceDocument.sectionKey("date", in: message) else { return nil }
        // The three widths are one property in Swift: `columnWidths`.
        let widthsWords = ": date column widths "
        if afterDate.hasPrefix(widthsWords) { return "dateSection(\(section)).columnWidths: " + afterDate.dropFirst(widthsWords.count) }
        if afterDate.first == ":" { return "dateSection(\(section))" + namingSwiftRemedy(in: afterDate) }
        guard afterDate.first == "." else { return nil }
        let key = afterDate.dropFirst().prefix { $0 != ":" && $0 != "." && $0 != "[" }
        let tail = afterDate.dropFirst(key.count + 1)
        // The three labels are three properties in Swift: `yearLabel`, `monthLabel`, `dayLabel`.
        if key == "labels", let part = ["year", "month", "day"].first(where: { tail.hasPrefix("." + $0) }) {
            return "dateSection(\(section)).\(part)Label" + tail.dropFirst(part.count + 1)
        }
        guard let property = propertyNames[String(key)] else { return nil }
        // The config's value "names" is the case `.names` in Swift; its "min" the property `minimumDate` (trial 36).
        var swiftTail = tail.hasSuffix(#"months "names""#) ? tail.dropLast(7) + ".names" : String(tail)
        swiftTail = swiftTail.replacingEach(" is before min, ", with: " is before minimumDate, ")
        return "dateSection(\(section)).\(property)" + swiftTail
    }

    /// A too-narrow section's advice, in and out of large text, and what a program sets for it.
    private static let swiftRemedies = [
        (DateColumnWidths.tooNarrowAdvice,
         "give the section more width (widthFractionsForSections()) or the text a smaller size (style.fontSize, style.highlightedFontSize)"),
        (DateColumnWidths.tooNarrowForLargeTextAdvice,
         "give the section more width (widthFractionsForSections()), or large text a smaller capital H (style.largeText.capHeightPx)"),
        (DateColumnWidths.tooNarrowForAnyLargeTextAdvice,
         "give the section more width (widthFractionsForSections()), or turn large text off (style.largeText.isOn): no capital H taller than the rows' own keeps it whole"),
    ]

    /// A too-narrow section's advice with what a program sets for it.
    private static func namingSwiftRemedy(in text: Substring) -> String {
        guard let (advice, remedy) = swiftRemedies.first(where: { text.hasSuffix($0.0) }) else { return String(text) }
        return text.dropLast(advice.count) + remedy
    }
}
