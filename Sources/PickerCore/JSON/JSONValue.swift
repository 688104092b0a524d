/// A parsed JSON document. Objects keep their key order so that what the
/// picker writes back (state files, socket replies) is stable byte for byte.
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// The number's literal text, so integers and decimals convert exactly (see `JSONNumber`).
    case number(JSONNumber)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A word for error messages: "a string", "an object", ...
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): JSONNumber.nonFiniteWords.contains(n.text) ? n.text : "the number \(n.text)"
        case .string(let s): "the string " + (s.count > 40 ? String(s.prefix(40)) + "…" : s).quotedForMessage
        case .array: "an array"
        case .object: "an object"
        }
    }

    package static func int(_ value: Int) -> JSONValue { .number(JSONNumber(text: String(value))) }
    package static func fixed(_ value: Fixed) -> JSONValue { .number(JSONNumber(text: value.description)) }
}

/// A JSON number as written. Conversions are exact or fail; nothing goes through Double unless asked.
package struct JSONNumber: Equatable, Sendable {
    package var text: String
    package init(text: String) { self.text = text }

    /// A Swift `Double` (a host's answer): its decimal, or for NaN and the infinities a word that no
    /// rule reads as a number, so the error names it (`got nan`) rather than a null it never was.
    package init(_ value: Double) {
        text = value.isNaN ? "nan" : value.isInfinite ? (value < 0 ? "-infinity" : "infinity") : "\(value)"
    }

    /// The words `init(_:)` writes for values that are no JSON number.
    static let nonFiniteWords: Set<String> = ["nan", "infinity", "-infinity"]

    /// The value when it is a whole number that fits an `Int` (`3`, `3.0`, `3e2`).
    package var int: Int? {
        if let value = Int(text) { return value }
        guard let fixed = Fixed(decimal: Substring(text)), fixed.raw & 0xFFFF == 0 else { return nil }
        return fixed.floor
    }

    /// The nearest `Fixed`, parsed from the digits.
    package var fixed: Fixed? { Fixed(decimal: Substring(text)) }

    package var double: Double? { Double(text) }
}

/// A JSON object: its entries in document order, keys unique.
package struct JSONObject: Equatable, Sendable {
    package private(set) var entries: [(key: String, value: JSONValue)]

    package init() { entries = [] }
    package init(_ entries: [(String, JSONValue)]) {
        self.entries = []
        for (key, value) in entries { self[key] = value }
    }

    package var keys: [String] { entries.map(\.key) }
    package var isEmpty: Bool { entries.isEmpty }

    package subscript(key: String) -> JSONValue? {
        get { entries.first(where: { $0.key == key })?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
        }
    }

    package static func == (a: JSONObject, b: JSONObject) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}
