import PanelPicker
import Testing

/// Trial 110: a coffee machine's "+€0.40" beside "Medium" went from the band at the font size it
/// gave, and only the log said so; in German "Mittel" lost it after a language reload, and the log
/// said nothing more. `theme.keep_trailing_text` refuses such a picker, and a reload that would
/// make one; without it, each loss a reload brings is named.
@Suite struct KeepTrailingTextTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    static func sizes(_ rows: [(String, String?)], fontSize: Int? = 28, keep: Bool = true, width: Int = 204) -> String {
        let items = rows.map { title, trailing in
            #"{"text": "\#(title)", "value": "\#(title.lowercased())""# + (trailing.map { #", "trailing_text": "\#($0)""# } ?? "") + "}"
        }
        let theme = [fontSize.map { #""font_size": \#($0)"# }, keep ? #""keep_trailing_text": true"# : nil].compactMap { $0 }
        return #"{"size": "\#(width)x300", "theme": {"# + theme.joined(separator: ", ") + #"}, "columns": [{"id": "size", "items": ["#
            + items.joined(separator: ", ") + "]}]}"
    }

    static let english = [("Small", nil), ("Medium", "+€0.40"), ("Large", "+€0.80")]
    static let german = [("Klein", nil), ("Mittel", "+0,40 €"), ("Groß", "+0,80 €")]

    @Test func aBandThatLeavesAPriceOutIsRefusedNamingTheRow() {
        #expect {
            _ = try Picker(configuration: PickerConfiguration(json: Self.sizes(Self.english)), backend: .offscreen)
        } throws: { error in
            "\(error)".hasSuffix(#"columns[0] "size": the band leaves "+€0.40" out beside "Medium" (and one more row's) in its 28 px font; "#
                + "give the column more width, the rows shorter titles or a smaller size (theme.font_size), "
                + "or let the band leave trailing text out (theme.keep_trailing_text: false)")
        }
        // Without it the same picker is drawn, and the prices left out.
        #expect(throws: Never.self) {
            _ = try Picker(configuration: PickerConfiguration(json: Self.sizes(Self.english, keep: false)), backend: .offscreen)
        }
        // With room, or with the default font (which shrinks to keep them), it is drawn.
        #expect(throws: Never.self) {
            _ = try Picker(configuration: PickerConfiguration(json: Self.sizes(Self.english, width: 300)), backend: .offscreen)
            _ = try Picker(configuration: PickerConfiguration(json: Self.sizes(Self.english, fontSize: nil)), backend: .offscreen)
        }
    }

    /// A reload that would leave one out is refused, and the picker keeps its rows and selection.
    @Test func aReloadThatWouldLeaveAPriceOutChangesNothing() throws {
        let short = [("Klein", nil), ("Mittel", "+0,40"), ("Groß", "+0,80")]
        let picker = try Picker(configuration: PickerConfiguration(json: Self.sizes(short.map { ($0.0, $0.1) }, width: 240)), backend: .offscreen)
        try picker.select(value: "mittel", inColumn: 0, animated: false)
        let error = #expect(throws: PickerError.self) {
            try picker.reload(PickerConfiguration(json: Self.sizes([("Klein", nil), ("Mittelgroß", "+0,40 €"), ("Groß", "+0,80 €")], width: 240)))
        }
        #expect(error?.message.contains(#"the band leaves "+0,40 €" out beside "Mittelgroß""#) == true, "\(String(describing: error))")
        #expect(picker.selection.map(\.value) == ["mittel"])
    }

    @Test func aDataSourceIsToldTheStyleProperty() throws {
        final class Sizes: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { KeepTrailingTextTests.english[row].0 }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                PickerRowContent(title: KeepTrailingTextTests.english[row].0, trailingText: KeepTrailingTextTests.english[row].1)
            }
        }
        var style = PickerStyle()
        (style.width, style.height, style.fontSize, style.keepsTrailingText) = (204, 300, 28, true)
        let error = #expect(throws: PickerError.self) { _ = try Picker(dataSource: Sizes(), style: style, backend: .offscreen) }
        #expect(error?.message == #"style.keepsTrailingText: in column 0 of section 0, the band leaves "+€0.40" out beside "Medium" "#
                + "(and one more row's) in its 28 px font; give the column more width (widthFractionsForSections(), "
                + "widthFractions(forColumnsInSection: 0)), the rows shorter titles or a smaller style.fontSize, or set it false to let "
                + "the band leave trailing text out", "\(String(describing: error))")
    }

    /// Without it, the log names what the band leaves out after a reload too, row by new row.
    @Test func eachLanguagesLossIsNamed() throws {
        let clock = ManualClock(), lines = Lines()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.sizes(Self.english, keep: false)), backend: .offscreen,
                                clock: clock.pickerClock, log: { lines.all.append($0) })
        try picker.select(value: "medium", inColumn: 0, animated: false)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.reload(PickerConfiguration(json: Self.sizes(Self.german, keep: false)))
        try picker.select(value: "mittel", inColumn: 0, animated: false)
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let said = lines.all.filter { $0.contains("the trailing text") }
        #expect(said.count == 2 && said[0].contains(#""+€0.40" out beside "Medium""#) && said[1].contains(#""+0,40 €" out beside "Mittel""#),
                "\(said)")
    }
}
