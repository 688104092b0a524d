import PanelPicker
import Testing

/// Times a host hands in that no clock reads: they are held to the core's range at the edge,
/// so the picker moves on and never traps on an overflow (a move at Int64.max - 807 did, in
/// `Motion.Segment.endUs`).
@Suite struct AbsurdTimeTests {
    @Test(arguments: [Int64.max - 807, Int64.max, 1 << 62])
    func aTouchStampedNearInt64MaxMovesThePickerWithoutOverflow(stampUs: Int64) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "columns": [{"id": "n", "items": ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 160, y: 40), atUs: stampUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 40), atUs: stampUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        var turns = 0
        while let deadline = picker.nextDeadlineUs, turns < 100 {
            #expect(deadline <= (1 << 60) + 86_400_000_000, "a deadline within the core's range")
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
        #expect(picker.nextDeadlineUs == nil, "the wheel came to rest")
        #expect(picker.selection[0].row > 0, "the drag moved it down the list")
        // The host's own time past the range is held there too.
        try picker.handleEvents(nowUs: Int64.max)
        picker.send(.key(.up), atUs: Int64.max)
        try picker.handleEvents(nowUs: Int64.max)
        #expect(!picker.isStopped)
    }
}
