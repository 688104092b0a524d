import CFreeType
import PickerSystem

/// The FreeType library handle that every face of one renderer shares.
/// The only owner of `FT_Library`; faces keep it alive.
final class FreeTypeLibrary {
    fileprivate let handle: FT_Library

    init() throws {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw RenderError("FreeType could not be initialised")
        }
        handle = library
    }

    deinit { FT_Done_FreeType(handle) }
}

/// A glyph's coverage bitmap and metrics, copied out of FreeType so that
/// the cache owns it. `left`/`top` place the bitmap relative to the pen on the baseline.
struct GlyphBitmap {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    /// Horizontal advance in 26.6 fixed point (1/64 px).
    var advance26: Int
    /// Coverage 0...255, `width` bytes a row.
    var coverage: [UInt8]
}

/// One font opened at one pixel size (`FT_Face`). The only type that calls FreeType.
final class FontFace {
    let source: FaceSource
    let pixelSize: Int
    /// Distance from the baseline to the top of the line box, in 1/64 px (positive).
    let ascender26: Int
    /// Distance from the baseline to the bottom of the line box, in 1/64 px (negative).
    let descender26: Int
    /// The same face for HarfBuzz, which positions glyphs before FreeType draws them.
    let shaper: HarfBuzzFont
    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let loadFlags: FT_Int32
    /// How much wider and taller a face fontconfig asks to draw bolder makes each glyph's outline, and
    /// each advance longer, in 1/64 px; 0 for a face drawn as it is. FreeType's own strength for
    /// `FT_GlyphSlot_Embolden` (ftsynth.c: the em at this size over 24), applied here so that the
    /// advances HarfBuzz shapes with grow by the very amount the glyphs do.
    let emboldening26: Int
    /// The font file, mapped from the descriptor it was checked through; nil for a built-in face.
    private let mapping: MemoryMapping?

    /// The largest font file opened, checked with `fstat` before it is mapped (a CJK collection is about 20 MB).
    static let maximumFileBytes = 64 << 20

    /// Text up to this size is hinted. Light (vertical-only) auto-hinting puts horizontal
    /// edges on whole pixels, which visibly sharpens small text; from 25 px on an edge's half
    /// pixel of blur is a small part of a letter, and leaving the outlines alone also skips the
    /// auto-hinter's set-up on each face's first glyph (a walk over the whole charmap), which
    /// was most of a cold first frame's FreeType time.
    static let largestHintedPixelSize = 24

