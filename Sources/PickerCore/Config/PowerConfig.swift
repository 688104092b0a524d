/// Idle dimming and display sleep (`power` in the config).
package struct PowerConfig: Equatable, Sendable {
    /// Seconds without input before the backlight dims; nil never dims.
    package var dimAfterSeconds: Int?
    /// The dimmed brightness, in percent of the brightness at start.
    package var dimPercent = 30
    /// Seconds without input before the display turns off; nil never turns it off.
    package var offAfterSeconds: Int?
    /// The /sys/class/backlight entry's name; nil takes the first one.
    package var backlight: String?

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> PowerConfig {
        var reader = try ObjectReader(value, path: path)
        var power = PowerConfig()
        power.dimAfterSeconds = try reader.optional("dim_after_s", Decode.int(in: 1...86_400))
        power.dimPercent = try reader.optional("dim_percent", Decode.int(in: 0...100)) ?? power.dimPercent
        power.offAfterSeconds = try reader.optional("off_after_s", Decode.int(in: 1...86_400))
        power.backlight = try reader.optional("backlight") { (value, path) throws(ConfigError) in
            let name = try Decode.nonEmptyString(value, path)
            guard !name.contains("/"), name != ".", name != ".." else {
                throw ConfigError(path: path, message: "expected a name in /sys/class/backlight (no '/'), got \"\(name)\"")
            }
            return name
        }
        if let dim = power.dimAfterSeconds, let off = power.offAfterSeconds, off <= dim {
            throw ConfigError(path: reader.keyPath("off_after_s"), message: "expected more than dim_after_s (\(dim)), got \(off)")
        }
        try reader.finish()
        return power
    }
}
