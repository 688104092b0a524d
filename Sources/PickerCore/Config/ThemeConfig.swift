/// A colour from a `#rrggbb` config value.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Parses `#rrggbb` (either case); nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var channels: [UInt8] = []
        for i in stride(from: 1, to: 7, by: 2) {
            guard let high = Character(Unicode.Scalar(digits[i])).hexDigitValue,
                  let low = Character(Unicode.Scalar(digits[i + 1])).hexDigitValue else { return nil }
            channels.append(UInt8(high << 4 | low))
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    public var description: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> RGBColor {
        guard case .string(let s) = value, let color = RGBColor(hex: s) else {
            throw ConfigError(path: path, message: "expected a colour as \"#rrggbb\", got \(value.kindDescription)")
        }
        return color
    }

    /// `#rrggbb`, or `#rrggbbaa` with the opacity last (`00` transparent, `ff` opaque).
    static func decodeWithAlpha(_ value: JSONValue, _ path: String) throws(ConfigError) -> (RGBColor, UInt8) {
        if case .string(let s) = value {
            if let color = RGBColor(hex: s) { return (color, 255) }
            // The opacity's two digits after a colour's seven characters; `UInt8(_:radix:)` alone would take "+f".
            let bytes = Array(s.utf8)
            if bytes.count == 9, bytes[7...].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
               let color = RGBColor(hex: String(decoding: bytes[..<7], as: UTF8.self)),
               let alpha = UInt8(String(decoding: bytes[7...], as: UTF8.self), radix: 16) {
                return (color, alpha)
            }
        }
        throw ConfigError(path: path, message: "expected a colour as \"#rrggbb\", or \"#rrggbbaa\" with an opacity from 00 (transparent) to ff, got \(value.kindDescription)")
    }
}

/// How the selection band is marked (PickerView's selection styles).
package enum SelectionStyle: String, Sendable, CaseIterable {
    case none, indicator, overlay, image
}

/// The band's decoration.
package struct SelectionConfig: Equatable, Sendable {
    package var style: SelectionStyle = .indicator
    /// Indicator line thickness in px.
    package var thicknessPx = 2
    /// Overlay colour; nil means the theme's tint.
    package var color: RGBColor?
    /// Overlay opacity 0...1.
    package var alpha = Fixed(ratio: 1, 4)
    /// The PNG stretched over the band for `.image`.
    package var imagePath: String?

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> SelectionConfig {
        var reader = try ObjectReader(value, path: path)
        var selection = SelectionConfig()
        selection.style = try reader.optional("style", Decode.choice(SelectionStyle.self)) ?? selection.style
        selection.thicknessPx = try reader.optional("thickness", Decode.int(in: 1...64)) ?? selection.thicknessPx
        selection.color = try reader.optional("color", RGBColor.decode)
        selection.alpha = try reader.optional("alpha", Decode.fixed(in: .zero...Fixed.one)) ?? selection.alpha
        selection.imagePath = try reader.optional("image", Decode.nonEmptyString)
        try reader.finish()
        if selection.style == .image && selection.imagePath == nil {
            throw ConfigError(path: reader.keyPath("image"), message: "is required when style is \"image\"")
        }
        // Only the indicator draws lines: a thickness beside another style would change nothing, and
        // whoever set it would look in vain for what it did.
        if selection.style != .indicator, reader.has("thickness") {
            throw ConfigError(path: reader.keyPath("thickness"),
                              message: "is the width of the indicator style's lines; the \"\(selection.style.rawValue)\" style draws none: choose \"indicator\" or leave thickness out")
        }
        return selection
    }
}

/// Which way a row's text runs (`theme.direction`): from its first strong character
/// (UAX #9 rules P2–P3), or forced; also the order of a horizontal picker's items.
package enum TextDirection: String, Sendable, CaseIterable {
    case auto, ltr, rtl
}

/// A ready-made set of theme values (`theme.preset`), which the keys given beside it may change.
package enum ThemePreset: String, Sendable, CaseIterable {
    /// White rows and yellow band text on black, at full opacity to the ends: every text colour at
    /// least 7:1 against what it is drawn on (WCAG 1.4.6), which the keys beside it must keep.
    case highContrast = "high-contrast"

    /// A preset's name, or one the theme has no preset for, said as what to write instead: a night
    /// theme wrote `"preset": "dark"`, which the theme with no preset is.
    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> ThemePreset {
        do { return try Decode.choice(ThemePreset.self)(value, path) } catch {
            guard case .string(let name) = value, let instead = instead[name.lowercased()] else { throw error }
            throw ConfigError(path: path, message: "\(error.message); \(instead)")
        }
    }

    private static let dark = "the theme with no preset is dark already (grey rows, white in the band, on black): leave \"preset\" out"
    private static let light = "no preset is light: give \"background\", \"text\", \"highlight_text\", \"disabled_text\" and \"tint\""
    private static let instead = ["dark": dark, "night": dark, "default": dark, "light": light, "day": light]
}

