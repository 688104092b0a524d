extension ObjectReader {
    /// The sections whose keys a config may write at its top level by mistake, each with a reader
    /// of one (a key one of them reads is named there: `"theme": {"row_scale": 0.8}`). `mqtt` is not
    /// among them: its required `broker` would be all it said.
    private static let sectionsAskedForKeys: [(name: String, reads: @Sendable (JSONValue) throws(ConfigError) -> Void)] = [
        ("theme", { (value) throws(ConfigError) in _ = try ThemeConfig.decode(value, "theme", resolve: { $0 }) }),
        ("confirm", { (value) throws(ConfigError) in _ = try ConfirmConfig.decode(value, "confirm") }),
        ("feedback", { (value) throws(ConfigError) in _ = try FeedbackConfig.decode(value, "feedback") }),
        ("power", { (value) throws(ConfigError) in _ = try PowerConfig.decode(value, "power") }),
        ("speech", { (value) throws(ConfigError) in _ = try SpeechConfig.decode(value, "speech") }),
        ("display", { (value) throws(ConfigError) in _ = try DisplayConfig.decode(value, "display") }),
        ("input", { (value) throws(ConfigError) in _ = try InputConfig.decode(value, "input") }),
        ("control", { (value) throws(ConfigError) in _ = try ControlConfig.decode(value, "control") }),
        ("state", { (value) throws(ConfigError) in _ = try StateConfig.decode(value, "state") }),
    ]

    /// A top-level key that is no typo of one there but a key of a section (`row_scale`, `font_size`,
    /// `timeout_s`) is named with the section it belongs in, not with the top level's eighteen keys
    /// (trial 52 read them all and still had to guess that `row_scale` is the theme's).
    mutating func nameSectionKeysAtTheTop() {
        for key in unreadKeys where KeySpelling.guess(for: key, among: known).isEmpty {
            let sections = Self.sections(reading: key)
            guard let first = sections.first else { continue }
            _ = take(key)
            let names = sections.map(\.quotedForMessage).joined(separator: " and ")
            keep(ConfigError(path: keyPath(key), message: "is a key of \(names), not of the top level; write it inside: {\(first.quotedForMessage): {\(key.quotedForMessage): …}}"))
        }
    }

    /// A section's unknown key that is no typo of its own but a key of the top level, or of
    /// another section (`"theme": {"row_height": 80}`, `"theme": {"timeout_s": 5}`), is named with
    /// where it belongs, not with the section's own keys (trial 103 read the theme's 22, twice).
    /// For the top level's reader, once every key of it has been read.
    mutating func nameKeysInTheWrongSection() {
        let topLevel = known
        reword { problem in
            let parts = problem.path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, problem.message.hasPrefix("unknown key ("),
                  Self.sectionsAskedForKeys.contains(where: { $0.name == parts[0] }) else { return problem }
            let (section, key) = (parts[0], parts[1])
            if topLevel.contains(key) {
                return ConfigError(path: problem.path, message: "is a key of the top level, not of \(section.quotedForMessage); write it there: {\(key.quotedForMessage): …}")
            }
            // `"display": {"width": 480}`: the panel's size is the top level's.
            if let word = KeySpelling.otherWords[key], topLevel.contains(word) {
                return ConfigError(path: problem.path, message: "unknown key; did you mean the top level's \(word.quotedForMessage)? write it there: {\(word.quotedForMessage): …}")
            }
            let sections = Self.sections(reading: key).filter { $0 != section }
            guard let first = sections.first else { return problem }
            let names = sections.map(\.quotedForMessage).joined(separator: " and ")
            return ConfigError(path: problem.path, message: "is a key of \(names), not of \(section.quotedForMessage); write it inside: {\(first.quotedForMessage): {\(key.quotedForMessage): …}}")
        }
    }

    /// The sections that read `key`: those that, given only it, name no unknown key.
    private static func sections(reading key: String) -> [String] {
        sectionsAskedForKeys.filter { section in
            do throws(ConfigError) {
                try section.reads(.object(JSONObject([(key, .null)])))
                return true
            } catch {
                return !error.each.contains { $0.path == "\(section.name).\(key)" && $0.message.hasPrefix("unknown key") }
            }
        }.map(\.name)
    }
}
