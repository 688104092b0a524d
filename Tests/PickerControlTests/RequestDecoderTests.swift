import PickerCore
import Testing
@testable import PickerControl

@Suite struct RequestDecoderTests {
    static func object(_ text: String) -> JSONObject {
        guard case .object(let object) = try? JSONParser.parse(text) else { return JSONObject() }
        return object
    }

    static let valid: [(String, ControlCommand)] = [
        (#"{"id":1,"cmd":"ping"}"#, .ping),
        (#"{"id":1,"cmd":"version"}"#, .version),
        (#"{"id":1,"cmd":"get_state"}"#, .picker(.getState)),
        (#"{"id":1,"cmd":"get_selection"}"#, .picker(.getSelection)),
        (#"{"id":1,"cmd":"select","column":0,"row":5}"#, .picker(.select(column: .index(0), row: .index(5), animated: true))),
        (#"{"id":1,"cmd":"select","column":"hour","value":"09","animated":false}"#,
         .picker(.select(column: .id("hour"), row: .value("09"), animated: false))),
        (#"{"id":1,"cmd":"select","column":1.0,"row":2e0}"#, .picker(.select(column: .index(1), row: .index(2), animated: true))),
        (#"{"id":1,"cmd":"set_columns","columns":[{"items":["a"]}]}"#,
         .picker(.setColumns(section: 0, columns: [.object(object(#"{"items":["a"]}"#))]))),
        (#"{"id":1,"cmd":"set_columns","section":1,"columns":[{"range":{"from":0,"to":3}}]}"#,
         .picker(.setColumns(section: 1, columns: [.object(object(#"{"range":{"from":0,"to":3}}"#))]))),
        (#"{"id":1,"cmd":"set_items","column":"ssid","items":["home",{"text":"cafe","value":"c"}]}"#,
         .picker(.setItems(column: .id("ssid"), items: [.string("home"), .object(object(#"{"text":"cafe","value":"c"}"#))]))),
        (##"{"id":1,"cmd":"set_theme","theme":{"tint":"#ff0000"}}"##, .picker(.setTheme(object(##"{"tint":"#ff0000"}"##)))),
        (#"{"id":1,"cmd":"load_config","config":{"columns":[{"items":["x"]}]}}"#,
         .picker(.loadConfig(object(#"{"columns":[{"items":["x"]}]}"#)))),
        (#"{"id":1,"cmd":"confirm"}"#, .picker(.confirm)),
        (#"{"id":1,"cmd":"set_enabled","enabled":false}"#, .picker(.setEnabled(false))),
        (#"{"id":1,"cmd":"subscribe"}"#, .subscribe(Set(ControlEventKind.allCases))),
        (#"{"id":1,"cmd":"subscribe","events":["tapped","confirmed"]}"#, .subscribe([.tapped, .confirmed])),
        (#"{"id":1,"cmd":"subscribe","events":[]}"#, .subscribe([])),
        (#"{"id":1,"cmd":"screenshot","path":"/tmp/x.png"}"#, .picker(.screenshot(.file("/tmp/x.png")))),
        (#"{"id":1,"cmd":"screenshot"}"#, .picker(.screenshot(.inline))),
        (#"{"id":1,"cmd":"calibrate"}"#, .picker(.calibrate(points: .five, timeoutS: 120))),
        (#"{"id":1,"cmd":"calibrate","points":9,"timeout_s":30}"#, .picker(.calibrate(points: .nine, timeoutS: 30))),
    ]

    @Test(arguments: valid)
    func everyCommandParsesIntoItsTypedForm(line: String, command: ControlCommand) throws {
        let request = try RequestDecoder.decode(Array(line.utf8)).get()
        #expect(request == ControlRequest(id: .int(1), command: command))
    }

    @Test(arguments: [#""abc""#, "7", "-1.5"])
    func theIdIsRepeatedExactlyAsSent(id: String) throws {
        let request = try RequestDecoder.decode(Array(#"{"id":\#(id),"cmd":"ping"}"#.utf8)).get()
        #expect(request.id.serialized == id)
    }

    static let invalid: [(String, [UInt8], ControlError.Code, String, String)] = [
        ("binary garbage", [0xFF, 0xFE, 0x00, 0x13], .notText, "null", "byte 0xff at byte 1"),
        ("a NUL byte", Array(#"{"id":1,"cmd":"ping"}"#.utf8) + [0], .notText, "null", "NUL byte at byte 22"),
        ("truncated JSON", Array(#"{"id":1,"cmd":"pi"#.utf8), .invalidJSON, "null", "column 18: unterminated string"),
        ("not JSON at all", Array("hello".utf8), .invalidJSON, "null", "column 1"),
        ("an array", Array("[1,2]".utf8), .invalidRequest, "null", "got an array"),
        ("no id", Array(#"{"cmd":"ping"}"#.utf8), .missingField, "null", "missing \"id\""),
        ("an object id", Array(#"{"id":{},"cmd":"ping"}"#.utf8), .invalidRequest, "null", "\"id\" must be a string or a number"),
        ("no cmd", Array(#"{"id":2}"#.utf8), .missingField, "2", "missing \"cmd\""),
        ("a numeric cmd", Array(#"{"id":2,"cmd":3}"#.utf8), .wrongType, "2", "request.cmd: expected a string, got the number 3"),
        ("an unknown command", Array(#"{"id":"a","cmd":"explode"}"#.utf8), .unknownCommand, "\"a\"", "unknown command \"explode\""),
        ("an unknown field", Array(#"{"id":2,"cmd":"ping","extra":1}"#.utf8), .unknownField, "2", "ping: unknown field \"extra\" (expected \"id\", \"cmd\")"),
        ("a misspelt field", Array(#"{"id":2,"cmd":"screenshot","paht":"a.png"}"#.utf8), .unknownField, "2", "screenshot: unknown field \"paht\"; did you mean \"path\"?"),
        ("select without a column", Array(#"{"id":2,"cmd":"select","row":1}"#.utf8), .missingField, "2", "select: missing \"column\""),
        ("select without a row", Array(#"{"id":2,"cmd":"select","column":0}"#.utf8), .missingField, "2", "missing \"row\""),
        ("select with row and value", Array(#"{"id":2,"cmd":"select","column":0,"row":1,"value":"x"}"#.utf8), .invalidValue, "2", "not both"),
        ("a string row", Array(#"{"id":2,"cmd":"select","column":0,"row":"5"}"#.utf8), .wrongType, "2", "select.row: expected a whole number from 0, got the string \"5\""),
        ("a negative row", Array(#"{"id":2,"cmd":"select","column":0,"row":-1}"#.utf8), .invalidValue, "2", "select.row must be 0 or more, got -1"),
        ("a negative column", Array(#"{"id":2,"cmd":"select","column":-3,"row":1}"#.utf8), .invalidValue, "2", "select.column must be 0 or more, got -3"),
        ("a fractional row", Array(#"{"id":2,"cmd":"select","column":0,"row":1.5}"#.utf8), .wrongType, "2", "select.row: expected a whole number from 0"),
        ("a fractional column", Array(#"{"id":2,"cmd":"select","column":0.5,"row":1}"#.utf8), .wrongType, "2", "select.column"),
        ("a string animated", Array(#"{"id":2,"cmd":"select","column":0,"row":1,"animated":"yes"}"#.utf8), .wrongType, "2", "select.animated: expected true or false"),
        ("items not an array", Array(#"{"id":2,"cmd":"set_items","column":0,"items":"a"}"#.utf8), .wrongType, "2", "set_items.items"),
        ("a numeric item", Array(#"{"id":2,"cmd":"set_items","column":0,"items":["a",3]}"#.utf8), .wrongType, "2", "set_items.items"),
        ("no items", Array(#"{"id":2,"cmd":"set_items","column":0,"items":[]}"#.utf8), .invalidValue, "2", "at least one item"),
        ("columns of strings", Array(#"{"id":2,"cmd":"set_columns","columns":["a"]}"#.utf8), .wrongType, "2", "set_columns.columns"),
        ("a theme string", Array(#"{"id":2,"cmd":"set_theme","theme":"dark"}"#.utf8), .wrongType, "2", "set_theme.theme: expected an object"),
        ("no config", Array(#"{"id":2,"cmd":"load_config"}"#.utf8), .missingField, "2", "load_config: missing \"config\""),
        ("an unknown event", Array(#"{"id":2,"cmd":"subscribe","events":["clicked"]}"#.utf8), .invalidValue, "2", "\"clicked\", which is not an event"),
        ("an empty screenshot path", Array(#"{"id":2,"cmd":"screenshot","path":""}"#.utf8), .invalidValue, "2", "screenshot.path must be an absolute path ending in .png"),
        ("a relative screenshot path", Array(#"{"id":2,"cmd":"screenshot","path":"shot.png"}"#.utf8), .invalidValue, "2", "got \"shot.png\""),
        ("seven targets", Array(#"{"id":2,"cmd":"calibrate","points":7}"#.utf8), .invalidValue, "2", "calibrate.points must be 5 or 9, got 7"),
        ("a zero calibration timeout", Array(#"{"id":2,"cmd":"calibrate","timeout_s":0}"#.utf8), .invalidValue, "2", "calibrate.timeout_s must be 1 to 3600 seconds"),
        ("a screenshot over the state", Array(#"{"id":2,"cmd":"screenshot","path":"/var/lib/panel-picker/state"}"#.utf8), .invalidValue, "2", "ending in .png"),
    ]

    @Test(arguments: invalid)
    func badLinesGetACodeAndAMessageNamingTheProblem(name: String, line: [UInt8], code: ControlError.Code, id: String, message: String) {
        guard case .failure(let failure) = RequestDecoder.decode(line) else {
            Issue.record("\(name) was accepted")
            return
        }
        #expect(failure.error.code == code, "\(name)")
        #expect(failure.id.serialized == id, "\(name)")
        #expect(failure.error.message.contains(message), "\(name): \(failure.error.message)")
    }
}

@Suite struct ControlMessageTests {
    @Test func repliesAndEventsAreOneCompactLine() {
        #expect(String(decoding: ControlMessage.reply(id: .int(3), .success(.object(JSONObject([("pong", .bool(true))])))), as: UTF8.self)
            == "{\"id\":3,\"ok\":true,\"result\":{\"pong\":true}}\n")
        #expect(String(decoding: ControlMessage.reply(id: .null, .failure(ControlError(.invalidJSON, "bad"))), as: UTF8.self)
            == "{\"id\":null,\"ok\":false,\"error\":{\"code\":\"invalid_json\",\"message\":\"bad\"}}\n")
        #expect(String(decoding: ControlMessage.event(ControlEvent(.selectionChanged, JSONObject([("column", .int(0)), ("row", .int(9))]))), as: UTF8.self)
            == "{\"event\":\"selection_changed\",\"column\":0,\"row\":9}\n")
    }

    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")])
    func base64MatchesRFC4648(plain: String, encoded: String) {
        #expect(Base64.encode(Array(plain.utf8)) == encoded)
        #expect(Base64.decode(encoded) == Array(plain.utf8))
    }

    @Test(arguments: ["Zm9", "Zm9v!", "Z===", "Zg==Zg=="])
    func malformedBase64IsRejected(text: String) {
        #expect(Base64.decode(text) == nil)
    }
}

@Suite struct ControlEventTests {
    static let model: PickerModel? = {
        guard let config = try? PickerConfig.parse(Array(#"{"columns":[{"id":"hour","range":{"from":0,"to":23,"format":"%02d"},"infinite":true,"selected":9},{"items":["am","pm"]}]}"#.utf8), directory: "") else { return nil }
        return try? PickerModel(config: config)
    }()

    @Test(arguments: [
        (PickerEvent.selectionChanged(column: 0, row: 9), #"{"event":"selection_changed","column":0,"id":"hour","row":9,"value":"09"}"#),
        (.highlightChanged(column: 1, row: 1), #"{"event":"highlight_changed","column":1,"id":"c1","row":1,"value":"pm"}"#),
        (.tapped(column: 0, row: 25), #"{"event":"tapped","column":0,"id":"hour","row":1,"value":"01"}"#),
        (.disabledRowTapped(column: 1, row: 0), #"{"event":"disabled_row_tapped","column":1,"id":"c1","row":0,"value":"am"}"#),
        (.confirmed, #"{"event":"confirmed","selection":[{"column":0,"id":"hour","row":9,"value":"09"},{"column":1,"id":"c1","row":0,"value":"am"}]}"#),
        (.cancelled, #"{"event":"cancelled"}"#),
    ])
    func pickerEventsBecomeSubscriberLinesWithTheColumnIdAndValue(event: PickerEvent, line: String) throws {
        let model = try #require(Self.model)
        #expect(String(decoding: ControlMessage.event(ControlEvent(event, model: model)), as: UTF8.self) == line + "\n")
    }

    @Test func everyPickerEventNameIsASubscribableEvent() {
        let events: [PickerEvent] = [.selectionChanged(column: 0, row: 0), .highlightChanged(column: 0, row: 0), .tapped(column: 0, row: 0),
                                     .disabledRowTapped(column: 0, row: 0), .confirmed, .cancelled]
        // Beside the picker's events, the kiosk's own (how a socket `calibrate` ended, what it says) and the panel's (power_changed).
        #expect(Set(events.map(\.name)).union(["calibrated", "calibration_cancelled", "power_changed", "speech_started", "speech_ended"]) == Set(ControlEventKind.allCases.map(\.rawValue)))
    }
}

@Suite struct RequestDecoderRobustnessTests {
    /// xorshift64*: the same sequence every run, so a failure replays.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
    }

    /// Valid requests with bytes flipped, cut, duplicated and replaced: every one
    /// decodes or fails with a code, and none traps.
    @Test func mutatedRequestsNeverTrapAndAlwaysGetACode() {
        var random = SeededGenerator(state: 0x5EED_C0DE)
        let seeds = RequestDecoderTests.valid.map { Array($0.0.utf8) } + [
            Array(#"{"id":1e400,"cmd":"select","column":1e30,"row":-0,"value":"\ud800"}"#.utf8),
            Array(#"{"id":1,"cmd":"set_items","column":99999999999999999999,"items":[[[[[]]]]]}"#.utf8),
        ]
        var failures = 0
        for round in 0..<20_000 {
            var line = seeds[round % seeds.count]
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Int.random(in: 0..<max(line.count, 1), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !line.isEmpty: line[position] = UInt8.random(in: 0...255, using: &random)
                case 1: line = Array(line.prefix(position))
                case 2 where !line.isEmpty: line.insert(contentsOf: line[position...].prefix(8), at: position)
                default: line.insert([UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\""), UInt8(ascii: "9")][position % 4], at: position)
                }
            }
            if case .failure(let failure) = RequestDecoder.decode(line) {
                failures += 1
                #expect(!failure.error.message.isEmpty)
            }
        }
        #expect(failures > 10_000, "most mutations break the request")
    }
}
