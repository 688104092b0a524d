/// Clicks and haptics as rows pass the band (`feedback` in the config).
package struct FeedbackConfig: Equatable, Sendable {
    /// The force-feedback effect a haptic motor plays per click.
    package enum Effect: String, Sendable, CaseIterable {
        /// FF_RUMBLE: both motors at full strength (drv260x, memless rumble).
        case rumble
        /// FF_PERIODIC with a sine wave (da7280 and other LRA drivers take only periodic effects).
        case periodic
    }

    package var enabled = true
    /// Explicit evdev device paths; nil means every EV_SND or EV_FF device, hot-plugged.
    package var devices: [String]?
    /// The pitch of an EV_SND SND_TONE click, for buzzers without SND_CLICK.
    package var toneHz = 2000
    /// How long one tone or haptic click lasts.
    package var clickMs = 8
    /// Clicks closer together than this are dropped, so a fast fling ticks rather than buzzes.
    /// Not given, it is 30, or `clickMs` when a click lasts longer.
    package var minIntervalMs = 30
    package var effect = Effect.rumble
    /// How long the confirm countdown's warning tone lasts (`SND_TONE` buzzers).
    package var warningMs = 300

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> FeedbackConfig {
        var reader = try ObjectReader(value, path: path)
        var feedback = FeedbackConfig()
        feedback.enabled = try reader.optional("enabled", Decode.bool) ?? feedback.enabled
        feedback.devices = try reader.optional("devices", Decode.array(of: Decode.absolutePath))
        // The PC speaker's 8253 timer divides 1.193182 MHz by a 16-bit count: 19 Hz is its lowest pitch.
        feedback.toneHz = try reader.optional("tone_hz", Decode.int(in: 20...20_000)) ?? feedback.toneHz
        feedback.clickMs = try reader.optional("click_ms", Decode.int(in: 1...500)) ?? feedback.clickMs
        // Unset, the spacing follows a longer click: `click_ms: 40` alone is a complete wish.
        feedback.minIntervalMs = try reader.optional("min_interval_ms", Decode.int(in: 0...10_000)) ?? max(feedback.minIntervalMs, feedback.clickMs)
        feedback.effect = try reader.optional("effect", Decode.choice(Effect.self)) ?? feedback.effect
        feedback.warningMs = try reader.optional("warning_ms", Decode.int(in: 1...2000)) ?? feedback.warningMs
        guard feedback.minIntervalMs >= feedback.clickMs else {
            // A click that starts while the last one sounds would cut it short (a tone restarts, an effect replays).
            throw ConfigError(path: reader.keyPath("min_interval_ms"),
                              message: "expected at least click_ms (\(feedback.clickMs)), got \(feedback.minIntervalMs)")
        }
        try reader.finish()
        return feedback
    }
}
