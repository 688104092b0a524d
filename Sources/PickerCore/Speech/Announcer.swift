/// Decides what the picker says and when, from what happened (`Announcement`s) to what the
/// speech engine is told (`SpeechRequest`s). A plain state machine with no clock: a fling's
/// passing rows are never announced, only the row a column settles on, which the engine
/// reports once per settle.
///
/// It keeps what the standard asks of a terminal's speech (EN 301 549 clause 5.1.3): input
/// stops speech, a new utterance replaces the one in progress, the last one can be
/// repeated, and the volume keys change the volume for one session only.
package struct Announcer: Equatable, Sendable {
    package let settings: SpeechConfig
    /// Off, it says nothing and stops what it was saying (`set_speech`, the speech key).
    package private(set) var isEnabled: Bool
    /// The volume of this session, in percent.
    package private(set) var volumePercent: Int
    /// The last thing said, for `repeatLast`.
    package private(set) var last: Utterance?
    /// Whether `last` tells rows (a settle, a focus, an end, a moved selection), which a quiet
    /// select's row replaces for a repeat; a sentence of the picker's (`on_start`) stays.
    private var lastTellsRows = false
    /// True from a `say` until the engine reports it `finished` or a `stop` is asked.
    package private(set) var isSpeaking = false
    /// The sentence keys said in English, for want of the voice's language (`SpeechConfig.sentencesInEnglish`).
    private let sentencesInEnglish: Set<String>

    package init(settings: SpeechConfig) {
        self.settings = settings
        sentencesInEnglish = Set(settings.sentencesInEnglish)
        isEnabled = settings.enabled
        volumePercent = settings.volumePercent
    }

    /// What to tell the speech engine after `announcement`, in order.
    package mutating func handle(_ announcement: Announcement) -> [SpeechRequest] {
        switch announcement {
        case .input:
            return stop()
        case .finished:
            isSpeaking = false
            return []
        case .sessionEnded:
            volumePercent = settings.volumePercent
            return []
        case .moved(let text, let lang, let told):
            guard isEnabled, told, let sentence = settings.movedText else {
                // What the last utterance told is no longer so: a repeat tells the rows now.
                (last, lastTellsRows) = (utterance([rowWords(text, lang)], voice: lang), true)
                return []
            }
            return say(sentence, "{value}", [rowWords(text, lang)], voice: lang)
        case .selectedQuietly(let text, let lang):
            // Trial 61's driver heard a repeat say the row a quiet select had left.
            if last == nil || lastTellsRows { (last, lastTellsRows) = (utterance([rowWords(text, lang)], voice: lang), true) }
            return []
        default:
            break
        }
        guard isEnabled else { return [] }
        switch announcement {
        case .appeared:
            return settings.onStart.map { say($0) } ?? []
        case .settled(let text, let lang):
            return say(text, voice: lang, tellsRows: true)
        case .text(let text):
            return say(text)
        case .focused(let label, let value, let lang):
            // The column's label is the screen's words, in `speech.voice`: trial 93's "language"
            // was said by the Greek voice of the row beside it.
            let parts = (label.map { [ownWords("\($0), ")] } ?? []) + [rowWords(value, lang)]
            return say(utterance(parts, voice: lang), tellsRows: true)
        case .countdown(let secondsLeft):
            return say(settings.countdownText.replacingEach("{seconds}", with: String(secondsLeft)), voice: voice(ofSentence: "countdown_text"))
        case .confirmed(let values):
            // Each row in its language; "Bestätigt:" in German (trial 89 heard "Jamón ibérico" in German).
            let rows = values.enumerated().flatMap { index, value in
                (index == 0 ? [] : [ownWords(", ", "confirmed_text")]) + [rowWords(value.text, value.lang)]
            }
            return say(settings.confirmedText, "{value}", rows, key: "confirmed_text", voice: voice(ofSentence: "confirmed_text"), tellsRows: false)
        case .cancelled:
            return say(settings.cancelledText, voice: voice(ofSentence: "cancelled_text"))
        case .error(let message):
            return say(settings.errorText.replacingEach("{message}", with: message), voice: voice(ofSentence: "error_text"))
        case .largeTextRefused:
            return say(settings.largeTextRefusedText, voice: voice(ofSentence: "large_text_refused_text"))
        case .largeTextSwitched(let on):
            return on ? say(settings.largeTextOnText, voice: voice(ofSentence: "large_text_on_text"))
                : say(settings.largeTextOffText, voice: voice(ofSentence: "large_text_off_text"))
        case .unavailable(let text, let lang):
            return say(settings.unavailableText, "{value}", [rowWords(text, lang)], key: "unavailable_text", voice: lang)
        case .atEnd(let text, let lang):
            return say(settings.endText, "{value}", [rowWords(text, lang)], key: "end_text", voice: lang)
        case .passedUnavailable(let passed, let text, let lang, let atEnd):
            let row = atEnd ? sentence(settings.endText, "{value}", [rowWords(text, lang)], key: "end_text") : [rowWords(text, lang)]
            let parts = sentence(settings.unavailableText, "{value}", [rowWords(passed.text, passed.lang)], key: "unavailable_text")
                + [ownWords(", ", "unavailable_text")] + row
            return say(utterance(parts, voice: lang), tellsRows: true)
        case .repeatLast:
            return last.map { say(utterance($0.parts, voice: $0.voice), tellsRows: lastTellsRows) } ?? []
        case .volumeUp, .volumeDown:
            let step = announcement == .volumeUp ? settings.volumeStepPercent : -settings.volumeStepPercent
            volumePercent = min(100, max(0, volumePercent + step))
            return say(settings.volumeText.replacingEach("{percent}", with: String(volumePercent)), voice: voice(ofSentence: "volume_text"))
        case .input, .finished, .sessionEnded, .moved, .selectedQuietly:
            return []
        }
    }

    /// What `other` said last, kept for a repeat as it was said: new settings (another voice, from
    /// `setSpeech(voice:)`) left a repeat with nothing to say (trial 75's blind voter, asking what
    /// was selected just after switching the language, heard silence).
    package mutating func keepLast(of other: Announcer) {
        (last, lastTellsRows) = (other.last, other.lastTellsRows)
    }

    /// Switches speech on (saying `on_text`, so someone who cannot see the panel hears that it worked)
    /// or off (saying `off_text`, its last words, cutting off what was said; then silent).
    package mutating func setEnabled(_ enabled: Bool) -> [SpeechRequest] {
        let wasEnabled = isEnabled
        isEnabled = enabled
        guard enabled else { return wasEnabled ? say(settings.offText, voice: voice(ofSentence: "off_text")) : stop() }
        return wasEnabled ? [] : say(settings.onText, voice: voice(ofSentence: "on_text"))
    }

    /// `voice`: a row's language; nil, `speech.voice` (the picker's own sentences are written in it).
    private func utterance(_ parts: [Utterance.Part], voice: String?) -> Utterance {
        Utterance(parts: parts.map { Utterance.Part(text: Self.withoutBidiControls($0.text), voice: $0.voice) },
                  voice: voice ?? settings.voice, rateWPM: settings.rateWPM, volumePercent: volumePercent)
    }

    /// Words of the picker's own, in the voice of the sentence `key` they are of (nil: of none,
    /// the screen's, in `speech.voice`).
    private func ownWords(_ text: String, _ key: String? = nil) -> Utterance.Part {
        Utterance.Part(text: text, voice: key.map(voice(ofSentence:)) ?? settings.voice)
    }

    /// The voice of the sentence `key`: `speech.voice`, the language its sentences are written in,
    /// or English where the picker has none in that language and the config gave it none (trial
    /// 93 heard "Confirmed" by a Maltese voice).
    private func voice(ofSentence key: String) -> String { sentencesInEnglish.contains(key) ? "en" : settings.voice }

    /// What a row says, in its language (nil: `speech.voice`).
    private func rowWords(_ text: String, _ lang: String?) -> Utterance.Part { Utterance.Part(text: text, voice: lang ?? settings.voice) }

    /// `template` with each `placeholder` given `value`: its own words in `speech.voice`, so a
    /// French row's tap is "Pommes de terre" in French and ", nicht verfügbar" in German (trial 89).
    private func sentence(_ template: String, _ placeholder: String, _ value: [Utterance.Part], key: String? = nil) -> [Utterance.Part] {
        template.parts(separatedBy: placeholder).enumerated().flatMap { index, words in
            (index == 0 ? [] : value) + [ownWords(words, key)]
        }
    }

    /// `text` without the characters that only order it for the eye (isolates, embeddings,
    /// marks): config.md has a right-to-left row's "103.8 MHz" wrapped in U+2066 and U+2069, and
    /// a car's speech engine was handed them (trial 87). Unicode's Bidi_Control property.
    static func withoutBidiControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: \.properties.isBidiControl) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isBidiControl })
        return String(kept)
    }

    private mutating func say(_ text: String, voice: String? = nil, tellsRows: Bool = false) -> [SpeechRequest] {
        say(utterance([Utterance.Part(text: text, voice: voice ?? settings.voice)], voice: voice), tellsRows: tellsRows)
    }

    /// `template` around rows (`sentence`), said; an utterance in `voice` for an engine of one voice.
    private mutating func say(_ template: String, _ placeholder: String, _ value: [Utterance.Part], key: String? = nil,
                              voice: String? = nil, tellsRows: Bool = true) -> [SpeechRequest] {
        say(utterance(sentence(template, placeholder, value, key: key), voice: voice), tellsRows: tellsRows)
    }

    private mutating func say(_ said: Utterance, tellsRows: Bool) -> [SpeechRequest] {
        (last, lastTellsRows) = (said, tellsRows)
        isSpeaking = true
        return [.say(said)]
    }

    private mutating func stop() -> [SpeechRequest] {
        guard isSpeaking else { return [] }
        isSpeaking = false
        return [.stop]
    }
}
