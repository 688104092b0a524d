import CFontConfig

/// A font file fontconfig chose, and whether its configuration asks for the face to be drawn
/// bolder: `FC_EMBOLDEN`, which 90-synthetic.conf sets where a bold face was asked for and the
/// family has only a regular one installed (a CJK font beside the band's bold Latin).
struct CataloguedFont: Hashable, Sendable {
    let path: String
    let emboldened: Bool

    var source: FaceSource { .catalogued(path, emboldened: emboldened) }
}

/// Fonts found through fontconfig: patterns (`"Noto Sans"`, `"sans-serif:bold"`) resolved
/// to files, and the file that draws a character a chain lacks. The only user of fontconfig,
/// which loads its configuration on first use, so a picker whose fonts are files and
/// cover its text never reads it.
enum FontCatalog {
    /// `FcInit` once per process: fontconfig's configuration and font cache are process-wide.
    private static let initialised = FcInit() != 0

    /// Families fontconfig's own configuration maps to installed ones (fonts.conf's aliases),
    /// so a match of another family is what was asked for.
    private static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "emoji", "math", "cursive", "fantasy",
    ]

    /// The file of the installed font that best matches `pattern` (`FcFontMatch`). A pattern
    /// that names families matches only a font of one of them (or of an alias such as `sans-serif`):
    /// fontconfig on its own would answer any font at all.
    static func file(matching pattern: String) throws(RenderError) -> CataloguedFont {
        guard initialised else { throw RenderError("fontconfig could not load its configuration") }
        guard let parsed = FcNameParse(pattern) else { throw RenderError("\"\(pattern)\" is not a fontconfig pattern") }
        defer { FcPatternDestroy(parsed) }
        let asked = strings(parsed, FC_FAMILY)
        guard let match = bestMatch(parsed), let file = strings(match, FC_FILE).first else {
            throw RenderError("no installed font matches \"\(pattern)\"")
        }
        defer { FcPatternDestroy(match) }
        let found = strings(match, FC_FAMILY)
        let wanted = asked.map(normalised)
        if !wanted.isEmpty, !wanted.contains(where: genericFamilies.contains), !found.map(normalised).contains(where: wanted.contains) {
            throw RenderError("no installed font matches \"\(pattern)\" (the nearest is \(found.first ?? file))")
        }
        return CataloguedFont(path: file, emboldened: emboldens(match))
    }

    /// The file of the best font in the style of `pattern` that has a glyph for `scalar`
    /// (fontconfig's sorted list for that character), of the weight (OpenType's 100-900) and
    /// slant of the face it stands in for, whatever the pattern says: a digit beside regular
    /// Hebrew letters is not drawn bold. Nil when no installed font has one.
    static func file(covering scalar: Unicode.Scalar, like pattern: String, weight: Int, italic: Bool) -> CataloguedFont? {
        guard initialised, let query = FcNameParse(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        FcPatternDel(query, FC_STYLE)
        FcPatternDel(query, FC_WEIGHT)
        FcPatternDel(query, FC_SLANT)
        FcPatternAddDouble(query, FC_WEIGHT, FcWeightFromOpenTypeDouble(Double(weight)))
        FcPatternAddInteger(query, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        let wanted = FcCharSetCreate()
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, scalar.value)
        FcPatternAddCharSet(query, FC_CHARSET, wanted)
        guard let match = bestMatch(query) else { return nil }
        defer { FcPatternDestroy(match) }
        var charset: OpaquePointer?
        guard FcPatternGetCharSet(match, FC_CHARSET, 0, &charset) == FcResultMatch, FcCharSetHasChar(charset, scalar.value) != 0 else {
            return nil
        }
        return strings(match, FC_FILE).first.map { CataloguedFont(path: $0, emboldened: emboldens(match)) }
    }

    /// Whether the configuration's substitutions on the matched font set `FC_EMBOLDEN`.
    private static func emboldens(_ match: OpaquePointer) -> Bool {
        var value: FcBool = 0
        return FcPatternGetBool(match, FC_EMBOLDEN, 0, &value) == FcResultMatch && value != 0
    }

    /// `FcFontMatch` after the configuration's and the default substitutions; the caller destroys the result.
    private static func bestMatch(_ pattern: OpaquePointer) -> OpaquePointer? {
        guard let query = FcPatternDuplicate(pattern) else { return nil }
        defer { FcPatternDestroy(query) }
        guard FcConfigSubstitute(nil, query, FcMatchPattern) != 0 else { return nil }
        FcDefaultSubstitute(query)
        var result = FcResultNoMatch
        return FcFontMatch(nil, query, &result)
    }

    /// Every string value of `property` in `pattern`.
    private static func strings(_ pattern: OpaquePointer, _ property: String) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, property, Int32(values.count), &value) == FcResultMatch, let value {
            values.append(String(cString: value))
        }
        return values
    }

    /// fontconfig compares family names ignoring case and blanks.
    private static func normalised(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }
}
