import PickerCore
import PickerSystem
import Testing
@testable import PickerRender

@Suite struct TextTests {
    let library: FreeTypeLibrary
    let regular: Font

    init() throws {
        library = try FreeTypeLibrary()
        regular = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 32, library: library)
    }

    @Test func kerningPullsKernPairsTogether() throws {
        let pair = TextRun("AV", font: regular, direction: .auto)
        let apart = TextRun("A", font: regular, direction: .auto).width26 + TextRun("V", font: regular, direction: .auto).width26
        #expect(pair.width26 < apart)
    }

    /// Except where the room holds "…" alone: a character and "…" are drawn, clipped (trial 67).
    @Test(arguments: [40, 80, 120, 200])
    func ellipsisKeepsTheRunWithinTheWidth(maxWidthPx: Int) {
        let run = TextRun("A label far too long for its column", font: regular, direction: .auto, maxWidthPx: maxWidthPx)
        #expect(run.widthPx <= max(maxWidthPx, TextRun("A\u{2026}", font: regular, direction: .auto).widthPx))
        let last = run.glyphs.last.map { regular.faces[$0.face].glyphIndex(for: "\u{2026}") == $0.glyph }
        #expect(last == true, "the run ends in an ellipsis")
    }

    /// The pixel columns each glyph's ink covers, keyed by the logical index of its cluster.
    static func inkByCluster(_ run: TextRun, font: Font) -> [(cluster: Int, ink: Range<Int>)] {
        run.glyphs.compactMap { placed in
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            guard bitmap.width > 0 else { return nil }
            let left = ((placed.x26 + 32) >> 6) + bitmap.left
            return (placed.cluster, left..<(left + bitmap.width))
        }
    }

    @Test(arguments: [
        ("עברית", TextDirection.auto), ("العربية", .auto), ("רשת 5G", .auto), ("(עברית) [1]", .auto), ("עברית", .rtl),
    ])
    func inARightToLeftRowTheFirstLogicalCharacterIsTheRightmostInk(text: String, direction: TextDirection) {
        let run = TextRun(text, font: regular, direction: direction)
        #expect(run.isRightToLeft)
        let ink = TextTests.inkByCluster(run, font: regular)
        #expect(ink.max { $0.ink.upperBound < $1.ink.upperBound }?.cluster == 0, "\(text): ink by cluster \(ink)")
    }

    @Test func aForcedRightToLeftRowPutsItsFirstWordRightmostAndKeepsLatinInOrder() {
        let run = TextRun("Wi-Fi مقهى 2", font: regular, direction: .rtl)
        #expect(run.isRightToLeft)
        let ink = TextTests.inkByCluster(run, font: regular)
        let latin = ink.filter { $0.cluster < 5 }, rest = ink.filter { $0.cluster >= 5 }
        #expect(latin.map(\.ink.lowerBound).min()! >= rest.map(\.ink.upperBound).max()!, "Wi-Fi is right of the rest")
        #expect(latin.min { $0.ink.lowerBound < $1.ink.lowerBound }?.cluster == 0, "W is Wi-Fi's leftmost letter")
    }

    @Test func inALeftToRightRowTheFirstLogicalCharacterIsTheLeftmostInk() {
        let run = TextRun("Wi-Fi مقهى 2", font: regular, direction: .auto)
        #expect(!run.isRightToLeft)
        let ink = TextTests.inkByCluster(run, font: regular)
        #expect(ink.min { $0.ink.lowerBound < $1.ink.lowerBound }?.cluster == 0)
        // The Arabic word and the digit after it form one right-to-left stretch: "2" is left of the word's first letter.
        let digit = ink.first { $0.cluster == 11 }, arabicStart = ink.first { $0.cluster == 6 }
        #expect(digit != nil && arabicStart != nil && digit!.ink.upperBound <= arabicStart!.ink.lowerBound)
    }

    @Test func aRightToLeftRowIsCutAtItsLogicalEndWithTheEllipsisOnTheLeft() {
        let text = "רשת אורחים של המשרד הראשי"
        let run = TextRun(text, font: regular, direction: .auto, maxWidthPx: 150)
        #expect(run.widthPx <= 150)
        let ink = TextTests.inkByCluster(run, font: regular)
        let ellipsisGlyph = regular.faces[0].glyphIndex(for: "\u{2026}")
        let leftmost = run.glyphs.min { $0.x26 < $1.x26 }
        #expect(leftmost?.glyph == ellipsisGlyph, "the ellipsis ends the row on its left")
        #expect(ink.max { $0.ink.upperBound < $1.ink.upperBound }?.cluster == 0, "the row still starts on the right")
    }

    @Test func theCutNeverSplitsAGraphemeCluster() {
        // NFD: each letter carries two combining marks; a cut keeps or drops all three together.
        let letter = "e\u{0302}\u{0301}"
        let run = TextRun(String(repeating: letter, count: 12), font: regular, direction: .auto, maxWidthPx: 90)
        let kept = run.glyphs.filter { $0.glyph != regular.faces[0].glyphIndex(for: "\u{2026}") }
        let clusters = Dictionary(grouping: kept, by: \.cluster).mapValues { $0.map(\.glyph) }
        #expect(clusters.count > 1 && clusters.count < 12)
        #expect(clusters.keys.allSatisfy { $0 % 3 == 0 }, "every kept cluster starts at a base letter")
        #expect(Set(clusters.values).count == 1, "the last kept letter is drawn like the others: \(clusters)")
    }

    @Test func textThatFitsIsLeftAlone() {
        let run = TextRun("09", font: regular, direction: .auto, maxWidthPx: 200)
        #expect(run.glyphs.count == 2)
        #expect(run.widthPx == TextRun("09", font: regular, direction: .auto).widthPx)
    }

    @Test func charactersTheFirstFontLacksComeFromTheNextInTheChain() throws {
        let cjk = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"
        try #require(FileSystem.isReadable(cjk), "scripts/setup installs fonts-wqy-microhei")
        let chain = try Font(sources: [.file(RenderFixture.regularFontPath), .file(cjk)], pixelSize: 24, library: library)
        let run = TextRun("A日", font: chain, direction: .auto)
        #expect(run.glyphs.map(\.face) == [0, 1])
        #expect(run.glyphs.allSatisfy { $0.glyph != 0 })
        let alone = TextRun("日", font: try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 24, library: library), direction: .auto)
        #expect(alone.glyphs.first?.glyph == 0, "DejaVu alone draws its missing-glyph box")
    }

    @Test func fontconfigPatternsNameInstalledFonts() throws {
        let regular = try RenderTheme.font([.pattern("DejaVu Sans")], key: "theme.font", builtIn: .dejaVuSans, style: "", pixelSize: 20, library: library)
        #expect(regular.faces[0].path.hasSuffix("/DejaVuSans.ttf"))
        let bold = try RenderTheme.font([.pattern("sans-serif:bold")], key: "theme.font", builtIn: .dejaVuSans, style: "", pixelSize: 20, library: library)
        #expect(bold.faces[0].path.hasSuffix("Bold.ttf"), "\(bold.faces[0].path)")
    }

    @Test func withoutAFontTheDefaultIsTheBuiltInFaceWhereverTheProgramRuns() throws {
        // A library host installed away from Fonts/, on a device fontconfig may know no fonts on.
        let font = try RenderTheme.font(nil, key: "theme.highlight_font", builtIn: .dejaVuSansBold, style: ":bold", pixelSize: 20, library: library)
        #expect(font.faces[0].source == .builtIn(.dejaVuSansBold))
    }

    @Test func aSingleFontDrawsWhatItLacksWithTheFontFontconfigFinds() throws {
        let font = try RenderTheme.font(nil, key: "theme.font", builtIn: .dejaVuSans, style: "", pixelSize: 24, library: library)
        let run = TextRun("Aहिन्दी", font: font, direction: .auto)
        #expect(run.glyphs.allSatisfy { $0.glyph != 0 })
        #expect(font.faces.count == 2 && font.faces[1].path.contains("Devanagari"), "\(font.faces.map(\.path))")
        #expect(Set(run.glyphs.map(\.face)) == [0, 1])
    }

    /// The band's bold Latin beside a CJK font installed only in regular: fontconfig's configuration
    /// asks for that face drawn bolder (`FC_EMBOLDEN`, 90-synthetic.conf), as cairo and Pango draw it.
    /// Before, 名古屋 stood thin beside a bold "Nagoya" in the band (trial 115).
    @Test func aFallbackWithNoBoldFaceIsDrawnBolderBesideABoldFont() throws {
        try #require(FileSystem.isReadable("/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"), "scripts/setup installs fonts-wqy-microhei")
        let band = try RenderTheme.font(nil, key: "theme.highlight_font", builtIn: .dejaVuSansBold, style: ":bold", pixelSize: 24, library: library)
        let rows = try RenderTheme.font(nil, key: "theme.font", builtIn: .dejaVuSans, style: "", pixelSize: 24, library: library)
        let text = "名古屋"
        let bold = TextRun(text, font: band, direction: .auto), plain = TextRun(text, font: rows, direction: .auto)
        let boldFace = try #require(bold.glyphs.first.map { band.faces[$0.face] })
        let plainFace = try #require(plain.glyphs.first.map { rows.faces[$0.face] })
        #expect(boldFace.path == plainFace.path && boldFace.path.contains("wqy"), "\(boldFace.path), \(plainFace.path)")
        #expect(plainFace.emboldening26 == 0, "beside regular text the face is drawn as it is")
        #expect(boldFace.emboldening26 == 24 * 64 / 24, "FreeType's strength: the em over 24")

        func ink(_ run: TextRun, _ font: Font) -> Int {
            run.glyphs.reduce(0) { $0 + font.glyph($1.glyph, face: $1.face).coverage.reduce(0) { $0 + Int($1) } }
        }
        #expect(ink(bold, band) * 100 > ink(plain, rows) * 115, "bold: \(ink(bold, band)), regular: \(ink(plain, rows))")
        // Each advance grows by what the outline does, so the measured run is the drawn one.
        #expect(bold.width26 == plain.width26 + 3 * boldFace.emboldening26)
        for (placed, next) in zip(bold.glyphs, bold.glyphs.dropFirst()) {
            let bitmap = band.glyph(placed.glyph, face: placed.face)
            #expect(placed.x26 / 64 + bitmap.left + bitmap.width <= next.x26 / 64 + 1, "\(placed) runs into the next glyph")
        }
    }

    /// A chain of two fonts that both lack a script still draws it: fontconfig's font comes after
    /// them (before, a second font took the fallback away, and Hindi drew as boxes).
    @Test func aChainOfSeveralFontsFallsBackAfterItsOwn() throws {
        let font = try RenderTheme.font(
            [.file(RenderFixture.regularFontPath), .file(RenderFixture.repository + "/Fonts/DejaVuSans-Bold.ttf")], key: "theme.font", builtIn: .dejaVuSans, style: "",
            pixelSize: 24, library: library)
        let run = TextRun("Aहि", font: font, direction: .auto)
        #expect(run.glyphs.allSatisfy { $0.glyph != 0 })
        #expect(font.faces.count == 3 && font.faces[2].path.contains("Devanagari"), "\(font.faces.map(\.path))")
        #expect(run.glyphs.first?.face == 0, "the chain's own fonts first")
    }

    /// Trial 117: a thermostat's "°C" beside "٢٢٫٥" in a right-to-left row read "C°": a row's
    /// detail and trailing text are parts of their own, and one whose first strong character is
    /// left to right runs left to right, as an isolate would set it.
    @Test func aUnitInARightToLeftRowReadsLeftToRight() throws {
        let builder = RowSpriteBuilder(axis: .vertical, rowExtentPx: 60, crossRoomPx: 300, direction: .rtl)
        #expect(builder.secondaryDirection("°C") == .ltr && builder.secondaryDirection("km/h") == .ltr)
        #expect(builder.secondaryDirection("درجة") == .rtl && builder.secondaryDirection("٢٢") == .rtl && builder.secondaryDirection("° מעלות") == .rtl)
        #expect(RowSpriteBuilder(axis: .vertical, rowExtentPx: 60, crossRoomPx: 300, direction: .ltr).secondaryDirection("מעלות") == .ltr,
                "a row forced left to right keeps its parts so")
        let unit = TextRun("°C", font: regular, direction: builder.secondaryDirection("°C"))
        let ink = Self.inkByCluster(unit, font: regular)
        #expect(ink.count == 2 && ink[0].cluster == 0 && ink[0].ink.upperBound <= ink[1].ink.lowerBound + 1, "° left of C: \(ink)")
    }

    @Test func aMarkIsDrawnFromItsBasesFontEvenWhenAnEarlierFontHasTheMark() throws {
        // DejaVu has the combining acute (U+0301) but no Devanagari: the whole cluster goes to the Devanagari face.
        let devanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
        try #require(FileSystem.isReadable(devanagari), "scripts/setup installs fonts-noto-core")
        let chain = try Font(sources: [.file(RenderFixture.regularFontPath), .file(devanagari)], pixelSize: 24, library: library)
        let run = TextRun("क\u{0301}", font: chain, direction: .auto)
        #expect(run.glyphs.allSatisfy { $0.face == 1 }, "\(run.glyphs)")
    }

    @Test func textIsCentredOnTheRowsMiddleLine() {
        let builder = RowSpriteBuilder(axis: .vertical, rowExtentPx: 60, crossRoomPx: 300, direction: .auto)
        let sprite = builder.sprite(text: "0123456789", image: nil, font: regular)
        let top = sprite.firstLine, bottom = sprite.firstLine + sprite.storedLines
        // Digits have no descenders: their ink sits within a pixel or two of the row's middle.
        #expect(abs((top + bottom) - 60) <= 4, "ink from line \(top) to \(bottom) in a 60 px row")
    }

    @Test func glyphsAreRasterisedOncePerFaceAndSize() {
        let font = try? Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 20, library: library)
        guard let font else { Issue.record("font did not open"); return }
        var canvas = AlphaCanvas(width: 200, height: 40)
        TextRun("00:00", font: font, direction: .auto).draw(into: &canvas, font: font, originX: 0, baselineY: 30)
        let first = font.glyphCache.rasterisedCount
        TextRun("0:0:0:0", font: font, direction: .auto).draw(into: &canvas, font: font, originX: 0, baselineY: 30)
        #expect(first == 2 && font.glyphCache.rasterisedCount == 2)
    }

    @Test func pngRoundTripKeepsThePixels() throws {
        let buffer = PixelBuffer(width: 5, height: 3, format: .xrgb8888, stride: 32)
        for y in 0..<3 {
            for x in 0..<5 { buffer.fill(Rect(x: x, y: y, width: 1, height: 1), xrgb: UInt32(x * 50) << 16 | UInt32(y * 100) << 8 | 7) }
        }
        let image = try PNGCodec.decode(try PNGCodec.encode(buffer), name: "round trip")
        #expect(image.width == 5 && image.height == 3)
        #expect(image.pixels[(2 * 5 + 4) * 4 ..< (2 * 5 + 4) * 4 + 4] == [200, 200, 7, 255])
    }

    @Test func bytesThatAreNotAPNGAreRejectedByName() {
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(Array("GIF89a".utf8), name: "icon.gif") }
        #expect(error?.message.hasPrefix("image icon.gif:") == true)
    }

    /// Issue 33, finding 2: 57 bytes whose header claims 4096x4096 pixels (64 MiB decoded) and hold
    /// no pixel data at all. The size is refused from the header, before any memory is set aside.
    @Test func aPNGWhoseHeaderClaimsTooManyPixelsIsRefusedBeforeDecoding() {
        let bomb: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x10, 0x00,
            0x00, 0x00, 0x10, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0xD7, 0xC8, 0x7B, 0xCB, 0x00, 0x00, 0x00, 0x00, 0x49, 0x44, 0x41,
            0x54, 0x35, 0xAF, 0x06, 0x1E, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
        ]
        let error = #expect(throws: RenderError.self) { try PNGCodec.decode(bomb, name: "bomb.png") }
        #expect(error?.message == "image bomb.png: 4096x4096 is 16777216 pixels, more than the 4194304 an image may have")
    }

    /// Issue 33, finding 5: a title of 60,000 code points no font has (unassigned, plane 4) once
    /// asked fontconfig for a fallback font once per code point, seconds a frame. Only the
    /// characters the row's room can show are looked at.
    @Test func fallbackLooksOnlyAtTheCharactersARowCanShow() throws {
        let font = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 20, library: library, fallbackPattern: "")
        let title = String(String.UnicodeScalarView((0x40000..<(0x40000 + 60_000)).compactMap(Unicode.Scalar.init)))
        let run = TextRun(title, font: font, direction: .auto, maxWidthPx: 300)
        #expect(run.widthPx <= 300)
        #expect(font.uncovered.count <= 301, "fontconfig asked about \(font.uncovered.count) characters")
    }
}

