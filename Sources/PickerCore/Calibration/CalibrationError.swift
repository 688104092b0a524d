/// Taps a calibration cannot use, with what the person should check.
package struct CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
