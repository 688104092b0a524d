/// Where and why a JSON text could not be parsed; `line` and `column` count from 1.
package struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var message: String
    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser over UTF-8 bytes (no comments, no trailing commas,
/// no duplicate keys), with a nesting limit so hostile input cannot exhaust the stack.
package struct JSONParser {
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// The UTF-8 byte order mark some editors put at the start of a file.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Parses exactly one JSON value; anything but white space after it is an error. A byte order
    /// mark is refused by name (RFC 8259 §8.1: a text is sent without one), where it said only
    /// "found byte 0xef", which no editor shows: every reader of a config file (run, SIGHUP,
    /// calibrate --write, render, simulate, mqtt) and of a socket line refuses it alike.
    package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        if bytes.starts(with: byteOrderMark) {
            throw parser.error("expected a value, found a UTF-8 byte order mark (EF BB BF) at the start; save the file (or send the line) without it")
        }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected \(parser.describeByte()) after the value") }
        return value
    }

    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONParseError {
        var line = 1, column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(line: line, column: column, message: message)
    }

    private func describeByte() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16))"
    }

    /// The error for a word without quotes where a value belongs (`not json`, `tru`): "expected
    /// 'null'" for a word that only began with n read as nonsense. A letter starts here.
    private func bareWord() -> JSONParseError {
        let word = bytes[index...].prefix { JSONParser.isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.prefix(32)
        return error("expected a value, found the word '\(String(decoding: word, as: UTF8.self))': text is written in quotes, "
                     + "and true, false and null are the only words without")
    }

    /// A comma after the last element, which JavaScript allows and JSON does not: "expected a
    /// value, found ']'" did not say which character to take out (trial 21).
    private func trailingComma(_ closing: String) -> JSONParseError {
        error("a comma before '\(closing)': JSON has none after the last \(closing == "]" ? "value" : "member"); take it out")
    }

    /// Text that is not UTF-8 (a Latin-1 "é" as one byte) names the encoding to save it in.
    private static let notUTF8 = "invalid UTF-8 in string: save the file (or send the line) as UTF-8"

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("expected a value, found end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw JSONParser.isLetter(bytes[index]) ? bareWord() : error("expected a value, found \(describeByte())")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONParseError) {
        let start = index
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                index = start
                throw bareWord()
            }
            index += 1
        }
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var object = JSONObject()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1; depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            if !object.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "}") { throw trailingComma("}") }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes, found \(describeByte())") }
            let keyStart = index
            let key = try parseString()
            if object[key] != nil {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(key)\", found \(describeByte())") }
            index += 1
            skipWhitespace()
            object[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated object: expected ',' or '}', found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; depth -= 1; return .object(object) }
            throw error("expected ',' or '}' in object, found \(describeByte())")
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1; depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if !elements.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw trailingComma("]") }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unterminated array: expected ',' or ']', found end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; depth -= 1; return .array(elements) }
            throw error("expected ',' or ']' in array, found \(describeByte())")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 { throw error("expected digits in number") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("numbers may not start with 0")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("expected digits in exponent") }
        }
        return JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, _ end: Int, into scalars: inout String.UnicodeScalarView) throws(JSONParseError) {
            guard end > runStart else { return }
            guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                throw parser.error(JSONParser.notUTF8)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // Most strings hold no escape: the run is the whole string, made once without a copy.
                if scalars.isEmpty {
                    guard let text = String(validating: bytes[runStart..<index], as: UTF8.self) else { throw error(JSONParser.notUTF8) }
                    index += 1
                    return text
                }
                try flushRun(self, index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character 0x\(String(byte, radix: 16)) in string (escape it)") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            try flushRun(self, index, into: &scalars)
            index += 1
            guard index < bytes.count else { throw error("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate \\u\(String(code, radix: 16))")
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate \\u\(String(code, radix: 16))") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid code point \\u\(String(code, radix: 16))") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape \\\(describeByte())")
            }
            runStart = index
        }
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected 4 hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { throw error("expected 4 hex digits after \\u") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
