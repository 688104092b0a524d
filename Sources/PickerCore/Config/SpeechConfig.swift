/// Text-to-speech (`speech` in the config): what the picker says and how (docs/speech.md).
package struct SpeechConfig: Equatable, Sendable {
    /// Who says the utterances.
    package enum Engine: String, Sendable, CaseIterable {
        /// espeak-ng, run beside the picker, played by aplay.
        case espeakNG = "espeak-ng"
        /// The picker's delegate alone (`didRequestSpeech`): a host with a speech engine of its own.
        case delegate
    }

    package var enabled = false
    package var engine = Engine.espeakNG
    /// The ALSA PCM the speech plays on (a headset jack, a USB sound card).
    package var device = "default"
    /// The espeak-ng voice: a language (BCP 47, "en", "de", "pt-br") or a voice name.
    package var voice = "en"
    /// Whether `voice` was given: if not, the theme's `lang` is the voice (trial 30: a German
    /// picker said "Confirmed: 10, Februar, 2026" in English).
    package var voiceGiven = false
    /// Words per minute (espeak-ng's `-s`).
    package var rateWPM = 175
    /// The volume every session starts at, in percent; the volume keys move it for one session only.
    package var volumePercent = 70
    /// How far one press of a volume key moves it.
    package var volumeStepPercent = 10
    /// Said when the picker appears (how to confirm, how to turn speech off); nil says nothing.
    package var onStart: String?
    /// Said when a reload moves a selection (its row removed or disabled, its motion stopped on
    /// another row), `{value}` being the rows it moved to; nil says nothing, and a repeat says them
    /// (trial 63: a blind user whose slot sold out heard nothing of the slot chosen for them).
    package var movedText: String?
    /// Seconds before a confirm countdown runs out when the warning is said; 0 says none.
    package var countdownWarningSeconds = 10
    /// The sentences the picker says itself, so a German panel says them in German: the voice's
    /// language's (`SpeechSentences`) unless the config gives them (`sentencesGiven`).
    /// `{seconds}`, `{value}`, `{percent}` and `{message}` stand for what each names.
    package var countdownText = SpeechSentences.english.countdown
    package var confirmedText = SpeechSentences.english.confirmed
    package var cancelledText = SpeechSentences.english.cancelled
    package var volumeText = SpeechSentences.english.volume
    package var errorText = SpeechSentences.english.error
    /// Said when speech is switched on while the picker runs (the speech key held, `set_speech`).
    package var onText = SpeechSentences.english.on
    /// Said when speech is switched off while the picker runs, its last words: the state of a
    /// toggle is told without sight (EN 301 549 5.6; trial 78 heard silence and could not tell it
    /// from a failed switch).
    package var offText = SpeechSentences.english.off
    /// Said when the large-text key is pressed on a panel that cannot show large text: the reason,
    /// written for the program's developer, goes to the log (trial 29 heard it read aloud).
    package var largeTextRefusedText = SpeechSentences.english.largeTextRefused
    /// Said when the large-text key switches large text on, or off: the state of a toggle is told
    /// without sight (EN 301 549 5.6; trial 63 heard nothing of it).
    package var largeTextOnText = SpeechSentences.english.largeTextOn
    package var largeTextOffText = SpeechSentences.english.largeTextOff
    /// Said when a disabled row is tapped, with what the row says (trial 30: a blind user heard
    /// only silence, though the row's speech gave the reason).
    package var unavailableText = SpeechSentences.english.unavailable
    /// Said when a key or the encoder moves nothing, at the end of the rows or of a date's limits,
    /// with the focused value (trial 30: silence, so the user could not tell the key was heard).
    package var endText = SpeechSentences.english.end
    /// The sentence keys the config gave (`confirmed_text`), which the voice's language leaves alone.
    var sentencesGiven: Set<String> = []
    /// The keys that repeat, switch speech on and off, and change the volume.
    package var keys = SpeechKeys()

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> SpeechConfig {
        var reader = try ObjectReader(value, path: path)
        var speech = SpeechConfig()
        speech.enabled = reader.collecting("enabled", Decode.bool) ?? speech.enabled
        speech.engine = reader.collecting("engine", Decode.choice(Engine.self)) ?? speech.engine
        speech.device = reader.collecting("device", decodeDevice) ?? speech.device
        if let voice = reader.collecting("voice", decodeVoice) { (speech.voice, speech.voiceGiven) = (voice, true) }
        // espeak-ng's own limits: below 80 it clamps, above 450 it is not understood.
        speech.rateWPM = reader.collecting("rate_wpm", Decode.int(in: 80...450)) ?? speech.rateWPM
        speech.volumePercent = reader.collecting("volume", Decode.int(in: 0...100)) ?? speech.volumePercent
        speech.volumeStepPercent = reader.collecting("volume_step", Decode.int(in: 1...50)) ?? speech.volumeStepPercent
        speech.onStart = reader.collecting("on_start", Decode.nonEmptyString)
        speech.movedText = reader.collecting("moved_text", decodeSentence(takes: ["value"]))
        speech.countdownWarningSeconds = reader.collecting("countdown_warning_s", Decode.int(in: 0...3600)) ?? speech.countdownWarningSeconds
        for sentence in SpeechConfig.sentences {
            guard let text = reader.collecting(sentence.key, decodeSentence(takes: sentence.placeholders)) else { continue }
            speech[keyPath: sentence.text] = text
            speech.sentencesGiven.insert(sentence.key)
        }
        speech.keys = reader.collecting("keys", SpeechKeys.decode) ?? speech.keys
        try reader.finishCollecting()
        return speech
    }

    /// The sentences the config did not give, in the language of `voice` where `SpeechSentences`
    /// has it: a German voice says "Bestätigt: 10" and "Grill, am Ende".
    package mutating func speakSentences(inLanguageOf voice: String) {
        guard let language = SpeechSentences.forVoice(voice) else { return }
        for sentence in SpeechConfig.sentences where !sentencesGiven.contains(sentence.key) {
            self[keyPath: sentence.text] = language[keyPath: sentence.own]
        }
    }

    /// The sentences said in English for want of the voice's language (`"ga"`, which the picker
    /// has none in) that the config did not give, by key; empty when they follow the voice. A
    /// line in the log names them, as a Danish session heard "unavailable" for a key missed (trial 72).
    package var sentencesInEnglish: [String] {
        guard SpeechSentences.forVoice(voice) == nil else { return [] }
        return SpeechConfig.sentences.map(\.key).filter { !sentencesGiven.contains($0) }
    }

    /// A config's `speech` object speaking another language: `voice` set, and the sentences it
    /// gave (every `*_text`, `moved_text`, `on_start`) replaced by `sentences`, as a sentence in the
    /// old language read by the new voice is wrong; the rest are the new voice's language's.
    /// `enabled` as speech is now, which the speech key may have switched.
    package static func speaking(_ speech: JSONObject, voice: String, sentences: [(key: String, text: String)], enabled: Bool) -> JSONObject {
        let sentenceKeys = Set(SpeechConfig.sentences.map(\.key) + ["moved_text", "on_start"])
        var entries = speech.entries.filter { !sentenceKeys.contains($0.key) && $0.key != "voice" && $0.key != "enabled" }.map { ($0.key, $0.value) }
        entries += [("enabled", .bool(enabled)), ("voice", .string(voice))] + sentences.map { ($0.key, .string($0.text)) }
        return JSONObject(entries)
    }

    /// Each sentence's config key, its property here, its entry in `SpeechSentences`, and the
    /// placeholders it fills in.
    private static let sentences: [(key: String, text: WritableKeyPath<SpeechConfig, String> & Sendable,
                                    own: KeyPath<SpeechSentences, String> & Sendable, placeholders: [String])] = [
        ("countdown_text", \.countdownText, \.countdown, ["seconds"]), ("confirmed_text", \.confirmedText, \.confirmed, ["value"]),
        ("cancelled_text", \.cancelledText, \.cancelled, []), ("volume_text", \.volumeText, \.volume, ["percent"]),
        ("error_text", \.errorText, \.error, ["message"]), ("on_text", \.onText, \.on, []), ("off_text", \.offText, \.off, []),
        ("large_text_refused_text", \.largeTextRefusedText, \.largeTextRefused, []),
        ("unavailable_text", \.unavailableText, \.unavailable, ["value"]), ("end_text", \.endText, \.end, ["value"]),
        ("large_text_on_text", \.largeTextOnText, \.largeTextOn, []), ("large_text_off_text", \.largeTextOffText, \.largeTextOff, [])]

    /// A sentence whose every `{name}` is one it fills in, and that fills in every one: a
    /// translation's `{valeur}` was read out as it stood (trial 67), and one that dropped `{value}`
    /// left a listener without sight not knowing what was confirmed.
    private static func decodeSentence(takes placeholders: [String]) -> @Sendable (JSONValue, String) throws(ConfigError) -> String {
        { value, path throws(ConfigError) in
            let text = try Decode.nonEmptyString(value, path)
            let takes = placeholders.isEmpty ? "takes no placeholder" : "takes " + placeholders.map { "{\($0)}" }.joined(separator: ", ")
            let characters = Array(text)
            var written: Set<String> = []
            var index = 0
            while index < characters.count {
                defer { index += 1 }
                guard characters[index] == "{", let close = characters[index...].firstIndex(of: "}") else { continue }
                let name = String(characters[(index + 1)..<close])
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0 == "_" }) else { continue }
                guard placeholders.contains(name) else {
                    throw ConfigError(path: path, message: "unknown placeholder {\(name)}: this sentence \(takes); "
                                      + "the words around it may be in any language, the placeholder is always written so")
                }
                written.insert(name)
            }
            if let missing = placeholders.first(where: { !written.contains($0) }) {
                throw ConfigError(path: path, message: "\(text.quotedForMessage) leaves out {\(missing)}, so a listener would not hear "
                                  + "what it stands for: this sentence \(takes), written so in any language")
            }
            return text
        }
    }

    /// An ALSA PCM name ("default", "hw:1,0", "plughw:CARD=Headset"): no blanks or quotes, which
    /// would reach espeak-ng's player as more than one argument or break an ALSA config lookup.
    private static func decodeDevice(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let name = try Decode.nonEmptyString(value, path)
        guard name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }) else {
            throw ConfigError(path: path, message: "expected an ALSA PCM name (\"default\", \"hw:1,0\"), got \(name.quotedForMessage)")
        }
        return name
    }

    /// A BCP 47 tag or an espeak-ng voice name: letters, digits, `-` and `_`, at most 32 of them,
    /// starting with a letter (so it can never read as one of espeak-ng's options). `speech.voice`,
    /// and an item's, a column's and the theme's `lang`.
    package static func decodeVoice(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let name = try Decode.nonEmptyString(value, path)
        guard name.utf8.count <= 32, name.utf8.first.map(isLetter) == true,
              name.utf8.allSatisfy({ isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else {
            throw ConfigError(path: path, message: "expected a language or voice name (\"en\", \"de\", \"pt-br\"), got \(name.quotedForMessage)")
        }
        return name
    }

    /// A language (`lang`), BCP 47's shape: a language of two or three letters, then subtags of one
    /// to eight letters and digits after hyphens ("de", "de-CH", "pt-BR", "sr-Latn"), which
    /// espeak-ng's voice names have too. A name ("Deutsch") or a POSIX locale ("de_DE") was taken
    /// and went unnoticed until speech said the rows in the wrong voice (trial 108).
    package static func decodeLanguage(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let tag = try decodeVoice(value, path)
        guard !isLanguageTag(tag) else { return tag }
        // Not `String.replacing`, which would link Swift's regex library into the release.
        let hyphenated = tag.replacingEach("_", with: "-")
        let meant = hyphenated != tag && isLanguageTag(hyphenated) ? "; did you mean \(hyphenated.quotedForMessage)?" : ""
        throw ConfigError(path: path, message: "expected a language as BCP 47 writes it (\"de\", \"de-CH\", \"pt-BR\"), got \(tag.quotedForMessage)\(meant)")
    }

    private static func isLanguageTag(_ tag: String) -> Bool {
        let subtags = tag.split(separator: Character("-"), omittingEmptySubsequences: false)
        return (2...3).contains(subtags[0].utf8.count) && subtags[0].utf8.allSatisfy(isLetter)
            && subtags.dropFirst().allSatisfy { (1...8).contains($0.utf8.count) && $0.utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
