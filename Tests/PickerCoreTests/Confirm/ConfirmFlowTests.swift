import Testing
import PickerCore

/// The confirm flow on a manual clock: what each event, input and passing of time leads to.
@Suite struct ConfirmFlowTests {
    static func settings(timeout: Int? = nil, allowCancel: Bool = true, tapSelected: Bool = true) -> ConfirmConfig {
        var confirm = ConfirmConfig()
        confirm.timeoutSeconds = timeout
        confirm.allowCancel = allowCancel
        confirm.tapSelected = tapSelected
        return confirm
    }

    struct EventCase: CustomTestStringConvertible, Sendable {
        var name: String
        var settings: ConfirmConfig
        var event: PickerEvent
        var selectedRow: Int?
        var expected: ConfirmFlow.Outcome
        var testDescription: String { name }
    }

    static let eventCases: [EventCase] = [
        EventCase(name: "enter confirms", settings: settings(), event: .confirmed, selectedRow: nil, expected: .confirm),
        EventCase(name: "escape cancels when allowed", settings: settings(), event: .cancelled, selectedRow: nil, expected: .cancel),
        EventCase(name: "escape does nothing when cancelling is not allowed", settings: settings(allowCancel: false),
                  event: .cancelled, selectedRow: nil, expected: .none),
        EventCase(name: "a tap on the selected row confirms", settings: settings(), event: .tapped(column: 1, row: 4), selectedRow: 4, expected: .confirm),
        EventCase(name: "a tap on another row only selects it", settings: settings(), event: .tapped(column: 1, row: 5), selectedRow: 4, expected: .none),
        EventCase(name: "a tap on the selected row does nothing without tap_selected", settings: settings(tapSelected: false),
                  event: .tapped(column: 0, row: 4), selectedRow: 4, expected: .none),
        EventCase(name: "a settled selection is no confirm", settings: settings(), event: .selectionChanged(column: 0, row: 4), selectedRow: 3, expected: .none),
        EventCase(name: "a highlight is no confirm", settings: settings(), event: .highlightChanged(column: 0, row: 4), selectedRow: 4, expected: .none),
    ]

    @Test(arguments: eventCases)
    func eventsLeadToTheirOutcome(_ testCase: EventCase) {
        var flow = ConfirmFlow(settings: testCase.settings, startUs: 0)
        #expect(flow.handle(testCase.event, selectedRow: testCase.selectedRow, atUs: 0) == testCase.expected)
    }

    @Test func withoutATimeoutTimeNeverConfirmsAndNoWakeUpIsAsked() {
        var flow = ConfirmFlow(settings: Self.settings(), startUs: 0)
        #expect(flow.nextWakeUs(afterUs: 0) == nil)
        #expect(flow.countdownText(atUs: 0) == nil)
        #expect(flow.advance(toUs: 3_600_000_000) == .none)
    }

    struct CountdownCase: Sendable {
        var timeUs: Int64
        var text: String
        var nextWakeUs: Int64
    }

    /// A 3 s timeout started at 1 s: the label counts whole seconds left, rounded up,
    /// and the loop is woken exactly when it changes.
    @Test(arguments: [
        CountdownCase(timeUs: 1_000_000, text: "3", nextWakeUs: 2_000_000),
        CountdownCase(timeUs: 1_000_001, text: "3", nextWakeUs: 2_000_000),
        CountdownCase(timeUs: 1_999_999, text: "3", nextWakeUs: 2_000_000),
        CountdownCase(timeUs: 2_000_000, text: "2", nextWakeUs: 3_000_000),
        CountdownCase(timeUs: 3_500_000, text: "1", nextWakeUs: 4_000_000),
        CountdownCase(timeUs: 4_000_000, text: "0", nextWakeUs: 4_000_000),
    ])
    func theCountdownShowsWholeSecondsLeftAndWakesWhenItsTextChanges(_ testCase: CountdownCase) {
        let flow = ConfirmFlow(settings: Self.settings(timeout: 3), startUs: 1_000_000)
        #expect(flow.countdownText(atUs: testCase.timeUs) == testCase.text)
        #expect(flow.nextWakeUs(afterUs: testCase.timeUs) == testCase.nextWakeUs)
    }

