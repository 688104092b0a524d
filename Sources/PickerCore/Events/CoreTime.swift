/// The times the core takes, in µs on the picker's clock: ±2^60, some 36,000 years either side of
/// the clock's zero. The core adds at most days to a time (a timeout, a motion's length), so within
/// this range none of its sums overflows and its arithmetic stays plain `+`. An adapter clamps a time
/// from outside it (a host's stamp on `send`, a host's clock) to the nearer end before the core sees it.
package enum CoreTime {
    package static let rangeUs: ClosedRange<Int64> = -(1 << 60)...(1 << 60)

    /// `timeUs`, or the nearer end of `rangeUs` when it lies outside.
    package static func clamped(_ timeUs: Int64) -> Int64 {
        Swift.min(Swift.max(timeUs, rangeUs.lowerBound), rangeUs.upperBound)
    }
}
