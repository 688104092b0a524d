import PanelPicker
import Testing

/// How a picker ends in a host's own loop: a `oneshot` confirm or a cancel ends it, so
/// `while !picker.isStopped` returns, and an ended picker hears no more.
@Suite struct PickerOutcomeTests {
    private func makePicker(mode: String, clock: ManualClock) throws -> (Picker, RecordingDelegate) {
        let json = #"{"size": "320x240", "mode": "\#(mode)", "confirm": {"allow_cancel": true}, "columns": [{"id": "fruit", "items": ["apple", "pear"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    /// The documented loop, with a key handed in each time the picker is idle; it gives up after 100 turns.
    private func hostLoop(_ picker: Picker, clock: ManualClock, keys: [PickerKey]) throws -> Int {
        var turns = 0
        var pending = keys
        while !picker.isStopped && turns < 100 {
            if picker.nextDeadlineUs == nil && !pending.isEmpty { picker.send(.key(pending.removeFirst())) }
            clock.nowUs = max(clock.nowUs, picker.nextDeadlineUs ?? clock.nowUs + 100_000)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
        return turns
    }

    @Test func aOneshotConfirmEndsThePickerOnceAndForAll() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "oneshot", clock: clock)
        #expect(picker.outcome == nil && !picker.isStopped)
        let turns = try hostLoop(picker, clock: clock, keys: [.down, .enter, .up, .enter])
        #expect(turns < 100, "the host's loop ended")
        #expect(picker.isStopped)
        guard case .confirmed(let selection) = picker.outcome else {
            Issue.record("outcome \(String(describing: picker.outcome))")
            return
        }
        #expect(selection.map(\.value) == ["pear"])
        // Later input and calls reach nothing: one confirm, the selection as it was confirmed.
        picker.send(.key(.enter))
        picker.confirm()
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm pear"])
        #expect(picker.selection.map(\.value) == ["pear"])
    }

    @Test func aDaemonConfirmsAgainAndRunsOn() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "daemon", clock: clock)
        let turns = try hostLoop(picker, clock: clock, keys: [.enter, .down, .enter])
        #expect(turns == 100, "a daemon does not end on a confirm")
        #expect(picker.outcome == nil)
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple", "confirm pear"])
    }

    @Test(arguments: ["oneshot", "daemon"])
    func aCancelEndsThePicker(mode: String) throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: mode, clock: clock)
        let turns = try hostLoop(picker, clock: clock, keys: [.escape, .enter])
        #expect(turns < 100)
        #expect(picker.outcome == .cancelled)
        #expect(delegate.calls == ["cancel"])
    }

    @Test func stopEndsThePickerUnlessItHadEnded() throws {
        let clock = ManualClock()
        let (stopped, _) = try makePicker(mode: "oneshot", clock: clock)
        stopped.stop()
        #expect(stopped.outcome == .stopped)
        let (confirmed, _) = try makePicker(mode: "oneshot", clock: clock)
        confirmed.confirm()
        confirmed.stop()
        confirmed.close()
        #expect(confirmed.outcome == .confirmed(confirmed.selection))
    }
}
