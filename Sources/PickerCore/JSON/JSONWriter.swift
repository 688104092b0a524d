extension JSONValue {
    /// Compact JSON on one line (what JSON Lines and state files want); object keys in their stored order.
    package var serialized: String {
        var out = ""
        JSONValue.write(self, into: &out)
        return out
    }

    /// JSON for a person to read and edit (a config file): one object entry a line, indented by two
    /// spaces a level; arrays of numbers, strings and literals stay on one line. Keys in their stored order.
    package var indented: String {
        var out = ""
        JSONValue.writeIndented(self, indent: "", into: &out)
        return out + "\n"
    }

    private static func writeIndented(_ value: JSONValue, indent: String, into out: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let object) where !object.isEmpty:
            out += "{\n"
            for (i, entry) in object.entries.enumerated() {
                out += inner
                writeString(entry.key, into: &out)
                out += ": "
                writeIndented(entry.value, indent: inner, into: &out)
                out += i + 1 < object.entries.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .array(let elements) where elements.contains(where: \.isContainer):
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += inner
                writeIndented(element, indent: inner, into: &out)
                out += i + 1 < elements.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .array(let elements):
            out += "[" + elements.map(\.serialized).joined(separator: ", ") + "]"
        default:
            write(value, into: &out)
        }
    }

    private var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n.text
        case .string(let s): writeString(s, into: &out)
        case .array(let elements):
            out += "["
            for (i, element) in elements.enumerated() {
                if i > 0 { out += "," }
                write(element, into: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out += "," }
                writeString(entry.key, into: &out)
                out += ":"
                write(entry.value, into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
