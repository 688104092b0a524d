/// One input event in panel coordinates, as the core consumes it.
///
/// Adapters (evdev, the terminal, trace files, the control socket) turn
/// their own events into these; time travels beside the event, never inside
/// the core's reach of a clock.
package enum InputEvent: Equatable, Sendable {
    case touch(TouchEvent)
    case key(Key)
    /// A key let go. Only keys that act when held report it (`toggleSpeech`, `encoderButton`); it moves nothing and
    /// does not stop speech, so the sentence a held key started is heard out.
    case keyReleased(Key)
    /// A rotary encoder moved `delta` detents; positive goes to higher rows.
    case encoder(delta: Int)
    /// A mouse wheel turned `delta` notches with the pointer at (`x`, `y`), in panel pixels: the
    /// column under the pointer steps as an encoder steps the focused one. Off every column, nothing.
    case wheel(delta: Int, x: Fixed, y: Fixed)
    /// A programmatic selection.
    case select(column: Int, row: Int, animated: Bool)

    /// Whether it is a step of the focused column or of the focus: an arrow or page key, an encoder step.
    package var movesAlong: Bool {
        switch self {
        case .key(let key): [.up, .down, .left, .right, .pageup, .pagedown].contains(key)
        case .encoder(let delta): delta != 0
        default: false
        }
    }

    /// A finger or a wheel: it points at the column it acts on, which it focuses unsaid, as the
    /// user knows where they touched and hears what it moves.
    package var isPointing: Bool {
        switch self {
        case .touch, .wheel: true
        default: false
        }
    }

    /// An encoder's or a wheel's step of no detents: no input at all. Trial 78's `.encoder(delta: 0)`
    /// was taken as a step that met the end, and said "…, at the end" on row 3 of 7.
    package var isNoStep: Bool {
        switch self {
        case .encoder(let delta), .wheel(let delta, _, _): delta == 0
        default: false
        }
    }

    /// Whether someone at the panel made it, not the program: what a disabled picker ignores.
    package var isUserInput: Bool {
        if case .select = self { return false }
        return true
    }
}

/// A finger (or a pointer treated as one finger) on the panel.
package struct TouchEvent: Equatable, Sendable {
    package enum Phase: String, Equatable, Sendable, CaseIterable {
        case down, move, up
        /// The touch was lost (device unplugged, SYN_DROPPED resync, grab lost): end it without a fling or a tap.
        case cancel
    }

    package var phase: Phase
    /// Tells fingers apart while they are down; reused after `up`.
    package var id: Int
    /// Panel pixels, already calibrated and rotated.
    package var x: Fixed
    package var y: Fixed

    package init(phase: Phase, id: Int, x: Fixed, y: Fixed) {
        self.phase = phase
        self.id = id
        self.x = x
        self.y = y
    }
}

/// The keys the picker understands (trace and socket names in `rawValue`).
package enum Key: String, Equatable, Sendable, CaseIterable {
    case up, down, left, right, pageup, pagedown, enter, escape, tab
    /// Speech's keys (docs/speech.md): they move nothing. `toggleSpeech` acts when held for 2 s.
    case volumeUp = "volume_up", volumeDown = "volume_down", speakAgain = "speak_again", toggleSpeech = "toggle_speech"
    /// Switches large text on and off (`theme.large_text`).
    case largeText = "large_text"
    /// An encoder's push button (`speech.keys.encoder_button`): Enter when let go within 1 s,
    /// the last utterance again when held 1 s.
    case encoderButton = "encoder_button"

    /// The keys whose release the picker hears, as they act when held.
    package var actsWhenHeld: Bool { self == .toggleSpeech || self == .encoderButton }
}
