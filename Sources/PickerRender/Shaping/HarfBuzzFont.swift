import CFreeType
import CHarfBuzz

/// One glyph HarfBuzz placed, in visual order. Positions are 1/64 px (26.6), y up.
struct ShapedGlyph: Equatable {
    var glyph: UInt32
    /// Index of the first code point of the glyph's cluster in the text that was shaped.
    var cluster: Int
    var xAdvance26: Int
    var xOffset26: Int
    var yOffset26: Int
}

/// A script as HarfBuzz names it (an ISO 15924 tag), e.g. `Arab`, `Deva`, `Zyyy` (common).
struct ScriptTag: Equatable {
    let raw: UInt32

    /// The script of a code point (`hb_unicode_script`, Unicode's Scripts.txt).
    init(of scalar: Unicode.Scalar) {
        raw = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    private init(raw: UInt32) { self.raw = raw }

    /// Common (digits, punctuation) and inherited (combining marks) take the script of their neighbours.
    var isShared: Bool { raw == HB_SCRIPT_COMMON.rawValue || raw == HB_SCRIPT_INHERITED.rawValue || raw == HB_SCRIPT_UNKNOWN.rawValue }

    static let common = ScriptTag(raw: HB_SCRIPT_COMMON.rawValue)
}

/// A HarfBuzz font over one FreeType face at its pixel size (`hb-ft`): the face's
/// tables come from the memory FreeType already mapped, advances and glyph indices
/// from FreeType itself, so the shaped run and the rasterised glyphs agree.
final class HarfBuzzFont {
    private let font: OpaquePointer
    private let buffer: OpaquePointer
    /// hb-ft keeps a reference to the face; the library must outlive it.
    private let library: FreeTypeLibrary
    /// What a face drawn bolder adds to each glyph's advance (`FontFace.emboldening26`): hb-ft reads
    /// the face's own advances, and HarfBuzz 6 has no synthetic bold of its own.
    private let advanceWidening26: Int

    /// `hb_ft_font_create_referenced` reads the scale (26.6 px) from the face's current size.
    /// `layout`: the same font's shared face, whose GSUB and GPOS HarfBuzz then shapes with
    /// instead of loading and checking its own copy for this size.
    init(face: FT_Face, library: FreeTypeLibrary, layout: ShapingFace? = nil, advanceWidening26: Int) {
        font = hb_ft_font_create_referenced(face)
        if let layout { hb_font_set_face(font, layout.face) }
        buffer = hb_buffer_create()
        self.library = library
        self.advanceWidening26 = advanceWidening26
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes `range` of `text` (UTF-32) as one run in one script and direction; the text
    /// around the range is context (Arabic joining across a font change). Clusters are
    /// indices into `text`; glyphs come back in visual (left-to-right) order.
    func shape(_ text: [UInt32], range: Range<Int>, rightToLeft: Bool, script: ScriptTag) -> [ShapedGlyph] {
        hb_buffer_clear_contents(buffer)
        text.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script.raw))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { index in
            let advance26 = Int(positions[index].x_advance)
            return ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                xAdvance26: advance26 == 0 ? 0 : advance26 + advanceWidening26, xOffset26: Int(positions[index].x_offset),
                yOffset26: Int(positions[index].y_offset))
        }
    }
}

/// A built-in face as HarfBuzz reads it for shaping, made once per process and shared by every
/// font over that face (`HarfBuzzFont`). HarfBuzz checks a face's GDEF, GSUB and GPOS tables whole
/// and builds their accelerators when it first shapes with them: 0.8 million instructions for
/// DejaVu Sans, most of a first frame's shaping. Made once, that work is done once per process,
/// not for every renderer, size (large text) and theme reload.
final class ShapingFace: @unchecked Sendable {
    // @unchecked: an hb_face_t made immutable is safe to share between threads (HarfBuzz loads
    // its tables lazily with atomic operations).
    let face: OpaquePointer

    private static let dejaVuSans = ShapingFace(.dejaVuSans)
    private static let dejaVuSansBold = ShapingFace(.dejaVuSansBold)

    /// The shared face of a built-in font, its layout tables loaded; the first caller makes it.
    static func builtIn(_ font: BuiltInFont) -> ShapingFace {
        switch font {
        case .dejaVuSans: dejaVuSans
        case .dejaVuSansBold: dejaVuSansBold
        }
    }

    private init(_ font: BuiltInFont) {
        let bytes = font.bytes
        // The bytes are the program's read-only data, so HarfBuzz reads them in place for good.
        let blob = hb_blob_create(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        face = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        hb_face_make_immutable(face)
        _ = hb_ot_layout_has_glyph_classes(face)
        _ = hb_ot_layout_has_substitution(face)
        _ = hb_ot_layout_has_positioning(face)
    }
}