    /// Opens `source` (face 0 of a collection) at `pixelSize` px; a file the config names as
    /// `files` allows. Errors name the font and the reason.
    init(source: FaceSource, pixelSize: Int, library: FreeTypeLibrary, files: FileAccess = .anywhere) throws {
        var opened: FT_Face?
        let status: FT_Error
        let bytes: UnsafeRawBufferPointer
        let fileMapping: MemoryMapping?
        switch source {
        case .file(let path), .catalogued(let path, _):
            // The face reads the very file that was checked (a regular file, not too large), from its
            // descriptor: mapped, as FreeType would map it itself, so untouched glyphs cost no memory.
            let access = if case .file = source { files } else { FileAccess.anywhere }
            let mapped: MemoryMapping
            do {
                let file = try access.openRegularFile(path, limit: FontFace.maximumFileBytes)
                defer { file.close() }
                guard file.identity.size > 0 else { throw FileRefusal(path: path, reason: "an empty file") }
                mapped = try MemoryMapping(readOnly: file.descriptor, byteCount: file.identity.size, subject: path)
            } catch let error as SystemError {
                throw RenderError("\(source.name): \(error.reason)")
            } catch let error as FileRefusal {
                throw RenderError("\(source.name): \(error.reason)")
            }
            fileMapping = mapped
            bytes = UnsafeRawBufferPointer(start: mapped.address, count: mapped.byteCount)
        case .builtIn(let font):
            // The bytes live in the program's read-only data as long as it runs.
            fileMapping = nil
            bytes = font.bytes
        }
        // FreeType reads the bytes in place for the face's life.
        status = FT_New_Memory_Face(library.handle, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &opened)
        guard status == 0, let opened else {
            fileMapping?.unmap()
            throw RenderError("\(source.name): \(FontFace.reason(status))")
        }
        guard FT_Set_Pixel_Sizes(opened, 0, FT_UInt(pixelSize)) == 0 else {
            FT_Done_Face(opened)
            fileMapping?.unmap()
            throw RenderError("\(source.name): cannot be drawn at \(pixelSize) px")
        }
        mapping = fileMapping
        self.source = source
        self.pixelSize = pixelSize
        self.library = library
        face = opened
        let metrics = opened.pointee.size.pointee.metrics
        ascender26 = Int(metrics.ascender)
        descender26 = Int(metrics.descender)
        let sharedLayout = if case .builtIn(let font) = source { ShapingFace.builtIn(font) } else { ShapingFace?.none }
        emboldening26 = if case .catalogued(_, emboldened: true) = source {
            Int(FT_MulFix(FT_Long(opened.pointee.units_per_EM), opened.pointee.size.pointee.metrics.y_scale)) / 24
        } else { 0 }
        shaper = HarfBuzzFont(face: opened, library: library, layout: sharedLayout, advanceWidening26: emboldening26)
        let hinting = pixelSize <= FontFace.largestHintedPixelSize ? panel_picker_ft_load_target_light() : FT_Int32(FT_LOAD_NO_HINTING)
        // A face drawn bolder is loaded as an outline, widened, then rendered: an embedded bitmap has no outline to widen.
        loadFlags = emboldening26 > 0 ? FT_Int32(FT_LOAD_NO_BITMAP) | hinting : FT_Int32(FT_LOAD_RENDER) | hinting
    }

    deinit {
        FT_Done_Face(face)
        mapping?.unmap()
    }

    /// The glyph index for a code point; 0 when the font has no glyph for it (`FT_Get_Char_Index`).
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    }

    /// The face's weight (OpenType's 100-900: its OS/2 table's, else 700 for a face FreeType
    /// calls bold and 400 for others) and whether it slants: what a fallback face must match.
    var style: (weight: Int, italic: Bool) {
        let flags = face.pointee.style_flags
        let weightClass = Int(panel_picker_ft_weight_class(face))
        let weight = (100...1000).contains(weightClass) ? weightClass : (flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400)
        return (weight, flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0)
    }

    /// Rasterises one glyph, anti-aliased; hinted only at small sizes (`largestHintedPixelSize`), and
    /// widened by `emboldening26` where fontconfig asks for the face drawn bolder.
    func render(glyph index: UInt32) -> GlyphBitmap {
        let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, advance26: 0, coverage: [])
        guard FT_Load_Glyph(face, index, loadFlags) == 0, let slot = face.pointee.glyph else { return empty }
        var advance26 = Int(slot.pointee.advance.x)
        if emboldening26 > 0 {
            let strength = FT_Pos(emboldening26)
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength) == 0,
                  FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return empty }
            if advance26 != 0 { advance26 += emboldening26 }
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let source = bitmap.buffer, width > 0 {
            coverage.withUnsafeMutableBufferPointer { target in
                for row in 0..<height {
                    // A negative pitch means the rows are stored bottom-up.
                    let sourceRow = pitch >= 0 ? source + row * pitch : source + (height - 1 - row) * -pitch
                    (target.baseAddress! + row * width).update(from: sourceRow, count: width)
                }
            }
        }
        return GlyphBitmap(
            width: width, height: height,
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            advance26: advance26, coverage: coverage)
    }

    private static func reason(_ status: FT_Error) -> String {
        switch status {
        case 0x01: "cannot be opened"
        // Unknown_File_Format, and Invalid_Stream_Operation, which a face read from memory (as every face here is)
        // gives for a file that is no font at all, such as a PNG.
        case 0x02, 0x55: "is not a font file FreeType can read"
        case 0x03: "is a broken font file"
        case 0x06: "has no face 0"
        default: "FreeType error \(status)"
        }
    }
}
