/// Where and how the picker draws (`display` in the config): the backend, the DRM output or the fbdev device.
package struct DisplayConfig: Equatable, Sendable {
    package enum PixelFormatName: String, Sendable, CaseIterable { case xrgb8888, rgb565 }
    package enum API: String, Sendable, CaseIterable { case auto, atomic, legacy }
    /// `display.backend`: auto tries drm, then fbdev, then the terminal, then offscreen.
    package enum BackendName: String, Sendable, CaseIterable { case auto, drm, fbdev, terminal, offscreen }

    /// A requested mode: `WxH` or `WxH@Hz`.
    package struct Mode: Equatable, Sendable {
        package var width: Int
        package var height: Int
        package var refreshHz: Int?
    }

    package var card: String?
    package var connector: String?
    package var mode: Mode?
    /// Nil: xrgb8888 on DRM, the depth the device already has on fbdev.
    package var format: PixelFormatName?
    /// Clockwise panel rotation in degrees: 0, 90, 180 or 270.
    package var rotationDegrees = 0
    package var api: API = .auto
    package var backend: BackendName = .auto
    /// The fbdev device, e.g. `/dev/fb1`; nil means the first `/dev/fb*`.
    package var fbdev: String?

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> DisplayConfig {
        var reader = try ObjectReader(value, path: path)
        var display = DisplayConfig()
        display.card = try reader.optional("card", Decode.nonEmptyString)
        display.connector = try reader.optional("connector", Decode.nonEmptyString)
        display.mode = try reader.optional("mode") { (value, path) throws(ConfigError) in
            let (w, h, hz) = try Decode.dimensions(try Decode.string(value, path), path, allowRate: true)
            return Mode(width: w, height: h, refreshHz: hz)
        }
        display.format = try reader.optional("format", Decode.choice(PixelFormatName.self))
        display.rotationDegrees = try reader.optional("rotation") { (value, path) throws(ConfigError) in
            let degrees = try Decode.int(value, path)
            guard [0, 90, 180, 270].contains(degrees) else { throw ConfigError(path: path, message: "expected 0, 90, 180 or 270, got \(degrees)") }
            return degrees
        } ?? 0
        display.api = try reader.optional("api", Decode.choice(API.self)) ?? display.api
        display.backend = try reader.optional("backend", Decode.choice(BackendName.self)) ?? display.backend
        display.fbdev = try reader.optional("fbdev", Decode.nonEmptyString)
        try reader.finish()
        return display
    }
}
