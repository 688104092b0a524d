/// One entry of a font chain (`theme.font`, `theme.highlight_font`): a font file, or a
/// fontconfig pattern (`"Noto Sans"`, `"sans-serif:bold"`) that the renderer resolves.
package enum FontSource: Hashable, Sendable {
    /// A font file, resolved against the config's folder.
    case file(String)
    case pattern(String)

    /// Font file endings FreeType opens; a string with one of them, or with a `/`, is a path.
    static let fileEndings = [".ttf", ".otf", ".ttc", ".otc", ".pfb", ".pfa", ".woff", ".woff2"]

    /// A path when `text` has a `/` or a font file ending, else a pattern.
    init(_ text: String, resolve: (String) -> String) {
        let lowered = text.lowercased()
        if text.contains("/") || FontSource.fileEndings.contains(where: lowered.hasSuffix) {
            self = .file(resolve(text))
        } else {
            self = .pattern(text)
        }
    }
}
