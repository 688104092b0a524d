import PickerCore

/// EV_KEY codes → the core's keys (`KeyBindings`), with the kernel's autorepeat tamed.
///
/// A press gives one key; each autorepeat (value 2) of a held navigation key
/// gives one more, so a held arrow steps row by row at the repeat rate and
/// stops the moment the key is released. Enter, escape and tab never repeat:
/// holding enter confirms once. Repeats of a key this decoder did not see go
/// down (held before the device was opened, or from the boot console) are
/// ignored, so nothing runs away on its own.
struct KeyTranslator: Sendable {
    /// Which code is which key: the navigation keys and the config's speech and large-text keys.
    let bindings: KeyBindings
    private var held: Set<UInt16> = []
    private var pending: [InputEvent] = []

    init(bindings: KeyBindings) {
        self.bindings = bindings
    }

    static func repeats(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .left, .right, .pageup, .pagedown: true
        case .enter, .escape, .tab, .volumeUp, .volumeDown, .speakAgain, .toggleSpeech, .largeText, .encoderButton: false
        }
    }

    /// Takes one EV_KEY event; returns false when the code is none of ours.
    mutating func apply(code: UInt16, value: Int32) -> Bool {
        guard let key = bindings.key(for: code) else { return false }
        switch value {
        case EvdevKey.pressed:
            if held.insert(code).inserted { pending.append(.key(key)) }
        case EvdevKey.repeated:
            if held.contains(code) && KeyTranslator.repeats(key) { pending.append(.key(key)) }
        default:
            if held.remove(code) != nil && key.actsWhenHeld { pending.append(.keyReleased(key)) }
        }
        return true
    }

    /// The key presses (and releases of keys that act when held) of the frame that just ended.
    mutating func commit() -> [InputEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}
