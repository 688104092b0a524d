import PickerCore
import PickerSystem

/// The fonts a row's parts are drawn in: the theme's, unless the row names its own
/// (`font`, `font_size`, `highlight_font`, `highlight_font_size`, `detail_font`,
/// `detail_font_size`, `detail_highlight_font`, `detail_highlight_font_size`). A font a
/// row names is meant for it in and out of the band, as the theme's `font` is, unless it
/// names another for the band.
/// Each is opened once, by `open`, before its row is shown.
final class RowFonts {
    private struct Key: Hashable {
        var sources: [FontSource]?
        /// The built-in face (when `sources` is nil) and fontconfig's fallback style.
        var bold: Bool
        var pixelSize: Int
    }

    /// A font of the row's own, and the row's key an error about it names.
    private struct Choice {
        var key: Key
        var name: String
    }

    private let theme: RenderTheme
    private let fonts: [FontSource]?
    private let highlightFonts: [FontSource]?
    /// What large text did to the theme's sizes, which a row's own sizes follow.
    private let growth: LargeTextGrowth?
    private let library: FreeTypeLibrary
    private var opened: [Key: Font] = [:]
    /// Where the rows' font files may be opened from: the renderer's, set at each `open(rowsOf:files:)`.
    var files: FileAccess = .anywhere

    init(theme: RenderTheme, config: ThemeConfig, library: FreeTypeLibrary) {
        self.theme = theme
        fonts = config.fonts
        highlightFonts = config.highlightFontChain
        growth = config.largeTextGrowth
        self.library = library
    }

    /// Opens the fonts the items name, in and out of the band, so a bad one is an error
    /// naming its key (`columns[0].items[2].highlight_font`) before its row is shown. Returns
    /// what could not be opened: each font once (in and out of the band, at any size), by the
    /// first key that names it.
    func open(_ items: some Sequence<KeyedItem>) -> [String] {
        var problems: [String] = []
        var failed: Set<[FontSource]?> = []
        for entry in items {
            guard let parts = entry.item.richParts else { continue }
            for choice in choices(parts) where !failed.contains(choice.key.sources) {
                do { _ = try font(choice.key, name: "\(entry.key).\(choice.name)") } catch {
                    failed.insert(choice.key.sources)
                    problems.append((error as? RenderError)?.message ?? "\(error)")
                }
            }
        }
        return problems
    }

    /// The characters no font had, in the rows' own fonts.
    var uncovered: Set<UInt32> { opened.values.reduce(into: []) { $0.formUnion($1.uncovered) } }

    /// Closes the fonts no row of `items` is drawn in any more.
    func close(allBut items: some Sequence<KeyedItem>) {
        let drawn = Set(items.flatMap { $0.item.richParts.map { choices($0).map(\.key) } ?? [] })
        opened = opened.filter { drawn.contains($0.key) }
    }

    /// The fonts of its own a row is drawn in, in and out of the band.
    private func choices(_ parts: RowParts) -> [Choice] {
        guard !parts.usesThemeFonts else { return [] }
        return [false, true].flatMap { highlighted in
            [titleChoice(parts, highlighted: highlighted), detailChoice(parts, highlighted: highlighted)].compactMap { $0 }
        }
    }

    // The renderer opens every config's rows before it shows them (PickerRenderer.init and
    // `open(rowsOf:)`), so `title` and `detail` find the row's fonts opened. The theme's font
    // stands in only for a font no `open` saw: a frame has no one to report an error to.

    /// The title's font.
    func title(_ parts: RowParts, highlighted: Bool) -> Font {
        let themes = highlighted ? theme.highlightFont : theme.font
        // Most rows name no font: they skip the choice, which a row coming into view would otherwise pay for.
        guard !parts.usesThemeFonts else { return themes }
        return titleChoice(parts, highlighted: highlighted).flatMap { opened[$0.key] } ?? themes
    }

