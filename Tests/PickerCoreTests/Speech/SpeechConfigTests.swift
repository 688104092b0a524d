import Testing
@testable import PickerCore

@Suite struct SpeechConfigTests {
    @Test func speechIsOffWithTheDocumentedDefaults() throws {
        let config = try parseConfig(#"{"columns": [{"items": ["a", "b"]}]}"#)
        #expect(config.speech == SpeechConfig())
        #expect(!config.speech.enabled && config.speech.engine == .espeakNG && config.speech.device == "default" && config.speech.voice == "en")
        #expect(config.speech.rateWPM == 175 && config.speech.volumePercent == 70 && config.speech.volumeStepPercent == 10)
        #expect(config.speech.onStart == nil && config.speech.countdownWarningSeconds == 10)
    }

    @Test func everySpeechKeyIsRead() throws {
        let config = try parseConfig("""
        {"columns": [{"items": ["a"]}],
         "speech": {"enabled": true, "engine": "delegate", "device": "plughw:CARD=Headset", "voice": "de", "rate_wpm": 140, "volume": 40, "volume_step": 20,
                    "on_start": "Hallo", "countdown_warning_s": 5, "countdown_text": "Noch {seconds} Sekunden",
                    "confirmed_text": "Bestätigt: {value}", "cancelled_text": "Abgebrochen", "volume_text": "Lautstärke {percent}",
                    "error_text": "Fehler: {message}", "moved_text": "Jetzt {value}", "large_text_on_text": "Groß"}}
        """)
        var expected = SpeechConfig()
        expected.enabled = true
        expected.engine = .delegate
        expected.device = "plughw:CARD=Headset"
        (expected.voice, expected.voiceGiven) = ("de", true)
        expected.rateWPM = 140
        expected.volumePercent = 40
        expected.volumeStepPercent = 20
        expected.onStart = "Hallo"
        expected.countdownWarningSeconds = 5
        expected.countdownText = "Noch {seconds} Sekunden"
        expected.confirmedText = "Bestätigt: {value}"
        expected.cancelledText = "Abgebrochen"
        expected.volumeText = "Lautstärke {percent}"
        expected.errorText = "Fehler: {message}"
        expected.movedText = "Jetzt {value}"
        expected.largeTextOnText = "Groß"
        expected.sentencesGiven = ["countdown_text", "confirmed_text", "cancelled_text", "volume_text", "error_text", "large_text_on_text"]
        // The sentences not given are the voice's language's.
        expected.onText = "Sprachausgabe an"
        expected.offText = "Sprachausgabe aus"
        expected.largeTextRefusedText = "Große Schrift passt nicht auf diesen Bildschirm"
        expected.unavailableText = "{value}, nicht verfügbar"
        expected.endText = "{value}, am Ende"
        expected.largeTextOffText = "Große Schrift aus"
        #expect(config.speech == expected)
    }

    /// Trials 34 and 35: a German picker said "nachm., at the end" and "Pyrolyse, unavailable". The
    /// sentences a config does not give are said in the voice's language where the picker knows it
    /// (from `speech.voice`, else `theme.lang`), and in English for another.
    @Test(arguments: [
        (#""speech": {"voice": "fr-CA"}"#, "{value}, fin de la liste", "Confirmé : {value}"),
        (#""theme": {"lang": "es"}"#, "{value}, fin de la lista", "Confirmado: {value}"),
        (#""theme": {"lang": "it"}, "speech": {"confirmed_text": "Fatto: {value}"}"#, "{value}, fine dell'elenco", "Fatto: {value}"),
        (#""speech": {"voice": "nl"}"#, "{value}, einde van de lijst", "Bevestigd: {value}"),
        (#""speech": {"voice": "fi"}"#, "{value}, luettelon loppu", "Vahvistettu: {value}"),
        (#""speech": {"voice": "pt-BR"}"#, "{value}, fim da lista", "Confirmado: {value}"),
        (#""speech": {"voice": "no"}"#, "{value}, slutten av listen", "Bekreftet: {value}"),
        (#""theme": {"lang": "sv"}"#, "{value}, slutet av listan", "Bekräftat: {value}"),
        (#""speech": {"voice": "ga"}"#, "{value}, at the end", "Confirmed: {value}"),
    ])
    func theSentencesFollowTheVoicesLanguage(fragment: String, end: String, confirmed: String) throws {
        let config = try parseConfig(#"{"columns": [{"items": ["a"]}], \#(fragment)}"#)
        #expect(config.speech.endText == end && config.speech.confirmedText == confirmed)
    }

    /// Every language's sentences fill in what the English ones do, each placeholder once, so no
    /// translation reads "{valeur}" out or drops the value it tells.
    @Test(arguments: SpeechSentences.languages)
    func eachLanguagesSentencesTakeTheEnglishPlaceholders(language: String) throws {
        let sentences = try #require(SpeechSentences.forVoice(language))
        let english = SpeechSentences.english
        let pairs: [KeyPath<SpeechSentences, String>] = [\.countdown, \.confirmed, \.cancelled, \.volume, \.error, \.on,
                                                         \.largeTextRefused, \.unavailable, \.end, \.largeTextOn, \.largeTextOff]
        func placeholders(_ text: String) -> [String] {
            text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().map { String($0.prefix { $0 != "}" }) }
        }
        for path in pairs {
            #expect(placeholders(sentences[keyPath: path]) == placeholders(english[keyPath: path]), "\(language): \(sentences[keyPath: path])")
        }
        #expect(SpeechSentences.languages.count >= 25)
    }

    @Test(arguments: [
        (#""speech": {"enabled": "yes"}"#, "speech.enabled", "expected true or false"),
        (#""speech": {"engine": "festival"}"#, "speech.engine", "expected \"espeak-ng\" or \"delegate\""),
        (#""speech": {"device": ""}"#, "speech.device", "expected a non-empty string"),
        (#""speech": {"device": "hw:1, 0"}"#, "speech.device", "expected an ALSA PCM name"),
        (#""speech": {"voice": "en us"}"#, "speech.voice", "expected a language or voice name"),
        (#""speech": {"voice": "-en"}"#, "speech.voice", "expected a language or voice name"),
        (#""speech": {"rate_wpm": 50}"#, "speech.rate_wpm", "expected a whole number from 80 to 450, got 50"),
        (#""speech": {"volume": 101}"#, "speech.volume", "expected a whole number from 0 to 100, got 101"),
        (#""speech": {"volume_step": 0}"#, "speech.volume_step", "expected a whole number from 1 to 50"),
        (#""speech": {"on_start": ""}"#, "speech.on_start", "expected a non-empty string"),
        (#""speech": {"countdown_warning_s": -1}"#, "speech.countdown_warning_s", "expected a whole number from 0 to 3600"),
        (#""speech": {"volum": 50}"#, "speech.volum", "unknown key"),
        // Trial 67: a translation's "{valeur}" was read out as it stood.
        (#""speech": {"confirmed_text": "Validé {valeur}"}"#, "speech.confirmed_text",
         "unknown placeholder {valeur}: this sentence takes {value}; the words around it may be in any language, the placeholder is always written so"),
        (#""speech": {"cancelled_text": "Annulé {value}"}"#, "speech.cancelled_text", "unknown placeholder {value}: this sentence takes no placeholder"),
        (#""speech": {"countdown_text": "{secondes} s"}"#, "speech.countdown_text", "this sentence takes {seconds}"),
        (#""speech": {"moved_text": "Maintenant {valeur}"}"#, "speech.moved_text", "this sentence takes {value}"),
        // A translation that dropped the value: "Bestätigt" alone did not say what was confirmed.
        (#""speech": {"confirmed_text": "Bestätigt"}"#, "speech.confirmed_text",
         #""Bestätigt" leaves out {value}, so a listener would not hear what it stands for: this sentence takes {value}, written so in any language"#),
        (#""speech": {"volume_text": "Lautstärke"}"#, "speech.volume_text", "leaves out {percent}"),
        (#""speech": {"moved_text": "Ausverkauft"}"#, "speech.moved_text", "leaves out {value}"),
    ])
    func badSpeechValueNamesTheKey(fragment: String, path: String, message: String) {
        expectRefused(fragment, path: path, message: message)
    }
}
