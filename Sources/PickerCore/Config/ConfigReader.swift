/// Reads one JSON object of the config, remembering which keys were read so
/// that `finish()` can reject the unknown ones by name.
struct ObjectReader {
    let path: String
    let object: JSONObject
    private var known: [String] = []

    init(_ value: JSONValue, path: String) throws(ConfigError) {
        guard case .object(let object) = value else {
            throw ConfigError(path: path, message: "expected an object, got \(value.kindDescription)")
        }
        self.path = path
        self.object = object
    }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { object[key] != nil }

    /// The value at `key` decoded by `decode`, or nil when the key is absent.
    mutating func optional<T>(_ key: String, _ decode: (JSONValue, String) throws(ConfigError) -> T) throws(ConfigError) -> T? {
        known.append(key)
        guard let value = object[key] else { return nil }
        return try decode(value, keyPath(key))
    }

    mutating func required<T>(_ key: String, _ decode: (JSONValue, String) throws(ConfigError) -> T) throws(ConfigError) -> T {
        guard let value = try optional(key, decode) else {
            throw ConfigError(path: keyPath(key), message: "is required")
        }
        return value
    }

    /// Rejects keys nobody asked for, naming them and the keys that are allowed.
    func finish() throws(ConfigError) {
        for key in object.keys where !known.contains(key) {
            throw ConfigError(path: keyPath(key), message: "unknown key (expected one of: \(known.joined(separator: ", ")))")
        }
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

    static func int(_ value: JSONValue, _ path: String) throws(ConfigError) -> Int {
        guard case .number(let n) = value, let i = n.int else {
            throw ConfigError(path: path, message: "expected a whole number, got \(value.kindDescription)")
        }
        return i
    }

    static func int(in range: ClosedRange<Int>) -> (JSONValue, String) throws(ConfigError) -> Int {
        { (value, path) throws(ConfigError) in
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

    /// A number in `range`; `exclusiveLower` rejects the lower bound itself.
    static func fixed(in range: ClosedRange<Fixed>, exclusiveLower: Bool = false, exclusiveUpper: Bool = false)
        -> (JSONValue, String) throws(ConfigError) -> Fixed
    {
        { (value, path) throws(ConfigError) in
            let f = try fixed(value, path)
            let aboveLower = exclusiveLower ? f > range.lowerBound : f >= range.lowerBound
            let belowUpper = exclusiveUpper ? f < range.upperBound : f <= range.upperBound
            guard aboveLower && belowUpper else {
                let low = exclusiveLower ? "(" : "[", high = exclusiveUpper ? ")" : "]"
                throw ConfigError(path: path, message: "expected a number in \(low)\(range.lowerBound), \(range.upperBound)\(high), got \(f)")
            }
            return f
        }
    }

    static func array(_ value: JSONValue, _ path: String) throws(ConfigError) -> [JSONValue] {
        guard case .array(let a) = value else { throw ConfigError(path: path, message: "expected an array, got \(value.kindDescription)") }
        return a
    }

    /// Each element decoded with its index in the path (`columns[2]`).
    static func array<T>(of element: @escaping (JSONValue, String) throws(ConfigError) -> T) -> (JSONValue, String) throws(ConfigError) -> [T] {
        { (value, path) throws(ConfigError) in
            var result: [T] = []
            for (i, item) in try array(value, path).enumerated() {
                result.append(try element(item, "\(path)[\(i)]"))
            }
            return result
        }
    }

    /// One of a fixed set of strings, e.g. `"wheel"` or `"flat"`.
    static func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> (JSONValue, String) throws(ConfigError) -> T where T.RawValue == String {
        { (value, path) throws(ConfigError) in
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard case .string(let s) = value, let choice = T(rawValue: s) else {
                throw ConfigError(path: path, message: "expected \(names), got \(value.kindDescription)")
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
        else { throw ConfigError(path: path, message: "expected \(shape), got \"\(text)\"") }
        return (w, h, atParts.count == 2 ? Int(atParts[1]) : nil)
    }
}
