import PickerCore
import Testing

@Suite struct HostTimelineTests {
    @Test func aSaneClockIsTheTimeItself() {
        var timeline = HostTimeline(hostUs: 5_000_000)
        #expect(timeline.nowUs == 5_000_000)
        #expect(timeline.read(hostUs: 5_016_667) == 5_016_667)
        #expect(timeline.time(ofHostUs: 5_000_000) == 5_000_000)
        #expect(timeline.hostUs(ofTime: 5_100_000) == 5_100_000)
    }

    @Test func aStaleReadingIsHeldUntilTheClockPassesTheLastOne() {
        var timeline = HostTimeline(hostUs: 20_000_000)
        #expect(timeline.read(hostUs: 19_000_000) == 20_000_000)
        #expect(timeline.read(hostUs: 20_000_500) == 20_000_500)
    }

    @Test func aClockSetBackGoesOnFromWhereItNowIs() {
        var timeline = HostTimeline(hostUs: 100_000_000)
        #expect(timeline.read(hostUs: 1_000_000) == 100_000_000)
        #expect(timeline.read(hostUs: 1_250_000) == 100_250_000)
        #expect(timeline.hostUs(ofTime: 100_500_000) == 1_500_000, "a deadline as the host's clock reads it")
    }

    @Test func oneAbsurdReadingCostsAWeekAndTheNextSaneOneCarriesOn() {
        var timeline = HostTimeline(hostUs: 1_000_000)
        let week = HostTimeline.longestStepUs
        #expect(timeline.read(hostUs: .max) == 1_000_000 + week)
        #expect(timeline.read(hostUs: 2_000_000) == 1_000_000 + week)
        #expect(timeline.read(hostUs: 2_016_667) == 1_016_667 + week)
    }

    @Test func aClockBeyondHalfTheRangeStartsAtZero() {
        var timeline = HostTimeline(hostUs: 1_780_000_000_000_000_000)
        #expect(timeline.nowUs == 0)
        #expect(timeline.read(hostUs: 1_780_000_000_000_016_667) == 16_667)
        #expect(timeline.hostUs(ofTime: 20_000) == 1_780_000_000_000_020_000)
    }

    @Test func stampsAndDeadlinesSaturateInsteadOfTrapping() {
        var timeline = HostTimeline(hostUs: -(1 << 62))
        _ = timeline.read(hostUs: .min)
        #expect(timeline.time(ofHostUs: .max) == HostTimeline.rangeUs.upperBound)
        #expect(timeline.time(ofHostUs: .min) >= HostTimeline.rangeUs.lowerBound)
        #expect(timeline.hostUs(ofTime: HostTimeline.rangeUs.upperBound) == Int64.min + (1 << 60))
        #expect(HostTimeline(hostUs: .max).hostUs(ofTime: HostTimeline.rangeUs.upperBound) == .max)
    }

    @Test func theTimeStopsAtTheRangesEnd() {
        // From half the range, the end is some 950,000 week-long steps away.
        var timeline = HostTimeline(hostUs: 1 << 59)
        var host: Int64 = 1 << 59
        for _ in 0..<2_000_000 {
            host = host == 0 ? .max : 0
            _ = timeline.read(hostUs: host)
        }
        #expect(timeline.nowUs == HostTimeline.rangeUs.upperBound)
    }
}