@Suite struct ProjectionTests {
    static func layout(_ style: String) throws -> PickerLayout {
        let json = #"{"size": "200x400", "row_height": 40, "visible_rows": 9, "style": ""# + style + #"", "columns": [{"items": ["a"]}]}"#
        let config = try PickerConfig.parse(Array(json.utf8), directory: "")
        return PickerLayout(config: config, model: try PickerModel(config: config))
    }

    @Test func wheelRowsShrinkAndDarkenAwayFromTheBand() throws {
        let layout = try ProjectionTests.layout("wheel")
        let lines = LineProjection(projection: layout.projection, extentPx: 360, bandCentrePx: 180, bandHalfPx: 20, pitchPx: 40, fade: 0).lines
        let lower = Array(lines[180...])
        let visible = lower.filter { $0.light256 > 0 }
        #expect(visible.count < lower.count, "past the horizon nothing is drawn")
        for (near, far) in zip(visible, visible.dropFirst()) {
            #expect(far.flat256 > near.flat256)
            #expect(layout.projection.depthScale(forDistance: Double(far.flat256) / 256) <= layout.projection.depthScale(forDistance: Double(near.flat256) / 256))
            #expect(far.light256 <= near.light256)
        }
        // Unrolled distance grows faster than screen distance: rows are squeezed towards the ends.
        #expect(visible.last.map { $0.flat256 > (visible.count << 8) } == true)
    }

