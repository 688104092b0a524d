import PickerCore

/// Decodes a request object's fields (its `ObjectReader` names any unknown one).
/// Errors name the command and field.
struct RequestFields {
    private var reader: ObjectReader
    /// Set once `cmd` is read, for messages like `select.row: ...`.
    var command = "request"

    init(_ object: JSONObject) {
        reader = ObjectReader(object: object, known: ["id", "cmd"])
    }

    /// A decoder: `convert` gives nil for a value of the wrong type (`wrong_type`); `problem` says what is
    /// wrong with a converted value that is not allowed (`invalid_value`); `expected` describes the right one.
    struct Decoder<T>: Sendable {
        let expected: String
        let convert: @Sendable (JSONValue) -> T?
        var problem: @Sendable (T) -> String? = { _ in nil }
    }

    mutating func optional<T>(_ key: String, _ decoder: Decoder<T>) throws(ControlError) -> T? {
        guard let value = reader.take(key) else { return nil }
        guard let converted = decoder.convert(value) else {
            throw ControlError(.wrongType, "\(command).\(key): expected \(decoder.expected), got \(value.kindDescription)")
        }
        if let problem = decoder.problem(converted) { throw invalid(key, problem) }
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
        if let (key, guess) = reader.unknownKey {
            let expected = reader.known.map { "\"\($0)\"" }.joined(separator: ", ")
            throw ControlError(.unknownField, "\(command): unknown field \"\(key)\"\(guess) (expected \(expected))")
        }
    }

    static let string = Decoder<String>(expected: "a string", convert: { if case .string(let s) = $0 { s } else { nil } })
    static let bool = Decoder<Bool>(expected: "true or false", convert: { if case .bool(let b) = $0 { b } else { nil } })
    /// A whole number is the right type; a negative one is the wrong value.
    static let index = Decoder<Int>(expected: "a whole number from 0", convert: { value in
        guard case .number(let number) = value else { return nil }
        return number.int
    }, problem: { $0 < 0 ? "must be 0 or more, got \($0)" : nil })
    static let column = Decoder<ColumnReference>(expected: "a column index from 0 or a column id", convert: { value in
        if case .string(let id) = value { return .id(id) }
        return index.convert(value).map(ColumnReference.index)
    }, problem: { if case .index(let i) = $0 { index.problem(i) } else { nil } })
    static let object = Decoder<JSONObject>(expected: "an object", convert: { if case .object(let o) = $0 { o } else { nil } })
    static let objects = Decoder<[JSONObject]>(expected: "an array of column objects", convert: { value in
        guard case .array(let elements) = value else { return nil }
        let objects = elements.compactMap { object.convert($0) }
        return objects.count == elements.count ? objects : nil
    })
    static let strings = Decoder<[String]>(expected: "an array of strings", convert: { value in
        guard case .array(let elements) = value else { return nil }
        let strings = elements.compactMap { string.convert($0) }
        return strings.count == elements.count ? strings : nil
    })
    static let items = Decoder<[JSONValue]>(expected: "an array of items (strings or {\"text\": ...} objects)", convert: { value in
        guard case .array(let elements) = value,
              elements.allSatisfy({ if case .string = $0 { true } else if case .object = $0 { true } else { false } })
        else { return nil }
        return elements
    })
}
