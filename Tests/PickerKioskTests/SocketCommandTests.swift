import PickerControl
import PickerCore
import Testing

/// Socket commands as the kiosk's handler answers them.
@Suite struct SocketCommandTests {
    func refusal(_ result: ControlResult) -> ControlError? {
        if case .failure(let error) = result { error } else { nil }
    }

    @Test func aValueNoRowHasIsRefusedNamingTheColumnAndTheValue() throws {
        let fixture = try KioskFixture()
        let error = try #require(refusal(fixture.perform(.select(column: .id("ssid"), row: .value("nope"), animated: false))))
        #expect(error.code == .notFound)
        #expect(error.message == #"column 1 "ssid" has no row with value "nope""#)
    }

    @Test func aRowTextLongerThanTheLimitIsRefusedAndNothingChanges() throws {
        let fixture = try KioskFixture()
        let long = String(repeating: "x", count: ItemConfig.maximumTextBytes + 1)
        let error = try #require(refusal(fixture.perform(.setItems(column: .id("ssid"), items: [.string("home"), .string(long)]))))
        #expect(error.code == .invalidConfig)
        #expect(error.message.contains("items[1]: is 1025 bytes of UTF-8; a row's text may hold at most 1024"), "\(error.message)")
        #expect(fixture.kiosk.picker.rowCount(inColumn: 1) == 3)
        let longest = String(repeating: "é", count: ItemConfig.maximumTextBytes / 2)
        guard case .success = fixture.perform(.setItems(column: .id("ssid"), items: [.string(longest)])) else {
            Issue.record("a text of exactly the limit was refused")
            return
        }
    }

    /// Items that all sold out are taken (trial 98); a client's confirm then confirms nothing,
    /// and hears why instead of a selection it could not have.
    @Test func aConfirmOfAColumnWithNothingToChooseIsRefusedSayingWhy() throws {
        let fixture = try KioskFixture()
        let soldOut: [JSONValue] = ["home", "office", "cafe"].map { .object(JSONObject([("text", .string($0)), ("disabled", .bool(true))])) }
        guard case .success = fixture.perform(.setItems(column: .id("ssid"), items: soldOut)) else {
            Issue.record("items all disabled were refused")
            return
        }
        try fixture.turn()
        let error = try #require(refusal(fixture.perform(.confirm)))
        #expect(error.code == .failed)
        #expect(error.message == #"nothing to confirm: column 1 "ssid" has no row to choose, every row is disabled"#)
    }

    /// A client's confirm during a fling catches the wheel, as Enter and `confirm()` do (trials 104
    /// and 105): it confirms nothing a user has not seen, and the client hears why.
    @Test func aConfirmDuringAFlingIsRefusedSayingWhy() throws {
        let fixture = try KioskFixture()
        let start = fixture.clock.nowUs
        fixture.kiosk.picker.send(.touch(.down, finger: 0, x: 80, y: 220), atUs: start)
        for step in 1...5 { fixture.kiosk.picker.send(.touch(.move, finger: 0, x: 80, y: Double(220 - 30 * step)), atUs: start + Int64(step) * 16_000) }
        fixture.kiosk.picker.send(.touch(.up, finger: 0, x: 80, y: 70), atUs: start + 80_000)
        fixture.clock.nowUs = start + 130_000
        try fixture.turn()
        let error = try #require(refusal(fixture.perform(.confirm)))
        #expect(error.code == .failed)
        #expect(error.message.hasPrefix(#"nothing confirmed: column 0 "hour" was still gliding from a fling"#), "\(error.message)")
        fixture.clock.nowUs += 2_000_000
        try fixture.turn()
        guard case .success = fixture.perform(.confirm) else {
            Issue.record("the confirm after the wheel stopped was refused")
            return
        }
    }
}
