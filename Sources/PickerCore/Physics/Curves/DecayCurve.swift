/// UIScrollView's deceleration: the distance still to go shrinks by the rate
/// every millisecond, `p(t) = start + Δ(1 - rate^t)`, so the starting speed is
/// `Δ * -ln(rate)` and it falls off exactly as a released scroll view's.
///
/// The exponential never arrives, so a landing curve ends at the first
/// microsecond where less than `landingTolerancePx` is left, and that rest is
/// added linearly over the whole curve: it ends exactly on `start + Δ` with
/// no jump. A clipped curve (a fling that will hit an end) has no such rest.
struct DecayCurve: Hashable, Sendable {
    static let landingTolerancePx = Fixed.half

    var startPx: Fixed
    var distancePx: Fixed
    var rate: DecayRate
    var durationUs: Int64
    var residualPx: Fixed

    static func landing(from startPx: Fixed, by distancePx: Fixed, rate: DecayRate) -> DecayCurve {
        let durationUs = rate.durationUs(shrinkingFrom: distancePx.magnitude, to: landingTolerancePx)
        let residual = distancePx.scaled(byQ32: rate.remainingQ32(afterUs: durationUs))
        return DecayCurve(startPx: startPx, distancePx: distancePx, rate: rate, durationUs: durationUs, residualPx: residual)
    }

    static func clipped(from startPx: Fixed, by distancePx: Fixed, rate: DecayRate, durationUs: Int64) -> DecayCurve {
        DecayCurve(startPx: startPx, distancePx: distancePx, rate: rate, durationUs: durationUs, residualPx: .zero)
    }

    func positionPx(atUs elapsedUs: Int64) -> Fixed {
        let t = Swift.max(0, Swift.min(durationUs, elapsedUs))
        let remaining = distancePx.scaled(byQ32: rate.remainingQ32(afterUs: t))
        return startPx + distancePx - remaining + landingShare(atUs: t)
    }

    func velocityPxPerMs(atUs elapsedUs: Int64) -> Fixed {
        let t = Swift.max(0, Swift.min(durationUs, elapsedUs))
        let remaining = distancePx.scaled(byQ32: rate.remainingQ32(afterUs: t))
        let residualSlope = durationUs > 0 ? Fixed(raw: Exponential.mulDiv(residualPx.raw, 1000, durationUs)) : .zero
        return remaining.scaled(byQ32: rate.naturalPerMsQ32) + residualSlope
    }

    private func landingShare(atUs t: Int64) -> Fixed {
        durationUs > 0 ? Fixed(raw: Exponential.mulDiv(residualPx.raw, t, durationUs)) : residualPx
    }
}
