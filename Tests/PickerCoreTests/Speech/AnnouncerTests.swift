import Testing
import PickerCore

@Suite struct AnnouncerTests {
    static func settings(_ edit: (inout SpeechConfig) -> Void = { _ in }) -> SpeechConfig {
        var speech = SpeechConfig()
        speech.enabled = true
        edit(&speech)
        return speech
    }

    static func said(_ text: String, volume: Int = 70, voice: String = "en") -> SpeechRequest {
        .say(Utterance(text: text, voice: voice, rateWPM: 175, volumePercent: volume))
    }

    /// Trial 87's right-to-left rows wrapped "103.8 MHz" in isolates, as config.md advises, and its
    /// speech engine was handed them, in "Confirmed: …" too. What is said has no bidi controls.
    @Test func whatIsSaidHasNoBidiControls() {
        var announcer = Announcer(settings: Self.settings())
        #expect(announcer.handle(.settled(text: "Dubai Eye, \u{2066}103.8 MHz\u{2069}", lang: nil)) == [Self.said("Dubai Eye, 103.8 MHz")])
        #expect(announcer.handle(.confirmed(values: [SpokenValue(text: "\u{200F}راديو\u{200E}, \u{202B}x\u{202C}")])) == [Self.said("Confirmed: راديو, x")])
    }

    /// A row's language picks the voice, for its repeat too; the picker's own sentences keep `speech.voice`.
    @Test(arguments: [
        ([Announcement.settled(text: "Deutsch", lang: "de")], [said("Deutsch", voice: "de")]),
        ([.focused(label: nil, value: "Deutsch", lang: "de")], [said("Deutsch", voice: "de")]),
        ([.settled(text: "Deutsch", lang: "de"), .finished, .repeatLast], [said("Deutsch", voice: "de")]),
        ([.settled(text: "Deutsch", lang: "de"), .finished, .cancelled], [said("Cancelled")]),
    ])
    func aRowsLanguageIsItsVoice(_ happened: [Announcement], _ told: [SpeechRequest]) {
        whatIsSaid(happened: happened, told: told)
    }

    /// Each row: what happened, in order, and what the speech engine is told after the last of them.
    @Test(arguments: [
        ([Announcement.settled(text: "14", lang: nil)], [said("14")]),
        ([.focused(label: "Hour", value: "14", lang: nil)], [said("Hour, 14")]),
        ([.focused(label: nil, value: "May", lang: nil)], [said("May")]),
        ([.confirmed(values: [SpokenValue(text: "14"), SpokenValue(text: "30")])], [said("Confirmed: 14, 30")]),
        ([.cancelled], [said("Cancelled")]),
        ([.error(message: "no such column")], [said("Error: no such column")]),
        ([.text("Welcome")], [said("Welcome")]),
        // A step's disabled rows passed, then where it landed or (at the enabled rows' end) stayed.
        ([.passedUnavailable(row: SpokenValue(text: "4"), text: "5", lang: nil, atEnd: false)], [said("4, unavailable, 5")]),
        ([.passedUnavailable(row: SpokenValue(text: "P2"), text: "P1", lang: nil, atEnd: true)], [said("P2, unavailable, P1, at the end")]),
        // Nothing configured for the start: silence.
        ([.appeared], []),
        // Input while speaking stops it; input when silent asks nothing.
        ([.settled(text: "14", lang: nil), .input], [.stop]),
        ([.input], []),
        ([.settled(text: "14", lang: nil), .finished, .input], []),
        // A new settle replaces the one in progress: one say, never a queue.
        ([.settled(text: "14", lang: nil), .settled(text: "15", lang: nil)], [said("15")]),
        // Repeat says the last again; with nothing said yet, nothing.
        ([.settled(text: "14", lang: nil), .finished, .repeatLast], [said("14")]),
        ([.repeatLast], []),
        // The volume keys step and say the new level; they stop at the ends.
        ([.volumeUp], [said("Volume 80 percent", volume: 80)]),
        ([.volumeDown, .volumeDown], [said("Volume 50 percent", volume: 50)]),
        ([.volumeUp, .volumeUp, .volumeUp, .volumeUp], [said("Volume 100 percent", volume: 100)]),
        // The volume lasts until the session ends, then it is the config's again.
        ([.volumeUp, .settled(text: "14", lang: nil)], [said("14", volume: 80)]),
        ([.volumeUp, .sessionEnded, .settled(text: "14", lang: nil)], [said("14")]),
        ([.volumeUp, .settled(text: "14", lang: nil), .sessionEnded, .repeatLast], [said("14")]),
        // The countdown's warning, which ConfirmFlow gives once per run (ConfirmFlowTests).
        ([.countdown(secondsLeft: 10)], [said("10 seconds left: press any key for more time")]),
        ([.countdown(secondsLeft: 5)], [said("5 seconds left: press any key for more time")]),
    ])
    func whatIsSaid(happened: [Announcement], told: [SpeechRequest]) {
        var announcer = Announcer(settings: Self.settings())
        var last: [SpeechRequest] = []
        for announcement in happened { last = announcer.handle(announcement) }
        #expect(last == told)
    }