    @Test func theTimeoutConfirmsOnceWhenItRunsOut() {
        var flow = ConfirmFlow(settings: Self.settings(timeout: 2), startUs: 0)
        #expect(flow.advance(toUs: 1_999_999) == .none)
        #expect(flow.advance(toUs: 2_000_000) == .confirm)
        #expect(flow.advance(toUs: 10_000_000) == .none, "a daemon is not confirmed again and again")
        #expect(flow.countdownText(atUs: 10_000_000) == nil)
    }

    /// Trials 92, 93, 95 and 98 wanted a screen timeout back to a start screen, which the
    /// countdown's confirm made a purchase of: `timeout_action: "cancel"` cancels, though Escape
    /// may not, once, and input starts it again.
    @Test func aCountdownThatCancelsCancelsOnceWhenItRunsOut() {
        var settings = Self.settings(timeout: 2, allowCancel: false)
        settings.timeoutAction = .cancel
        var flow = ConfirmFlow(settings: settings, startUs: 0)
        #expect(flow.advance(toUs: 1_999_999) == .none)
        #expect(flow.advance(toUs: 2_000_000) == .cancel)
        #expect(flow.advance(toUs: 10_000_000) == .none, "a daemon is not cancelled again and again")
        #expect(flow.handle(.cancelled, selectedRow: nil, atUs: 10_000_000) == .none, "Escape stays not allowed")
        flow.inputReceived(atUs: 11_000_000)
        #expect(flow.advance(toUs: 13_000_000) == .cancel)
    }

    @Test func inputStartsTheCountdownAgain() {
        var flow = ConfirmFlow(settings: Self.settings(timeout: 2), startUs: 0)
        flow.inputReceived(atUs: 1_500_000)
        #expect(flow.advance(toUs: 2_000_000) == .none)
        #expect(flow.countdownText(atUs: 2_000_000) == "2")
        #expect(flow.advance(toUs: 3_500_000) == .confirm)
    }

    /// Trial 89: a daemon's reload after its countdown confirmed started it again, and the untouched
    /// scale printed a second label.
    @Test func aReloadLeavesACountdownThatWaitsForInputWaiting() {
        var confirmed = ConfirmFlow(settings: Self.settings(timeout: 2), startUs: 0)
        #expect(confirmed.advance(toUs: 2_000_000) == .confirm)
        var cancelled = ConfirmFlow(settings: Self.settings(timeout: 2), startUs: 0)
        #expect(cancelled.handle(.cancelled, selectedRow: nil, atUs: 1_000_000) == .cancel)
        for waiting in [confirmed, cancelled] {
            var reloaded = waiting.reloaded(settings: Self.settings(timeout: 2), atUs: 3_000_000)
            #expect(reloaded.nextWakeUs(afterUs: 3_000_000) == nil)
            #expect(reloaded.advance(toUs: 10_000_000) == .none)
            reloaded.inputReceived(atUs: 10_000_000)
            #expect(reloaded.advance(toUs: 12_000_000) == .confirm)
        }
    }

    @Test func aReloadStartsARunningCountdownAgainWhole() {
        let running = ConfirmFlow(settings: Self.settings(timeout: 2), startUs: 0)
        var reloaded = running.reloaded(settings: Self.settings(timeout: 2), atUs: 1_500_000)
        #expect(reloaded.advance(toUs: 3_000_000) == .none)
        #expect(reloaded.advance(toUs: 3_500_000) == .confirm)
        var given = ConfirmFlow(settings: Self.settings(), startUs: 0).reloaded(settings: Self.settings(timeout: 1), atUs: 0)
        #expect(given.advance(toUs: 1_000_000) == .confirm, "a countdown the reload brings runs")
    }

