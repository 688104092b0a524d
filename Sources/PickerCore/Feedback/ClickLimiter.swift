/// Decides which passing rows click: none closer than `minIntervalUs` to the last
/// click, so a fast fling ticks at a steady rate instead of buzzing.
///
/// Rows passing are found on each motion's own curve, never at frame times, so the
/// clicks this lets through are the same at any frame rate.
package struct ClickLimiter: Equatable, Sendable {
    package let minIntervalUs: Int64
    private var lastClickUs: Int64?

    package init(minIntervalMs: Int) {
        minIntervalUs = Int64(minIntervalMs) * 1000
    }

    /// Whether a row passing at `timeUs` clicks; a click restarts the interval.
    package mutating func admits(atUs timeUs: Int64) -> Bool {
        if let last = lastClickUs, timeUs - last < minIntervalUs { return false }
        lastClickUs = timeUs
        return true
    }
}
