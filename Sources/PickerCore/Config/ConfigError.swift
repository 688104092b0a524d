/// A config that cannot be used: which key (as a path like
/// `sections[1].columns[0].range.step`) and what was expected instead.
package struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key path; empty for the document itself.
    package var path: String
    package var message: String
    /// Other problems the same document has, found beside this one in keys that do not depend on
    /// it (a config's `theme` and `display` are read whatever its `columns` say), in the document's
    /// order: a file with three typos names all three at once (trial 25 fixed them one run at a time).
    package var others: [ConfigError] = []

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// This problem and the others it carries, each alone.
    package var each: [ConfigError] {
        var first = self
        first.others = []
        return [first] + others
    }

    /// How many mistakes one message names: a list of thousands of bad rows needs no message of thousands.
    package static let mostNamed = 10

    /// One error that names every one of `problems` (the first, carrying the rest); nil for none.
    static func naming(all problems: [ConfigError]) -> ConfigError? {
        guard var first = problems.first else { return nil }
        first.others = Array(problems.dropFirst())
        return first
    }

    package var description: String {
        ([self] + others).map { $0.path.isEmpty ? $0.message : "\($0.path): \($0.message)" }.joined(separator: "; also ")
    }
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
