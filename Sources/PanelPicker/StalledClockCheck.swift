import PickerSystem

/// Finds a clock that does not move by itself under `Picker.run()`, which sleeps on it: nothing
/// moves a manual clock while it does (trial 110's daemon sat in poll for ever, its countdown never
/// due). Until the clock is seen to move, a turn with a deadline ahead sleeps no longer than a tenth
/// of a second of real time after the clock's last new reading, so a clock standing still is found
/// then, not at a deadline 45 s on; once it has moved, it wakes nothing. A clock of coarse ticks
/// moves within that tenth.
final class StalledClockCheck: EventSource {
    private let clock: PickerClock
    /// The clock's last new reading, and the real time then.
    private var moved: (atUs: Int64, realUs: Int64)
    private var seenMoving = false
    /// Whether the picker has a deadline ahead this turn; without one, waiting is no stall.
    var waitsForDeadline = false
    static let patienceUs: Int64 = 100_000

    init(clock: PickerClock) {
        self.clock = clock
        moved = (clock.nowUs(), MonotonicClock.nowUs())
    }

    var watchedDescriptors: [PollDescriptor] { [] }
    var wakeUs: Int64? { seenMoving || !waitsForDeadline ? nil : moved.atUs + StalledClockCheck.patienceUs }
    func handle(ready: [PollDescriptor], nowUs: Int64) {}

    /// After a turn: whether the clock has stood still for the patience, with the picker's deadline
    /// (`deadlineUs`, as it was before the turn) ahead all that time.
    func isStalled(deadlineUs: Int64?) -> Bool {
        let nowUs = clock.nowUs(), realUs = MonotonicClock.nowUs()
        if nowUs != moved.atUs {
            (moved, seenMoving) = ((nowUs, realUs), true)
            return false
        }
        guard let deadlineUs, deadlineUs > nowUs else {
            moved.realUs = realUs
            return false
        }
        return realUs - moved.realUs >= StalledClockCheck.patienceUs
    }
}
