import Testing
@testable import PickerCore

@Suite struct JSONParserTests {
    @Test func parsesNestedDocumentKeepingKeyOrder() throws {
        let value = try JSONParser.parse(#"{"b": [1, -2.5e3, true, null], "a": {"s": "x\u00e9\ud83d\ude00\n"}}"#)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == .array([.int(1), .number(JSONNumber(text: "-2.5e3")), .bool(true), .null]))
        #expect(object["a"] == .object(JSONObject([("s", .string("xé😀\n"))])))
    }

    @Test func serializedOutputParsesBackToTheSameValue() throws {
        let text = #"{"id":7,"cmd":"select","args":["q\"uote","tab\t",[],{}],"f":0.998}"#
        let value = try JSONParser.parse(text)
        #expect(value.serialized == text)
        #expect(try JSONParser.parse(value.serialized) == value)
    }

    @Test(arguments: [
        ("", 1, 1, "expected a value, found end of input"),
        // Trial 21 (issue 31): "expected a value, found ']'" did not say the comma was the fault.
        ("{\"a\":1,}", 1, 8, "a comma before '}': JSON has none after the last member; take it out"),
        ("[1, 2,\n ]", 2, 2, "a comma before ']': JSON has none after the last value; take it out"),
        ("{,}", 1, 2, "expected a key in quotes, found ','"),
        ("[1 2]", 1, 4, "expected ',' or ']' in array, found '2'"),
        ("{\"a\":1,\"a\":2}", 1, 8, "duplicate key \"a\""),
        ("01", 1, 1, "numbers may not start with 0"),
        ("\"abc", 1, 5, "unterminated string"),
        ("{\n  \"x\": tru }", 2, 8, "expected a value, found the word 'tru': text is written in quotes, and true, false and null are the only words without"),
        // Trial 7 (issue 31): "expected 'null'" for a word that only began with n.
        ("not json", 1, 1, "expected a value, found the word 'not': text is written in quotes, and true, false and null are the only words without"),
        ("[yes]", 1, 2, "expected a value, found the word 'yes': text is written in quotes, and true, false and null are the only words without"),
        ("\"\\ud800\"", 1, 8, "unpaired surrogate \\ud800"),
        ("[1] x", 1, 5, "unexpected 'x' after the value"),
        ("\"\u{01}\"", 1, 2, "control character 0x1 in string (escape it)"),
        // A new user's trial: a config saved "UTF-8 with BOM" said "found byte 0xef".
        ("\u{FEFF}{\"size\": \"320x240\"}", 1, 1, "expected a value, found a UTF-8 byte order mark (EF BB BF) at the start; save the file (or send the line) without it"),
        ("\u{FEFF}", 1, 1, "expected a value, found a UTF-8 byte order mark (EF BB BF) at the start; save the file (or send the line) without it"),
    ])
    func malformedTextIsRejectedWithPosition(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONParseError(line: line, column: column, message: message)) { try JSONParser.parse(text) }
    }

    /// Trial 21 (issue 31): a Latin-1 file was told only "invalid UTF-8 in string".
    @Test func invalidUTF8IsRejectedSayingHowToSaveIt() {
        #expect(throws: JSONParseError(line: 1, column: 6, message: "invalid UTF-8 in string: save the file (or send the line) as UTF-8")) {
            try JSONParser.parse([0x22, 0x63, 0x61, 0x66, 0xE9, 0x22])
        }
    }

    @Test func deepNestingIsRejectedNotCrashing() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test(arguments: [("3", 3), ("3.0", 3), ("3e2", 300), ("-0", 0)])
    func wholeNumbersConvertToInt(text: String, value: Int) {
        #expect(JSONNumber(text: text).int == value)
    }

    @Test func fractionalNumberIsNotAnInt() {
        #expect(JSONNumber(text: "3.5").int == nil)
    }
}
