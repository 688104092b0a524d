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
}
