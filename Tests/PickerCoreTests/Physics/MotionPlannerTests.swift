import Testing
@testable import PickerCore

@Suite struct MotionPlannerTests {
    static let pitch = Fixed(48)
    static let track = ColumnTrack(rowCount: 60, pitchPx: pitch, extentPx: Fixed(240))

    private func planner(_ track: ColumnTrack = MotionPlannerTests.track) -> MotionPlanner {
        MotionPlanner(track: track, rate: .normal)
    }

    /// Samples a motion every `stepUs` from its start through its end.
    private func positions(_ motion: Motion, stepUs: Int64 = 1_000) -> [Fixed] {
        stride(from: motion.startUs, through: motion.endUs + stepUs, by: Int(stepUs)).map { motion.positionPx(atUs: $0) }
    }

    @Test(arguments: [Fixed(ratio: 3, 10), Fixed(1), Fixed(ratio: 27, 10), Fixed(-1), Fixed(ratio: -4, 10)])
    func flingLandsOnTheRowNearestToTheProjectedRest(velocity: Fixed) throws {
        let start = Fixed(1200) + Fixed(ratio: 7, 3)
        let motion = try #require(planner().release(fromPx: start, velocityPxPerMs: velocity, atUs: 5_000))
        // v * r / (1 - r) with r = 0.998, rounded to the nearest row.
        let rest = start + velocity * Fixed(499)
        let expectedRow = Int((rest / MotionPlannerTests.pitch).rounded)
        #expect(motion.targetRow == expectedRow)
        #expect(motion.purpose == .fling)
        #expect(motion.positionPx(atUs: 5_000) == start)
        #expect(motion.positionPx(atUs: motion.endUs) == MotionPlannerTests.pitch * expectedRow)
    }

    @Test func flingStartsNearTheReleaseVelocity() throws {
        let motion = try #require(planner().release(fromPx: .zero, velocityPxPerMs: Fixed(2), atUs: 0))
        #expect((motion.velocityPxPerMs(atUs: 0) - Fixed(2)).magnitude < Fixed(ratio: 5, 100))
    }

    @Test func slowReleaseSnapsToTheNearestRowInBoundedTime() throws {
        let motion = try #require(planner().release(fromPx: Fixed(100), velocityPxPerMs: Fixed(ratio: 1, 20), atUs: 1_000))
        #expect(motion.targetRow == 2)
        #expect(motion.endUs - motion.startUs == MotionPlanner.animationDurationUs)
        #expect(motion.positionPx(atUs: motion.endUs) == Fixed(96))
    }

    @Test func flingPastTheEndBouncesAndSpringsBackToTheLastRow() throws {
        let maxOffset = MotionPlannerTests.pitch * 59
        let motion = try #require(planner().release(fromPx: maxOffset - Fixed(200), velocityPxPerMs: Fixed(5), atUs: 0))
        #expect(motion.targetRow == 59)
        #expect(motion.segments.count == 2)
        let path = positions(motion)
        let peak = path.max() ?? .zero
        #expect(peak > maxOffset)
        #expect(peak - maxOffset <= Fixed(240) / 3)
        #expect(path.last == maxOffset)
        // No jump where the deceleration hands over to the spring.
        let handover = motion.segments[1].startUs
        #expect((motion.positionPx(atUs: handover) - motion.positionPx(atUs: handover - 1)).magnitude < Fixed(1))
    }

    @Test(arguments: [Fixed(-60), Fixed(ratio: -1, 2), Fixed(2832 + 100)])
    func releasePastAnEndSpringsBackToIt(offset: Fixed) throws {
        let motion = try #require(planner().release(fromPx: offset, velocityPxPerMs: Fixed(3), atUs: 0))
        let expected = offset.raw < 0 ? 0 : 59
        #expect(motion.targetRow == expected)
        #expect(motion.positionPx(atUs: motion.endUs) == MotionPlannerTests.pitch * expected)
    }

    @Test func snappingSkipsDisabledRows() throws {
        var track = MotionPlannerTests.track
        track.disabledRows = [2, 3]
        let upward = try #require(planner(track).release(fromPx: Fixed(140), velocityPxPerMs: Fixed(ratio: 1, 20), atUs: 0))
        #expect(upward.targetRow == 4)
        let downward = try #require(planner(track).release(fromPx: Fixed(110), velocityPxPerMs: Fixed(ratio: -1, 20), atUs: 0))
        #expect(downward.targetRow == 1)
    }

    @Test func infiniteColumnsFlingPastRowZeroAndTheLastRow() throws {
        var track = MotionPlannerTests.track
        track.isInfinite = true
        let down = try #require(planner(track).release(fromPx: Fixed(48), velocityPxPerMs: Fixed(-4), atUs: 0))
        #expect(down.targetRow < 0)
        #expect(track.modelRow(down.targetRow) == ((down.targetRow % 60) + 60) % 60)
        let up = try #require(planner(track).release(fromPx: Fixed(48 * 58), velocityPxPerMs: Fixed(4), atUs: 0))
        #expect(up.targetRow > 59)
    }

    /// 100,000 rows at 512 px: offsets up to 5.1e7 px, at the fastest release in both directions.
    @Test(arguments: [VelocityTracker.maxVelocityPxPerMs, -VelocityTracker.maxVelocityPxPerMs])
    func theLargestColumnAtTheFastestReleaseLandsWithoutOverflow(velocity: Fixed) throws {
        let track = ColumnTrack(rowCount: 100_000, pitchPx: Fixed(512), extentPx: Fixed(512 * 31))
        for start in [Fixed(0), Fixed(512 * 50_000), Fixed(512 * 99_999), Fixed(512 * 99_990)] {
            let motion = try #require(planner(track).release(fromPx: start, velocityPxPerMs: velocity, atUs: Int64(1) << 40))
            #expect((0...99_999).contains(motion.targetRow))
            #expect(motion.positionPx(atUs: motion.endUs) == Fixed(512) * motion.targetRow)
            #expect(motion.endUs - motion.startUs < 20_000_000)
        }
    }
}
