/// How the kiosk keeps its saved state (`state` in the config).
package struct StateConfig: Equatable, Sendable {
    /// How long a selection must stay unchanged before it is written (`save_delay_ms`).
    package var saveDelayMs = 1000

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> StateConfig {
        var reader = try ObjectReader(value, path: path)
        var state = StateConfig()
        state.saveDelayMs = try reader.optional("save_delay_ms", Decode.int(in: 0...600_000)) ?? state.saveDelayMs
        try reader.finish()
        return state
    }
}
