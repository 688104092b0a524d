import PickerCore

/// JSON shown to a person: objects as indented `key: value` lines, arrays of
/// plain values on one line, strings without quotes.
enum ReadableJSON {
    static func format(_ value: JSONValue) -> String {
        lines(value, indent: "").joined(separator: "\n")
    }

    /// An event on one line: `selection_changed column=0 row=4 value=04`.
    static func formatEvent(_ event: JSONValue) -> String {
        guard case .object(let object) = event, case .string(let name)? = object["event"] else { return event.serialized }
        let fields = object.entries.filter { $0.key != "event" }.map { "\($0.key)=\(inline($0.value))" }
        return ([name] + fields).joined(separator: " ")
    }

    private static func lines(_ value: JSONValue, indent: String) -> [String] {
        switch value {
        case .object(let object):
            if object.isEmpty { return [indent + "(nothing)"] }
            return object.entries.flatMap { entry -> [String] in
                if isPlain(entry.value) { return ["\(indent)\(entry.key): \(inline(entry.value))"] }
                return ["\(indent)\(entry.key):"] + lines(entry.value, indent: indent + "  ")
            }
        case .array(let elements) where !elements.allSatisfy(isPlain):
            return elements.enumerated().flatMap { item -> [String] in
                ["\(indent)[\(item.offset)]"] + lines(item.element, indent: indent + "  ")
            }
        default:
            return [indent + inline(value)]
        }
    }

    private static func isPlain(_ value: JSONValue) -> Bool {
        switch value {
        case .object: false
        case .array(let elements): elements.allSatisfy { if case .object = $0 { false } else if case .array = $0 { false } else { true } }
        default: true
        }
    }

    private static func inline(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .array(let elements): elements.map(inline).joined(separator: ", ")
        default: value.serialized
        }
    }
}
