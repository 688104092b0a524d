/// A bad input setting, with a message that names the key and what was expected.
public struct InputConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
