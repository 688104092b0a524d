/// How a choice gets confirmed (`confirm` in the config): Enter, a tap on the
/// selected row, or `timeout_s` without input, with a countdown on screen;
/// Escape cancels when allowed.
///
/// A plain state machine: picker events, input and the time go in, an
/// `Outcome` comes out; the loop that owns it does the rest (prints, exits,
/// tells subscribers). The countdown runs from the start and from every
/// input; after a confirm that did not end the program (daemon mode) it waits
/// for the next input before it runs again, so an untouched daemon does not
/// confirm over and over.
package struct ConfirmFlow: Equatable, Sendable {
    /// What the picker should do now.
    package enum Outcome: Equatable, Sendable {
        case none
        case confirm
        case cancel
    }

    package let settings: ConfirmConfig
    /// When the countdown confirms, nil while none runs.
    package private(set) var deadlineUs: Int64?
    /// The deadline of the run of the countdown that has warned: each run warns once.
    private var warnedDeadlineUs: Int64?
    /// How long the run of the countdown now going lasts, whole seconds: from its start, or from
    /// the input that gave it its deadline.
    private var runSeconds: Int
    /// The countdown ran when the picker was disabled (`hold`): it runs again, whole, once enabled.
    private var heldRun = false
    /// When the last confirm was, kept across a reload: a tap within `doubleTapUs` of it is the
    /// second of a double tap, not a confirm (trials 48 and 50: a `didConfirm` that showed the next
    /// screen heard the double tap's second tap confirm that one too).
    package private(set) var lastConfirmUs: Int64?
    /// How long after a confirm a tap on the selected row does not confirm: a double tap's taps
    /// come well within it, a deliberate second tap after it.
    package static let doubleTapUs: Int64 = 500_000
    /// Whether a selection changed in the events this flow decided since the last confirm: Enter
    /// (or an encoder's button) again within `doubleTapUs` of a confirm, with nothing moved, is a
    /// key pressed twice or a switch's bounce, not a second choice (trial 106: a daemon confirmed
    /// twice for two presses 100 ms apart). Enter, Down, Enter is two choices, however quick.
    private var movedSinceConfirm = true

    /// The countdown starts at `startUs` when `timeout_s` is set; `lastConfirmUs` is a confirm
    /// before a reload made this flow anew.
    package init(settings: ConfirmConfig, startUs: Int64, lastConfirmUs: Int64? = nil) {
        self.settings = settings
        self.lastConfirmUs = lastConfirmUs
        deadlineUs = settings.timeoutSeconds.map { startUs + Int64($0) * 1_000_000 }
        runSeconds = settings.timeoutSeconds ?? 0
    }

    /// This flow under `settings`, from a reload at `timeUs`: the countdown starts again whole, as
    /// the rows may be new, but one that waits for input after a confirm or a cancel waits on. A
    /// daemon's price reload after it confirmed confirmed again, untouched (trial 89: a second label).
    package func reloaded(settings: ConfirmConfig, atUs timeUs: Int64) -> ConfirmFlow {
        var flow = ConfirmFlow(settings: settings, startUs: timeUs, lastConfirmUs: lastConfirmUs)
        flow.movedSinceConfirm = movedSinceConfirm
        if self.settings.timeoutSeconds != nil, deadlineUs == nil, !heldRun { flow.deadlineUs = nil }
        return flow
    }

    /// Input arrived (a touch, a key, an encoder step): the countdown starts again, or with
    /// `extend_s`, has at least that long left.
    package mutating func inputReceived(atUs timeUs: Int64) {
        guard let seconds = settings.timeoutSeconds else { return }
        let extendSeconds = settings.extendSeconds ?? seconds
        let extended = timeUs + Int64(extendSeconds) * 1_000_000
        // Input never takes time away: it leaves at least `extend_s` (EAA Annex I: a timed response
        // can be extended), and a countdown that waited for input after a confirm starts whole.
        guard let deadline = deadlineUs else {
            deadlineUs = timeUs + Int64(seconds) * 1_000_000
            runSeconds = seconds
            return
        }
        if extended > deadline { (deadlineUs, runSeconds) = (extended, extendSeconds) }
    }

    /// The countdown starts again whole at `timeUs`, whatever it was doing (running, or waiting for
    /// input after a confirm or a cancel): a widget shown again. One `held` (the picker disabled)
    /// runs whole once `resume`d. Nothing without `timeout_s`.
    package mutating func restart(atUs timeUs: Int64, held: Bool) {
        guard let seconds = settings.timeoutSeconds else { return }
        heldRun = held
        deadlineUs = held ? nil : timeUs + Int64(seconds) * 1_000_000
        runSeconds = seconds
    }

    /// The picker is disabled: a choice that cannot be made is not confirmed for its user, so the
    /// countdown stops, its label goes, and it runs again whole on `resume`.
    package mutating func hold() {
        heldRun = heldRun || deadlineUs != nil
        deadlineUs = nil
    }

    /// The picker is enabled again at `timeUs`: a countdown `hold` stopped starts again whole, as
    /// after input; one that was not running stays so.
    package mutating func resume(atUs timeUs: Int64) {
        guard heldRun, let seconds = settings.timeoutSeconds else { return }
        heldRun = false
        deadlineUs = timeUs + Int64(seconds) * 1_000_000
        runSeconds = seconds
    }

    /// An event from the engine at `timeUs`. `selectedRow` is the row the event's column had
    /// selected when the event happened (the engine's selection before it settles anew).
    package mutating func handle(_ event: PickerEvent, selectedRow: Int?, atUs timeUs: Int64) -> Outcome {
        switch event {
        case .confirmed:
            return isRepeatedConfirm(atUs: timeUs) ? .none : confirmed(atUs: timeUs)
        case .cancelled:
            guard settings.allowCancel else { return .none }
            cancelled()
            return .cancel
        case .tapped(_, let row):
            return settings.tapSelected && row == selectedRow && !isWithinDoubleTap(atUs: timeUs) ? confirmed(atUs: timeUs) : .none
        case .selectionChanged:
            movedSinceConfirm = true
            return .none
        case .highlightChanged, .disabledRowTapped:
            return .none
        }
    }

    private func isWithinDoubleTap(atUs timeUs: Int64) -> Bool {
        lastConfirmUs.map { timeUs - $0 < ConfirmFlow.doubleTapUs } ?? false
    }

    private func isRepeatedConfirm(atUs timeUs: Int64) -> Bool {
        isWithinDoubleTap(atUs: timeUs) && !movedSinceConfirm
    }

    /// Feeds the engine's `events` to `handle` in order, tracking in `selected` (the engine's
    /// selection before them) the row each one's column had when it happened; the first outcome
    /// decided, or `outcome` when one was decided before. The picker's loop and `simulate` both
    /// decide so: a tap on the selected row confirmed in the one and not in the other (trial 24).
    package mutating func decide(_ events: [TimedPickerEvent], selected: inout [Int], after outcome: Outcome) -> Outcome {
        var result = outcome
        for timed in events {
            if case .selectionChanged(let column, let row) = timed.event { selected[column] = row }
            let decided = handle(timed.event, selectedRow: timed.event.cell.map { selected[$0.column] }, atUs: timed.timeUs)
            if result == .none { result = decided }
        }
        return result
    }

    /// A cancel, Escape's or the host program's: a daemon goes on after it, its countdown waiting
    /// for the next input, as after a confirm, and not confirming what its user just cancelled.
    package mutating func cancelled() {
        deadlineUs = nil
    }

    /// A confirm at `timeUs` from elsewhere (the control socket, the host program).
    package mutating func confirmed(atUs timeUs: Int64) -> Outcome {
        deadlineUs = nil
        lastConfirmUs = timeUs
        movedSinceConfirm = false
        return .confirm
    }

    /// Moves time to `timeUs`: once the countdown has run out, `.confirm`, or `.cancel` where
    /// `timeout_action` says so (a daemon's countdown then waits for input, as after Escape).
    package mutating func advance(toUs timeUs: Int64) -> Outcome {
        guard let deadline = deadlineUs, timeUs >= deadline else { return .none }
        guard settings.timeoutAction == .cancel else { return confirmed(atUs: timeUs) }
        deadlineUs = nil
        return .cancel
    }

    /// Whole seconds left when the countdown's warning is due at `timeUs` (`warningAt(_:)` or fewer
    /// left), once per run of the countdown, as input starts a new run; nil otherwise.
    package mutating func takeWarning(atUs timeUs: Int64, warningSeconds: Int) -> Int? {
        guard let dueUs = warningDueUs(warningSeconds: warningSeconds), let deadline = deadlineUs, timeUs >= dueUs else { return nil }
        warnedDeadlineUs = deadline
        return Int((Swift.max(0, deadline - timeUs) + 999_999) / 1_000_000)
    }

    /// When the countdown's warning of `warningSeconds` is due (it may be past: then at once); nil once
    /// this run has warned, with no countdown, and when `warningAt(_:)` is 0. A loop stepping to
    /// deadlines reaches it though no label changes then (trial 46: with the countdown hidden, the
    /// warning came late).
    package func warningDueUs(warningSeconds: Int) -> Int64? {
        let seconds = warningAt(warningSeconds)
        guard seconds > 0, let deadline = deadlineUs, deadline != warnedDeadlineUs else { return nil }
        return deadline - Int64(seconds) * 1_000_000
    }

    /// The seconds left at which this run warns: `warningSeconds`, or half the run (whole seconds)
    /// when that is less. A run no longer than the warning warned as it began, so each input of a
    /// drag under an 8 s countdown warned anew (trial 48: 61 tones in one second's drag); halfway,
    /// input that keeps coming never hears it, and a run under 2 s, too short to answer, none.
    private func warningAt(_ warningSeconds: Int) -> Int {
        Swift.min(warningSeconds, runSeconds / 2)
    }

    /// The countdown's text at `timeUs`: whole seconds left, rounded up ("5" … "1"); nil when none
    /// runs, or it is not shown (`show_countdown`).
    package func countdownText(atUs timeUs: Int64) -> String? {
        guard settings.showCountdown, let deadline = deadlineUs else { return nil }
        let leftUs = Swift.max(0, deadline - timeUs)
        return String((leftUs + 999_999) / 1_000_000)
    }

    /// When the loop must wake next for the countdown: the label's next change or the deadline; nil when none runs.
    package func nextWakeUs(afterUs timeUs: Int64) -> Int64? {
        guard let deadline = deadlineUs else { return nil }
        let leftUs = deadline - timeUs
        // A countdown not shown has no label to change: it wakes the picker at its deadline alone.
        guard leftUs > 0, settings.showCountdown else { return deadline }
        // The label changes each time the time left crosses a whole second.
        let intoSecond = leftUs % 1_000_000
        return timeUs + (intoSecond == 0 ? 1_000_000 : intoSecond)
    }
}
