import PickerCore

/// A line of text shaped in one `Font` and laid out left to right for display:
/// bidi runs in visual order, each shaped by HarfBuzz with the face that draws it,
/// cut at its logical end with an ellipsis when it does not fit.
struct TextRun {
    struct PlacedGlyph {
        var face: Int
        var glyph: UInt32
        /// The code point index (in the shaped text) where the glyph's cluster starts.
        var cluster: Int
        /// Pen position on the baseline in 1/64 px from the run's left end.
        var x26: Int
        /// Offset above the baseline in 1/64 px (marks stacked over their base).
        var y26: Int
        /// How far the glyph moves the pen, in 1/64 px.
        var advance26: Int
    }

    private(set) var glyphs: [PlacedGlyph] = []
    /// Advance width of the whole run in 1/64 px.
    private(set) var width26 = 0
    /// Whether the paragraph runs right to left: its logical start is its right end.
    private(set) var isRightToLeft = false

    /// The most characters a run with no room given shapes: a panel is at most 8192 px wide.
    static let widestRunPx = 8192

    /// Shapes `text`. When `maxWidthPx` is given and the run is wider, whole grapheme
    /// clusters are dropped from the logical end (and the spaces and separators before them,
    /// `dangles`) and "…" put there.
    ///
    /// Only the characters a row can show are looked at: one more than its room has pixels
    /// (`widestRunPx` without a room). Past that a text is cut however wide its characters are,
    /// so a 60 KB title costs no more font look-ups (fontconfig's fallback, once per character
    /// no face has) and no more shaping than a title that just overflows its row.
    init(_ text: String, font: Font, direction: TextDirection, maxWidthPx: Int? = nil) {
        let shownPx = maxWidthPx ?? TextRun.widestRunPx
        // A text of no more bytes than the room has pixels has no more characters either: it is
        // looked up whole by its own string, with no pass over its characters. Sizing measures a
        // 2,000-row column's titles several times a reload, and the passes cost more than the look-ups.
        if text.utf8.count <= shownPx {
            let full = font.shaped(text, direction: direction) { TextRun(shaping: Array(text)[...], font: font, direction: direction) }
            guard let maxWidthPx, full.width26 > maxWidthPx << 6 else {
                self = full
                return
            }
        }
        var characters = Array(text.prefix(shownPx + 1))
        let bounded = characters.count > shownPx
        if bounded && maxWidthPx == nil { characters.removeLast() }
        let full = TextRun(characters[...], font: font, direction: direction)
        guard let maxWidthPx, full.width26 > maxWidthPx << 6 || bounded else {
            self = full
            return
        }
        // The cut text keeps the whole row's direction even when its first strong character went.
        let resolved: TextDirection = full.isRightToLeft ? .rtl : .ltr
        let room26 = maxWidthPx << 6, ellipsis = font.ellipsis
        func cut(keeping count: Int) -> TextRun {
            TextRun(characters[..<TextRun.cutEnd(characters, keeping: count)] + ellipsis.characters, font: font, direction: resolved)
        }
        // The longest prefix that fits with the ellipsis, where a longer one would not. The full run's
        // advances say where that is; shaping the cut text settles it (the ellipsis can kern with the
        // letter before it, or change its joining form), most often in two shapings, else by halving.
        var fits = 0, tooWide = characters.count
        var kept: TextRun?
        func probe(_ count: Int) {
            let run = cut(keeping: count)
            if run.width26 <= room26 { (fits, kept) = (count, run) } else { tooWide = count }
        }
        let guess = full.prefixLength(of: characters, fittingIn: room26 - ellipsis.width26)
        if guess > fits && guess < tooWide { probe(guess) }
        if fits == guess && guess + 1 < tooWide { probe(guess + 1) }
        if tooWide == guess && guess - 1 > fits { probe(guess - 1) }
        while tooWide - fits > 1 { probe((fits + tooWide) / 2) }
        let shortest = kept ?? cut(keeping: 0)
        // Not even the ellipsis fits: clip what there is instead of drawing nothing.
        guard fits > 0 || shortest.width26 <= room26 else {
            self = full
            return
        }
        // "…" alone names nothing ("00 min" read "…", trial 67): the least cut that keeps a
        // character is drawn instead, clipped at the room's end as a text with no room is.
        let least = TextRun.leastCount(characters, keeping: 1)
        self = TextRun.cutEnd(characters, keeping: fits) > 0 ? shortest : least < characters.count ? cut(keeping: least) : full
    }

