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
        guard valued.contains(name) || flags.contains(name) else { throw UsageError("unknown option '\(name)'") }
        guard repeatable.contains(name) || seen.insert(name).inserted else {
            throw UsageError("\(name) is given twice; give it once")
        }
        if flags.contains(name) {
            guard inline == nil else { throw UsageError("\(name) takes no value, got '\(argument)'") }
            return .option(name, "")
        }
        guard let value = inline ?? remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return .option(name, value)
    }
}
