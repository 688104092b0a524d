import PickerCore

/// A touch as a tracker reports it: its phase, a small per-device id, and its
/// position in the source's units (device axis units, or panel pixels for a mouse).
struct TouchChange: Equatable, Sendable {
    var phase: TouchEvent.Phase
    var id: Int
    var x: Int32
    var y: Int32
}

/// One way of reading fingers from a device. Events go in one at a time; a
/// SYN_REPORT commits the frame and yields what changed.
protocol TouchTracker: Sendable {
    /// Takes one event; returns false when it is none of this tracker's business.
    mutating func apply(_ event: RawEvent, problems: inout ProblemLog) -> Bool
    /// Ends the frame. While `resyncing` (the frame that closes a SYN_DROPPED
    /// resync), touches that vanished end as `.cancel`.
    mutating func commit(resyncing: Bool, problems: inout ProblemLog) -> [TouchChange]
    /// Cancels every touch that is down (the device is gone).
    mutating func cancelAll() -> [TouchChange]
}
