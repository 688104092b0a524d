import PanelPicker
import Testing

/// Trial 107: a date section of 248 px with 24 px text showed "febbr…" and "Deze…" beside a whole
/// year, and the log said nothing. The log says so once, as the picker is made or a reload cuts
/// them anew, naming the section and what the names need.
@Suite struct MonthsCutNoteTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    let clock = ManualClock()

    static func json(width: Int, largeText: Bool = false) -> String {
        #"{"size": "\#(width)x300", "theme": {"font_size": 24, "large_text": \#(largeText)}, "#
            + #""sections": [{"date": {"from": 2026, "to": 2027, "selected": "2027-02-07", "month_names": "it"}}]}"#
    }

    func make(_ json: String) throws -> (Picker, Lines) {
        let lines = Lines()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock,
                                log: { lines.all.append($0) })
        return (picker, lines)
    }

    @Test func monthsCutInANarrowDateSectionAreSaidOnce() throws {
        let (picker, lines) = try make(Self.json(width: 248))
        let said = lines.all.filter { $0.contains("month names") }
        #expect(said == ["sections[0].date: the band cuts the longest month names to 117 px, where they need 156 px (the year and "
                         + "the day stay whole); give the section more width (its width) or the text a smaller size (theme.font_size)"],
                "\(lines.all)")
        try picker.reload(PickerConfiguration(json: Self.json(width: 248).replacing("2027-02-07", with: "2027-01-07")))
        #expect(lines.all.filter { $0.contains("month names") }.count == 1, "the same cut is not said again")
    }

    @Test(arguments: [(320, false), (300, true)]) func wholeMonthsOrLargeTextsOwnNoteSayNothingOfIt(width: Int, largeText: Bool) throws {
        let (_, lines) = try make(Self.json(width: width, largeText: largeText))
        #expect(!lines.all.contains { $0.contains("month names") }, "\(lines.all)")
    }
}