    @Test(arguments: [0.0, 0.25, 0.5])
    func flatLinesAreTheIdentityFadedAtTheEnds(fade: Double) throws {
        let layout = try ProjectionTests.layout("flat")
        let lines = LineProjection(projection: layout.projection, extentPx: 360, bandCentrePx: 180, bandHalfPx: 20, pitchPx: 40, fade: fade).lines
        for (index, line) in lines.enumerated() {
            #expect(line.flat256 == (index - 180) * 256 + 128)
            #expect(layout.projection.depthScale(forDistance: Double(line.flat256) / 256) == 1)
        }
        #expect((lines[0].light256 < 256) == (fade > 0))
        #expect(lines[180].light256 >= 255, "the middle is (all but) fully lit even with the longest fade")
    }

    /// Trial 11 (issue 31): with no fade (the high-contrast preset) the viewport's edge cut a row
    /// in half at rest. What is drawn ends with the last row shown whole: flat, 150 px each side of
    /// the band's centre hold the band's half (20) and three rows of 40, and the fourth row's 10 px
    /// are left dark (with a fade they are drawn, fading); a wheel squeezes more rows in, but none
    /// drawn at less than half its height.
    @Test(arguments: ["flat", "wheel"])
    func withNoFadeTheRowsEndWithTheLastWholeOne(style: String) throws {
        let layout = try ProjectionTests.layout(style)
        let lines = LineProjection(projection: layout.projection, extentPx: 300, bandCentrePx: 150, bandHalfPx: 20, pitchPx: 40, fade: 0).lines
        let lit = lines.indices.filter { lines[$0].light256 > 0 }
        let reachPx = Double(try #require(lit.map { lines[$0].flat256 }.max())) / 256
        // It ends at a row's edge (20 + 40 k px, unrolled), and the next row's edge lies past 150 px on screen.
        let rows = ((reachPx - 20) / 40).rounded()
        #expect(abs(reachPx - (20 + 40 * rows)) <= 1, "ends \(reachPx) px from the centre, unrolled")
        // The next row would pass the edge, or be squeezed below half its height near a wheel's horizon.
        let shown = try #require(layout.projection.screenOffset(forDistance: 20 + 40 * rows))
        #expect(layout.projection.screenOffset(forDistance: 20 + 40 * (rows + 1)).map { $0 > 150 || $0 - shown < 20 } ?? true)
        if style == "flat" {
            #expect(lit == Array(10..<290))
            let faded = LineProjection(projection: layout.projection, extentPx: 300, bandCentrePx: 150, bandHalfPx: 20, pitchPx: 40, fade: 0.1).lines
            #expect(faded[5].light256 > 0)
        }
    }

    /// Trial 10 (issue 31): a horizontal picker's wide items put the band inside the fade, and the
    /// selected item was greyed at its edges. The fade stops where the band starts.
    @Test func theFadeNeverReachesTheBand() throws {
        let layout = try ProjectionTests.layout("flat")
        let lines = LineProjection(projection: layout.projection, extentPx: 360, bandCentrePx: 180, bandHalfPx: 150, pitchPx: 300, fade: 0.3).lines
        #expect(lines[30...329].allSatisfy { $0.light256 >= 255 }, "the band, 30 to 330, fully lit")
        #expect(lines[0].light256 < 256)
    }
}

/// Paragraphs that skip FriBidi get the levels FriBidi would give them.
extension TextTests {
    @Test(arguments: [
        "office", "printer-2f…", "WPA2 · 5 GHz", "-48 dBm", "€ 12,50 — ™", "中文 (简体)", "ไทย 123", "हिन्दी", "a\u{200D}b",
        "רשת 5G", "Wi-Fi مقهى 2", "\u{202B}a\u{202C}", "\u{2067}x\u{2069} y", "x \u{0661}\u{0662}", "a \u{200F} b", "",
    ])
    func levelsWithoutFriBidiAreFriBidisLevels(text: String) {
        let codePoints = text.unicodeScalars.map(\.value)
        for direction in [TextDirection.auto, .ltr, .rtl] {
            let levels = BidiLevels(codePoints, direction: direction), resolved = BidiLevels(resolving: codePoints, direction: direction)
            #expect(levels.levels == resolved.levels, "\(direction)")
            #expect(levels.isRightToLeft == resolved.isRightToLeft, "\(direction)")
        }
    }
}

extension TextTests {
    /// Every code point the fast path lets through, in one paragraph: FriBidi puts all of them at level 0.
    @Test(arguments: [TextDirection.auto, .ltr])
    func everyCodePointThatSkipsFriBidiIsLevelZeroInFriBidi(direction: TextDirection) {
        let skipping = (UInt32(0)...0x10FFFF).filter { !(0xD800...0xDFFF).contains($0) && ($0 < 0x0590 || !BidiLevels.mayRunRightToLeft($0)) }
        let resolved = BidiLevels(resolving: skipping, direction: direction)
        #expect(!resolved.isRightToLeft)
        #expect(resolved.levels.allSatisfy { $0 == 0 })
    }
}

extension TextTests {
    /// A text too wide is cut to its longest prefix (whitespace and separators before the cut
    /// dropped) that fits with the ellipsis: what trying every prefix in turn finds.
    @Test(arguments: ["printer-2f · second floor", "Wireless network of the office", "רשת אורחים של המשרד הראשי",
                      "शुभ प्रभात दोस्तों", "Wi-Fi مقهى المدينة 2", "AVAWAY TOTAL WAVE"])
    func aCutKeepsTheLongestPrefixThatFitsWithTheEllipsis(text: String) throws {
        let font = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 32, library: library, fallbackPattern: "")
        let characters = Array(text)
        let direction: TextDirection = TextRun(text, font: font, direction: .auto).isRightToLeft ? .rtl : .ltr
        for maxWidthPx in stride(from: 40, through: 400, by: 15) {
            guard TextRun(text, font: font, direction: .auto).width26 > maxWidthPx << 6 else { continue }
            let run = TextRun(text, font: font, direction: .auto, maxWidthPx: maxWidthPx)
            let prefixes = (0..<characters.count).map { count in
                TextRun(String(characters[..<TextRun.cutEnd(characters, keeping: count)]) + "\u{2026}", font: font, direction: direction)
            }
            // Where only "…" fits, the least cut that keeps a character is drawn (trial 67).
            let fitting = prefixes.lastIndex { $0.width26 <= maxWidthPx << 6 } ?? 0
            let longest = TextRun.cutEnd(characters, keeping: fitting) > 0 ? fitting : TextRun.leastCount(characters, keeping: 1)
            #expect(run.glyphs.map(\.glyph) == prefixes[longest].glyphs.map(\.glyph), "\(maxWidthPx) px")
        }
    }

