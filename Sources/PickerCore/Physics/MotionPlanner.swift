/// Plans the motion that follows an input: a release, a tap, a key, a `select`.
/// Every plan starts at the current position and velocity (no jump) and ends
/// exactly on an enabled row's offset.
struct MotionPlanner: Sendable {
    /// The time of every animation to a chosen row (snap, tap, key, encoder, select), whatever the distance.
    static let animationDurationUs: Int64 = 250_000
    /// Below this release speed a drag snaps to the nearest row instead of flinging.
    static let minFlingVelocityPxPerMs = Fixed(ratio: 1, 10)

    var track: ColumnTrack
    var rate: DecayRate

    /// The motion after a finger lifts at `offsetPx` moving at `velocity`.
    func release(fromPx offsetPx: Fixed, velocityPxPerMs velocity: Fixed, atUs nowUs: Int64) -> Motion? {
        let excess = track.excessPx(atOffsetPx: offsetPx)
        if excess.raw != 0 {
            return springBack(fromPx: offsetPx, velocityPxPerMs: velocity, atUs: nowUs)
        }
        guard velocity.magnitude >= MotionPlanner.minFlingVelocityPxPerMs else {
            return settle(fromPx: offsetPx, velocityPxPerMs: velocity, atUs: nowUs)
        }
        let projected = rate.projectedDistancePx(velocityPxPerMs: velocity)
        let restPx = offsetPx + projected
        if track.excessPx(atOffsetPx: restPx).raw != 0 {
            return overshoot(fromPx: offsetPx, distancePx: projected, atUs: nowUs)
        }
        let target = track.nearestEnabledRow(to: track.bandRow(atOffsetPx: restPx), upward: velocity.raw > 0)
        let distance = track.offsetPx(ofRow: target) - offsetPx
        let sameDirection = (distance.raw > 0) == (velocity.raw > 0)
        guard sameDirection, distance.magnitude > DecayCurve.landingTolerancePx * 2 else {
            return settle(fromPx: offsetPx, velocityPxPerMs: velocity, atUs: nowUs)
        }
        let curve = DecayCurve.landing(from: offsetPx, by: distance, rate: rate)
        return Motion(segments: [.init(startUs: nowUs, curve: .decay(curve))], targetRow: target, purpose: .fling)
    }

    /// A fling whose row went away under it (disabled by a reload) goes on to `row` on a curve like
    /// its own. A fling springing back onto an end row springs onto `row` instead. A decaying one
    /// decays on from its own speed: harder where its momentum would carry it past the row, at its
    /// own rate where it would come at least half way. Less momentum than that (a fling's last
    /// pixels) is reached by the animation. A row behind it is reached by a spring, which carries
    /// the wheel on a little, slowing, and brings it back: the animation turned it round within a
    /// frame (trial 57). Trial 23 saw a 1.5-2.6 s creep of a few pixels where a spring had been
    /// settling in 0.6 s.
    func glide(fromPx offsetPx: Fixed, velocityPxPerMs velocity: Fixed, springing: Bool, toRow row: Int, atUs nowUs: Int64) -> Motion? {
        let anchor = track.offsetPx(ofRow: row)
        let distance = anchor - offsetPx
        let behind = distance.raw != 0 && velocity.magnitude >= MotionPlanner.minFlingVelocityPxPerMs && (distance.raw > 0) != (velocity.raw > 0)
        if springing || behind {
            // Stiff enough that the wheel goes on by about a row at most before it turns: a
            // critically damped spring from speed v goes v / (e·ω) further (3/8 < 1/e).
            let withinARow = velocity.magnitude * 3 / (track.pitchPx * 8)
            let omega = behind ? Swift.max(SpringCurve.naturalPerMs, withinARow) : SpringCurve.naturalPerMs
            let spring = SpringCurve(anchorPx: anchor, excessPx: -distance, velocityPxPerMs: velocity, omegaPerMs: omega)
            return Motion(segments: [.init(startUs: nowUs, curve: .spring(spring))], targetRow: row, purpose: .fling)
        }
        let momentum = rate.projectedDistancePx(velocityPxPerMs: velocity).magnitude
        guard (distance.raw > 0) == (velocity.raw > 0), distance.magnitude > DecayCurve.landingTolerancePx * 2,
              momentum * 2 >= distance.magnitude else {
            return animate(fromPx: offsetPx, velocityPxPerMs: velocity, toRow: row, atUs: nowUs, purpose: .fling)
        }
        let glideRate = momentum > distance.magnitude ? DecayRate(stoppingFrom: velocity, within: distance) : rate
        let curve = DecayCurve.landing(from: offsetPx, by: distance, rate: glideRate)
        return Motion(segments: [.init(startUs: nowUs, curve: .decay(curve))], targetRow: row, purpose: .fling)
    }

