import Testing
@testable import PickerCore

@Suite struct CalibrationSessionTests {
    /// A badly mounted panel's sensor: axes swapped, y inverted, 8 % offset and 5 % scale.
    /// Takes a target's normalised position to what the sensor reports for a tap there.
    static func sensor(_ p: NormalisedPoint) -> NormalisedPoint {
        NormalisedPoint(x: 0.08 + 0.95 * p.y, y: 1 - 0.08 - 0.95 * p.x)
    }

    /// Taps `point` through the sensor: the session receives the uncalibrated scanout position.
    static func tap(_ session: inout CalibrationSession, _ point: PicturePoint, offByPx: Int = 0) {
        let geometry = session.geometry
        let sensed = sensor(geometry.normalised(pictureX: point.x + offByPx, pictureY: point.y))
        let size = geometry.scanoutSize
        session.tap(scanoutX: Fixed(raw: Int64((sensed.x * Double(size.width) * 65536).rounded())),
                    scanoutY: Fixed(raw: Int64((sensed.y * Double(size.height) * 65536).rounded())))
    }

    static func tapAllTargets(_ session: inout CalibrationSession) {
        while case .collecting(let index) = session.phase { tap(&session, session.targets[index]) }
    }

    @Test(arguments: PanelRotation.allCases)
    func tapsThroughAMisMountedSensorGiveAMatrixThatUndoesIt(rotation: PanelRotation) throws {
        var session = CalibrationSession(geometry: CalibrationGeometry(pictureWidth: 800, pictureHeight: 480, rotation: rotation), points: .five)
        #expect(session.instruction == "Tap the centre of the cross (1 of 5)")
        #expect(session.target == PicturePoint(x: 80, y: 48))
        Self.tapAllTargets(&session)
        #expect(session.instruction == "Check: tap the cross")
        #expect(session.target == session.geometry.verificationTarget)
        Self.tap(&session, session.geometry.verificationTarget)
        guard case .finished(let fit) = session.phase else {
            Issue.record("not finished: \(session.phase)")
            return
        }
        // The inverse of the sensor: x = (1 - 0.08 - v) / 0.95, y = (u - 0.08) / 0.95.
        let expected = [0.0, -1 / 0.95, 0.92 / 0.95, 1 / 0.95, 0, -0.08 / 0.95]
        for (entry, value) in zip(fit.entries, expected) {
            #expect(abs(entry.double - value) < 1e-4)
        }
        #expect(session.target == nil)
    }

    @Test func nineTargetsAreTheGridTenPercentIn() {
        let session = CalibrationSession(geometry: CalibrationGeometry(pictureWidth: 1000, pictureHeight: 500), points: .nine)
        #expect(session.targets.map(\.x) == [100, 500, 899, 100, 500, 899, 100, 500, 899])
        #expect(session.targets.map(\.y) == [50, 50, 50, 250, 250, 250, 449, 449, 449])
    }

    @Test func aSlippedTapIsAskedForAgain() {
        var session = CalibrationSession(geometry: CalibrationGeometry(pictureWidth: 800, pictureHeight: 480), points: .nine)
        for index in session.targets.indices {
            #expect(session.phase == .collecting(index: index))
            Self.tap(&session, session.targets[index], offByPx: index == 4 ? 60 : 0)
        }
        // The ninth tap completed the set; the slipped fifth is asked for again.
        #expect(session.phase == .collecting(index: 4))
        #expect(session.instruction == "That tap was off: tap this cross again")
        Self.tap(&session, session.targets[4])
        guard case .verifying = session.phase else {
            Issue.record("not verifying: \(session.phase)")
            return
        }
    }

    @Test func aMissedCheckStartsAgain() {
        var session = CalibrationSession(geometry: CalibrationGeometry(pictureWidth: 800, pictureHeight: 480), points: .five)
        Self.tapAllTargets(&session)
        let check = session.geometry.verificationTarget
        Self.tap(&session, PicturePoint(x: check.x + 40, y: check.y))
        #expect(session.phase == .collecting(index: 0))
        #expect(session.instruction == "The check tap landed 40 px from the cross. Again: tap the cross (1 of 5)")
    }

    @Test func tapsOnOneSpotStartAgainWithTheReason() {
        var session = CalibrationSession(geometry: CalibrationGeometry(pictureWidth: 800, pictureHeight: 480), points: .five)
        for _ in 0..<5 { session.tap(scanoutX: Fixed(400), scanoutY: Fixed(240)) }
        #expect(session.phase == .collecting(index: 0))
        #expect(session.instruction.hasPrefix("Every tap landed on the same spot"))
    }
}
