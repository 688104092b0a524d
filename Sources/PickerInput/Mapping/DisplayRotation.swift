/// The config's `display.rotation`: how far the picture is turned clockwise on
/// the panel.
///
/// At 90 the picker is laid out at the panel's size with width and height
/// exchanged, and its logical pixel (x, y) of a W×H picture shows on the
/// panel's native pixel (H-1-y, x), as `fbcon=rotate:1` turns the console.
public enum DisplayRotation: Int, Equatable, Sendable, CaseIterable {
    case degrees0 = 0
    case degrees90 = 90
    case degrees180 = 180
    case degrees270 = 270

    /// The rotation for a config value in degrees; nil for anything but 0, 90, 180 and 270.
    public init?(degrees: Int) {
        self.init(rawValue: degrees)
    }

    /// True when the picture's width runs along the panel's native height.
    public var exchangesAxes: Bool { self == .degrees90 || self == .degrees270 }
}
