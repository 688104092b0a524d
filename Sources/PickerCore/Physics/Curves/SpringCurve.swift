/// A critically damped spring pulling an excess back to an anchor (a finite
/// column's end row): `x(t) = (x0 + (v0 + ω x0) t) e^(-ωt)`. The start
/// velocity is limited so the content never crosses the anchor, so the
/// excess keeps its sign and the band row stays the end row throughout.
///
/// Ends at the first microsecond after the peak with less than
/// `landingTolerancePx` left; that rest is removed linearly over the curve
/// so it ends exactly on the anchor.
struct SpringCurve: Hashable, Sendable {
    static let landingTolerancePx = Fixed(raw: 1 << 14)
    /// The stiffness for a spring back from rest: about 400 ms from a 100 px pull.
    static let naturalPerMs = Fixed(ratio: 1, 50)

    var anchorPx: Fixed
    var startExcessPx: Fixed
    var startVelocityPxPerMs: Fixed
    var omegaPerMs: Fixed
    var durationUs: Int64
    var residualPx: Fixed

    init(anchorPx: Fixed, excessPx: Fixed, velocityPxPerMs: Fixed, omegaPerMs: Fixed = SpringCurve.naturalPerMs) {
        self.anchorPx = anchorPx
        self.startExcessPx = excessPx
        self.omegaPerMs = Fixed(raw: Swift.max(1, omegaPerMs.raw))
        // v0 + ω x0 must keep the sign of x0 (or be zero), else the content crosses the anchor.
        let slowest = -(self.omegaPerMs * excessPx)
        var velocity = velocityPxPerMs
        if excessPx.raw > 0 { velocity = Fixed(raw: Swift.max(velocity.raw, slowest.raw)) }
        if excessPx.raw < 0 { velocity = Fixed(raw: Swift.min(velocity.raw, slowest.raw)) }
        if excessPx.raw == 0 && velocity.raw == 0 { velocity = .zero }
        self.startVelocityPxPerMs = velocity
        self.durationUs = 0
        self.residualPx = .zero
        durationUs = restingTimeUs()
        residualPx = excess(atUs: durationUs)
    }

    private var decay: DecayRate { DecayRate(naturalPerMs: omegaPerMs) }
    private var linearPx: Fixed { startVelocityPxPerMs + omegaPerMs * startExcessPx }

    /// The undamped spring's excess at `t`.
    private func excess(atUs elapsedUs: Int64) -> Fixed {
        let t = Swift.max(0, elapsedUs)
        let envelope = startExcessPx + linearPx * Fixed.milliseconds(us: t)
        return envelope.scaled(byQ32: decay.remainingQ32(afterUs: t))
    }

    /// The first microsecond after the excess peaks at which less than the tolerance is left.
    private func restingTimeUs() -> Int64 {
        var peakUs: Int64 = 0
        if linearPx.raw != 0 {
            // x'(t) = 0 at t = 1/ω - x0/(v0 + ω x0); before it the excess may still grow.
            let peakMs = Fixed.one / omegaPerMs - startExcessPx / linearPx
            if peakMs.raw > 0 { peakUs = Exponential.mulDiv(peakMs.raw, 1000, 1 << 16) }
        }
        let settled = { (t: Int64) in self.excess(atUs: t).magnitude <= SpringCurve.landingTolerancePx }
        var low = peakUs
        if settled(low) { return low }
        var step: Int64 = 1000
        var high = low + step
        while !settled(high) {
            low = high
            step *= 2
            high = low + step
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if settled(middle) { high = middle } else { low = middle }
        }
        return high
    }

    func positionPx(atUs elapsedUs: Int64) -> Fixed {
        let t = Swift.max(0, Swift.min(durationUs, elapsedUs))
        let share = durationUs > 0 ? Fixed(raw: Exponential.mulDiv(residualPx.raw, t, durationUs)) : residualPx
        return anchorPx + excess(atUs: t) - share
    }

    func velocityPxPerMs(atUs elapsedUs: Int64) -> Fixed {
        let t = Swift.max(0, Swift.min(durationUs, elapsedUs))
        let envelope = startExcessPx + linearPx * Fixed.milliseconds(us: t)
        let slope = (linearPx - omegaPerMs * envelope).scaled(byQ32: decay.remainingQ32(afterUs: t))
        let residualSlope = durationUs > 0 ? Fixed(raw: Exponential.mulDiv(residualPx.raw, 1000, durationUs)) : .zero
        return slope - residualSlope
    }
}