    /// Trial 63: a reload that moved a sold-out slot to another said nothing. With `moved_text` it
    /// says the rows in it; without, a repeat says them (trial 52's repeat said the removed row).
    @Test func aMovedSelectionIsSaidInItsSentenceElseRepeated() {
        var quiet = Announcer(settings: Self.settings())
        _ = quiet.handle(.settled(text: "14:00", lang: nil))
        #expect(quiet.handle(.moved(text: "13:00, 12 frei", lang: "de")).isEmpty)
        #expect(quiet.handle(.repeatLast) == [Self.said("13:00, 12 frei", voice: "de")])
        // Its sentence is written in `speech.voice`'s language, as the config's sentences are.
        var telling = Announcer(settings: Self.settings { $0.movedText = "Ausverkauft, jetzt {value}"; $0.voice = "de" })
        _ = telling.handle(.settled(text: "14:00", lang: nil))
        #expect(telling.handle(.moved(text: "13:00, 12 frei", lang: "de")) == [Self.said("Ausverkauft, jetzt 13:00, 12 frei", voice: "de")])
        var off = Announcer(settings: Self.settings { $0.movedText = "Now {value}"; $0.enabled = false })
        #expect(off.handle(.moved(text: "13:00", lang: nil)).isEmpty)
    }

    /// Trial 61's driver: a repeat said the row a quiet select had left. A quiet select's row is
    /// what a repeat of rows says; a sentence of the picker's own (`on_start`) stays.
    @Test func aQuietSelectsRowIsWhatARepeatOfRowsSays() {
        var announcer = Announcer(settings: Self.settings { $0.onStart = "Press Enter to confirm" })
        _ = announcer.handle(.appeared)
        #expect(announcer.handle(.selectedQuietly(text: "09", lang: nil)).isEmpty)
        #expect(announcer.handle(.repeatLast) == [Self.said("Press Enter to confirm")])
        _ = announcer.handle(.settled(text: "10", lang: nil))
        #expect(announcer.handle(.selectedQuietly(text: "12", lang: nil)).isEmpty)
        #expect(announcer.handle(.repeatLast) == [Self.said("12")])
        #expect(announcer.handle(.selectedQuietly(text: "13", lang: nil)).isEmpty)
        #expect(announcer.handle(.repeatLast) == [Self.said("13")], "a repeat of rows still tells rows")
    }

    @Test func offSaysNothingButThatItIsOff() {
        var announcer = Announcer(settings: Self.settings { $0.enabled = false })
        #expect(announcer.handle(.settled(text: "14", lang: nil)).isEmpty)
        #expect(announcer.handle(.volumeUp).isEmpty)
        // Switched on, it says so, so that someone who cannot see the panel knows it worked; once.
        #expect(announcer.setEnabled(true) == [Self.said("Speech on")])
        #expect(announcer.setEnabled(true).isEmpty)
        #expect(announcer.handle(.settled(text: "14", lang: nil)) == [Self.said("14")])
        // Switched off, it says so last, cutting off what it said (trial 78 heard silence).
        #expect(announcer.setEnabled(false) == [Self.said("Speech off")])
        #expect(announcer.handle(.confirmed(values: [SpokenValue(text: "14")])).isEmpty)
        #expect(announcer.handle(.input) == [.stop], "input cuts \"Speech off\" off")
        #expect(announcer.setEnabled(false) == [], "off again says nothing")
    }

