/// A config that cannot be used: which key (as a path like
/// `sections[1].columns[0].range.step`) and what was expected instead.
package struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path; empty for the document itself.
    package var path: String
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
