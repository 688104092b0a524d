import Testing
@testable import PickerCore

@Suite struct CurveTests {
    /// Samples a curve every `stepUs` from 0 through its end.
    private func samples(_ curve: MotionCurve, stepUs: Int64 = 997) -> [Fixed] {
        var positions = stride(from: Int64(0), to: curve.durationUs, by: Int(stepUs)).map { curve.positionPx(atUs: $0) }
        positions.append(curve.positionPx(atUs: curve.durationUs))
        return positions
    }

    private func isMonotone(_ positions: [Fixed], upward: Bool) -> Bool {
        zip(positions, positions.dropFirst()).allSatisfy { upward ? $0 <= $1 : $0 >= $1 }
    }

    @Test(arguments: [Fixed(48), Fixed(-480), Fixed(ratio: 12345, 7), Fixed(51_199_488)])
    func decayLandsExactlyAndMonotonically(distance: Fixed) {
        let start = Fixed(ratio: 300, 7)
        let curve = MotionCurve.decay(.landing(from: start, by: distance, rate: .normal))
        #expect(curve.positionPx(atUs: 0) == start)
        #expect(curve.endPx == start + distance)
        #expect(curve.positionPx(atUs: curve.durationUs + 1_000_000) == start + distance)
        #expect(isMonotone(samples(curve, stepUs: 99_991), upward: distance.raw > 0))
    }

    @Test func decayStartsAtTheSpeedOfUIScrollViewDeceleration() {
        // Δ * -ln(0.998) = 480 * 0.002002 = 0.961 px/ms
        let curve = DecayCurve.landing(from: .zero, by: Fixed(480), rate: .normal)
        #expect((curve.velocityPxPerMs(atUs: 0) - Fixed(ratio: 961, 1000)).magnitude < Fixed(ratio: 2, 1000))
        #expect(curve.velocityPxPerMs(atUs: curve.durationUs).magnitude < Fixed(ratio: 1, 100))
    }

    @Test(arguments: [(Fixed(0), Fixed(96)), (Fixed(1), Fixed(-48)), (Fixed(-3), Fixed(1_000_000))])
    func hermiteLandsExactlyKeepingItsStartVelocity(velocity: Fixed, distance: Fixed) {
        let curve = HermiteCurve.monotone(from: Fixed(10), to: Fixed(10) + distance, velocityPxPerMs: velocity, durationUs: 250_000)
        #expect(curve.positionPx(atUs: 0) == Fixed(10))
        #expect(curve.positionPx(atUs: 250_000) == Fixed(10) + distance)
        #expect(curve.velocityPxPerMs(atUs: 250_000).magnitude < Fixed(ratio: 1, 1000))
        // A start velocity against the direction of travel is dropped rather than overshooting backwards.
        let keeps = (velocity.raw > 0) == (distance.raw > 0) && velocity.raw != 0
        #expect((curve.velocityPxPerMs(atUs: 0) - (keeps ? velocity : .zero)).magnitude < Fixed(ratio: 1, 1000))
        #expect(isMonotone(samples(.hermite(curve)), upward: distance.raw > 0))
    }

    @Test func hermiteWithTooFastAStartDoesNotOvershoot() {
        let curve = HermiteCurve.monotone(from: .zero, to: Fixed(48), velocityPxPerMs: Fixed(20), durationUs: 250_000)
        #expect(samples(.hermite(curve)).allSatisfy { $0 <= Fixed(48) })
    }

    @Test(arguments: [(Fixed(100), Fixed(0)), (Fixed(-100), Fixed(-5)), (Fixed(30), Fixed(-9)), (Fixed(ratio: 1, 3), Fixed(4))])
    func springReturnsExactlyWithoutCrossingTheAnchor(excess: Fixed, velocity: Fixed) {
        let anchor = Fixed(960)
        let curve = SpringCurve(anchorPx: anchor, excessPx: excess, velocityPxPerMs: velocity)
        let positions = samples(.spring(curve))
        #expect(positions.first == anchor + excess)
        #expect(positions.last == anchor)
        #expect(positions.allSatisfy { excess.raw > 0 ? $0 >= anchor : $0 <= anchor })
        #expect(curve.durationUs < 1_500_000)
    }
}
