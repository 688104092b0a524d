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

    /// Each problem once, with the same mistake in other entries of a list counted beside it:
    /// six items' `"title"` named six times, with the same advice, hid the one other mistake.
    package var description: String {
        var said: [(problem: ConfigError, shape: String, alike: [String])] = []
        for problem in [self] + others {
            let shape = Self.shape(of: problem.path)
            if let index = said.firstIndex(where: { $0.shape == shape && $0.problem.message == problem.message && !problem.path.isEmpty }) {
                said[index].alike.append(problem.path)
            } else {
                said.append((problem, shape, []))
            }
        }
        return said.map { problem, _, alike in
            let told = problem.path.isEmpty ? problem.message : "\(problem.path): \(problem.message)"
            guard let last = alike.last else { return told }
            return told + " (and \(alike.count) more alike, to \(last))"
        }.joined(separator: "; also ")
    }

    /// A key path with its list indices left out: `columns[2].items[4].title` is `columns[].items[].title`.
    private static func shape(of path: String) -> String {
        var shape = "", inIndex = false
        for character in path {
            if character == "[" { inIndex = true } else if character == "]" { inIndex = false }
            if !inIndex || character == "[" { shape.append(character) }
        }
        return shape
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
