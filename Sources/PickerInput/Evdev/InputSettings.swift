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
    /// Which key codes are the picker's keys (the config's speech and large-text keys among them).
    package var keys: KeyBindings

    package init(devicePaths: [String]? = nil, grab: Bool = false, mapping: TouchMappingSettings = .init(), inputDirectory: String = "/dev/input",
                 keys: KeyBindings = KeyBindings()) {
        self.devicePaths = devicePaths
        self.grab = grab
        self.mapping = mapping
        self.inputDirectory = inputDirectory
        self.keys = keys
    }

    /// The settings of the config's `input` object.
    package init(_ config: InputConfig, keys: KeyBindings = KeyBindings()) throws(InputConfigurationError) {
        self.init(
            devicePaths: config.devices, grab: config.grab,
            mapping: TouchMappingSettings(
                calibration: try CalibrationMatrix(config.calibration),
                swapAxes: config.swapAxes, invertX: config.invertX, invertY: config.invertY),
            keys: keys)
    }
}
