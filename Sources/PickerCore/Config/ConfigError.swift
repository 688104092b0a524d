/// A config that cannot be used: which key (as a path like
/// `sections[1].columns[0].range.step`) and what was expected instead.
public struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path; empty for the document itself.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
