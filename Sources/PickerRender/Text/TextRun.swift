/// A line of text laid out in one `Font`: glyphs with pen positions, kerned,
/// and cut to a width with an ellipsis when it does not fit.
struct TextRun {
    struct PlacedGlyph {
        var face: Int
        var glyph: UInt32
        /// Pen position on the baseline in 1/64 px from the run's start.
        var x26: Int
    }

    private(set) var glyphs: [PlacedGlyph] = []
    /// Advance width of the whole run in 1/64 px.
    private(set) var width26 = 0

    /// Lays out `text` (Swift strings are decoded UTF-8; each scalar becomes a glyph).
    /// When `maxWidthPx` is given and the run is wider, the tail is replaced by "…".
    init(_ text: String, font: Font, maxWidthPx: Int? = nil) {
        let full = TextRun.place(Array(text.unicodeScalars), font: font)
        guard let maxWidthPx, full.width26 > maxWidthPx << 6 else {
            self = full
            return
        }
        let ellipsis = TextRun.ellipsis(font: font)
        let budget26 = (maxWidthPx << 6) - ellipsis.width26
        var scalars = Array(text.unicodeScalars)
        var kept = full
        while !scalars.isEmpty && (kept.width26 > budget26 || scalars.last?.properties.isWhitespace == true) {
            scalars.removeLast()
            kept = TextRun.place(scalars, font: font)
        }
        if kept.width26 + ellipsis.width26 > maxWidthPx << 6 {
            // Not even the ellipsis fits: clip what there is instead of drawing nothing.
            self = kept.width26 > 0 ? kept : full
            return
        }
        for var glyph in ellipsis.glyphs {
            glyph.x26 += kept.width26
            kept.glyphs.append(glyph)
        }
        kept.width26 += ellipsis.width26
        self = kept
    }

    private init() {}

    /// Width in whole pixels (rounded up).
    var widthPx: Int { (width26 + 63) >> 6 }

    private static func ellipsis(font: Font) -> TextRun {
        let horizontalEllipsis: Unicode.Scalar = "\u{2026}"
        if font.faces[0].glyphIndex(for: horizontalEllipsis) != 0 {
            return place([horizontalEllipsis], font: font)
        }
        return place(Array("...".unicodeScalars), font: font)
    }

    private static func place(_ scalars: [Unicode.Scalar], font: Font) -> TextRun {
        var run = TextRun()
        var pen26 = 0
        var previous: (face: Int, glyph: UInt32)?
        for scalar in scalars {
            let found = font.lookup(scalar)
            if let previous, previous.face == found.face {
                pen26 += font.faces[found.face].kerning26(previous.glyph, found.glyph)
            }
            run.glyphs.append(PlacedGlyph(face: found.face, glyph: found.glyph, x26: pen26))
            pen26 += font.glyph(found.glyph, face: found.face).advance26
            previous = found
        }
        run.width26 = pen26
        return run
    }

    /// Draws the run's coverage into `canvas` (maximum of overlapping coverage),
    /// with the pen starting at (`originX`, `baselineY`) in canvas pixels; clipped to the canvas.
    func draw(into canvas: inout AlphaCanvas, font: Font, originX: Int, baselineY: Int) {
        for placed in glyphs {
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            let left = originX + ((placed.x26 + 32) >> 6) + bitmap.left
            let top = baselineY - bitmap.top
            canvas.stamp(bitmap.coverage, width: bitmap.width, height: bitmap.height, x: left, y: top)
        }
    }
}
