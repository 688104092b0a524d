/// Rasterised glyphs keyed by face, pixel size and glyph index, so each glyph
/// goes through FreeType once per size for the life of the renderer.
struct GlyphCache {
    struct Key: Hashable {
        var face: ObjectIdentifier
        var pixelSize: Int
        var glyph: UInt32
    }

    private var glyphs: [Key: GlyphBitmap] = [:]
    /// How many glyphs were rasterised (cache misses); tests use it to prove the cache works.
    private(set) var rasterisedCount = 0

    mutating func glyph(_ index: UInt32, of face: FontFace) -> GlyphBitmap {
        let key = Key(face: ObjectIdentifier(face), pixelSize: face.pixelSize, glyph: index)
        if let cached = glyphs[key] { return cached }
        let bitmap = face.render(glyph: index)
        glyphs[key] = bitmap
        rasterisedCount += 1
        return bitmap
    }
}
