/// An input the engine cannot apply; it changes nothing.
public struct PickerEngineError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
