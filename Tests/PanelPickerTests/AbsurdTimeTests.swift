import PanelPicker
import Testing

/// Times a host hands in that no clock reads: they are held to the core's range at the edge,
/// so the picker moves on and never traps on an overflow (a move at Int64.max - 807 did, in
/// `Motion.Segment.endUs`), and never freezes after one (time held at the range's end did).
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

    /// Rolls the first column down a row with a key, stepping a manual clock from deadline to
    /// deadline, and checks that each deadline is near the clock, as the host reads it.
    private static func rollDown(_ picker: Picker, _ clock: ManualClock) throws {
        let row = picker.selection[0].row
        picker.send(.key(.down))
        try picker.handleEvents(nowUs: clock.nowUs)
        var turns = 0
        while let deadline = picker.nextDeadlineUs, turns < 200 {
            #expect(deadline - clock.nowUs < 1_000_000, "a deadline on the host's clock, not years away")
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
        #expect(picker.nextDeadlineUs == nil, "the wheel came to rest")
        #expect(picker.selection[0].row == row + 1)
    }

    @Test(arguments: [Int64.max, 1 << 61, 1 << 60])
    func aHostTimeFarAheadOnceLeavesThePickerMovingOnItsClock(absurdUs: Int64) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "columns": [{"id": "n", "items": ["0", "1", "2", "3", "4", "5"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.handleEvents(nowUs: absurdUs)
        clock.nowUs += 16_667
        try Self.rollDown(picker, clock)
        try Self.rollDown(picker, clock)
    }

    @Test func aClockInNanosecondsPastTheCoresRangeStillMovesThePicker() throws {
        let clock = ManualClock()
        clock.nowUs = 1_780_000_000_000_000_000  // 2026 in ns since 1970: past 2^60
        let json = #"{"size": "320x240", "columns": [{"id": "n", "items": ["0", "1", "2", "3", "4", "5"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try Self.rollDown(picker, clock)
    }

    /// Trial 41: a picker whose clock read below about -10 s when it was made ignored every input
    /// and asked for a frame every 16.7 ms for ever. A clock may read any time, negative too.
    @Test(arguments: [-11_000_000, -3_600_000_000, -5_000_000, -1])
    func aClockThatReadsNegativeMovesThePicker(startUs: Int64) throws {
        let clock = ManualClock()
        clock.nowUs = startUs
        let json = #"{"size": "320x240", "columns": [{"id": "n", "items": ["0", "1", "2", "3", "4", "5"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try Self.rollDown(picker, clock)
        try Self.rollDown(picker, clock)
    }
}
