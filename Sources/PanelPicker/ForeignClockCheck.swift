import PickerCore

/// Finds a host passing `handleEvents(nowUs:)` another clock's readings than the picker's own:
/// trial 118 passed `gettimeofday`'s microseconds to a picker on `CLOCK_MONOTONIC`, and its 45 s
/// countdown ran out at each input with no word. The time is taken as given, as a clock may be
/// set; the mismatch is said once.
struct ForeignClockCheck {
    /// How far a reading may be from the picker's clock before it is taken for another clock's:
    /// a loop that stalls is seconds late, not an hour.
    static let largestGapUs: Int64 = 3_600_000_000
    private var said = false

    /// The log line for a reading `hostUs` far from the picker's own `ownUs`, the first time; nil after, or while they agree.
    mutating func note(hostUs: Int64, ownUs: Int64) -> String? {
        guard !said else { return nil }
        let (gapUs, overflow) = hostUs.subtractingReportingOverflow(ownUs)
        guard overflow || gapUs.magnitude > UInt64(Self.largestGapUs) else { return nil }
        said = true
        let how = overflow ? "far from" : "\(Self.spelled(durationUs: gapUs.magnitude)) \(gapUs > 0 ? "ahead of" : "behind")"
        return "handleEvents(nowUs: \(hostUs)): \(how) the picker's clock, which reads \(ownUs) µs; pass a reading of the clock the "
            + "picker was made with (picker.clock.nowUs(): CLOCK_MONOTONIC unless you gave it a clock), or give it yours (clock:); "
            + "its countdown and every motion run on the time you pass"
    }

    /// A long duration in its largest whole unit: "56 years", "3 days", "2 hours".
    static func spelled(durationUs: UInt64) -> String {
        let hours = durationUs / 3_600_000_000
        if hours >= 24 * 365 { return Int(hours / (24 * 365)).counted("year") }
        if hours >= 24 { return Int(hours / 24).counted("day") }
        return Int(hours).counted("hour")
    }
}
