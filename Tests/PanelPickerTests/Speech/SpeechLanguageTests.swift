import PanelPicker
import Testing

/// `setSpeech(voice:sentences:)`: a bilingual panel switching the language speech says things in,
/// without making its picker again (trial 73 heard "Confirmed: Risoto…" in English after its
/// patient chose Portuguese, and its fix, a whole reload, lost its device settings).
@Suite struct SpeechLanguageTests {
    typealias Listener = PickerSpeechTests.Listener

    @Test func theSentencesAndTheVoiceFollowTheNewLanguage() throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(), clock: clock)
        try picker.setSpeech(voice: "pt")
        try picker.select(value: "23", inColumn: 0, animated: false)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        picker.confirm()
        #expect(listener.heard == ["say 23, fim da lista @70", "say Confirmado: 23, 30 @70"], "\(listener.heard)")
        #expect(listener.voices == ["pt", "pt"])
        #expect(picker.configuration.json.contains(#""voice":"pt""#), "configuration shows it")
    }

    /// Trial 97: a knob passing an offline Japanese station on its way to "FIP", which has no
    /// language of its own, had the station said in English; it is said in Japanese.
    @Test func aDisabledRowAKnobPassesIsSaidInItsOwnLanguage() throws {
        final class Parts: PickerDelegate {
            var parts: [[String]] = []
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { parts.append(utterance.parts.map { "\($0.voice):\($0.text)" }) }
            }
        }
        let clock = ManualClock()
        let json = #"{"size": "320x240", "speech": {"enabled": true, "engine": "delegate", "voice": "en"}, "columns": [{"items": ["Bayern 3", "#
            + #"{"text": "ラジオ日本", "lang": "ja", "disabled": true}, "FIP"]}]}"#
        let (picker, _) = try PickerSpeechTests().listening(json, clock: clock)
        let parts = Parts()
        picker.delegate = parts
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(parts.parts == [["ja:ラジオ日本", "en:, unavailable, FIP"]])
    }

    /// Speech the user switched on with the speech key stays on, and nothing is said of the switch.
    @Test func speechStaysOnOrOffAsItIs() throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(speech: #""engine": "delegate""#), clock: clock)
        picker.setSpeech(enabled: true)
        listener.heard.removeAll()
        try picker.setSpeech(voice: "sv")
        #expect(picker.isSpeechEnabled)
        #expect(listener.heard.allSatisfy { $0 == "stop" }, "\(listener.heard)")
        picker.confirm()
        #expect(listener.heard.last == "say Bekräftat: 09, 30 @70", "\(listener.heard)")
    }

    /// Trial 75: a blind voter who switched the language and asked what was selected heard
    /// nothing. A repeat says the last utterance as it was said; rows a reload then translated
    /// are said as they read now.
    @Test func aRepeatAfterTheSwitchSaysTheLastUtterance() throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(), clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        try picker.setSpeech(voice: "nl")
        listener.heard.removeAll()
        picker.speakAgain()
        #expect(listener.heard == ["say 10 @70"], "\(listener.heard)")
    }

    /// The config's own sentences were in the old language: the new ones replace them all, and
    /// those not given are the new language's.
    @Test func theGivenSentencesReplaceTheConfigs() throws {
        let clock = ManualClock()
        let json = PickerSpeechTests.config(speech: #""enabled": true, "engine": "delegate", "confirmed_text": "Done: {value}", "end_text": "{value}, last""#)
        let (picker, listener) = try PickerSpeechTests().listening(json, clock: clock)
        try picker.setSpeech(voice: "da", sentences: ["end_text": "{value}, sidste time"])
        try picker.select(value: "23", inColumn: 0, animated: false)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        picker.confirm()
        #expect(listener.heard == ["say 23, sidste time @70", "say Bekræftet: 23, 30 @70"], "\(listener.heard)")
    }

    /// A data-source picker keeps its new speech through `reloadData()`, which rebuilds its
    /// configuration from the data source, the style and its settings.
    @Test func aDataSourcePickerKeepsItThroughReloadData() throws {
        let source = StyleTests.Words()
        let clock = ManualClock()
        let picker = try Picker(dataSource: source, style: StyleTests.style,
                                settings: #"{"speech": {"enabled": true, "engine": "delegate"}, "display": {"rotation": 0}}"#,
                                backend: .offscreen, clock: clock.pickerClock)
        let listener = Listener()
        picker.delegate = listener
        try picker.setSpeech(voice: "pl")
        source.words = ["alfa", "beta", "gamma"]
        try picker.reloadData()
        try picker.select(value: "gamma", inColumn: 0, animated: false)
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        #expect(listener.heard.last == "say gamma, koniec listy @70", "\(listener.heard)")
        #expect(listener.voices.last == "pl")
    }

    /// Trial 78 (issue 31): a restyle with the device's same `settings:`, as library.md advises,
    /// brought the config's German sentences and voice back after the operator chose Polish. The
    /// choice outlasts a reload that gives the speech section it replaced; another section wins.
    @Test(arguments: [false, true]) func itOutlastsARestyleWithTheSameSettings(otherSpeech: Bool) throws {
        let source = StyleTests.Words()
        let clock = ManualClock()
        let german = #"{"speech": {"enabled": true, "engine": "delegate", "voice": "de"}, "display": {"rotation": 0}}"#
        let picker = try Picker(dataSource: source, style: StyleTests.style, settings: german, backend: .offscreen, clock: clock.pickerClock)
        let listener = Listener()
        picker.delegate = listener
        try picker.setSpeech(voice: "pl", sentences: ["confirmed_text": "Potwierdzono: {value}"])
        var restyled = StyleTests.style
        restyled.textColor = PickerColor(red: 255, green: 200, blue: 0)
        let french = #"{"speech": {"enabled": true, "engine": "delegate", "voice": "fr"}}"#
        try picker.reload(PickerConfiguration(dataSource: source, style: restyled, settings: otherSpeech ? french : german))
        try picker.reloadData()
        picker.confirm()
        #expect(listener.heard.last == (otherSpeech ? "say Confirmé : alpha @70" : "say Potwierdzono: alpha @70"), "\(listener.heard)")
        #expect(listener.voices.last == (otherSpeech ? "fr" : "pl"))
    }

    @Test(arguments: [
        ("en us", [String: String](), #"setSpeech(voice:sentences:): voice: "#, #"expected a language or voice name ("en", "de", "pt-br"), got "en us""#),
        ("pt", ["mooved_text": "Esgotado, agora {value}"], #"setSpeech(voice:sentences:): sentences["mooved_text"]: "#, #"unknown key; did you mean "moved_text"?"#),
        ("pt", ["moved_text": "Esgotado, agora {valor}"], #"setSpeech(voice:sentences:): sentences["moved_text"]: "#, "unknown placeholder {valor}"),
        ("de", ["confirmed_text": "Bestätigt"], #"setSpeech(voice:sentences:): sentences["confirmed_text"]: "#, "leaves out {value}"),
        // Trial 84: a 5,000-character voice came back whole in the message, flooding a device's log.
        (String(repeating: "x", count: 5000), [:], #"setSpeech(voice:sentences:): voice: "#,
         #"got ""# + String(repeating: "x", count: 200) + #"…" (5000 characters)"#),
    ])
    func aBadVoiceOrSentenceIsNamedAndChangesNothing(voice: String, sentences: [String: String], prefix: String, names: String) throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(), clock: clock)
        #expect {
            try picker.setSpeech(voice: voice, sentences: sentences)
        } throws: { error in
            let message = (error as? PickerError)?.message ?? ""
            return message.hasPrefix(prefix) && message.contains(names)
        }
        picker.confirm()
        #expect(listener.heard.last == "say Confirmed: 09, 30 @70", "\(listener.heard)")
    }

    /// Trial 72 heard "unavailable" in English in a Danish session, for a key it had missed: the
    /// log names the sentences said in English for a language the picker has none in.
    @Test func theLogNamesTheSentencesSaidInEnglish() throws {
        var logged: [String] = []
        let json = PickerSpeechTests.config(speech: #""enabled": true, "engine": "delegate", "voice": "ga", "confirmed_text": "Deimhnithe: {value}""#)
        _ = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, log: { logged.append($0) })
        let line = logged.first { $0.hasPrefix("speech.voice \"ga\"") }
        #expect(line?.contains("so countdown_text, cancelled_text,") == true, "\(logged)")
        #expect(line?.contains("confirmed_text") == false, "a sentence given is not named: \(logged)")
        logged.removeAll()
        _ = try Picker(configuration: PickerConfiguration(json: PickerSpeechTests.config(speech: #""enabled": true, "engine": "delegate", "voice": "sv""#)),
                       backend: .offscreen, log: { logged.append($0) })
        #expect(!logged.contains { $0.hasPrefix("speech.voice") }, "\(logged)")
    }
}

/// Trial 76's findings about a confirm and a touch beside the picker.
@Suite struct ConfirmOnceAndTouchBesideTests {
    /// A `confirm()` from the delegate as it hears "Confirmed: …" gave a second `didConfirm`: the
    /// sign got its destination twice. It is the same confirm.
    @Test(arguments: ["speech", "didConfirm"]) func aConfirmFromTheConfirmsOwnCallsIsTheSameConfirm(from: String) throws {
        final class Reconfirms: PickerDelegate {
            var confirms = 0, said = 0
            let from: String
            init(from: String) { self.from = from }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                guard case .say(let utterance) = request, utterance.text.hasPrefix("Confirmed") else { return }
                said += 1
                if from == "speech" { picker.confirm() }
            }
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
                confirms += 1
                if from == "didConfirm" { picker.confirm() }
            }
        }
        let clock = ManualClock()
        let (picker, _) = try PickerSpeechTests().listening(PickerSpeechTests.config(mode: "daemon"), clock: clock)
        let ears = Reconfirms(from: from)
        picker.delegate = ears
        picker.send(.key(.enter), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 1_000_000)
        picker.confirm()
        #expect(ears.confirms == 2 && ears.said == 2, "one each for Enter and the host's own confirm(): \(ears.confirms), \(ears.said)")
    }

    /// Trial 77: `setSpeech(voice:)` and `close()` left a host's own engine saying the picker's
    /// last words. Each asks a `stop` of it, once, where something is being said.
    @Test(arguments: ["setSpeech", "close"]) func aSwitchOrACloseStopsWhatIsSaid(call: String) throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(), clock: clock)
        picker.speak("Hei")
        listener.heard.removeAll()
        if call == "close" { picker.close() } else { try picker.setSpeech(voice: "sv") }
        #expect(listener.heard == ["stop"], "\(listener.heard)")
        listener.heard.removeAll()
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 10_000)
        #expect(!listener.heard.contains("stop"), "nothing is being said: \(listener.heard)")
    }

    /// A finger on the host's header, off the picker, asked a `stop` of what the picker was saying.
    @Test func aTouchOffThePickerStopsNoSpeech() throws {
        let clock = ManualClock()
        let (picker, listener) = try PickerSpeechTests().listening(PickerSpeechTests.config(), clock: clock)
        picker.speak("Route 9 set")
        listener.heard.removeAll()
        picker.send(.touch(.down, finger: 0, x: 100, y: -20), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 100, y: -20), atUs: clock.nowUs + 50_000)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 200_000)
        #expect(listener.heard.isEmpty, "\(listener.heard)")
        picker.send(.touch(.down, finger: 0, x: 100, y: 120), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 10_000)
        #expect(listener.heard == ["stop"], "a touch on it stops it: \(listener.heard)")
    }
}
