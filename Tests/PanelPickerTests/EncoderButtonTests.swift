import PanelPicker
import Testing

/// A panel with a knob and nothing else (trial 26: a three-column time picker could not be set,
/// as the encoder's button confirmed from the first column).
@Suite struct EncoderButtonTests {
    static func config(button: String?, longPress: String? = nil, mode: String = "oneshot") -> String {
        let settings = [button.map { #""encoder_button": "\#($0)""# }, longPress.map { #""encoder_long_press": "\#($0)""# }].compactMap { $0 }
        let input = settings.isEmpty ? "" : #", "input": {"# + settings.joined(separator: ", ") + "}"
        return """
        {"size": "320x240", "mode": "\(mode)"\(input), "columns": [
          {"id": "h", "range": {"from": 0, "to": 23, "format": "%02d"}},
          {"id": "m", "range": {"from": 0, "to": 59, "format": "%02d"}},
          {"id": "s", "range": {"from": 0, "to": 59, "format": "%02d"}}]}
        """
    }

    /// What a delegate heard: focus moves, confirms, cancels and what speech said.
    final class Heard: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didFocusColumn column: Int) { calls.append("focus \(column)") }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm") }
        func pickerDidCancel(_ picker: Picker) { calls.append("cancel") }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
        }
    }

    /// A time of three labelled columns whose speech the delegate hears, shown once; `input` goes
    /// beside its speech section.
    func speakingPicker(input: String = "", clock: ManualClock) throws -> (Picker, Heard) {
        let json = """
            {"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}\(input), "columns": [
              {"id": "h", "label": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}},
              {"id": "m", "label": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}},
              {"id": "s", "label": "second", "range": {"from": 0, "to": 59, "format": "%02d"}}]}
            """
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        try picker.handleEvents(nowUs: clock.nowUs)
        return (picker, heard)
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
        let clock = ManualClock()
        let (picker, heard) = try speakingPicker(clock: clock)
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

    /// Holds the knob's button down past 1 s, the clock passing its deadlines, and lets it go.
    func holdAndLetGo(_ picker: Picker, clock: ManualClock) throws {
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 1_200_000
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
    }

    /// Trial 109: a knob alone set an irrigation zone, its minutes and its start, and had no way
    /// back to the zone once past it. With `encoder_long_press` `"back"`, the button let go after
    /// 1 s goes to the column before, and on the first cancels; speech, on, says the column and
    /// repeats nothing.
    @Test func aLongPressGoesBackAColumnAndCancelsOnTheFirst() throws {
        let clock = ManualClock()
        let (picker, heard) = try speakingPicker(input: #", "input": {"encoder_button": "next_column", "encoder_long_press": "back"}"#, clock: clock)
        try turnAndPress(picker, clock: clock)
        try turnAndPress(picker, clock: clock)
        #expect(picker.focusedColumn == 2)
        heard.calls = []
        try holdAndLetGo(picker, clock: clock)
        #expect(picker.focusedColumn == 1 && picker.showsFocus && picker.outcome == nil)
        #expect(heard.calls == ["say minute, 01", "focus 1"], "no repeat, the column before: \(heard.calls)")
        picker.send(.encoder(delta: 2), atUs: clock.nowUs)
        clock.nowUs += 500_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection.map(\.value) == ["01", "03", "00"], "the knob turns the column gone back to")
        try holdAndLetGo(picker, clock: clock)
        #expect(picker.focusedColumn == 0 && picker.outcome == nil)
        heard.calls = []
        try holdAndLetGo(picker, clock: clock)
        #expect(heard.calls.last == "cancel" && !heard.calls.contains("confirm"), "\(heard.calls)")
        #expect(picker.outcome == .cancelled)
    }

    /// A short press stays what `encoder_button` says, and a long one with speech off goes back
    /// too, where it was Enter (trial 91's slow press) without `"back"`.
    @Test func aShortPressStillMovesOnWhereALongOneGoesBack() throws {
        let clock = ManualClock()
        let (picker, delegate) = try OwnLoopTests().makePicker(Self.config(button: "next_column", longPress: "back"), clock: clock)
        try turnAndPress(picker, clock: clock)
        #expect(picker.focusedColumn == 1)
        try holdAndLetGo(picker, clock: clock)
        #expect(picker.focusedColumn == 0 && delegate.calls.allSatisfy { !$0.hasPrefix("confirm") }, "\(delegate.calls)")
        let (plain, plainDelegate) = try OwnLoopTests().makePicker(Self.config(button: nil), clock: clock)
        try holdAndLetGo(plain, clock: clock)
        #expect(plainDelegate.calls.last == "confirm 00,00,00", "without \"back\", a slow press is Enter: \(plainDelegate.calls)")
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
        #expect {
            _ = try PickerConfiguration(json: #"{"input": {"encoder_long_press": "cancel"}, "columns": [{"items": ["a"]}]}"#)
        } throws: { error in
            "\(error)".contains(#"input.encoder_long_press: expected "repeat" or "back""#)
        }
    }
}
