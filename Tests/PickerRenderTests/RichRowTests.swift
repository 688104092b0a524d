import PickerCore
import Testing
@testable import PickerRender

/// Where a rich row's parts land, measured on the frame: one column of one row in the band,
/// green text on black with no band decoration, so every lit pixel is the row's.
@Suite struct RichRowTests {
    private static func fixture(_ item: String, style: String = "flat") throws -> RenderFixture {
        try RenderFixture("""
            {"size": "240x120", "style": "\(style)", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": [\(item)], "align": "left"}],
             "theme": {"text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
    }

    /// The band's pixels (x, y) of `frame` for which `lit` holds.
    private static func points(_ frame: PixelBuffer, band: Rect, where lit: (UInt32) -> Bool) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in band.y..<(band.y + band.height) {
            for x in 0..<frame.width where lit(frame.xrgb(x: x, y: y)) { points.append((x, y)) }
        }
        return points
    }

    @Test(arguments: ["flat", "wheel"])
    func trailingTextInkEndsAtTheColumnsInnerRightEdge(style: String) throws {
        let fixture = try Self.fixture(#"{"text": "Berlin", "trailing_text": "UTC+1"}"#, style: style)
        let frame = fixture.layout.columnFrames[0]
        let innerRight = frame.x + frame.width - fixture.renderer.paddingPx
        let rightmost = try #require(Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }.map(\.x).max())
        // The glyph's last column of coverage may be too faint to survive the dimming: one pixel of slack.
        #expect((innerRight - 2)...(innerRight - 1) ~= rightmost)
    }

    @Test func theDetailLineLiesBelowTheTitlesInk() throws {
        // An empty detail lays the row out the same way and draws nothing: what the second frame adds is the detail.
        let titleOnly = try Self.fixture(#"{"text": "Ij", "detail": ""}"#), withDetail = try Self.fixture(#"{"text": "Ij", "detail": "xxxx"}"#)
        let title = Set(Self.points(titleOnly.frame(), band: titleOnly.layout.band) { $0 != 0 }.map { $0.y * 1000 + $0.x })
        let both = Self.points(withDetail.frame(), band: withDetail.layout.band) { $0 != 0 }
        let detail = both.filter { !title.contains($0.y * 1000 + $0.x) }
        let titleBottom = try #require(title.map { $0 / 1000 }.max())
        let detailTop = try #require(detail.map(\.y).min())
        #expect(detailTop > titleBottom)
    }

    @Test(arguments: [(##""detail_color": "#ff0000""##, 0xFF0000 as UInt32), (##""detail_color": "#ff0000", "detail_highlight_color": "#0000ff""##, 0x0000FF)])
    func theDetailAndTrailingTextTakeTheRowsDetailColourInsideTheBand(colours: String, inBand: UInt32) throws {
        let fixture = try Self.fixture(#"{"text": "Ij", "detail": "xxxx", "trailing_text": "UTC", "# + colours + "}")
        let frame = fixture.frame()
        func hue(_ pixel: UInt32) -> UInt32 {
            let channels = [pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF]
            let top = channels.max()!
            return channels.reduce(0) { $0 << 8 | ($1 == top ? 0xFF : 0) }
        }
        let lit = Self.points(frame, band: fixture.layout.band) { $0 & 0xE0E0E0 != 0 }.map { (point: $0, hue: hue(frame.xrgb(x: $0.x, y: $0.y))) }
        #expect(Set(lit.map(\.hue)) == [0x00FF00, inBand], "the title keeps the text colour; the secondary parts take theirs")
        let titleBottom = try #require(lit.filter { $0.hue == 0x00FF00 }.map(\.point.y).max())
        let secondary = lit.filter { $0.hue == inBand }.map(\.point)
        #expect(secondary.contains { $0.y > titleBottom }, "the detail under the title")
        #expect(secondary.contains { $0.x > fixture.layout.columnFrames[0].width / 2 }, "the trailing text at the row's end")
    }

    @Test(arguments: ["leading_image", "trailing_image"])
    func iconsKeepTheirAspectRatio(key: String) throws {
        // lock.png is 24×32 (yellow); band.png is 64×16 (blue), wider than a sixth of the row allows.
        let fixture = try Self.fixture(#"{"text": "x", "\#(key)": "icons/lock.png", "trailing_text": "t", "\#(key == "leading_image" ? "trailing_image" : "leading_image")": "icons/band.png"}"#)
        let frame = fixture.frame()
        func box(_ lit: (UInt32) -> Bool) throws -> (width: Int, height: Int) {
            let points = Self.points(frame, band: fixture.layout.band, where: lit)
            let xs = points.map(\.x), ys = points.map(\.y)
            return (try #require(xs.max()) - xs.min()! + 1, try #require(ys.max()) - ys.min()! + 1)
        }
        let lock = try box { ($0 >> 16) & 0xFF > 200 }
        let band = try box { $0 & 0xFF > 40 && $0 & 0xFF > ($0 >> 16) & 0xFF }
        // Scaled sizes are whole pixels, and the lock's outline fades at its edges: within 2 px of the ratio.
        #expect(abs(lock.width * 32 - lock.height * 24) <= 2 * 32, "lock \(lock)")
        #expect(lock.height > 20, "the lock fills most of the 40 px row: \(lock)")
        #expect(abs(band.width * 16 - band.height * 64) <= 2 * 64, "band \(band)")
    }
}

extension RichRowTests {
    @Test(arguments: [
        (#""font": "No Such Family Sans""#, "columns[0].items[1].font: no installed font matches \"No Such Family Sans\""),
        (#""detail": "d", "detail_font": "none/missing.ttf""#, "columns[0].items[1].detail_font: "),
    ])
    func aRowFontThatCannotBeOpenedIsNamedByItsKey(parts: String, message: String) throws {
        let json = #"{"columns": [{"items": ["a", {"text": "b", "# + parts + "}]}]}"
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let model = try PickerModel(config: config)
        let error = #expect(throws: RenderError.self) {
            try PickerRenderer(config: config, model: model, layout: PickerLayout(config: config, model: model))
        }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    @Test(arguments: ["image", "leading_image", "trailing_image"])
    func aMissingRowImageIsNamedByTheKeyThatNamedIt(key: String) throws {
        let json = #"{"columns": [{"items": ["a", {"text": "b", "\#(key)": "icons/none.png"}]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let model = try PickerModel(config: config)
        let error = #expect(throws: RenderError.self) {
            try PickerRenderer(config: config, model: model, layout: PickerLayout(config: config, model: model))
        }
        #expect(error?.message.hasPrefix("columns[0].items[1].\(key): image ") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("icons/none.png") == true)
    }
}
