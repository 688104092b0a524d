import PickerCore

/// The fonts a row's parts are drawn in: the theme's, unless the row names its own
/// (`font`, `font_size`, `detail_font`, `detail_font_size`). A font a row names is meant for
/// it in and out of the band, as the theme's `font` is; each is opened once.
final class RowFonts {
    private struct Key: Hashable {
        var sources: [FontSource]?
        /// The built-in face (when `sources` is nil) and fontconfig's fallback style.
        var bold: Bool
        var pixelSize: Int
    }

    private let theme: RenderTheme
    private let fonts: [FontSource]?
    private let highlightFonts: [FontSource]?
    private let library: FreeTypeLibrary
    private var opened: [Key: Font] = [:]

    init(theme: RenderTheme, config: ThemeConfig, library: FreeTypeLibrary) {
        self.theme = theme
        fonts = config.fonts
        highlightFonts = config.highlightFontChain
        self.library = library
    }

    /// Opens the fonts the config's items name, so a bad one is an error naming its key
    /// (`columns[0].items[2].font`) before anything is drawn.
    func open(_ items: [(key: String, item: ItemConfig)]) throws {
        for (key, item) in items where !item.parts.usesThemeFonts {
            for highlighted in [false, true] {
                _ = try font(titleKey(item.parts, highlighted: highlighted), name: "\(key).font")
            }
            _ = try font(detailKey(item.parts), name: item.parts.detailFonts == nil ? "\(key).font" : "\(key).detail_font")
        }
    }

    /// The title's font. A row given after start-up whose font cannot be opened is drawn in the theme's.
    func title(_ parts: RowParts, highlighted: Bool) -> Font {
        let themes = highlighted ? theme.highlightFont : theme.font
        guard !parts.usesThemeFonts else { return themes }
        return (try? font(titleKey(parts, highlighted: highlighted), name: "font")) ?? themes
    }

    /// The detail's and trailing text's font, the same in and out of the band.
    func detail(_ parts: RowParts) -> Font {
        guard !parts.usesThemeFonts else { return theme.detailFont }
        return (try? font(detailKey(parts), name: "detail_font")) ?? theme.detailFont
    }

    private func titleKey(_ parts: RowParts, highlighted: Bool) -> Key {
        let themes = highlighted ? theme.highlightFont : theme.font
        let sources = parts.fonts ?? (highlighted ? highlightFonts : fonts)
        return Key(sources: sources, bold: highlighted && parts.fonts == nil, pixelSize: parts.fontSizePx ?? themes.pixelSize)
    }

    private func detailKey(_ parts: RowParts) -> Key {
        let titleSize = parts.fontSizePx ?? theme.font.pixelSize
        return Key(sources: parts.detailFonts ?? parts.fonts ?? fonts, bold: false, pixelSize: parts.detailFontSizePx ?? max(4, titleSize * 7 / 10))
    }

    private func font(_ key: Key, name: String) throws -> Font {
        if let font = opened[key] { return font }
        let font = try RenderTheme.font(
            key.sources, key: name, builtIn: key.bold ? .dejaVuSansBold : .dejaVuSans, style: key.bold ? ":bold" : "",
            pixelSize: key.pixelSize, library: library)
        opened[key] = font
        return font
    }
}
