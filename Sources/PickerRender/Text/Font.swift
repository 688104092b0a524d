/// A fallback chain of faces at one pixel size: each grapheme cluster is drawn by the
/// first face that has glyphs for all of it (e.g. DejaVu, then a CJK font).
final class Font {
    let faces: [FontFace]
    let pixelSize: Int
    private(set) var glyphCache = GlyphCache()

    /// Opens every path at `pixelSize`. Errors name the file that failed.
    init(paths: [String], pixelSize: Int, library: FreeTypeLibrary) throws {
        guard !paths.isEmpty else { throw RenderError("a font needs at least one file") }
        faces = try paths.map { try FontFace(path: $0, pixelSize: pixelSize, library: library) }
        self.pixelSize = pixelSize
    }

    /// Baseline-to-top of the primary face's line box, in 1/64 px.
    var ascender26: Int { faces[0].ascender26 }
    /// Baseline-to-bottom of the primary face's line box, in 1/64 px (negative).
    var descender26: Int { faces[0].descender26 }
    /// Height of the line box in whole pixels.
    var lineHeightPx: Int { (ascender26 - descender26 + 63) >> 6 }

    /// The face (by position in the chain) that draws a whole grapheme cluster, so a mark
    /// always comes from its base's font: the first face with a glyph for every scalar
    /// (default-ignorable ones such as ZWJ aside), else the first with the base, else the
    /// primary face, whose missing-glyph box then shows.
    func face(for character: Character) -> Int {
        let scalars = character.unicodeScalars
        let drawn = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        if let whole = faces.firstIndex(where: { face in drawn.allSatisfy { face.glyphIndex(for: $0) != 0 } }) {
            return whole
        }
        let base = scalars.first!
        return faces.firstIndex { $0.glyphIndex(for: base) != 0 } ?? 0
    }

    func glyph(_ index: UInt32, face: Int) -> GlyphBitmap {
        glyphCache.glyph(index, of: faces[face])
    }
}
