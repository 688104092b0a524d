import PanelPicker
import Testing

/// A turn of the loop taken late (a host busy for a few hundred milliseconds) holds input stamped
/// apart: a column may land more than once in it. docs/library.md's rules 2 and 4: each column's
/// `didSelect` names the row `selection` says, and the rows that settled are said once.
@Suite struct LandingsInABatchTests {
    final class Heard: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
            calls.append("select \(row.value) while selection says \(picker.selection[row.column].value)")
        }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
        }
    }

    /// Trial 70: two Downs 400 ms apart, taken in one turn a second later, told "j1" while
    /// `selection` said j3, and said "j1, j3" as if two columns had settled.
    @Test func aColumnThatLandedTwiceIsToldOnceWhereItRests() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "job", "items": ["j0", "j1", "j2", "j3"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs + 400_000)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection[0].value == "j2")
        #expect(heard.calls == ["select j2 while selection says j2", "say j2"])
    }
}
