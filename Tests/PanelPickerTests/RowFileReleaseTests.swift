import PanelPicker
import PickerSystem
import PickerTestSupport
import Testing

/// A picker fed rows that name ever-new font files (a kiosk's `set_items` for months) keeps open
/// only the fonts its rows use now: the ones earlier rows used are closed once those rows are gone.
@Suite struct RowFileReleaseTests {
    /// Whether this process maps `path` (/proc/self/maps): FreeType maps each font file it opens.
    static func isMapped(_ path: String) throws -> Bool {
        String(decoding: try FileSystem.readFile("/proc/self/maps"), as: UTF8.self).contains(path)
    }

    static func items(font: String) -> String {
        #"{"columns": [{"id": "net", "items": ["home", {"text": "office", "font": "\#(font)", "detail": "WPA2"}]}]}"#
    }

    @Test func fontsNoRowNamesAnyMoreAreClosedAfterAReload() throws {
        let scratch = ScratchDirectory("row-files")
        let font = try FileSystem.readFile(FrameTests.root + "/Fonts/DejaVuSans.ttf")
        let paths = (0..<4).map { scratch.path + "/face-\($0).ttf" }
        for path in paths { try FileSystem.writeFileAtomically(path, font) }

        let picker = try Picker(configuration: PickerConfiguration(json: Self.items(font: paths[0])), backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        #expect(try Self.isMapped(paths[0]))
        for next in 1..<paths.count {
            try picker.reload(PickerConfiguration(json: Self.items(font: paths[next])))
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            #expect(try Self.isMapped(paths[next]), "the rows' font is open")
            for earlier in 0..<next {
                #expect(try !Self.isMapped(paths[earlier]), "a font no row names any more is closed")
            }
        }
    }

    @Test func aRefusedReloadKeepsTheShownRowsFontsOpen() throws {
        let scratch = ScratchDirectory("row-files-refused")
        let shown = scratch.path + "/shown.ttf"
        try FileSystem.writeFileAtomically(shown, try FileSystem.readFile(FrameTests.root + "/Fonts/DejaVuSans.ttf"))
        let picker = try Picker(configuration: PickerConfiguration(json: Self.items(font: shown)), backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        #expect(throws: PickerError.self) { try picker.reload(PickerConfiguration(json: Self.items(font: scratch.path + "/missing.ttf"))) }
        #expect(try Self.isMapped(shown))
    }
}
