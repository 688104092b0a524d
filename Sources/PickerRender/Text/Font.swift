/// A fallback chain of faces at one pixel size: each character is drawn by the
/// first face that has a glyph for it (e.g. DejaVu, then a CJK font).
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

    /// The face (by position in the chain) and glyph for a character; the
    /// first face's missing-glyph box when no face has one.
    func lookup(_ scalar: Unicode.Scalar) -> (face: Int, glyph: UInt32) {
        for (position, face) in faces.enumerated() {
            let index = face.glyphIndex(for: scalar)
            if index != 0 { return (position, index) }
        }
        return (0, 0)
    }

    func glyph(_ index: UInt32, face: Int) -> GlyphBitmap {
        glyphCache.glyph(index, of: faces[face])
    }
}