    /// The detail's and trailing text's font.
    func detail(_ parts: RowParts, highlighted: Bool) -> Font {
        guard !parts.usesThemeFonts else { return theme.detailFont }
        return detailChoice(parts, highlighted: highlighted).flatMap { opened[$0.key] } ?? theme.detailFont
    }

    /// The title's font when the row changes it; in the band `highlight_font`, else the row's
    /// `font`, else the theme's `highlight_font`, at `highlight_font_size`, else `font_size`,
    /// else the theme's size in the band.
    private func titleChoice(_ parts: RowParts, highlighted: Bool) -> Choice? {
        guard highlighted else {
            guard let name = RowFonts.firstGiven([("font", parts.fonts), ("font_size", parts.fontSizePx)]) else { return nil }
            return Choice(key: Key(sources: parts.fonts ?? fonts, bold: false, pixelSize: titleSize(parts.fontSizePx, highlighted: false)), name: name)
        }
        guard let name = RowFonts.firstGiven([
            ("highlight_font", parts.highlightFonts), ("font", parts.fonts),
            ("highlight_font_size", parts.highlightFontSizePx), ("font_size", parts.fontSizePx),
        ]) else { return nil }
        // The row's own `font` keeps its face in the band; the theme's chain and a row's highlight_font fall back in bold, as the theme's highlight_font does.
        let key = Key(sources: parts.highlightFonts ?? parts.fonts ?? highlightFonts, bold: parts.highlightFonts != nil || parts.fonts == nil,
                      pixelSize: titleSize(parts.highlightFontSizePx ?? parts.fontSizePx, highlighted: true))
        return Choice(key: key, name: name)
    }

    /// The detail's and trailing text's font when the row changes it: `detail_font`, else the row's
    /// `font`, else the theme's, at `detail_font_size`, else 7/10 of the title's size; in the band
    /// `detail_highlight_font` and `detail_highlight_font_size` take the chain's and the size's place.
    private func detailChoice(_ parts: RowParts, highlighted: Bool) -> Choice? {
        let bandFonts = highlighted ? parts.detailHighlightFonts : nil
        let bandSize = highlighted ? parts.detailHighlightFontSizePx : nil
        guard let name = RowFonts.firstGiven([
            ("detail_highlight_font", bandFonts), ("detail_highlight_font_size", bandSize), ("detail_font", parts.detailFonts),
            ("font", parts.fonts), ("detail_font_size", parts.detailFontSizePx), ("font_size", parts.fontSizePx),
        ]) else { return nil }
        let ownSize = bandSize.map { grown($0, highlighted: true) } ?? parts.detailFontSizePx.map { grown($0, highlighted: false) }
        let key = Key(sources: bandFonts ?? parts.detailFonts ?? parts.fonts ?? fonts, bold: false,
                      pixelSize: ownSize ?? max(4, titleSize(parts.fontSizePx, highlighted: false) * 7 / 10))
        return Choice(key: key, name: name)
    }

    /// A title's size: the row's own `px`, grown as large text grew the theme's, else the theme's.
    private func titleSize(_ px: Int?, highlighted: Bool) -> Int {
        guard let px else { return (highlighted ? theme.highlightFont : theme.font).pixelSize }
        return growth?.titlePx(px, highlighted: highlighted) ?? px
    }

    /// A detail's own size `px`, grown as large text grew the theme's.
    private func grown(_ px: Int, highlighted: Bool) -> Int {
        growth?.detailPx(px, highlighted: highlighted) ?? px
    }

    private func font(_ key: Key, name: String) throws -> Font {
        if let font = opened[key] { return font }
        let font = try RenderTheme.font(
            key.sources, key: name, builtIn: key.bold ? .dejaVuSansBold : .dejaVuSans, style: key.bold ? ":bold" : "",
            pixelSize: key.pixelSize, library: library, files: files)
        opened[key] = font
        return font
    }

    /// The first key the row gives a value for; nil when it gives none (the theme's font is drawn).
    private static func firstGiven(_ keys: [(name: String, value: (any Sendable)?)]) -> String? {
        keys.first { $0.value != nil }?.name
    }
}
