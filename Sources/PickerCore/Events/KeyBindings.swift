/// Which evdev key code is which picker key: the navigation keys, fixed, and the speech and
/// large-text keys the config names (`speech.keys`, `theme.large_text_key`).
package struct KeyBindings: Equatable, Sendable {
    /// The keys every picker reads, by the kernel's names and codes (linux/input-event-codes.h): arrows,
    /// the keypad's, a remote's d-pad and OK. The codes are written out, so building a picker's bindings
    /// never builds `EvdevKeyNames`' table of every key (a test holds the two to the same codes).
    package static let navigation: [(name: String, code: UInt16, key: Key)] = [
        ("KEY_UP", 103, .up), ("KEY_KP8", 72, .up), ("BTN_DPAD_UP", 544, .up),
        ("KEY_DOWN", 108, .down), ("KEY_KP2", 80, .down), ("BTN_DPAD_DOWN", 545, .down),
        ("KEY_LEFT", 105, .left), ("KEY_KP4", 75, .left), ("BTN_DPAD_LEFT", 546, .left),
        ("KEY_RIGHT", 106, .right), ("KEY_KP6", 77, .right), ("BTN_DPAD_RIGHT", 547, .right),
        ("KEY_PAGEUP", 104, .pageup), ("KEY_KP9", 73, .pageup), ("KEY_PAGEDOWN", 109, .pagedown), ("KEY_KP3", 81, .pagedown),
        ("KEY_ENTER", 28, .enter), ("KEY_KPENTER", 96, .enter), ("KEY_OK", 352, .enter), ("KEY_SELECT", 353, .enter),
        ("KEY_ESC", 1, .escape), ("KEY_BACK", 158, .escape), ("KEY_EXIT", 174, .escape), ("KEY_TAB", 15, .tab),
    ]

    private let keys: [UInt16: Key]

    /// The navigation keys with `speech`'s keys and the large-text key (codes the config checked are free).
    package init(speech: SpeechKeys = SpeechKeys(), largeTextCode: UInt16 = ThemeConfig().largeTextKeyCode) {
        var keys: [UInt16: Key] = [:]
        for (_, code, key) in KeyBindings.navigation { keys[code] = key }
        keys[speech.repeatLast] = .speakAgain
        keys[speech.toggle] = .toggleSpeech
        keys[speech.volumeUp] = .volumeUp
        keys[speech.volumeDown] = .volumeDown
        keys[largeTextCode] = .largeText
        if let button = speech.encoderButton { keys[button] = .encoderButton }
        self.keys = keys
    }

    /// The picker key for an evdev key code; nil for keys the picker does not use.
    package func key(for code: UInt16) -> Key? { keys[code] }

    /// A key by the kernel's name (`"KEY_R"`, `"BTN_0"`), not one of the navigation keys.
    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> UInt16 {
        try decode(value, path, allowing: nil)
    }

    /// An encoder's push button: any key but the navigation keys other than Enter's, as the button is
    /// an Enter key (`KEY_ENTER` is the usual code of a gpio-keys button beside a rotary encoder).
    static func decodeEncoderButton(_ value: JSONValue, _ path: String) throws(ConfigError) -> UInt16 {
        try decode(value, path, allowing: .enter)
    }

    private static func decode(_ value: JSONValue, _ path: String, allowing allowed: Key?) throws(ConfigError) -> UInt16 {
        let name = try Decode.nonEmptyString(value, path)
        guard let code = EvdevKeyNames.codes[name] else {
            throw ConfigError(path: path, message: "expected a key's name from linux/input-event-codes.h, as evtest prints it (\"KEY_R\", \"KEY_F1\", \"BTN_0\"), got \"\(name)\"")
        }
        if let use = KeyBindings.navigationUse(of: code), use != allowed {
            throw ConfigError(path: path, message: "\"\(name)\" is already the picker's \(use.rawValue) key; give one it does not use")
        }
        return code
    }

    /// The navigation key a code already is, for the config's errors: `"KEY_ENTER" already confirms`.
    static func navigationUse(of code: UInt16) -> Key? {
        KeyBindings.navigation.first { $0.code == code }?.key
    }
}

/// The keys speech listens to (`speech.keys`), as evdev codes.
package struct SpeechKeys: Equatable, Sendable {
    /// Says the last utterance again (5.1.3.4): `KEY_R`.
    package var repeatLast: UInt16 = 19
    /// Held for 2 s, switches speech on or off: `KEY_S`.
    package var toggle: UInt16 = 31
    package var volumeUp: UInt16 = 115
    package var volumeDown: UInt16 = 114
    /// An encoder's push button, when the config names it: Enter on a short press, a repeat when
    /// held 1 s. None by default: which code an encoder's button sends is the device tree's choice.
    package var encoderButton: UInt16?

    package init() {}

    /// The config's keys, each by its kernel name; a name the kernel does not have, one the picker
    /// already uses, or one given twice is an error naming the key.
    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> SpeechKeys {
        var reader = try ObjectReader(value, path: path)
        var keys = SpeechKeys()
        keys.repeatLast = try reader.optional("repeat", KeyBindings.decode) ?? keys.repeatLast
        keys.toggle = try reader.optional("toggle", KeyBindings.decode) ?? keys.toggle
        keys.volumeUp = try reader.optional("volume_up", KeyBindings.decode) ?? keys.volumeUp
        keys.volumeDown = try reader.optional("volume_down", KeyBindings.decode) ?? keys.volumeDown
        keys.encoderButton = try reader.optional("encoder_button", KeyBindings.decodeEncoderButton)
        try reader.finish()
        let named = [("repeat", keys.repeatLast), ("toggle", keys.toggle), ("volume_up", keys.volumeUp), ("volume_down", keys.volumeDown)]
            + (keys.encoderButton.map { [("encoder_button", $0)] } ?? [])
        for (index, (key, code)) in named.enumerated() {
            if let earlier = named[..<index].first(where: { $0.1 == code }) {
                throw ConfigError(path: reader.keyPath(key), message: "is the same key as \(earlier.0); each speech key needs its own")
            }
        }
        return keys
    }

    /// The codes in use, for a key elsewhere in the config that must not be one of them.
    var codes: [(name: String, code: UInt16)] {
        [("speech.keys.repeat", repeatLast), ("speech.keys.toggle", toggle), ("speech.keys.volume_up", volumeUp), ("speech.keys.volume_down", volumeDown)]
            + (encoderButton.map { [("speech.keys.encoder_button", $0)] } ?? [])
    }
}
