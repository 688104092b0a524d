import PanelPicker
import Testing

/// Idle power and rows passing, through the library's own loop on a manual clock (offscreen,
/// which has no backlight or output switch: the state machine and the delegate are what is seen).
@Suite struct PowerAndFeedbackTests {
    final class Recorder: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
        func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { calls.append("tap \(column):\(row)") }
        func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) {
            calls.append("pass \(column):\(row)\(clicks ? " click" : "")")
        }
        func picker(_ picker: Picker, didChangePower state: PickerPowerState) { calls.append("power \(state.rawValue)") }
    }

    static let config = """
    {"size": "320x240", "power": {"dim_after_s": 10, "off_after_s": 30},
     "columns": [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9}]}
    """

    func make(_ json: String = PowerAndFeedbackTests.config, clock: ManualClock) throws -> (Picker, Recorder) {
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = Recorder()
        picker.delegate = recorder
        return (picker, recorder)
    }

    /// Handles events at each deadline up to `untilUs`; returns the deadlines it woke for.
    @discardableResult
    func run(_ picker: Picker, clock: ManualClock, untilUs: Int64) throws -> [Int64] {
        var wakes: [Int64] = []
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, deadline <= untilUs, wakes.count < 1000 {
            clock.nowUs = max(clock.nowUs, deadline)
            wakes.append(clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs = max(clock.nowUs, untilUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        return wakes
    }

    @Test func anIdlePickerWakesOnlyToDimAndToSleep() throws {
        let clock = ManualClock()
        let start = clock.nowUs
        let (picker, recorder) = try make(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let wakes = try run(picker, clock: clock, untilUs: start + 100_000_000)
        #expect(wakes == [start + 10_000_000, start + 30_000_000])
        #expect(recorder.calls == ["power dimmed", "power off"])
        #expect(picker.powerState == .off)
        #expect(picker.nextDeadlineUs == nil)
    }

    @Test func theTouchThatWakesTheDarkPanelChangesNothing() throws {
        let clock = ManualClock()
        let (picker, recorder) = try make(clock: clock)
        try run(picker, clock: clock, untilUs: clock.nowUs + 31_000_000)
        let before = picker.frame
        recorder.calls = []
        // A tap on the row below the band, then a drag: both would select something on a lit panel.
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 160, y: 60), atUs: clock.nowUs + 50_000)
        picker.send(.touch(.up, finger: 0, x: 160, y: 60), atUs: clock.nowUs + 60_000)
        try run(picker, clock: clock, untilUs: clock.nowUs + 2_000_000)
        #expect(recorder.calls == ["power awake"])
        #expect(picker.selection[0].value == "09")
        #expect(OwnLoopTests().differingPixels(before, picker.frame) == 0)
        // The next touch is the user's.
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 168), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, untilUs: clock.nowUs + 2_000_000)
        #expect(picker.selection[0].value == "10")
        #expect(recorder.calls.contains("tap 0:10"))
    }

    @Test func sleepAndWakeFromTheHost() throws {
        let clock = ManualClock()
        let (picker, recorder) = try make(#"{"size": "320x240", "columns": [{"items": ["a", "b"]}]}"#, clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.sleep()
        #expect(picker.powerState == .off)
        picker.wake()
        #expect(picker.powerState == .awake)
        #expect(recorder.calls == ["power off", "power awake"])
    }

    /// Trial 107: a host keeping several pickers in step calls `wake()` on the ones not touched, as
    /// library.md says, and still saw their 90 s countdown send the machine back to its start screen
    /// while its user was busy beside them. `wake()` gives the countdown the time a touch gives it;
    /// a disabled picker's countdown stays held.
    @Test func wakeGivesTheCountdownATouchsTime() throws {
        let clock = ManualClock()
        let (picker, delegate) = try countingDown(clock: clock)
        try run(picker, clock: clock, untilUs: clock.nowUs + 85_000_000)
        picker.wake()
        try run(picker, clock: clock, untilUs: clock.nowUs + 89_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" } == [], "\(delegate.calls)")
        try run(picker, clock: clock, untilUs: clock.nowUs + 2_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" } == ["cancel"], "\(delegate.calls)")
    }

    @Test func wakeLeavesADisabledPickersCountdownHeld() throws {
        let clock = ManualClock()
        let (picker, delegate) = try countingDown(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.isEnabled = false
        picker.wake()
        try run(picker, clock: clock, untilUs: clock.nowUs + 100_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" } == [], "\(delegate.calls)")
    }

    /// Trial 109: a panel dark after 30 s lit itself for the last 5 s of a 60 s countdown that
    /// only took the controller back to its status screen. One that confirms lights it, to show
    /// what it confirms; one that cancels leaves it dark.
    @Test(arguments: ["confirm", "cancel"]) func aDarkPanelLightsOnlyForACountdownThatConfirms(action: String) throws {
        final class Heard: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didChangePower state: PickerPowerState) { calls.append("power \(state.rawValue)") }
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm") }
            func pickerDidCancel(_ picker: Picker) { calls.append("cancel") }
        }
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "daemon", "power": {"off_after_s": 30}, "#
            + #""confirm": {"timeout_s": 60, "timeout_action": "\#(action)", "show_countdown": false}, "columns": [{"items": ["a", "b"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        try run(picker, clock: clock, untilUs: clock.nowUs + 61_000_000)
        #expect(heard.calls == (action == "confirm" ? ["power off", "power awake", "confirm"] : ["power off", "cancel"]), "\(heard.calls)")
    }

    /// A daemon whose countdown of 90 s cancels, as a ticket machine's return to its start screen.
    func countingDown(clock: ManualClock) throws -> (Picker, RecordingDelegate) {
        let json = #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 90, "timeout_action": "cancel"}, "columns": [{"items": ["a", "b"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    @Test func keysPassRowsAndTheLimiterChoosesTheClicks() throws {
        let clock = ManualClock()
        let (picker, recorder) = try make(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs + 5_000)
        try run(picker, clock: clock, untilUs: clock.nowUs + 1_000_000)
        let passes = recorder.calls.filter { $0.hasPrefix("pass") }
        #expect(passes.map { $0.hasPrefix("pass 0:10") || $0.hasPrefix("pass 0:11") } == [true, true])
        #expect(passes.first?.hasSuffix("click") == true)
        #expect(picker.selection[0].value == "11")
    }

    @Test func clicksCanBeTurnedOffWhileRowsStillPass() throws {
        let clock = ManualClock()
        let (picker, recorder) = try make(clock: clock)
        picker.clicksEnabled = false
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, untilUs: clock.nowUs + 1_000_000)
        #expect(recorder.calls.filter { $0.hasPrefix("pass") } == ["pass 0:10"])
    }
}

extension PowerAndFeedbackTests {
    @Test func anEditThatLeavesPowerAndFeedbackAloneKeepsThePanelDarkAndClicksOff() throws {
        let clock = ManualClock()
        let (picker, recorder) = try make(clock: clock)
        picker.clicksEnabled = false
        try run(picker, clock: clock, untilUs: clock.nowUs + 31_000_000)
        #expect(picker.powerState == .off)
        // New rows, the same power and feedback settings.
        try picker.reload(PickerConfiguration(json: """
        {"size": "320x240", "power": {"dim_after_s": 10, "off_after_s": 30},
         "columns": [{"id": "hour", "range": {"from": 0, "to": 11, "format": "%02d"}, "selected": 3}]}
        """))
        #expect(picker.powerState == .off)
        #expect(!picker.clicksEnabled)
        try picker.reload(PickerConfiguration(json: """
        {"size": "320x240", "power": {"dim_after_s": 20, "off_after_s": 30},
         "columns": [{"id": "hour", "range": {"from": 0, "to": 11, "format": "%02d"}, "selected": 3}]}
        """))
        #expect(picker.powerState == .awake)
        #expect(recorder.calls == ["power dimmed", "power off", "power awake"])
    }
}
