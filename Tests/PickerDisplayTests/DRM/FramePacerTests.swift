import Testing
@testable import PickerDisplay

@Suite struct FramePacerTests {
    /// Steps: commit at t, flip event, then readiness asked at t2.
    @Test(arguments: [
        (1_000, true, 1_500, FrameReadiness.afterEvents),       // flip still pending
        (1_000, false, 1_500, .at(timeUs: 17_666)),            // flipped early (QEMU): hold until one refresh has passed
        (1_000, false, 17_666, .now),
        (1_000, false, 40_000, .now),
    ])
    func waitsForTheFlipAndForOneRefresh(commitUs: Int64, pending: Bool, askUs: Int64, expected: FrameReadiness) {
        var pacer = FramePacer(frameIntervalUs: 16_666)
        pacer.committed(atUs: commitUs)
        if !pending { pacer.flipped() }
        #expect(pacer.readiness(nowUs: askUs) == expected)
    }

    @Test func theFirstFrameIsReadyAtOnce() {
        #expect(FramePacer(frameIntervalUs: 16_666).readiness(nowUs: 0) == .now)
    }
}

@Suite struct FlipEventTests {
    private func record(type: UInt32, userData: UInt64, seconds: UInt32, micros: UInt32, sequence: UInt32, crtc: UInt32) -> [UInt8] {
        let words: [UInt32] = [type, 32, UInt32(userData & 0xFFFF_FFFF), UInt32(userData >> 32), seconds, micros, sequence, crtc]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }

    @Test func parsesFlipCompletionsAndSkipsOtherEvents() {
        let bytes = record(type: 1, userData: 9, seconds: 1, micros: 0, sequence: 1, crtc: 50)
            + record(type: 2, userData: 0x1_0000_0003, seconds: 12, micros: 345_678, sequence: 7, crtc: 50)
        #expect(FlipEvent.parse(bytes) == [FlipEvent(userData: 0x1_0000_0003, timeUs: 12_345_678, sequence: 7, crtcID: 50)])
    }

    @Test func aTruncatedRecordEndsTheParse() {
        let whole = record(type: 2, userData: 1, seconds: 0, micros: 5, sequence: 1, crtc: 50)
        let bytes = whole + Array(record(type: 2, userData: 2, seconds: 0, micros: 6, sequence: 2, crtc: 50).prefix(20))
        #expect(FlipEvent.parse(bytes).map(\.userData) == [1])
    }
}
