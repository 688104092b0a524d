/// What a rich row shows besides its title and leading image: a secondary line
/// (`detail`), a right-aligned text and an icon at the row's trailing end.
public struct RowParts: Hashable, Sendable {
    /// Where the detail line goes relative to the title.
    public enum DetailPosition: String, CaseIterable, Sendable {
        /// A second, smaller line under the title.
        case below
        /// On the title's line, right after it.
        case after
    }

    package var detail: String?
    package var detailPosition: DetailPosition
    /// Aligned to the row's trailing end (right in left-to-right rows), e.g. `UTC+2`.
    package var trailingText: String?
    /// Resolved against the config's folder.
    package var trailingImagePath: String?
    /// The title's own font chain and pixel size, in and out of the band; nil: the theme's.
    package var fonts: [FontSource]?
    package var fontSizePx: Int?
    /// The title's font chain and size inside the band; nil: `fonts` and `fontSizePx` when given,
    /// else the theme's `highlight_font` and `highlight_font_size`.
    package var highlightFonts: [FontSource]?
    package var highlightFontSizePx: Int?
    /// The detail's and trailing text's font chain and size; nil: the title's chain at 7/10 of its size.
    package var detailFonts: [FontSource]?
    package var detailFontSizePx: Int?
    /// Their font chain and size inside the band; nil: the chain and size they have outside it.
    package var detailHighlightFonts: [FontSource]?
    package var detailHighlightFontSizePx: Int?

    package init(detail: String? = nil, detailPosition: DetailPosition = .below, trailingText: String? = nil, trailingImagePath: String? = nil,
                fonts: [FontSource]? = nil, fontSizePx: Int? = nil, highlightFonts: [FontSource]? = nil, highlightFontSizePx: Int? = nil,
                detailFonts: [FontSource]? = nil, detailFontSizePx: Int? = nil, detailHighlightFonts: [FontSource]? = nil,
                detailHighlightFontSizePx: Int? = nil) {
        self.detail = detail
        self.detailPosition = detailPosition
        self.trailingText = trailingText
        self.trailingImagePath = trailingImagePath
        self.fonts = fonts
        self.fontSizePx = fontSizePx
        self.highlightFonts = highlightFonts
        self.highlightFontSizePx = highlightFontSizePx
        self.detailFonts = detailFonts
        self.detailFontSizePx = detailFontSizePx
        self.detailHighlightFonts = detailHighlightFonts
        self.detailHighlightFontSizePx = detailHighlightFontSizePx
    }

    /// Whether the row names no font of its own, so it is drawn in the theme's.
    package var usesThemeFonts: Bool {
        fonts == nil && fontSizePx == nil && highlightFonts == nil && highlightFontSizePx == nil
            && detailFonts == nil && detailFontSizePx == nil && detailHighlightFonts == nil && detailHighlightFontSizePx == nil
    }

    /// Whether the row has nothing but a title and a leading image, so it is laid out as before.
    package var isPlain: Bool { detail == nil && trailingText == nil && trailingImagePath == nil }
}
