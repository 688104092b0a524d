import PickerCore
import Testing
@testable import PickerRender

/// Pure colours make ink classifiable: highlighted text is red, regular text green,
/// on black with no band decoration, no fade and no dimming.
private func probeConfig(style: String = "wheel", orientation: String = "vertical", extra: String = "") -> String {
    """
    {"size": "240x200", "style": "\(style)", "orientation": "\(orientation)", "row_height": 40, "visible_rows": 5,
     "columns": [
       {"id": "a", "range": {"from": 0, "to": 30, "format": "%02d"}, "selected": 10},
       {"id": "b", "range": {"from": 0, "to": 30, "format": "%02d"}, "infinite": true, "selected": 5}
     ],
     "theme": {"text": "#00ff00", "highlight_text": "#ff0000", "dim": 1, "fade": 0,
               "selection": {"style": "none"}\(extra)}}
    """
}

private enum Ink { case none, highlighted, regular }

private func ink(_ pixel: UInt32) -> Ink {
    let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF
    if red > 24 && red > green { return .highlighted }
    if green > 24 { return .regular }
    return .none
}

@Suite struct RenderingTests {
    @Test(arguments: ["wheel", "flat"], ["vertical", "horizontal"])
    func selectedRowInkLiesInsideTheBand(style: String, orientation: String) throws {
        let fixture = try RenderFixture(probeConfig(style: style, orientation: orientation))
        let frame = fixture.frame()
        let band = fixture.layout.band
        var highlightedInside = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where ink(frame.xrgb(x: x, y: y)) == .highlighted {
                #expect(band.contains(x: x, y: y), "highlighted ink at \(x),\(y) outside band \(band)")
                highlightedInside += 1
            }
        }
        #expect(highlightedInside > 100)
    }

    @Test(arguments: ["wheel", "flat"])
    func rowCrossingTheBandEdgeIsSplitAtTheEdge(style: String) throws {
        let fixture = try RenderFixture(probeConfig(style: style))
        // Half a row up: row 10 of column a straddles the band's top edge.
        var offsets = fixture.selectedOffsets
        offsets[0] = offsets[0] - Fixed(20)
        let frame = fixture.frame(offsets: offsets)
        let band = fixture.layout.band
        let column = fixture.layout.columnFrames[0]
        var above = 0, inside = 0
        for y in (band.y - 20)..<(band.y + 20) {
            for x in column.x..<column.maxX {
                switch ink(frame.xrgb(x: x, y: y)) {
                case .highlighted:
                    #expect(y >= band.y, "highlighted ink above the band edge at y \(y)")
                    inside += 1
                case .regular:
                    #expect(y < band.y, "regular ink below the band edge at y \(y)")
                    above += 1
                case .none: break
                }
            }
        }
        #expect(above > 20 && inside > 20, "the straddling row shows both styles: \(above) regular, \(inside) highlighted")
    }

    /// Rows 9 to 12 with their own colours (12 disabled), flat so that rows sit a pitch apart.
    private static func colouredRows(selected: Int) -> String {
        """
        {"size": "240x200", "style": "flat", "row_height": 40, "visible_rows": 5,
         "columns": [{"id": "a", "selected": \(selected), "items": ["00", "01", "02", "03", "04", "05", "06", "07", "08",
           {"text": "09", "color": "#0000ff"}, {"text": "10", "color": "#0000ff", "highlight_color": "#ffff00"},
           {"text": "11", "color": "#0000ff"}, {"text": "12", "color": "#0000ff", "disabled": true}, "13", "14"]}],
         "theme": {"text": "#00ff00", "highlight_text": "#ff0000", "disabled_text": "#808080", "dim": 1, "fade": 0,
                   "selection": {"style": "none"}}}
        """
    }

    @Test(arguments: [
        // (offset in rows from row 10, what the band shows, what the rows just above and below show)
        (0, UInt32(0xFFFF00), UInt32(0x0000FF)),   // row 10: its highlight colour; 9 and 11: their colour
        (-1, 0x0000FF, 0x00FF00),                  // row 9 in the band: no highlight colour, so its colour; 8 is the theme's
    ])
    func aRowsOwnColoursReplaceTheThemesAndDisabledRowsKeepTheirs(rowsMoved: Int, band bandColour: UInt32, neighbours: UInt32) throws {
        let fixture = try RenderFixture(Self.colouredRows(selected: 10 + rowsMoved))
        let frame = fixture.frame()
        let band = fixture.layout.band
        func inkColours(_ rows: Range<Int>) -> Set<UInt32> {
            var found = Set<UInt32>()
            for y in rows { for x in 0..<frame.width where frame.xrgb(x: x, y: y) & 0xFFFFFF != 0 { found.insert(frame.xrgb(x: x, y: y) & 0xFFFFFF) } }
            return found
        }
        // Anti-aliased edges mix with black: look at the strongest pixels of each hue only.
        func hues(_ colours: Set<UInt32>) -> Set<UInt32> {
            Set(colours.map { colour in
                let r = colour >> 16 & 0xFF, g = colour >> 8 & 0xFF, b = colour & 0xFF
                let top = max(r, g, b)
                return (r * 2 > top ? 0xFF0000 : 0) | (g * 2 > top ? 0x00FF00 : 0) | (b * 2 > top ? 0x0000FF : 0)
            })
        }
        #expect(hues(inkColours(band.y..<band.maxY)) == [bandColour])
        #expect(hues(inkColours((band.y - 40)..<(band.y - 2))) == [neighbours])
        if rowsMoved == 0 {
            let disabled = inkColours((band.maxY + 42)..<(band.maxY + 80))
            #expect(!disabled.isEmpty && hues(disabled) == [0xFFFFFF], "row 12 is disabled: grey, not its colour \(disabled)")
        }
    }

    @Test(arguments: ["wheel", "flat"])
    func damageCoversExactlyWhatChanged(style: String) throws {
        let fixture = try RenderFixture(probeConfig(style: style))
        let buffer = fixture.frame()
        let before = buffer.pixels
        var moved = fixture.selectedOffsets
        moved[1] = moved[1] + Fixed(7)
        let damage = fixture.renderer.render(model: fixture.model, offsets: moved, into: buffer)
        let after = buffer.pixels
        let reference = try RenderFixture(probeConfig(style: style)).frame(offsets: moved).pixels
        #expect(zip(after, reference).filter { $0 != $1 }.count == 0, "an incremental frame equals the same frame drawn from scratch")
        #expect(!damage.changed.isEmpty)
        let column = fixture.layout.columnFrames[1]
        for rect in damage.changed {
            #expect(rect.intersection(column) == rect, "damage \(rect) stays inside the moved column \(column)")
        }
        var changedPixels = 0
        for index in before.indices where before[index] != after[index] {
            let x = index % buffer.width, y = index / buffer.width
            #expect(damage.changed.contains { $0.contains(x: x, y: y) }, "changed pixel \(x),\(y) outside the damage")
            changedPixels += 1
        }
        #expect(changedPixels > 0)
        let damagedArea = damage.changed.reduce(0) { $0 + $1.area }
        #expect(damagedArea < column.area, "a few pixels of scrolling repaint less than the whole column")
    }

    @Test func countdownIsDrawnInTheCornerAndDamagedAlone() throws {
        let fixture = try RenderFixture(probeConfig())
        let plain = fixture.frame().pixels
        let buffer = PixelBuffer(width: 240, height: 200, format: .xrgb8888)
        fixture.renderer.render(
            model: fixture.model, offsets: fixture.selectedOffsets, into: buffer, staleDamage: [buffer.bounds], countdown: "5")
        let five = buffer.pixels
        let differing = plain.indices.filter { plain[$0] != five[$0] }
        #expect(!differing.isEmpty)
        #expect(differing.allSatisfy { $0 % 240 >= 120 && $0 / 240 >= 150 }, "the label sits in the bottom-right corner")
        let four = fixture.renderer.render(model: fixture.model, offsets: fixture.selectedOffsets, into: buffer, countdown: "4")
        #expect(!four.changed.isEmpty && four.changed.allSatisfy { $0.x >= 120 && $0.y >= 150 })
        fixture.renderer.render(model: fixture.model, offsets: fixture.selectedOffsets, into: buffer, countdown: nil)
        let left = zip(buffer.pixels, plain).filter { $0 != $1 }.count
        #expect(left == 0, "without a countdown the corner is background again")
    }

    @Test func unchangedFrameRepaintsNothing() throws {
        let fixture = try RenderFixture(probeConfig())
        let buffer = fixture.frame()
        let damage = fixture.renderer.render(model: fixture.model, offsets: fixture.selectedOffsets, into: buffer)
        #expect(damage.changed.isEmpty && damage.repainted.isEmpty)
    }

    @Test func staleDamageBringsAnOlderBufferUpToDate() throws {
        let fixture = try RenderFixture(probeConfig())
        let width = fixture.layout.width, height = fixture.layout.height
        let first = PixelBuffer(width: width, height: height, format: .xrgb8888)
        let second = PixelBuffer(width: width, height: height, format: .xrgb8888)
        var offsets = fixture.selectedOffsets
        fixture.renderer.render(model: fixture.model, offsets: offsets, into: first)
        offsets[0] = offsets[0] + Fixed(13)
        let frame2 = fixture.renderer.render(model: fixture.model, offsets: offsets, into: second, staleDamage: [second.bounds])
        offsets[1] = offsets[1] - Fixed(9)
        // `first` holds frame 1: it missed frame 2's changes.
        fixture.renderer.render(model: fixture.model, offsets: offsets, into: first, staleDamage: frame2.changed)
        let reference = try RenderFixture(probeConfig()).frame(offsets: offsets)
        #expect(zip(first.pixels, reference.pixels).filter { $0 != $1 }.count == 0)
    }

    @Test(arguments: ["wheel", "flat"], ["vertical", "horizontal"])
    func repaintingInOddStripsGivesTheFullFrame(style: String, orientation: String) throws {
        let fixture = try RenderFixture(probeConfig(style: style, orientation: orientation))
        var offsets = fixture.selectedOffsets
        offsets[1] = offsets[1] + Fixed(ratio: 29, 3)
        let full = fixture.frame(offsets: offsets)
        let patched = PixelBuffer(width: full.width, height: full.height, format: .xrgb8888)
        patched.fill(patched.bounds, xrgb: 0x00FF_00FF)
        // Strips of odd sizes, cut across and along the rows, cover the whole buffer.
        var strips: [Rect] = []
        var x = 0
        for (index, width) in [7, 53, 11, 90, 3, 76].enumerated() {
            let height = index % 2 == 0 ? 37 : 110
            var y = 0
            while y < full.height {
                strips.append(Rect(x: x, y: y, width: width, height: min(height, full.height - y)))
                y += height
            }
            x += width
        }
        let damage = fixture.renderer.render(model: fixture.model, offsets: offsets, into: patched, staleDamage: strips)
        #expect(damage.changed.isEmpty)
        #expect(zip(patched.pixels, full.pixels).filter { $0 != $1 }.count == 0)
    }

    @Test(arguments: ["wheel", "flat"])
    func rgb565OutputEqualsTheXRGB8888OutputConverted(style: String) throws {
        let fixture = try RenderFixture(probeConfig(style: style, extra: ##", "background": "#203040""##))
        var offsets = fixture.selectedOffsets
        offsets[0] = offsets[0] + Fixed(ratio: 37, 4)
        let wide = fixture.frame(offsets: offsets)
        let narrow = try RenderFixture(probeConfig(style: style, extra: ##", "background": "#203040""##)).frame(offsets: offsets, format: .rgb565)
        var mismatches = 0
        for y in 0..<wide.height {
            for x in 0..<wide.width {
                let expected = RGB565.narrow(wide.xrgb(x: x, y: y))
                let actual = narrow.address(x: x, y: y).loadUnaligned(as: UInt16.self)
                if expected != actual { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test(arguments: [PixelFormat.xrgb8888, .rgb565], [52, 6, 1])
    func strideWiderThanARowGivesTheSamePicture(format: PixelFormat, paddingBytes: Int) throws {
        let tight = try RenderFixture(probeConfig()).frame(format: format)
        let padded = try RenderFixture(probeConfig()).frame(format: format, stride: 240 * format.bytesPerPixel + paddingBytes)
        #expect(zip(tight.pixels, padded.pixels).filter { $0 != $1 }.count == 0)
    }

    @Test func renderingIsDeterministic() throws {
        let offsets = try RenderFixture(probeConfig()).selectedOffsets.map { $0 + Fixed(ratio: 5, 3) }
        let first = try RenderFixture(probeConfig()).frame(offsets: offsets).pixels
        let second = try RenderFixture(probeConfig()).frame(offsets: offsets).pixels
        #expect(zip(first, second).filter { $0 != $1 }.count == 0)
    }

    @Test func scrollingBackOverSeenRowsRasterisesNothing() throws {
        let fixture = try RenderFixture(probeConfig())
        let buffer = fixture.frame()
        var offsets = fixture.selectedOffsets
        for step in 1...40 {
            offsets[1] = fixture.selectedOffsets[1] + Fixed(step * 3)
            fixture.renderer.render(model: fixture.model, offsets: offsets, into: buffer)
        }
        let built = fixture.renderer.cache.builtCount
        let glyphs = fixture.renderer.theme.font.glyphCache.rasterisedCount + fixture.renderer.theme.highlightFont.glyphCache.rasterisedCount
        for step in (0...40).reversed() {
            offsets[1] = fixture.selectedOffsets[1] + Fixed(step * 3)
            fixture.renderer.render(model: fixture.model, offsets: offsets, into: buffer)
        }
        #expect(fixture.renderer.cache.builtCount == built)
        #expect(fixture.renderer.theme.font.glyphCache.rasterisedCount + fixture.renderer.theme.highlightFont.glyphCache.rasterisedCount == glyphs)
    }

    @Test(arguments: [
        (#""font": "nope/missing.ttf""#, "nope/missing.ttf"),
        (#""highlight_font": "/etc/hostname""#, "/etc/hostname"),
        (#""selection": {"style": "image", "image": "band.png"}"#, "band.png"),
        (#""font": "No Such Family Sans""#, "theme.font: no installed font matches \"No Such Family Sans\""),
        (#""highlight_font": ["DejaVu Sans", "Nowhere Serif:bold"]"#, "theme.highlight_font: no installed font matches \"Nowhere Serif:bold\""),
    ])
    func unusableFilesAreNamedInTheError(theme: String, named: String) throws {
        let json = #"{"columns": [{"items": ["a"]}], "theme": {"# + theme + "}}"
        let config = try PickerConfig.parse(Array(json.utf8), directory: "/tmp/panel-picker-render-tests-none")
        let model = try PickerModel(config: config)
        let error = #expect(throws: RenderError.self) {
            try PickerRenderer(config: config, model: model, layout: PickerLayout(config: config, model: model))
        }
        #expect(error?.message.contains(named) == true, "\(error?.message ?? "")")
    }

    @Test func aFontThatCannotBeOpenedSaysWhichKeyWhatFileAndHowToGiveAFont() throws {
        let json = #"{"columns": [{"items": ["a"]}], "theme": {"font": "Fonts/DejaVuSans.ttf"}}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "/tmp/panel-picker-render-tests-none")
        let model = try PickerModel(config: config)
        let error = #expect(throws: RenderError.self) {
            try PickerRenderer(config: config, model: model, layout: PickerLayout(config: config, model: model))
        }
        #expect(error?.message == "theme.font: font /tmp/panel-picker-render-tests-none/Fonts/DejaVuSans.ttf: No such file or directory; "
            + "give a readable .ttf or .otf file, or a fontconfig pattern such as \"DejaVu Sans\", or no font for the built-in DejaVu Sans")
    }

    @Test func withNoFontTheBuiltInFacesDrawWhatTheFilesInFontsDraw() throws {
        let files = try RenderFixture(#"{"size": "200x120", "columns": [{"items": ["Ag", "Wy", "Qj"], "selected": 1}], "theme": {"font": "DejaVuSans.ttf", "highlight_font": "DejaVuSans-Bold.ttf"}}"#,
                                      directory: RenderFixture.repository + "/Fonts")
        let builtIn = try RenderFixture(#"{"size": "200x120", "columns": [{"items": ["Ag", "Wy", "Qj"], "selected": 1}]}"#)
        #expect(builtIn.renderer.theme.font.faces[0].source == .builtIn(.dejaVuSans))
        #expect(builtIn.renderer.theme.highlightFont.faces[0].source == .builtIn(.dejaVuSansBold))
        #expect(builtIn.frame().pixels == files.frame().pixels)
    }

    @Test func aRowFontGivenAloneIsAlsoTheBandsFont() throws {
        let fixture = try RenderFixture(#"{"columns": [{"items": ["a"]}], "theme": {"font": "DejaVuSans.ttf"}}"#,
                                        directory: RenderFixture.repository + "/Fonts")
        #expect(fixture.renderer.theme.highlightFont.faces[0].source == .file(RenderFixture.regularFontPath))
    }
}

/// Screenshots are written some rows at a time (`PNGRowEncoder`), so the loop can serve others between steps.
@Suite struct PNGRowEncoderTests {
    /// A gradient in both formats, written in steps of 1, 7 and all rows: each PNG decodes to the buffer's pixels exactly.
    @Test(arguments: [PixelFormat.xrgb8888, .rgb565], [1, 7, 1000])
    func rowsWrittenInStepsDecodeToTheBuffersPixels(format: PixelFormat, rowsPerStep: Int) throws {
        let buffer = PixelBuffer(width: 37, height: 23, format: format)
        for y in 0..<23 {
            for x in 0..<37 { buffer.fill(Rect(x: x, y: y, width: 1, height: 1), xrgb: UInt32(x * 7) << 16 | UInt32(y * 11) << 8 | UInt32((x + y) * 3)) }
        }
        let encoder = try PNGRowEncoder(buffer)
        var steps = 0
        var png: [UInt8]?
        while png == nil {
            png = try encoder.encode(rows: rowsPerStep)
            steps += 1
        }
        #expect(steps == (23 + rowsPerStep - 1) / rowsPerStep)
        let image = try PNGCodec.decode(try #require(png), name: "steps")
        #expect(image.width == 37 && image.height == 23)
        let rgb = buffer.rgbBytes()
        let decoded = (0..<(37 * 23)).flatMap { image.pixels[$0 * 4..<$0 * 4 + 3] }
        #expect(decoded == rgb)
        #expect(try encoder.encode(rows: 1) == png, "a finished encoder gives its PNG again")
    }

    /// A turn's worth: one step a turn when the time is always up, all of it when it never is; the same PNG.
    @Test func aTurnWritesStepsUntilItsTimeIsUp() throws {
        let buffer = PixelBuffer(width: 20, height: 10, format: .xrgb8888)
        buffer.fill(Rect(x: 5, y: 2, width: 7, height: 6), xrgb: 0x20_80_C0)
        let oneStepATurn = try PNGRowEncoder(buffer)
        var turns = 1
        while try oneStepATurn.encode(rowsPerStep: 3, until: { true }) == nil { turns += 1 }
        #expect(turns == 4, "10 rows, 3 a step, one step a turn")
        let whole = try PNGRowEncoder(buffer).encode(rowsPerStep: 3, until: { false })
        let again = try oneStepATurn.encode(rows: 1)
        #expect(whole != nil && whole == again)
    }
}

extension RenderingTests {
    /// issue 31: the built-in date picker cut "2024" to "20…" at 320x240 and at 480x320 with 60 %
    /// of the width; sized from the band's bold font, the year and the day stay whole. Trial 7 (issue 31):
    /// with large text the month kept only a lone "…"; where it fits now, it shows a letter at least.
    @Test(arguments: [#"{"size": "320x240", "sections": [{"date": {"selected": "2024-09-30"}}]}"#,
                      #"{"size": "480x320", "sections": [{"width": 0.6, "date": {"selected": "2024-09-30"}}, {"width": 0.4, "columns": [{"items": ["a"]}]}]}"#,
                      #"{"size": "480x480", "theme": {"large_text": true}, "sections": [{"date": {"selected": "2024-09-30"}}]}"#,
                      #"{"size": "1000x480", "theme": {"large_text": true}, "sections": [{"width": 0.6, "columns": [{"items": ["Home"]}]}, {"width": 0.4, "date": {"selected": "2024-09-30"}}]}"#])
    func aDatesYearAndDayFitTheBandsBoldFont(json: String) throws {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let font = renderer.theme.highlightFont
        func room(_ id: String) throws -> Int {
            let column = try #require(model.columns.firstIndex { $0.id == id })
            return layout.columnFrames[column].width - 2 * renderer.paddingPx
        }
        for (id, value) in [("year", "2024"), ("day", "30")] {
            let (room, ink) = (try room(id), TextRun(value, font: font, direction: .auto).ink(font: font).width)
            #expect(room >= ink, "\(id) has \(room) px for \(ink) px of \(value)")
        }
        let monthRoom = try room("month")
        for name in CalendarDate.monthNames {
            let cut = TextRun(name, font: font, direction: .auto, maxWidthPx: monthRoom).ink(font: font).width
            let least = TextRun(String(name.prefix(1)) + "…", font: font, direction: .auto).ink(font: font).width
            #expect(cut >= least, "\(name) shows at least its first letter and \"…\" in \(monthRoom) px")
        }
    }

    /// Trial 10 (issue 31): large text drew a Wi-Fi row's title between its icons as a bare "…",
    /// where a plain column cut as far is refused. Trial 11: the icons now go before the title's
    /// first three characters do, so the row is shown with its title kept, and the check measures
    /// the title's room as the row is drawn.
    @Test func largeTextKeepsARichRowsTitleByLeavingItsIconsOut() throws {
        let json = #"{"size": "240x320", "theme": {"large_text": true}, "columns": [{"items": [{"text": "Home", "detail": "WPA2", "#
            + #""trailing_text": "-48 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let (model, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        var kept = false
        renderer.forEachBandTitle(config: config, model: model, limit: 10) { title in
            let least = RowSpriteBuilder.leastCut(title.text, font: title.font, ellipsis: String(title.font.ellipsis.characters), direction: .auto)
            // Its first three characters and "…", or all of it where that is narrower ("Home").
            kept = title.roomPx >= min(least.px, title.inkPx)
            return false
        }
        #expect(kept, "\"Hom…\" at least")
    }

    /// Trial 7 (issue 31): where the year, the day and a month's first letter cannot all be shown, the
    /// picker is refused naming the section and what it needs, instead of drawing "2…", "…" and "…".
    /// (At the default size the font shrinks first: 160x480 then shows "2000 Ja… 1".)
    @Test(arguments: [("160x480", #""theme": {"font_size": 28}, "#, 0), ("280x480", #""theme": {"large_text": true, "large_text_cap_height_px": 32}, "#, 0)])
    func aDateSectionTooNarrowForItsNumbersIsRefused(size: String, theme: String, section: Int) throws {
        let json = #"{"size": "\#(size)", \#(theme)"sections": [{"date": {"selected": "2024-09-30"}}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        #expect {
            _ = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix("sections[\(section)].date: is \(size.prefix { $0 != "x" }) px wide, and the year (")
                && message.hasSuffix(!theme.contains("large_text") ? "in the rows' fonts; give the section more width (its width) or the text a smaller size (theme.font_size, theme.highlight_font_size)"
                    : "in the fonts grown for large text; give the section more width, or large text a smaller capital H "
                        + "(theme.large_text_cap_height_px)")
        }
    }

    /// Trial 7 (issue 31): under large text the rows reach the panel's bottom-right corner, where the
    /// countdown's digit was drawn over the right column's rows; the corner shows the label alone.
    @Test func theCountdownsCornerShowsNoRowsUnderIt() throws {
        let json = """
            {"size": "240x200", "style": "flat", "row_height": 40, "visible_rows": 5,
             "columns": [{"range": {"from": 0, "to": 30, "format": "%02d"}}, {"range": {"from": 0, "to": 30, "format": "%02d"}, "align": "right"}],
             "theme": {"text": "#00ff00", "highlight_text": "#ff0000", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """
        let fixture = try RenderFixture(json)
        func corner(rightColumnAtRow row: Int) -> [UInt32] {
            let buffer = PixelBuffer(width: 240, height: 200, format: .xrgb8888)
            var offsets = fixture.selectedOffsets
            offsets[1] = fixture.layout.offset(forRow: row)
            fixture.renderer.render(model: fixture.model, offsets: offsets, into: buffer, staleDamage: [buffer.bounds], countdown: "5")
            return (175..<200).flatMap { y in (220..<240).map { x in buffer.xrgb(x: x, y: y) } }
        }
        #expect(corner(rightColumnAtRow: 7) == corner(rightColumnAtRow: 18), "rows 9 and 20 pass under the label unseen")
    }

    /// Trials 103 and 104: the countdown's corner cut a trailing "15 s" to "1" and "€1.929/L" to
    /// "€1.92", which read as numbers beside the seconds. A part of a row reaching into the corner
    /// is left out whole; the row's other parts are drawn.
    @Test(arguments: ["flat", "wheel"])
    func aRowPartReachingIntoTheCountdownsCornerIsLeftOutWhole(style: String) throws {
        func frame(nightTrailing: String?, countdown: String?) throws -> [UInt32] {
            let night = nightTrailing.map { #"{"text": "Night", "detail": "Perimeter", "trailing_text": "\#($0)"}"# } ?? #"{"text": "Night", "detail": "Perimeter"}"#
            let fixture = try RenderFixture("""
                {"size": "320x240", "style": "\(style)", "row_height": 80, "visible_rows": 3,
                 "columns": [{"selected": "Stay", "align": "left", "items": ["Disarm", {"text": "Stay", "trailing_text": "30 s"}, \(night)]}]}
                """)
            let buffer = PixelBuffer(width: 320, height: 240, format: .xrgb8888)
            fixture.renderer.render(model: fixture.model, offsets: fixture.selectedOffsets, into: buffer, staleDamage: [buffer.bounds], countdown: countdown)
            return buffer.pixels
        }
        #expect(try frame(nightTrailing: "15 s", countdown: nil) != (try frame(nightTrailing: nil, countdown: nil)), "the trailing text is drawn")
        #expect(try frame(nightTrailing: "15 s", countdown: "20") == (try frame(nightTrailing: nil, countdown: "20")),
                "under the countdown it is left out whole, and the title and detail are drawn")
    }

    /// Trial 12 (issue 31): beside a date section the columns' padding follows the narrow day column,
    /// and "Kitchen" began at x = 12, left of indicator lines inset 16 px from the panel's edge. The
    /// band's decoration stays within half the padding, so what a column starts with lies inside it.
    @Test(arguments: ["indicator", "overlay"])
    func theBandsDecorationBeginsBeforeTheRowsInk(selection: String) throws {
        let fixture = try RenderFixture("""
            {"size": "800x480", "style": "flat", "visible_rows": 3,
             "columns": [{"items": ["Kitchen"], "width": 0.8, "align": "left"}, {"items": ["1"], "width": 0.1}, {"items": ["2"], "width": 0.1}],
             "theme": {"text": "#00ff00", "highlight_text": "#00ff00", "background": "#000000", "tint": "#ff0000", "dim": 1, "fade": 0,
                       "selection": {"style": "\(selection)"}}}
            """)
        let frame = fixture.frame(), band = fixture.layout.band
        let rows = (band.y - 3)..<(band.y + band.height + 3)  // the indicator lines lie at the band's edges
        let decorated: [Int] = rows.flatMap { y in (0..<400).filter { frame.xrgb(x: $0, y: y) & 0xFF0000 != 0 } }
        let ink: [Int] = rows.flatMap { y in (0..<400).filter { frame.xrgb(x: $0, y: y) & 0x00FF00 != 0 } }
        let decorationStart = try #require(decorated.min()), inkStart = try #require(ink.min())
        #expect(decorationStart < inkStart - 2, "the band's decoration starts at x = \(decorationStart), the title's ink at x = \(inkStart)")
    }
}

/// Trial 94: a wheel's disabled rows lost their strike-through as they turned away: the wheel
/// squeezes a row, taking one sprite line in up to two, and the 1 px strike of 22 px rows fell
/// between the lines it took. At every offset of a sweep both disabled titles in view are struck.
@Suite struct StrikeOnAWheelTests {
    @Test func aDisabledTitleIsStruckAtEveryOffsetOfTheWheel() throws {
        let items = (0..<10).map { #"{"text": "Prog \#($0)", "detail": "Tür schließen"}"# }.joined(separator: ", ")
        let fixture = try RenderFixture(#"{"size": "480x480", "theme": {"font_size": 22}, "columns": [{"items": ["#
            + items + #"], "disabled": [1, 3], "selected": 5}]}"#)
        /// The strikes: scanlines with a run of lit pixels as long as a title's ink ("Prog 3", about
        /// 70 px), shorter than the band's lines.
        func struckLines(_ frame: PixelBuffer) -> Int {
            var lines = 0, previousStruck = false
            for y in 0..<frame.height {
                var run = 0, longest = 0
                for x in 150..<330 {
                    let pixel = frame.xrgb(x: x, y: y)
                    run = max(pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF) > 12 ? run + 1 : 0
                    longest = max(longest, run)
                }
                let struck = (45...90).contains(longest)
                if struck && !previousStruck { lines += 1 }
                previousStruck = struck
            }
            return lines
        }
        for offsetPx in stride(from: 90, through: 200, by: 2) {
            let frame = fixture.frame(offsets: [Fixed(offsetPx)])
            #expect(struckLines(frame) == 2, "offset \(offsetPx)")
        }
    }
}
