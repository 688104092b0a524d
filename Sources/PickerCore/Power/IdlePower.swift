/// Idle dimming and display sleep as a state machine: input, commands and the time
/// go in; whether an input reaches the picker and how lit the panel should be come out.
///
/// The state is a function of the time since the last activity (`dim_after_s`,
/// `off_after_s`), a `sleep` command, and the confirm countdown: the panel wakes for the
/// countdown's last `countdownShownUs`, so the user sees what is about to be confirmed.
/// Input that arrives while the display is off wakes it and is swallowed: a key or an
/// encoder step alone, a touch whole, down to its release, because the user could not
/// see what they touched. Input while dimmed undims and goes through.
package struct IdlePower: Equatable, Sendable {
    /// Whether an input reaches the picker.
    package enum Admission: Equatable, Sendable {
        case deliver
        case swallow
    }

    /// How long before a confirm countdown ends the panel lights up to show it.
    package static let countdownShownUs: Int64 = 5_000_000

    package let settings: PowerConfig
    package private(set) var state = PowerState.awake
    private var lastActivityUs: Int64
    /// When the host or the socket last said `sleep`, nil since input or `wake`.
    private var sleepCommandedUs: Int64?
    /// When a confirm countdown ends, nil while none runs.
    private var countdownDeadlineUs: Int64?
    /// Fingers that woke the panel, swallowed until they lift.
    private var swallowedTouches: Set<Int> = []

    package init(settings: PowerConfig, startUs: Int64) {
        self.settings = settings
        lastActivityUs = startUs
    }

    // MARK: Input and commands

    /// Input at `timeUs` (after `advance(toUs:)` to that time): whether the picker gets it,
    /// and the change it caused, if any.
    package mutating func admit(_ event: InputEvent, atUs timeUs: Int64) -> (Admission, PowerChange?) {
        switch event {
        case .select:
            // A programmatic select is not someone at the panel.
            return (.deliver, nil)
        case .touch(let touch) where swallowedTouches.contains(touch.id):
            if touch.phase == .up || touch.phase == .cancel { swallowedTouches.remove(touch.id) }
            return (.swallow, nil)
        case .touch(let touch):
            let wasOff = state == .off
            if wasOff && touch.phase == .down { swallowedTouches.insert(touch.id) }
            return (wasOff ? .swallow : .deliver, activity(atUs: timeUs))
        case .key, .keyReleased, .encoder, .wheel:
            let wasOff = state == .off
            return (wasOff ? .swallow : .deliver, activity(atUs: timeUs))
        }
    }

    /// The socket's `wake`: as if someone touched the panel.
    package mutating func wake(atUs timeUs: Int64) -> PowerChange? {
        activity(atUs: timeUs)
    }

    /// The socket's `sleep`: the display turns off until the next input or `wake`.
    package mutating func sleep(atUs timeUs: Int64) -> PowerChange? {
        sleepCommandedUs = timeUs
        return settle(atUs: timeUs)
    }

    /// The confirm countdown's deadline (nil when none runs), given after every change to it. A
    /// countdown that ends while it lights the panel (it confirmed, or the picker was disabled) is
    /// activity: the panel shows, and speech says, what came of it for the idle time again, as
    /// after input (trial 50's daemon went dark 16.7 ms after its countdown confirmed, cutting
    /// "Confirmed: Pay" off).
    package mutating func countdown(deadlineUs: Int64?, atUs timeUs: Int64) -> PowerChange? {
        let endedLit = deadlineUs == nil && countdownDeadlineUs.map { timeUs >= $0 - IdlePower.countdownShownUs } == true
        countdownDeadlineUs = deadlineUs
        return endedLit ? activity(atUs: timeUs) : settle(atUs: timeUs)
    }

    // MARK: Time

    /// Moves time to `timeUs`: the change due by then, if any.
    package mutating func advance(toUs timeUs: Int64) -> PowerChange? {
        settle(atUs: timeUs)
    }

    /// The one time the state changes next with no input: the event loop's only power timer.
    package func nextDeadlineUs(afterUs timeUs: Int64) -> Int64? {
        var candidates: [Int64] = []
        if let seconds = settings.dimAfterSeconds { candidates.append(lastActivityUs + Int64(seconds) * 1_000_000) }
        if let seconds = settings.offAfterSeconds { candidates.append(lastActivityUs + Int64(seconds) * 1_000_000) }
        if let deadline = countdownDeadlineUs { candidates.append(deadline - IdlePower.countdownShownUs) }
        return candidates.filter { $0 > timeUs }.min()
    }

    /// What the state should be at `timeUs`.
    private func wanted(atUs timeUs: Int64) -> PowerState {
        // The countdown lights a panel put to sleep before its last seconds; a `sleep` within them is
        // the host's word on them (trial 53's was dropped).
        if let deadline = countdownDeadlineUs, timeUs >= deadline - IdlePower.countdownShownUs,
           (sleepCommandedUs ?? .min) < deadline - IdlePower.countdownShownUs { return .awake }
        if sleepCommandedUs != nil { return .off }
        let idleUs = timeUs - lastActivityUs
        if let seconds = settings.offAfterSeconds, idleUs >= Int64(seconds) * 1_000_000 { return .off }
        if let seconds = settings.dimAfterSeconds, idleUs >= Int64(seconds) * 1_000_000 { return .dimmed }
        return .awake
    }

    private mutating func activity(atUs timeUs: Int64) -> PowerChange? {
        lastActivityUs = timeUs
        sleepCommandedUs = nil
        return settle(atUs: timeUs)
    }

    private mutating func settle(atUs timeUs: Int64) -> PowerChange? {
        let next = wanted(atUs: timeUs)
        guard next != state else { return nil }
        defer { state = next }
        return PowerChange(timeUs: timeUs, from: state, to: next)
    }
}
