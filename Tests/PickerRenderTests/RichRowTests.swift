import PickerCore
import Testing
@testable import PickerRender

/// Where a rich row's parts land, measured on the frame: one column of one row in the band,
/// green text on black with no band decoration, so every lit pixel is the row's.
@Suite struct RichRowTests {
    private static func fixture(_ item: String, style: String = "flat", width: Int = 240) throws -> RenderFixture {
        try RenderFixture("""
            {"size": "\(width)x120", "style": "\(style)", "row_height": 40, "visible_rows": 3,
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
        // The glyph's last columns of coverage may be too faint to survive the dimming ("1" ends in
        // two such columns at this size): two pixels of slack.
        #expect((innerRight - 3)...(innerRight - 1) ~= rightmost)
    }

    /// Trial 24: where other rows have a 24x32 lock, a row without one ends its trailing text in
    /// the lock's place, as wide as the lock is drawn (21 px in a 40 px row), not a square of the
    /// icon height: large text left 50 px empty there. Red locks, green text.
    @Test func aTrailingIconsPlaceIsAsWideAsTheIconAsDrawn() throws {
        let fixture = try RenderFixture("""
            {"size": "320x120", "style": "flat", "row_height": 40, "visible_rows": 3, "theme": {"font_size": 14,
             "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}},
             "columns": [{"align": "left", "selected": 1, "items": [{"text": "home", "trailing_text": "-48 dBm", "trailing_image": "icons/lock.png"},
               {"text": "cafe", "trailing_text": "-71 dBm"}]}]}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.layout.columnFrames[0]
        let innerRight = frame.x + frame.width - fixture.renderer.paddingPx
        let buffer = fixture.frame()
        let rightmost = try #require(Self.points(buffer, band: fixture.layout.band) { $0 & 0x00ff00 != 0 }.map(\.x).max())
        // Icons stand at most seven tenths of the 40 px row tall: the 24x32 lock is drawn 21x28.
        let lockPx = 21
        #expect(innerRight - rightmost <= lockPx + 12, "\"-71 dBm\" ends \(innerRight - rightmost) px from the edge; the lock is \(lockPx) px")
    }

    /// The trailing text takes what the title leaves, not a quarter of the row while the rest stands empty.
    @Test func trailingTextTakesTheRoomTheTitleDoesNotNeed() throws {
        let fixture = try Self.fixture(#"{"text": "x", "trailing_text": "-48 dBm WPA3 5 GHz"}"#)
        let frame = fixture.layout.columnFrames[0]
        let innerRight = frame.x + frame.width - fixture.renderer.paddingPx
        // The title "x" ends before x = 40; what lies right of that is the trailing text.
        let trailing = Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }.map(\.x).filter { $0 > 40 }
        let width = innerRight - (try #require(trailing.min()))
        #expect(width > frame.width / 2, "the trailing text is \(width) px wide in a \(frame.width) px row")
    }

    @Test func aLongTitleStillLeavesATrailingTextThatFitsAQuarter() throws {
        let fixture = try Self.fixture(#"{"text": "A network name far too long for any row", "trailing_text": "5 GHz"}"#)
        let frame = fixture.layout.columnFrames[0]
        let innerRight = frame.x + frame.width - fixture.renderer.paddingPx
        let lit = Set(Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }.map(\.x))
        // The gap between the title's ink and the trailing text's: the columns at three quarters of the row.
        let quarter = innerRight - frame.width / 4
        let gapColumns = ((quarter - 12)..<(quarter - 2)).filter { !lit.contains($0) }
        #expect(!gapColumns.isEmpty, "the title stops short of the trailing text's quarter")
    }

    /// Trial 8 (issue 31): "Home" was cut to "Ho…" beside "-48…"; a trailing text that could only be
    /// cut beside a title cut too is left out, and the title takes the row, as if it had none.
    @Test func aTrailingTextThatWouldBeCutBesideACutTitleIsLeftOut() throws {
        let title = #""text": "A network name far too long for any row""#
        let withTrailing = try Self.fixture("{\(title), \"trailing_text\": \"-48 dBm WPA3 5 GHz\"}")
        let without = try Self.fixture("{\(title)}")
        let drawn = [withTrailing, without].map { fixture in
            let frame = fixture.frame()
            return (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.xrgb(x: $0, y: y) } }
        }
        #expect(drawn[0] == drawn[1])
    }

    /// Trial 18 (issue 31): "UTC+5:30" was cut to "UTC+5…", which reads as another offset. A
    /// trailing text with a digit is whole or left out; one of words is still cut.
    @Test(arguments: [("UTC+5:30", false), ("Newfoundland", true)])
    func aTrailingNumberIsWholeOrLeftOut(trailing: String, drawnCut: Bool) throws {
        let withTrailing = try Self.fixture(#"{"text": "Kolkata", "trailing_text": ""# + trailing + #""}"#, width: 210)
        let without = try Self.fixture(#"{"text": "Kolkata"}"#, width: 210)
        let drawn = [withTrailing, without].map { fixture in
            let frame = fixture.frame()
            return (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.xrgb(x: $0, y: y) } }
        }
        #expect((drawn[0] != drawn[1]) == drawnCut)
    }

    /// Trial 21 (issue 31): "office-guest-network" was drawn whole beside no "-60 dBm". A number
    /// takes its quarter from a title the row would hold alone, while the title keeps half of itself.
    @Test(arguments: [(340, true), (200, false)])
    func aNumberBesideATitleThatFitsAloneIsKept(width: Int, drawn: Bool) throws {
        func fixture(_ item: String) throws -> RenderFixture {
            try RenderFixture("""
                {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [\(item)], "align": "left"}],
                 "theme": {"font_size": 24, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
                """, directory: RenderFixture.goldenDirectory)
        }
        let title = #""text": "office-guest-network""#
        let frames = try [fixture("{\(title), \"trailing_text\": \"-60 dBm\"}"), fixture("{\(title)}")].map { fixture in
            let frame = fixture.frame()
            return (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.xrgb(x: $0, y: y) } }
        }
        #expect((frames[0] != frames[1]) == drawn)
    }

    /// Trial 11 (issue 31): in a centred column, "Garage" with its detail sat at the left edge under
    /// a centred "Study". A rich row with nothing at its far end is aligned as a plain row is.
    @Test(arguments: [#"{"text": "Garage", "detail": "0 devices"}"#, #"{"text": "Garage", "detail": "0 devices", "detail_position": "after"}"#,
                      #"{"text": "Garage", "leading_image": "icons/signal-3.png", "detail": "0 devices"}"#])
    func aRichRowWithNoTrailingPartIsCentredInACentredColumn(item: String) throws {
        let fixture = try RenderFixture("""
            {"size": "320x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [\(item)]}],
             "theme": {"font_size": 20, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let xs = Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }.map(\.x)
        let (first, last) = (try #require(xs.min()), try #require(xs.max()))
        #expect(abs((first + last) - 320) <= 4, "ink from x = \(first) to \(last) in a 320 px column")
    }

    /// The first and last x of a row's title ink (green) and of its detail or trailing text (blue),
    /// the row alone in the band of a 320 px column aligned `align`.
    private static func titleAndSecondaryInk(_ item: String, align: String) throws -> (title: (Int, Int), secondary: (Int, Int)) {
        let fixture = try RenderFixture("""
            {"size": "320x160", "style": "flat", "row_height": 48, "visible_rows": 3, "columns": [{"items": [\(item)], "align": "\(align)"}],
             "theme": {"text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame(), band = fixture.layout.band
        let title = points(frame, band: band) { $0 & 0x00ff00 != 0 }.map(\.x)
        let secondary = points(frame, band: band) { $0 & 0x0000ff != 0 && $0 & 0x00ff00 == 0 }.map(\.x)
        return ((try #require(title.min()), try #require(title.max())), (try #require(secondary.min()), try #require(secondary.max())))
    }

    /// Trial 74 (issue 31): an end-aligned speed column drew "8.5" at the column's start and "km/h"
    /// 120 px away at its end. A row that spans its column puts its title against its trailing text
    /// where the column is aligned to that end (`right` in a left-to-right row, `left` in a
    /// right-to-left one), and at its start otherwise. Green title, blue trailing text.
    @Test(arguments: [("8.5", "end", true), ("8.5", "right", true), ("8.5", "left", false), ("8.5", "start", false),
                      ("שמונה", "left", true), ("שמונה", "end", true), ("שמונה", "right", false)])
    func aTitleEndsAgainstItsTrailingTextInAColumnAlignedToThatEnd(title: String, align: String, against: Bool) throws {
        let ((titleFirst, titleLast), (unitFirst, unitLast)) = try Self.titleAndSecondaryInk(
            ##"{"text": "\##(title)", "trailing_text": "km/h", "detail_color": "#0000ff"}"##, align: align)
        let rightToLeft = title.unicodeScalars.first!.value >= 0x590
        #expect(rightToLeft ? unitLast < titleFirst : titleLast < unitFirst, "the unit is at the row's end")
        let between = rightToLeft ? titleFirst - unitLast : unitFirst - titleLast
        if against {
            #expect(between <= 20, "\(align): \"\(title)\" ends \(between) px from \"km/h\"")
        } else {
            #expect(between >= 120, "\(align): \"\(title)\" begins at the start, \(between) px from \"km/h\"")
        }
    }

    /// Trial 76 (issue 31): a centred column drew "12" over "withdrawn" as one block centred by its
    /// wider line, so "12" stood left of "17" over "day" in the next row. A row with no trailing
    /// part aligns each of its lines as the column aligns rows. Green title, blue detail.
    @Test(arguments: ["center", "end", "start"])
    func eachLineOfARowWithNoTrailingPartIsAlignedAsTheColumn(align: String) throws {
        let ((titleFirst, titleLast), (detailFirst, detailLast)) = try Self.titleAndSecondaryInk(
            ##"{"text": "12", "detail": "withdrawn", "detail_color": "#0000ff"}"##, align: align)
        switch align {
        case "center": #expect(abs((titleFirst + titleLast) - (detailFirst + detailLast)) <= 3, "\(titleFirst)...\(titleLast) over \(detailFirst)...\(detailLast)")
        case "end": #expect(abs(titleLast - detailLast) <= 2, "\"12\" ends at \(titleLast), \"withdrawn\" at \(detailLast)")
        default: #expect(abs(titleFirst - detailFirst) <= 2, "\"12\" starts at \(titleFirst), \"withdrawn\" at \(detailFirst)")
        }
    }

    /// Trial 21 (issue 31): in a centred column, "Kolkata" in the band, its "UTC+5:30" left out for
    /// room, was drawn centred while "Berlin" with "UTC+1" started at the column's edge. A row whose
    /// trailing text is left out keeps the place its title has beside it.
    @Test(arguments: ["flat", "wheel"])
    func aRowWhoseTrailingTextIsLeftOutKeepsItsTitlesPlace(style: String) throws {
        let fixture = try RenderFixture("""
            {"size": "210x120", "style": "\(style)", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
              {"text": "Kolkata", "trailing_text": "UTC+5:30"}, {"text": "Berlin", "trailing_text": "UTC+1"}]}],
             "theme": {"font_size": 24, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let starts = try [0, 1].map { row in
            let frame = fixture.frame(offsets: [fixture.layout.offset(forRow: row)])
            return try #require(Self.points(frame, band: fixture.layout.band) { $0 != 0 }.map(\.x).min())
        }
        let kolkata = Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }.map(\.x)
        let extent = (kolkata.max() ?? 0) - (kolkata.min() ?? 0)
        #expect(extent < 110, "UTC+5:30 is left out: ink \(extent) px across")
        #expect(abs(starts[0] - starts[1]) <= 2, "the titles start at x = \(starts)")
    }

    /// Trial 11 (issue 31): "-71 dBm" in a row without a lock ended 40 px right of "-60 dBm" beside
    /// one. In a column where some row has a trailing icon, every trailing text ends in one line.
    @Test(arguments: ["flat", "wheel"])
    func trailingTextsEndInOneLineBesideIconsOrNot(style: String) throws {
        let fixture = try RenderFixture("""
            {"size": "320x120", "style": "\(style)", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
              {"text": "home", "trailing_text": "-60 dBm", "trailing_image": "icons/lock.png"}, {"text": "cafe", "trailing_text": "-71 dBm"}],
              "align": "left"}],
             "theme": {"font_size": 20, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        // The rightmost pixel of green (text) ink in the band, with row 0 there and then row 1.
        let ends = try [0, 1].map { row in
            let frame = fixture.frame(offsets: [fixture.layout.offset(forRow: row)])
            return try #require(Self.points(frame, band: fixture.layout.band) { $0 != 0 && $0 & 0xFF00FF == 0 }.map(\.x).max())
        }
        #expect(abs(ends[0] - ends[1]) <= 2, "the trailing texts end at x = \(ends)")
    }

    /// Trial 17 (issue 31): with a detail after the title, "-48 dBm" stood 3 px above "home-5G" and
    /// "WPA2 · 5 GHz" beside it: centred in its smaller font. A trailing text is on the title's baseline.
    @Test(arguments: [#", "detail": "CD", "detail_position": "after""#, ""])
    func aTrailingTextSitsOnTheTitlesBaseline(detail: String) throws {
        let fixture = try Self.fixture("{\"text\": \"AH\"\(detail), \"trailing_text\": \"EF\"}")
        let ink = Self.points(fixture.frame(), band: fixture.layout.band) { $0 != 0 }
        // No letter here descends: each text's lowest ink is its baseline.
        let (left, right) = (ink.filter { $0.x < 150 }.map(\.y).max(), ink.filter { $0.x >= 150 }.map(\.y).max())
        #expect(left != nil && left == right, "the title's ink ends at y = \(left ?? -1), the trailing text's at \(right ?? -1)")
    }

    /// Trial 18 (issue 31): on a wheel, "UTC-8" at the right end of a row two rows from the band
    /// leaned like italics beside an upright title: each scanline was narrowed by its own
    /// perspective. A row is narrowed by its centre's, so an upright stroke stays upright.
    @Test func aWheelRowsFarEndIsNotSlanted() throws {
        let items = (0..<6).map { #"{"text": "a\#($0)", "trailing_text": "I"}"# }.joined(separator: ", ")
        let fixture = try RenderFixture("""
            {"size": "400x320", "style": "wheel", "row_height": 40, "visible_rows": 7,
             "columns": [{"items": [\(items)], "align": "left"}],
             "theme": {"font_size": 30, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame(), band = fixture.layout.band
        // The "I" of the row two below the band: its stroke's right edge on each of its scanlines.
        let rows = (band.maxY + 40)..<min(frame.height, band.maxY + 80)
        let edges = rows.compactMap { y in (200..<400).last { frame.xrgb(x: $0, y: y) & 0xFF00 >= 0x8000 } }
        #expect(edges.count >= 8 && (edges.max() ?? 0) - (edges.min() ?? 0) <= 1, "the stroke's right edge at x = \(edges)")
    }

    /// Trial 18 (issue 31): "Hidden ne…" stood beside 100 px kept clear for other rows' icons. A
    /// plain row starts where its own content does where the column's shared title start would cut it.
    @Test(arguments: [(225, true), (400, false)])
    func aPlainTitleLeavesTheSharedStartRatherThanBeCut(width: Int, ownStart: Bool) throws {
        let fixture = try RenderFixture("""
            {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
              {"text": "lab", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}, "Hidden network"],
              "align": "left", "selected": 1}],
             "theme": {"font_size": 20, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        var whole = false
        fixture.renderer.forEachBandTitle(config: fixture.config, model: fixture.model, limit: 10) { title in
            if title.text == "Hidden network" { whole = title.inkPx <= title.roomPx }
            return true
        }
        let frame = fixture.frame(), left = fixture.layout.columnFrames[0].x + fixture.renderer.paddingPx
        let inkStart = try #require(Self.points(frame, band: fixture.layout.band) { $0 != 0 }.map(\.x).min())
        #expect(whole, "\(width): \"Hidden network\" is cut")
        #expect((inkStart - left <= 3) == ownStart, "\(width): the title's ink starts \(inkStart - left) px into the column")
    }

    /// Trial 16 (issue 31): at 240x320 "cafe-guest" read "-71 d…" in the band, kept clear of the
    /// locks' place beside it though it has no lock. A row with no trailing icon gives the place up
    /// where its trailing text would be cut in it: it draws as in a column with no lock at all.
    @Test(arguments: [210, 240])
    func aRowWithNoIconGivesUpTheIconPlaceRatherThanCutItsTrailingText(width: Int) throws {
        func band(lock: String) throws -> [UInt32] {
            let fixture = try RenderFixture("""
                {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
                  {"text": "home", "trailing_text": "-60 dBm"\(lock)}, {"text": "cafe-guest", "trailing_text": "-71 dBm"}],
                  "align": "left", "selected": 1}],
                 "theme": {"font_size": 20, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
                """, directory: RenderFixture.goldenDirectory)
            let frame = fixture.frame(), band = fixture.layout.band
            return (band.y..<(band.y + band.height)).flatMap { y in (0..<frame.width).map { frame.xrgb(x: $0, y: y) } }
        }
        #expect(try band(lock: #", "trailing_image": "icons/lock.png""#) == band(lock: ""))
    }

    /// Trial 11 (issue 31): a title was cut to "o…" between a signal icon and a lock. Icons that
    /// would cut a title below its first three characters are left out, the leading one first
    /// (trial 12: the lock is what a user looks for), decided in the band's font so that the row
    /// shows the same parts in the band and out of it.
    @Test func iconsGoBeforeATitlesFirstThreeCharactersDo() throws {
        /// The x of each icon pixel in the band (the text is pure green; the icons are grey and yellow).
        func iconColumns(width: Int) throws -> (left: Bool, right: Bool) {
            let fixture = try RenderFixture("""
                {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
                  {"text": "office-guest-network", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}], "align": "left"}],
                 "theme": {"font_size": 24, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
                """, directory: RenderFixture.goldenDirectory)
            let xs = Self.points(fixture.frame(), band: fixture.layout.band) { $0 & 0xFF00FF != 0 }.map(\.x)
            return (xs.contains { $0 < width / 2 }, xs.contains { $0 >= width / 2 })
        }
        #expect(try iconColumns(width: 240) == (true, true), "room for both")
        #expect(try iconColumns(width: 110) == (false, true), "the signal bars go, so the title keeps \"off…\" beside the lock")
        #expect(try iconColumns(width: 100) == (false, false), "both go")
    }

    /// Trial 14 (issue 31): in a narrow column the rows that kept their signal bars started their
    /// titles right of those that had to leave them out. One row leaving its leading icon out
    /// (a plain row its image) leaves them out in the whole column; a wide column keeps them all.
    @Test func titlesStartAtOnePlaceWhenOneRowLeavesItsLeadingIconOut() throws {
        /// Where the rich rows' titles start, and whether the plain row draws its image.
        func titleStarts(width: Int) throws -> (starts: [Int], plainImage: Bool) {
            let fixture = try RenderFixture("""
                {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
                  {"text": "office-guest-network", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"},
                  {"text": "lab", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}, {"text": "cafe", "image": "icons/signal-3.png"}],
                  "align": "left"}],
                 "theme": {"font_size": 24, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
                """, directory: RenderFixture.goldenDirectory)
            _ = fixture.frame()  // the renderer's row memos are made with the first frame
            let column = fixture.model.columns[0]
            let sprites = (0..<3).map { fixture.renderer.sprite(column, index: 0, row: $0, highlighted: false, crossRange: 0..<width) }
            let starts = sprites.prefix(2).map { sprite in sprite.pieces.filter { $0.sprite.image.isEmpty && !$0.isSecondary }.map(\.offset).min() ?? -1 }
            return (starts, !sprites[2].image.isEmpty)
        }
        let narrow = try titleStarts(width: 130)
        #expect(narrow.starts[0] == narrow.starts[1] && !narrow.plainImage, "titles start at \(narrow)")
        let wide = try titleStarts(width: 240)
        #expect(wide.starts[0] == wide.starts[1] && wide.starts[0] > narrow.starts[0] && wide.plainImage, "titles start at \(wide), after the icons")
    }

    /// Trial 16 (issue 31): at 800x480 a plain "Hidden network…" started 41 px left of "office"
    /// beside its signal bars. In a column that is not centred, every title starts where the widest
    /// leading icon's does; a centred column centres each row as it is.
    @Test(arguments: ["left", "center"])
    func titlesWithoutALeadingIconStartWhereTheOthersDo(align: String) throws {
        let fixture = try RenderFixture("""
            {"size": "320x160", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
              {"text": "office", "detail": "WPA3", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"},
              "Hidden network", {"text": "iot", "detail": "open"}], "align": "\(align)"}],
             "theme": {"font_size": 20, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        _ = fixture.frame()  // the renderer's row memos are made with the first frame
        let column = fixture.model.columns[0]
        let sprites = (0..<3).map { fixture.renderer.sprite(column, index: 0, row: $0, highlighted: false, crossRange: 0..<320) }
        let richStart = { (sprite: RowSprite) in sprite.pieces.filter { $0.sprite.image.isEmpty && !$0.isSecondary }.map(\.offset).min() ?? -1 }
        // A plain row's sprite is its text after the room its icon would take.
        let plainStart = sprites[1].length - TextRun("Hidden network", font: fixture.renderer.theme.font, direction: .auto)
            .ink(font: fixture.renderer.theme.font).width
        let starts = [richStart(sprites[0]), plainStart, richStart(sprites[2])]
        if align == "left" {
            #expect(starts[0] > 0 && Set(starts).count == 1, "titles start at \(starts)")
        } else {
            // Each line of a centred row is centred in the row's content: "iot" over the wider "open".
            let iot = try #require(sprites[2].pieces.first { $0.sprite.image.isEmpty && !$0.isSecondary })
            #expect(starts[1] == 0 && starts[2] == (sprites[2].length - iot.sprite.length) / 2 && starts[2] > 0,
                    "a centred column's rows keep no icon's room: \(starts)")
        }
    }

    /// Trial 12 (issue 31): the band's bold title needed more room than the regular one beside it,
    /// so a row lost its lock, or its "-48 dBm", just as it was selected.
    @Test func aRowShowsTheSamePartsInTheBandAndOutOfIt() throws {
        for width in stride(from: 90, through: 240, by: 10) {
            let fixture = try RenderFixture("""
                {"size": "\(width)x120", "style": "flat", "row_height": 40, "visible_rows": 3, "columns": [{"items": [
                  {"text": "home-5G", "trailing_text": "-48 dBm", "leading_image": "icons/signal-3.png", "trailing_image": "icons/lock.png"}],
                  "align": "left"}],
                 "theme": {"font_size": 22, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
                """, directory: RenderFixture.goldenDirectory)
            _ = fixture.frame()  // the renderer's row memos are made with the first frame
            let model = fixture.model, column = model.columns[0], cross = 0..<width
            let inBand = fixture.renderer.sprite(column, index: 0, row: 0, highlighted: true, crossRange: cross)
            let outside = fixture.renderer.sprite(column, index: 0, row: 0, highlighted: false, crossRange: cross)
            let parts = { (sprite: RowSprite) in (sprite.pieces.filter { !$0.sprite.image.isEmpty }.count, sprite.pieces.filter(\.isSecondary).count) }
            #expect(parts(inBand) == parts(outside), "\(width) px: icons and trailing texts, in the band \(parts(inBand)), out of it \(parts(outside))")
        }
    }

    /// Trial 15 (issue 31): on 240x320 a trailing text centred across a title and the detail under
    /// it took the detail line's room too: "iot" read "ope…  -55 dBm". It keeps to the title's line,
    /// and the detail takes the row's width up to the trailing icon.
    @Test func aTrailingTextKeepsToTheTitlesLineAndTheDetailTakesTheRoomUnderIt() throws {
        let fixture = try RenderFixture("""
            {"size": "220x120", "style": "flat", "row_height": 56, "visible_rows": 1, "columns": [{"items": [
              {"text": "iot", "detail": "open · 2.4 GHz", "trailing_text": "-55 dBm"}], "align": "left"}],
             "theme": {"font_size": 30, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        _ = fixture.frame()  // the renderer's row memos are made with the first frame
        let sprite = fixture.renderer.sprite(fixture.model.columns[0], index: 0, row: 0, highlighted: true, crossRange: 0..<220)
        let secondary = sprite.pieces.filter(\.isSecondary).sorted { $0.offset < $1.offset }
        try #require(secondary.count == 2, "the detail and the trailing text are both drawn")
        let (detail, trailing) = (secondary[0].sprite, secondary[1].sprite)
        let detailFont = fixture.renderer.rowFonts.detail(fixture.model.columns[0].parts(0), highlighted: true)
        #expect(detail.length == TextRun("open · 2.4 GHz", font: detailFont, direction: .auto).ink(font: detailFont).width, "the detail is whole")
        #expect(trailing.firstLine + trailing.storedLines <= detail.firstLine + 2, "the trailing text lies on the title's line, above the detail")
    }

    @Test func theDetailLineLiesBelowTheTitlesInk() throws {
        // A detail in the background's black lays the row out the same way and draws nothing: what
        // the second frame adds is the detail (a blank detail is none, and lays it out as a title alone).
        let titleOnly = try Self.fixture(##"{"text": "Ij", "detail": "xxxx", "detail_color": "#000000", "detail_highlight_color": "#000000"}"##)
        let withDetail = try Self.fixture(#"{"text": "Ij", "detail": "xxxx"}"#)
        let title = Set(Self.points(titleOnly.frame(), band: titleOnly.layout.band) { $0 != 0 }.map { $0.y * 1000 + $0.x })
        let both = Self.points(withDetail.frame(), band: withDetail.layout.band) { $0 != 0 }
        let detail = both.filter { !title.contains($0.y * 1000 + $0.x) }
        let titleBottom = try #require(title.map { $0 / 1000 }.max())
        let detailTop = try #require(detail.map(\.y).min())
        #expect(detailTop > titleBottom)
    }

    /// Trial 12 (issue 31): under large text, "Office" sat on "2nd floor" with no pixel between
    /// them, as fonts grown past the row stacked their lines' room, not their ink. Where the inks
    /// fit, the row's spare room goes above, between and below them.
    @Test func aTitleAndDetailTallerThanTheRowKeepAGapBetweenTheirInks() throws {
        let fixture = try RenderFixture("""
            {"size": "240x180", "style": "flat", "row_height": 60, "visible_rows": 3,
             "columns": [{"items": [{"text": "Office", "detail": "2nd floor", "detail_color": "#ff0000"}]}],
             "theme": {"font_size": 34, "highlight_font_size": 36, "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0,
                       "selection": {"style": "none"}}}
            """)
        let frame = fixture.frame(), band = fixture.layout.band
        let title = Self.points(frame, band: band) { $0 & 0x00FF00 != 0 }.map(\.y)
        let detail = Self.points(frame, band: band) { $0 & 0xFF0000 != 0 }.map(\.y)
        let titleTop = try #require(title.min()), titleBottom = try #require(title.max())
        let detailTop = try #require(detail.min()), detailBottom = try #require(detail.max())
        #expect(detailTop - titleBottom > 3, "the title's ink ends at y = \(titleBottom), the detail's starts at y = \(detailTop)")
        #expect(titleTop > band.y && detailBottom < band.y + band.height - 1, "both inks lie inside the row")
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

    /// A right-to-left row starts at the right: its leading icon lies right of its text, whether the
    /// row is plain or rich, and whether the text or `theme.direction` makes it right-to-left.
    @Test(arguments: [
        (#"{"text": "שלום", "image": "icons/lock.png"}"#, "auto"),
        (#"{"text": "שלום", "leading_image": "icons/lock.png"}"#, "auto"),
        (#"{"text": "שלום", "leading_image": "icons/lock.png", "detail": "5 GHz", "detail_position": "after"}"#, "auto"),
        (#"{"text": "abc", "image": "icons/lock.png"}"#, "rtl"),
        (#"{"text": "abc", "leading_image": "icons/lock.png"}"#, "rtl"),
    ])
    func aRightToLeftRowsLeadingIconLiesRightOfItsText(item: String, direction: String) throws {
        let fixture = try RenderFixture("""
            {"size": "240x120", "style": "flat", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": [\(item)], "align": "start"}],
             "theme": {"direction": "\(direction)", "text": "#00ff00", "highlight_text": "#00ff00", "dim": 1, "fade": 0,
                       "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame()
        // lock.png is yellow: red lit; the text is pure green.
        let lock = Self.points(frame, band: fixture.layout.band) { ($0 >> 16) & 0xFF > 200 }.map(\.x)
        let text = Self.points(frame, band: fixture.layout.band) { ($0 >> 16) & 0xFF == 0 && ($0 >> 8) & 0xFF > 100 }.map(\.x)
        let lockLeft = try #require(lock.min()), textRight = try #require(text.max())
        #expect(lockLeft > textRight, "the icon starts at x = \(lockLeft), the text ends at x = \(textRight)")
        // The start of a right-to-left row is the column's inner right edge.
        let innerRight = fixture.layout.columnFrames[0].x + fixture.layout.columnFrames[0].width - fixture.renderer.paddingPx
        #expect(try #require(lock.max()) >= innerRight - 3, "the icon ends at the row's start")
    }

    /// docs/config.md: a disabled row draws every part in `disabled_text`, its icons too (yellow lock, blue band).
    @Test(arguments: [#"{"text": "x", "leading_image": "icons/lock.png", "trailing_text": "t", "trailing_image": "icons/band.png", "disabled": true}"#,
                      #"{"text": "x", "image": "icons/lock.png", "disabled": true}"#])
    func aDisabledRowDrawsItsIconsInTheDisabledColour(item: String) throws {
        let fixture = try RenderFixture("""
            {"size": "240x120", "style": "flat", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": ["a", \(item)], "align": "left"}],
             "theme": {"disabled_text": "#808080", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame(offsets: [fixture.layout.offset(forRow: 1)])
        let lit = Self.points(frame, band: fixture.layout.band) { $0 != 0 }.map { frame.xrgb(x: $0.x, y: $0.y) }
        #expect(lit.count > 200, "the icons are drawn")
        let coloured = lit.filter { ($0 >> 16) & 0xFF != $0 & 0xFF || ($0 >> 8) & 0xFF != $0 & 0xFF }
        #expect(coloured.count == 0, "\(coloured.count) of \(lit.count) pixels keep an icon's colour")
    }

    /// Trial 117's night theme drew orange text beside its white fan icons at full brightness:
    /// `theme.tint_icons` draws every row's icons as their shapes in the row's text colour.
    @Test(arguments: [true, false])
    func tintedIconsTakeTheRowsTextColour(tints: Bool) throws {
        let fixture = try RenderFixture("""
            {"size": "240x120", "style": "flat", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": ["a", {"text": "x", "leading_image": "icons/lock.png", "trailing_text": "t", "trailing_image": "icons/band.png"}], "align": "left"}],
             "theme": {"highlight_text": "#ff8000", "tint_icons": \(tints), "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame(offsets: [fixture.layout.offset(forRow: 1)])
        let lit = Self.points(frame, band: fixture.layout.band) { $0 != 0 }.map { frame.xrgb(x: $0.x, y: $0.y) }
        #expect(lit.count > 200, "the icons are drawn")
        // Orange, however faint: no blue, and no more green than red. The band icon is blue, the lock yellow.
        let orange = lit.filter { $0 & 0xFF == 0 && ($0 >> 8) & 0xFF <= ($0 >> 16) & 0xFF }
        if tints {
            #expect(orange.count == lit.count, "\(lit.count - orange.count) of \(lit.count) pixels keep an icon's colour")
        } else {
            #expect(lit.count - orange.count > 100, "untinted, the icons keep their colours")
        }
    }

    /// Trial 103's alarm keypad said why "Away" could not be armed on its detail line, "2 zones
    /// open", which grey made unreadable. A disabled row keeps its own `detail_color` there; its
    /// title stays grey, and a disabled picker draws it grey too.
    @Test func aDisabledRowKeepsItsOwnDetailColour() throws {
        let fixture = try RenderFixture("""
            {"size": "240x120", "style": "flat", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": ["a", {"text": "Away", "detail": "2 zones open", "detail_color": "#ff8000", "disabled": true}], "align": "left"}],
             "theme": {"disabled_text": "#808080", "dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """)
        func orangePixels(pickerDisabled: Bool) -> Int {
            let buffer = PixelBuffer(width: 240, height: 120, format: .xrgb8888)
            fixture.renderer.render(model: fixture.model, offsets: [fixture.layout.offset(forRow: 1)], into: buffer,
                                    staleDamage: [buffer.bounds], disabled: pickerDisabled)
            return Self.points(buffer, band: fixture.layout.band) { ($0 >> 16) & 0xFF > ($0 & 0xFF) + 40 }.count
        }
        #expect(orangePixels(pickerDisabled: false) > 30, "the detail line is drawn in its own orange")
        #expect(orangePixels(pickerDisabled: true) == 0, "a disabled picker draws every row grey")
    }
}

extension RichRowTests {
    @Test(arguments: [
        (#""font": "No Such Family Sans""#, "columns[0].items[1].font: no installed font matches \"No Such Family Sans\""),
        (#""detail": "d", "detail_font": "none/missing.ttf""#, "columns[0].items[1].detail_font: "),
        (#""highlight_font": "No Such Family Sans""#, "columns[0].items[1].highlight_font: no installed font matches \"No Such Family Sans\""),
        (#""font": "Noto Serif", "highlight_font": "none/missing.ttf""#, "columns[0].items[1].highlight_font: "),
        (#""trailing_text": "t", "detail_highlight_font": "No Such Family Mono""#,
         "columns[0].items[1].detail_highlight_font: no installed font matches \"No Such Family Mono\""),
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

extension RichRowTests {
    /// Once the picker shows new rows, the row images only the old rows named are dropped and the
    /// ones the new rows name are kept; the fonts are checked through the library (RowFileReleaseTests).
    @Test func imagesNoRowNamesAnyMoreAreDroppedOnceNewRowsAreShown() throws {
        let directory = RenderFixture.goldenDirectory
        func config(_ items: String) throws -> PickerConfig {
            try PickerConfig.parse(Array(#"{"columns": [{"items": [\#(items)]}]}"#.utf8), directory: directory)
        }
        let shown = try config(#"{"text": "a", "leading_image": "icons/lock.png"}, {"text": "b", "trailing_image": "icons/band.png"}"#)
        let model = try PickerModel(config: shown)
        let renderer = try PickerRenderer(config: shown, model: model, layout: PickerLayout(config: shown, model: model))
        #expect(Set(renderer.imageFiles.keys) == [directory + "/icons/lock.png", directory + "/icons/band.png"])
        #expect(renderer.imageStore.count == 2)

        let next = try config(#"{"text": "a", "leading_image": "icons/lock.png"}, "b""#)
        try renderer.open(rowsOf: next, files: .anywhere)
        #expect(renderer.imageStore.count == 2, "the rows on screen still draw their images until the new ones are shown")
        renderer.close(rowsNotIn: next)
        #expect(Set(renderer.imageFiles.keys) == [directory + "/icons/lock.png"])
        #expect(renderer.imageStore.count == 1)
    }

    /// Issue 33, finding 2: one file named by many spellings of its path (`./` repeated) is decoded
    /// and held once, however many rows name it.
    @Test func oneImageFileNamedManyWaysIsDecodedOnce() throws {
        let directory = RenderFixture.goldenDirectory
        let items = (0..<40).map { #"{"text": "\#($0)", "leading_image": "\#(String(repeating: "./", count: $0))icons/lock.png"}"# }
        let config = try PickerConfig.parse(Array(#"{"columns": [{"items": [\#(items.joined(separator: ","))]}]}"#.utf8), directory: directory)
        let model = try PickerModel(config: config)
        let renderer = try PickerRenderer(config: config, model: model, layout: PickerLayout(config: config, model: model))
        #expect(renderer.imageFiles.count == 40)
        #expect(renderer.imageStore.count == 1)
        #expect(renderer.imageStore.bytes == 24 * 32 * 8)
    }
}

/// A row's own fonts inside the band (`highlight_font`, `highlight_font_size`, `detail_highlight_font`, `detail_highlight_font_size`),
/// measured against rows drawn in those fonts everywhere: the band shows the highlight font's ink, the
/// rows outside it the ink they had without one.
extension RichRowTests {
    /// The pixels of the band (`inBand`) or of the rest of the frame, for one row selected in a three-row flat column.
    private static func ink(_ item: String, inBand: Bool, theme: String = "") throws -> [UInt32] {
        let fixture = try RenderFixture("""
            {"size": "240x120", "style": "flat", "row_height": 40, "visible_rows": 3,
             "columns": [{"items": ["above", \(item), "below"], "selected": 1, "align": "left"}],
             "theme": {\(theme)"dim": 1, "fade": 0, "selection": {"style": "none"}}}
            """, directory: RenderFixture.goldenDirectory)
        let frame = fixture.frame(), band = fixture.layout.band
        return (0..<frame.height).filter { (band.y..<(band.y + band.height)).contains($0) == inBand }
            .flatMap { y in (0..<frame.width).map { frame.xrgb(x: $0, y: y) } }
    }

    @Test(arguments: [
        // The title: in the band the highlight font, as a row whose font it is everywhere; outside, the row's font (or the theme's).
        (#"{"text": "Wifi", "highlight_font": "Noto Serif"}"#, #"{"text": "Wifi", "font": "Noto Serif"}"#, #"{"text": "Wifi"}"#),
        (#"{"text": "Wifi", "font": "DejaVu Sans Mono", "highlight_font": "Noto Serif"}"#, #"{"text": "Wifi", "font": "Noto Serif"}"#,
         #"{"text": "Wifi", "font": "DejaVu Sans Mono"}"#),
        (#"{"text": "Wifi", "highlight_font": "Noto Serif", "highlight_font_size": 30}"#, #"{"text": "Wifi", "font": "Noto Serif", "font_size": 30}"#,
         #"{"text": "Wifi"}"#),
        // The detail and trailing text: in the band their highlight font, outside the font they have without one.
        (#"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz", "detail_highlight_font": "Noto Serif"}"#,
         #"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz", "detail_font": "Noto Serif"}"#,
         #"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz"}"#),
        (#"{"text": "Wifi", "detail": "WPA2", "detail_font": "DejaVu Sans Mono", "detail_highlight_font": "Noto Serif"}"#,
         #"{"text": "Wifi", "detail": "WPA2", "detail_font": "Noto Serif"}"#,
         #"{"text": "Wifi", "detail": "WPA2", "detail_font": "DejaVu Sans Mono"}"#),
        (#"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz", "detail_highlight_font_size": 18}"#,
         #"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz", "detail_font_size": 18}"#,
         #"{"text": "Wifi", "detail": "WPA2", "trailing_text": "5 GHz"}"#),
        (#"{"text": "Wifi", "detail": "WPA2", "detail_font_size": 10, "detail_highlight_font": "Noto Serif", "detail_highlight_font_size": 18}"#,
         #"{"text": "Wifi", "detail": "WPA2", "detail_font": "Noto Serif", "detail_font_size": 18}"#,
         #"{"text": "Wifi", "detail": "WPA2", "detail_font_size": 10}"#),
    ])
    func aRowsHighlightFontDrawsItsPartsInTheBandOnly(row: String, drawnInItEverywhere: String, drawnWithoutIt: String) throws {
        let band = try Self.ink(row, inBand: true)
        #expect(band == (try Self.ink(drawnInItEverywhere, inBand: true)), "the band shows the highlight font")
        #expect(band != (try Self.ink(drawnWithoutIt, inBand: true)), "and not the font the row has without it")
        #expect(try Self.ink(row, inBand: false) == (try Self.ink(drawnWithoutIt, inBand: false)), "outside the band nothing changes")
    }

    @Test func aRowsFontWithoutAHighlightFontIsItsFontInTheBand() throws {
        let band = try Self.ink(#"{"text": "Wifi", "font": "Noto Serif"}"#, inBand: true)
        #expect(band == (try Self.ink(#"{"text": "Wifi", "font": "Noto Serif", "highlight_font": "Noto Serif"}"#, inBand: true)))
        #expect(band != (try Self.ink(#"{"text": "Wifi"}"#, inBand: true)))
    }

    @Test func aRowWithoutFontsTakesTheThemesHighlightFontInTheBand() throws {
        let theme = #""font": "DejaVu Sans Mono", "highlight_font": "Noto Serif", "#
        let band = try Self.ink(#"{"text": "Wifi"}"#, inBand: true, theme: theme)
        #expect(band == (try Self.ink(#"{"text": "Wifi", "font": "Noto Serif"}"#, inBand: true, theme: theme)))
        #expect(band != (try Self.ink(#"{"text": "Wifi"}"#, inBand: true)))
    }
}

/// A disabled row is told by more than its colour (WCAG 1.4.1; trial 72's faulty valve looked like
/// a working one under the high-contrast preset in the sun): its title is struck through, a line
/// that runs the title's whole width, which no word's glyphs draw alone; `strike_disabled: false`
/// leaves it to the colour.
@Suite struct StruckDisabledRowTests {
    /// The longest run of lit pixels along one pixel row inside `rows` of the frame.
    static func longestLitRun(_ frame: PixelBuffer, rows: Range<Int>) -> Int {
        var longest = 0
        for y in rows {
            var run = 0
            for x in 0..<frame.width {
                run = frame.xrgb(x: x, y: y) != 0 ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }

    @Test(arguments: [
        (#""Omelette""#, "plain"),
        (#""Omelette", "detail": "sold out", "trailing_text": "7.50""#, "rich"),
    ])
    func aDisabledRowsTitleIsStruckThrough(parts: String, kind: String) throws {
        func frame(_ theme: String, disabled: Bool) throws -> (PixelBuffer, Range<Int>) {
            let fixture = try RenderFixture("""
                {"size": "300x120", "style": "flat", "row_height": 40, "visible_rows": 3,
                 "columns": [{"items": ["Soup", {"text": \(parts), "disabled": \(disabled)}, "Salad"], "align": "left"}],
                 "theme": {"dim": 1, "fade": 0, "selection": {"style": "none"}\(theme)}}
                """)
            // Row 1 in the band, its title's pixel rows the band's upper part.
            return (fixture.frame(offsets: [fixture.layout.offset(forRow: 1)]), fixture.layout.band.y..<(fixture.layout.band.y + 28))
        }
        let (struck, rows) = try frame("", disabled: true)
        let (plain, _) = try frame(#", "strike_disabled": false"#, disabled: true)
        let (enabled, _) = try frame("", disabled: false)
        let word = Self.longestLitRun(plain, rows: rows)
        #expect(Self.longestLitRun(struck, rows: rows) > 3 * word, "\(kind): a line runs through \"Omelette\"")
        #expect(Self.longestLitRun(enabled, rows: rows) < 3 * word, "an enabled row is not struck")
    }
}
