/// When the kiosk writes its saved state. SD cards and eMMC wear with every write
/// and can stall 5–50 ms in each fsync, during which no frame is drawn; so a change
/// is written once the selection has stayed put for the delay (`state.save_delay_ms`),
/// at most once per `minimumGapUs` however fast changes come, and never while a
/// column moves. A confirm, SIGTERM or exit writes what is pending at once (`flush`).
///
/// Time is passed in (µs on any monotonic clock); each decision returns an action
/// the caller carries out.
public struct SaveSchedule: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case wait
        /// Write the state now; the schedule counts it as written.
        case write
    }

    /// One write per second at most, whatever the delay says.
    public static let minimumGapUs: Int64 = 1_000_000

    /// A SIGHUP may bring another `state.save_delay_ms`; what is pending keeps its place.
    public var delayUs: Int64
    /// When the newest unwritten change was made; nil when the file holds everything.
    public private(set) var changedAtUs: Int64?
    private var lastWriteUs: Int64?

    public init(delayMs: Int) {
        delayUs = Int64(delayMs) * 1000
    }

    /// A selection settled or the config changed at `timeUs`: the wait for stillness starts again.
    public mutating func changed(atUs timeUs: Int64) {
        changedAtUs = timeUs
    }

    /// When a pending change becomes due, if no column moves then; nil when nothing is pending.
    public var dueUs: Int64? {
        guard let changedAtUs else { return nil }
        let settledUs = changedAtUs + delayUs
        guard let lastWriteUs else { return settledUs }
        return Swift.max(settledUs, lastWriteUs + SaveSchedule.minimumGapUs)
    }

    /// At `timeUs`: `.write` when a change is pending, due, and no column is moving.
    public mutating func advance(toUs timeUs: Int64, moving: Bool) -> Action {
        guard !moving, let dueUs, timeUs >= dueUs else { return .wait }
        return written(atUs: timeUs)
    }

    /// At a confirm, SIGTERM or exit: `.write` when anything is pending, whatever the time or motion.
    public mutating func flush(atUs timeUs: Int64) -> Action {
        changedAtUs == nil ? .wait : written(atUs: timeUs)
    }

    /// A failed write counts too: retrying at once would wake an idle picker every second on a read-only disk.
    private mutating func written(atUs timeUs: Int64) -> Action {
        changedAtUs = nil
        lastWriteUs = timeUs
        return .write
    }
}