    /// Trial 17 (issue 31): details read "WPA2 ·…" and "open ·…". A cut does not end on a separator
    /// or an opening mark, but keeps a closing one. Trial 20: nor on a number it split ("WPA3 · 5…").
    @Test(arguments: [("WPA2 · 5 GHz", "WPA2 ·", "WPA2"), ("Kolkata (India)", "Kolkata (", "Kolkata"), ("home-5G", "home-", "home"),
                      ("Paris (FR) Europe", "Paris (FR)", "Paris (FR)"),
                      // Trial 20: a number cut from its unit or its own rest reads as another value.
                      ("WPA3 · 5 GHz", "WPA3 · 5", "WPA3"), ("UTC+5:30 Kolkata", "UTC+5:3", "UTC"), ("UTC+5:30 Kolkata", "UTC+5", "UTC"),
                      ("Floor 12 east", "Floor 1", "Floor"), ("Room 21 °C", "Room 21 ", "Room"), ("Channel 11 · 2.4 GHz", "Channel 11 · 2.4", "Channel 11"),
                      ("a detail at 7/10 of it", "a detail at 7/1", "a detail at"),
                      // Trial 67: a number the title starts with went with nothing before it, leaving "…"; its whole groups stay.
                      ("00 min", "00 ", "00"), ("15min", "15", "15"), ("2,50 € a day", "2,50 ", "2,50"), ("12:30 to 13:00", "12:3", "12:"),
                      ("-60 dBm", "-60 d", "-60 d")])
    func aCutEndsOnAWordNotASeparator(text: String, prefix: String, shown: String) throws {
        let font = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 32, library: library, fallbackPattern: "")
        // Room for the prefix and "…", not for one more character.
        let roomPx = (TextRun(prefix + "\u{2026}", font: font, direction: .ltr).width26 + 63) >> 6
        let run = TextRun(text, font: font, direction: .ltr, maxWidthPx: roomPx)
        #expect(run.glyphs.map(\.glyph) == TextRun(shown + "\u{2026}", font: font, direction: .ltr).glyphs.map(\.glyph))
    }
}