    /// Trial 89's German scale said a French row's tap "Pommes de terre, nicht verfügbar" all in a
    /// French voice, and "Bestätigt: Jamón ibérico" all in German. Each row is now a part in its
    /// language and the sentence's own words a part in `speech.voice`; the utterance's `voice`
    /// stays the row's, for an engine of one voice, and a repeat keeps the parts.
    @Test func aSentenceAroundARowInAnotherLanguageIsSaidInParts() throws {
        var announcer = Announcer(settings: Self.settings {
            $0.voice = "de"
            $0.unavailableText = "{value}, nicht verfügbar"
            $0.confirmedText = "Bestätigt: {value}"
        })
        func part(_ text: String, _ voice: String) -> Utterance.Part { Utterance.Part(text: text, voice: voice) }
        guard case .say(let tapped)? = announcer.handle(.unavailable(text: "Pommes de terre", lang: "fr")).first else {
            Issue.record("nothing said")
            return
        }
        #expect(tapped.parts == [part("Pommes de terre", "fr"), part(", nicht verfügbar", "de")])
        #expect(tapped.text == "Pommes de terre, nicht verfügbar" && tapped.voice == "fr" && tapped.isMultilingual)
        _ = announcer.handle(.finished)
        #expect(announcer.handle(.repeatLast) == [.say(tapped)])
        let confirmed = announcer.handle(.confirmed(values: [SpokenValue(text: "Jamón ibérico", lang: "es"), SpokenValue(text: "Käse", lang: "de")]))
        guard case .say(let told)? = confirmed.first else {
            Issue.record("nothing said")
            return
        }
        #expect(told.parts == [part("Bestätigt: ", "de"), part("Jamón ibérico", "es"), part(", Käse", "de")])
        #expect(told.voice == "de")
        #expect(announcer.handle(.atEnd(text: "Kakao", lang: "de")) == [.say(Utterance(text: "Kakao, at the end", voice: "de", rateWPM: 175, volumePercent: 70))],
                "one language, one part")
    }

    /// Trial 97's knob passed an offline Japanese station on its way to "FIP", which has no
    /// language of its own: "ラジオ日本, unavailable, FIP" was all one English part. The row passed
    /// is said in its own language, as the row it lands on is.
    @Test func aRowPassedIsSaidInItsOwnLanguage() throws {
        var announcer = Announcer(settings: Self.settings { $0.voice = "en" })
        func part(_ text: String, _ voice: String) -> Utterance.Part { Utterance.Part(text: text, voice: voice) }
        let passing = Announcement.passedUnavailable(row: SpokenValue(text: "ラジオ日本", lang: "ja"), text: "FIP", lang: nil, atEnd: false)
        guard case .say(let said)? = announcer.handle(passing).first else {
            Issue.record("nothing said")
            return
        }
        #expect(said.parts == [part("ラジオ日本", "ja"), part(", unavailable, FIP", "en")])
    }

    /// Trial 93: with a Maltese voice, which the picker has no sentences in, "Confirmed" (English)
    /// was said by the Maltese voice; a focus's English label "language" by the Greek row's voice.
    /// Sentences said in English are in an English voice; a label is in `speech.voice`.
    @Test func englishSentencesAndLabelsHaveTheirOwnVoice() throws {
        var announcer = Announcer(settings: Self.settings { $0.voice = "mt" })
        func part(_ text: String, _ voice: String) -> Utterance.Part { Utterance.Part(text: text, voice: voice) }
        guard case .say(let confirmed)? = announcer.handle(.confirmed(values: [SpokenValue(text: "1 borża", lang: "mt")])).first else {
            Issue.record("nothing said")
            return
        }
        #expect(confirmed.parts == [part("Confirmed: ", "en"), part("1 borża", "mt")])
        #expect(announcer.handle(.cancelled) == [Self.said("Cancelled", voice: "en")])
        guard case .say(let focused)? = announcer.handle(.focused(label: "Lingwa", value: "Ελληνικά", lang: "el")).first else {
            Issue.record("nothing said")
            return
        }
        #expect(focused.parts == [part("Lingwa, ", "mt"), part("Ελληνικά", "el")] && focused.voice == "el")
        let config = try parseConfig(#"{"columns": [{"items": ["a"]}], "speech": {"enabled": true, "voice": "mt", "cancelled_text": "Ikkanċellat"}}"#)
        var given = Announcer(settings: config.speech)
        #expect(given.handle(.cancelled) == [Self.said("Ikkanċellat", voice: "mt")], "a sentence the config gave is in its voice")
    }

    @Test func theStartAndTheSentencesFollowTheConfig() {
        var announcer = Announcer(settings: Self.settings {
            $0.onStart = "Hold S for two seconds to turn speech off"
            $0.voice = "de"
            $0.confirmedText = "Bestätigt: {value}"
        })
        let german = { (text: String) in SpeechRequest.say(Utterance(text: text, voice: "de", rateWPM: 175, volumePercent: 70)) }
        #expect(announcer.handle(.appeared) == [german("Hold S for two seconds to turn speech off")])
        #expect(announcer.handle(.confirmed(values: [SpokenValue(text: "Mai")])) == [german("Bestätigt: Mai")])
    }
}