/// Fonts, colours and effects (`theme` in the config).
package struct ThemeConfig: Equatable, Sendable {
    /// Row font fallback chain (files and fontconfig patterns); nil means the built-in regular face.
    package var fonts: [FontSource]?
    /// Pixel size; nil means 60% of the row height.
    package var fontSizePx: Int?
    /// Font chain inside the band; nil means `fonts` (see `highlightFontChain`).
    package var highlightFonts: [FontSource]?
    /// nil means `fontSizePx`.
    package var highlightFontSizePx: Int?

    /// The font chain inside the band: `highlight_font`, else `font` (a font given for the rows
    /// is meant for all of them; a CJK font must not fall back to a Latin bold in the band);
    /// nil means the built-in bold face.
    package var highlightFontChain: [FontSource]? { highlightFonts ?? fonts }
    package var direction = TextDirection.auto
    package var background = RGBColor(red: 0, green: 0, blue: 0)
    /// The background's opacity, 0 (transparent) to 255: `#rrggbbaa`. A picker drawing premultiplied ARGB into
    /// a host's buffer leaves the host's drawing to show through; elsewhere the colour is shown over black.
    package var backgroundAlpha: UInt8 = 255
    package var text = RGBColor(red: 0x9A, green: 0x9A, blue: 0xA0)
    package var highlightText = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    /// #636366, not the #48484a of old: dimmed out of the band, that was 1.5:1 on black, and trial 73's
    /// sold-out dishes all but vanished.
    package var disabledText = RGBColor(red: 0x63, green: 0x63, blue: 0x66)
    /// A disabled row's title is struck through, so that it is told by more than its colour
    /// (WCAG 1.4.1): in the sun, trial 72's high-contrast panel showed a faulty zone almost as a working one.
    package var strikesDisabled = true
    package var tint = RGBColor(red: 0x0A, green: 0x84, blue: 0xFF)
    /// Opacity of unselected rows.
    package var dim = Fixed(decimal: "0.6")!
    package var selection = SelectionConfig()
    /// Fraction of the scroll extent over which rows fade out at each end.
    package var fade = Fixed(decimal: "0.3")!
    /// Wheel perspective: eye distance from the cylinder's front, px.
    package var depthPx = 1000
    /// Flat style: scale of a row one band away from the centre; 1 turns scaling off.
    package var rowScale = Fixed.one
    /// The language the rows are in (`lang`, BCP 47), for the ones whose column and item name none:
    /// speech says them with that voice rather than `speech.voice`.
    package var lang: String?
    /// The digits of the numbers the picker makes (ranges, dates, times); values keep 0-9.
    package var digits = Digits.latn
    /// Every row's icons are drawn as their shapes in the row's text colour, as a disabled row's
    /// are: one set of white icons follows a night theme's orange (trial 117).
    package var tintsIcons = false
    package var preset: ThemePreset?
    /// A wheel's rows darken as they turn away from the eye; the high-contrast preset keeps them at full contrast.
    package var shadesWheel = true
    /// Rows grow so that a capital H is at least `largeTextCapHeightPx` tall (EN 301 549 5.1.4).
    package var largeText = false
    /// The capital H's height in large text, in px: 0.7° of arc at the viewing distance the device maker states.
    package var largeTextCapHeightPx = 32
    /// True when the config gave `large_text_cap_height_px`: then a height this panel cannot show is
    /// refused when the config is read, not first when large text is switched on.
    package var largeTextCapHeightGiven = false
    /// Large text leaves no row's trailing text out of the band: its default capital H comes down
    /// as far as one pixel above the rows' own to keep them, and large text that must leave one out
    /// is refused. A unit ("km/h" beside "8.5") is part of the value (trial 74).
    package var largeTextKeepsTrailingText = false
    /// The band leaves no row's trailing text out, at any size: a picker whose band would is
    /// refused, naming the row. A price beside a drink is part of what is chosen (trial 110's
    /// "+€0.40" went from "Medium", and only the log said so). Large text keeps them too.
    package var keepTrailingText = false
    /// The key that switches large text on and off while the picker runs: `KEY_L`.
    package var largeTextKeyCode: UInt16 = 38
    /// How large text grew the rows' sizes (`PickerConfig.growingRows`), for the rows that give
    /// sizes of their own; nil while it has grown nothing.
    package var largeTextGrowth: LargeTextGrowth?

    package init() {}

    /// This theme with the defaults' colours, opacities, band and preset, and no rows' language:
    /// what is left says how rows are sized and laid out. A night theme switched while a wheel
    /// turned stopped the fling (trials 85, 87): colours alone now leave motions going. The
    /// language only chooses speech's voice, read as the rows are said: trial 107's switch to
    /// French stopped a drag.
    package var withoutColours: ThemeConfig {
        var shape = self
        let plain = ThemeConfig()
        shape.lang = plain.lang
        (shape.background, shape.backgroundAlpha, shape.tint) = (plain.background, plain.backgroundAlpha, plain.tint)
        (shape.text, shape.highlightText, shape.disabledText) = (plain.text, plain.highlightText, plain.disabledText)
        (shape.strikesDisabled, shape.dim, shape.fade, shape.shadesWheel) = (plain.strikesDisabled, plain.dim, plain.fade, plain.shadesWheel)
        (shape.selection, shape.preset) = (plain.selection, plain.preset)
        return shape
    }

    /// The preset's values, before the keys given beside it.
    package init(preset: ThemePreset) {
        self.preset = preset
        switch preset {
        case .highContrast:
            background = RGBColor(red: 0, green: 0, blue: 0)
            text = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
            highlightText = RGBColor(red: 0xFF, green: 0xFF, blue: 0x00)
            disabledText = RGBColor(red: 0xA0, green: 0xA0, blue: 0xA0)
            tint = RGBColor(red: 0xFF, green: 0xFF, blue: 0x00)
            dim = .one
            fade = .zero
            selection.thicknessPx = 3
            shadesWheel = false
        }
    }

    static func decode(_ value: JSONValue, _ path: String, resolve: (String) -> String) throws(ConfigError) -> ThemeConfig {
        var reader = try ObjectReader(value, path: path)
        var theme = reader.collecting("preset", ThemePreset.decode).map(ThemeConfig.init(preset:)) ?? ThemeConfig()
        theme.fonts = reader.collecting("font", Decode.paths)?.map { FontSource($0, resolve: resolve) }
        theme.fontSizePx = reader.collecting("font_size", Decode.int(in: 4...512))
        theme.highlightFonts = reader.collecting("highlight_font", Decode.paths)?.map { FontSource($0, resolve: resolve) }
        theme.highlightFontSizePx = reader.collecting("highlight_font_size", Decode.int(in: 4...512))
        theme.direction = reader.collecting("direction", Decode.choice(TextDirection.self)) ?? theme.direction
        if let background = reader.collecting("background", RGBColor.decodeWithAlpha) {
            (theme.background, theme.backgroundAlpha) = background
        }
        theme.text = reader.collecting("text", RGBColor.decode) ?? theme.text
        theme.highlightText = reader.collecting("highlight_text", RGBColor.decode) ?? theme.highlightText
        theme.disabledText = reader.collecting("disabled_text", RGBColor.decode) ?? theme.disabledText
        theme.strikesDisabled = reader.collecting("strike_disabled", Decode.bool) ?? theme.strikesDisabled
        theme.tintsIcons = reader.collecting("tint_icons", Decode.bool) ?? theme.tintsIcons
        theme.tint = reader.collecting("tint", RGBColor.decode) ?? theme.tint
        theme.dim = reader.collecting("dim", Decode.fixed(in: .zero...Fixed.one)) ?? theme.dim
        theme.selection = reader.collecting("selection", SelectionConfig.decode) ?? theme.selection
        theme.selection.imagePath = theme.selection.imagePath.map(resolve)
        theme.fade = reader.collecting("fade", Decode.fixed(in: .zero...Fixed.half)) ?? theme.fade
        theme.depthPx = reader.collecting("depth", Decode.int(in: 50...100_000)) ?? theme.depthPx
        theme.rowScale = reader.collecting("row_scale", Decode.fixed(in: .zero...Fixed.one, exclusiveLower: true)) ?? theme.rowScale
        theme.lang = reader.collecting("lang", SpeechConfig.decodeLanguage)
        theme.digits = reader.collecting("digits", Decode.choice(Digits.self)) ?? theme.digits
        theme.largeText = reader.collecting("large_text", Decode.bool) ?? theme.largeText
        if let capHeightPx = reader.collecting("large_text_cap_height_px", Decode.int(in: 8...256)) {
            theme.largeTextCapHeightPx = capHeightPx
            theme.largeTextCapHeightGiven = true
        }
        theme.keepTrailingText = reader.collecting("keep_trailing_text", Decode.bool) ?? theme.keepTrailingText
        theme.largeTextKeepsTrailingText = reader.collecting("large_text_keeps_trailing_text", Decode.bool) ?? theme.keepTrailingText
        theme.largeTextKeyCode = reader.collecting("large_text_key", KeyBindings.decode) ?? theme.largeTextKeyCode
        // `"high_contrast": true` is the preset spelt as a switch, as `large_text` is one.
        // (Not `replacing(_:with:)`: it is _StringProcessing's, which the release link would take.)
        for key in reader.unreadKeys {
            guard let preset = ThemePreset.allCases.first(where: { $0.rawValue == String(key.lowercased().map { $0 == "_" ? "-" : $0 }) }) else { continue }
            reader.keep(ConfigError(path: reader.keyPath(key), message: "unknown key; \(preset.rawValue) is a preset: give \"preset\": \(preset.rawValue.quotedForMessage)"))
        }
        try reader.finishCollecting()
        if theme.preset == .highContrast {
            if !reader.has("disabled_text") { theme.keepDisabledTextLegible() }
            try theme.checkHighContrast(reader)
        }
        return theme
    }

    /// The high-contrast preset's disabled grey (#a0a0a0) on its own overlay band (#404000) had
    /// 4.1:1, so the preset refused every overlay, and on a near-black brand background (#1a1a1a)
    /// 6.6:1 (trial 94): it takes the darkest lighter grey that keeps 7:1 in and out of the band,
    /// else the lightest darker one (on a light background), where one does.
    private mutating func keepDisabledTextLegible() {
        guard contrastPairs.contains(where: { $0.keys == "disabled_text" && $0.ratio < ThemeContrast.enhancedRatio }) else { return }
        var candidate = self
        let own = Int(disabledText.red)
        for level in Array(own...0xFF) + Array((0..<own).reversed()) {
            candidate.disabledText = RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level))
            if candidate.contrastPairs.allSatisfy({ $0.keys != "disabled_text" || $0.ratio >= ThemeContrast.enhancedRatio }) {
                disabledText = candidate.disabledText
                return
            }
        }
    }

    /// The keys given beside the high-contrast preset keep what it promises, else the error names
    /// each one to change, all at once (trial 35: of a text and a band text colour, only the first).
    private func checkHighContrast(_ reader: ObjectReader) throws(ConfigError) {
        if backgroundAlpha != 255 {
            throw ConfigError(path: reader.keyPath("background"), message: "the high-contrast preset needs an opaque background, so its contrast is known; give \"#rrggbb\"")
        }
        var problems: [ConfigError] = []
        if fade != .zero {
            problems.append(ConfigError(path: reader.keyPath("fade"), message: "the high-contrast preset keeps rows at full contrast to the ends; give 0 or leave it out"))
        }
        if selection.style == .image {
            problems.append(ConfigError(path: reader.keyPath("selection.style"), message: "the high-contrast preset cannot check text drawn over an image; give \"indicator\", \"overlay\" or \"none\""))
        }
        for pair in contrastPairs where pair.ratio < ThemeContrast.enhancedRatio && selection.style != .image {
            // The band's overlay tints what the band's text is drawn on: it can give way too, and
            // is named before the background the preset gave (trial 63 was sent to a black background).
            let overlay = pair.dim == nil && selection.style == .overlay
            let culprits = overlay ? [pair.keys, "selection", "background"] : [pair.keys, "dim", "background", "selection"]
            let key = culprits.first(where: reader.has) ?? "preset"
            let remedy = "give \(pair.keys) a colour with more contrast on \(pair.background)"
                + (overlay ? ", or the band an overlay that tints less (selection.alpha) or \"style\": \"indicator\"" : "")
            let problem = ConfigError(path: reader.keyPath(key), message: "\(pair.textDescription) on \(pair.background) has a contrast of \(ThemeContrast.formatted(pair.ratio)):1; the high-contrast preset keeps at least 7:1 (WCAG 1.4.6): \(remedy)")
            // In the band and out of it, one colour on one background is one problem, said once.
            if !problems.contains(problem) { problems.append(problem) }
        }
        if let error = ConfigError.naming(all: problems) { throw error }
    }
}
