extension DisplayConfig {
    /// `rotationDegrees` as the type the display and the touch mapping compute with.
    package var rotation: PanelRotation { PanelRotation(degrees: rotationDegrees) ?? .upright }
}

extension DisplayConfig.Mode: CustomStringConvertible {
    /// For configs built in code (tests, tools) rather than parsed; the memberwise initializer is internal.
    package static func requested(width: Int, height: Int, refreshHz: Int? = nil) -> Self {
        Self(width: width, height: height, refreshHz: refreshHz)
    }

    /// The config's own spelling: `WxH` or `WxH@Hz`.
    package var description: String { refreshHz.map { "\(width)x\(height)@\($0)" } ?? "\(width)x\(height)" }
}
