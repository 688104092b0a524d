import Testing
@testable import PickerCore

@Suite struct VelocityTrackerTests {
    @Test(arguments: [(Int64(8_000), 1), (Int64(16_667), 3), (Int64(5_000), -2)])
    func steadyMovesGiveTheirSpeed(intervalUs: Int64, pxPerSample: Int) {
        var tracker = VelocityTracker()
        var time: Int64 = 0
        for step in 0..<30 {
            time = Int64(step) * intervalUs
            tracker.add(positionPx: Fixed(step * pxPerSample), atUs: time)
        }
        let expected = Fixed(ratio: Int64(pxPerSample) * 1000, intervalUs)
        #expect((tracker.velocityPxPerMs(atUs: time) - expected).magnitude <= Fixed(ratio: 1, 1000))
    }

    @Test func oneJitteryLastSampleDoesNotDecide() {
        var tracker = VelocityTracker()
        for step in 0..<10 { tracker.add(positionPx: Fixed(step * 10), atUs: Int64(step) * 10_000) }
        // The last move goes backwards by a pixel: the last two samples alone would say -0.1 px/ms.
        tracker.add(positionPx: Fixed(89), atUs: 100_000)
        #expect(tracker.velocityPxPerMs(atUs: 100_000) > Fixed(ratio: 1, 2))
    }

    @Test func aFingerThatStoppedBeforeLiftingDoesNotFling() {
        var tracker = VelocityTracker()
        for step in 0..<10 { tracker.add(positionPx: Fixed(step * 30), atUs: Int64(step) * 10_000) }
        #expect(tracker.velocityPxPerMs(atUs: 90_000) > .zero)
        #expect(tracker.velocityPxPerMs(atUs: 200_000) == .zero)
    }

    @Test func extremeSpeedsClampInsteadOfOverflowing() {
        var tracker = VelocityTracker()
        tracker.add(positionPx: Fixed(raw: Int64.min / 2), atUs: 0)
        tracker.add(positionPx: Fixed(raw: Int64.max / 2), atUs: 1)
        #expect(tracker.velocityPxPerMs(atUs: 1) == VelocityTracker.maxVelocityPxPerMs)
        tracker.add(positionPx: Fixed(raw: Int64.min / 2), atUs: 2)
        #expect(tracker.velocityPxPerMs(atUs: 2).magnitude <= VelocityTracker.maxVelocityPxPerMs)
    }
}
