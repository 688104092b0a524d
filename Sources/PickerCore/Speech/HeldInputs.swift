/// Inputs that act when held, timed on the caller's clock: the speech key held for 2 s switches
/// speech on or off (the "switched on without sight"); a finger held still on the
/// selection band for 1 s, or an encoder's push button held 1 s, says the last utterance again
/// (EN 301 549 5.1.3.4), and the button let go sooner is Enter. A hold acts once, when its time
/// is up, whether or not it is let go then; but the button's hold that goes back
/// (`input.encoder_long_press` `"back"`) acts as it is let go, as its short press does.
package struct HeldInputs: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        case toggleSpeech, repeatLast
        /// The encoder's button let go within 1 s: the Enter key.
        case enter
        /// The encoder's button let go after 1 s or more, where its long press goes back.
        case back
    }

    package static let toggleHoldUs: Int64 = 2_000_000
    /// Twice a tap's longest by default, and longer than any `input.tap_max_ms`, so no tap is ever a long press.
    package static let repeatHoldUs: Int64 = 1_000_000
    /// How far a finger held still on the band may wander: a tap's slop (`input.tap_slop_px`).
    private let stillWithinPx: Fixed

    private enum Hold: Equatable, Sendable {
        case none
        case since(Int64)
        /// It acted; nothing more until it is let go.
        case spent
    }

    private struct Finger: Equatable, Sendable {
        var id: Int
        var x: Fixed
        var y: Fixed
    }

    private var key = Hold.none
    private var button = Hold.none
    /// False once what the button's short press would confirm changed under it.
    private var pressConfirms = true
    private let longPress: InputConfig.EncoderLongPress
    /// Whether there is speech to repeat. Without, the encoder's button held 1 s is still Enter
    /// at its release: trial 91's slow press to load a preset, with speech off, did nothing.
    package var repeatsSpeech = true
    private var finger: Finger?
    private var fingerHold = Hold.none

    package init(input: InputConfig = InputConfig()) {
        stillWithinPx = TapLimits(input).slopPx
        longPress = input.encoderLongPress
    }

    /// The encoder's button, held down now, confirms nothing when let go: what it would confirm
    /// changed under it (trial 88: a reload moved the selection during the press, and the release
    /// confirmed a row the user never saw). Held long enough, it still goes back.
    package mutating func spendButtonPress() {
        if case .since = button { pressConfirms = false }
    }

    /// The button held 1 s says the last utterance again, when there is speech to repeat and the
    /// long press is not the way back.
    private var buttonRepeats: Bool { repeatsSpeech && longPress == .repeatSpeech }

    /// When the next hold is up, for the loop's deadline; nil while nothing is held.
    package var deadlineUs: Int64? {
        var deadlines: [Int64] = []
        if case .since(let downUs) = key { deadlines.append(downUs + HeldInputs.toggleHoldUs) }
        if case .since(let downUs) = fingerHold { deadlines.append(downUs + HeldInputs.repeatHoldUs) }
        if case .since(let downUs) = button, buttonRepeats { deadlines.append(downUs + HeldInputs.repeatHoldUs) }
        return deadlines.min()
    }

    /// Takes one input at `timeUs`, after the holds up by then have acted (returned first).
    /// `band`: the selection band, where a finger held still repeats.
    package mutating func handle(_ event: InputEvent, atUs timeUs: Int64, band: Rect) -> [Action] {
        var actions = advance(toUs: timeUs)
        switch event {
        case .key(.encoderButton):
            if button == .none { (button, pressConfirms) = (.since(timeUs), true) }
        case .keyReleased(.encoderButton):
            if case .since(let downUs) = button {
                if longPress == .back, timeUs - downUs >= HeldInputs.repeatHoldUs {
                    actions.append(.back)
                } else if pressConfirms {
                    actions.append(.enter)
                }
            }
            button = .none
        case .key(.toggleSpeech):
            if key == .none { key = .since(timeUs) }
        case .keyReleased(.toggleSpeech):
            key = .none
        case .touch(let touch):
            switch touch.phase {
            case .down:
                guard finger == nil, Fixed(band.x) <= touch.x, touch.x < Fixed(band.maxX), Fixed(band.y) <= touch.y,
                      touch.y < Fixed(band.maxY) else { break }
                finger = Finger(id: touch.id, x: touch.x, y: touch.y)
                fingerHold = .since(timeUs)
            case .move:
                guard let held = finger, held.id == touch.id else { break }
                if fingerHold != .spent,
                   (touch.x - held.x).magnitude > stillWithinPx || (touch.y - held.y).magnitude > stillWithinPx {
                    fingerHold = .none
                }
            case .up, .cancel:
                guard finger?.id == touch.id else { break }
                finger = nil
                fingerHold = .none
            }
        case .key, .keyReleased, .encoder, .wheel, .select:
            break
        }
        return actions
    }

    /// False for what follows a hold and must not cut off what the hold started: a key's release,
    /// and the finger that asked for the repeat, moving a little or lifting. Any other input stops speech.
    package func interruptsSpeech(_ event: InputEvent) -> Bool {
        switch event {
        case .keyReleased: false
        case .touch(let touch): !(finger?.id == touch.id && fingerHold == .spent)
        case .key, .encoder, .wheel, .select: true
        }
    }

    /// The holds whose time is up by `timeUs`, each once, the earlier first.
    package mutating func advance(toUs timeUs: Int64) -> [Action] {
        var due: [(Int64, Action)] = []
        if case .since(let downUs) = key, timeUs - downUs >= HeldInputs.toggleHoldUs {
            due.append((downUs + HeldInputs.toggleHoldUs, .toggleSpeech))
            key = .spent
        }
        if case .since(let downUs) = fingerHold, timeUs - downUs >= HeldInputs.repeatHoldUs {
            due.append((downUs + HeldInputs.repeatHoldUs, .repeatLast))
            fingerHold = .spent
        }
        if case .since(let downUs) = button, buttonRepeats, timeUs - downUs >= HeldInputs.repeatHoldUs {
            due.append((downUs + HeldInputs.repeatHoldUs, .repeatLast))
            button = .spent
        }
        return due.sorted { $0.0 < $1.0 }.map(\.1)
    }
}
