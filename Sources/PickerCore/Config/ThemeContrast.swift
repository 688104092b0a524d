/// Contrast between two colours as WCAG 2.2 defines it, for the high-contrast preset
/// (EN 301 549 and WCAG 1.4.6, "Contrast (Enhanced)": at least 7:1).
///
/// Relative luminance: https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
/// (each sRGB channel c/255 linearised as c/12.92 up to 0.04045, else ((c+0.055)/1.055)^2.4;
/// L = 0.2126 R + 0.7152 G + 0.0722 B). Contrast ratio: https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
/// ((L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance as L1).
package enum ThemeContrast {
    /// The ratio the high-contrast preset keeps between every text colour and what it is drawn on.
    package static let enhancedRatio = 7.0

    package static func relativeLuminance(_ color: RGBColor) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// From 1 (the same luminance) to 21 (black on white), whichever colour is the lighter.
    package static func ratio(_ first: RGBColor, _ second: RGBColor) -> Double {
        let (a, b) = (relativeLuminance(first), relativeLuminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// A ratio to one decimal, rounded down, so one just short of 7:1 never reads "7.0".
    package static func formatted(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// `color` drawn at `opacity` (0...1) over `background`, as the painter blends it: channel by channel in sRGB.
    package static func blend(_ color: RGBColor, opacity: Double, over background: RGBColor) -> RGBColor {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(bottom) + (Double(top) - Double(bottom)) * opacity).rounded())
        }
        return RGBColor(red: mix(color.red, background.red), green: mix(color.green, background.green), blue: mix(color.blue, background.blue))
    }

    /// sRGB's transfer function inverted; the power through the core's own base-2 logarithm and
    /// exponential, as the core links no C maths library.
    private static func linear(_ channel: UInt8) -> Double {
        let c = Double(channel) / 255
        guard c > 0.04045 else { return c / 12.92 }
        let base = (c + 0.055) / 1.055
        let baseQ32 = UInt64((base * Double(Exponential.one)).rounded())
        let powerQ32 = Exponential.exp2Q32(Exponential.log2Q32(baseQ32) * 12 / 5)
        return Double(powerQ32) / Double(Exponential.one)
    }
}

/// A text colour and what it is drawn on, named by the keys a user would change to fix it.
package struct ContrastPair: Equatable, Sendable {
    package var keys: String
    /// The colour the keys give.
    package var given: RGBColor
    /// The theme's `dim`, which draws rows outside the band at that opacity; nil in the band.
    package var dim: Fixed?
    package var background: RGBColor
    /// The colour as drawn: `given` at `dim` over the background.
    package var text: RGBColor { dim.map { ThemeContrast.blend(given, opacity: $0.double, over: background) } ?? given }
    package var ratio: Double { ThemeContrast.ratio(text, background) }

    /// The text colour as the user gave it and, when `dim` changed it, the colour it became
    /// (`text #777777 dimmed by dim 0.5 (#3c3c3c)`): the drawn colour alone is one nobody typed, and
    /// a `dim` set earlier (over the socket, say) is easily forgotten.
    package var textDescription: String {
        guard let dim, dim != .one else { return "\(keys) \(given)" }
        return "\(keys) \(given) dimmed by dim \(dim) (\(text))"
    }
}

extension ThemeConfig {
    /// Every text colour as it is shown, against what it is shown on: rows outside the band at
    /// `dim`, the band's text, and disabled rows in and out of the band. The band's background
    /// is the theme's, under an overlay when there is one.
    package var contrastPairs: [ContrastPair] {
        var bandBackground = background
        if selection.style == .overlay {
            bandBackground = ThemeContrast.blend(selection.color ?? tint, opacity: selection.alpha.double, over: background)
        }
        return [
            ContrastPair(keys: "text", given: text, dim: dim, background: background),
            ContrastPair(keys: "highlight_text", given: highlightText, background: bandBackground),
            ContrastPair(keys: "disabled_text", given: disabledText, dim: dim, background: background),
            ContrastPair(keys: "disabled_text", given: disabledText, background: bandBackground),
        ]
    }
}
