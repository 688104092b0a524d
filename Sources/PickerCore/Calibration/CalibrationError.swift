/// Taps a calibration cannot use, with what the person should check.
public struct CalibrationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