    @Test func afterAConfirmInputStartsTheCountdownForTheNextOne() {
        var flow = ConfirmFlow(settings: Self.settings(timeout: 1), startUs: 0)
        #expect(flow.handle(.confirmed, selectedRow: nil, atUs: 0) == .confirm)
        #expect(flow.nextWakeUs(afterUs: 100) == nil)
        flow.inputReceived(atUs: 5_000_000)
        #expect(flow.advance(toUs: 6_000_000) == .confirm)
    }
}

extension ConfirmFlowTests {
    /// The countdown's warning (a tone, speech): once per run, when `warningSeconds` or fewer are left;
    /// input starts a new run, which warns again; none without a countdown or with 0.
    @Test func theCountdownWarnsOncePerRun() {
        var flow = ConfirmFlow(settings: Self.settings(timeout: 30), startUs: 0)
        #expect(flow.takeWarning(atUs: 19_999_999, warningSeconds: 10) == nil)
        #expect(flow.takeWarning(atUs: 20_000_000, warningSeconds: 10) == 10)
        #expect(flow.takeWarning(atUs: 21_000_000, warningSeconds: 10) == nil, "once")
        flow.inputReceived(atUs: 25_000_000)
        #expect(flow.takeWarning(atUs: 45_000_000, warningSeconds: 10) == 10, "a new run warns again")
        #expect(flow.takeWarning(atUs: 50_000_000, warningSeconds: 10) == nil)

        var short = ConfirmFlow(settings: Self.settings(timeout: 5), startUs: 0)
        #expect(short.takeWarning(atUs: 2_999_999, warningSeconds: 10) == nil, "a run shorter than the warning warns halfway, in whole seconds")
        #expect(short.takeWarning(atUs: 3_000_000, warningSeconds: 10) == 2)
        var tooShort = ConfirmFlow(settings: Self.settings(timeout: 1), startUs: 0)
        #expect(tooShort.takeWarning(atUs: 999_999, warningSeconds: 10) == nil, "a run under 2 s is too short to answer")
        var off = ConfirmFlow(settings: Self.settings(timeout: 5), startUs: 0)
        #expect(off.takeWarning(atUs: 4_000_000, warningSeconds: 0) == nil)
        var none = ConfirmFlow(settings: Self.settings(), startUs: 0)
        #expect(none.takeWarning(atUs: 4_000_000, warningSeconds: 10) == nil)
    }
}

extension ConfirmFlowTests {
    /// `extend_s`: input leaves the countdown at least that long, and never takes time away.
    @Test func inputExtendsTheCountdownByExtendSeconds() {
        var settings = Self.settings(timeout: 30)
        settings.extendSeconds = 10
        var flow = ConfirmFlow(settings: settings, startUs: 0)
        flow.inputReceived(atUs: 2_000_000)
        #expect(flow.deadlineUs == 30_000_000, "28 s were left: more than 10")
        flow.inputReceived(atUs: 25_000_000)
        #expect(flow.deadlineUs == 35_000_000, "5 s were left: now 10")
        var whole = ConfirmFlow(settings: Self.settings(timeout: 30), startUs: 0)
        whole.inputReceived(atUs: 2_000_000)
        #expect(whole.deadlineUs == 32_000_000, "without extend_s input starts the countdown again")
    }

    /// Trial 24: a widget's host could not hide the countdown the picker draws in its corner.
    /// Hidden (`show_countdown: false`), it has no label, wakes the picker at its deadline alone,
    /// and still confirms.
    @Test func aCountdownNotShownHasNoLabelAndWakesOnlyAtItsDeadline() {
        var settings = Self.settings(timeout: 5)
        settings.showCountdown = false
        var flow = ConfirmFlow(settings: settings, startUs: 0)
        #expect(flow.countdownText(atUs: 1_500_000) == nil)
        #expect(flow.nextWakeUs(afterUs: 1_500_000) == 5_000_000)
        #expect(flow.advance(toUs: 5_000_000) == .confirm)
        #expect(ConfirmFlow(settings: Self.settings(timeout: 5), startUs: 0).nextWakeUs(afterUs: 1_500_000) == 2_000_000)
    }
}

