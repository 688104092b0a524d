import Testing
@testable import PickerCore

func makeLayout(_ text: String) throws -> (PickerLayout, PickerModel) {
    let config = try parseConfig(text)
    let model = try PickerModel(config: config)
    return (PickerLayout(config: config, model: model), model)
}

@Suite struct LayoutTests {
    @Test func sectionsAndColumnsTileTheWidthWithGaps() throws {
        let (layout, _) = try makeLayout("""
        {"size": "801x480", "section_gap": 10, "row_height": 40, "visible_rows": 5,
         "sections": [{"width": 0.6, "columns": [{"items": ["a"]}, {"items": ["b"]}, {"items": ["c"]}]}, {"width": 0.4, "columns": [{"items": ["d"]}]}]}
        """)
        #expect(layout.viewport == Rect(x: 0, y: 140, width: 801, height: 200))
        #expect(layout.band == Rect(x: 0, y: 220, width: 801, height: 40))
        #expect(layout.columnFrames.map(\.x) == [0, 158, 317, 485])
        #expect(layout.columnFrames.map(\.width) == [158, 159, 158, 316])
        #expect(layout.columnFrames.last!.maxX == 801)
        #expect(layout.sectionFrames[1].x - layout.sectionFrames[0].maxX == 10)
    }

    /// Trial 116: an Arabic setup screen reversed its own columns, widths and date order, as
    /// `theme.direction` mirrors rows alone. `layout_direction: rtl` mirrors the columns and
    /// sections, each keeping its width, and a touch finds the column drawn under it.
    @Test func aRightToLeftLayoutMirrorsColumnsAndSections() throws {
        let sections = #""section_gap": 10, "sections": [{"width": 0.6, "columns": [{"items": ["a"]}, {"items": ["b"]}, {"items": ["c"]}]}, {"width": 0.4, "columns": [{"items": ["d"]}]}]"#
        let (ltr, _) = try makeLayout(#"{"size": "801x480", \#(sections)}"#)
        let (rtl, _) = try makeLayout(#"{"size": "801x480", "layout_direction": "rtl", \#(sections)}"#)
        #expect(rtl.columnFrames.map(\.x) == [643, 484, 326, 0])
        #expect(rtl.columnFrames.map(\.width) == ltr.columnFrames.map(\.width))
        #expect(zip(rtl.columnFrames, ltr.columnFrames).allSatisfy { $0.x == 801 - $1.maxX && $0.y == $1.y && $0.height == $1.height })
        #expect(rtl.sectionFrames[0].maxX == 801 && rtl.sectionFrames[0].x - rtl.sectionFrames[1].maxX == 10)
        #expect(rtl.column(atX: Fixed(800), y: Fixed(240)) == 0 && rtl.column(atX: Fixed(0), y: Fixed(240)) == 3)
        #expect(rtl.band == ltr.band && rtl.viewport == ltr.viewport)
        // A horizontal picker's columns stack top to bottom: no direction moves them.
        let (stacked, _) = try makeLayout(#"{"size": "800x200", "orientation": "horizontal", "layout_direction": "rtl", "row_height": 100, "columns": [{"items": ["a"]}, {"items": ["b"]}]}"#)
        #expect(stacked.columnFrames.map(\.y) == [0, 100] && !stacked.mirrorsColumns)
    }

    /// Mirrored, a time keeps its hour left of its minute, as "18:45" is written in Arabic and
    /// Hebrew too; a 12-hour clock's period goes to the left, where the reader ends.
    @Test func aMirroredTimeKeepsItsHourBeforeItsMinute() throws {
        let (twelve, model) = try makeLayout(#"{"size": "600x300", "layout_direction": "rtl", "sections": [{"columns": [{"items": ["a"]}]}, {"time": {"hours": 12}}]}"#)
        let x = { (id: String) in twelve.columnFrames[model.directory.index(named: id)!].x }
        #expect(x("c0") > x("minute") && x("minute") > x("hour") && x("hour") > x("period"))
        #expect(PickerLayout.shownOrder(count: 2, mirrored: true, isTime: true) == [0, 1])
        #expect(PickerLayout.shownOrder(count: 3, mirrored: true, isTime: false) == [2, 1, 0])
        #expect(PickerLayout.shownOrder(count: 3, mirrored: false, isTime: true) == [0, 1, 2])
    }

    @Test func horizontalPickerScrollsAlongX() throws {
        let (layout, _) = try makeLayout(#"{"size": "800x200", "orientation": "horizontal", "row_height": 100, "visible_rows": 7, "columns": [{"items": ["a"]}, {"items": ["b"]}]}"#)
        #expect(layout.viewport == Rect(x: 50, y: 0, width: 700, height: 200))
        #expect(layout.band == Rect(x: 350, y: 0, width: 100, height: 200))
        #expect(layout.columnFrames == [Rect(x: 50, y: 0, width: 700, height: 100), Rect(x: 50, y: 100, width: 700, height: 100)])
        #expect(layout.column(atX: Fixed(10), y: Fixed(150)) == 1)
    }

    @Test(arguments: [WheelStyle.flat, .wheel])
    func rowUnderAPointIsTheRowDrawnThere(style: WheelStyle) throws {
        let (layout, model) = try makeLayout(#"{"style": "\#(style.rawValue)", "row_height": 50, "visible_rows": 5, "columns": [{"range": {"from": 0, "to": 99}}]}"#)
        let column = model.columns[0]
        let offset = layout.offset(forRow: 10)
        let centre = layout.bandCentrePx
        #expect(layout.row(atX: Fixed(400), y: centre, in: column, offsetPx: offset) == 10)
        var tapped: [Int] = []
        for visible in layout.visibleRows(in: column, offsetPx: offset) {
            guard let screen = layout.projection.screenOffset(forDistance: visible.distancePx.double) else { continue }
            let y = centre + Fixed(ratio: Int64((screen * 1000).rounded()), 1000)
            let row = layout.row(atX: Fixed(400), y: y, in: column, offsetPx: offset)
            #expect(row == visible.row || row == nil)
            tapped += row.map { [$0] } ?? []
        }
        #expect(tapped == [8, 9, 10, 11, 12])
    }

    /// Trial 14 (issue 31): on a 320x240 wheel a tap at y = 216, just below "three", the last
    /// row that could be read, turned the wheel to "four", which the edge fade had all but
    /// hidden. A tap counts only on a row drawn bright enough to see where its centre is.
    @Test func aTapOnARowFadedOutFindsNoRow() throws {
        let (layout, model) = try makeLayout(#"{"size": "320x240", "columns": [{"items": ["one", "two", "three", "four", "five"]}]}"#)
        let rows = (0..<240).map { layout.row(atX: Fixed(160), y: Fixed($0), in: model.columns[0], offsetPx: .zero) }
        #expect(rows[120] == 0)
        #expect(rows[166] == 1)
        #expect(rows[200] == 2)
        #expect(rows[216] == nil)
        #expect(!rows.contains(3))
        #expect(rows[0..<96].allSatisfy { $0 == nil })
    }

    /// With no fade, a row is drawn only where it fits whole (the high-contrast preset), and only
    /// such a row takes a tap; with `dim` 0 only the band's row shows, and takes taps.
    @Test func aTapFindsOnlyRowsTheThemeShows() throws {
        let noFade = try makeLayout(#"{"size": "320x240", "theme": {"fade": 0}, "columns": [{"items": ["a", "b", "c", "d", "e"]}]}"#)
        let shown = (0..<240).compactMap { noFade.0.row(atX: Fixed(160), y: Fixed($0), in: noFade.1.columns[0], offsetPx: .zero) }
        #expect(Set(shown) == [0, 1, 2])
        let noDim = try makeLayout(#"{"size": "320x240", "theme": {"dim": 0}, "columns": [{"items": ["a", "b", "c", "d", "e"]}]}"#)
        let dimmed = (0..<240).compactMap { noDim.0.row(atX: Fixed(160), y: Fixed($0), in: noDim.1.columns[0], offsetPx: .zero) }
        #expect(Set(dimmed) == [0])
    }

    /// Trial 21 (issue 31): with no fade, a wheel's row two from the band, squeezed to 29 of its
    /// 48 px, showed its detail line 4 px tall, as if sliced. Rows with a detail under the title
    /// end what is drawn unless two thirds of them show; one-line rows still need half.
    @Test func rowsWithADetailUnderTheTitleAreDrawnOnlyWhereTheyRead() throws {
        func shownRows(detail: String) throws -> Set<Int> {
            let items = (0..<5).map { #"{"text": "Lab \#($0)"\#(detail)}"# }.joined(separator: ", ")
            let (layout, model) = try makeLayout(#"{"size": "240x320", "theme": {"fade": 0}, "columns": [{"items": [\#(items)], "selected": 2}]}"#)
            return Set((0..<320).compactMap { layout.row(atX: Fixed(120), y: Fixed($0), in: model.columns[0], offsetPx: layout.offset(forRow: 2)) })
        }
        #expect(try shownRows(detail: "") == [0, 1, 2, 3, 4])
        #expect(try shownRows(detail: #", "detail": "WPA2""#) == [1, 2, 3])
    }

    @Test func finiteColumnHasNoRowsBeforeTheFirst() throws {
        let (layout, model) = try makeLayout(#"{"style": "flat", "row_height": 50, "columns": [{"items": ["a", "b", "c"]}]}"#)
        #expect(layout.visibleRows(in: model.columns[0], offsetPx: .zero).map(\.row) == [0, 1, 2])
        #expect(layout.row(atX: Fixed(400), y: layout.bandCentrePx - Fixed(50), in: model.columns[0], offsetPx: .zero) == nil)
    }

    /// Trials 11 and 12 (issue 31): five 48 px rows used 240 of an 800x480 panel's 480 px. Left
    /// out, `visible_rows` fills a tall panel, with an odd count up to nine; a count given stays.
    @Test(arguments: [("800x480", "", 9), ("480x272", "", 5), ("240x320", "", 5), ("320x240", "", 5), ("800x480", #""visible_rows": 5, "#, 5),
                      ("1920x1080", "", 9), ("800x400", "", 7)])
    func visibleRowsLeftOutFillATallPanel(size: String, given: String, rows: Int) throws {
        let (layout, _) = try makeLayout(#"{"size": "\#(size)", \#(given)"columns": [{"range": {"from": 0, "to": 59}}]}"#)
        #expect(layout.viewport.height == min(layout.height, rows * 48))
    }

    @Test func infiniteColumnShowsWrappedNeighbours() throws {
        let (layout, model) = try makeLayout(#"{"style": "flat", "row_height": 50, "visible_rows": 5, "columns": [{"items": ["a", "b", "c"], "infinite": true}]}"#)
        let rows = layout.visibleRows(in: model.columns[0], offsetPx: .zero)
        #expect(rows.map(\.row) == [-3, -2, -1, 0, 1, 2, 3])
        #expect(rows.map { model.columns[0].row($0.row).value } == ["a", "b", "c", "a", "b", "c", "a"])
    }

    @Test func wheelProjectionIsOneToOneAtTheBandAndInvertible() {
        let projection = WheelProjection(style: .wheel, extentPx: 280, depthPx: 1000)
        let near = projection.screenOffset(forDistance: 1)!
        #expect(abs(near - 1) < 0.001)
        for distance in stride(from: -200.0, through: 200.0, by: 17.0) {
            guard let screen = projection.screenOffset(forDistance: distance) else {
                #expect(abs(distance) > projection.horizonDistancePx)
                continue
            }
            #expect(abs(projection.distance(forScreenOffset: screen)! - distance) < 1e-6)
        }
        #expect(projection.maximumScreenOffset < 140)
    }
}
