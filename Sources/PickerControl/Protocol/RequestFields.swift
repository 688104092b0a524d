import PickerCore

/// Reads a request object's fields, remembering which were read so that
/// `finish()` can name any unknown one. Errors name the command and field.
struct RequestFields {
    private let object: JSONObject
    private var known: [String] = ["id", "cmd"]
    /// Set once `cmd` is read, for messages like `select.row: ...`.
    var command = "request"

    init(_ object: JSONObject) {
        self.object = object
    }

    /// A decoder: the value converted, or nil when it has the wrong type; `expected` describes the right one.
    typealias Decoder<T> = (expected: String, convert: @Sendable (JSONValue) -> T?)

    mutating func optional<T>(_ key: String, _ decoder: Decoder<T>) throws(ControlError) -> T? {
        known.append(key)
        guard let value = object[key] else { return nil }
        guard let converted = decoder.convert(value) else {
            throw ControlError(.wrongType, "\(command).\(key): expected \(decoder.expected), got \(value.kindDescription)")
        }
        return converted
    }

    mutating func require<T>(_ key: String, _ decoder: Decoder<T>) throws(ControlError) -> T {
        guard let value = try optional(key, decoder) else {
            throw ControlError(.missingField, "\(command): missing \"\(key)\" (\(decoder.expected))")
        }
        return value
    }

    func invalid(_ key: String, _ problem: String) -> ControlError {
        ControlError(.invalidValue, "\(command).\(key) \(problem)")
    }

    func finish() throws(ControlError) {
        for key in object.keys where !known.contains(key) {
            throw ControlError(.unknownField, "\(command): unknown field \"\(key)\" (expected \(known.map { "\"\($0)\"" }.joined(separator: ", ")))")
        }
    }

    static let string: Decoder<String> = ("a string", { if case .string(let s) = $0 { s } else { nil } })
    static let bool: Decoder<Bool> = ("true or false", { if case .bool(let b) = $0 { b } else { nil } })
    static let index: Decoder<Int> = ("a whole number from 0", { value in
        guard case .number(let number) = value, let int = number.int, int >= 0 else { return nil }
        return int
    })
    static let column: Decoder<ColumnReference> = ("a column index from 0 or a column id", { value in
        if case .string(let id) = value { return .id(id) }
        return index.convert(value).map(ColumnReference.index)
    })
    static let object: Decoder<JSONObject> = ("an object", { if case .object(let o) = $0 { o } else { nil } })
    static let objects: Decoder<[JSONObject]> = ("an array of column objects", { value in
        guard case .array(let elements) = value else { return nil }
        let objects = elements.compactMap { object.convert($0) }
        return objects.count == elements.count ? objects : nil
    })
    static let strings: Decoder<[String]> = ("an array of strings", { value in
        guard case .array(let elements) = value else { return nil }
        let strings = elements.compactMap { string.convert($0) }
        return strings.count == elements.count ? strings : nil
    })
    static let items: Decoder<[JSONValue]> = ("an array of items (strings or {\"text\": ...} objects)", { value in
        guard case .array(let elements) = value,
              elements.allSatisfy({ if case .string = $0 { true } else if case .object = $0 { true } else { false } })
        else { return nil }
        return elements
    })
}
