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

    /// Trial 84: a tip and a split column landed in one turn, and the tip's `didSelect` reloaded
    /// the splits (their "each pays" lines). The reload left the split where it landed, so it told
    /// nothing of it, and rule 7 dropped the landing: the guest's split was neither told nor said.
    /// A reload that leaves a column on the value it landed on leaves its landing told.
    @Test(arguments: [false, true])
    func aLandingAReloadFromTheDelegateKeptIsStillTold(reloadsToAnotherValue: Bool) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "#
            + #""columns": [{"id": "tip", "items": ["0 %", "5 %", "10 %"]}, {"id": "split", "items": ["1", "2", "3"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        final class Reloads: PickerDelegate {
            var calls: [String] = []
            let splits: [String]
            init(splits: [String]) { self.splits = splits }
            func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
                calls.append("select \(row.columnID) \(row.value) \(cause)")
                if row.columnID == "tip" { try? picker.reloadColumn(1, items: splits) }
            }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
            }
        }
        let reloads = Reloads(splits: reloadsToAnotherValue ? ["1", "3"] : ["1", "2", "3"])
        picker.delegate = reloads
        try picker.handleEvents(nowUs: clock.nowUs)
        // One finger on each column, on the row below the band, lifted together: two taps.
        for (finger, x) in [(0, 80), (1, 240)] {
            picker.send(.touch(.down, finger: finger, x: Double(x), y: 168), atUs: clock.nowUs + 1_000)
            picker.send(.touch(.up, finger: finger, x: Double(x), y: 168), atUs: clock.nowUs + 60_000)
        }
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        if reloadsToAnotherValue {
            // "2" went: the reload moves the split to "3" and tells it, as its own.
            #expect(reloads.calls == ["select tip 5 % user", "select split 3 reload", "say 5 %, 3"], "\(reloads.calls)")
        } else {
            #expect(reloads.calls == ["select tip 5 % user", "select split 2 user", "say 5 %, 2"], "\(reloads.calls)")
        }
        #expect(picker.selection.map(\.value) == ["5 %", reloadsToAnotherValue ? "3" : "2"])
    }

    /// Trial 86's mixer refreshed its sources' details in the source column's own `didSelect`, and
    /// the user's choice was not said. A reload that leaves the column on the row it landed on
    /// leaves its words: one that moves it says where, as before.
    @Test func aColumnsOwnReloadInItsDidSelectLeavesItSaid() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "#
            + #""columns": [{"id": "source", "items": ["Off", "Mic 1", "Mic 2", "Line 3/4"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        final class Refreshes: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
                calls.append("select \(row.value) \(cause)")
                try? picker.reloadColumn(0, items: ["Off", "Mic 1", "Mic 2", "Line 3/4"])
            }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
            }
        }
        let refreshes = Refreshes()
        picker.delegate = refreshes
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.encoder(delta: 3), atUs: clock.nowUs)
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(refreshes.calls == ["select Line 3/4 user", "say Line 3/4"], "\(refreshes.calls)")
    }
}