extension ConfirmFlowTests {
    /// Trial 48: under an 8 s countdown, each input of a drag began a run shorter than the 10 s
    /// warning, which warned at once: 61 tones in one second. Input that keeps coming hears none.
    @Test func inputThatKeepsComingUnderAShortCountdownHearsNoWarning() {
        var flow = ConfirmFlow(settings: Self.settings(timeout: 8), startUs: 0)
        var warned: [Int] = []
        for frame in 0...60 {
            let timeUs = Int64(frame) * 16_667
            flow.inputReceived(atUs: timeUs)
            if let seconds = flow.takeWarning(atUs: timeUs, warningSeconds: 10) { warned.append(seconds) }
        }
        #expect(warned.isEmpty)
        let lastInputUs: Int64 = 60 * 16_667
        #expect(flow.warningDueUs(warningSeconds: 10) == lastInputUs + 4_000_000, "halfway through the last input's run")
        var extended = Self.settings(timeout: 30)
        extended.extendSeconds = 5
        var near = ConfirmFlow(settings: extended, startUs: 0)
        near.inputReceived(atUs: 28_000_000)
        let extendedDeadlineUs: Int64 = 33_000_000
        #expect(near.warningDueUs(warningSeconds: 10) == extendedDeadlineUs - 2_000_000, "a run extend_s long warns halfway through it")
    }
}

extension ConfirmFlowTests {
    /// Trials 48 and 50: a double tap on the selected row confirmed twice, and a delegate that
    /// showed its next screen at the first heard the second confirm that screen too. A tap within
    /// half a second of a confirm, across a reload, is the second of a double tap.
    @Test func aDoubleTapConfirmsOnce() {
        var flow = ConfirmFlow(settings: Self.settings(), startUs: 0)
        #expect(flow.handle(.tapped(column: 0, row: 2), selectedRow: 2, atUs: 1_000_000) == .confirm)
        var next = ConfirmFlow(settings: Self.settings(), startUs: 1_000_000, lastConfirmUs: flow.lastConfirmUs)
        #expect(next.handle(.tapped(column: 0, row: 0), selectedRow: 0, atUs: 1_250_000) == .none)
        #expect(next.handle(.tapped(column: 0, row: 0), selectedRow: 0, atUs: 1_499_999) == .none)
        #expect(next.handle(.tapped(column: 0, row: 0), selectedRow: 0, atUs: 1_500_000) == .confirm)
    }

    /// Trial 106: two presses of Enter, or of an encoder's button, 100 ms apart confirmed twice in
    /// a daemon. Within half a second of a confirm, with nothing moved since, Enter is the same
    /// press again; a reload between them keeps that, and a move makes it a choice of its own.
    @Test func enterTwiceConfirmsOnceUnlessSomethingMoved() {
        var flow = ConfirmFlow(settings: Self.settings(), startUs: 0)
        #expect(flow.handle(.confirmed, selectedRow: nil, atUs: 1_000_000) == .confirm)
        #expect(flow.handle(.confirmed, selectedRow: nil, atUs: 1_100_000) == .none, "the same press again")
        var next = flow.reloaded(settings: Self.settings(), atUs: 1_200_000)
        #expect(next.handle(.confirmed, selectedRow: nil, atUs: 1_300_000) == .none, "a reload is no move")
        #expect(next.handle(.confirmed, selectedRow: nil, atUs: 1_500_000) == .confirm, "half a second on")
        var selected = [0]
        let moved = [TimedPickerEvent(timeUs: 1_550_000, event: .selectionChanged(column: 0, row: 1)),
                     TimedPickerEvent(timeUs: 1_600_000, event: .confirmed)]
        #expect(next.decide(moved, selected: &selected, after: .none) == .confirm, "Enter, Down, Enter: two choices")
        #expect(selected == [1])
    }
}
