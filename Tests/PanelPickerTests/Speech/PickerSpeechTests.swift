import PanelPicker
import Testing

/// What the picker asks to be said, and when, through its own loop on a manual clock: the
/// delegate hears every request (`speech.engine: "delegate"`, as a host with its own engine has it).
@Suite struct PickerSpeechTests {
    final class Listener: PickerDelegate {
        var heard: [String] = []
        /// Each utterance's voice, in order.
        var voices: [String] = []
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            switch request {
            case .say(let utterance):
                heard.append("say \(utterance.text) @\(utterance.volumePercent)")
                voices.append(utterance.voice)
            case .stop: heard.append("stop")
            }
        }
    }

    static func config(speech: String = #""enabled": true, "engine": "delegate""#, confirm: String = "{}", power: String = "{}",
                       mode: String = "oneshot") -> String {
        """
        {"size": "320x240", "mode": "\(mode)", "confirm": \(confirm), "power": \(power), "speech": {\(speech)},
         "columns": [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
                     {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 30}]}
        """
    }

    /// A listener that does `act` in each `didSelect` (nothing until a test gives it something).
    final class ActingOnSelect: PickerDelegate {
        let listener = Listener()
        var act: (Picker, SelectedRow) -> Void = { _, _ in }
        func picker(_ picker: Picker, didSelect row: SelectedRow) { act(picker, row) }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) { listener.picker(picker, didRequestSpeech: request) }
    }

    /// Each utterance's text, and `act` done as one says a column's end ("…, at the end").
    final class ActingOnEnd: PickerDelegate {
        var heard: [String] = []
        let act: (Picker) -> Void
        init(act: @escaping (Picker) -> Void) { self.act = act }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            guard case .say(let utterance) = request else { return }
            heard.append(utterance.text)
            if utterance.text.hasSuffix("at the end") { act(picker) }
        }
    }

    /// What a reload's selections tell: each `didSelect`'s value and each utterance, in order.
    final class SelectionsAndSpeech: PickerDelegate {
        var heard: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow) { heard.append("select \(row.value)") }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { heard.append("say \(utterance.text)") }
        }
    }

    /// Each `didSelect`, with its cause, and each utterance, in order.
    final class CausesAndSpeech: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) { calls.append("select \(row.value) \(cause)") }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
        }
    }

    func make(_ json: String = PickerSpeechTests.config(), clock: ManualClock) throws -> (Picker, Listener) {
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let listener = Listener()
        picker.delegate = listener
        return (picker, listener)
    }

    /// A picker of `json` past its first frames, its listener's ears empty.
    func listening(_ json: String, clock: ManualClock) throws -> (Picker, Listener) {
        let (picker, listener) = try make(json, clock: clock)
        try run(picker, clock: clock, forUs: 100_000)
        listener.heard.removeAll()
        return (picker, listener)
    }

    /// A 320x240 picker of `dataSource` whose speech goes to its delegate.
    func speaking(_ dataSource: some PickerDataSource, clock: ManualClock) throws -> Picker {
        var style = PickerStyle()
        (style.width, style.height) = (320, 240)
        return try Picker(dataSource: dataSource, style: style, settings: #"{"speech": {"enabled": true, "engine": "delegate"}}"#,
                          backend: .offscreen, clock: clock.pickerClock)
    }

    func run(_ picker: Picker, clock: ManualClock, forUs: Int64) throws {
        try PowerAndFeedbackTests().run(picker, clock: clock, untilUs: clock.nowUs + forUs)
    }

    /// A German date picker on `selected`, run past its first frame, its listener's ears empty.
    func germanDate(selected: String, clock: ManualClock) throws -> (Picker, Listener) {
        let json = #"{"size": "480x272", "speech": {"enabled": true, "engine": "delegate"}, "sections": [{"date": "#
            + #"{"month_names": "de", "selected": "\#(selected)"}}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        listener.voices.removeAll()
        return (picker, listener)
    }

    /// A fling passes many rows; only the one it comes to rest on is said, and the touch that
    /// started it stopped what was being said.
    /// Trial 29: the large-text key on a panel too small for it read the developer's reason aloud
    /// ("Error: large text: style.largeText.isOn: in column 0 …"); the user hears a sentence.
    @Test func aRefusedLargeTextKeySaysASentenceNotTheReason() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x32", "row_height": 32, "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["a", "b"]}]}"#
        let (picker, listener) = try make(json, clock: clock)
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 100_000)
        #expect(!picker.isLargeText)
        #expect(listener.heard.contains("say Large text does not fit this screen @70"), "\(listener.heard)")
        #expect(!listener.heard.contains { $0.contains("Error") }, "\(listener.heard)")
    }

    /// Trial 71: Down from floor 2 skipped the locked floor 3 and said only "4"; Up from the last
    /// floor with a locked one beyond said "at the end", and a blind user took it that no floor was
    /// there. A step says the nearest disabled row it passed, unavailable, before its row.
    @Test func aStepSaysTheDisabledRowsItPassed() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "floor", "items": ["#
            + #"{"text": "P2", "detail": "locked", "disabled": true}, "P1", "1", "2", "#
            + #"{"text": "3", "disabled": true}, {"text": "4", "disabled": true}, "5"], "selected": "2"}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "5")
        #expect(listener.heard.last == "say 3, unavailable, 5 @70", "the nearest alone: \(listener.heard)")
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say 5, at the end @70", "a real end: \(listener.heard)")
        try picker.select(value: "P1", inColumn: 0, animated: false)
        picker.send(.key(.up), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "P1")
        #expect(listener.heard.last == "say P2, locked, unavailable, P1, at the end @70", "\(listener.heard)")
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say 1 @70", "no disabled row passed: \(listener.heard)")
    }

    /// Trial 78: a knob turned two detents at once over a disabled implement said only where it
    /// landed, and one cut short by disabled rows at the end said only "…, at the end". A count of
    /// any size says the first disabled row it passed, as a step of one does; a
    /// count of no detents is no input and says nothing (it said "…, at the end" on row 3 of 7).
    @Test func anEncodersCountSaysTheDisabledRowItPassed() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "depth", "items": ["#
            + #""20", "22", {"text": "24", "disabled": true}, "26", {"text": "28", "disabled": true}, {"text": "30", "disabled": true}], "#
            + #""selected": "20"}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.encoder(delta: 2), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "26")
        #expect(listener.heard.last == "say 24, unavailable, 26 @70", "\(listener.heard)")
        try picker.select(value: "20", inColumn: 0, animated: false)
        picker.send(.encoder(delta: 3), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "26")
        #expect(listener.heard.last == "say 24, unavailable, 26, at the end @70", "cut short: \(listener.heard)")
        try picker.select(value: "22", inColumn: 0, animated: false)
        listener.heard.removeAll()
        picker.send(.encoder(delta: 0), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.isEmpty, "\(listener.heard)")
    }

    /// Trial 73: a detail given as "" for most rows, as a list gives it, was said ("Salad, , 60
    /// kcal") and drawn as an empty line that made the title small and off-centre. A blank detail
    /// or trailing text is none.
    @Test func aBlankDetailIsNone() throws {
        let clock = ManualClock()
        func config(_ parts: String) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "dish", "label": "Dish", "items": ["#
                + #"{"text": "Salad"\#(parts)}, "Soup"]}]}"#
        }
        let (picker, listener) = try listening(config(#", "detail": "", "trailing_text": "60 kcal""#), clock: clock)
        try picker.focus(column: 0)
        #expect(listener.heard.last == "say Dish, Salad, 60 kcal @70", "\(listener.heard)")
        let blank = try Picker(configuration: PickerConfiguration(json: config(#", "detail": " ", "trailing_text": """#)), backend: .offscreen)
        let none = try Picker(configuration: PickerConfiguration(json: config("")), backend: .offscreen)
        for shown in [blank, none] { try shown.handleEvents(nowUs: shown.clock.nowUs()) }
        #expect(try blank.frame.pngData() == none.frame.pngData(), "drawn as a row without")
    }

    /// Trial 72: a finger dragging in the band, and a reload that removed the selected zone, said
    /// `moved_text` ("Valve fault, now Z02") before the reload's `didSelect`. The row dragged into
    /// the band is the selection, said as its landing, after its `didSelect` (speech.md).
    @Test(arguments: [false, true]) func aReloadUnderADraggingFingerSaysTheRowAfterItsDidSelect(wholeData: Bool) throws {
        let clock = ManualClock()
        func config(_ items: String) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "moved_text": "Valve fault, now {value}"}, "#
                + #""columns": [{"id": "zone", "items": [\#(items)]}]}"#
        }
        let picker = try Picker(configuration: PickerConfiguration(json: config(#""Z00", "Z01", "Z02", "Z03""#)), backend: .offscreen,
                                clock: clock.pickerClock)
        let heard = CausesAndSpeech()
        picker.delegate = heard
        try picker.select(value: "Z01", inColumn: 0, animated: false)
        try run(picker, clock: clock, forUs: 100_000)
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 160, y: 110), atUs: clock.nowUs + 20_000)
        clock.nowUs += 30_000
        try picker.handleEvents(nowUs: clock.nowUs)
        heard.calls.removeAll()
        if wholeData {
            try picker.reload(PickerConfiguration(json: config(#""Z00", "Z02", "Z03""#)))
        } else {
            try picker.reloadColumn(0, items: ["Z00", "Z02", "Z03"])
        }
        #expect(heard.calls == ["select Z02 reload", "say Z02"])
    }

    /// Trial 30: a tap on a disabled row gave a blind user only silence, though the row's speech
    /// said why it is disabled.
    @Test func aTapOnADisabledRowSaysItIsUnavailable() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["Bake", "#
            + #"{"text": "Clean", "disabled": true, "speech": "Pyrolysis, door open"}]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 168), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, forUs: 200_000)
        #expect(listener.heard == ["say Pyrolysis, door open, unavailable @70"], "\(listener.heard)")
        #expect(picker.selection[0].value == "Bake")
        // A key that moves nothing (Up on the first row; Down onto the only other row, disabled) is said
        // too, with the disabled row that Down found.
        listener.heard.removeAll()
        for key in [PickerKey.up, .down] {
            picker.send(.key(key), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 300_000)
        }
        #expect(listener.heard == ["stop", "say Bake, at the end @70", "stop", "say Pyrolysis, door open, unavailable, Bake, at the end @70"],
                "\(listener.heard)")
    }

    /// Trial 92: after a tap on a disabled row, a finger put down on the wheel and a reload said
    /// "Bake", with no selection changed: the tap's words told a row the column never rested on.
    @Test func aReloadAfterATapOnADisabledRowSaysNothing() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["Bake", "#
            + #"{"text": "Clean", "disabled": true}]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 168), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, forUs: 200_000)
        #expect(listener.heard == ["say Clean, unavailable @70"])
        picker.speechDidFinish()
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.reload(picker.configuration)
        #expect(listener.heard == ["say Clean, unavailable @70"], "\(listener.heard)")
        #expect(picker.selection[0].value == "Bake")
    }

    /// Trial 31: a year turned past a date's max moved the month and day too, and the three were
    /// said one after the other, each cutting off the one before: the user heard "31". Columns
    /// that settle together are said together.
    @Test func columnsThatSettleTogetherAreSaidTogether() throws {
        let clock = ManualClock()
        let json = #"{"size": "480x272", "speech": {"enabled": true, "engine": "delegate"}, "sections": [{"date": "#
            + #"{"month_names": "de", "order": "ymd", "from": 2025, "max": "2027-03-31", "selected": "2026-12-23"}}]}"#
        let (picker, listener) = try make(json, clock: clock)
        try picker.focus(column: 0)
        try run(picker, clock: clock, forUs: 100_000)
        listener.heard.removeAll()
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(picker.date(inSection: 0) == PickerDate(year: 2027, month: 3, day: 31))
        #expect(listener.heard.filter { $0.hasPrefix("say") } == ["say 2027, März, 31 @70"], "\(listener.heard)")
    }

    /// Trial 31: with `month_names` by language and no `labels`, a German date said "day, 24" and
    /// "year, 2026" under a German voice. The labels are CLDR's names of the fields in that language.
    @Test func aDateWithoutLabelsSaysItsFieldsInItsMonthsLanguage() throws {
        let clock = ManualClock()
        let json = #"{"size": "480x272", "speech": {"enabled": true, "engine": "delegate"}, "sections": [{"date": "#
            + #"{"month_names": "fr", "selected": "2024-09-14"}}]}"#
        let (picker, listener) = try make(json, clock: clock)
        for _ in 0..<2 {
            picker.send(.key(.right), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 2_000_000)
        }
        // French writes day, month, year: the focus moves from the day to the month, then the year.
        #expect(listener.heard.filter { $0.hasPrefix("say") } == ["say mois, septembre @70", "say année, 2024 @70"], "\(listener.heard)")
    }

    /// Trial 32: `select(row:reportsSelection: true)` said the row, `select(date:)` and
    /// `select(time:)` said nothing. A reported selection is said, its changed columns together;
    /// a quiet one is not.
    @Test(arguments: [false, true]) func aReportedDateOrTimeIsSaidAsAReportedRowIs(reports: Bool) throws {
        let clock = ManualClock()
        let json = #"{"size": "480x272", "speech": {"enabled": true, "engine": "delegate"}, "sections": [{"date": "#
            + #"{"month_names": "de", "selected": "2024-09-14"}}, {"time": {"hours": 24, "selected": "07:30"}}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        try picker.select(date: PickerDate(year: 2025, month: 3, day: 14), inSection: 0, reportsSelection: reports)
        try picker.select(time: PickerTimeOfDay(hour: 8, minute: 30), inSection: 1, reportsSelection: reports)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard.filter { $0.hasPrefix("say") } == (reports ? ["say März, 2025 @70", "say 08 @70"] : []), "\(listener.heard)")
    }

    /// Trial 33: a quiet `select(value: "Februar")` on 31 March moved the day to the 28th (29th in a
    /// leap year), and the day's change was reported and said though the host asked for quiet.
    @Test(arguments: [false, true]) func aQuietSelectsDayFollowingItsMonthIsQuietToo(animated: Bool) throws {
        final class Heard: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) { calls.append("\(request)") }
        }
        let clock = ManualClock()
        let json = #"{"size": "480x272", "speech": {"enabled": true, "engine": "delegate"}, "sections": [{"date": "#
            + #"{"month_names": "de", "selected": "2024-03-31"}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        try run(picker, clock: clock, forUs: 100_000)
        heard.calls.removeAll()
        try picker.select(value: "Februar", inColumn: try #require(picker.columnIndex(id: "month")), animated: animated)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(picker.date(inSection: 0) == PickerDate(year: 2024, month: 2, day: 29))
        #expect(heard.calls.filter { !$0.hasPrefix("stop") } == [], "\(heard.calls)")
    }

    /// Trial 33: Tab and Down while a quiet select's animation took the month from March to
    /// February said "Monat, März" and "März, at the end": the Down moved on from February to
    /// March before the band had left March, so it rested at once, with no event. The focus is said
    /// where the column is going, and the step as where it rests.
    @Test func keysDuringASelectsAnimationAreSaidFromWhereItWasGoing() throws {
        let clock = ManualClock()
        let (picker, listener) = try germanDate(selected: "2024-03-31", clock: clock)
        try picker.select(value: "Februar", inColumn: try #require(picker.columnIndex(id: "month")), animated: true)
        // Two presses a frame apart, before the month has left March.
        picker.send(.key(.tab), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say Monat, Februar @70", "stop", "say März @70"], "\(listener.heard)")
        #expect(picker.date(inSection: 0) == PickerDate(year: 2024, month: 3, day: 31), "Down went on from February")
    }

    /// Trial 34: Tab then Down in one batch, the Down at the column's end, said "…, at the end"
    /// and then the focus, which cut it off. What the keys cause is said in the order they came,
    /// the column by its name alone, as the end says its value (trial 46).
    @Test func aFocusMoveIsSaidBeforeTheStepThatFollowsItInOneBatch() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": ["#
            + #"{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},"#
            + #"{"id": "minute", "label": "Minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 59}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.key(.tab), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard.filter { $0.hasPrefix("say") } == ["say Minute @70", "say 59, at the end @70"], "\(listener.heard)")
    }

    /// Trial 35: a German date selected with reporting was said "28, Februar, 2027" in English,
    /// as its day and year had no language. A date's columns all speak its month names' language.
    @Test func aDateIsSaidWhollyInItsMonthNamesLanguage() throws {
        let clock = ManualClock()
        let (picker, listener) = try germanDate(selected: "2024-09-14", clock: clock)
        try picker.select(date: PickerDate(year: 2027, month: 2, day: 28), inSection: 0, reportsSelection: true)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard == ["say 28, Februar, 2027 @70"], "\(listener.heard)")
        #expect(listener.voices == ["de"])
    }

    /// Trial 36: `speechDidFinish()` with nothing being said was heard as a finished utterance.
    @Test func aFinishIsHeardOnlyForAnUtteranceBeingSaid() throws {
        final class Finishes: PickerDelegate {
            var finished = 0
            func pickerDidFinishSpeaking(_ picker: Picker) { finished += 1 }
        }
        let clock = ManualClock()
        let (picker, _) = try make(clock: clock)
        let finishes = Finishes()
        picker.delegate = finishes
        try run(picker, clock: clock, forUs: 100_000)
        picker.speak("Hall")
        picker.speechDidFinish()
        picker.speechDidFinish()
        #expect(finishes.finished == 1)
        picker.speak("Küche")
        picker.send(.key(.down))
        try run(picker, clock: clock, forUs: 10_000)
        picker.speechDidFinish()
        #expect(finishes.finished == 1, "the key's stop ended the utterance")
    }

    /// Trial 38: a second Up while the first still turned the column to its first row said only
    /// the settle; at rest the same key says the end.
    @Test func aStepThatChangesNothingWhileTheColumnMovesSaysTheEnd() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["a", "b", "c"], "selected": 1}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.key(.up), atUs: clock.nowUs)
        picker.send(.key(.up), atUs: clock.nowUs + 30_000)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.contains("say a, at the end @70"), "\(listener.heard)")
    }

    /// Trial 53: two Downs in one turn on a two-row column said "Loft, at the end", then the settle
    /// on Loft cut it off with "Loft". The end already named the row: the settle there is not said,
    /// though the row is selected. A step that turns the column elsewhere is said as before.
    @Test(arguments: [([PickerKey.down, .down], ["say Loft, at the end @70"], "Loft"),
                      ([PickerKey.down, .down, .up], ["say Loft, at the end @70", "say Hall @70"], "Hall")])
    func aSettleOnTheRowItsEndNamedIsNotSaid(keys: [PickerKey], said: [String], selected: String) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["Hall", "Loft"]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        for key in keys { picker.send(.key(key), atUs: clock.nowUs) }
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard.filter { $0.hasPrefix("say") } == said, "\(listener.heard)")
        #expect(picker.selection[0].value == selected)
    }

    /// Trial 52: a reload that moved the selection off a row it disabled said nothing, as a reload
    /// does, and a repeat then said the disabled row. It says the row the selection moved to.
    @Test func aRepeatAfterAReloadThatMovedTheSelectionSaysWhereItIs() throws {
        let clock = ManualClock()
        func config(disabled: Bool) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "speed", "items": ["8000 rpm", "#
                + #"{"text": "12000 rpm", "disabled": \#(disabled)}]}]}"#
        }
        let (picker, listener) = try listening(config(disabled: false), clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        try picker.reload(PickerConfiguration(json: config(disabled: true)))
        try run(picker, clock: clock, forUs: 100_000)
        #expect(picker.selection[0].value == "8000 rpm")
        listener.heard.removeAll()
        picker.speakAgain()
        #expect(listener.heard == ["say 8000 rpm @70"], "\(listener.heard)")
    }

    /// Trial 55: three one-column pickers on a screen, the host's focus moving between them with
    /// `focus(column: 0)`: none was ever said, as the column never changed. Showing the ring is the
    /// focus entering; hiding it, or showing it again, says nothing.
    @Test func theHostsFocusEnteringAPickerOfOneColumnIsSaid() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"label": "Size", "items": ["Small", "Large"]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        try picker.focus(column: 0)
        try picker.focus(column: 0)
        #expect(listener.heard == ["say Size, Small @70"], "\(listener.heard)")
        try picker.focus(column: 0, shown: false)
        #expect(listener.heard == ["say Size, Small @70"], "\(listener.heard)")
        try picker.focus(column: 0)
        #expect(listener.heard == ["say Size, Small @70", "say Size, Small @70"], "\(listener.heard)")
    }

    /// Trial 92's kiosk, timed out back to its start, moved the focus to the first column with its
    /// ring hidden, and "Programme, Coton" was said to an empty room. A move with no ring says nothing.
    @Test func theHostsFocusMovedWithNoRingSaysNothing() throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(), clock: clock)
        try picker.focus(column: 1, shown: false)
        #expect(picker.focusedColumn == 1 && !picker.showsFocus)
        #expect(listener.heard == [], "\(listener.heard)")
        try picker.focus(column: 0)
        #expect(listener.heard == ["say hour, 09 @70"], "\(listener.heard)")
    }

    /// Trial 58: a host that clamped the user's row from `didSelect`, or switched screens there and
    /// named the new one, had it cut off by the batch's stale settle ("d", a row it undid; "b", a
    /// row of the screen it took away). What a call from the delegate said is the last word.
    @Test(arguments: ["clamp", "switch"])
    func whatADelegatesCallSaysIsNotCutOffByTheBatchsSettle(call: String) throws {
        final class Host: PickerDelegate {
            let call: String
            var heard: [String] = []
            var done = false
            init(call: String) { self.call = call }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { heard.append(utterance.text) }
            }
            func picker(_ picker: Picker, didSelect row: SelectedRow) {
                guard !done else { return }
                done = true
                if call == "clamp" {
                    try? picker.select(value: "c", inColumn: 0, animated: false, reportsSelection: true)
                } else {
                    try? picker.reload(PickerConfiguration(json: #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["heat", "cool"]}]}"#))
                    picker.speak("Mode screen")
                }
            }
        }
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": ["a", "b", "c", "d"], "selected": "c"}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let host = Host(call: call)
        picker.delegate = host
        try run(picker, clock: clock, forUs: 100_000)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(host.heard.last == (call == "clamp" ? "c" : "Mode screen"), "\(host.heard)")
        #expect(picker.selection[0].value == (call == "clamp" ? "c" : "cool"))
    }

    /// Trial 28: a request printed in a host's log named a module the host never imports
    /// (`say(PickerCore.Utterance(text: "Hall", …))`).
    @Test func aRequestPrintsInTheHostsWords() {
        let say = PickerSpeechRequest.say(PickerUtterance(text: "Hall", voice: "de", rateWPM: 175, volumePercent: 70))
        #expect("\(say)" == #"say "Hall" in de, 175 wpm, 70 %"#)
        #expect("\(PickerSpeechRequest.stop)" == "stop")
    }

    @Test func aFlingSaysOnlyTheRowItSettlesOn() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(clock: clock)
        picker.speak("Welcome")
        picker.send(.touch(.down, finger: 0, x: 80, y: 200), atUs: clock.nowUs)
        for step in 1...4 { picker.send(.touch(.move, finger: 0, x: 80, y: 200 - Double(step) * 40), atUs: clock.nowUs + Int64(step) * 10_000) }
        picker.send(.touch(.up, finger: 0, x: 80, y: 40), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, forUs: 10_000_000)
        let settled = picker.selection[0].value
        #expect(settled != "09")
        #expect(listener.heard == ["say Welcome @70", "stop", "say \(settled) @70"])
    }

    @Test func keysSayTheFocusedColumnAndTheRowTheyMoveTo() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(clock: clock)
        picker.send(.key(.right), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say minute, 30 @70", "stop", "say 31 @70"])
    }

    /// Trial 26: a data source could not give a column's label, a row's words or a language, so a
    /// German picker said "month, September" with an English word. They are the data source's now.
    @Test func aDataSourceGivesColumnLabelsRowWordsAndLanguages() throws {
        final class Levels: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 2 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 3 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? ["Aus", "An", "Auto"][row] : "\(-50 - row * 10) dBm" }
            func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
                var content = PickerRowContent(title: title(forRow: row, column: column, section: section))
                if column == 1 { (content.speech, content.language) = ("minus \(50 + row * 10) dB", "en") }
                return content
            }
            func identifier(forColumn column: Int, section: Int) -> String? { ["mode", "level"][column] }
            func label(forColumn column: Int, section: Int) -> String? { ["Betrieb", "Pegel"][column] }
            func language(forColumn column: Int, section: Int) -> String? { "de" }
        }
        let clock = ManualClock()
        let levels = Levels()
        let picker = try speaking(levels, clock: clock)
        let listener = Listener()
        picker.delegate = listener
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        picker.send(.key(.right), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say An @70", "stop", "say Pegel, minus 50 dB @70"], "\(listener.heard)")
        #expect(listener.voices == ["de", "en"])
        final class BadLanguage: PickerDataSource {
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 1 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "a" }
            func language(forColumn column: Int, section: Int) -> String? { "de DE" }
        }
        #expect {
            _ = try Picker(dataSource: BadLanguage(), style: PickerStyle(), backend: .offscreen)
        } throws: { error in
            (error as? PickerError)?.message.hasPrefix("data source: language(forColumn: 0, section: 0): expected a language or voice name") == true
        }
    }

    /// Trial 39: a focus move and two steps in one batch said "b, 1", a value the column only
    /// passed, then "2"; trial 46: steps that met the column's end said "Raum, Küche", then "Küche,
    /// am Ende". The column is named alone, and its value said where it settles, or at its end.
    @Test(arguments: [([PickerKey.right, .down, .down], ["say b @70", "say 2 @70"]),
                      ([PickerKey.right, .up, .up], ["say b @70", "say 0, at the end @70"])])
    func aFocusMoveAndStepsInOneBatchNameTheColumnThenSayItsValue(keys: [PickerKey], said: [String]) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "a", "range": {"from": 0, "to": 9}}, {"id": "b", "range": {"from": 0, "to": 9}}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        for key in keys { picker.send(.key(key), atUs: clock.nowUs) }
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard.filter { $0.hasPrefix("say") } == said, "\(listener.heard)")
        // A focus move alone still says the column's value.
        listener.heard.removeAll()
        picker.send(.key(.left), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["stop", "say a, 0 @70"], "\(listener.heard)")
    }

    /// Trial 42: keys typed ahead past the end, in one turn, said "…, at the end" once each.
    @Test func keysTypedAheadPastTheEndSayItOnce() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "a", "range": {"from": 0, "to": 9}}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        for _ in 0..<5 { picker.send(.key(.up), atUs: clock.nowUs) }
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard.filter { $0.hasPrefix("say") } == ["say 0, at the end @70"], "\(listener.heard)")
    }

    /// Trial 40: a German voice said a time's columns as "hour" and "minute", their ids. With no
    /// `labels`, a time's columns are named in the voice's language (CLDR's field names); a label
    /// given still wins.
    @Test(arguments: [("de", "Minute, 30", "Tageshälfte, PM"), ("fr", "minute, 30", "cadran, PM"), ("en", "minute, 30", "AM/PM, PM")])
    func aTimeSaysItsColumnsInTheVoicesLanguage(voice: String, minute: String, period: String) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "voice": "\#(voice)"}, "sections": [{"time": {"hours": 12, "selected": "13:30"}}]}"#
        let (picker, listener) = try make(json, clock: clock)
        picker.send(.key(.right), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        picker.send(.key(.right), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say \(minute) @70", "stop", "say \(period) @70"], "\(listener.heard)")
        let labelled = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "voice": "de"}, "sections": [{"time": {"selected": "13:30", "labels": {"minute": "Min."}}}]}"#
        let (named, heard) = try make(labelled, clock: clock)
        named.send(.key(.right), atUs: clock.nowUs)
        try run(named, clock: clock, forUs: 2_000_000)
        #expect(heard.heard == ["say Min., 30 @70"], "\(heard.heard)")
    }

    /// Trial 26: a German date said "month, September": its columns' labels and month names are
    /// the config's (`labels`, `month_names` by language) and the Swift section's.
    @Test func aDateSaysItsColumnsInTheUsersLanguage() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "voice": "de"}, "sections": [{"date": {"selected": "2024-09-14", "month_names": "de", "labels": {"year": "Jahr", "month": "Monat", "day": "Tag"}}}]}"#
        let (picker, listener) = try make(json, clock: clock)
        picker.send(.key(.right), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say Monat, September @70"], "\(listener.heard)")
        #expect {
            _ = try PickerConfiguration(json: #"{"sections": [{"date": {"labels": {"month": "Monat", "week": "Woche"}}}]}"#)
        } throws: { error in
            "\(error)".contains(#"sections[0].date.labels.week: unknown key"#)
        }
        final class NoColumns: PickerDataSource {
            var date = PickerDateSection()
            func numberOfColumns(inSection section: Int) -> Int { 0 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { 0 }
            func title(forRow row: Int, column: Int, section: Int) -> String? { nil }
            func dateSection(_ section: Int) -> PickerDateSection? { date }
        }
        let source = NoColumns()
        source.date.monthLabel = ""
        #expect {
            _ = try PickerConfiguration(dataSource: source)
        } throws: { error in
            (error as? PickerError)?.message.hasPrefix("data source: dateSection(0).monthLabel: ") == true
        }
        source.date.monthLabel = "Monat"
        #expect(try PickerConfiguration(dataSource: source).json.contains(#""labels":{"month":"Monat"}"#))
    }

    /// Trial 69: a select made as the delegate heard `on_start` changed `selection` but was never
    /// drawn, and nothing was due to draw it: the screen showed another row than the one it would
    /// sell. It is drawn in the next frame, as a change from any other delegate call is.
    @Test func aSelectAsOnStartIsHeardIsDrawn() throws {
        final class SelectsOnStart: PickerDelegate {
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say = request { try? picker.select(row: 3, inColumn: 0, animated: false) }
            }
        }
        let json = Self.config(speech: #""enabled": true, "engine": "delegate", "on_start": "Bitte wählen""#)
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = SelectsOnStart()
        picker.delegate = delegate
        try run(picker, clock: clock, forUs: 100_000)
        #expect(picker.selection[0].value == "03")
        let fresh = try Picker(configuration: PickerConfiguration(json: Self.config()), backend: .offscreen)
        try fresh.select(row: 3, inColumn: 0, animated: false)
        try fresh.handleEvents(nowUs: fresh.clock.nowUs())
        #expect(try picker.frame.pngData() == fresh.frame.pngData(), "the frame shows the row selected")
    }

    /// Trial 27: `speech.on_start` was said from the initialiser, before a host could set the
    /// delegate its own engine listens through; it is said once the picker is on screen.
    @Test func onStartReachesADelegateEngine() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(speech: #""enabled": true, "engine": "delegate", "on_start": "Bitte wählen""#), clock: clock)
        #expect(listener.heard.isEmpty)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(listener.heard == ["say Bitte wählen @70"])
    }

    /// Trial 69: a key sent before the first frame was said ("09, at the end") and then cut off
    /// by `on_start`. The picker appears, saying `on_start`, and then takes the key, which stops it
    /// as any input does and is heard last.
    @Test func aKeySentBeforeTheFirstFrameIsSaidAfterOnStart() throws {
        let clock = ManualClock()
        let json = Self.config(speech: #""enabled": true, "engine": "delegate", "on_start": "Bitte wählen""#)
            .replacing(#""selected": 9"#, with: #""selected": 0"#)
        let (picker, listener) = try make(json, clock: clock)
        picker.send(.key(.up), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 400_000)
        #expect(listener.heard.map { $0.split(separator: "@")[0] } == ["say Bitte wählen ", "stop", "say 00, at the end "])
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(listener.heard.filter { $0.hasPrefix("say Bitte") }.count == 1, "said once")
    }

    /// Trial 27: the documented restyle, `reload(PickerConfiguration(dataSource:style:))`, dropped
    /// the settings the picker was made with, and speech with them. They are kept unless given.
    @Test func aRestyleKeepsTheSettingsItWasNotGiven() throws {
        let source = StyleTests.Words()
        var style = StyleTests.style
        let picker = try Picker(dataSource: source, style: style, settings: #"{"speech": {"enabled": true, "engine": "delegate"}}"#, backend: .offscreen)
        style.textColor = PickerColor(hex: "#ff9500")
        try picker.reload(PickerConfiguration(dataSource: source, style: style))
        #expect(picker.isSpeechEnabled)
        try picker.reload(PickerConfiguration(dataSource: source, style: style, settings: #"{"speech": {"enabled": false}}"#))
        #expect(!picker.isSpeechEnabled, "settings given are taken")
    }

    /// Trial 67 switched a parking meter from French to Italian with `reloadData()`, and heard the
    /// French sentences in an Italian row's words; library.md's recipe reloads with new settings.
    @Test func aReloadWithANewVoiceSaysThePickersSentencesInItsLanguage() throws {
        let source = StyleTests.Words()
        let clock = ManualClock()
        let picker = try Picker(dataSource: source, style: StyleTests.style, settings: #"{"speech": {"enabled": true, "engine": "delegate", "voice": "fr"}}"#,
                                backend: .offscreen, clock: clock.pickerClock)
        let listener = Listener()
        picker.delegate = listener
        try picker.select(value: "beta", inColumn: 0, animated: false)
        source.words = ["alfa", "beta", "gamma"]
        try picker.reload(PickerConfiguration(dataSource: source, style: StyleTests.style,
                                              settings: #"{"speech": {"enabled": true, "engine": "delegate", "voice": "it"}}"#))
        picker.confirm()
        #expect(listener.heard.last == "say Confermato: beta @70", "\(listener.heard)")
        #expect(listener.voices.last == "it")
    }

    @Test func confirmAndCancelAreSaid() throws {
        let clock = ManualClock()
        // A daemon goes on after a confirm and after a cancel.
        let (picker, listener) = try make(Self.config(confirm: #"{"allow_cancel": true}"#, mode: "daemon"), clock: clock)
        picker.send(.key(.enter), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        picker.send(.key(.escape), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard == ["say Confirmed: 09, 30 @70", "stop", "say Cancelled @70"])
    }

    /// Trial 66: a host's "please wait" on a disabled picker was stopped by the user turning the
    /// knob, and nothing was said instead; a disabled picker's input says nothing, stopping included.
    @Test func inputToADisabledPickerLeavesItsWordsGoingOn() throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(), clock: clock)
        picker.isEnabled = false
        picker.speak("Please wait")
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.touch(.down, finger: 0, x: 80, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 80, y: 120), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard == ["say Please wait @70"])
        picker.isEnabled = true
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard.dropFirst().first == "stop", "an enabled picker's input stops it: \(listener.heard)")
    }

    /// Trial 66: from Friday, with Sunday disabled, the knob's +2 said "Saturday" where two +1 in
    /// one turn said "Saturday, at the end": a step cut short by the end is at the end too, said
    /// at once, and its settle on that row is not said after it. A page key's too. Each says the
    /// disabled Sunday it found there first, as a step of one from Saturday does (trial 78).
    @Test(arguments: [[PickerInput.encoder(delta: 2)], [.encoder(delta: 1), .encoder(delta: 1)], [.key(.pageDown)]])
    func aStepCutShortByTheEndSaysTheEnd(inputs: [PickerInput]) throws {
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"items": "#
            + #"["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", {"text": "Sun", "disabled": true}], "selected": "Fri"}]}"#
        let clock = ManualClock()
        let (picker, listener) = try listening(json, clock: clock)
        for input in inputs { picker.send(input, atUs: clock.nowUs) }
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "Sat")
        #expect(listener.heard == ["say Sun, unavailable, Sat, at the end @70"])
    }

    /// Trial 52: `speak("")` handed the engine an empty utterance, which cut off what it said.
    @Test func aBlankTextIsNotSaid() throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(), clock: clock)
        picker.speak("Ready")
        picker.speak("")
        picker.speak("  ")
        #expect(listener.heard == ["say Ready @70"])
    }

    /// Trial 50: a delegate that confirms from `didSelect` heard "Confirmed: 10, 30" and then "10",
    /// the landing's row, which cut the confirmation off. The confirmation names the rows.
    @Test func aConfirmFromDidSelectIsNotCutOffByTheRowItLandedOn() throws {
        final class ConfirmingListener: PickerDelegate {
            let listener = Listener()
            func picker(_ picker: Picker, didSelect row: SelectedRow) { picker.confirm() }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) { listener.picker(picker, didRequestSpeech: request) }
        }
        let clock = ManualClock()
        let (picker, _) = try listening(Self.config(mode: "daemon"), clock: clock)
        let confirming = ConfirmingListener()
        picker.delegate = confirming
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(confirming.listener.heard == ["say Confirmed: 10, 30 @70"])
    }

    /// Trial 63: a time slot's row said "10:00" without the "12 frei" a sighted user read beside it.
    /// A row with no `speech` says all its words; one with `speech` says that alone.
    @Test func aRichRowSaysItsDetailAndTrailingTextAfterItsTitle() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "slot", "items": ["#
            + #"{"text": "09:00"}, {"text": "10:00", "trailing_text": "12 frei"}, {"text": "11:00", "detail": "Saal 2", "trailing_text": "3 frei"}, "#
            + #"{"text": "12:00", "trailing_text": "-60 dBm", "speech": "12 Uhr"}]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        for _ in 0..<3 {
            picker.send(.key(.down), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 1_000_000)
        }
        #expect(listener.heard == ["say 10:00, 12 frei @70", "stop", "say 11:00, Saal 2, 3 frei @70", "stop", "say 12 Uhr @70"])
    }

    /// Trial 63: the 14:00 slot under a blind user's selection sold out, a reload moved the
    /// selection to 13:00, and nothing was said. `moved_text` says it, just before the `didSelect` it speaks of.
    @Test(arguments: [nil, "Sold out, now {value}"])
    func aReloadThatMovesTheSelectionSaysItsMovedText(movedText: String?) throws {
        let clock = ManualClock()
        let moved = movedText.map { #", "moved_text": "\#($0)""# } ?? ""
        func json(_ items: String) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"\#(moved)}, "columns": [{"id": "slot", "items": [\#(items)]}]}"#
        }
        let picker = try Picker(configuration: PickerConfiguration(json: json(#""13:00", "14:00""#)), backend: .offscreen, clock: clock.pickerClock)
        try picker.select(row: 1, inColumn: 0, animated: false)
        try run(picker, clock: clock, forUs: 100_000)
        let slots = SelectionsAndSpeech()
        picker.delegate = slots
        try picker.reload(PickerConfiguration(json: json(#"{"text": "13:00", "trailing_text": "12 frei"}, {"text": "14:00", "disabled": true}"#)))
        #expect(slots.heard == (movedText == nil ? [] : ["say Sold out, now 13:00, 12 frei"]) + ["select 13:00"])
        picker.speakAgain()
        #expect(slots.heard.last == (movedText == nil ? "say 13:00, 12 frei" : "say Sold out, now 13:00, 12 frei"))
    }

    /// Trial 98's product picker, beside a category picker of its own, was given the drinks in
    /// place of the snacks and said "Sold out, now Orange juice", with nothing sold. A column
    /// whose rows are all new is told moved (`didSelect`, `.reload`) and not said so; a repeat
    /// says the row it rests on.
    @Test func aReloadThatSwapsTheWholeListSaysNoMovedText() throws {
        let clock = ManualClock()
        func json(_ items: String) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "moved_text": "Sold out, now {value}"}, "columns": [{"id": "product", "items": [\#(items)]}]}"#
        }
        let picker = try Picker(configuration: PickerConfiguration(json: json(#""Crisps", "Nuts", "Peanuts""#)), backend: .offscreen, clock: clock.pickerClock)
        try picker.select(row: 2, inColumn: 0, animated: false)
        try run(picker, clock: clock, forUs: 100_000)
        let products = SelectionsAndSpeech()
        picker.delegate = products
        try picker.reload(PickerConfiguration(json: json(#""Still water", "Cola", "Orange juice""#)))
        #expect(products.heard == ["select Orange juice"])
        picker.speakAgain()
        #expect(products.heard.last == "say Orange juice")
        // One product of the list sold out is still said so.
        products.heard.removeAll()
        try picker.reload(PickerConfiguration(json: json(#""Still water", "Cola", {"text": "Orange juice", "disabled": true}"#)))
        #expect(products.heard == ["say Sold out, now Cola", "select Cola"])
    }

    /// Trial 75's ballot reloaded the candidates as the voter chose a party list, and `moved_text`
    /// said "No longer available, now Sanne de Jong" over the list the voter chose. A reload the
    /// delegate makes as it hears the user's choice in another column says the choice, not
    /// `moved_text`; one that moves the chosen column itself (sold out as it was chosen) says it.
    /// Trial 76: the same after a program's reported select of a route: its destinations' reload
    /// said "Unavailable, now Spojovací" and the route was never said.
    @Test func aReloadFollowingAReportedSelectSaysTheSelect() throws {
        let clock = ManualClock()
        let (picker, ears) = try cascade(sameColumn: false, clock: clock)
        try picker.select(value: "FR", inColumn: 0, animated: false, reportsSelection: true)
        #expect(ears.heard == ["select FR select", "select Lyon reload", "say FR, Lyon"], "\(ears.heard)")
    }

    @Test(arguments: [false, true]) func aReloadFollowingTheUsersChoiceSaysTheChoice(sameColumn: Bool) throws {
        let clock = ManualClock()
        let (picker, ears) = try cascade(sameColumn: sameColumn, clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(ears.heard == (sameColumn ? ["select FR user", "say Gone, now IT", "select IT reload"]
                                          : ["select FR user", "select Lyon reload", "say FR, Lyon"]), "\(ears.heard)")
    }

    /// cookbook.md's recipe for a dependent column that starts its new rows at the top: a reported
    /// select right after the reload. The delegate hears the city shown; the user's choice is said.
    @Test func aDependentColumnSelectedAtItsTopAfterTheReloadIsTold() throws {
        let clock = ManualClock()
        let (picker, ears) = try cascade(sameColumn: false, clock: clock)
        try picker.reloadColumn(1, items: ["Berlin", "Hamburg"])
        try picker.select(row: 1, inColumn: 1, animated: false)
        try run(picker, clock: clock, forUs: 100_000)
        ears.heard.removeAll()
        ears.startsAtTheTop = true
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(ears.heard == ["select FR user", "select Paris reload", "select Lyon select", "say FR, Lyon"], "\(ears.heard)")
        #expect(picker.selection.map(\.value) == ["FR", "Lyon"])
    }

    /// Trial 76 (issue 31): the depot withdrew the selected route, and the delegate reloaded its
    /// destinations as it heard the new route; "Unavailable, now 22" was cut off at once by the
    /// destination's own words. The route is said again with its destination, in one utterance.
    @Test func aReloadThatMovesAChoiceSaysItWithWhatItsDelegateReloaded() throws {
        let clock = ManualClock()
        let (picker, ears) = try cascade(sameColumn: false, clock: clock)
        try picker.select(value: "FR", inColumn: 0, animated: false)
        try picker.reloadColumn(1, items: ["Lyon", "Paris"])
        ears.heard.removeAll()
        ears.followsReloads = true
        try picker.reloadColumn(0, items: ["DE", "IT"])
        #expect(ears.heard == ["say Gone, now IT", "select IT reload", "select Rome reload", "say Gone, now IT, Rome"], "\(ears.heard)")
    }

    /// A country picker with `moved_text` whose delegate reloads as it hears a country chosen: the
    /// cities, or (`sameColumn`) the countries, the chosen one sold out.
    final class Cascade: PickerDelegate {
        var heard: [String] = []
        var sameColumn = false
        /// The cities start at their first row, as cookbook.md's checklist says to.
        var startsAtTheTop = false
        /// A country a reload chose reloads the cities too, as the user's does.
        var followsReloads = false
        let cities = ["DE": ["Berlin"], "FR": ["Lyon", "Paris"], "IT": ["Rome", "Milan"]]
        func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
            heard.append("select \(row.value) \(cause)")
            guard row.columnID == "country", cause != .reload || followsReloads else { return }
            _ = try? sameColumn ? picker.reloadColumn(0, items: ["DE", "IT"]) : picker.reloadColumn(1, items: cities[row.value] ?? [])
            if startsAtTheTop { try? picker.select(row: 0, inColumn: 1, animated: false, reportsSelection: true) }
        }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { heard.append("say \(utterance.text)") }
        }
    }

    func cascade(sameColumn: Bool, clock: ManualClock) throws -> (Picker, Cascade) {
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "moved_text": "Gone, now {value}"}, "columns": ["#
            + #"{"id": "country", "items": ["DE", "FR", "IT"]}, {"id": "city", "items": ["Berlin"]}]}"#
        let (picker, _) = try listening(json, clock: clock)
        let ears = Cascade()
        ears.sameColumn = sameColumn
        picker.delegate = ears
        return (picker, ears)
    }

    /// Trial 61's seeded driver: large text switched on mid-fling stopped the wheel where it was,
    /// on a row that was never said (the last utterance named the row before). It is said as the
    /// fling's landing would have been, after its `didSelect`.
    @Test func largeTextThatStopsAFlingSaysWhereItStopped() throws {
        let clock = ManualClock()
        let (picker, _) = try listening(Self.config(), clock: clock)
        let ears = SelectionsAndSpeech()
        picker.delegate = ears
        let startUs = clock.nowUs
        for step in 0...10 {
            picker.send(.touch(step == 0 ? .down : step == 10 ? .up : .move, finger: 0, x: 80, y: 200 - Double(step) * 12),
                        atUs: startUs + Int64(step) * 8_000)
        }
        try run(picker, clock: clock, forUs: 150_000)
        #expect(picker.isMoving)
        ears.heard.removeAll()
        try picker.setLargeText(true)
        #expect(!picker.isMoving)
        let hour = picker.selection[0].value
        #expect(hour != "09")
        #expect(ears.heard == ["select \(hour)", "say \(hour)"])
    }

    /// Trial 61's seeded driver: large text switched on under a finger that had dragged the hour
    /// two rows made the row in the band the selection, told `didSelect` of it and said nothing;
    /// the lift, on that row, said nothing either, so a blind user never heard the row chosen.
    @Test func largeTextUnderADraggingFingerSaysTheRowItSelects() throws {
        let clock = ManualClock()
        let (picker, _) = try listening(Self.config(), clock: clock)
        let ears = SelectionsAndSpeech()
        picker.delegate = ears
        // Slowly, two rows up (the rows are 48 px at 320x240), the finger still down.
        for step in 0...12 {
            picker.send(.touch(step == 0 ? .down : .move, finger: 0, x: 80, y: 120 - Double(step) * 8), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 40_000)
        }
        ears.heard.removeAll()
        try picker.setLargeText(true)
        picker.send(.touch(.up, finger: 0, x: 80, y: 24), atUs: clock.nowUs + 300_000)
        try run(picker, clock: clock, forUs: 2_000_000)
        let hour = picker.selection[0].value
        #expect(hour != "09")
        #expect(ears.heard == ["select \(hour)", "say \(hour)"])
    }

    /// Trial 61's seeded driver: a reload renamed the selected row, a quiet select in its
    /// `didSelect` took the column over, and a repeat then said the row the reload had renamed.
    @Test func aRepeatAfterAReloadAndAQuietSelectInItsDidSelectSaysTheRowNow() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "fruit", "items": ["apple1", "pear1"]}]}"#
        let (picker, _) = try listening(json, clock: clock)
        let quieter = ActingOnSelect()
        picker.delegate = quieter
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(quieter.listener.heard.last == "say pear1 @70")
        quieter.act = { picker, row in try? picker.select(value: row.value, inColumn: row.column, animated: false, reportsSelection: false) }
        try picker.reloadColumn(0, items: ["apple2", "pear2"])
        picker.speakAgain()
        #expect(quieter.listener.heard.last == "say pear2 @70", "\(quieter.listener.heard)")
    }

    /// Trial 67: a reported select whose `didSelect` switched large text on (a restyle) was not said,
    /// as documented, but a repeat then said the row a quiet select had chosen before it: "Zone E"
    /// while Zone A was selected. The repeat says the row a settle told, said or not.
    @Test func aRepeatAfterASettleARestyleSilencedSaysTheRowSelected() throws {
        let clock = ManualClock()
        let json = #"{"size": "800x480", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "zone", "items": ["A", "B", "C", "D", "E"]}]}"#
        let (picker, _) = try listening(json, clock: clock)
        let restyler = ActingOnSelect()
        picker.delegate = restyler
        try picker.select(row: 4, inColumn: 0, animated: false)
        restyler.act = { picker, _ in try? picker.setLargeText(true) }
        try picker.select(row: 0, inColumn: 0, animated: false, reportsSelection: true)
        #expect(picker.isLargeText)
        picker.speakAgain()
        #expect(restyler.listener.heard.last == "say A @70", "\(restyler.listener.heard)")
    }

    /// Trial 63: the large-text key's state was shown and not said (EN 301 549 5.6). It is said,
    /// in the voice's language; a host's own `setLargeText` says nothing, as its own button would.
    @Test(arguments: [("en", "Large text on", "Large text off"), ("de", "Große Schrift an", "Große Schrift aus")])
    func theLargeTextKeySaysWhatItSwitched(voice: String, on: String, off: String) throws {
        let clock = ManualClock()
        let json = #"{"size": "800x480", "speech": {"enabled": true, "engine": "delegate", "voice": "\#(voice)"}, "columns": [{"id": "a", "items": ["x", "y"]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 100_000)
        #expect(picker.isLargeText)
        #expect(listener.heard.last == "say \(on) @70", "\(listener.heard)")
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 100_000)
        #expect(!picker.isLargeText && listener.heard.last == "say \(off) @70", "\(listener.heard)")
        listener.heard.removeAll()
        try picker.setLargeText(true)
        #expect(listener.heard.isEmpty)
    }

    /// Trial 61's driver: a quiet select from `didPassRow` put the column on another row, and a
    /// repeat then said the rows a reload had left before it.
    @Test(arguments: [false, true])
    func aRepeatAfterAQuietSelectSaysItsRow(animated: Bool) throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(), clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say 10 @70")
        try picker.select(value: "14", inColumn: 0, animated: animated)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say 10 @70", "a quiet select is not said")
        picker.speakAgain()
        #expect(listener.heard.last == "say 14 @70", "\(listener.heard)")
    }

    /// Trial 65: `speakAgain()` in the `didSelect` a reload reports said "20 kWh", the row the
    /// reload had removed, though the picker's state is up to date in a delegate call.
    @Test func aRepeatInsideAReloadsDidSelectSaysTheRowItMovedTo() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "energy", "items": ["10 kWh", "20 kWh", "25 kWh"]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say 20 kWh @70")
        let repeater = ActingOnSelect()
        repeater.act = { picker, _ in picker.speakAgain() }
        picker.delegate = repeater
        try picker.reloadColumn(0, items: ["10 kWh", "25 kWh"])
        #expect(picker.selection[0].value == "25 kWh")
        #expect(repeater.listener.heard.last == "say 25 kWh @70", "\(repeater.listener.heard)")
    }

    /// Trial 67: a tap on the disabled "Pièces" row said it was unavailable; a reload then removed
    /// the row, and a repeat said "Pièces, Caisse pleine, indisponible" again, of a row that no
    /// longer exists. A repeat of rows a reload removed says the rows now selected in their column.
    @Test func aRepeatOfATapOnARowAReloadRemovedSaysTheSelection() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "pay", "items": ["Carte", "#
            + #"{"text": "Pièces", "detail": "Caisse pleine", "disabled": true}]}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 168), atUs: clock.nowUs + 50_000)
        try run(picker, clock: clock, forUs: 200_000)
        #expect(listener.heard.last == "say Pièces, Caisse pleine, unavailable @70", "\(listener.heard)")
        picker.speakAgain()
        #expect(listener.heard.last == "say Pièces, Caisse pleine, unavailable @70", "nothing changed: said again as it was")
        try picker.reloadColumn(0, items: ["Carte", "Sans contact"])
        picker.speakAgain()
        #expect(listener.heard.last == "say Carte @70", "\(listener.heard)")
    }

    /// Trial 61's seeded driver, on the repeat's told rows: a delegate that, hearing a step's end
    /// said in the second column, reloaded to one column had the told rows read in the new rows, past
    /// their end, and the process trapped. They are kept before the delegate hears them.
    @Test func aReloadToFewerColumnsAsAnEndIsHeardKeepsWhatWasTold() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "a", "items": ["x", "y"]}, {"id": "b", "items": ["p", "q"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = ActingOnEnd { picker in
            guard picker.columnCount == 2 else { return }
            try? picker.reload(PickerConfiguration(json: #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "a", "items": ["x", "y"]}]}"#))
        }
        picker.delegate = delegate
        try run(picker, clock: clock, forUs: 100_000)
        try picker.focus(column: 1)
        picker.send(.key(.up), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 300_000)
        #expect(picker.columnCount == 1)
        #expect(delegate.heard.last == "p, at the end")
        picker.speakAgain()
        #expect(delegate.heard.last == "x", "the told column is gone: the focused column's row now")
    }

    /// Trial 92: the machines' status, reloaded every few seconds, came while an encoder's step
    /// passed a busy machine: the landing said "M2, free", not "M1, 23 min, unavailable, M2, free".
    /// A reload that lets the step go on keeps what it passed, in its words after the reload.
    @Test(arguments: ["reloadData", "reloadColumn", "reload"]) func aReloadDuringAStepKeepsTheRowItPassed(call: String) throws {
        final class Machines: PickerDataSource, PickerDelegate {
            var minutes = [0, 23, 0, 5, 0]
            var heard: [String] = []
            func numberOfColumns(inSection section: Int) -> Int { 1 }
            func numberOfRows(inColumn column: Int, section: Int) -> Int { minutes.count }
            func title(forRow row: Int, column: Int, section: Int) -> String? { "M\(row), " + (minutes[row] == 0 ? "free" : "\(minutes[row]) min") }
            func value(forRow row: Int, column: Int, section: Int) -> String? { "M\(row)" }
            func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { minutes[row] == 0 }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { heard.append(utterance.text) }
            }
        }
        let clock = ManualClock()
        let machines = Machines()
        let picker = try speaking(machines, clock: clock)
        picker.delegate = machines
        try run(picker, clock: clock, forUs: 100_000)
        picker.speechDidFinish()
        machines.heard = []
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 100_000)
        #expect(picker.isMoving)
        machines.minutes[1] = 22
        switch call {
        case "reloadData": try picker.reloadData()
        case "reloadColumn": try picker.reloadColumn(0)
        default: try picker.reload(picker.configuration)
        }
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "M2")
        // `reload(picker.configuration)` shows the rows the picker had, which the data source gave before.
        #expect(machines.heard == ["M1, \(call == "reload" ? 23 : 22) min, unavailable, M2, free"])
    }

    /// Trial 90: a looping column turned whole turns, back to the row it left, said "R0, at the end",
    /// and a blind guest heard that the hour wheel had stopped. It has no end: the row is said.
    @Test(arguments: [12, -12, 24, 36]) func wholeTurnsOfALoopingColumnSayTheRowWithNoEnd(counts: Int) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "r", "infinite": true, "range": {"from": 0, "to": 11, "format": "R%d"}}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.encoder(delta: counts), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 3_000_000)
        #expect(picker.selection[0].value == "R0")
        #expect(listener.heard == ["say R0 @70"])
        picker.send(.encoder(delta: 13), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 3_000_000)
        #expect(listener.heard.last == "say R1 @70", "a turn and a row lands as any step")
    }

    /// Trial 61's seeded driver: an encoder's spin said "r9, at the end" at once, and the delegate,
    /// hearing it, switched large text on, which stopped the wheel where it was, on r0: no selection
    /// changed, nothing more was said, and the last words named a row the wheel never reached.
    /// The step now lands on r9 (trial 90 lost a step to large text), whose words were said.
    @Test func aRestyleThatStopsAStepOnItsOwnRowSaysTheRow() throws {
        let clock = ManualClock()
        let json = #"{"size": "800x480", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "r", "range": {"from": 0, "to": 9, "format": "r%d"}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = ActingOnEnd { picker in try? picker.setLargeText(true) }
        picker.delegate = delegate
        try run(picker, clock: clock, forUs: 100_000)
        picker.send(.encoder(delta: 1000), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.isLargeText)
        #expect(picker.selection[0].value == "r9")
        #expect(delegate.heard == ["r9, at the end"])
    }

    /// Trial 61's seeded driver: an encoder's spin said "r0, at the end" at once, and a finger
    /// caught the wheel before it left r7: it rested there, with no selection changed and nothing
    /// said, the last words naming a row it never reached. Where it rests is said.
    @Test func aFingerThatCatchesAStepSaidAtTheEndSaysWhereItRests() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "r", "range": {"from": 0, "to": 9, "format": "r%d"}, "selected": 7}]}"#
        let (picker, listener) = try listening(json, clock: clock)
        picker.send(.encoder(delta: -1000), atUs: clock.nowUs)
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 160, y: 121), atUs: clock.nowUs + 10_000)
        picker.send(.touch(.up, finger: 0, x: 160, y: 121), atUs: clock.nowUs + 600_000)
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(picker.selection[0].value == "r7")
        #expect(listener.heard.filter { $0.hasPrefix("say") } == ["say r0, at the end @70", "say r7 @70"], "\(listener.heard)")
    }

    /// Trial 69's driver: the focus said "Salida, 07:30, 12 plazas"; a reload then changed that row's
    /// seats, keeping its value and the selection on it, and a repeat said the 12 seats no longer
    /// there. A repeat of a row whose words a reload changed says the row as it is now.
    @Test func aRepeatOfAFocusOnARowAReloadRenamedSaysTheRowNow() throws {
        let clock = ManualClock()
        func config(seats: Int) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": ["#
                + #"{"id": "day", "label": "Día", "items": ["Hoy", "Mañana"]}, "#
                + #"{"id": "time", "label": "Salida", "items": [{"value": "0730", "text": "07:30", "detail": "\#(seats) plazas"}, "11:00"]}]}"#
        }
        let (picker, listener) = try listening(config(seats: 12), clock: clock)
        try picker.focus(column: 1)
        #expect(listener.heard.last == "say Salida, 07:30, 12 plazas @70", "\(listener.heard)")
        try picker.reload(PickerConfiguration(json: config(seats: 3)))
        #expect(picker.selection[1].value == "0730")
        picker.speakAgain()
        #expect(listener.heard.last == "say 07:30, 3 plazas @70", "\(listener.heard)")
    }

    /// Trial 62: a Tab taken in the turn a fling in the other column lands says the focus, the
    /// user's latest input, and the landing does not cut it off.
    @Test func aTabBesideALandingSaysTheFocus() throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(), clock: clock)
        try CallsDuringAMotionTests().fling(picker, clock: clock, x: 80, forMs: 100)
        #expect(picker.isMoving)
        listener.heard.removeAll()
        clock.nowUs += 20_000_000
        picker.send(.key(.tab), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!picker.isMoving && picker.selection[0].value != "09")
        #expect(listener.heard == ["say minute, 30 @70"], "\(listener.heard)")
    }

    /// Trial 63: a host's `confirm()` while a key's step still turned the column asked for the
    /// landing's row, "10", and at once for "Confirmed: 10, 30", which cut it off: an espeak-ng
    /// started and killed for nothing. The confirmation names the rows the landing said. Trial 67
    /// heard the same of Enter pressed there.
    @Test(arguments: [false, true]) func aConfirmDuringAStepSaysOnlyTheConfirmation(byEnter: Bool) throws {
        let clock = ManualClock()
        let (picker, listener) = try listening(Self.config(mode: "daemon"), clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 50_000)
        #expect(picker.isMoving)
        listener.heard.removeAll()
        if byEnter {
            picker.send(.key(.enter), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 1_000_000)
        } else {
            picker.confirm()
        }
        #expect(listener.heard == ["say Confirmed: 10, 30 @70"])
    }

    /// Trial 50: a daemon went dark 16.7 ms after its countdown confirmed, and the dark cut off
    /// "Confirmed: …". The confirm is activity: the panel stays lit for the idle time again.
    @Test func aDaemonStaysLitToSayWhatItsCountdownConfirmed() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(confirm: #"{"timeout_s": 8}"#, power: #"{"off_after_s": 2}"#, mode: "daemon"),
                                          clock: clock)
        try run(picker, clock: clock, forUs: 8_100_000)
        #expect(picker.powerState == .awake)
        #expect(listener.heard.last == "say Confirmed: 09, 30 @70", "\(listener.heard)")
        try run(picker, clock: clock, forUs: 2_000_000)
        #expect(picker.powerState == .off)
    }

    /// Trial 53: a daemon's `sleep()` from `didConfirm` of its countdown's confirm was dropped (the
    /// countdown still lit the panel until the next turn), and the idle time began a frame late.
    @Test func aSleepFromTheCountdownsConfirmHolds() throws {
        final class Sleeper: PickerDelegate {
            var powers: [PickerPowerState] = []
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { picker.sleep() }
            func picker(_ picker: Picker, didChangePower state: PickerPowerState) { powers.append(state) }
        }
        let clock = ManualClock()
        let (picker, _) = try make(Self.config(speech: #""enabled": false"#, confirm: #"{"timeout_s": 8}"#, mode: "daemon"), clock: clock)
        let sleeper = Sleeper()
        picker.delegate = sleeper
        try run(picker, clock: clock, forUs: 8_100_000)
        #expect(picker.powerState == .off && sleeper.powers == [.off], "\(sleeper.powers)")
        let dimming = try make(Self.config(speech: #""enabled": false"#, confirm: #"{"timeout_s": 8}"#, power: #"{"dim_after_s": 20}"#, mode: "daemon"),
                               clock: clock).0
        try run(dimming, clock: clock, forUs: 28_000_000)
        #expect(dimming.powerState == .dimmed, "dimmed 20 s after the confirm at 8 s, on time")
    }

    /// The countdown warns once, at `countdown_warning_s` (of a 10 s run, 3 s left), and input
    /// that extends it lets it warn again.
    @Test func theCountdownWarnsBeforeItConfirms() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(speech: #""enabled": true, "engine": "delegate", "countdown_warning_s": 3"#,
                                                      confirm: #"{"timeout_s": 10}"#), clock: clock)
        try run(picker, clock: clock, forUs: 7_500_000)
        #expect(listener.heard == ["say 3 seconds left: press any key for more time @70"])
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 11_000_000)
        #expect(listener.heard == ["say 3 seconds left: press any key for more time @70", "stop", "say 10 @70",
                                   "say 3 seconds left: press any key for more time @70", "say Confirmed: 10, 30 @70"])
    }

    /// The volume keys last until the session ends (here a daemon's confirm, after which the next
    /// user comes); the repeat key says the last utterance at the new volume.
    @Test func volumeKeysLastOneSessionAndRepeatSaysTheLastAgain() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(mode: "daemon"), clock: clock)
        picker.send(.key(.volumeUp), atUs: clock.nowUs)
        picker.send(.key(.volumeUp), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        picker.send(.key(.speakAgain), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        picker.send(.key(.enter), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        picker.send(.key(.volumeDown), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard == ["say Volume 80 percent @80", "say Volume 90 percent @90", "stop", "say Volume 90 percent @90",
                                   "stop", "say Confirmed: 09, 30 @90", "stop", "say Volume 60 percent @60"])
        #expect(picker.selection.map(\.value) == ["09", "30"])
    }

    /// The panel going dark ends the session too: what was said stops, and the next user hears the default volume.
    @Test func theDisplayGoingDarkEndsTheSessionsVolume() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(power: #"{"off_after_s": 5}"#), clock: clock)
        picker.send(.key(.volumeUp), atUs: clock.nowUs)
        picker.send(.key(.volumeUp), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 10_000_000)
        #expect(picker.powerState == .off)
        // The first key only wakes the panel; the second asks for the last utterance again.
        for _ in 0..<2 {
            picker.send(.key(.speakAgain), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 1_000_000)
        }
        #expect(listener.heard == ["say Volume 80 percent @80", "say Volume 90 percent @90", "stop", "say Volume 90 percent @70"],
                "\(listener.heard)")
    }

    /// A language picker: each item says its `speech` text in its own `lang`, a column's `label`
    /// names it, rows without a language take the column's, then the theme's; the picker's own
    /// sentences stay in `speech.voice`.
    @Test func rowsSayTheirSpeechTextInTheirLanguageAndColumnsTheirLabel() throws {
        let clock = ManualClock()
        let json = """
            {"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "theme": {"lang": "fr"},
             "columns": [{"id": "language", "label": "Sprache", "lang": "de", "items": [
                            {"text": "Deutsch"}, {"text": "English", "lang": "en-GB"}, {"text": "5 GHz", "speech": "5 gigahertz"}]},
                         {"id": "n", "items": ["un", "deux"]}]}
            """
        let (picker, listener) = try make(json, clock: clock)
        for key in [PickerKey.down, .down, .tab] {
            picker.send(.key(key), atUs: clock.nowUs)
            try run(picker, clock: clock, forUs: 1_000_000)
        }
        picker.send(.key(.tab), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 1_000_000)
        let said = listener.heard.filter { $0.hasPrefix("say") }
        #expect(said == ["say English @70", "say 5 gigahertz @70", "say n, un @70", "say Sprache, 5 gigahertz @70"], "\(listener.heard)")
        #expect(listener.voices == ["en-GB", "de", "fr", "de"])
    }

    @Test func speechOffSaysNothingAndSwitchesOnWithoutTheConfig() throws {
        let clock = ManualClock()
        let (picker, listener) = try make(Self.config(speech: #""engine": "delegate""#), clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        picker.speak("Welcome")
        #expect(listener.heard.isEmpty && !picker.isSpeechEnabled)
        picker.setSpeech(enabled: true)
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(picker, clock: clock, forUs: 2_000_000)
        picker.speakAgain()
        #expect(listener.heard == ["say Speech on @70", "stop", "say 11 @70", "say 11 @70"])
        picker.setSpeech(enabled: false)
        #expect(listener.heard.last == "say Speech off @70")
    }

    /// Speech on, nothing moving: the picker sets no deadline (espeak-ng waits on a pipe, not a timer).
    @Test func anIdleSpeakingPickerNeverWakes() throws {
        let clock = ManualClock()
        let (picker, _) = try make(clock: clock)
        try run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.nextDeadlineUs == nil)
    }
}

/// Trial 73: Down towards "Omelette", which sold out 100 ms into the step, turned the wheel back
/// to the risotto it left, and a blind user heard nothing for the key. Where a column whose chosen
/// row a reload took comes to rest, the row is said unavailable first.
@Suite struct ChosenRowTakenSpeechTests {
    static func config(_ omelette: String, selected: String) -> String {
        #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "dish", "items": ["#
            + #""Risotto", \#(omelette)"Pasta", "Soup"], "selected": "\#(selected)"}]}"#
    }

    /// Down from the risotto goes on past the omelette, disabled or removed, to the pasta; Up from
    /// the pasta, whose omelette is disabled, goes on to the risotto.
    @Test(arguments: [
        (#"{"text": "Omelette", "disabled": true}, "#, PickerKey.down, "Risotto", "Pasta", ["select Pasta", "say Omelette, unavailable, Pasta"]),
        ("", PickerKey.down, "Risotto", "Pasta", ["select Pasta", "say Omelette, unavailable, Pasta"]),
        (#"{"text": "Omelette", "disabled": true}, "#, PickerKey.up, "Pasta", "Risotto", ["select Risotto", "say Omelette, unavailable, Risotto"]),
    ])
    func aStepWhoseRowAReloadTookSaysItUnavailable(omelette: String, key: PickerKey, selected: String, rests: String, heard expected: [String]) throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config(#""Omelette", "#, selected: selected)),
                                backend: .offscreen, clock: clock.pickerClock)
        let heard = PickerSpeechTests.SelectionsAndSpeech()
        picker.delegate = heard
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        picker.send(.key(key), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        heard.heard.removeAll()
        try picker.reload(PickerConfiguration(json: Self.config(omelette, selected: selected)))
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == rests)
        #expect(heard.heard == expected)
    }

    /// Trial 76: the route withdrawn mid-step now reads "9, withdrawn", and was said "9, daily,
    /// unavailable": it is said as it reads now.
    @Test func aRowStillThereIsSaidAsItReadsNow() throws {
        let clock = ManualClock()
        let json = { (nine: String) in
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "route", "items": ["#
                + #"{"text": "2", "detail": "daily"}, \#(nine)], "selected": "2"}]}"#
        }
        let picker = try Picker(configuration: PickerConfiguration(json: json(#"{"text": "9", "detail": "daily"}"#)), backend: .offscreen,
                                clock: clock.pickerClock)
        let heard = PickerSpeechTests.SelectionsAndSpeech()
        picker.delegate = heard
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        try picker.reload(PickerConfiguration(json: json(#"{"text": "9", "detail": "withdrawn", "disabled": true}"#)))
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(heard.heard == ["say 9, withdrawn, unavailable, 2, daily"], "\(heard.heard)")
    }

    /// The last row, sold out as Down turns to it, sends the wheel back to the row it left: no
    /// selection changes, and where it rests is said.
    @Test func aStepBackToTheRowItLeftSaysWhy() throws {
        func config(_ omelette: String) -> String {
            #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "dish", "items": ["#
                + #""Soup", "Risotto", \#(omelette)], "selected": "Risotto"}]}"#
        }
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: config(#""Omelette""#)), backend: .offscreen, clock: clock.pickerClock)
        let heard = PickerSpeechTests.SelectionsAndSpeech()
        picker.delegate = heard
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        try picker.reload(PickerConfiguration(json: config(#"{"text": "Omelette", "detail": "sold out", "disabled": true}"#)))
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "Risotto" && !picker.isMoving)
        #expect(heard.heard == ["say Omelette, sold out, unavailable, Risotto"], "as it reads now")
        // Input before it rests is the user's new choice: nothing of the taken row is said then.
        heard.heard.removeAll()
        picker.send(.key(.up), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        try picker.reload(PickerConfiguration(json: config(#""Omelette""#)))
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 100_000)
        try picker.reload(PickerConfiguration(json: config(#"{"text": "Omelette", "disabled": true}"#)))
        picker.send(.key(.up), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(!heard.heard.contains { $0.contains("unavailable") }, "\(heard.heard)")
    }
}

/// Trial 83's jog wheel, turned on against the end of its axes, restarted "…, at the end" once a
/// detent: ten times in 50 ms, each cutting off the last, so a user without sight heard a stutter.
/// While those words are still being said, steps that move nothing let them go on.
@Suite struct EndSaidOnceTests {
    @Test func stepsAgainstTheEndLetItsWordsGoOn() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "#
            + #""columns": [{"id": "axis", "items": ["X", "Y", "Z"], "selected": "Z"}]}"#
        let (picker, listener) = try PickerSpeechTests().listening(json, clock: clock)
        for _ in 0..<10 {
            clock.nowUs += 5_000
            picker.send(.encoder(delta: 1), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(listener.heard == ["say Z, at the end @70"], "\(listener.heard)")
        // Said to its end, it is said again by the next step against it.
        picker.speechDidFinish()
        clock.nowUs += 5_000
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(listener.heard == ["say Z, at the end @70", "say Z, at the end @70"], "\(listener.heard)")
        // A step that moves cuts it off, as any input does.
        clock.nowUs += 5_000
        picker.send(.encoder(delta: -1), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.suffix(2) == ["stop", "say Y @70"], "\(listener.heard)")
    }

    /// Trial 91's knob, spun on against row 0 while the wheel still turned there, said "Row 0, at
    /// the end" again at each burst of counts: the words go on while it turns, as at rest.
    @Test func stepsAgainstTheEndWhileTheWheelTurnsThereLetItsWordsGoOn() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate"}, "#
            + #""columns": [{"id": "preset", "range": {"from": 0, "to": 299, "format": "Row %d"}, "selected": 100}]}"#
        let (picker, listener) = try PickerSpeechTests().listening(json, clock: clock)
        for _ in 0..<6 {
            picker.send(.encoder(delta: -60), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
            clock.nowUs += 16_000
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.isMoving, "the wheel still turns to row 0")
        #expect(listener.heard == ["say Row 0, at the end @70"], "\(listener.heard)")
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(picker.selection[0].value == "Row 0")
        #expect(listener.heard == ["say Row 0, at the end @70"], "its landing is not said again: \(listener.heard)")
    }
}
