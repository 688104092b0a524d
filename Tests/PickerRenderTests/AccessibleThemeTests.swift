import PickerCore
import Testing
@testable import PickerRender

/// The high-contrast preset and large text as drawn: what reaches the pixels, not only the config.
@Suite struct AccessibleThemeTests {
    static func highContrast(style: String) -> String {
        #"""
    {"size": "480x300", "style": "\#(style)", "row_height": 40, "visible_rows": 7,
     "columns": [{"items": ["Amsterdam", "Berlin", "Cork", "Dublin", "Essen", "Faro", "Graz", "Hamburg", "Innsbruck"], "selected": 4,
                  "disabled": [0, 3, 5, 8]},
                 {"items": ["Hlll 1", "Hlll 2", {"text": "Hlll 3", "disabled": true}, "Hlll 4", "Hlll 5", "Hlll 6", "Hlll 7"], "selected": 3}],
     "theme": {"preset": "high-contrast"}}
    """#
    }

    /// Every row's strongest ink against the background, found row by row across each column (the
    /// scanlines that show a row, from the renderer's own projection): a row dimmed, faded or shaded
    /// on a wheel would fall below 7:1.
    @Test(arguments: ["wheel", "flat"])
    func everyVisibleRowIsDrawnAtLeastSevenToOne(style: String) throws {
        let fixture = try RenderFixture(AccessibleThemeTests.highContrast(style: style))
        let frame = fixture.frame()
        let (layout, background) = (fixture.layout, fixture.config.theme.background)
        let pitch256 = layout.pitchPx << 8
        let bandEdges = [layout.band.y, layout.band.y + layout.band.height]
        var rowsSeen = 0
        for (column, frameRect) in layout.columnFrames.enumerated() {
            let offset256 = Int(fixture.selectedOffsets[column].raw >> 8)
            var strongest: [Int: Double] = [:]
            for (index, line) in fixture.renderer.layout.lines.enumerated() where line.light256 > 0 {
                let y = layout.viewport.y + index
                // The indicator lines are not text.
                guard !bandEdges.contains(where: { abs($0 - y) <= 3 }) else { continue }
                let content = line.flat256 + offset256 + pitch256 / 2
                let row = content >= 0 ? content / pitch256 : -((-content + pitch256 - 1) / pitch256)
                let best = (frameRect.x..<(frameRect.x + frameRect.width)).map { x in
                    ThemeContrast.ratio(RGBColor(xrgb: frame.xrgb(x: x, y: y)), background)
                }.max() ?? 1
                strongest[row] = max(strongest[row] ?? 1, best)
            }
            for (row, best) in strongest where best > 1 {
                #expect(best >= 7, "\(style): column \(column), row \(row) reaches only \(best):1")
                rowsSeen += 1
            }
        }
        #expect(rowsSeen >= 10, "\(style): \(rowsSeen) rows found")
    }
}

extension AccessibleThemeTests {
    /// Trial 66 measured a high-contrast rich row's trailing text (and detail) at 4.1:1 on a
    /// disabled row and 5.7:1 in an overlay band: the secondary parts were drawn at 176/256 of
    /// full coverage, below what the preset's colours keep 7:1 at. The trailing text ("HHHH", at
    /// the row's end edge, the title "A" at its start) of a disabled row and of the band's row.
    @Test(arguments: ["indicator", "overlay"]) func aRichRowsTrailingTextKeepsSevenToOne(band: String) throws {
        let json = #"""
        {"size": "480x300", "style": "flat", "row_height": 60, "visible_rows": 5,
         "columns": [{"items": [\#((0..<4).map { #"{"text": "A", "value": "\#($0)", "trailing_text": "HHHH", "detail_font_size": 30\#($0 == 1 ? #", "disabled": true"# : "")}"# }.joined(separator: ", "))],
                      "selected": 2, "align": "start"}],
         "theme": {"preset": "high-contrast", "selection": {"style": "\#(band)"}}}
        """#
        let fixture = try RenderFixture(json)
        let frame = fixture.frame()
        // Row 1 (disabled) lies at y 60..<120, the band's row 2 at 120..<180; the band's edges are left out.
        for (name, rows) in [("disabled row", 64..<116), ("band row", 124..<176)] {
            let ground = RGBColor(xrgb: frame.xrgb(x: 240, y: rows.lowerBound + 2))
            let best = rows.flatMap { y in (320..<480).map { x in ThemeContrast.ratio(RGBColor(xrgb: frame.xrgb(x: x, y: y)), ground) } }.max() ?? 1
            #expect(best >= 7, "\(band): the \(name)'s trailing text reaches only \(best):1")
        }
    }
}

extension RGBColor {
    init(xrgb: UInt32) {
        self.init(red: UInt8(xrgb >> 16 & 0xFF), green: UInt8(xrgb >> 8 & 0xFF), blue: UInt8(xrgb & 0xFF))
    }
}

extension AccessibleThemeTests {
    /// A frame of `json` laid out as `panel-picker render` and the library lay it out (large text applied).
    static func sizedFrame(_ json: String) throws -> (config: PickerConfig, layout: PickerLayout, frame: PixelBuffer) {
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let frame = PixelBuffer(width: layout.width, height: layout.height, format: .xrgb8888)
        renderer.render(model: model, offsets: model.columns.map { layout.offset(forRow: $0.selectedRow) }, into: frame)
        return (config, layout, frame)
    }

    /// Scanlines of `rows` (a range of y) in which some pixel of `columns` is at least half way from black to white:
    /// a capital H's height as the eye sees it on a black background.
    static func inkLines(_ frame: PixelBuffer, rows: Range<Int>, columns: Range<Int>) -> [Int] {
        rows.filter { y in
            columns.contains { x in
                let pixel = frame.xrgb(x: x, y: y)
                return max(pixel >> 16 & 0xFF, pixel >> 8 & 0xFF, pixel & 0xFF) >= 128
            }
        }
    }

    /// EN 301 549 5.1.4: with large text, the H in the band and in every whole row of a flat picker is at least
    /// the stated height, and its ink stays inside its row (nothing cut at the band's or the row's edges).
    @Test(arguments: [20, 28, 36, 44, 56, 72], ["wheel", "flat"])
    func largeTextDrawsACapitalHAtLeastTheStatedHeight(capHeightPx: Int, style: String) throws {
        let (config, layout, frame) = try AccessibleThemeTests.sizedFrame("""
        {"size": "480x400", "style": "\(style)", "row_height": 32, "visible_rows": 5,
         "columns": [{"items": [{"text": "H", "value": "0"}, {"text": "H", "value": "1"}, {"text": "H", "value": "2"}, {"text": "H", "value": "3"}, {"text": "H", "value": "4"}, {"text": "H", "value": "5"}, {"text": "H", "value": "6"}], "selected": 3}],
         "theme": {"large_text": true, "large_text_cap_height_px": \(capHeightPx), "dim": 1, "fade": 0, "text": "#ffffff", "selection": {"style": "none"}}}
        """)
        #expect(config.theme.largeText)
        let band = layout.band
        #expect(band.y >= 0 && band.y + band.height <= layout.height, "the band fits on the panel")
        let columns = 0..<layout.width
        // The band's row, and in a flat picker each whole row above and below it in the viewport.
        let reach = style == "flat" ? (layout.viewport.height - band.height) / 2 / layout.pitchPx : 0
        for step in -reach...reach {
            let top = band.y + step * layout.pitchPx
            let lines = AccessibleThemeTests.inkLines(frame, rows: top..<(top + band.height), columns: columns)
            let height = (lines.last ?? 0) - (lines.first ?? 0) + 1
            #expect(!lines.isEmpty && height >= capHeightPx, "\(style), row \(step): an H of \(height) px, \(capHeightPx) asked")
            #expect(lines.first ?? top > top && lines.last ?? top < top + band.height - 1, "\(style), row \(step): the H touches its row's edge")
        }
    }

    /// Trial 55: rows that gave a size of their own (`font_size`, `highlight_font_size`) kept it under
    /// large text, a 15 px H in rows grown for 32. They grow as the theme's size does, and at least
    /// to it; a detail of its own grows by the same factor.
    @Test(arguments: [#""font_size": 22"#, #""font_size": 12"#, #""highlight_font_size": 14, "font_size": 16"#])
    func largeTextGrowsTheSizesRowsGiveOfTheirOwn(ownSizes: String) throws {
        let items = (0..<7).map { #"{"text": "H", "value": "\#($0)", \#(ownSizes)}"# }.joined(separator: ", ")
        let (_, layout, frame) = try AccessibleThemeTests.sizedFrame("""
        {"size": "320x480", "style": "flat", "row_height": 32, "visible_rows": 5, "columns": [{"items": [\(items)], "selected": 3}],
         "theme": {"large_text": true, "dim": 1, "fade": 0, "text": "#ffffff", "selection": {"style": "none"}}}
        """)
        let band = layout.band
        for step in -1...1 {
            let top = band.y + step * layout.pitchPx
            let lines = AccessibleThemeTests.inkLines(frame, rows: top..<(top + band.height), columns: 0..<layout.width)
            let height = (lines.last ?? 0) - (lines.first ?? 0) + 1
            #expect(!lines.isEmpty && height >= 32, "\(ownSizes), row \(step): an H of \(height) px, 32 asked")
        }
    }

    @Test func largeTextGrowsARowsOwnDetailByTheThemesFactor() {
        let growth = LargeTextGrowth(regularPx: (from: 20, to: 46), highlightPx: (from: 20, to: 48))
        #expect(growth.detailPx(14, highlighted: false) == 33)
        #expect(growth.titlePx(30, highlighted: false) == 69)
        #expect(growth.titlePx(10, highlighted: true) == 48)
    }

    @Test func largeTextOffLeavesTheRowsAsTheyWere() throws {
        let json = #"{"size": "480x400", "row_height": 32, "columns": [{"items": ["H"]}], "theme": {"large_text_cap_height_px": 72}}"#
        let (config, layout, _) = try AccessibleThemeTests.sizedFrame(json)
        #expect(layout.rowHeightPx == 32 && config.theme.fontSizePx == nil)
    }

    @Test func largeTextTooTallForThePanelNamesTheKey() throws {
        let json = #"{"size": "480x120", "columns": [{"items": ["H"]}], "theme": {"large_text": true, "large_text_cap_height_px": 120}}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        #expect {
            _ = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        } throws: { error in
            "\(error)".contains("theme.large_text_cap_height_px: a capital H of 120 px needs rows of")
                && "\(error)".contains("the picker is 120 px tall")
        }
    }

    /// Trial 20 (issue 31): large text refused most two- and three-column pickers below 800x480,
    /// so a kiosk whose config turned it on did not start. With no H given, the default 32 px is a
    /// target: the thermostat on 320x240 takes an H that keeps "Liv…" whole, taller than the rows'
    /// own and drawn at least that tall, and says why it is not 32. Of those it takes the tallest
    /// that cuts no more titles than an H half again the rows' own (trial 26: "Livi…" and
    /// "Kitc…" where a smaller H kept "Kitchen" whole; WCAG 1.4.4, larger "without loss of content").
    @Test func largeTextAtTheDefaultHeightTakesTheTallestThePanelKeepsReadable() throws {
        func config(largeText: Bool, capHeightPx: Int?) throws -> PickerConfig {
            let capHeight = capHeightPx.map { #", "large_text_cap_height_px": \#($0)"# } ?? ""
            let json = #"""
            {"size": "320x240", "theme": {"large_text": \#(largeText)\#(capHeight)},
             "columns": [{"id": "room", "items": ["Living room", "Kitchen", "Bedroom"]},
                         {"id": "temp", "range": {"from": 16, "to": 28, "format": "%d °C"}}, {"id": "mode", "items": ["Heat", "Cool"]}]}
            """#
            return try PickerConfig.parse(Array(json.utf8), directory: "")
        }
        func sized(largeText: Bool = true, capHeightPx: Int?) throws -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer) {
            let config = try config(largeText: largeText, capHeightPx: capHeightPx)
            return try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        }
        let chosen = try sized(capHeightPx: nil), lowered = chosen.renderer
        let capHeightPx = try #require(lowered.largeTextCapHeightPx)
        let rowsOwn = PickerRenderer.capHeight(of: try sized(largeText: false, capHeightPx: nil).renderer.theme.font)
        #expect(capHeightPx > rowsOwn && capHeightPx < 32, "an H of \(capHeightPx) px, the rows' own \(rowsOwn)")
        #expect(PickerRenderer.capHeight(of: lowered.theme.highlightFont) > capHeightPx)
        #expect(PickerRenderer.capHeight(of: lowered.theme.font) > capHeightPx)
        #expect(lowered.largeTextNote?.hasPrefix("large text is on: a capital H of \(capHeightPx) px, not the default 32: at 32 px, "
                                                 + #"columns[0]: large text cuts "Living room""#) == true, "\(lowered.largeTextNote ?? "")")
        // The tallest: one pixel more, given, cuts more titles; the default, given, is refused.
        func cut(_ sized: (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer), capHeightPx: Int) throws -> [String] {
            try sized.renderer.largeTextLosses(config: config(largeText: true, capHeightPx: capHeightPx), model: sized.model).cut.map(\.text)
        }
        let taller = try sized(capHeightPx: capHeightPx + 1)
        #expect(try cut(taller, capHeightPx: capHeightPx + 1).count > cut(chosen, capHeightPx: capHeightPx).count)
        #expect(try cut(chosen, capHeightPx: capHeightPx) == ["Living room"], "Kitchen and Bedroom whole")
        #expect(lowered.largeTextNote?.contains("at \(capHeightPx) px, columns[0]: large text cuts \"Living room\" to ") == true)
        #expect(throws: RenderError.self) { _ = try sized(capHeightPx: 32) }
        // Given, the same H is drawn as asked, and says what it cuts, with the advice that fits it.
        let given = try sized(capHeightPx: capHeightPx).renderer.largeTextNote ?? ""
        #expect(given.hasPrefix("large text is on: at \(capHeightPx) px, columns[0]: large text cuts \"Living room\"")
                && given.hasSuffix("; give the column more width, or large text a shorter capital H"), "\(given)")
    }

    /// Trial 27: a French date under large text on 480x272 showed "septe…" and said nothing. A date
    /// whose widest value is cut is a loss large text weighs as one: here no H from half again the
    /// rows' own up keeps "septembre" whole, so the default stays, and the note says what is cut.
    @Test func aDateLargeTextCutsIsNamedInTheNote() throws {
        let config = try PickerConfig.parse(Array(#"{"size": "480x272", "theme": {"large_text": true}, "sections": [{"date": {"month_names": "fr"}}]}"#.utf8),
                                            directory: "")
        let sized = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        #expect(sized.renderer.datesCut(config: config, model: sized.model) == [0])
        #expect(sized.renderer.largeTextNote == "large text is on: at 32 px, sections[0].date: large text cuts its widest year, month or day in the band's "
                + "46 px font, as it does at every capital H down to half again the rows' own; give the date more width")
        let roomy = try PickerRenderer.sizing(config: config, model: PickerModel(config: config), width: 640, height: 272)
        #expect(roomy.renderer.datesCut(config: config, model: roomy.model).isEmpty && roomy.renderer.largeTextNote == nil)
    }

    /// Trial 26: hours and minutes beside a date under large text on 320x240 stood 7 px apart in a
    /// 30 px font and read "0000". Neighbouring columns keep at least a space between them, as words do.
    @Test func neighbouringColumnsStandASpaceApart() throws {
        let json = #"""
        {"size": "320x240", "theme": {"large_text": true}, "sections": [{"date": {"selected": "2024-10-30", "order": "dmy"}},
         {"columns": [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}}, {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}}]}]}
        """#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let renderer = try PickerRenderer.sizing(config: config, model: PickerModel(config: config)).renderer
        let font = renderer.theme.highlightFont
        let space = TextRun("0 0", font: font, direction: .ltr).width26 / 64 - TextRun("00", font: font, direction: .ltr).width26 / 64
        #expect(2 * renderer.paddingPx >= space, "\(renderer.paddingPx) px each side, a space is \(space) px")
    }

    /// Trial 22 (issue 31): large text on 320x240 drew "Room 1" to "Room 5" all as "Roo…": three
    /// characters keep "Kitchen" and "Kids room" apart, not those. A cut keeps what tells a title
    /// from its column's others, so the default H comes down until the rooms are whole.
    @Test func largeTextKeepsTitlesThatDifferLateWholeEnoughToTellApart() throws {
        #expect(PickerRenderer.tellingApartLengths(["Kitchen", "Kids room", "Room 1", "Room 2", "A", "Room"]) == [3, 3, 6, 6, 1, 4])
        let json = #"{"size": "320x240", "theme": {"large_text": true}, "columns": [{"items": ["Room 1", "Room 2", "Room 3", "Room 4", "Room 5"]}, "#
            + #"{"items": ["Level 1", "Level 2", "Level 3"]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        #expect((renderer.largeTextCapHeightPx ?? 32) < 32)
        var cut: [String] = []
        renderer.forEachBandTitle(config: config, model: model, limit: 10) { title in
            if title.inkPx > title.roomPx { cut.append(title.text) }
            return true
        }
        #expect(cut.isEmpty, "\(cut)")
        #expect(renderer.largeTextNote?.contains(#"where a title needs what tells it from the column's other titles, whole ("Room 1""#) == true)
    }

    /// Trial 23 (issue 31): large text on 320x240 drew "Kolkata" alone in the band, its "UTC+5:30"
    /// left out, while the rows beside kept "UTC+1". The default H comes down until no more rows
    /// lose their trailing text than at half again the rows' own H, and the note says which still do.
    @Test(arguments: ["320x240", "240x320"]) func largeTextComesDownToKeepTrailingTextsInTheBand(size: String) throws {
        func config(largeText: Bool) throws -> PickerConfig {
            let zones = [("Kolkata", "India", "UTC+5:30"), ("Berlin", "Germany", "UTC+1"), ("Kathmandu", "Nepal", "UTC+5:45"),
                         ("Tokyo", "Japan", "UTC+9"), ("Chatham Islands", "New Zealand", "UTC+12:45")]
            let items = zones.map { #"{"text": "\#($0.0)", "detail": "\#($0.1)", "detail_position": "after", "trailing_text": "\#($0.2)"}"# }
            let json = #"{"size": "\#(size)", "theme": {"large_text": \#(largeText)}, "columns": [{"id": "tz", "items": ["#
                + items.joined(separator: ", ") + "]}]}"
            return try PickerConfig.parse(Array(json.utf8), directory: "")
        }
        let large = try config(largeText: true)
        let (model, _, renderer) = try PickerRenderer.sizing(config: large, model: PickerModel(config: large))
        let capHeightPx = try #require(renderer.largeTextCapHeightPx)
        let plain = try config(largeText: false)
        let rowsOwn = PickerRenderer.capHeight(of: try PickerRenderer.sizing(config: plain, model: PickerModel(config: plain)).renderer.theme.font)
        #expect(capHeightPx < 32 && capHeightPx >= rowsOwn * 3 / 2, "an H of \(capHeightPx) px, the rows' own \(rowsOwn)")
        let leftOut = renderer.largeTextLeftOut(config: large, model: model).map(\.text)
        #expect(!leftOut.contains("Tokyo") && !leftOut.contains("Berlin"), "\(leftOut)")
        if size == "320x240" { #expect(!leftOut.contains("Kolkata"), "\(leftOut)") }
        #expect(renderer.largeTextNote?.hasPrefix(#"large text is on: a capital H of \#(capHeightPx) px, not the default 32: at 32 px, columns[0]: large text leaves "UTC+5:30" out beside "Kolkata""#) == true,
                "\(renderer.largeTextNote ?? "")")
        if let first = leftOut.first {
            #expect(renderer.largeTextNote?.contains(#"at \#(capHeightPx) px, columns[0]: large text leaves"#) == true)
            #expect(renderer.largeTextNote?.contains(#"beside "\#(first)""#) == true)
        }
    }

    /// Trial 74 (issue 31): a treadmill's speed column lost "km/h" in every row under large text;
    /// a unit is part of the value. With `large_text_keeps_trailing_text` the H comes down below
    /// half again the rows' own where it must, and keeps every unit in the band.
    @Test func largeTextThatMustKeepTrailingTextsComesDownAsFarAsItMay() throws {
        func sized(keeps: Bool) throws -> (PickerConfig, PickerRenderer.Sized) {
            let speeds = (8...200).map { #"{"text": "\#($0 / 10),\#($0 % 10)", "trailing_text": "km/h"}"# }
            let json = #"{"size": "768x340", "style": "flat", "theme": {"large_text": true, "large_text_keeps_trailing_text": \#(keeps)}, "#
                + #""columns": [{"items": ["Fat burn", "Hill climb"], "width": 0.6}, {"items": ["#
                + speeds.joined(separator: ", ") + #"], "width": 0.18, "align": "end"}, {"items": ["0", "1"], "width": 0.22}]}"#
            let config = try PickerConfig.parse(Array(json.utf8), directory: "")
            return (config, try PickerRenderer.sizing(config: config, model: PickerModel(config: config)))
        }
        let (mayLeave, leaving) = try sized(keeps: false), (mustKeep, keeping) = try sized(keeps: true)
        #expect(!leaving.renderer.largeTextLeftOut(config: mayLeave, model: leaving.model).isEmpty, "the default leaves \"km/h\" out")
        #expect(keeping.renderer.largeTextLeftOut(config: mustKeep, model: keeping.model).isEmpty)
        let (kept, left) = (try #require(keeping.renderer.largeTextCapHeightPx), try #require(leaving.renderer.largeTextCapHeightPx))
        #expect(kept < left, "an H of \(kept) px keeps the units, \(left) px does not")
        #expect(keeping.renderer.largeTextNote?.contains("as it does at every capital H") == false, "\(keeping.renderer.largeTextNote ?? "")")
    }

    /// Large text that must keep its trailing texts, where it cannot, is refused naming the row:
    /// at a capital H the config gives, and where even one pixel above the rows' own leaves one out.
    @Test(arguments: [(#", "large_text_cap_height_px": 40"#, "the capital H given"),
                      ("", "every capital H down to one pixel above the rows' own")])
    func largeTextThatCannotKeepATrailingTextIsRefused(capHeight: String, at: String) throws {
        let json = #"{"size": "320x240", "theme": {"large_text": true, "large_text_keeps_trailing_text": true\#(capHeight)}, "#
            + #""columns": [{"items": [{"text": "Kathmandu Valley", "trailing_text": "UTC+5:45"}, "Berlin"]}, {"items": ["1", "2"]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let error = #expect(throws: RenderError.self) { try PickerRenderer.sizing(config: config, model: PickerModel(config: config)) }
        let message = error?.message ?? ""
        #expect(message.hasPrefix(#"columns[0]: large text leaves "UTC+5:45" out beside "Kathmandu Valley""#), "\(message)")
        #expect(message.hasSuffix(#"as it does at \#(at); give the column more width, or let large text leave trailing text out (theme.large_text_keeps_trailing_text: false)"#),
                "\(message)")
    }

    /// Trial 79 (issue 31): a museum's time slots under large text lost "4 left" and "sold out"
    /// from the band, and `largeTextNote` was nil. A detail cut counts as a loss: the H comes down
    /// to keep it where a lower H does, and the note names it where none does.
    @Test(arguments: [(800, true), (600, false)]) func largeTextKeepsDetailsOrSaysItCutsThem(width: Int, kept: Bool) throws {
        let slots = [("09:30", "2 left", "€10"), ("10:00", "4 left", "€12"), ("11:00", "sold out", "€14"), ("11:30", "9 left", "€14")]
        let items = slots.map { #"{"text": "\#($0.0)", "detail": "\#($0.1)", "detail_position": "after", "trailing_text": "\#($0.2)"}"# }
        let json = #"{"size": "\#(width)x250", "row_height": 48, "theme": {"large_text": true}, "columns": [{"items": ["#
            + items.joined(separator: ", ") + #"], "selected": 1, "width": 0.5}, {"items": ["Adult", "Student", "Child"], "width": 0.5}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        let (model, _, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let cut = renderer.largeTextLosses(config: config, model: model).detailsCut.compactMap(\.detailCut)
        let note = renderer.largeTextNote ?? ""
        if kept {
            #expect(cut.isEmpty && (renderer.largeTextCapHeightPx ?? 32) < 32, "\(cut), an H of \(renderer.largeTextCapHeightPx ?? 32) px")
            #expect(note.contains(#"at 32 px, columns[0]: large text cuts the detail "sold out" beside "11:00""#), "\(note)")
        } else {
            #expect(cut.contains("4 left"), "\(cut)")
            #expect(note.hasPrefix(#"large text is on: at 32 px, columns[0]: large text cuts the detail "2 left" beside "09:30" (and 3 more rows')"#), "\(note)")
        }
    }

    /// A three-row widget with the high-contrast preset and large text: rows grown past a third of
    /// the picker left no neighbour whole, and with no fade the picker drew its band alone, a
    /// label, and said nothing. It draws the nearest rows cut by its edges, as a fade does, and
    /// the note says how many rows are whole in sight.
    @Test(arguments: [true, false])
    func aThreeRowWidgetWithLargeTextShowsItsNeighboursAndSaysSo(highContrast: Bool) throws {
        let preset: String = highContrast ? #""preset": "high-contrast", "# : ""
        let items = #"["Espresso", "Lungo", "Ristretto", "Americano", "Cortado"]"#
        let json = #"{"size": "320x150", "visible_rows": 3, "theme": {\#(preset)"large_text": true}, "columns": [{"items": \#(items), "selected": 2}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let sized = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        let layout = sized.layout
        let pitch256 = Double(layout.pitchPx * 256)
        var rowsDrawn: Set<Int> = []
        for line in layout.lines where line.light256 > 0 {
            let row: Double = Double(line.flat256) / pitch256
            rowsDrawn.insert(Int(row.rounded()))
        }
        #expect(rowsDrawn == [-1, 0, 1], "rows drawn at rest: \(rowsDrawn.sorted())")
        let note: String = sized.renderer.largeTextNote ?? "no note"
        let said = "it shows 1 row whole in sight, where 3 keep one on each side of the band; give the picker more height"
        #expect(note.hasSuffix(said), "\(note)")
    }

    /// Trial 25: a Wi-Fi list with large text on 480x272 grew its rows so tall that one was in
    /// sight, the selected network with no neighbour. The default H comes down until a row on
    /// each side of the band is in sight, as at half again the rows' own H.
    @Test func largeTextKeepsARowInSightOnEachSideOfTheBand() throws {
        let names = ["home-5G", "office", "cafe-guest", "Airport_Free_WiFi_Long_Name", "neighbour", "printer-direct", "garage"]
        let items = names.map { #"{"text": "\#($0)", "detail": "WPA2 · 5 GHz", "trailing_text": "-60 dBm", "leading_image": "icons/signal-3.png"}"# }
        let json = #"{"size": "480x272", "theme": {"preset": "high-contrast", "large_text": true}, "columns": [{"align": "start", "items": ["#
            + items.joined(separator: ", ") + "]}]}"
        let config = try PickerConfig.parse(Array(json.utf8), directory: RenderFixture.goldenDirectory)
        let sized = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        #expect(PickerRenderer.LargeTextCost(sized, config: config).rowsInSight >= 3)
        #expect((sized.renderer.largeTextCapHeightPx ?? 32) < 32)
    }
}
