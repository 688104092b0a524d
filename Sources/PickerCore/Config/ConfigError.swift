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

extension ConfigError {
    /// A problem with what the config file at `path` says (a key, or a font or image it names that
    /// cannot be opened) as a command reports it: `config FILE: PROBLEM`. The one place the prefix
    /// is written, so that every command that reads a config file names it the same way.
    package static func inFile(_ path: String, _ problem: String) -> String {
        "\(naming(file: path)): \(problem)"
    }

    /// The config file at `path` as a problem's prefix names it: `config FILE`.
    package static func naming(file path: String) -> String {
        "config \(path)"
    }
}
