import PickerCore
import Testing

/// Text a user gave, quoted in an error, cannot forge a log line or turn the line around.
@Suite struct QuotedTextTests {
    @Test(arguments: [
        ("Home", #""Home""#),
        ("two\nlines", #""two\u{a}lines""#),
        ("\u{202E}evil", #""\u{202e}evil""#),
        ("tab\there", #""tab\u{9}here""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("Ümlaut ☕", #""Ümlaut ☕""#),
    ])
    func controlsAreWrittenOutAndTheRestShown(text: String, quoted: String) {
        #expect(text.quotedForMessage == quoted)
    }

    @Test func aConfigErrorQuotesTheValueSo() throws {
        let error = #expect(throws: ConfigError.self) { try parseConfig(#"{"columns": [{"items": ["a\u202Eb", "a\u202Eb"]}]}"#) }
        #expect(error?.message.hasPrefix(#""a\u{202e}b" is items[0]'s value too"#) == true, "\(error?.message ?? "")")
    }
}
