import PanelPicker
import PickerSystem
import PickerTestSupport
import Testing

/// Wi-Fi networks as a program holds them, answered as rich rows.
final class RichNetworks: PickerDataSource {
    struct Network {
        var name: String
        var security: String?
        var band: String
        var dBm: Int
    }

    let icons: String
    let networks = [
        Network(name: "office", security: "WPA2", band: "5 GHz", dBm: -48),
        Network(name: "guest", security: nil, band: "2.4 GHz", dBm: -67),
        Network(name: "lab", security: "WPA3", band: "6 GHz", dBm: -80),
    ]

    init(icons: String) { self.icons = icons }

    func numberOfColumns(inSection section: Int) -> Int { 1 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { networks.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { networks[row].name }
    func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
        let network = networks[row]
        return PickerRowContent(
            title: network.name, detail: ([network.security ?? "open"] + [network.band]).joined(separator: " · "),
            trailingText: "\(network.dBm) dBm", leadingImagePath: "\(icons)/signal-3.png",
            trailingImagePath: network.security == nil ? nil : "\(icons)/lock.png",
            highlightedTextColor: row == 2 ? PickerColor(hex: "#ffd60a") : nil,
            detailColor: row == 1 ? PickerColor(hex: "#30d158") : nil, highlightedDetailColor: row == 2 ? PickerColor(hex: "#ff9f0a") : nil,
            fontPaths: row == 1 ? ["Noto Serif"] : nil, fontSize: row == 1 ? 22 : nil, detailFontSize: row == 2 ? 12 : nil,
            highlightedDetailFontSize: row == 2 ? 16 : nil)
    }
}

/// A data source's rich rows draw exactly what `panel-picker render` draws for the same items in a config.
@Suite struct RichRowFrameTests {
    @Test(arguments: ["0", "1", "2"])
    func richRowsFromADataSourceEqualTheRenderCommandsPicture(selected: String) throws {
        let icons = FrameTests.root + "/Tests/PickerRenderTests/Golden/icons"
        var style = PickerStyle()
        style.width = 480
        style.height = 240
        style.appearance = .flat
        let picker = try Picker(dataSource: RichNetworks(icons: icons), style: style, backend: .offscreen)
        try picker.select(row: Int(selected)!, inColumn: 0, animated: false)
        try picker.handleEvents(nowUs: picker.clock.nowUs())

        let scratch = ScratchDirectory("rich-frame")
        let configPath = scratch.path + "/networks.json"
        let config = """
            {"size": "480x240", "orientation": "vertical", "style": "flat", "row_height": 48, "row_spacing": 0, "visible_rows": 5,
             "theme": {"selection": {"style": "indicator", "thickness": 2}},
             "sections": [{"columns": [{"id": "c0", "items": [
               {"text": "office", "detail": "WPA2 · 5 GHz", "trailing_text": "-48 dBm", "leading_image": "\(icons)/signal-3.png", "trailing_image": "\(icons)/lock.png"},
               {"text": "guest", "detail": "open · 2.4 GHz", "trailing_text": "-67 dBm", "leading_image": "\(icons)/signal-3.png", "detail_color": "#30d158",
                "font": "Noto Serif", "font_size": 22},
               {"text": "lab", "detail": "WPA3 · 6 GHz", "detail_position": "below", "trailing_text": "-80 dBm", "leading_image": "\(icons)/signal-3.png",
                "trailing_image": "\(icons)/lock.png", "highlight_color": "#ffd60a", "detail_highlight_color": "#ff9f0a", "detail_font_size": 12,
                "detail_highlight_font_size": 16}]}]}]}
            """
        try FileSystem.writeFileAtomically(configPath, Array(config.utf8))
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let out = scratch.path + "/networks.png"
        let render = try ChildProcess(binary, ["render", "--config", configPath, "--out", out, "--select", "c0=\(selected)"])
        render.wait()
        #expect(render.exitCode == 0, "\(render.output)")
        #expect(try FileSystem.readFile(out) == (try picker.frame.pngData()))
    }
}

extension RichRowFrameTests {
    /// A config whose row image is missing: `panel-picker render` exits 2 naming the key as the config spells it.
    @Test(arguments: ["image", "leading_image", "trailing_image"])
    func renderExitsTwoNamingTheImageKeyAsWritten(key: String) throws {
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let scratch = ScratchDirectory("rich-image-key")
        let config = #"{"columns": [{"items": ["a", "b", {"text": "c"}]}, {"items": ["x", {"text": "y", "\#(key)": "icons/none.png"}]}]}"#
        try FileSystem.writeFileAtomically(scratch.path + "/config.json", Array(config.utf8))
        let render = try ChildProcess(binary, ["render", "--config", scratch.path + "/config.json", "--out", scratch.path + "/out.png"])
        render.wait()
        #expect(render.exitCode == 2)
        #expect(render.output.contains("columns[1].items[1].\(key): image \(scratch.path)/icons/none.png: "), "\(render.output)")
    }
}

/// Rows a test changes between reloads.
final class EditableRows: PickerDataSource {
    var rows: [PickerRowContent] = ["home", "office", "cafe"].map { PickerRowContent(title: $0) }

