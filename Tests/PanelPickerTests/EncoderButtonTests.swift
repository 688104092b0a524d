import PanelPicker
import Testing

/// A panel with a knob and nothing else (trial 26: a three-column time picker could not be set,
/// as the encoder's button confirmed from the first column).
@Suite struct EncoderButtonTests {
    static func config(button: String?, mode: String = "oneshot") -> String {
        let input = button.map { #", "input": {"encoder_button": "\#($0)"}"# } ?? ""
        return """
        {"size": "320x240", "mode": "\(mode)"\(input), "columns": [
          {"id": "h", "range": {"from": 0, "to": 23, "format": "%02d"}},
          {"id": "m", "range": {"from": 0, "to": 59, "format": "%02d"}},
          {"id": "s", "range": {"from": 0, "to": 59, "format": "%02d"}}]}
        """
    }

    /// Turns the knob one detent, then presses and lets go of its button.
    func turnAndPress(_ picker: Picker, clock: ManualClock) throws {
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        clock.nowUs += 500_000
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        clock.nowUs += 100_000
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 500_000
        try picker.handleEvents(nowUs: clock.nowUs)
    }

    @Test func nextColumnMovesTheFocusOnAndConfirmsOnTheLast() throws {
        let clock = ManualClock()
        let (picker, delegate) = try OwnLoopTests().makePicker(Self.config(button: "next_column"), clock: clock)
        try turnAndPress(picker, clock: clock)
        #expect(picker.focusedColumn == 1 && picker.showsFocus && picker.outcome == nil)
        try turnAndPress(picker, clock: clock)
        #expect(picker.focusedColumn == 2 && picker.outcome == nil)
        try turnAndPress(picker, clock: clock)
        #expect(delegate.calls.last == "confirm 01,01,01", "\(delegate.calls)")
        #expect(picker.outcome != nil)
    }

    /// Trial 72: a daemon's knob-only user, having confirmed on the last column, was left there
    /// for good, each press confirming again. The next choice starts at the first column.
    @Test func aDaemonStartsTheNextChoiceAtTheFirstColumn() throws {
        final class Heard: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm " + selection.map(\.value).joined(separator: ",")) }
            func picker(_ picker: Picker, didFocusColumn column: Int) { calls.append("focus \(column)") }
        }
        let clock = ManualClock()
        let (picker, _) = try OwnLoopTests().makePicker(Self.config(button: "next_column", mode: "daemon"), clock: clock)
        let delegate = Heard()
        picker.delegate = delegate
        for _ in 0..<3 { try turnAndPress(picker, clock: clock) }
        #expect(delegate.calls.suffix(2) == ["confirm 01,01,01", "focus 0"], "\(delegate.calls)")
        #expect(picker.focusedColumn == 0 && picker.showsFocus && picker.outcome == nil)
        try turnAndPress(picker, clock: clock)
        #expect(picker.focusedColumn == 1 && picker.selection.map(\.value) == ["02", "01", "01"])
    }

    /// Trial 101: on a panel with touch and a knob, the user touched the minutes and turned the
    /// knob, and the hours moved. A touch focuses its column, unmarked and unsaid; the delegate hears it.
    @Test func theKnobTurnsTheColumnLastTouched() throws {
        final class Heard: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didFocusColumn column: Int) { calls.append("focus \(column)") }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
            }
        }
        let clock = ManualClock()
        let json = """
            {"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [
              {"id": "h", "label": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}},
              {"id": "m", "label": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}},
              {"id": "s", "label": "second", "range": {"from": 0, "to": 59, "format": "%02d"}}]}
            """
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.cancel, finger: 0, x: 160, y: 120), atUs: clock.nowUs + 50_000)
        clock.nowUs += 500_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.focusedColumn == 1 && !picker.showsFocus)
        #expect(heard.calls == ["focus 1"], "the touch moved the focus without a word: \(heard.calls)")
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        clock.nowUs += 500_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection.map(\.value) == ["00", "01", "00"])
        #expect(picker.showsFocus, "the knob shows the ring on the column it turns")
    }

    @Test func byDefaultTheButtonIsEnter() throws {
        let clock = ManualClock()
        let (picker, delegate) = try OwnLoopTests().makePicker(Self.config(button: nil), clock: clock)
        try turnAndPress(picker, clock: clock)
        #expect(delegate.calls.last == "confirm 01,00,00", "\(delegate.calls)")
    }

    @Test func anUnknownChoiceIsNamed() {
        #expect {
            _ = try PickerConfiguration(json: Self.config(button: "next"))
        } throws: { error in
            "\(error)".contains(#"input.encoder_button: expected "enter" or "next_column""#)
        }
    }
}
