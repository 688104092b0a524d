/// The picker's time, which the core takes, made from the host clock's readings (µs).
///
/// It only moves on, by the host clock's own steps. A reading a little behind the last (a host's
/// stale time, up to `heldStepBackUs`) is held until the clock passes the last reading again. One
/// further behind is a clock set back (or a wrong time put right): time stands still for it and goes
/// on from there, so the picker never waits for the old time to come round again. A step forward of
/// more than `longestStepUs` counts as that much: it fires whatever was due (the longest wait a config
/// sets is two days), so one absurd reading (Int64.max) costs a week, and the next sane one carries on.
///
/// The core's times stay within `rangeUs`, ±2^60 µs, some 36,000 years either side of zero. The core
/// adds at most days to a time (a timeout, a motion's length), so within the range none of its sums
/// overflows and its arithmetic stays plain `+`. The time starts at the host's first reading, or at
/// zero when that lies beyond half the range (a clock in ns), so it has at least 2^59 µs to go: only
/// some 950,000 week-long steps could bring it to the range's end, where it stops.
package struct HostTimeline: Sendable {
    package static let rangeUs: ClosedRange<Int64> = -(1 << 60)...(1 << 60)
    /// How far back a reading may be and still count as stale rather than a clock set back: 10 s,
    /// as far as evdev's stamps may lag.
    package static let heldStepBackUs: Int64 = 10_000_000
    /// A week: the most one step forward moves the time.
    package static let longestStepUs: Int64 = 7 * 86_400_000_000

    /// The host's reading that `nowUs` stands for.
    private var lastHostUs: Int64
    /// The time now, as of the last reading.
    package private(set) var nowUs: Int64

    package init(hostUs: Int64) {
        lastHostUs = hostUs
        nowUs = -(1 << 59)...(1 << 59) ~= hostUs ? hostUs : 0
    }

    /// Takes a reading of the host's clock and gives the time it makes.
    package mutating func read(hostUs: Int64) -> Int64 {
        let (step, overflow) = hostUs.subtractingReportingOverflow(lastHostUs)
        if !overflow && -HostTimeline.heldStepBackUs...0 ~= step { return nowUs }
        let forward = overflow ? (hostUs > lastHostUs ? HostTimeline.longestStepUs : 0)
            : Swift.min(Swift.max(step, 0), HostTimeline.longestStepUs)
        nowUs = Swift.min(nowUs + forward, HostTimeline.rangeUs.upperBound)
        lastHostUs = hostUs
        return nowUs
    }

    /// Where a host's stamp (of an input, not a reading of its clock) lies on the time, measured
    /// from the last reading; within `rangeUs`.
    package func time(ofHostUs stampUs: Int64) -> Int64 {
        let timeUs = HostTimeline.shifted(nowUs, by: stampUs, minus: lastHostUs)
        return Swift.min(Swift.max(timeUs, HostTimeline.rangeUs.lowerBound), HostTimeline.rangeUs.upperBound)
    }

    /// A time as the host's clock would read it (a deadline for the host's own loop).
    package func hostUs(ofTime timeUs: Int64) -> Int64 {
        HostTimeline.shifted(lastHostUs, by: timeUs, minus: nowUs)
    }

    /// `base + (value - origin)`, saturating at Int64's ends instead of trapping.
    private static func shifted(_ base: Int64, by value: Int64, minus origin: Int64) -> Int64 {
        let (delta, deltaOverflow) = value.subtractingReportingOverflow(origin)
        let (sum, sumOverflow) = base.addingReportingOverflow(delta)
        guard deltaOverflow || sumOverflow else { return sum }
        return value > origin ? .max : .min
    }
}