extension TextTests {
    /// Trial 67: "00 min", "15min", "2,50 €" and "12:30" were drawn as "…" alone in a narrow
    /// column. However little the room, a cut title keeps a character.
    @Test(arguments: ["00 min", "15min", "2,50 €", "12:30", "-60 dBm", "(12) Quarter", "Quarter"])
    func aCutTitleIsNeverTheEllipsisAlone(text: String) throws {
        let font = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 27, library: library, fallbackPattern: "")
        let wholePx = TextRun(text, font: font, direction: .ltr).widthPx
        for maxWidthPx in TextRun("\u{2026}", font: font, direction: .ltr).widthPx..<wholePx {
            let run = TextRun(text, font: font, direction: .ltr, maxWidthPx: maxWidthPx)
            #expect(run.glyphs.count > 1, "\(text) in \(maxWidthPx) px")
        }
    }

    /// Trial 67: large text measured "00 …" for "00 min", which a row draws as "…", and was accepted
    /// where the minutes read "…". The least a cut keeps is measured as a row draws it, and a row
    /// given exactly that room draws it.
    @Test(arguments: [("00 minutes", 3, "00 m…"), ("00 minutes", 1, "00…"), ("15minutes", 3, "15m…"), ("2,50 € a day", 3, "2,50…"),
                      ("12:30 to 13:00", 3, "12:…"), ("12:30 to 13:00", 4, "12:30…"), ("Kitchen", 3, "Kit…"), ("Kitchen", 1, "K…"),
                      ("Room 21 °C east", 6, "Room 21 °…"), ("12:30", 4, "12:30"), ("On", 3, "On")])
    func theLeastCutMeasuredIsTheLeastCutDrawn(text: String, length: Int, least: String) throws {
        let font = try Font(sources: [.file(RenderFixture.regularFontPath)], pixelSize: 27, library: library, fallbackPattern: "")
        let measured = RowSpriteBuilder.leastCut(text, font: font, ellipsis: "\u{2026}", direction: .ltr, keeping: length)
        #expect(measured.text == least)
        let room = TextRun(least, font: font, direction: .ltr).widthPx
        #expect(TextRun(text, font: font, direction: .ltr, maxWidthPx: room).glyphs.map(\.glyph)
            == TextRun(least, font: font, direction: .ltr).glyphs.map(\.glyph))
    }
}

extension TextTests {
    @Test func anImageAtItsOwnSizeIsItsPixelsPremultiplied() {
        let image = RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 128, 10, 20, 30, 255])
        #expect(image.premultipliedScaled(toWidth: 2, height: 1) == [0x8080_0000, 0xFF0A_141E])
        // Halved, the two pixels blend on premultiplied colour.
        #expect(image.premultipliedScaled(toWidth: 1, height: 1) == [0xC045_0A0F])
    }
}
