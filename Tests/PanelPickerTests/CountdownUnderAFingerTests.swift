import PanelPicker
import Testing

/// Trial 108: a finger held still on the station's picker for 70 s let the 60 s countdown cancel
/// under it (a finger lying still is no input: a raindrop would hold the countdown for ever), and
/// then, with the station back at its start screen, dragged the old picker on to a didSelect of
/// the user's. The countdown that runs out lets go of the finger: its moves and lift do nothing.
@Suite struct CountdownUnderAFingerTests {
    let clock = ManualClock()

    func make(action: String) throws -> (Picker, RecordingDelegate) {
        let items = (0..<20).map { "\"r\($0)\"" }.joined(separator: ", ")
        let json = #"{"size": "320x240", "mode": "daemon", "row_height": 40, "confirm": {"timeout_s": 2, "timeout_action": "\#(action)"}, "#
            + #""columns": [{"id": "n", "selected": "r5", "items": [\#(items)]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        return (picker, delegate)
    }

    func touch(_ picker: Picker, _ phase: PickerInput.TouchPhase, y: Double, afterUs delayUs: Int64 = 20_000) throws {
        clock.nowUs += delayUs
        picker.send(.touch(phase, finger: 0, x: 160, y: y), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
    }

    func run(_ picker: Picker, untilUs: Int64) throws {
        while let deadline = picker.nextDeadlineUs, deadline <= untilUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs = max(clock.nowUs, untilUs)
    }

    @Test func aCancelUnderAStillFingerLetsItGo() throws {
        let (picker, delegate) = try make(action: "cancel")
        try touch(picker, .down, y: 120)
        try run(picker, untilUs: clock.nowUs + 3_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" } == ["cancel"], "\(delegate.calls)")
        for step in 1...4 { try touch(picker, .move, y: 120 - Double(step) * 20) }
        try touch(picker, .up, y: 40)
        try run(picker, untilUs: clock.nowUs + 6_000_000)
        // Its moves and lift turn nothing, and are no input: the countdown waits for the next user
        // (trial 110 heard a second cancel 45 s after the lift, with nobody at the machine).
        #expect(delegate.calls.drop { $0 != "cancel" } == ["cancel"], "no row and no second cancel: \(delegate.calls)")
        #expect(picker.nextDeadlineUs == nil, "nothing waits for a deadline")
        // The next finger is input: its countdown runs, and cancels.
        clock.nowUs += 10_000_000
        try touch(picker, .down, y: 120)
        try touch(picker, .up, y: 120, afterUs: 1_500_000)
        try run(picker, untilUs: clock.nowUs + 3_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" }.count == 2, "\(delegate.calls)")
        #expect(picker.selection[0].value == "r5")
    }

    @Test func aConfirmUnderAFingerThatMovedTheWheelConfirmsTheRowShown() throws {
        let (picker, delegate) = try make(action: "confirm")
        try touch(picker, .down, y: 120)
        for step in 1...4 { try touch(picker, .move, y: 120 - Double(step) * 10) }
        try run(picker, untilUs: clock.nowUs + 3_000_000)
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm r6"], "\(delegate.calls)")
        try touch(picker, .move, y: 0)
        try touch(picker, .up, y: 0)
        try run(picker, untilUs: clock.nowUs + 1_000_000)
        #expect(picker.selection[0].value == "r6")
    }
}
