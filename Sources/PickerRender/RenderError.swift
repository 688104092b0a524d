import PickerCore

/// Something the renderer could not use: a font, an image, an output file.
/// The message names the file and the reason, for the person who wrote the config.
package struct RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    /// One error naming each of `problems`, up to `ConfigError.mostNamed` of them and how many
    /// more there are; nil for none.
    package init?(naming problems: [String]) {
        guard !problems.isEmpty else { return nil }
        var named = problems.prefix(ConfigError.mostNamed).joined(separator: "; also ")
        if problems.count > ConfigError.mostNamed { named += "; and \(problems.count - ConfigError.mostNamed) more" }
        self.init(named)
    }
}
