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

    /// `hb_ft_font_create_referenced` reads the scale (26.6 px) from the face's current size.
    init(face: FT_Face, library: FreeTypeLibrary) {
        font = hb_ft_font_create_referenced(face)
        buffer = hb_buffer_create()
        self.library = library
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
            ShapedGlyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                xAdvance26: Int(positions[index].x_advance), xOffset26: Int(positions[index].x_offset),
                yOffset26: Int(positions[index].y_offset))
        }
    }
}