    func numberOfColumns(inSection section: Int) -> Int { 1 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { rows.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { rows[row].title }
    func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent { rows[row] }
}

/// A data source's row whose font or image cannot be opened: the reload throws naming the row
/// as the data source gave it (`data source: content(forRow: R, column: C, section: S)`) and the part by its property, and the picker goes on
/// showing what it showed.
@Suite struct RichRowReloadTests {
    static let missing = "/nonexistent-panel-picker/missing"

    @Test(arguments: [
        (PickerRowContent(title: "office", fontPaths: ["No Such Family Sans"]), "data source: content(forRow: 1, column: 0, section: 0).fontPaths: no installed font matches"),
        (PickerRowContent(title: "office", highlightedFontPaths: ["No Such Family Sans"]), "data source: content(forRow: 1, column: 0, section: 0).highlightedFontPaths: no installed font matches"),
        (PickerRowContent(title: "office", detail: "d", detailFontPaths: [missing + ".ttf"]), "data source: content(forRow: 1, column: 0, section: 0).detailFontPaths: font "),
        (PickerRowContent(title: "office", detail: "d", highlightedDetailFontPaths: [missing + ".ttf"]),
         "data source: content(forRow: 1, column: 0, section: 0).highlightedDetailFontPaths: font "),
        (PickerRowContent(title: "office", leadingImagePath: missing + ".png"), "data source: content(forRow: 1, column: 0, section: 0).leadingImagePath: image "),
        (PickerRowContent(title: "office", trailingImagePath: missing + ".png"), "data source: content(forRow: 1, column: 0, section: 0).trailingImagePath: image "),
    ])
    func aReloadWithARowThatCannotBeDrawnThrowsNamingRowAndPartAndChangesNothing(row: PickerRowContent, message: String) throws {
        for reloadsOneColumn in [false, true] {
            let rows = EditableRows()
            let picker = try Picker(dataSource: rows, backend: .offscreen)
            try picker.select(row: 2, inColumn: 0, animated: false)
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            let before = (configuration: picker.configuration, frame: try picker.frame.pngData())

            rows.rows[1] = row
            rows.rows[2].title = "café"
            let error = #expect(throws: PickerError.self) { reloadsOneColumn ? try picker.reloadColumn(0) : try picker.reloadData() }
            #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            #expect(picker.configuration == before.configuration)
            #expect(picker.selection.map(\.value) == ["cafe"])
            #expect(try picker.frame.pngData() == before.frame)
        }
    }
}

/// A detail under the title at the default sizes: both lines keep their ink inside the row.
@Suite struct StackedDetailTests {
    /// The first and last pixel rows of the band's row that hold ink.
    static func inkRows(rowHeight: Int, fontSize: Int?) throws -> ClosedRange<Int> {
        let size = fontSize.map { #", "theme": {"font_size": \#($0)}"# } ?? ""
        let json = #"""
            {"size": "240x\#(rowHeight)", "style": "flat", "row_height": \#(rowHeight), "visible_rows": 1\#(size),
             "columns": [{"items": [{"text": "ÜÉgy", "detail": "Üg WPA2"}]}]}
            """#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        let frame = picker.frame
        // The band's indicator lines are tint blue; text is grey to white, R = G = B.
        let inked = (0..<frame.height).filter { y in
            (8..<(frame.width - 8)).contains { x in
                let pixel = frame.pixel(x: x, y: y)
                return pixel & 0xFF > 0x30 && pixel >> 16 == pixel & 0xFF
            }
        }
        return try #require(inked.min())...#require(inked.max())
    }

    /// At 60% of the row the title's accents were cut at its top (the fifth trial's "Ü" drawn as "U").
    @Test(arguments: [48, 56, 72])
    func theDefaultSizesLeaveTheTitlesAccentsAndTheDetailsDescendersInTheRow(rowHeight: Int) throws {
        let rows = try Self.inkRows(rowHeight: rowHeight, fontSize: nil)
        #expect(rows.lowerBound > 2 && rows.upperBound < rowHeight - 3, "ink rows \(rows) of a \(rowHeight) px row")
    }

    /// Sizes the config gives that make the lines taller than the row: the title's accents start at
    /// the row's first pixel row and the detail's descenders end at its last, where what gives is the
    /// room between the lines; nothing of either is cut off beyond the row.
    @Test func sizesTooLargeForTheRowKeepTheOuterEdgesOfTheText() throws {
        let rows = try Self.inkRows(rowHeight: 48, fontSize: 30)
        #expect(rows.lowerBound <= 1 && rows.upperBound >= 45, "ink rows \(rows)")
    }
}
