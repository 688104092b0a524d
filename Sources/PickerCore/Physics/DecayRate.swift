/// An exponential decay per millisecond, as UIScrollView's deceleration rate:
/// after `t` ms a quantity has shrunk to `rate^t` of itself.
///
/// Kept as log2 of the rate in Q32 so that `rate^t` for any whole number of
/// microseconds is one `Exponential.exp2Q32` call: a pure function of the
/// elapsed time, whatever the frame rate.
package struct DecayRate: Hashable, Sendable, CustomStringConvertible {
    /// log2(rate per ms) in Q32; always negative.
    let log2PerMsQ32: Int64

    /// UIScrollView's `.normal` (0.998 per ms).
    package static let normal = DecayRate(numerator: 998, denominator: 1000)!
    /// UIScrollView's `.fast` (0.99 per ms).
    package static let fast = DecayRate(numerator: 99, denominator: 100)!

    /// `numerator / denominator` per millisecond; nil unless strictly between 0 and 1.
    package init?(numerator: Int64, denominator: Int64) {
        guard numerator > 0, denominator > numerator else { return nil }
        let rateQ32 = UInt64(Fixed.roundedDivide(Int128(numerator) << 32, Int128(denominator)))
        guard rateQ32 > 0, rateQ32 < UInt64(Exponential.one) else { return nil }
        log2PerMsQ32 = Exponential.log2Q32(rateQ32)
    }

    /// A rate given as a `Fixed`; nil unless strictly between 0 and 1.
    package init?(_ rate: Fixed) {
        self.init(numerator: rate.raw, denominator: Fixed.one.raw)
    }

    /// The decay `e^(-perMs * t)` of a natural rate (a spring's ω, per millisecond).
    init(naturalPerMs: Fixed) {
        log2PerMsQ32 = -Swift.max(1, Exponential.mulDiv(naturalPerMs.raw, Exponential.log2eQ32, 1 << 16))
    }

    /// The decay on which a motion at `velocity` comes to rest `distance` further on (same sign):
    /// `-ln(rate) = velocity / distance`.
    init(stoppingFrom velocity: Fixed, within distance: Fixed) {
        log2PerMsQ32 = -Swift.max(1, Exponential.mulDiv(velocity.magnitude.raw, Exponential.log2eQ32, Swift.max(1, distance.magnitude.raw)))
    }

    /// The rate per millisecond in Q32.
    var perMsQ32: Int64 { Int64(Exponential.exp2Q32(log2PerMsQ32)) }

    /// The natural decay constant `-ln(rate)` per ms in Q32: a quantity decaying from `x` starts at speed `x` times this.
    var naturalPerMsQ32: Int64 { Exponential.mulDiv(-log2PerMsQ32, Exponential.ln2Q32, Exponential.one) }

    /// `rate^(elapsedUs / 1000)` in Q32.
    func remainingQ32(afterUs elapsedUs: Int64) -> Int64 {
        let exponent = Int128(log2PerMsQ32) * Int128(Swift.max(0, elapsedUs)) / 1000
        return Int64(Exponential.exp2Q32(Exponential.clampToInt64(exponent)))
    }

    /// How far a release at `velocity` travels before it stops: UIScrollView's `v * rate / (1 - rate)`.
    package func projectedDistancePx(velocityPxPerMs velocity: Fixed) -> Fixed {
        let rate = perMsQ32
        return Fixed(raw: Exponential.mulDiv(velocity.raw, rate, Exponential.one - rate))
    }

    /// The whole microseconds it takes a quantity to shrink from `from` to `to` (both positive, `to < from`), rounded up.
    func durationUs(shrinkingFrom from: Fixed, to: Fixed) -> Int64 {
        guard to.raw > 0, from.raw > to.raw else { return 0 }
        let ratioQ32 = UInt64(Fixed.roundedDivide(Int128(to.raw) << 32, Int128(from.raw)))
        let log2Ratio = Exponential.log2Q32(Swift.max(1, ratioQ32))
        let numerator = Int128(log2Ratio) * 1000
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: Int128(log2PerMsQ32))
        return Exponential.clampToInt64(quotient + (remainder != 0 ? 1 : 0))
    }

    package var description: String { "DecayRate(\(Fixed(raw: perMsQ32 >> 16)) per ms)" }
}
