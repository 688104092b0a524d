/// A bad input setting, with a message that names the key and what was expected.
package struct InputConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
