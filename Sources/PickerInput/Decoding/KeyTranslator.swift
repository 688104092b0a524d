import PickerCore

/// EV_KEY codes → the core's keys, with the kernel's autorepeat tamed.
///
/// A press gives one key; each autorepeat (value 2) of a held navigation key
/// gives one more, so a held arrow steps row by row at the repeat rate and
/// stops the moment the key is released. Enter, escape and tab never repeat:
/// holding enter confirms once. Repeats of a key this decoder did not see go
/// down (held before the device was opened, or from the boot console) are
/// ignored, so nothing runs away on its own.
struct KeyTranslator: Sendable {
    private var held: Set<UInt16> = []
    private var pending: [Key] = []

    /// The core key for an evdev key code; nil for keys the picker does not use.
    static func key(for code: UInt16) -> Key? {
        switch code {
        case EvdevKey.up, EvdevKey.kp8, EvdevKey.dpadUp: .up
        case EvdevKey.down, EvdevKey.kp2, EvdevKey.dpadDown: .down
        case EvdevKey.left, EvdevKey.kp4, EvdevKey.dpadLeft: .left
        case EvdevKey.right, EvdevKey.kp6, EvdevKey.dpadRight: .right
        case EvdevKey.pageUp, EvdevKey.kp9: .pageup
        case EvdevKey.pageDown, EvdevKey.kp3: .pagedown
        case EvdevKey.enter, EvdevKey.kpEnter, EvdevKey.ok, EvdevKey.select: .enter
        case EvdevKey.esc, EvdevKey.back, EvdevKey.exit: .escape
        case EvdevKey.tab: .tab
        case EvdevKey.volumeUp: .volumeUp
        case EvdevKey.volumeDown: .volumeDown
        case EvdevKey.r: .speakAgain
        default: nil
        }
    }

    static func repeats(_ key: Key) -> Bool {
        switch key {
        case .up, .down, .left, .right, .pageup, .pagedown: true
        case .enter, .escape, .tab, .volumeUp, .volumeDown, .speakAgain: false
        }
    }

    /// Takes one EV_KEY event; returns false when the code is none of ours.
    mutating func apply(code: UInt16, value: Int32) -> Bool {
        guard let key = KeyTranslator.key(for: code) else { return false }
        switch value {
        case EvdevKey.pressed:
            if held.insert(code).inserted { pending.append(key) }
        case EvdevKey.repeated:
            if held.contains(code) && KeyTranslator.repeats(key) { pending.append(key) }
        default:
            held.remove(code)
        }
        return true
    }

    /// The keys of the frame that just ended.
    mutating func commit() -> [Key] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}
