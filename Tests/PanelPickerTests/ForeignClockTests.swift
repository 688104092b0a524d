import PanelPicker
import Testing

/// Trial 118 passed `gettimeofday`'s microseconds to a picker on `CLOCK_MONOTONIC`: its 45 s
/// countdown ran out at each input, and nothing said why.
@Suite struct ForeignClockTests {
    final class Lines { var all: [String] = [] }
    static let json = #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 45, "timeout_action": "cancel"}, "columns": [{"items": ["1", "2"]}]}"#

    @Test func anotherClocksReadingIsSaidOnce() throws {
        let logged = Lines()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, log: { logged.all.append($0) })
        let wallUs = picker.clock.nowUs() + (56 * 365 + 1) * 86_400_000_000
        try picker.handleEvents(nowUs: wallUs)
        try picker.handleEvents(nowUs: wallUs + 20_000)
        let notes = logged.all.filter { $0.hasPrefix("handleEvents(nowUs: ") }
        #expect(notes.count == 1, "\(logged.all)")
        #expect(notes.first?.contains("56 years ahead of the picker's clock") == true && notes.first?.contains("picker.clock.nowUs()") == true,
                "\(notes)")
    }

    @Test func readingsOfThePickersOwnClockSayNothing() throws {
        let logged = Lines(), clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, clock: clock.pickerClock,
                                log: { logged.all.append($0) })
        for _ in 0..<3 {
            clock.nowUs += 20 * 86_400_000_000
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        // A loop a few seconds late is no other clock either.
        try picker.handleEvents(nowUs: clock.nowUs + 5_000_000)
        #expect(!logged.all.contains { $0.hasPrefix("handleEvents(nowUs: ") }, "\(logged.all)")
    }
}
