import Testing
import PickerCore

@Suite struct SavedStateTests {
    static let document = JSONObject([("columns", .array([.object(JSONObject([("id", .string("ssid")), ("items", .array([.string("home")]))]))]))])

    @Test(arguments: [nil, SavedStateTests.document])
    func aStateReadsBackAsItWasWritten(config: JSONObject?) throws {
        let state = SavedState(configFingerprint: "12-abc", config: config,
                               selection: [.init(columnID: "hour", value: "09"), .init(columnID: "ssid", value: "café \"2\"")])
        #expect(try SavedState.decode(state.encoded()) == state)
    }

    @Test func theSavedConfigCountsOnlyForTheConfigFileItWasMadeFrom() {
        let state = SavedState(configFingerprint: "12-abc", config: Self.document, selection: [])
        #expect(state.config(forFileFingerprint: "12-abc") == Self.document)
        #expect(state.config(forFileFingerprint: "13-abd") == nil, "an edited config file wins over socket changes made to the old one")
    }

    @Test(arguments: [
        ("", "not JSON"),
        ("[]", "expected an object"),
        (#"{"version":2,"config_fingerprint":"x","config":null,"selection":[]}"#, "version"),
        (#"{"version":1,"config":null,"selection":[]}"#, "config_fingerprint"),
        (#"{"version":1,"config_fingerprint":"x","config":[],"selection":[]}"#, "config: expected an object or null"),
        (#"{"version":1,"config_fingerprint":"x","config":null,"selection":[{"id":"a"}]}"#, "selection[0]"),
        (#"{"version":1,"config_fingerprint":"x","config":null,"selection":[],"extra":1}"#, "unknown key 'extra'"),
        (#"{"version":1,"config_fingerprint":"x","config":null,"selection":[{"id":"a","value":"b","row":3}]}"#, "selection[0]: unknown key 'row'"),
    ])
    func aPayloadThatIsNoStateIsRefusedNamingWhy(text: String, expected: String) {
        let error = #expect(throws: SavedStateError.self) { try SavedState.decode(Array(text.utf8)) }
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }
}
