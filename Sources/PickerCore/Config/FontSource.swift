/// One entry of a font chain (`theme.font`, `theme.highlight_font`): a font file, or a
/// fontconfig pattern (`"Noto Sans"`, `"sans-serif:bold"`) that the renderer resolves.
package enum FontSource: Hashable, Sendable {
    /// A font file, resolved against the config's folder.
    case file(String)
    case pattern(String)

    /// Font file endings FreeType opens; a string with one of them, or with a `/`, is a path.
    static let fileEndings = [".ttf", ".otf", ".ttc", ".otc", ".pfb", ".pfa", ".woff", ".woff2"]

    /// A path when `text` has a `/`, a font file ending, or reads as a file's name; else a pattern.
    init(_ text: String, resolve: (String) -> String) {
        let lowered = text.lowercased()
        if text.contains("/") || FontSource.fileEndings.contains(where: lowered.hasSuffix) || FontSource.readsAsFileName(text) {
            self = .file(resolve(text))
        } else {
            self = .pattern(text)
        }
    }

    /// `lock.png` beside the config was taken as a pattern, "no installed font matches "lock.png"",
    /// hiding that the file is there but no font. A name, then a dot and an ending of letters and
    /// digits that starts with a letter, with no blank, `:`, `=` or `,`, is a file's name: opening
    /// it says what is wrong with the file. Patterns keep their blanks and properties
    /// (`"DejaVu Sans:bold"`), and a size after a dot is digits (`"monospace-10.5"`). The core does
    /// no I/O, so this reads the text, not the folder.
    static func readsAsFileName(_ text: String) -> Bool {
        guard !text.contains(where: { " :=,".contains($0) }), let dot = text.lastIndex(of: "."), dot != text.startIndex else {
            return false
        }
        let ending = text[text.index(after: dot)...]
        return (1...8).contains(ending.count) && ending.first?.isLetter == true && ending.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
}
