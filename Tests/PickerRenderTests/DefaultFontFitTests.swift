import PickerCore
import Testing
@testable import PickerRender

/// Trial 10 (issue 31): three equal columns on a 320x240 panel drew "16 °C" in the band as "16…"
/// in the default font, under a whole "17 °C". A size nobody chose now shrinks until the titles
/// that can be whole are.
@Suite struct DefaultFontFitTests {
    static let rooms = #"["Kitchen", "Study", "Garage", "Hall"]"#
    static let temperatures = #"["16 °C", "17 °C", "18 °C", "19 °C"]"#

    func sized(_ json: String) throws -> (config: PickerConfig, renderer: PickerRenderer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (_, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        return (config, renderer)
    }

    func threeColumns(size: String = "320x240", rooms: String = rooms, theme: String = "") -> String {
        #"{"size": "\#(size)", \#(theme)"columns": [{"items": \#(rooms)}, {"items": ["Off", "Eco", "Boost"]}, {"items": \#(Self.temperatures)}]}"#
    }

    /// Every title the band shows, and whether it is whole there.
    func bandTitles(_ sized: (config: PickerConfig, renderer: PickerRenderer)) throws -> [String: Bool] {
        var whole: [String: Bool] = [:]
        sized.renderer.forEachBandTitle(config: sized.config, model: try PickerModel(config: sized.config), limit: 1000) { title in
            whole[title.text] = title.inkPx <= title.roomPx
            return true
        }
        return whole
    }

    /// Trial 114's 320 px controller: "°C" beside each temperature, beside modes with icons, was
    /// left out at the 21 px the estimate stopped at, where at 20 px, the sections sharing anew,
    /// every one is whole; with `keep_trailing_text` the picker was refused.
    @Test(arguments: [false, true]) func theDefaultFontShrinksUntilTheTrailingTextsAreWhole(keep: Bool) throws {
        let temperatures = stride(from: 50, through: 300, by: 5).map { #"{"text": "\#($0 / 10).\#($0 % 10)", "trailing_text": "°C"}"# }
        let json = #"{"size": "316x202", "theme": {"keep_trailing_text": \#(keep)}, "sections": [{"columns": [{"id": "day", "items": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]}]}, "#
            + #"{"time": {"hours": 24, "minute_step": 15}}, {"columns": [{"id": "temp", "align": "end", "items": ["#
            + temperatures.joined(separator: ", ") + #"]}, {"id": "mode", "items": ["#
            + ["Heat", "Cool", "Auto", "Off"].map { #"{"text": "\#($0)", "image": "\#(RenderFixture.repository)/configs/icons/lock.png"}"# }.joined(separator: ", ")
            + "]}]}]}"
        let fitted = try sized(json)
        var leftOut: [String] = []
        fitted.renderer.forEachBandTitle(config: fitted.config, model: try PickerModel(config: fitted.config), limit: 1000) { title in
            if title.trailingShare != nil { leftOut.append(title.text) }
            return true
        }
        #expect(leftOut.isEmpty, "\(leftOut.count) rows without their unit, at \(fitted.renderer.theme.highlightFont.pixelSize) px")
    }

    @Test func theDefaultFontShrinksUntilEveryTitleIsWholeInTheBand() throws {
        let unsized = try sized(threeColumns(theme: #""theme": {"font_size": 28}, "#))
        let cut = try bandTitles(unsized)
        #expect(cut["16 °C"] == false && cut["Kitchen"] == false, "the default size cuts them")
        let fitted = try sized(threeColumns())
        let whole = try bandTitles(fitted)
        #expect(whole.values.allSatisfy { $0 }, "\(whole)")
        let size = fitted.renderer.theme.highlightFont.pixelSize
        #expect(size < 28 && size >= 17, "\(size) px")
        #expect(fitted.renderer.theme.font.pixelSize == size)
        // The largest size that does it: a pixel more cuts a title again.
        let larger = try sized(threeColumns(theme: #""theme": {"font_size": \#(size + 1)}, "#))
        #expect(try bandTitles(larger).values.contains(false))
    }

    @Test func titlesThatFitKeepTheDefaultSize() throws {
        #expect(try sized(threeColumns(size: "800x480")).renderer.theme.highlightFont.pixelSize == 28)
    }

    @Test func aGivenSizeOrLargeTextIsNeverShrunk() throws {
        #expect(try sized(threeColumns(theme: #""theme": {"highlight_font_size": 28}, "#)).renderer.theme.font.pixelSize == 28)
        #expect(try sized(threeColumns(theme: #""theme": {"font_size": 30}, "#)).renderer.theme.font.pixelSize == 30)
    }

    /// A title that no size down to three fifths could make whole is cut at any size: it does not
    /// make its neighbours smaller, and the font stops at three fifths of the default.
    @Test func aTitleTooLongForTheLeastSizeShrinksNothing() throws {
        let plain = try sized(threeColumns()).renderer.theme.font.pixelSize
        let long = try sized(threeColumns(rooms: #"["Kitchen", "The living room by the garden", "Hall"]"#))
        // Its column is given what the others spare, so the font may even stay larger.
        #expect(long.renderer.theme.font.pixelSize >= plain)
        let titles = try bandTitles(long)
        #expect(titles["The living room by the garden"] == false && titles["Kitchen"] == true)
        let narrow = try sized(threeColumns(size: "160x240"))
        #expect(narrow.renderer.theme.font.pixelSize >= 17)
    }
}

extension DefaultFontFitTests {
    /// Trial 14 (issue 31): at 320x240 "home-5G" kept its signal bars and lock but not "-48 dBm",
    /// which the default font left 55 px for. That font shrinks for a row's trailing text as it
    /// does for a title; a size the config gives does not.
    @Test func theDefaultFontShrinksSoThatARowKeepsItsTrailingText() throws {
        func trailingTexts(theme: String) throws -> (shown: [Bool], sizePx: Int) {
            let json = """
                {"size": "320x240", \(theme)"columns": [{"id": "network", "align": "left", "items": [
                  {"text": "home-5G", "trailing_text": "-48 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"},
                  {"text": "office", "trailing_text": "-61 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}]}]}
                """
            let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
            let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
            // The renderer's row memos are made with the first frame.
            renderer.render(model: model, offsets: [.zero], into: PixelBuffer(width: 320, height: 240, format: .xrgb8888))
            let shown = (0..<2).map { row in
                renderer.sprite(model.columns[0], index: 0, row: row, highlighted: true, crossRange: 0..<layout.columnFrames[0].width)
                    .pieces.contains(where: \.isSecondary)
            }
            return (shown, renderer.theme.highlightFont.pixelSize)
        }
        let given = try trailingTexts(theme: #""theme": {"font_size": 27}, "#)
        #expect(given.shown == [false, true], "at the size given, \"-48 dBm\" has no room beside \"home-5G\"")
        let fitted = try trailingTexts(theme: "")
        #expect(fitted.shown == [true, true] && fitted.sizePx < given.sizePx, "\(fitted)")
    }
}
