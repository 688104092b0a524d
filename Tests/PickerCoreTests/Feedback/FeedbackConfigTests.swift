import Testing
@testable import PickerCore

@Suite struct FeedbackConfigTests {
    @Test func feedbackAndPowerTakeTheDocumentedDefaults() throws {
        let config = try parseConfig(#"{"columns": [{"items": ["a", "b"]}]}"#)
        #expect(config.feedback == FeedbackConfig())
        #expect(config.feedback.enabled && config.feedback.devices == nil && config.feedback.minIntervalMs == 30)
        #expect(config.feedback.toneHz == 2000 && config.feedback.clickMs == 8 && config.feedback.effect == .rumble)
        #expect(config.power.dimAfterSeconds == nil && config.power.offAfterSeconds == nil && config.power.dimPercent == 30)
        #expect(config.power.backlight == nil)
    }

    /// A click longer than the default spacing is a whole wish: the spacing follows it.
    @Test func aLongClickAloneSpacesClicksByItsLength() throws {
        let long = try parseConfig(#"{"columns": [{"items": ["a"]}], "feedback": {"click_ms": 40}}"#)
        #expect(long.feedback.clickMs == 40 && long.feedback.minIntervalMs == 40)
        let short = try parseConfig(#"{"columns": [{"items": ["a"]}], "feedback": {"click_ms": 5}}"#)
        #expect(short.feedback.minIntervalMs == 30)
    }

    @Test func everyFeedbackAndPowerKeyIsRead() throws {
        let config = try parseConfig("""
        {"columns": [{"items": ["a"]}],
         "feedback": {"enabled": false, "devices": ["/dev/input/event5"], "tone_hz": 4000, "click_ms": 5, "min_interval_ms": 50, "effect": "periodic"},
         "power": {"dim_after_s": 30, "dim_percent": 10, "off_after_s": 120, "backlight": "intel_backlight"}}
        """)
        #expect(config.feedback.enabled == false && config.feedback.devices == ["/dev/input/event5"])
        #expect(config.feedback.toneHz == 4000 && config.feedback.clickMs == 5 && config.feedback.minIntervalMs == 50)
        #expect(config.feedback.effect == .periodic)
        #expect(config.power.dimAfterSeconds == 30 && config.power.dimPercent == 10 && config.power.offAfterSeconds == 120)
        #expect(config.power.backlight == "intel_backlight")
    }

    @Test(arguments: [
        (#""feedback": {"enabled": 1}"#, "feedback.enabled", "expected true or false"),
        (#""feedback": {"devices": "/dev/input/event5"}"#, "feedback.devices", "expected an array"),
        (#""feedback": {"devices": [""]}"#, "feedback.devices[0]", "expected a non-empty string"),
        (#""feedback": {"devices": ["buzzer"]}"#, "feedback.devices[0]", #"expected an absolute path, got "buzzer""#),
        (#""input": {"devices": ["/dev/input/event0", "event1"]}"#, "input.devices[1]", #"expected an absolute path, got "event1""#),
        (#""feedback": {"tone_hz": 10}"#, "feedback.tone_hz", "expected a whole number from 20 to 20000, got 10"),
        (#""feedback": {"click_ms": 0}"#, "feedback.click_ms", "expected a whole number from 1 to 500"),
        (#""feedback": {"min_interval_ms": -1}"#, "feedback.min_interval_ms", "expected a whole number from 0 to 10000"),
        (#""feedback": {"click_ms": 40, "min_interval_ms": 30}"#, "feedback.min_interval_ms", "expected at least click_ms (40), got 30"),
        (#""feedback": {"effect": "buzz"}"#, "feedback.effect", "expected \"rumble\" or \"periodic\""),
        (#""feedback": {"volume": 3}"#, "feedback.volume", #"is a key of "speech", not of "feedback""#),
        (#""power": {"dim_after_s": 0}"#, "power.dim_after_s", "expected a whole number from 1 to 86400"),
        (#""power": {"dim_percent": 101}"#, "power.dim_percent", "expected a whole number from 0 to 100"),
        (#""power": {"dim_after_s": 60, "off_after_s": 60}"#, "power.off_after_s", "expected more than dim_after_s (60), got 60"),
        (#""power": {"backlight": "../leds"}"#, "power.backlight", "expected a name in /sys/class/backlight"),
        (#""power": {"sleep_after_s": 3}"#, "power.sleep_after_s", "unknown key"),
    ])
    func badFeedbackOrPowerValueNamesTheKey(fragment: String, path: String, message: String) {
        expectRefused(fragment, path: path, message: message)
    }
}
