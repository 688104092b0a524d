/// When to send `WATCHDOG=1`: systemd sets `WATCHDOG_USEC` (and
/// `WATCHDOG_PID`, which must be this process) when the unit has `WatchdogSec=`.
/// Pinging at half the interval, as sd_watchdog_enabled(3) advises, leaves a
/// whole half interval for a late wake-up. Time comes from the caller's
/// monotonic clock (the event loop's).
package struct Watchdog: Equatable, Sendable {
    package let pingIntervalUs: Int64
    /// When the next ping is due.
    package private(set) var nextPingUs: Int64

    /// nil when the watchdog is off or meant for another process.
    package init?(watchdogUSec: String?, watchdogPID: String?, processID: Int32, nowUs: Int64) {
        guard let watchdogUSec, let timeoutUs = Int64(watchdogUSec), timeoutUs > 0 else { return nil }
        if let watchdogPID, Int32(watchdogPID) != processID { return nil }
        // At most poll()'s longest timeout, so an absurd WATCHDOG_USEC cannot overflow the arithmetic below.
        pingIntervalUs = min(max(timeoutUs / 2, 1), Int64(Int32.max) * 1000)
        nextPingUs = nowUs
    }

    /// True when a ping is due now; the next one is then scheduled one interval later.
    package mutating func takePingIfDue(nowUs: Int64) -> Bool {
        guard nowUs >= nextPingUs else { return false }
        nextPingUs = nowUs + pingIntervalUs
        return true
    }
}
