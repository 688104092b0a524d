import PanelPicker
import Testing

/// Trial 113's charger gave a current it disabled a reason under its title ("fuse 16 A"), and
/// every column's text shrank by a third with no word: a reload that changes the rows' default
/// font says so, and why.
@Suite struct DefaultFontNoteTests {
    static func json(reason: String?, fontSize: Int? = nil) -> String {
        let limit = reason.map { #"{"text": "32 A", "disabled": true, "detail": "\#($0)"}"# } ?? #""32 A""#
        let theme = fontSize.map { #", "theme": {"font_size": \#($0)}"# } ?? ""
        return #"{"size": "480x200", "row_height": 40"# + theme + #", "columns": [{"id": "level", "items": ["50 %", "60 %"]}, "#
            + #"{"id": "current", "items": ["6 A", "16 A", "# + limit + "]}]}"
    }

    /// Everything logged by a picker of config `from` and its reload to `to`.
    static func logged(from: String, reloadedTo to: String) throws -> [String] {
        final class Lines { var all: [String] = [] }
        let logged = Lines(), clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: from), backend: .offscreen, clock: clock.pickerClock,
                                log: { logged.all.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.reload(PickerConfiguration(json: to))
        return logged.all
    }

    func reloadNotes(from: String, to: String) throws -> [String] {
        try Self.logged(from: from, reloadedTo: to).filter { $0.hasPrefix("reload: the rows' default font") }
    }

    @Test func aReasonUnderATitleThatShrinksEveryRowIsSaid() throws {
        let notes = try reloadNotes(from: Self.json(reason: nil), to: Self.json(reason: "fuse 16 A"))
        #expect(notes == ["reload: the rows' default font is 16 px now, not 24 px: a row has a detail under its title now, and the default "
                          + "is 2/5 of a row's height, not 3/5; give the rows a size of their own (theme.font_size, style.fontSize) to keep "
                          + "one size as rows change"], "\(notes)")
        let back = try reloadNotes(from: Self.json(reason: "fuse 16 A"), to: Self.json(reason: nil))
        #expect(back.count == 1 && back[0].contains("is 24 px now, not 16 px: no row has a detail under its title now"), "\(back)")
    }

    /// The charger's own way: a data source's answers changed, and `reloadColumn(_:)`.
    @Test func aDataSourcesReloadOfOneColumnSaysItToo() throws {
        final class Currents: PickerDataSource {
            var fuse = 32
            let amps = [6, 16, 32]
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { amps.count }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "\(amps[row]) A" }
            func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { amps[row] <= fuse }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                PickerRowContent(title: "\(amps[row]) A", detail: amps[row] <= fuse ? nil : "fuse \(fuse) A")
            }
        }
        final class Lines { var all: [String] = [] }
        let logged = Lines(), clock = ManualClock(), currents = Currents()
        var style = PickerStyle()
        (style.width, style.height, style.rowHeight) = (480, 200, 40)
        let picker = try Picker(configuration: PickerConfiguration(dataSource: currents, style: style), backend: .offscreen,
                                clock: clock.pickerClock, log: { logged.all.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        currents.fuse = 16
        try picker.reloadColumn(0)
        #expect(logged.all.filter { $0.hasPrefix("reload: the rows' default font is 16 px now, not 24 px: a row has a detail") }.count == 1,
                "\(logged.all)")
    }

    /// Trial 115: the default font shrank to fit the titles as the picker was made, with no word.
    @Test func aNewPickerWhoseDefaultFontShrankSaysSo() throws {
        func creationNotes(_ json: String) throws -> [String] {
            final class Lines { var all: [String] = [] }
            let logged = Lines()
            _ = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, log: { logged.all.append($0) })
            return logged.all.filter { $0.hasPrefix("the rows' default font") }
        }
        let narrow = #"{"size": "320x200", "row_height": 40, "columns": [{"items": ["Zentrifuge"]}, {"items": ["Rotor A-4-81"]}, {"items": ["15000 rpm"]}]}"#
        let notes = try creationNotes(narrow)
        #expect(notes.count == 1 && notes[0].hasPrefix("the rows' default font is ") && notes[0].contains("px, not 24 px (3/5 of 40 px), so that"), "\(notes)")
        #expect(try creationNotes(Self.json(reason: nil)).isEmpty, "titles that fit at 24 px say nothing")
        let sized = #"{"size": "320x200", "row_height": 40, "theme": {"font_size": 24}, "columns": [{"items": ["Zentrifuge"]}, {"items": ["Rotor A-4-81"]}, {"items": ["15000 rpm"]}]}"#
        #expect(try creationNotes(sized).isEmpty, "a size of their own says nothing")
    }

    @Test func aSizeOfTheirOwnKeepsTheRowsAndSaysNothing() throws {
        #expect(try reloadNotes(from: Self.json(reason: nil, fontSize: 16), to: Self.json(reason: "fuse 16 A", fontSize: 16)).isEmpty)
        #expect(try reloadNotes(from: Self.json(reason: "fuse 10 A"), to: Self.json(reason: "fuse 16 A")).isEmpty)
    }
}
