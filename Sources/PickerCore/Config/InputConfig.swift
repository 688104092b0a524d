/// evdev devices and touch calibration (`input` in the config).
package struct InputConfig: Equatable, Sendable {
    /// Explicit device paths; nil means every /dev/input/event* with hot-plug.
    package var devices: [String]?
    package var grab = false
    /// libinput's 3x2 calibration matrix in normalised device coordinates, row-major.
    package var calibration: [Fixed] = [.one, .zero, .zero, .zero, .one, .zero]
    package var swapAxes = false
    package var invertX = false
    package var invertY = false
    /// What a short press of the encoder's button does (`encoder_button`).
    package var encoderButton = EncoderButton.enter
    /// What the encoder's button held 1 s does (`encoder_long_press`).
    package var encoderLongPress = EncoderLongPress.repeatSpeech
    /// A tap moves less than this from where it landed, and lifts within `tapMaxMs`: a gloved
    /// finger jitters more and presses longer (trial 72 lost taps to a 12 px jitter and a 600 ms
    /// press). A finger held still on the band for a repeat keeps within the same distance.
    package var tapSlopPx = 10
    package var tapMaxMs = 500

    /// A short press of the encoder's button: Enter, or on a panel with a knob and nothing else,
    /// the next column until the last, where it is Enter (trial 26: a three-column time picker
    /// could not be set with a knob alone).
    package enum EncoderButton: String, Equatable, Sendable, CaseIterable {
        case enter
        case nextColumn = "next_column"
    }

    /// The encoder's button held 1 s: the last utterance again (with speech off, a press of any
    /// length is then Enter), or, let go after it, back to the column before, and a cancel on the
    /// first (trial 109: a knob alone set zone, minutes and time, and had no way back to the zone).
    package enum EncoderLongPress: String, Equatable, Sendable, CaseIterable {
        case repeatSpeech = "repeat"
        case back
    }

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> InputConfig {
        var reader = try ObjectReader(value, path: path)
        var input = InputConfig()
        input.devices = try reader.optional("devices", Decode.array(of: Decode.absolutePath))
        input.grab = try reader.optional("grab", Decode.bool) ?? false
        if let matrix = try reader.optional("calibration", Decode.array(of: Decode.fixed)) {
            guard matrix.count == 6 else {
                throw ConfigError(path: reader.keyPath("calibration"), message: "expected 6 numbers (libinput's calibration matrix), got \(matrix.count)")
            }
            input.calibration = matrix
        }
        input.swapAxes = try reader.optional("swap_axes", Decode.bool) ?? false
        input.invertX = try reader.optional("invert_x", Decode.bool) ?? false
        input.invertY = try reader.optional("invert_y", Decode.bool) ?? false
        input.encoderButton = try reader.optional("encoder_button", Decode.choice(EncoderButton.self)) ?? input.encoderButton
        input.encoderLongPress = try reader.optional("encoder_long_press", Decode.choice(EncoderLongPress.self)) ?? input.encoderLongPress
        input.tapSlopPx = try reader.optional("tap_slop_px", Decode.int(in: 4...64)) ?? input.tapSlopPx
        // Under the 1 s a finger held on the band takes to ask for a repeat, so no tap is ever a long press.
        input.tapMaxMs = try reader.optional("tap_max_ms", Decode.int(in: 100...900)) ?? input.tapMaxMs
        try reader.finish()
        return input
    }
}