    /// How many of `characters` a cut keeps at the least so that `cutEnd` leaves `length` of them
    /// (all of them when no cut does): "00 m" of "00 min" for three, as "00 " ends on a number cut
    /// from its unit. The renderer measures a title's least from it, so what it sizes and refuses
    /// by is what a row draws.
    static func leastCount(_ characters: [Character], keeping length: Int) -> Int {
        // A cut between two digits of a group keeps no more than a cut at the group's end, so it
        // is not tried: a long number costs one look, not one a digit.
        let first = max(1, length)
        guard first < characters.count else { return characters.count }
        return (first..<characters.count).lazy.filter { !(characters[$0 - 1].isNumber && characters[$0].isNumber) }
            .first { cutEnd(characters, keeping: $0) >= length } ?? characters.count
    }

    /// Where a cut that keeps `count` of `characters` ends before its "…": not on a separator
    /// (`dangles`), nor on a number that the cut split from its own rest or from its unit, which
    /// would read as another value ("WPA3 · 5…" of "5 GHz", "UTC+5…" of "UTC+5:30"): such a number
    /// goes, with its sign, and the cut ends before it ("WPA3…", "UTC…"). A number that ends where
    /// a separator follows is whole ("WPA3" of "WPA3 · 5 GHz"), and stays. A number the text
    /// starts with has nothing before it to end on: the cut keeps its whole digit groups instead,
    /// with the mark after the last where it fits ("00…" of "00 min", "12:…" of "12:30", "2,50…"
    /// of "2,50 €"), never part of one ("12:3…" could be 12:35).
    static func cutEnd(_ characters: [Character], keeping count: Int) -> Int {
        func trimmed(_ end: Int) -> Int {
            var end = end
            while end > 0 && dangles(characters[end - 1]) { end -= 1 }
            return end
        }
        let kept = trimmed(count)
        var end = kept
        guard end > 0, end < characters.count, characters[end - 1].isNumber, splitsANumber(characters, at: end) else { return end }
        while end > 0, characters[end - 1].isNumber || (end > 1 && characters[end - 2].isNumber && isWithinANumber(characters[end - 1])) {
            end -= 1
        }
        if end > 0, "+-−±".contains(characters[end - 1]) { end -= 1 }
        end = trimmed(end)
        guard end == 0, let group = (1...kept).last(where: { characters[$0 - 1].isNumber && !characters[$0].isNumber }) else { return end }
        return group < count && isWithinANumber(characters[group]) ? group + 1 : group
    }

    /// Whether the text goes on at `end` with more of the number before it (`:30` of "UTC+5:30")
    /// or with its unit after a space ("GHz" of "5 GHz", "°C" of "21 °C"), not with a separator.
    private static func splitsANumber(_ characters: [Character], at end: Int) -> Bool {
        guard characters[end].isWhitespace else { return true }
        guard let next = characters[end...].first(where: { !$0.isWhitespace }) else { return false }
        return !dangles(next)
    }

    /// A mark that joins the digits of one number: "5:30", "2.4", "1,000", "7/10".
    private static func isWithinANumber(_ character: Character) -> Bool { ":.,/".contains(character) }

