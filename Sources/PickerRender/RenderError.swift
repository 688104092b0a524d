import PickerCore

/// Something the renderer could not use: a font, an image, an output file.
/// The message names the file and the reason, for the person who wrote the config.
package struct RenderError: Error, Equatable, CustomStringConvertible, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }

    /// What comes before advice that several named problems share, given once after them.
    package static let sharedAdviceWords = "; for each: "

    /// One error naming each of `problems`, up to `ConfigError.mostNamed` of them and how many
    /// more there are; nil for none. Advice that several end with is given once, at the end
    /// (trial 44: five missing icons repeated "give a readable PNG file …" five times, 1.5 KB).
    package init?(naming problems: [String]) {
        guard !problems.isEmpty else { return nil }
        let shown = Array(problems.prefix(ConfigError.mostNamed))
        let advice = shown.map { $0.parts(separatedBy: "; ").last ?? "" }
        let shared = shown.count > 1 && Set(advice).count == 1 && shown[0] != advice[0] ? advice[0] : nil
        var named = shown.map { problem in
            shared.map { String(problem.dropLast($0.count + 2)) } ?? problem
        }.joined(separator: "; also ")
        if problems.count > ConfigError.mostNamed { named += "; and \(problems.count - ConfigError.mostNamed) more" }
        if let shared { named += Self.sharedAdviceWords + shared }
        self.init(named)
    }
}
