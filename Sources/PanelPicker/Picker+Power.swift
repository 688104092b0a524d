import PickerCore
import PickerDisplay
import PickerInput

/// How lit the panel is (`power` in the config).
public enum PickerPowerState: String, Equatable, Sendable, CaseIterable {
    /// Full brightness.
    case awake
    /// The backlight at `power.dim_percent`; the picker shows and takes input as usual.
    case dimmed
    /// The display is off; the first touch, key or encoder step wakes it and does nothing else.
    case off

    init(_ state: PowerState) {
        switch state {
        case .awake: self = .awake
        case .dimmed: self = .dimmed
        case .off: self = .off
        }
    }
}

extension Picker {
    // MARK: Idle power and feedback

    /// How lit the panel is now.
    public var powerState: PickerPowerState { PickerPowerState(power.state) }

    /// Turns the display off until the next touch, key or encoder step, or `wake()`.
    public func sleep() {
        guard !isClosed else { return }
        apply(power.sleep(atUs: callUs))
    }

    /// Lights the panel as a touch would (without touching anything): restarts the idle time, and
    /// gives the confirm countdown the time a touch gives it (`extend_s`), so a host keeping
    /// several pickers in step (trial 107) does not see one run out while its user is busy beside
    /// it. A disabled picker's countdown stays held.
    public func wake() {
        guard !isClosed else { return }
        let nowUs = callUs
        if engine.isEnabled, !isStopped {
            confirmFlow.inputReceived(atUs: nowUs)
            frameWanted = true
        }
        apply(power.wake(atUs: nowUs))
    }

    /// Whether rows passing the band click the panel's buzzers and haptic motors (`feedback.enabled`);
    /// `didPassRow` is called either way.
    public var clicksEnabled: Bool {
        get { engine.clicksEnabled }
        set { if !isClosed { engine.clicksEnabled = newValue } }
    }

    /// Lets `input` through the idle state machine: whether it reaches the engine.
    func admit(_ input: InputEvent, atUs timeUs: Int64) -> Bool {
        let (admission, change) = power.admit(input, atUs: timeUs)
        apply(change)
        return admission == .deliver
    }

    /// Moves idle time to `timeUs`, with the confirm countdown as it stands. A countdown that
    /// cancels (`timeout_action`) has nothing to show before it ends: a dark panel stays dark,
    /// where trial 109's irrigation controller lit its panel for 5 s to go back to its status screen.
    func advancePower(toUs timeUs: Int64) {
        let confirmsAtItsEnd = confirmFlow.settings.timeoutAction == .confirm
        apply(power.countdown(deadlineUs: confirmsAtItsEnd ? confirmFlow.deadlineUs : nil, atUs: timeUs))
        apply(power.advance(toUs: timeUs))
    }

    /// Sets the backlight and the output for a change, and tells the delegate.
    func apply(_ change: PowerChange?) {
        guard let change else { return }
        backlight?.apply(change.to)
        if let output = display.power {
            do {
                try output.setOutputOn(change.to != .off)
            } catch {
                log("power: \(error); the display stays as it was")
            }
        }
        // Woken: draw what changed while dark (the countdown, a programmatic select).
        if change.from == .off { frameWanted = true }
        // Dark: whoever used the panel has gone. Speech falls silent and its volume goes back to
        // `speech.volume` for the next user (EN 301 549 5.1.3.13), as a confirm or cancel does.
        if change.to == .off {
            announce(.input)
            announce(.sessionEnded)
        }
        delegate?.picker(self, didChangePower: PickerPowerState(change.to))
    }

    /// Clicks the devices and tells the delegate about the rows passed since the last call: the
    /// batch of `handleEvents`.
    func playFeedback(atUs timeUs: Int64) {
        play(engine.takeFeedback(), since: takeoversBeforeTurn, atUs: timeUs)
    }

    /// Clicks the devices and tells the delegate about the rows `feedback` passed, but for those
    /// of `quiet` columns: a select that is not reported replaced their motion; nor those of a
    /// column taken over after `mark` (by default, when the call begins).
    func play(_ feedback: [TimedFeedbackEvent], quiet: Set<Int> = [], since mark: Int? = nil, atUs timeUs: Int64) {
        let mark = mark ?? takeovers.count
        for (index, timed) in feedback.enumerated() where !isClosed && !isStopped {
            guard case .rowPassed(let column, let row, _) = timed.event, !quiet.contains(column),
                  !takeovers.tookOver(column, after: mark) else { continue }
            let clicks = feedback.indices.contains(index + 1) && feedback[index + 1].event == .click
            if clicks { feedbackOutputs?.click(atUs: timeUs) }
            delegate?.picker(self, didPassRow: row, inColumn: column, clicks: clicks)
        }
        feedbackOutputs?.advance(toUs: timeUs)
    }

    /// The display is on: frames may be drawn.
    var isOutputOn: Bool { display.power?.isOutputOn ?? true }
}
