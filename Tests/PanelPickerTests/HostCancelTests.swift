import PanelPicker
import Testing

/// Trial 113's charger: the car unplugged while its owner chose, and the program had no way to
/// cancel the picker but Escape, which left a fling gliding on to a `didSelect` after
/// `pickerDidCancel`. A cancel, the host's or Escape's, stops every column where it is first.
@Suite struct HostCancelTests {
    static func json(mode: String, allowsCancel: Bool = true) -> String {
        #"{"size": "320x240", "style": "flat", "mode": "\#(mode)", "confirm": {"allow_cancel": \#(allowsCancel)}, "columns": [{"id": "pay", "items": ["#
            + EnterDuringAFlingTests.rows.map { "\"\($0)\"" }.joined(separator: ", ") + "]}]}"
    }

    /// The calls but the passes and highlights.
    func told(_ recorder: ConfirmInABatchTests.Recorder) -> [String] {
        recorder.calls.filter { !$0.hasPrefix("highlight") && !$0.hasPrefix("pass") }
    }

    /// A fling, cancelled 150 ms after its lift by `cancel` (the host's call or Escape), then 5 s
    /// of time: the calls, the row it rests on, and where the fling alone comes to rest.
    func flingCancelled(mode: String, allowsCancel: Bool = true, by cancel: (Picker, Int64) -> Void)
        throws -> (calls: [String], rested: String, glided: String, picker: Picker) {
        let (alone, _, aloneClock) = try ConfirmInABatchTests().make(Self.json(mode: mode, allowsCancel: allowsCancel))
        EnterDuringAFlingTests().fling(alone, at: aloneClock.nowUs)
        aloneClock.nowUs += 5_000_000
        try alone.handleEvents(nowUs: aloneClock.nowUs)

        let (picker, recorder, clock) = try ConfirmInABatchTests().make(Self.json(mode: mode, allowsCancel: allowsCancel))
        EnterDuringAFlingTests().fling(picker, at: clock.nowUs)
        clock.nowUs += 80_000
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 150_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.isMoving, "the wheel still glides")
        cancel(picker, clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!picker.isMoving, "nothing moves after the cancel")
        clock.nowUs += 5_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        return (told(recorder), picker.selection[0].value, alone.selection[0].value, picker)
    }

    @Test func aHostsCancelStopsAFlingAndNothingIsToldAfterIt() throws {
        var returned: Bool?
        let cancelled = try flingCancelled(mode: "daemon") { picker, _ in returned = picker.cancel() }
        #expect(returned == true)
        #expect(cancelled.calls == ["select \(cancelled.rested)", "cancel"], "the landing, then the cancel, and nothing after: \(cancelled.calls)")
        #expect(EnterDuringAFlingTests.rows.firstIndex(of: cancelled.rested)! < EnterDuringAFlingTests.rows.firstIndex(of: cancelled.glided)!,
                "stopped at \(cancelled.rested), short of \(cancelled.glided) where the fling goes alone")
        #expect(cancelled.picker.outcome == nil, "a daemon goes on")
        #expect(cancelled.picker.nextDeadlineUs == nil, "nothing waits")
    }

    @Test func escapeDuringAFlingStopsItToo() throws {
        let cancelled = try flingCancelled(mode: "daemon") { picker, atUs in picker.send(.key(.escape), atUs: atUs) }
        #expect(cancelled.calls == ["select \(cancelled.rested)", "cancel"], "\(cancelled.calls)")
        #expect(cancelled.rested != cancelled.glided)
    }

    /// `confirm.allow_cancel` rules the user's Escape, not the program: a widget whose Escape means
    /// nothing is still cancelled by its host, and a oneshot one ends so.
    @Test func theHostCancelsWhereEscapeMayNot() throws {
        var returned: Bool?
        let cancelled = try flingCancelled(mode: "oneshot", allowsCancel: false) { picker, _ in returned = picker.cancel() }
        #expect(returned == true)
        #expect(cancelled.calls.last == "cancel", "\(cancelled.calls)")
        #expect(cancelled.picker.outcome == .cancelled)
        #expect(cancelled.picker.cancel() == false, "an ended picker ignores it")
        #expect(cancelled.calls.filter { $0 == "cancel" }.count == 1)
    }

    /// A finger on the wheel as the host cancels is let go of: its later moves turn nothing, and
    /// its lift is no tap.
    @Test func aFingerOnTheWheelIsLetGoOf() throws {
        let (picker, recorder, clock) = try ConfirmInABatchTests().make(Self.json(mode: "daemon"))
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 160, y: 60), atUs: clock.nowUs + 30_000)
        clock.nowUs += 40_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.cancel())
        let rested = picker.selection[0].value
        for step in 1...5 { picker.send(.touch(.move, finger: 0, x: 160, y: Double(60 - 10 * step)), atUs: clock.nowUs + Int64(step) * 16_000) }
        picker.send(.touch(.up, finger: 0, x: 160, y: 10), atUs: clock.nowUs + 100_000)
        clock.nowUs += 3_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(told(recorder) == ["select \(rested)", "cancel"], "\(recorder.calls)")
        #expect(picker.selection[0].value == rested && rested != "card")
    }

    /// Shown again after a cancel, a widget's countdown waited for input, and its screen never went
    /// back to its start page. `restartCountdown()` runs it whole from then; a disabled picker's
    /// once it is enabled.
    @Test func aWidgetShownAgainRestartsItsCountdown() throws {
        let json = #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 30, "timeout_action": "cancel"}, "#
            + #""columns": [{"id": "pay", "items": ["card", "cash"]}]}"#
        let (picker, recorder, clock) = try ConfirmInABatchTests().make(json)
        /// Steps to each deadline, for at most 40 s; the time the last one was handled.
        func runOn() throws -> Int64 {
            let limit = clock.nowUs + 40_000_000
            while let deadline = picker.nextDeadlineUs, deadline <= limit {
                clock.nowUs = max(clock.nowUs, deadline)
                try picker.handleEvents(nowUs: clock.nowUs)
            }
            return clock.nowUs
        }
        #expect(picker.cancel())
        clock.nowUs += 60_000_000
        _ = try runOn()
        #expect(told(recorder) == ["cancel"], "the countdown waits for input: \(recorder.calls)")
        let shownUs = clock.nowUs
        picker.restartCountdown()
        try picker.handleEvents(nowUs: shownUs + 29_900_000)
        #expect(told(recorder) == ["cancel"], "\(recorder.calls)")
        clock.nowUs = shownUs + 30_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(told(recorder) == ["cancel", "cancel"], "30 s after it was shown again: \(recorder.calls)")

        picker.isEnabled = false
        picker.restartCountdown()
        clock.nowUs += 5_000_000
        _ = try runOn()
        #expect(told(recorder).count == 2, "none runs while disabled: \(recorder.calls)")
        clock.nowUs += 5_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let enabledUs = clock.nowUs
        picker.isEnabled = true
        try picker.handleEvents(nowUs: enabledUs + 29_900_000)
        #expect(told(recorder).count == 2, "\(recorder.calls)")
        try picker.handleEvents(nowUs: enabledUs + 30_000_000)
        #expect(told(recorder) == ["cancel", "cancel", "cancel"], "30 s after it was enabled: \(recorder.calls)")
    }

    /// Trial 118's pay station, confirmed and walked away from, stayed up: a daemon's countdown
    /// waits for input after a confirm. `restartCountdown()` in `didConfirm` runs it again.
    @Test func aCountdownRestartedInDidConfirmRunsOut() throws {
        final class Restarting: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
                calls.append("confirm")
                picker.restartCountdown()
            }
            func pickerDidCancel(_ picker: Picker) { calls.append("cancel") }
        }
        let clock = ManualClock(), restarting = Restarting()
        let json = #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 45, "timeout_action": "cancel"}, "columns": [{"items": ["1", "2"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        picker.delegate = restarting
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 10_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let confirmedUs = clock.nowUs
        #expect(picker.confirm())
        try picker.handleEvents(nowUs: confirmedUs + 44_900_000)
        #expect(restarting.calls == ["confirm"])
        try picker.handleEvents(nowUs: confirmedUs + 45_000_000)
        #expect(restarting.calls == ["confirm", "cancel"], "45 s after the confirm")
    }

    /// Trial 113's OK, pressed as the fling's own row already stood in the band at the end of its
    /// glide, confirmed nothing ("to a row not yet shown"). A fling whose row the band shows lands
    /// there on a confirm.
    @Test func aConfirmAsTheFlingsRowStandsInTheBandConfirmsIt() throws {
        let glided = try EnterDuringAFlingTests().fling(pressingEnter: false).rested
        let (picker, recorder, clock) = try ConfirmInABatchTests().make(EnterDuringAFlingTests.json)
        EnterDuringAFlingTests().fling(picker, at: clock.nowUs)
        let target = EnterDuringAFlingTests.rows.firstIndex(of: glided)!
        var shown = false
        while !shown, clock.nowUs < 10_000_000 {
            clock.nowUs += 16_000
            try picker.handleEvents(nowUs: clock.nowUs)
            shown = recorder.calls.last == "highlight \(target)"
        }
        #expect(shown && picker.isMoving, "the fling's row stands in the band as the wheel still glides")
        #expect(picker.confirm())
        #expect(told(recorder) == ["select \(glided)", "confirm \(glided)"], "\(recorder.calls)")
    }

    /// Enter catching a fling said nothing; it says why it confirmed nothing, as `confirm()` does.
    @Test func enterCatchingAFlingSaysSo() throws {
        final class Lines { var all: [String] = [] }
        let logged = Lines(), clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: EnterDuringAFlingTests.json), backend: .offscreen,
                                clock: clock.pickerClock, log: { logged.all.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        EnterDuringAFlingTests().fling(picker, at: clock.nowUs)
        picker.send(.key(.enter), atUs: clock.nowUs + 230_000)
        clock.nowUs += 240_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(logged.all.contains { $0.hasPrefix(#"enter: nothing confirmed: column 0 "pay" was still gliding from a fling"#) }, "\(logged.all)")
    }
}
