/// One thing to say, with everything the speech engine needs to say it.
public struct Utterance: Equatable, Sendable {
    /// A stretch of the text in one voice.
    public struct Part: Equatable, Sendable {
        public var text: String
        /// The espeak-ng voice of this stretch.
        public var voice: String

        public init(text: String, voice: String) {
            self.text = text
            self.voice = voice
        }
    }

    /// The whole text, for an engine that says it in `voice`.
    public var text: String
    /// The espeak-ng voice (a language or a voice name): a row's where the text tells one,
    /// else `speech.voice`.
    public var voice: String
    public var rateWPM: Int
    public var volumePercent: Int
    /// `text` in stretches, each in its own voice: a sentence of the picker's in `speech.voice`
    /// around rows in theirs ("Pommes de terre" in fr, then ", nicht verfügbar" in de). One part
    /// where the text has one voice; their texts joined are `text`.
    public var parts: [Part]

    public init(text: String, voice: String, rateWPM: Int, volumePercent: Int) {
        self.init(parts: [Part(text: text, voice: voice)], voice: voice, rateWPM: rateWPM, volumePercent: volumePercent)
    }

    /// An utterance of `parts`, said in `voice` by an engine that takes one voice. Adjacent parts
    /// in one voice are one part, and empty ones none.
    public init(parts: [Part], voice: String, rateWPM: Int, volumePercent: Int) {
        var joined: [Part] = []
        for part in parts where !part.text.isEmpty {
            if let last = joined.last, last.voice == part.voice {
                joined[joined.count - 1].text += part.text
            } else {
                joined.append(part)
            }
        }
        self.parts = joined.isEmpty ? [Part(text: "", voice: voice)] : joined
        self.text = joined.map(\.text).joined()
        self.voice = voice
        self.rateWPM = rateWPM
        self.volumePercent = volumePercent
    }

    /// Whether its parts are in more than one voice.
    public var isMultilingual: Bool { parts.count > 1 }
}

/// What a row says, in its language (nil: `speech.voice`).
package struct SpokenValue: Equatable, Sendable {
    package var text: String
    package var lang: String?

    package init(text: String, lang: String? = nil) {
        self.text = text
        self.lang = lang
    }
}

/// What the speech engine is told to do.
public enum SpeechRequest: Equatable, Sendable {
    /// Say this, cutting off whatever is being said: a new utterance replaces the old, never queues behind it.
    case say(Utterance)
    /// Fall silent now.
    case stop
}

// Printed as a host's log shows them: trial 28's showed `say(PickerCore.Utterance(text: …))`, naming
// a module the host never imports.
extension Utterance: CustomStringConvertible {
    /// `"Hall" in de, 175 wpm, 70 %`.
    public var description: String { "\(text.quotedForMessage) in \(voice), \(rateWPM) wpm, \(volumePercent) %" }
}

extension SpeechRequest: CustomStringConvertible {
    /// `say "Hall" in de, 175 wpm, 70 %`, or `stop`.
    public var description: String {
        switch self {
        case .say(let utterance): "say \(utterance)"
        case .stop: "stop"
        }
    }
}

/// What happened that the picker may speak about.
package enum Announcement: Equatable, Sendable {
    /// The picker appeared (`speech.on_start`).
    case appeared
    /// Any input: a touch, a key, an encoder step. Speech stops at once (EN 301 549 5.1.3.5).
    case input
    /// A column came to rest on another row: its text (or the item's spoken text), in its
    /// language (nil: `speech.voice`).
    case settled(text: String, lang: String?)
    /// Keys or an encoder moved the focus to another column: its label (nil: none) and its value,
    /// in the value's language (nil: `speech.voice`).
    case focused(label: String?, value: String, lang: String?)
    /// The confirm countdown's warning (`ConfirmFlow.takeWarning`, once per run): this many whole seconds left.
    case countdown(secondsLeft: Int)
    /// The choice was confirmed, with the selected values in column order, each in its language.
    case confirmed(values: [SpokenValue])
    case cancelled
    /// Something went wrong that the user should hear (5.1.3.15).
    case error(message: String)
    /// The large-text key was pressed on a panel too small for large text.
    case largeTextRefused
    /// The large-text key switched large text on (true) or off.
    case largeTextSwitched(on: Bool)
    /// A disabled row was tapped: what it says, in its language (nil: `speech.voice`).
    case unavailable(text: String, lang: String?)
    /// A key or the encoder moved nothing: the focused column's value, in its language.
    case atEnd(text: String, lang: String?)
    /// A step passed over disabled rows (what the nearest says, in its language) to the row it landed on, or
    /// (`atEnd`) found only disabled rows beyond the row it stays on: that one said unavailable,
    /// then the row, in its language.
    case passedUnavailable(row: SpokenValue, text: String, lang: String?, atEnd: Bool)
    /// A reload moved the selection to these rows, in their language: said in `moved_text` where
    /// the config gives it and `told` (not a reload that follows the user's own choice in another
    /// column), else only what a repeat says.
    case moved(text: String, lang: String?, told: Bool = true)
    /// A quiet select put the selection on this row, in its language: not said, but a repeat that
    /// would say rows says it.
    case selectedQuietly(text: String, lang: String?)
    /// Say this text (the socket's `speak`).
    case text(String)
    /// Say the last utterance again (5.1.3.4).
    case repeatLast
    case volumeUp
    case volumeDown
    /// A session ended (confirm, cancel, timeout, idle sleep): the volume goes back to `speech.volume` (5.1.3.13).
    case sessionEnded
    /// The speech engine finished the last utterance (or it was cut off).
    case finished
}
