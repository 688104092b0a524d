import PanelPicker
import PickerSystem
import PickerTestSupport
import Testing

/// The exact words of errors in what a host program said in Swift: each names the property or call
/// at fault, and what is wrong, in the program's own terms.
@Suite struct StyleMessageTests {
    /// Trial 24: `PickerColor(hex:)` was nil with no word for "0a84ff", "#12345" and "#0a84ff80".
    @Test(arguments: [
        ("0a84ff", ##"PickerColor(parsing: "0a84ff"): expected "#rrggbb"; it needs the "#" first: did you mean #0a84ff?"##),
        ("#12345", ##"PickerColor(parsing: "#12345"): expected "#rrggbb"; it has 5 hex digits, and a colour has six"##),
        ("#0a84ff80", ##"a colour has no alpha here (a transparent background is the config's theme.background "#rrggbbaa"): give "#0a84ff""##),
        ("#0a84fg", ##"PickerColor(parsing: "#0a84fg"): expected "#rrggbb"; "g" is no hex digit (0-9, a-f)"##),
    ])
    func aColourParsedFromTextSaysWhatIsWrong(text: String, message: String) throws {
        #expect(try PickerColor(parsing: "#0A84ff") == PickerColor(red: 10, green: 132, blue: 255))
        #expect {
            _ = try PickerColor(parsing: text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    /// The test tree's icons (`icons/lock.png`, a PNG), for files that exist.
    static let golden = "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/PickerRenderTests/Golden"

    func message(_ style: PickerStyle, directory: String = ".") -> String? {
        do {
            _ = try Picker(dataSource: StyleTests.Words(), style: style, directory: directory, backend: .offscreen)
            return nil
        } catch {
            return error.message
        }
    }

    /// Trial 63: the overlay that broke the high-contrast preset was named as the background given
    /// beside it, and the advice was in the config's words.
    @Test func theHighContrastBandIsNamedAndMendedInSwiftsWords() {
        var style = StyleTests.style
        style.preset = .highContrast
        style.backgroundColor = PickerColor(hex: "#000000")
        style.selection = .overlay(color: nil, alpha: 0.35)
        #expect(message(style) == "style.selection: highlightedTextColor #ffff00 on #595900 has a contrast of 6.8:1; the high-contrast preset keeps "
                + "at least 7:1 (WCAG 1.4.6): give highlightedTextColor a colour with more contrast on #595900, or the band an overlay that tints "
                + "less (a smaller alpha in style.selection = .overlay(color:alpha:)) or .indicator(thickness:)")
    }

    /// Trial 66: a see-through background under the preset named style.backgroundColor, which the
    /// program never set: the opacity is style.backgroundAlpha's.
    @Test func aSeeThroughHighContrastBackgroundIsNamedByItsAlpha() {
        var style = StyleTests.style
        style.preset = .highContrast
        style.backgroundAlpha = 100
        #expect(message(style) == "style.backgroundAlpha: the high-contrast preset needs an opaque background, so its contrast is known; "
                + "give 255, or leave it nil")
    }

    @Test func aKeyQuotedBesideTheOneAtFaultIsNamedByItsPropertyToo() {
        var style = StyleTests.style
        style.feedback.clickMs = 50
        style.feedback.minimumIntervalMs = 30
        #expect(message(style) == "style.feedback.minimumIntervalMs: expected at least clickMs (50), got 30")
        style = StyleTests.style
        style.power.dimAfterSeconds = 60
        style.power.offAfterSeconds = 60
        #expect(message(style) == "style.power.offAfterSeconds: expected more than dimAfterSeconds (60), got 60")
    }

    /// Trial 27: of a style's several mistakes, only the first was named by its Swift property.
    /// Each one is, in the config's order, inside the theme too.
    @Test func everyMistakeOfAStyleIsNamedByItsProperty() {
        var style = StyleTests.style
        style.visibleRows = 4
        style.fade = 2
        style.fontSize = 2
        let said = message(style) ?? ""
        #expect(said.contains("style.visibleRows: expected an odd number"), "\(said)")
        #expect(said.contains("; also style.fade: expected a number in [0, 0.5], got 2"), "\(said)")
        #expect(said.contains("; also style.fontSize: expected a whole number from 4 to 512, got 2"), "\(said)")
        #expect(!said.contains("theme.") && !said.contains("visible_rows"), "no config key: \(said)")
    }

    /// Trial 108: `style.lang = "de_DE"` was taken, and said nothing until speech spoke.
    @Test func aLanguageNotWrittenAsBCP47IsNamedByItsProperty() {
        var style = StyleTests.style
        style.lang = "de_DE"
        let said = message(style) ?? ""
        #expect(said.contains(#"style.lang: expected a language as BCP 47 writes it ("de", "de-CH", "pt-BR"), got "de_DE"; did you mean "de-DE"?"#), "\(said)")
    }

    /// Trial 29: a row whose own font was far too large for the column was blamed on the picker's
    /// width; the row's size is named, by the data source's answer.
    @Test func aRowsOwnTooLargeFontIsNamedByItsAnswer() {
        final class Huge: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { ["one", "two", "שלום 2"][row] }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                PickerRowContent(title: title(forRow: row, column: column, section: section), fontSize: row == 2 ? 200 : nil)
            }
        }
        var said = ""
        do { _ = try Picker(dataSource: Huge(), style: StyleTests.style, backend: .offscreen) } catch { said = error.message }
        #expect(said.hasPrefix("data source: content(forRow: 2, column: 0, section: 0).fontSize: the band's 272 px of room show no character of"), "\(said)")
        #expect(said.hasSuffix("give the row a smaller size, or the picker more width"), "\(said)")
    }

    @Test func anArraysElementIsNamedByItsIndex() {
        var style = StyleTests.style
        style.fontPaths = [""]
        #expect(message(style) == "style.fontPaths[0]: expected a non-empty string")
        style = StyleTests.style
        style.highlightedFontPaths = ["DejaVu Sans", ""]
        #expect(message(style) == "style.highlightedFontPaths[1]: expected a non-empty string")
    }

    @Test func aMissingSelectionImageIsTheStyles() {
        var style = StyleTests.style
        style.selection = .image(path: "band.png")
        #expect(message(style, directory: "/nonexistent") == "style.selection (image): image /nonexistent/band.png: No such file or directory; " + "give a readable PNG file (a relative path is taken from the config's folder, or the data source's directory)")
    }

    /// A 32x32 PNG of 118 bytes (the trial's lock icon), which FreeType's drivers read past its end:
    /// Invalid_Stream_Operation (0x55), where the larger test icon gives Unknown_File_Format (0x02).
    static let smallPNG: [UInt8] = [
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x20,
        0x00, 0x00, 0x00, 0x20, 0x08, 0x06, 0x00, 0x00, 0x00, 0x73, 0x7a, 0x7a, 0xf4, 0x00, 0x00, 0x00, 0x3d, 0x49, 0x44, 0x41,
        0x54, 0x78, 0x9c, 0xed, 0xd3, 0xb1, 0x0d, 0x00, 0x20, 0x0c, 0x03, 0x41, 0xef, 0x3f, 0x19, 0x5b, 0x85, 0x11, 0x28, 0x82,
        0x04, 0x82, 0x7b, 0xc9, 0x5d, 0x8a, 0x6b, 0x92, 0x48, 0x8b, 0x6a, 0xa4, 0x3a, 0x03, 0x78, 0x0f, 0xb0, 0xfb, 0x1e, 0x00,
        0xe0, 0x5e, 0x40, 0xf7, 0xfd, 0xda, 0x10, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0xe3, 0x80, 0x6f, 0x9a, 0x07, 0x7f,
        0xae, 0x5d, 0x80, 0x5a, 0x02, 0xb1, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
    ]

    @Test(arguments: [false, true])
    func aFileThatIsNoFontSaysSo(small: Bool) throws {
        let scratch = ScratchDirectory("not-a-font")
        let directory = small ? scratch.path : Self.golden
        if small {
            try FileSystem.createDirectory(scratch.path + "/icons")
            try FileSystem.writeFileAtomically(scratch.path + "/icons/lock.png", Self.smallPNG)
        }
        var style = StyleTests.style
        style.fontPaths = ["icons/lock.png"]
        #expect(message(style, directory: directory) == "style.fontPaths: font \(directory)/icons/lock.png: is not a font file FreeType can read; "
            + "give a readable .ttf or .otf file, or a fontconfig pattern such as \"DejaVu Sans\", or no font for the built-in DejaVu Sans")
    }

    /// A device node is opened whatever the working folder is: a relative path is refused, as the config refuses it.
    @Test func aRelativeDevicePathIsRefused() {
        var style = StyleTests.style
        style.feedback.devicePaths = ["buzzer"]
        #expect(message(style) == #"style.feedback.devicePaths[0]: expected an absolute path, got "buzzer""#)
    }

    @Test(arguments: [
        (PickerDate(year: 2024, month: 2, day: 30), #""2024-02-30" is no date: February 2024 has 29 days"#),
        (PickerDate(year: 2023, month: 2, day: 29), #""2023-02-29" is no date: February 2023 has 28 days"#),
        (PickerDate(year: 2024, month: 13, day: 1), #""2024-13-01" is no date: month 13 does not exist"#),
        (PickerDate(year: 2024, month: 4, day: 0), #""2024-04-00" is no date: April 2024 has 30 days"#),
        // Fields no "YYYY-MM-DD" spells are named as the program gave them, not as a string it never wrote.
        (PickerDate(year: .max, month: .min, day: 0), "PickerDate(year: \(Int.max), month: \(Int.min), day: 0) is no date: "
            + "expected a year from 1 to 9999, a month from 1 to 12 and a day from 1 to 31"),
    ])
    func aDateTheCalendarDoesNotHaveSaysWhy(date: PickerDate, problem: String) {
        let words = StyleTests.Words()
        var section = PickerDateSection()
        section.selected = date
        words.date = section
        #expect { _ = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen) } throws: { error in
            (error as? PickerError)?.message == "data source: dateSection(1).selected: \(problem)"
        }
    }

    /// Trial 9 (issue 31): month names with months as numbers named the config's value ("names").
    @Test func monthNamesWithNumbersNameTheSwiftCase() {
        let words = StyleTests.Words()
        var section = PickerDateSection()
        section.months = .numbers
        section.monthNames = (1...12).map { "m\($0)" }
        words.date = section
        #expect(throws: PickerError(.badInput, "data source: dateSection(1).monthNames: is only used with months .names")) {
            _ = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen)
        }
    }

    /// Trial 36: a maximum before the minimum was "before min", the config's word.
    @Test func aMaximumBeforeTheMinimumNamesTheSwiftProperty() {
        let words = StyleTests.Words()
        var section = PickerDateSection()
        section.minimumDate = PickerDate(year: 2024, month: 6, day: 1)
        section.maximumDate = PickerDate(year: 2024, month: 1, day: 1)
        words.date = section
        #expect(throws: PickerError(.badInput, #"data source: dateSection(1).maximumDate: "2024-01-01" is before minimumDate, "2024-06-01""#)) {
            _ = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen)
        }
    }

