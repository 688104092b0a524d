import PickerCore
import PickerSystem

/// A fallback chain of faces at one pixel size: each grapheme cluster is drawn by the
/// first face that has glyphs for all of it (e.g. DejaVu, then a CJK font). The chain grows on
/// demand with the font fontconfig finds for a character none of its faces has.
final class Font {
    private(set) var faces: [FontFace]
    let pixelSize: Int
    private(set) var glyphCache = GlyphCache()
    /// The style (a fontconfig pattern) of the fonts fontconfig adds for missing glyphs, at the
    /// primary face's own weight and slant; nil adds none.
    private let fallbackPattern: String?
    private let library: FreeTypeLibrary
    /// Characters fontconfig found no font for, so each is asked about once.
    private(set) var uncovered: Set<UInt32> = []
    /// Texts shaped in this font, by text and direction: sizing measures each title several
    /// times (its room, its whole line, its trailing text's share, for each share it tries), and a
    /// 42-row reload cost 10 ms, most of it HarfBuzz shaping the same titles again (trial 82).
    private var shapedRuns: [ShapedText: TextRun] = [:]
    /// The most runs kept: a 3,000-row list scrolled through shapes every row it draws.
    private static let shapedRunsKept = 512

    private struct ShapedText: Hashable {
        var text: String
        var direction: TextDirection
    }

    /// Opens every source at `pixelSize`. Errors name the font that failed.
    init(sources: [FaceSource], pixelSize: Int, library: FreeTypeLibrary, fallbackPattern: String? = nil, files: FileAccess = .anywhere) throws {
        guard !sources.isEmpty else { throw RenderError("a font needs at least one file") }
        faces = try sources.map { try FontFace(source: $0, pixelSize: pixelSize, library: library, files: files) }
        self.pixelSize = pixelSize
        self.fallbackPattern = fallbackPattern
        self.library = library
    }

    /// What a cut text ends with: "…", or "..." when the primary face has no U+2026; and its width in 1/64 px.
    private(set) lazy var ellipsis: (characters: [Character], width26: Int) = {
        let characters: [Character] = faces[0].glyphIndex(for: "\u{2026}") != 0 ? ["\u{2026}"] : [".", ".", "."]
        return (characters, TextRun(String(characters), font: self, direction: .ltr).width26)
    }()

    /// Baseline-to-top of the primary face's line box, in 1/64 px.
    var ascender26: Int { faces[0].ascender26 }
    /// Baseline-to-bottom of the primary face's line box, in 1/64 px (negative).
    var descender26: Int { faces[0].descender26 }
    /// Height of the line box in whole pixels.
    var lineHeightPx: Int { (ascender26 - descender26 + 63) >> 6 }

    /// The face (by position in the chain) that draws a whole grapheme cluster, so a mark
    /// always comes from its base's font: the first face with a glyph for every scalar
    /// (default-ignorable ones such as ZWJ aside), else the first with the base, else the
    /// one fontconfig adds for the base, else the primary face, whose missing-glyph box then shows.
    func face(for character: Character) -> Int {
        let scalars = character.unicodeScalars
        // Most clusters are one code point the primary face has: whether or not it is
        // default-ignorable, the rule below then picks the primary face.
        if scalars.count == 1, faces[0].glyphIndex(for: scalars.first!) != 0 { return 0 }
        let drawn = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        if let whole = faces.firstIndex(where: { face in drawn.allSatisfy { face.glyphIndex(for: $0) != 0 } }) {
            return whole
        }
        let base = drawn.first ?? scalars.first!
        return faces.firstIndex { $0.glyphIndex(for: base) != 0 } ?? addedFace(for: base) ?? 0
    }

    /// Opens and appends the font fontconfig finds for `scalar`; nil when there is none
    /// (or the chain takes no fallback).
    private func addedFace(for scalar: Unicode.Scalar) -> Int? {
        guard let fallbackPattern, !uncovered.contains(scalar.value) else { return nil }
        let primary = faces[0].style
        if let found = FontCatalog.file(covering: scalar, like: fallbackPattern, weight: primary.weight, italic: primary.italic), !faces.contains(where: { $0.source == found.source }),
           let face = try? FontFace(source: found.source, pixelSize: pixelSize, library: library), face.glyphIndex(for: scalar) != 0 {
            faces.append(face)
            return faces.count - 1
        }
        uncovered.insert(scalar.value)
        return nil
    }

    /// `text` shaped in this font: `shape`'s run, kept for the next time it is asked for.
    func shaped(_ text: String, direction: TextDirection, shape: () -> TextRun) -> TextRun {
        let key = ShapedText(text: text, direction: direction)
        if let run = shapedRuns[key] { return run }
        let run = shape()
        if shapedRuns.count >= Font.shapedRunsKept { shapedRuns.removeAll(keepingCapacity: true) }
        shapedRuns[key] = run
        return run
    }

    func glyph(_ index: UInt32, face: Int) -> GlyphBitmap {
        glyphCache.glyph(index, of: faces[face])
    }
}
