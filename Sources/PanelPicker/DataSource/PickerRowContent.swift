import PickerCore

/// Where a row's detail line goes: `.below` the title or `.after` it on the same line.
public typealias PickerDetailPosition = RowParts.DetailPosition

/// Everything a row shows, for rows richer than a title and an image (PickerView's
/// custom row views, as panels use them): a detail line, a right-aligned text and icons
/// at both ends. Each part is the config item key of the same name.
public struct PickerRowContent: Equatable, Sendable {
    /// The title; nil for a row of icons only.
    public var title: String?
    /// A secondary line, smaller and dimmer: under the title or after it.
    public var detail: String?
    public var detailPosition: PickerDetailPosition
    /// Aligned to the row's trailing end, e.g. `"UTC+2"` or `"5 GHz"`.
    public var trailingText: String?
    /// PNG files drawn at the row's start and end, scaled to the row keeping their aspect.
    public var leadingImagePath: String?
    public var trailingImagePath: String?
    /// The row's own text colours; nil: the style's.
    public var textColor: PickerColor?
    public var highlightedTextColor: PickerColor?
    /// The title's own fonts (paths or fontconfig patterns, a fallback chain) and pixel size, in and
    /// out of the band, as `PickerStyle.fontPaths`; nil: the style's.
    public var fontPaths: [String]?
    public var fontSize: Int?
    /// The title's fonts and size inside the band (the config's `highlight_font`, `highlight_font_size`);
    /// nil: `fontPaths` and `fontSize` when given, else the style's `highlightedFontPaths` and `highlightedFontSize`.
    public var highlightedFontPaths: [String]?
    public var highlightedFontSize: Int?
    /// The detail's and trailing text's fonts and size; nil: the title's fonts at 7/10 of its size.
    public var detailFontPaths: [String]?
    public var detailFontSize: Int?
    /// Their fonts and size inside the band (`detail_highlight_font`, `detail_highlight_font_size`);
    /// nil: what `detailFontPaths` and `detailFontSize` give.
    public var highlightedDetailFontPaths: [String]?
    public var highlightedDetailFontSize: Int?
    /// The detail's and trailing text's own colours, out of and in the band; nil: the title's.
    public var detailColor: PickerColor?
    public var highlightedDetailColor: PickerColor?

    public init(
        title: String?, detail: String? = nil, detailPosition: PickerDetailPosition = .below, trailingText: String? = nil,
        leadingImagePath: String? = nil, trailingImagePath: String? = nil,
        textColor: PickerColor? = nil, highlightedTextColor: PickerColor? = nil,
        detailColor: PickerColor? = nil, highlightedDetailColor: PickerColor? = nil,
        fontPaths: [String]? = nil, fontSize: Int? = nil, detailFontPaths: [String]? = nil, detailFontSize: Int? = nil,
        highlightedFontPaths: [String]? = nil, highlightedFontSize: Int? = nil, highlightedDetailFontPaths: [String]? = nil,
        highlightedDetailFontSize: Int? = nil
    ) {
        self.title = title
        self.detail = detail
        self.detailPosition = detailPosition
        self.trailingText = trailingText
        self.leadingImagePath = leadingImagePath
        self.trailingImagePath = trailingImagePath
        self.textColor = textColor
        self.highlightedTextColor = highlightedTextColor
        self.detailColor = detailColor
        self.highlightedDetailColor = highlightedDetailColor
        self.fontPaths = fontPaths
        self.fontSize = fontSize
        self.detailFontPaths = detailFontPaths
        self.detailFontSize = detailFontSize
        self.highlightedFontPaths = highlightedFontPaths
        self.highlightedFontSize = highlightedFontSize
        self.highlightedDetailFontPaths = highlightedDetailFontPaths
        self.highlightedDetailFontSize = highlightedDetailFontSize
    }
}