    /// Trial 11 (issue 31): three messages still spoke the config's words to a program.
    @Test func valuesAProgramGivesAreNamedInItsWords() {
        var style = StyleTests.style
        style.decelerationRate = .nan
        #expect(throws: PickerError(.badInput, "style.decelerationRate: expected a number between 0 and 1 (UIKit's normal is 0.998, its fast 0.99), got nan")) {
            _ = try Picker(dataSource: StyleTests.Words(), style: style, backend: .offscreen)
        }
        style = StyleTests.style
        style.rowHeight = 400
        #expect(throws: PickerError(.badInput, "style.rowHeight: rows of 400 px do not fit on a picker 240 px tall; give a rowHeight of at most 240 px or a larger style.height (style.width when horizontal)")) {
            _ = try Picker(dataSource: StyleTests.Words(), style: style, backend: .offscreen)
        }
        let words = StyleTests.Words()
        var section = PickerDateSection()
        section.columnWidths = (year: 0.5, month: 0.5, day: 0.5)
        words.date = section
        #expect(throws: PickerError(.badInput, "data source: dateSection(1).columnWidths: add up to 1.5, expected 1")) {
            _ = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen)
        }
    }

    /// Trial 11 (issue 31): a title with a line break was drawn as "Row▯0".
    @Test func aTitleWithALineBreakIsRefusedByItsMethod() {
        let words = StyleTests.Words()
        words.words = ["Row\n0", "Row 1"]
        let error = #expect(throws: PickerError.self) { _ = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen) }
        #expect(error?.message.hasSuffix("holds U+000A (a line break); a row's text is one line, with no control characters") == true,
                "\(error?.message ?? "")")
        #expect(error?.message.contains("forRow: 0, column: 0, section: 0") == true, "\(error?.message ?? "")")
    }

    /// Issue 31: a column id with a line break was taken, and split the lines it is shown in.
    @Test func aColumnIDWithALineBreakIsRefusedByItsMethod() {
        final class Broken: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 2 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "\(row)" }
            func identifier(forColumn column: Int, section: Int) -> String? { column == 1 ? "a\nb" : nil }
        }
        #expect(throws: PickerError(.badInput, "data source: identifier(forColumn: 1, section: 0): holds U+000A (a line break); "
                                    + "a column's id is one line, with no control characters")) {
            _ = try Picker(dataSource: Broken(), style: StyleTests.style, backend: .offscreen)
        }
    }

    /// Trial 10 (issue 31): a row scale on a wheel was taken silently and changed nothing.
    @Test func aRowScaleOnAWheelNamesTheSwiftProperty() {
        var style = StyleTests.style
        style.rowScale = 0.8
        #expect(throws: PickerError(.badInput, "style.rowScale: shrinks the rows of the flat style only; a wheel's rows shrink with its depth: choose the flat style or leave rowScale out")) {
            _ = try Picker(dataSource: StyleTests.Words(), style: style, backend: .offscreen)
        }
        style.appearance = .flat
        #expect(throws: Never.self) { _ = try Picker(dataSource: StyleTests.Words(), style: style, backend: .offscreen) }
    }

    /// Trial 10 (issue 31): a date section too narrow for its year and day advised a program in
    /// config words; it names what the program sets.
    @Test func aDateSectionTooNarrowNamesWhatTheProgramSets() {
        let words = StyleTests.Words()
        words.date = PickerDateSection()
        var style = StyleTests.style
        style.width = 160
        let error = #expect(throws: PickerError.self) { _ = try Picker(dataSource: words, style: style, backend: .offscreen) }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("data source: dateSection(1): is "), "\(message)")
        #expect(message.hasSuffix("give the section more width (widthFractionsForSections()) or the text a smaller size (style.fontSize, style.highlightedFontSize)"),
                "\(message)")
    }

    /// Trial 12 (issue 31): a date section too narrow for large text said "give the section more
    /// width" without what a program sets for it, and named the config's key beside the property.
    @Test func aDateSectionTooNarrowForLargeTextNamesWhatTheProgramSets() throws {
        let words = StyleTests.Words()
        // Titles large text cannot cut, so the date is what it refuses.
        words.words = ["A", "B"]
        words.date = PickerDateSection()
        var style = StyleTests.style
        style.height = 480
        style.largeText.capHeightPx = 32
        let picker = try Picker(dataSource: words, style: style, backend: .offscreen)
        let error = #expect(throws: PickerError.self) { try picker.setLargeText(true) }
        let message = error?.message ?? ""
        #expect(message.hasPrefix("large text: data source: dateSection(1): is "), "\(message)")
        #expect(message.hasSuffix("in the fonts grown for large text; give the section more width (widthFractionsForSections()), "
                                  + "or large text a smaller capital H (style.largeText.capHeightPx)"), "\(message)")
    }

    /// Trial 74 (issue 31): large text that must keep a row's trailing text and cannot is refused
    /// in the program's words: the column as the data source numbers it, and the property to change.
    @Test func largeTextThatCannotKeepATrailingTextNamesTheStyleProperty() throws {
        final class Zones: PickerDataSource {
            let names = ["Kathmandu Valley", "Berlin"]
            func numberOfColumns(inSection section: Int) -> Int { 2 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? names[row] : "\(row)" }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                PickerRowContent(title: column == 0 ? names[row] : "\(row)", trailingText: column == 0 && row == 0 ? "UTC+5:45" : nil)
            }
        }
        var style = PickerStyle()
        style.width = 320
        style.height = 240
        style.largeText.keepsTrailingText = true
        let picker = try Picker(dataSource: Zones(), style: style, backend: .offscreen)
        let error = #expect(throws: PickerError.self) { try picker.setLargeText(true) }
        let message = error?.message ?? ""
        #expect(message == #"large text: style.largeText.keepsTrailingText: in column 0 of section 0, large text leaves "UTC+5:45" out beside "Kathmandu Valley" "#
                + "in the band's 23 px font, as it does at every capital H down to one pixel above the rows' own; give the column more width "
                + "(widthFractionsForSections(), widthFractions(forColumnsInSection: 0)), or set it false to let large text leave trailing text out",
                "\(message)")
        #expect(!picker.isLargeText)
    }

    /// Trial 49: setLargeText(true) refused on a panel no capital H fits was told to "turn large text
    /// off (style.largeText.isOn)", which it never turned on; it is told large text stays off.
    @Test func largeTextRefusedByTheCallSaysItStaysOff() throws {
        let json = #"{"size": "240x320", "sections": [{"columns": [{"items": ["Alarm", "Reminder", "Timer"]}]}, "#
            + #"{"date": {"from": 2000, "to": 2040, "selected": "2024-09-30", "order": "dmy", "month_names": "fr"}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let error = #expect(throws: PickerError.self) { try picker.setLargeText(true) }
        let message = error?.message ?? ""
        #expect(message.hasSuffix("give the section more width (its width); large text stays off, as no capital H taller than the rows' own keeps it whole"),
                "\(message)")
        #expect(!picker.isLargeText)
    }

    /// Rows given as strings follow the config's rule for values, and a closed picker says it is closed,
    /// not that its data source was wrong.
    @Test func reloadsOfStringsAndOfAClosedPickerSayWhatWasWrong() throws {
        let plain = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["x"]}]}"#), backend: .offscreen)
        let duplicate = #expect(throws: PickerError.self) { try plain.reloadColumn(0, items: ["a", "b", "a"]) }
        // Trial 40: in Swift words, not the socket's (set_selection) or a config's (columns[0].items).
        #expect(duplicate?.message == #"reloadColumn: items[2] "a" is items[0] too; each item is its row's value, which must be its own "#
                + "(selections, saved state and select(value:inColumn:) find a row by it); "
                + "for rows that show the same text, give them values of their own in a data source or a config")
        #expect(throws: PickerError(.badInput, "reloadColumn: items is empty; a column needs at least one row")) { try plain.reloadColumn(0, items: []) }
        #expect(plain.rowCount(inColumn: 0) == 1)
        let words = StyleTests.Words()
        let picker = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen)
        let configuration = try PickerConfiguration(dataSource: words, style: StyleTests.style)
        picker.close()
        let closed = #expect(throws: PickerError.self) { try picker.reload(configuration) }
        #expect(closed?.message.hasPrefix("reload: ") == true, "\(closed?.message ?? "")")
    }

    @Test func reloadColumnsErrorsStartWithItsName() throws {
        let words = StyleTests.Words()
        let picker = try Picker(dataSource: words, style: StyleTests.style, backend: .offscreen)
        #expect(throws: PickerError(.badInput, "reloadColumn: column 5 does not exist (the data source has 1 column)")) { try picker.reloadColumn(5) }
        // Rows of its own would leave the data source behind: refused, saying what to do instead.
        #expect(throws: PickerError(.badInput, "reloadColumn(_:items:): this picker's rows come from its data source; "
                                    + "change what it answers and call reloadColumn(0) or reloadData()")) {
            try picker.reloadColumn(0, items: ["a"])
        }
        // Trial 96: a column it does not have is named first, not sent to reloadColumn(9).
        #expect(throws: PickerError(.badInput, "reloadColumn: column 9 does not exist (the picker has 1 column)")) {
            try picker.reloadColumn(9, items: ["a"])
        }
        #expect(throws: PickerError(.badInput, "select: column 5 does not exist (the picker has 1 column)")) { try picker.select(row: 0, inColumn: 5) }
        #expect(throws: PickerError(.badInput, "select: column 5 does not exist (the picker has 1 column)")) {
            try picker.select(value: "alpha", inColumn: 5)
        }
        words.date = PickerDateSection()
        // 320 px would leave the date 154, too few for its year and day whole beside a month's letter.
        var wide = StyleTests.style
        wide.width = 480
        let withDates = try Picker(dataSource: words, style: wide, backend: .offscreen)
        #expect(throws: PickerError(.badInput, "reloadColumn: column 4 does not exist (the data source has 4 columns)")) { try withDates.reloadColumn(4) }
        #expect(throws: PickerError(.badInput, #"reloadColumn: column 1 "year" is a date section's; its rows are the calendar's (call reloadData() for a new date section)"#)) {
            try withDates.reloadColumn(1)
        }
        #expect(throws: PickerError(.badInput, #"select: row 3 does not exist in column 0 "word" (it has 3 rows)"#)) { try picker.select(row: 3, inColumn: 0) }
        #expect(throws: PickerError(.badInput, "config: columns[0].selected: row 1 does not exist (the column has 1 row)")) {
            try PickerConfiguration(json: #"{"columns": [{"items": ["a"], "selected": 1}]}"#)
        }
        let configured = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["a"]}, {"items": ["b"]}]}"#), backend: .offscreen)
        #expect(throws: PickerError(.badInput, "reloadColumn: this picker has no data source (it shows a configuration: it was made from one, or reload(_:) gave it one)")) {
            try configured.reloadColumn(0)
        }
    }

    /// Trial 20 (issue 31): a data source that nothing else held went silently, until the next
    /// reload threw. The loop's first turn after it logs it, once, and the rows stay.
    @Test func aReleasedDataSourceIsLoggedOnce() throws {
        var logged: [String] = []
        var words: StyleTests.Words? = StyleTests.Words()
        let clock = ManualClock()
        let picker = try Picker(dataSource: try #require(words), style: StyleTests.style, backend: .offscreen, clock: clock.pickerClock,
                                log: { logged.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!logged.contains { $0.hasPrefix("data source released") })
        words = nil
        for _ in 0..<3 {
            clock.nowUs += 16_667
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(logged.filter { $0.hasPrefix("data source released: nothing else holds it") }.count == 1, "\(logged)")
        #expect(picker.selection.count == 1)
        #expect(throws: PickerError(.badInput, "reloadData: the data source was released, as nothing else held it; hold it as long as the picker")) {
            try picker.reloadData()
        }
    }
}