    /// Whether a cut text may not end on `character` before its "…": a space, or a separator or
    /// an opening mark that joined what was cut off ("WPA2 ·…", "Kolkata (…" read as "WPA2…" and
    /// "Kolkata…"). A closing mark or a final quote ends what it closes, and stays.
    static func dangles(_ character: Character) -> Bool {
        if character.isWhitespace { return true }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .dashPunctuation, .openPunctuation, .initialPunctuation, .otherPunctuation, .connectorPunctuation: return true
        default: return scalar == "|"
        }
    }

    /// How many of the leading `characters` (the text this run shaped) have glyphs whose advances
    /// add up to at most `room26`; a glyph counts for the character its cluster starts in.
    private func prefixLength(of characters: [Character], fittingIn room26: Int) -> Int {
        var advances = [Int](repeating: 0, count: characters.reduce(0) { $0 + $1.unicodeScalars.count })
        for placed in glyphs { advances[placed.cluster] += placed.advance26 }
        var width26 = 0, codePoint = 0
        for (index, character) in characters.enumerated() {
            for _ in character.unicodeScalars {
                width26 += advances[codePoint]
                codePoint += 1
            }
            if width26 > room26 { return index }
        }
        return characters.count
    }

    private init(_ characters: ArraySlice<Character>, font: Font, direction: TextDirection) {
        self = font.shaped(String(characters), direction: direction) { TextRun(shaping: characters, font: font, direction: direction) }
    }

    private init(shaping characters: ArraySlice<Character>, font: Font, direction: TextDirection) {
        var scalars: [Unicode.Scalar] = []
        var faces: [Int] = []
        for character in characters {
            let face = font.face(for: character)
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                faces.append(face)
            }
        }
        let text = scalars.map(\.value)
        let bidi = BidiLevels(text, direction: direction)
        isRightToLeft = bidi.isRightToLeft
        let runs = ShapingRun.split(scripts: ShapingRun.scripts(of: scalars), levels: bidi.levels, faces: faces)
        var pen26 = 0
        for run in ShapingRun.visualOrder(runs) {
            let shaped = font.faces[run.face].shaper.shape(text, range: run.range, rightToLeft: run.isRightToLeft, script: run.script)
            for glyph in shaped {
                glyphs.append(PlacedGlyph(
                    face: run.face, glyph: glyph.glyph, cluster: glyph.cluster, x26: pen26 + glyph.xOffset26, y26: glyph.yOffset26,
                    advance26: glyph.xAdvance26))
                pen26 += glyph.xAdvance26
            }
        }
        width26 = pen26
    }

    /// Width in whole pixels (rounded up).
    var widthPx: Int { (width26 + 63) >> 6 }

    /// Where the run's glyphs put ink, in pixels from the pen's start on the baseline.
    struct Ink {
        /// Leftmost and one past the rightmost pixel: the advance box widened by any ink that overhangs it.
        var left: Int
        var right: Int
        /// Rows from the baseline (negative above it); nil when no glyph has ink.
        var rows: Range<Int>?

        var width: Int { right - left }

        /// The ink with a strike-through's rows (`TextRun.strikeRows`) added: a canvas sized by it holds the line.
        func struck(font: Font) -> Ink {
            Ink(left: left, right: right, rows: Range.hull(rows, TextRun.strikeRows(font: font)))
        }

        /// The canvas rows `draw` stamps with the baseline at `baselineY`.
        func rows(baselineY: Int) -> Range<Int>? {
            rows.map { ($0.lowerBound + baselineY)..<($0.upperBound + baselineY) }
        }
    }

    /// The run's ink, from one look at each glyph's bitmap.
    func ink(font: Font) -> Ink {
        var ink = Ink(left: 0, right: widthPx, rows: nil)
        for placed in glyphs {
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            guard bitmap.width > 0 else { continue }
            let start = ((placed.x26 + 32) >> 6) + bitmap.left
            ink.left = min(ink.left, start)
            ink.right = max(ink.right, start + bitmap.width)
            guard bitmap.height > 0 else { continue }
            let top = -((placed.y26 + 32) >> 6) - bitmap.top
            ink.rows = Range.hull(ink.rows, top..<(top + bitmap.height))
        }
        return ink
    }

    /// Draws the run's coverage into `canvas` (maximum of overlapping coverage),
    /// with the pen starting at (`originX`, `baselineY`) in canvas pixels; clipped to the canvas.
    /// `struck`: the run's ink, as the caller measured it, to strike through (`strikeRows`).
    func draw(into canvas: inout AlphaCanvas, font: Font, originX: Int, baselineY: Int, struck: Ink? = nil) {
        for placed in glyphs {
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            let left = originX + ((placed.x26 + 32) >> 6) + bitmap.left
            let top = baselineY - ((placed.y26 + 32) >> 6) - bitmap.top
            canvas.stamp(bitmap.coverage, width: bitmap.width, height: bitmap.height, x: left, y: top)
        }
        guard let struck else { return }
        let rows = TextRun.strikeRows(font: font)
        canvas.fill(columns: (originX + struck.left)..<(originX + struck.right), rows: (baselineY + rows.lowerBound)..<(baselineY + rows.upperBound))
    }

    /// A strike-through's rows from the baseline (negative above it): through the middle of a
    /// lowercase letter, 0.3 em up, a sixteenth of an em thick (2 px at 24 px), as a sold-out dish
    /// is struck on a menu: a disabled row told by more than its colour (WCAG 1.4.1; trial 72
    /// could not tell a faulty valve's row from a working one in the sun). Never thinner than
    /// 2 px: a wheel squeezes a row turned away from the eye, taking one sprite line in up to two,
    /// and trial 94's 22 px rows lost a 1 px strike as they turned.
    static func strikeRows(font: Font) -> Range<Int> {
        let thickness = max(2, (font.pixelSize + 8) / 16)
        let top = -(font.pixelSize * 3 + 5) / 10 - thickness / 2
        return top..<(top + thickness)
    }
}