    /// To the nearest enabled row (looking first the way it was moving).
    func settle(fromPx offsetPx: Fixed, velocityPxPerMs velocity: Fixed, atUs nowUs: Int64) -> Motion? {
        if track.excessPx(atOffsetPx: offsetPx).raw != 0 {
            return springBack(fromPx: offsetPx, velocityPxPerMs: velocity, atUs: nowUs)
        }
        // Over a disabled row, the enabled row nearer to where the wheel is, not the next one on:
        // trial 37 let go 1.56 rows on, over disabled row 2, and landed on row 3, 1.44 rows away.
        let band = track.bandRow(atOffsetPx: offsetPx)
        let onward = track.nearestEnabledRow(to: band, upward: velocity.raw >= 0)
        let back = track.nearestEnabledRow(to: band, upward: velocity.raw < 0)
        let target = (track.offsetPx(ofRow: back) - offsetPx).magnitude < (track.offsetPx(ofRow: onward) - offsetPx).magnitude ? back : onward
        return animate(fromPx: offsetPx, velocityPxPerMs: velocity, toRow: target, atUs: nowUs, purpose: .settle)
    }

    /// A bounded-time animation to `row`; nil when already resting there.
    func animate(fromPx offsetPx: Fixed, velocityPxPerMs velocity: Fixed, toRow row: Int, atUs nowUs: Int64,
                 purpose: Motion.Purpose) -> Motion? {
        let targetPx = track.offsetPx(ofRow: row)
        guard targetPx != offsetPx else { return nil }
        let curve = HermiteCurve.monotone(from: offsetPx, to: targetPx, velocityPxPerMs: velocity,
                                          durationUs: MotionPlanner.animationDurationUs)
        return Motion(segments: [.init(startUs: nowUs, curve: .hermite(curve))], targetRow: row, purpose: purpose)
    }

    /// Past an end of a finite column: a spring back to the end's enabled row.
    private func springBack(fromPx offsetPx: Fixed, velocityPxPerMs velocity: Fixed, atUs nowUs: Int64) -> Motion {
        let target = endRow(beyond: offsetPx)
        let anchor = track.offsetPx(ofRow: target)
        let curve = SpringCurve(anchorPx: anchor, excessPx: offsetPx - anchor, velocityPxPerMs: velocity)
        return Motion(segments: [.init(startUs: nowUs, curve: .spring(curve))], targetRow: target, purpose: .settle)
    }

    /// A fling whose projected rest lies past an end: it decelerates as usual until it
    /// reaches the end, then a spring stiff enough to keep the bounce within about a
    /// quarter of the column's extent carries it back.
    private func overshoot(fromPx offsetPx: Fixed, distancePx projected: Fixed, atUs nowUs: Int64) -> Motion {
        let edgePx = projected.raw > 0 ? track.maxOffsetPx : .zero
        let target = endRow(beyond: offsetPx + projected)
        let anchor = track.offsetPx(ofRow: target)
        let toEdge = edgePx - offsetPx
        let clipUs = rate.durationUs(shrinkingFrom: projected.magnitude, to: (projected - toEdge).magnitude)
        let decay = DecayCurve.clipped(from: offsetPx, by: projected, rate: rate, durationUs: clipUs)
        let edgeVelocity = decay.velocityPxPerMs(atUs: clipUs)
        let quarterExtentStiffness = edgeVelocity.magnitude * 3 / (track.extentPx * 2)
        let omega = Swift.max(SpringCurve.naturalPerMs, quarterExtentStiffness)
        let spring = SpringCurve(anchorPx: anchor, excessPx: decay.positionPx(atUs: clipUs) - anchor,
                                 velocityPxPerMs: edgeVelocity, omegaPerMs: omega)
        var segments: [Motion.Segment] = []
        if clipUs > 0 { segments.append(.init(startUs: nowUs, curve: .decay(decay))) }
        segments.append(.init(startUs: nowUs + clipUs, curve: .spring(spring)))
        return Motion(segments: segments, targetRow: target, purpose: .fling)
    }

    /// The enabled row nearest to the end that `offsetPx` lies beyond (or is nearest to).
    private func endRow(beyond offsetPx: Fixed) -> Int {
        offsetPx.raw <= 0 ? track.nearestEnabledRow(to: 0, upward: true)
                          : track.nearestEnabledRow(to: track.lastRow, upward: false)
    }
}
