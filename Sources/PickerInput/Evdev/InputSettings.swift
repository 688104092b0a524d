import PickerCore

/// What `InputDevices` needs from the config (`input` and `display.rotation`).
package struct InputSettings: Equatable, Sendable {
    /// Explicit device paths; nil reads every /dev/input/event* and follows hot-plug.
    package var devicePaths: [String]?
    /// EVIOCGRAB every device used.
    package var grab: Bool
    package var mapping: TouchMappingSettings
    /// Where /dev/input lives (a test can point elsewhere).
    package var inputDirectory: String

    package init(devicePaths: [String]? = nil, grab: Bool = false, mapping: TouchMappingSettings = .init(), inputDirectory: String = "/dev/input") {
        self.devicePaths = devicePaths
        self.grab = grab
        self.mapping = mapping
        self.inputDirectory = inputDirectory
    }

    /// The settings of the config's `input` object.
    package init(_ config: InputConfig) throws(InputConfigurationError) {
        self.init(
            devicePaths: config.devices, grab: config.grab,
            mapping: TouchMappingSettings(
                calibration: try CalibrationMatrix(config.calibration),
                swapAxes: config.swapAxes, invertX: config.invertX, invertY: config.invertY))
    }
}
