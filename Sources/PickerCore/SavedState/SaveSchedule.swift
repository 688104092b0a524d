/// When the kiosk writes its saved state. SD cards and eMMC wear with every write
/// and can stall 5–50 ms in each fsync, during which no frame is drawn; so a change
/// is written once the selection has stayed put for the delay (`state.save_delay_ms`),
/// at most once per `minimumGapUs` however fast changes come, and never while a
/// column moves. SIGTERM and exit write what is pending at once (`flush`); a daemon's
/// confirm writes it without waiting for the delay, but still at most once per gap
/// (`hurry`), so a client confirming in a tight loop costs one write a second.
///
/// Time is passed in (µs on any monotonic clock); each decision returns an action
/// the caller carries out.
package struct SaveSchedule: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        case wait
        /// Write the state now; the schedule counts it as written.
        case write
    }

    /// One write per second at most, whatever the delay says.
    package static let minimumGapUs: Int64 = 1_000_000

    /// A SIGHUP may bring another `state.save_delay_ms`; what is pending keeps its place.
    package var delayUs: Int64
    /// When the newest unwritten change was made; nil when the file holds everything.
    package private(set) var changedAtUs: Int64?
    private var lastWriteUs: Int64?
    /// The pending change skips the delay (a confirm), not the gap.
    private var hurried = false

    package init(delayMs: Int) {
        delayUs = Int64(delayMs) * 1000
    }

    /// A selection settled or the config changed at `timeUs`: the wait for stillness starts again.
    package mutating func changed(atUs timeUs: Int64) {
        changedAtUs = timeUs
        hurried = false
    }

    /// When a pending change becomes due, if no column moves then; nil when nothing is pending.
    package var dueUs: Int64? {
        guard let changedAtUs else { return nil }
        let settledUs = hurried ? changedAtUs : changedAtUs + delayUs
        guard let lastWriteUs else { return settledUs }
        return Swift.max(settledUs, lastWriteUs + SaveSchedule.minimumGapUs)
    }

    /// At `timeUs`: `.write` when a change is pending, due, and no column is moving.
    package mutating func advance(toUs timeUs: Int64, moving: Bool) -> Action {
        guard !moving, let dueUs, timeUs >= dueUs else { return .wait }
        return written(atUs: timeUs)
    }

    /// At a daemon's confirm: what is pending is due without the delay, at once when the last
    /// write is `minimumGapUs` old, else when it is; `.write` when that is now and nothing moves.
    package mutating func hurry(atUs timeUs: Int64, moving: Bool) -> Action {
        guard changedAtUs != nil else { return .wait }
        hurried = true
        return advance(toUs: timeUs, moving: moving)
    }

    /// At SIGTERM or exit (and a confirm that ends the run): `.write` when anything is pending, whatever the time or motion.
    package mutating func flush(atUs timeUs: Int64) -> Action {
        changedAtUs == nil ? .wait : written(atUs: timeUs)
    }

    /// A failed write counts too: retrying at once would wake an idle picker every second on a read-only disk.
    private mutating func written(atUs timeUs: Int64) -> Action {
        changedAtUs = nil
        hurried = false
        lastWriteUs = timeUs
        return .write
    }
}
