import PickerCore
import Testing
@testable import PickerRender

/// Trial 9 (issue 31): a horizontal picker with the defaults drew every item as "…": its 48 px
/// items held a font 60% as tall. Left unsized, items now fit the widest title, and the font is no
/// share of an item's width.
@Suite struct HorizontalItemsTests {
    func sized(_ json: String) throws -> (layout: PickerLayout, renderer: PickerRenderer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (_, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        return (layout, renderer)
    }

    /// The room a horizontal item leaves its text, as its sprite is drawn.
    func textRoom(_ layout: PickerLayout) -> Int { RowSpriteBuilder.horizontalContentRoomPx(itemPx: layout.rowHeightPx) }

    @Test func itemsLeftUnsizedAreAsWideAsTheWidestTitleNeeds() throws {
        let (layout, renderer) = try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"items": ["Kitchen", "Hall", "Living room"]}]}"#)
        let font = renderer.theme.highlightFont
        #expect(font.pixelSize == 28)
        let widest = TextRun("Living room", font: font, direction: .auto).ink(font: font).width
        #expect(textRoom(layout) >= widest && textRoom(layout) < widest + 4, "\(textRoom(layout)) px for \(widest) px")
        #expect(TextRun("Living room", font: font, direction: .auto, maxWidthPx: textRoom(layout)).ink(font: font).width == widest)
    }

    @Test func shortTitlesKeepTheDefaultItemAndLongOnesStopAtNineTwentiethsOfThePicker() throws {
        #expect(try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"range": {"from": 1, "to": 9}}]}"#).layout.rowHeightPx == 48)
        let long = String(repeating: "a long title ", count: 10)
        #expect(try sized(#"{"size": "480x272", "orientation": "horizontal", "columns": [{"items": ["\#(long)"]}]}"#).layout.rowHeightPx == 216)
    }

    /// Trials 11 and 12 (issue 31): items three quarters of a 240 px wheel turned their neighbours
    /// edge-on, into slivers of glyphs. At 9/20 of the width, a neighbour's near half shows at least
    /// half as wide as it is, wheel or flat.
    @Test(arguments: ["wheel", "flat"])
    func aNeighbourShowsBesideTheBand(style: String) throws {
        let (layout, _) = try sized(#"{"size": "240x320", "orientation": "horizontal", "style": "\#(style)", "columns": [{"items": ["office-guest-network", "cafe"]}]}"#)
        let pitch = Double(layout.pitchPx)
        let nearEdge = try #require(layout.projection.screenOffset(forDistance: pitch / 2))
        let centre = try #require(layout.projection.screenOffset(forDistance: pitch))
        #expect(centre < 120, "the neighbour's centre is on the panel, \(centre) px from the band's")
        #expect(centre - nearEdge >= pitch / 4, "its near half is drawn \(centre - nearEdge) px wide of \(pitch / 2)")
    }

    /// Trial 12 (issue 31): "home-5G" in 96 px items read "ho…". A title wider than the item shrinks
    /// a default font until it is whole, as a vertical picker's does; a given font stays.
    @Test func aTitleWiderThanItsItemShrinksADefaultFont() throws {
        let json = #"{"size": "240x320", "orientation": "horizontal", "columns": [{"items": ["home-5G", "cafe"]}, {"items": ["a", "b"]}]"#
        let (layout, renderer) = try sized(json + "}")
        let font = renderer.theme.highlightFont
        #expect(font.pixelSize < 28)
        #expect(TextRun("home-5G", font: font, direction: .auto).ink(font: font).width <= textRoom(layout))
        let given = try sized(json + #", "theme": {"font_size": 28}}"#).renderer
        #expect(given.theme.highlightFont.pixelSize == 28)
    }

    /// Trials 11 and 12 (issue 31): in three strips on a 240x320 panel, a rich item's signal bars
    /// were cut to a strip and its lock to an arc by the strip's edges. Each item now shows only the
    /// parts its strip holds, whole (the leading icon goes first, the lock last), the same in the
    /// band and out of it.
    @Test func aRichItemShowsOnlyThePartsItsStripHolds() throws {
        var locks: [Int: Bool] = [:]
        for height in stride(from: 120, through: 480, by: 40) {
            let fixture = try RenderFixture("""
                {"size": "240x\(height)", "orientation": "horizontal", "columns": [
                  {"items": [{"text": "home-5G", "detail": "WPA2", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}]},
                  {"items": ["a"]}, {"items": ["1"]}]}
                """, directory: RenderFixture.goldenDirectory)
            _ = fixture.frame()
            let strip = fixture.layout.columnFrames[0], cross = strip.y..<(strip.y + strip.height)
            let column = fixture.model.columns[0]
            let inBand = fixture.renderer.sprite(column, index: 0, row: 0, highlighted: true, crossRange: cross)
            let outside = fixture.renderer.sprite(column, index: 0, row: 0, highlighted: false, crossRange: cross)
            #expect(inBand.length <= strip.height, "\(height): \(inBand.length) px of parts in a \(strip.height) px strip")
            let icons = { (sprite: RowSprite) in sprite.pieces.filter { !$0.sprite.image.isEmpty }.map(\.sprite.length) }
            let secondaries = { (sprite: RowSprite) in sprite.pieces.count(where: \.isSecondary) }
            #expect(icons(inBand) == icons(outside) && secondaries(inBand) == secondaries(outside), "\(height): the same parts in the band")
            #expect(icons(inBand).allSatisfy { $0 >= fixture.renderer.theme.font.pixelSize / 2 }, "\(height): icons \(icons(inBand)) px tall")
            locks[height] = !icons(inBand).isEmpty
            if height >= 440 { #expect(icons(inBand).count == 2 && secondaries(inBand) == 1, "\(height): room for every part") }
        }
        #expect(locks[320] == true, "the lock stays in a 106 px strip")
    }

    @Test func aGivenItemWidthStaysAndTheFontIsNoShareOfIt() throws {
        let (layout, renderer) = try sized(#"{"size": "480x272", "orientation": "horizontal", "row_height": 120, "columns": [{"items": ["שלום", "עולם"]}]}"#)
        #expect(layout.rowHeightPx == 120)
        #expect(renderer.theme.font.pixelSize == 28 && renderer.theme.highlightFont.pixelSize == 28)
    }
}

extension HorizontalItemsTests {
    /// Trial 15 (issue 31): at 320x240 the cylinder squeezed a neighbour's far end hardest and the
    /// edge fade dimmed it most, so "15 min" read "5 min", and the panel's edge cut "45 min" to
    /// "45 mi". Each item is squeezed evenly between its edges' places, in the light of its centre,
    /// and what is drawn ends with the last item shown whole.
    @Test func aNeighbourItemIsLitEvenlyAndShownWhole() throws {
        let json = #"{"size": "320x240", "orientation": "horizontal", "theme": {"dim": 1}, "#
            + #""columns": [{"range": {"from": 0, "to": 120, "step": 15, "format": "%d min"}, "selected": "30 min"}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let frame = PixelBuffer(width: 320, height: 240, format: .xrgb8888)
        renderer.render(model: model, offsets: [layout.offset(forRow: model.columns[0].selectedRow)], into: frame)
        // How wide "15 min" left of the band and "45 min" right of it are drawn (digits are as wide
        // as each other): the same, where the cylinder drew the near end of each wide and the panel's
        // edge cut the far one.
        func drawnPx(_ xs: Range<Int>) throws -> Int {
            let lit = xs.filter { x in (0..<240).contains { Int((frame.xrgb(x: x, y: $0) >> 8) & 0xFF) >= 16 } }
            return try #require(lit.last) - (try #require(lit.first)) + 1
        }
        let (before, after) = (try drawnPx(0..<layout.band.x), try drawnPx(layout.band.maxX..<320))
        #expect(abs(before - after) <= 2, "\"15 min\" \(before) px, \"45 min\" \(after) px")
        // And as bright at "15" as at "min", left and right of its item's middle, where the fade had
        // all but hidden the "1".
        let centre = layout.bandCentrePx.double - (layout.projection.screenOffset(forDistance: Double(layout.pitchPx)) ?? 0)
        let brightest = { (xs: Range<Int>) in xs.map { x in (0..<240).map { Int((frame.xrgb(x: x, y: $0) >> 8) & 0xFF) }.max() ?? 0 }.max() ?? 0 }
        // The band's indicator line lies just left of the band.
        let (near, far) = (brightest(0..<Int(centre)), brightest(Int(centre)..<(layout.band.x - 8)))
        #expect(abs(near - far) * 4 <= max(near, far), "brightest \(near) left of its middle, \(far) right of it")
        #expect(layout.lines.first?.light256 == 0 && layout.lines.last?.light256 == 0, "nothing is drawn at the panel's edges")
    }

    /// Trial 16 (issue 31): in a short horizontal picker "cafe-guest", with no lock, kept its signal
    /// bars while "home-5G" and "office" beside it had left theirs out, and its title stood lower.
    /// A column's titled items keep the same places: a part one must leave out, all leave out, and
    /// an item without a part keeps its place blank, so titles and lines stand in line.
    @Test(arguments: [130, 170, 240])
    func itemsOfAColumnShowTheSamePartsInTheSamePlaces(height: Int) throws {
        let fixture = try RenderFixture("""
            {"size": "800x\(height)", "orientation": "horizontal", "columns": [{"items": [
              {"text": "home-5G", "detail": "WPA2", "trailing_text": "-48 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"},
              {"text": "cafe-guest", "detail": "open", "trailing_text": "-71 dBm", "leading_image": "icons/signal-3.png"}]}]}
            """, directory: RenderFixture.goldenDirectory)
        _ = fixture.frame()
        let strip = fixture.layout.columnFrames[0], cross = strip.y..<(strip.y + strip.height)
        let sprites = (0..<2).map { fixture.renderer.sprite(fixture.model.columns[0], index: 0, row: $0, highlighted: false, crossRange: cross) }
        /// Where the leading (signal) icon, above the title, and each text line start, from the item's top.
        let places = sprites.map { sprite in
            let texts = sprite.pieces.filter { $0.sprite.image.isEmpty }.map(\.offset)
            return (icon: sprite.pieces.first { !$0.sprite.image.isEmpty && $0.offset < (texts.first ?? 0) }?.offset, texts: texts)
        }
        #expect(places[0].icon == places[1].icon && places[0].texts == places[1].texts, "\(height): \(places)")
        #expect(sprites[0].length == sprites[1].length, "\(height): items \(sprites.map(\.length)) px long")
        #expect(sprites.allSatisfy { $0.length <= strip.height })
    }

    /// Trial 17 (issue 31): "office-guest-network" made the items 9/20 of an 800 px picker, no
    /// neighbour showed whole, and none was drawn: one item alone read as a label. The nearest
    /// neighbour now shows on each side, cut by the panel's edge; trial 18 missed it with the
    /// high-contrast preset's no fade.
    @Test(arguments: [("", true), (#", "theme": {"fade": 0}"#, true)])
    func aNeighbourCutByThePanelsEdgeShowsWhereNoneShowsWhole(theme: String, shown: Bool) throws {
        let json = #"{"size": "800x480", "orientation": "horizontal", "columns": [{"items": ["home-5G", "office-guest-network", "cafe"], "selected": 1}]"#
            + theme + "}"
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let frame = PixelBuffer(width: 800, height: 480, format: .xrgb8888)
        renderer.render(model: model, offsets: [layout.offset(forRow: 1)], into: frame)
        // Text ink (grey or white: every channel lit), away from the band's blue lines.
        let lit = { (xs: Range<Int>) in xs.contains { x in (0..<480).contains { frame.xrgb(x: x, y: $0) & 0xFF0000 >= 0x080000 } } }
        #expect(lit(0..<(layout.band.x - 8)) == shown && lit((layout.band.maxX + 8)..<800) == shown)
    }

    /// Trial 17 (issue 31): large text on a 240x320 horizontal picker drew "home-5G" as "ho…" in
    /// 175 px items, neither refused nor kept at its first three characters. Items that size
    /// themselves widen for "hom…" in the grown band font; a picker too narrow even so is refused.
    @Test func largeTextWidensItemsForATitlesFirstThreeCharacters() throws {
        let items = #""columns": [{"items": [{"text": "home-5G", "detail": "WPA2"}, "office-guest-network", "cafe"]}]"#
        let config = try PickerConfig.parse(Array((#"{"size": "240x320", "orientation": "horizontal", "theme": {"large_text": true}, "# + items + "}").utf8),
                                            directory: "")
        let (model, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        var kept: [String: Bool] = [:]
        renderer.forEachBandTitle(config: config, model: model, limit: 10) { title in
            kept[title.text] = min(title.inkPx, renderer.leastCut(title).px) <= title.roomPx
            return true
        }
        #expect(kept.count == 3 && kept.values.allSatisfy { $0 }, "\(kept)")
        #expect(throws: RenderError.self) {
            try sized(#"{"size": "100x320", "orientation": "horizontal", "theme": {"large_text": true, "large_text_cap_height_px": 32}, "# + items + "}")
        }
        // With no H given, the default comes down to what 100 px keep readable.
        let lowered = try sized(#"{"size": "100x320", "orientation": "horizontal", "theme": {"large_text": true}, "# + items + "}")
        #expect((lowered.renderer.largeTextCapHeightPx ?? 32) < 32)
    }

    /// Trial 19 (issue 31): a horizontal Kolkata item read "UTC+5…" under large text, though a
    /// vertical row draws a trailing text with a digit whole or not at all; and on 800x480 large
    /// text grew the items to 582 px, past 9/20 of the width, so no neighbour showed.
    @Test func largeTextItemsKeepTrailingNumbersWholeAndTheirNeighbours() throws {
        let items = #""columns": [{"items": [{"text": "Kolkata", "detail": "India", "trailing_text": "UTC+5:30"}, "#
            + #"{"text": "Berlin", "detail": "CET", "trailing_text": "+1"}]}]"#
        let config = try PickerConfig.parse(Array((#"{"size": "240x320", "orientation": "horizontal", "theme": {"large_text": true}, "# + items + "}").utf8),
                                            directory: "")
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        // The renderer's row memos are made with the first frame.
        renderer.render(model: model, offsets: [layout.offset(forRow: 0)], into: PixelBuffer(width: 240, height: 320, format: .xrgb8888))
        let strip = layout.columnFrames[0], cross = strip.y..<(strip.y + strip.height)
        let secondaries = (0..<2).map { row in
            renderer.sprite(model.columns[0], index: 0, row: row, highlighted: true, crossRange: cross).pieces.count(where: \.isSecondary)
        }
        #expect(secondaries == [1, 2], "secondary parts drawn: \(secondaries)")
        let wide = try sized(#"{"size": "800x480", "orientation": "horizontal", "theme": {"large_text": true}, "#
            + #""columns": [{"items": ["home-5G", "office-guest-network", "cafe"]}]}"#)
        #expect(wide.layout.rowHeightPx <= 800 * 9 / 20)
    }

    /// Trial 19 (issue 31): under large text on 240x320 the items were drawn narrower than their
    /// slot, and slivers of the neighbours stood inside the band's lines. A horizontal wheel's band
    /// is as wide as its item is drawn at rest, so a neighbour's near edge lies outside it.
    @Test func aNeighboursEdgeLiesOutsideTheBand() throws {
        let (layout, _) = try sized(#"{"size": "240x320", "orientation": "horizontal", "theme": {"large_text": true}, "#
            + #""columns": [{"items": ["Living room", "Kitchen", "Bedroom"], "selected": 1}]}"#)
        let nearEdge = try #require(layout.projection.screenOffset(forDistance: Double(layout.pitchPx) - Double(layout.rowHeightPx) / 2))
        #expect(layout.band.width < layout.rowHeightPx, "items \(layout.rowHeightPx) px are drawn narrower on this wheel")
        // Within half a pixel: the band keeps its slot's parity, so that its centre stays.
        #expect(nearEdge >= Double(layout.band.width) / 2 - 0.5, "a neighbour starts \(nearEdge) px from the centre; the band is \(layout.band.width) px")
        #expect(abs(layout.bandCentrePx.double - 120) <= 0.5, "the band stays centred")
    }

    /// Trial 21 (issue 31): a horizontal date beside a list gave the date's three strips half of
    /// 240 px and the list the other half, and large text cut the day's digits at the picker's top
    /// edge. Sections stack by their columns, each strip as tall as the others, and large text
    /// whose line is taller than a strip comes down (or, with an H given, is refused naming it).
    @Test func horizontalSectionsStackByColumnAndLargeTextFitsItsStrips() throws {
        let sections = #""sections": [{"columns": [{"items": ["a", "b"]}]}, {"columns": [{"items": ["c", "d"]}]}, "#
            + #"{"date": {"selected": "2024-09-30"}}, {"columns": [{"items": ["Wecker", "Erinnerung"]}]}]"#
        let plain = try sized(#"{"size": "320x240", "orientation": "horizontal", "# + sections + "}")
        let heights = plain.layout.columnFrames.map(\.height)
        #expect(heights.count == 6 && heights.max()! - heights.min()! <= 1, "\(heights)")
        let large = try sized(#"{"size": "320x240", "orientation": "horizontal", "theme": {"large_text": true}, "# + sections + "}")
        #expect(large.renderer.theme.highlightFont.lineHeightPx <= large.layout.columnFrames.map(\.height).min()!)
        #expect((large.renderer.largeTextCapHeightPx ?? 32) < 32)
        #expect { try sized(#"{"size": "320x240", "orientation": "horizontal", "theme": {"large_text": true, "large_text_cap_height_px": 32}, "# + sections + "}") } throws: { error in
            "\(error)".hasPrefix("sections[0].columns[0]: large text draws lines ") && "\(error)".contains("and the column is a strip \(heights.min()!) px tall")
        }
    }

    /// Trial 23 (issue 31): "Room 1" to "Room 5" in a horizontal picker on 240x320 refused large
    /// text, advising column widths that mean nothing to one strip: items widened only for a
    /// title's first three characters. They widen for what tells the titles apart.
    @Test func largeTextWidensItemsForWhatTellsTitlesApart() throws {
        let json = #"{"size": "240x320", "orientation": "horizontal", "theme": {"large_text": true}, "#
            + #""columns": [{"items": ["Room 1", "Room 2", "Room 3", "Room 4", "Room 5"]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        #expect(renderer.largeTextCapHeightPx == 32)
        // Its items are so wide that the band shows one alone: the note says so.
        #expect(renderer.largeTextNote == "large text is on: at 32 px, it shows 1 item whole in sight, where 3 keep one on each side of the band; "
                + "give the picker more width")
        var cut: [String] = []
        renderer.forEachBandTitle(config: config, model: model, limit: 10) { title in
            if title.inkPx > title.roomPx { cut.append(title.text) }
            return true
        }
        #expect(cut.isEmpty, "\(cut)")
    }
}
