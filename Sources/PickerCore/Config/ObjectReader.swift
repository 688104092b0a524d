/// Reads one JSON object, remembering which keys were read so that the unknown ones can be
/// named. The config, the control socket's requests and the saved state all read through it,
/// so an unknown key is found, and a misspelt one guessed, the same way in each.
package struct ObjectReader {
    package let path: String
    package let object: JSONObject
    /// The keys read so far, in the order they were first read.
    package private(set) var known: [String]
    /// What `collecting` and `keep` kept, in the order found.
    private(set) var problems: [ConfigError] = []

    package init(object: JSONObject, path: String = "", known: [String] = []) {
        self.path = path
        self.object = object
        self.known = known
    }

    /// A config object at `path`; anything but an object is an error naming the path.
    init(_ value: JSONValue, path: String) throws(ConfigError) {
        guard case .object(let object) = value else {
            throw ConfigError(path: path, message: "expected an object, got \(value.kindDescription)")
        }
        self.init(object: object, path: path)
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { object[key] != nil }

    /// The value at `key`, nil when it is absent; either way the key is known from now on.
    package mutating func take(_ key: String) -> JSONValue? {
        if !known.contains(key) { known.append(key) }
        return object[key]
    }

    /// The keys nobody read, in the object's order.
    var unreadKeys: [String] { object.keys.filter { !known.contains($0) } }

    /// The first key nobody read, with what it most likely meant (`KeySpelling.guess`).
    package var unknownKey: (key: String, guess: String)? {
        object.keys.first { !known.contains($0) }.map { ($0, KeySpelling.guess(for: $0, among: known)) }
    }

    /// The value at `key` decoded by `decode`, or nil when the key is absent.
    mutating func optional<T>(_ key: String, _ decode: (JSONValue, String) throws(ConfigError) -> T) throws(ConfigError) -> T? {
        guard let value = take(key) else { return nil }
        return try decode(value, keyPath(key))
    }

    /// `optional`, with a bad value kept among the problems (and nil given for it), so that the
    /// object's other keys are read too: trial 27 mended a theme's three mistakes one run at a time.
    /// `finishCollecting` throws them all.
    mutating func collecting<T>(_ key: String, _ decode: (JSONValue, String) throws(ConfigError) -> T) -> T? {
        do { return try optional(key, decode) } catch {
            keep(error)
            return nil
        }
    }

    /// Keeps `error`, and the others it carries (an object inside this one collects too), for
    /// `finishCollecting`.
    mutating func keep(_ error: ConfigError) {
        problems += error.each
    }

    /// Each problem kept, said anew by `reword` (a key named with where it belongs).
    mutating func reword(_ reword: (ConfigError) -> ConfigError) {
        problems = problems.map(reword)
    }

    /// Whether `keys` read with no problem kept, so that a check across them says something new.
    func readCleanly(_ keys: [String]) -> Bool {
        !problems.contains { problem in
            keys.contains { key in
                let keyPath = keyPath(key)
                return problem.path == keyPath || problem.path.hasPrefix(keyPath + ".") || problem.path.hasPrefix(keyPath + "[")
            }
        }
    }

    /// Throws what was kept and each key nobody read, in the order of the object's keys (what the
    /// object as a whole lacks first; two problems under one key in the order found), as one error
    /// that names them all. Checks across keys belong after it, on an object read whole.
    func finishCollecting() throws(ConfigError) {
        // A misspelt key that was named already (as what the object lacks) is not named twice.
        let all = problems + unknownKeys.filter { unknown in !problems.contains { $0.path == unknown.path } }
        let order = object.keys
        func position(_ problem: ConfigError) -> Int {
            guard problem.path.count > path.count else { return -1 }
            let rest = path.isEmpty ? Substring(problem.path) : problem.path.dropFirst(path.count + 1)
            let key = String(rest.prefix { $0 != "." && $0 != "[" })
            return order.firstIndex(of: key) ?? order.count
        }
        let sorted = all.enumerated().sorted { a, b in (position(a.element), a.offset) < (position(b.element), b.offset) }.map(\.element)
        if let error = ConfigError.naming(all: sorted) { throw error }
    }

    mutating func required<T>(_ key: String, _ decode: (JSONValue, String) throws(ConfigError) -> T) throws(ConfigError) -> T {
        guard let value = try optional(key, decode) else {
            throw ConfigError(path: keyPath(key), message: "is required")
        }
        return value
    }

    /// Rejects keys nobody asked for, naming them, the allowed key a typo most likely meant, and the keys that are allowed.
    func finish() throws(ConfigError) {
        if let first = unknownKeys.first { throw first }
    }

    /// An error for each key nobody read, in the object's order (`finish` throws the first).
    var unknownKeys: [ConfigError] {
        unreadKeys.map { key in
            // A guess is enough: two typos among a row's 24 keys made a message of 1,000 characters (trial 29).
            let guess = KeySpelling.guess(for: key, among: known)
            return ConfigError(path: keyPath(key), message: "unknown key" + (guess.isEmpty ? " (expected one of: \(known.joined(separator: ", ")))" : guess))
        }
    }

    /// The error for an object that has none of the `required` keys: a misspelt one among its
    /// unknown keys is named ("colums" says more than "needs columns"), else `message`.
    func missing(_ required: [String], _ message: String) -> ConfigError {
        for key in object.keys where !known.contains(key) {
            if let meant = KeySpelling.nearest(to: key, among: required) {
                return ConfigError(path: keyPath(key), message: "unknown key; did you mean \"\(meant)\"?")
            }
        }
        return ConfigError(path: path, message: message)
    }
}

/// Which key a misspelt one meant.
package enum KeySpelling {
    /// `; did you mean "columns"?` for a typo of a key (`nearest`), `; did you mean "trailing_text"
    /// or "trailing_image"?` for the start of longer keys, `; did you mean "from"?` for a key with
    /// a word added ("from_year"), or nothing.
    package static func guess(for key: String, among keys: [String]) -> String {
        var meant = nearest(to: key, among: keys).map { [$0] } ?? keys.filter { key.count >= 4 && $0.hasPrefix(key) }
        if meant.isEmpty { meant = keys.filter { key.hasPrefix($0 + "_") } }
        // A library user writes the Swift names in a config too: a property's
        // (`highlightFontSize`), or the API's word for a key (`title` for an item's `text`).
        if meant.isEmpty { meant = keys.filter { squashed($0) == squashed(key) } }
        if meant.isEmpty, let word = otherWords[key], keys.contains(word) { meant = [word] }
        // Trial 91 wrote an item's "enabled": false, and was shown every key but the one it meant.
        if meant.isEmpty, let opposite = opposites[key], keys.contains(opposite) {
            return "; did you mean \(opposite.quotedForMessage)? (its opposite: rows are enabled unless disabled)"
        }
        guard !meant.isEmpty else { return "" }
        return "; did you mean " + meant.map(\.quotedForMessage).joined(separator: " or ") + "?"
    }

    /// Keys written as the opposite of the one the config has.
    private static let opposites = ["enabled": "disabled", "enable": "disabled"]

    /// Keys written with another word for the one the config has: the data source's `title`,
    /// `detail`'s common name, a panel's `width` where a config gives its whole `size`.
    package static let otherWords = [
        "title": "text", "label": "text", "subtitle": "detail", "icon": "image",
        "textColor": "color", "highlightedTextColor": "highlight_color", "language": "lang",
        "width": "size", "height": "size", "resolution": "size",
    ]

    /// A key with its case and word breaks left out, and the Swift names' words for the config's:
    /// `highlightedFontPaths` is `highlight_font`, `leadingImagePath` is `leading_image`.
    private static func squashed(_ key: String) -> String {
        var squashed = String(key.lowercased().filter { $0 != "_" && $0 != "-" }).replacingEach("highlighted", with: "highlight")
        for ending in ["paths", "path"] where squashed.hasSuffix(ending) {
            squashed.removeLast(ending.count)
            break
        }
        return squashed
    }

    /// The key of `keys` closest to `key`, when it is close enough to be a typo: one edit
    /// (a letter left out, added, changed, or two swapped) for keys of up to five letters, two for
    /// longer: two of five letters made "bogus" a typo of "focus".
    /// Below three letters every other short key is one edit away: "c" is no typo of "a".
    /// Letters, not bytes, are compared: "Aout" is one edit from "août" (trial 26).
    package static func nearest(to key: String, among keys: [String]) -> String? {
        let typed = Array(key)
        guard typed.count >= 3 else { return nil }
        let allowed = typed.count <= 5 ? 1 : 2
        return keys.map { (key: $0, edits: edits(typed, Array($0))) }
            .filter { $0.edits <= allowed }
            .min { $0.edits < $1.edits }?.key
    }

    /// The choice `text` was meant as: the same but for letter case ("Enter" for "enter"), else a
    /// typo of one (`nearest`); nil for neither.
    package static func meantChoice(_ text: String, among choices: [String]) -> String? {
        choices.first { $0.lowercased() == text.lowercased() } ?? nearest(to: text.lowercased(), among: choices)
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// swaps of neighbours, each one edit.
    static func edits(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

/// Decoders for the value shapes configs use; each names what it expected.
enum Decode {
    static func bool(_ value: JSONValue, _ path: String) throws(ConfigError) -> Bool {
        guard case .bool(let b) = value else { throw ConfigError(path: path, message: "expected true or false, got \(value.kindDescription)") }
        return b
    }

    static func string(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        guard case .string(let s) = value else { throw ConfigError(path: path, message: "expected a string, got \(value.kindDescription)") }
        return s
    }

    static func nonEmptyString(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let s = try string(value, path)
        guard !s.isEmpty else { throw ConfigError(path: path, message: "expected a non-empty string") }
        return s
    }

    /// Text a row shows, no longer than `ItemConfig.maximumTextBytes`.
    static func rowText(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let s = try string(value, path)
        if let problem = ItemConfig.textProblem(s) { throw ConfigError(path: path, message: problem) }
        return s
    }

    static func nonEmptyRowText(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let s = try rowText(value, path)
        guard !s.isEmpty else { throw ConfigError(path: path, message: "expected a non-empty string") }
        return s
    }

    /// A path the service opens whatever the working folder is.
    static func absolutePath(_ value: JSONValue, _ path: String) throws(ConfigError) -> String {
        let s = try nonEmptyString(value, path)
        guard s.hasPrefix("/") else { throw ConfigError(path: path, message: "expected an absolute path, got \"\(s)\"") }
        return s
    }

    static func int(_ value: JSONValue, _ path: String) throws(ConfigError) -> Int {
        guard case .number(let n) = value, let i = n.int else {
            throw ConfigError(path: path, message: "expected a whole number, got \(value.kindDescription)")
        }
        return i
    }

    /// A whole number in `range`. One too large for an `Int` is outside it too, and is refused
    /// naming the range as a smaller one is.
    static func int(in range: ClosedRange<Int>) -> (JSONValue, String) throws(ConfigError) -> Int {
        { (value, path) throws(ConfigError) in
            if case .number(let n) = value, n.int == nil, let double = n.double, !(Double(range.lowerBound)...Double(range.upperBound)).contains(double) {
                throw ConfigError(path: path, message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(n.text)")
            }
            let i = try int(value, path)
            guard range.contains(i) else { throw ConfigError(path: path, message: "expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(i)") }
            return i
        }
    }

    static func fixed(_ value: JSONValue, _ path: String) throws(ConfigError) -> Fixed {
        guard case .number(let n) = value, let f = n.fixed else {
            throw ConfigError(path: path, message: "expected a number, got \(value.kindDescription)")
        }
        return f
    }

    /// A number in `range`; `exclusiveLower` rejects the lower bound itself. One too large for a
    /// `Fixed` (about ±1.4e14) is outside it too, and is refused naming the range as a smaller one
    /// is: `"dim": 1e999` said "expected a number, got the number 1e999", as if it were no number.
    static func fixed(in range: ClosedRange<Fixed>, exclusiveLower: Bool = false, exclusiveUpper: Bool = false)
        -> (JSONValue, String) throws(ConfigError) -> Fixed
    {
        { (value, path) throws(ConfigError) in
            let low = exclusiveLower ? "(" : "[", high = exclusiveUpper ? ")" : "]"
            let expected = "expected a number in \(low)\(range.lowerBound), \(range.upperBound)\(high)"
            if case .number(let n) = value, n.fixed == nil, let double = n.double, !double.isNaN, !(range.lowerBound.double...range.upperBound.double).contains(double) {
                throw ConfigError(path: path, message: "\(expected), got \(n.text)")
            }
            let f = try fixed(value, path)
            let aboveLower = exclusiveLower ? f > range.lowerBound : f >= range.lowerBound
            let belowUpper = exclusiveUpper ? f < range.upperBound : f <= range.upperBound
            guard aboveLower && belowUpper else { throw ConfigError(path: path, message: "\(expected), got \(f)") }
            return f
        }
    }

    static func array(_ value: JSONValue, _ path: String) throws(ConfigError) -> [JSONValue] {
        guard case .array(let a) = value else { throw ConfigError(path: path, message: "expected an array, got \(value.kindDescription)") }
        return a
    }

    /// Each element decoded with its index in the path (`columns[2]`); more than `limit` are
    /// refused, with `why`, before any is decoded.
    static func array<T>(atMost limit: (count: Int, what: String, why: String)? = nil,
                         of element: @escaping (JSONValue, String) throws(ConfigError) -> T) -> (JSONValue, String) throws(ConfigError) -> [T] {
        { (value, path) throws(ConfigError) in
            let elements = try array(value, path)
            if let limit, elements.count > limit.count {
                throw ConfigError(path: path, message: "\(elements.count.counted(limit.what)); at most \(limit.count) \(limit.why)")
            }
            return try collectingEach(elements.count, path: path) { (i) throws(ConfigError) in try element(elements[i], "\(path)[\(i)]") }
        }
    }

    /// `read` of each index from 0 to `count` of the array at `path`, each whatever the others
    /// throw, so that two columns' mistakes are named at once; up to `ConfigError.mostNamed` of
    /// them, as a list of thousands of bad rows needs no message of thousands, and then how many
    /// more entries are refused (trial 35: 10 of 5,000, and no word of the rest).
    static func collectingEach<T>(_ count: Int, path: String, _ read: (Int) throws(ConfigError) -> T) throws(ConfigError) -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        var problems: [ConfigError] = []
        var unnamed = 0
        for index in 0..<count {
            do throws(ConfigError) { result.append(try read(index)) } catch {
                if problems.count < ConfigError.mostNamed { problems += error.each } else { unnamed += 1 }
            }
        }
        if unnamed > 0 {
            let more = unnamed == 1 ? "1 more entry is" : "\(unnamed) more entries are"
            problems.append(ConfigError(path: path, message: "\(more) refused too (a message names the first \(ConfigError.mostNamed) mistakes)"))
        }
        if let error = ConfigError.naming(all: problems) { throw error }
        return result
    }

    /// One of a fixed set of strings, e.g. `"wheel"` or `"flat"`.
    static func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> (JSONValue, String) throws(ConfigError) -> T where T.RawValue == String {
        { (value, path) throws(ConfigError) in
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard case .string(let s) = value, let choice = T(rawValue: s) else {
                let meant = if case .string(let text) = value { KeySpelling.meantChoice(text, among: T.allCases.map(\.rawValue)) } else { String?.none }
                throw ConfigError(path: path, message: "expected \(names), got \(value.kindDescription)" + (meant.map { "; did you mean \($0.quotedForMessage)?" } ?? ""))
            }
            return choice
        }
    }

    /// A path or pattern, or an array of them (a font fallback chain).
    static func paths(_ value: JSONValue, _ path: String) throws(ConfigError) -> [String] {
        if case .string = value { return [try nonEmptyString(value, path)] }
        let list = try array(of: nonEmptyString)(value, path)
        guard !list.isEmpty else { throw ConfigError(path: path, message: "expected a font (path or fontconfig pattern) or a non-empty array of them") }
        return list
    }

    /// `"WxH"` (optionally `"WxH@Hz"` when `allowRate`) into its numbers.
    static func dimensions(_ text: String, _ path: String, allowRate: Bool) throws(ConfigError) -> (width: Int, height: Int, hz: Int?) {
        let shape = allowRate ? "\"WxH\" or \"WxH@Hz\"" : "\"WxH\""
        let atParts = text.split(separator: "@", omittingEmptySubsequences: false)
        let sizeParts = atParts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard sizeParts.count == 2, let w = Int(sizeParts[0]), let h = Int(sizeParts[1]),
              atParts.count == 1 || (allowRate && atParts.count == 2 && Int(atParts[1]) != nil)
        else {
            // "800x48O" read as a size: the letter O where a 0 was meant is named (trial 25).
            let stray = text.enumerated().first { !$0.element.isASCIIDigit && $0.element != "x" && !(allowRate && $0.element == "@") }
            let pointer = stray.map { "; \(String($0.element).quotedForMessage) (character \($0.offset + 1)) is no digit" + ("oO".contains($0.element) ? ": a 0 was meant?" : "") } ?? ""
            throw ConfigError(path: path, message: "expected \(shape), got \"\(text)\"" + pointer)
        }
        return (w, h, atParts.count == 2 ? Int(atParts[1]) : nil)
    }
}
