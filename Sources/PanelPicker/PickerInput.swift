import PickerCore

/// Input the picker does not read itself (GPIO buttons, a serial keypad, a
/// remote), handed in with `Picker.send(_:atUs:)`. It moves the picker exactly
/// as the same input from evdev or the terminal would.
public enum PickerInput: Equatable, Sendable {
    /// A finger, or a pointer acting as one: `finger` tells fingers apart while they are down.
    /// `x` and `y` are panel pixels (the picker's frame), fractions allowed.
    case touch(TouchPhase, finger: Int, x: Double, y: Double)
    /// A key press (one step; send one per repeat for a held key).
    case key(PickerKey)
    /// A key let go. Only `toggleSpeech` (held 2 s: speech on or off) and `encoderButton` (let go
    /// within 1 s: Enter; held 1 s: the last utterance again) need it.
    case keyReleased(PickerKey)
    /// Rotary encoder detents on the focused column; positive goes to higher rows.
    case encoder(delta: Int)

    /// Where a touch is in its life.
    public enum TouchPhase: Equatable, Sendable {
        /// The finger lands, moves, lifts.
        case down, move, up
        /// The touch was lost: it ends without a fling or a tap.
        case cancel
    }

    var event: InputEvent {
        switch self {
        case .touch(let phase, let finger, let x, let y):
            let corePhase: TouchEvent.Phase = switch phase {
            case .down: .down
            case .move: .move
            case .up: .up
            case .cancel: .cancel
            }
            return .touch(TouchEvent(phase: corePhase, id: finger, x: PickerInput.fixed(x), y: PickerInput.fixed(y)))
        case .key(let key): return .key(key.coreKey)
        case .keyReleased(let key): return .keyReleased(key.coreKey)
        case .encoder(let delta): return .encoder(delta: delta)
        }
    }

    /// Pixels to the core's fixed point; off-panel and non-finite values end up off the panel, where nothing is hit.
    private static func fixed(_ value: Double) -> Fixed {
        guard value.isFinite else { return Fixed(-1) }
        return Fixed(raw: Int64(Swift.max(-1e9, Swift.min(1e9, value)) * 65536))
    }
}

/// The keys a picker understands.
public enum PickerKey: String, Equatable, Sendable, CaseIterable {
    /// One row lower / higher in the focused column.
    case up, down
    /// The previous / next column takes the focus.
    case left, right
    /// A page of rows (visible rows − 1).
    case pageUp, pageDown
    /// Confirm; Escape cancels when the config allows it; Tab moves the focus on.
    case enter, escape, tab
    /// Speech's volume steps, and the last utterance again (docs/speech.md); they move nothing.
    case volumeUp, volumeDown, speakAgain
    /// Held for 2 s (then `keyReleased`), switches speech on or off.
    case toggleSpeech
    /// Switches large text on or off (`theme.large_text`).
    case largeText
    /// An encoder's push button: Enter on a short press (at its release), the last utterance again when held 1 s.
    case encoderButton

    var coreKey: Key {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .pageUp: .pageup
        case .pageDown: .pagedown
        case .enter: .enter
        case .escape: .escape
        case .tab: .tab
        case .volumeUp: .volumeUp
        case .volumeDown: .volumeDown
        case .speakAgain: .speakAgain
        case .toggleSpeech: .toggleSpeech
        case .largeText: .largeText
        case .encoderButton: .encoderButton
        }
    }
}

extension Picker {
    /// How far past the `handleEvents` that takes it a sent input may be stamped: 10 s, as far as evdev's
    /// stamps may lag (`EvdevDevice`); a stamp further ahead is taken as that call's time.
    static let maximumStampLeadUs: Int64 = 10_000_000

    /// When an input sent stamped `stampUs` is taken, seen at `nowUs`: at its stamp, or now for
    /// one already due or stamped further ahead than `maximumStampLeadUs`.
    static func takenUs(stampUs: Int64, nowUs: Int64) -> Int64 {
        stampUs - nowUs > maximumStampLeadUs ? nowUs : Swift.max(nowUs, stampUs)
    }

    /// Hands the picker input from a source of your own, stamped with the time it
    /// happened on the picker's clock (default: now). It takes effect at the next
    /// `handleEvents` (or turn of `run()`) at or after its stamp (`nextDeadlineUs` says when), in
    /// the order sent, as if read from a device.
    public func send(_ input: PickerInput, atUs timeUs: Int64? = nil) {
        send(input, atUs: timeUs, inBufferAt: nil)
    }

    /// `send(_:atUs:)`, for a touch `sendInBufferCoordinates` took the rectangle's origin off, which
    /// the log's words for a touch off the picker name in the host's own coordinates.
    func send(_ input: PickerInput, atUs timeUs: Int64?, inBufferAt origin: (x: Int, y: Int)?) {
        guard !input.event.isNoStep else { return }
        guard !isStopped else {
            // A one-shot widget that a tap on its selected row confirmed looks as alive as before, and
            // took no more input with no word of why (trial 112): said once. A host's stop or close is its own.
            if !endedInputLogged, let outcome, outcome != .stopped {
                endedInputLogged = true
                log("send: the picker has ended (\(outcome.word)) and takes no more input; a picker that stays on screen "
                    + #"as a widget is a daemon ("mode": "daemon", style.mode = .daemon)"#)
            }
            return
        }
        // The picker takes no touch that went down off it, nor the rest of that touch: said once, as a
        // host whose fling began 30 px below the rectangle saw nothing happen and no word of why (trial 29).
        if case .touch(.down, let finger, let x, let y) = input, case .touch(let touch) = input.event,
           !engine.layout.isOnPicker(x: touch.x, y: touch.y) {
            if let origin, let rect = renderTarget?.rect {
                // Trial 113's own button bar, below the rectangle, was told to use the call it used.
                log("touch: finger \(finger) went down at (\(x + Double(origin.x)), \(y + Double(origin.y))) of your buffer, off the "
                    + "picker's rectangle \(rect): the picker takes no part of that touch; hand a touch to the picker it went down on")
                return take(input, atUs: timeUs)
            }
            // A point of the host's buffer inside the picker's rectangle: trial 112 sent screen
            // coordinates to send(_:), and was told only that the touch was off the picker.
            let inBuffer = renderTarget.map { target in
                let rect = target.rect
                return Double(rect.x) <= x && x < Double(rect.x + rect.width) && Double(rect.y) <= y && y < Double(rect.y + rect.height)
                    ? "; (\(x), \(y)) lies in the picker's rectangle of your buffer, \(rect): a point in the buffer's coordinates goes "
                        + "through sendInBufferCoordinates(_:atUs:)" : ""
            } ?? ""
            log("touch: finger \(finger) went down at (\(x), \(y)), off the picker's \(engine.layout.width)x\(engine.layout.height): "
                + "the picker takes no part of that touch; hand a touch to the picker it went down on" + inBuffer)
        }
        take(input, atUs: timeUs)
    }

    private func take(_ input: PickerInput, atUs timeUs: Int64?) {
        // A stamp before the last handled time is late news: it happened then at the earliest.
        sentInputs.append((input.event, timeUs.map { Swift.max(lastUs, time.time(ofStampUs: $0)) } ?? callUs))
        frameWanted = true
    }
}
