import PickerCore

/// A colour for `PickerStyle`, 8 bits a channel: `PickerColor(red:green:blue:)`
/// or `PickerColor(hex: "#rrggbb")` (the config file's colour type).
public typealias PickerColor = RGBColor

/// How a picker built from a `PickerDataSource` looks and moves: the
/// picker-wide keys of the config file (docs/config.md), typed. A property
/// left nil keeps the config file's default.
public struct PickerStyle: Equatable, Sendable {
    /// Which way rows scroll: `.vertical` (rows stack top to bottom, columns side by side)
    /// or `.horizontal` (items left to right, columns stacked; AKPickerView).
    public typealias Orientation = PickerCore.Orientation

    /// How rows are projected (AKPickerView's `pickerViewStyle`): `.wheel`, a 3D
    /// cylinder seen in perspective (`depth`), or `.flat` (rows may shrink with distance, `rowScale`).
    public typealias Appearance = WheelStyle

    /// How the selection band is marked (PickerView's selection styles).
    public enum Selection: Equatable, Sendable {
        case none
        /// Lines above and below the band in the tint colour (EMPickerView).
        case indicator(thickness: Int)
        /// A translucent band; nil colour means the tint.
        case overlay(color: PickerColor?, alpha: Double)
        /// A PNG stretched over the band.
        case image(path: String)
    }

    /// Panel size used when the display does not decide it (offscreen, terminal).
    public var width = 800
    /// See `width`.
    public var height = 480
    /// Which way rows scroll; vertical by default.
    public var orientation = Orientation.vertical
    /// Wheel (default) or flat.
    public var appearance = Appearance.wheel
    /// Extent of a row along the scroll axis, px (8...512).
    public var rowHeight = 48
    /// Extra space between rows (AKPickerView's `interitemSpacing`), px.
    public var rowSpacing = 0
    /// Odd number of rows in view; the middle one is the selection band.
    public var visibleRows = 5
    /// Gap between sections, px; nil keeps the default (12).
    public var sectionGap: Int?
    /// Fonts, a fallback chain (e.g. a CJK font after a Latin one): files or fontconfig patterns
    /// (`"Noto Sans CJK SC"`). nil: DejaVu Sans, compiled into the library (no file needed).
    public var fontPaths: [String]?
    /// Pixel size of the row font; nil: 60% of the row height.
    public var fontSize: Int?
    /// The font inside the band (AKPickerView's `highlightedFont`); nil: `fontPaths` when given,
    /// else DejaVu Sans Bold, compiled into the library.
    public var highlightedFontPaths: [String]?
    /// Pixel size inside the band; nil: `fontSize`.
    public var highlightedFontSize: Int?
    /// Row text outside the band; nil: grey.
    public var textColor: PickerColor?
    /// Row text inside the band; nil: white.
    public var highlightedTextColor: PickerColor?
    /// Disabled rows' text; nil: dark grey.
    public var disabledTextColor: PickerColor?
    /// Behind everything; nil: black.
    public var backgroundColor: PickerColor?
    /// Indicator lines and the default overlay colour.
    public var tintColor: PickerColor?
    /// How the selection band is marked; indicator lines by default.
    public var selection = Selection.indicator(thickness: 2)
    /// Opacity of unselected rows, 0...1.
    public var dim: Double?
    /// Fraction of the scroll extent over which rows fade at each end, 0...0.5 (0: no mask).
    public var fade: Double?
    /// Wheel perspective: eye distance in px (AKPickerView's `viewDepth`).
    public var depth: Int?
    /// Flat appearance: scale of a row one band away from the centre (ExPickerView); 1 turns it off.
    public var rowScale: Double?
    /// UIScrollView's deceleration per ms: 0.998 normal, 0.99 fast.
    public var decelerationRate: Double?

    /// The config file's defaults at 800x480.
    public init() {}

    /// The config keys this style sets.
    var documentEntries: [(String, JSONValue)] {
        let number = DataSourceDocument.number
        var entries: [(String, JSONValue)] = [
            ("size", .string("\(width)x\(height)")),
            ("orientation", .string(orientation.rawValue)),
            ("style", .string(appearance.rawValue)),
            ("row_height", .int(rowHeight)),
            ("row_spacing", .int(rowSpacing)),
            ("visible_rows", .int(visibleRows)),
        ]
        if let sectionGap { entries.append(("section_gap", .int(sectionGap))) }
        if let decelerationRate { entries.append(("deceleration_rate", number(decelerationRate))) }
        var theme: [(String, JSONValue)] = []
        if let fontPaths { theme.append(("font", .array(fontPaths.map { .string($0) }))) }
        if let fontSize { theme.append(("font_size", .int(fontSize))) }
        if let highlightedFontPaths { theme.append(("highlight_font", .array(highlightedFontPaths.map { .string($0) }))) }
        if let highlightedFontSize { theme.append(("highlight_font_size", .int(highlightedFontSize))) }
        for (key, color) in [("text", textColor), ("highlight_text", highlightedTextColor), ("disabled_text", disabledTextColor),
                             ("background", backgroundColor), ("tint", tintColor)] {
            if let color { theme.append((key, .string(color.description))) }
        }
        if let dim { theme.append(("dim", number(dim))) }
        if let fade { theme.append(("fade", number(fade))) }
        if let depth { theme.append(("depth", .int(depth))) }
        if let rowScale { theme.append(("row_scale", number(rowScale))) }
        let band: [(String, JSONValue)] = switch selection {
        case .none: [("style", .string("none"))]
        case .indicator(let thickness): [("style", .string("indicator")), ("thickness", .int(thickness))]
        case .overlay(let color, let alpha):
            [("style", .string("overlay")), ("alpha", number(alpha))] + (color.map { [("color", JSONValue.string($0.description))] } ?? [])
        case .image(let path): [("style", .string("image")), ("image", .string(path))]
        }
        theme.append(("selection", .object(JSONObject(band))))
        entries.append(("theme", .object(JSONObject(theme))))
        return entries
    }
}
