/// A cubic from a position and velocity to a row at rest in a fixed time:
/// the animation of taps, keys, encoder steps, `select` and the snap after a
/// slow release. Ends exactly on `startPx + distancePx` at `durationUs`, and
/// starting from the current velocity makes a retarget (a key pressed again
/// mid-animation) continue smoothly instead of restarting from rest.
struct HermiteCurve: Hashable, Sendable {
    var startPx: Fixed
    var distancePx: Fixed
    var startVelocityPxPerMs: Fixed
    var durationUs: Int64

    /// A curve whose start velocity is kept only as far as it cannot overshoot the target
    /// (between zero and three times the average speed, the cubic's monotone range).
    static func monotone(from startPx: Fixed, to endPx: Fixed, velocityPxPerMs: Fixed, durationUs: Int64) -> HermiteCurve {
        let distance = endPx - startPx
        let durationMs = Fixed.milliseconds(us: durationUs)
        let steepest = durationMs.raw > 0 ? (distance * 3 / durationMs).magnitude : .zero
        var velocity = velocityPxPerMs
        if distance.raw == 0 || (velocity.raw < 0) != (distance.raw < 0) {
            velocity = .zero
        } else {
            velocity = velocity.clamped(magnitude: steepest)
        }
        return HermiteCurve(startPx: startPx, distancePx: distance, startVelocityPxPerMs: velocity, durationUs: durationUs)
    }

    /// Elapsed time as a fraction of the duration, in Q32.
    private func fractionQ32(_ elapsedUs: Int64) -> Int64 {
        guard durationUs > 0 else { return Exponential.one }
        let t = Swift.max(0, Swift.min(durationUs, elapsedUs))
        return Exponential.mulDiv(t, Exponential.one, durationUs)
    }

    private func mul(_ a: Int64, _ b: Int64) -> Int64 { Exponential.mulDiv(a, b, Exponential.one) }

    func positionPx(atUs elapsedUs: Int64) -> Fixed {
        let s = fractionQ32(elapsedUs)
        let one = Exponential.one
        let s2 = mul(s, s)
        let h01 = mul(s2, 3 * one - 2 * s)
        let h10 = mul(s, mul(one - s, one - s))
        let spanPx = startVelocityPxPerMs * Fixed.milliseconds(us: durationUs)
        return startPx + distancePx.scaled(byQ32: h01) + spanPx.scaled(byQ32: h10)
    }

    func velocityPxPerMs(atUs elapsedUs: Int64) -> Fixed {
        guard durationUs > 0 else { return .zero }
        let s = fractionQ32(elapsedUs)
        let one = Exponential.one
        let s2 = mul(s, s)
        let dh01 = 6 * mul(s, one - s)
        let dh10 = one - 4 * s + 3 * s2
        let spanPx = startVelocityPxPerMs * Fixed.milliseconds(us: durationUs)
        return (distancePx.scaled(byQ32: dh01) + spanPx.scaled(byQ32: dh10)) / Fixed.milliseconds(us: durationUs)
    }
}
