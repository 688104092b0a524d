import Testing
@testable import PickerCore

/// `speech.keys` and `theme.large_text_key`: keys named as the kernel names them, checked against each other
/// and against the keys the picker already uses.
@Suite struct SpeechKeysTests {
    @Test func theDefaultsAreRSAndTheVolumeKeysAndLForLargeText() throws {
        let bindings = try parseConfig(#"{"columns": [{"items": ["a"]}]}"#).keyBindings
        let named = ["KEY_R": Key.speakAgain, "KEY_S": .toggleSpeech, "KEY_VOLUMEUP": .volumeUp, "KEY_VOLUMEDOWN": .volumeDown,
                     "KEY_L": .largeText, "KEY_ENTER": .enter, "KEY_KP8": .up, "BTN_DPAD_RIGHT": .right, "KEY_EXIT": .escape]
        for (name, key) in named {
            #expect(bindings.key(for: try #require(EvdevKeyNames.codes[name])) == key, "\(name)")
        }
        #expect(bindings.key(for: try #require(EvdevKeyNames.codes["KEY_A"])) == nil)
    }

    @Test func everyNavigationKeyHasTheKernelsCodeForItsName() {
        for (name, code, _) in KeyBindings.navigation { #expect(EvdevKeyNames.codes[name] == code, "\(name)") }
    }

    @Test func configuredKeysReplaceTheDefaults() throws {
        let config = try parseConfig(#"""
        {"columns": [{"items": ["a"]}],
         "speech": {"keys": {"repeat": "KEY_F2", "toggle": "BTN_0", "volume_up": "KEY_KPPLUS", "volume_down": "KEY_KPMINUS"}},
         "theme": {"large_text_key": "KEY_ZOOM"}}
        """#)
        let bindings = config.keyBindings
        #expect(bindings.key(for: 60) == .speakAgain && bindings.key(for: 0x100) == .toggleSpeech)
        #expect(bindings.key(for: 78) == .volumeUp && bindings.key(for: 74) == .volumeDown && bindings.key(for: 0x174) == .largeText)
        #expect(bindings.key(for: 19) == nil && bindings.key(for: 31) == nil, "KEY_R and KEY_S are free again")
    }

    /// An encoder's push button is an Enter key: `KEY_ENTER` may be named, and is then the button's.
    @Test func theEncoderButtonMayBeAnEnterKey() throws {
        #expect(try parseConfig(#"{"columns": [{"items": ["a"]}]}"#).speech.keys.encoderButton == nil)
        let config = try parseConfig(#"{"columns": [{"items": ["a"]}], "speech": {"keys": {"encoder_button": "KEY_ENTER"}}}"#)
        #expect(config.keyBindings.key(for: 28) == .encoderButton)
        #expect(config.keyBindings.key(for: 96) == .enter, "KEY_KPENTER stays Enter")
    }

    @Test(arguments: [
        (#""speech": {"keys": {"repeat": "KEY_RR"}}"#, "speech.keys.repeat", #"linux/input-event-codes.h, as evtest prints it ("KEY_R", "KEY_F1", "BTN_0"), got "KEY_RR""#),
        (#""speech": {"keys": {"toggle": "s"}}"#, "speech.keys.toggle", #"got "s""#),
        (#""speech": {"keys": {"toggle": "KEY_ENTER"}}"#, "speech.keys.toggle", #""KEY_ENTER" is already the picker's enter key"#),
        (#""speech": {"keys": {"volume_up": "KEY_KP8"}}"#, "speech.keys.volume_up", "already the picker's up key"),
        (#""speech": {"keys": {"repeat": "KEY_S"}}"#, "speech.keys.toggle", "is the same key as repeat"),
        (#""speech": {"keys": {"volume_down": 114}}"#, "speech.keys.volume_down", "expected a string"),
        (#""speech": {"keys": {"louder": "KEY_F5"}}"#, "speech.keys.louder", "unknown key"),
        (#""theme": {"large_text_key": "KEY_R"}"#, "theme.large_text_key", "is the same key as speech.keys.repeat"),
        (#""theme": {"large_text_key": "KEY_ESC"}"#, "theme.large_text_key", "already the picker's escape key"),
        (#""speech": {"keys": {"encoder_button": "KEY_UP"}}"#, "speech.keys.encoder_button", "already the picker's up key"),
        (#""speech": {"keys": {"encoder_button": "KEY_R"}}"#, "speech.keys.encoder_button", "is the same key as repeat"),
        (#""speech": {"keys": {"encoder_button": "BTN_0"}}, "theme": {"large_text_key": "BTN_0"}"#, "theme.large_text_key",
         "is the same key as speech.keys.encoder_button"),
    ])
    func badKeysNameTheKey(fragment: String, path: String, message: String) {
        expectRefused(fragment, path: path, message: message)
    }
}
