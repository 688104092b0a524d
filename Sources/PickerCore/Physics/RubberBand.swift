/// UIScrollView's resistance past the ends of the content:
/// a pull of `x` beyond an end shows as `(1 - 1/(x*c/d + 1)) * d`,
/// which approaches `d` (the column's extent) however far the finger goes.
package struct RubberBand: Hashable, Sendable {
    /// c = 0.55 as a ratio of integers, so the formula stays exact.
    static let coefficientNumerator: Int128 = 55
    static let coefficientDenominator: Int128 = 100

    package var extentPx: Fixed

    package init(extentPx: Fixed) {
        self.extentPx = Fixed(raw: Swift.max(1, extentPx.raw))
    }

    /// The shown excess for a pull of `excessPx` beyond an end (either sign).
    /// Rewritten as `x*c*d / (x*c + d)` so it is one rounded division.
    package func resisted(_ excessPx: Fixed) -> Fixed {
        let x = Int128(excessPx.raw.magnitude)
        let d = Int128(extentPx.raw)
        let shown = Fixed.roundedDivide(x * RubberBand.coefficientNumerator * d,
                                        x * RubberBand.coefficientNumerator + d * RubberBand.coefficientDenominator)
        return Fixed(raw: excessPx.raw < 0 ? -Int64(shown) : Int64(shown))
    }

    /// The pull that shows as `shownPx` (the inverse of `resisted`), for a finger that
    /// catches content that is already past an end: `f*d / ((d - f) * c)`.
    package func unresisted(_ shownPx: Fixed) -> Fixed {
        let d = Int128(extentPx.raw)
        // The shown excess never reaches d; clamp so a caller's rounding cannot divide by zero.
        let f = Swift.min(Int128(shownPx.raw.magnitude), d - 1)
        let pull = Fixed.roundedDivide(f * d * RubberBand.coefficientDenominator, (d - f) * RubberBand.coefficientNumerator)
        let magnitude = Exponential.clampToInt64(pull)
        return Fixed(raw: shownPx.raw < 0 ? -magnitude : magnitude)
    }
}
