import PickerCore
/// A command line or input the user must fix; the process exits with status 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A subcommand's arguments as people type them: `--name value` or `--name=value`, flags
/// alone, and (where a command takes them) operands, with `--` ending the options.
/// An option given twice is refused unless it is `repeatable` (render's `--select`): a
/// second `--config` that silently won would hide a mistake in a script.
struct CommandOptions {
    private var remaining: ArraySlice<String>
    private let valued: Set<String>
    private let flags: Set<String>
    private let repeatable: Set<String>
    private let takesOperands: Bool
    private var seen: Set<String> = []
    private var optionsEnded = false

    /// `valued` options take a value, `flags` none; anything else starting with `--` is unknown.
    init(_ arguments: [String], valued: Set<String>, flags: Set<String> = [], repeatable: Set<String> = [], operands: Bool = false) {
        remaining = arguments[...]
        self.valued = valued
        self.flags = flags
        self.repeatable = repeatable
        takesOperands = operands
    }

    enum Item: Equatable {
        /// An option and its value ("" for a flag).
        case option(String, String)
        case operand(String)
    }

    /// The next option or operand; nil when none is left.
    mutating func next() throws(UsageError) -> Item? {
        guard let argument = remaining.popFirst() else { return nil }
        if optionsEnded || !argument.hasPrefix("--") {
            guard takesOperands else { throw UsageError("unexpected argument '\(argument)'") }
            return .operand(argument)
        }
        if argument == "--" && takesOperands {
            optionsEnded = true
            return try next()
        }
        let equals = argument.firstIndex(of: "=")
        let name = equals.map { String(argument[..<$0]) } ?? argument
        let inline = equals.map { String(argument[argument.index(after: $0)...]) }
        guard valued.contains(name) || flags.contains(name) else {
            // A typo, or a longer or shorter form of an option ("--output" for "--out").
            let options = valued.union(flags).sorted()
            // Spelt without the dashes every option shares, so a short name is judged by its own letters.
            let bare = { (option: String) in String(option.drop { $0 == "-" }) }
            let meant = KeySpelling.nearest(to: bare(name), among: options.map(bare)).flatMap { guess in options.first { bare($0) == guess } }
                ?? options.filter { $0.count > 4 && (name.hasPrefix($0) || $0.hasPrefix(name) && name.count > 4) }.max { $0.count < $1.count }
            let guess = meant.map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown option '\(name)'\(guess)")
        }
        guard repeatable.contains(name) || seen.insert(name).inserted else {
            throw UsageError("\(name) is given twice; give it once")
        }
        if flags.contains(name) {
            guard inline == nil else { throw UsageError("\(name) takes no value, got '\(argument)'") }
            return .option(name, "")
        }
        guard let value = inline ?? remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        if value.isEmpty, let wanted = Self.pathsWanted[name] {
            throw UsageError("\(name): an empty path; give \(wanted)")
        }
        return .option(name, value)
    }

    /// What each option that takes a path names. `--out=` (a script's unset variable) was taken as
    /// no `--out` at all, "--out FILE.png is required", and `calibrate --device=` as a device
    /// named ""; an empty path is refused as such. Other values are checked by their command,
    /// which names what it expects (`--format expects xrgb8888 or rgb565, got ''`).
    private static let pathsWanted = [
        "--config": "the config file to read",
        "--out": "the PNG to write",
        "--trace": "the trace to replay",
        "--record-input": "the file to record the input in",
        "--socket": "the control socket to use",
        "--device": "the touch device to calibrate",
    ]
}
