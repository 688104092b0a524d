import PanelPicker
import Testing

/// A whole picker turned off while its choice cannot be made (trial 25: no disabled state, which
/// UIKit's `isEnabled` and LVGL's disabled state give): it ignores its user, looks dimmed, and
/// confirms nothing on its own.
@Suite struct DisabledPickerTests {
    static let config = """
    {"size": "320x240",
     "theme": {"background": "#000000", "text": "#ffffff", "highlight_text": "#ffffff", "disabled_text": "#505050", "tint": "#2060ff"},
     "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "fruit", "items": ["apple", "pear", "plum"], "selected": "pear"}]}
    """

    func makePicker(_ json: String = DisabledPickerTests.config, clock: ManualClock) throws -> (Picker, RecordingDelegate) {
        try OwnLoopTests().makePicker(json, clock: clock)
    }

    /// Moves the clock on in steps of a frame until nothing is due.
    func settle(_ picker: Picker, clock: ManualClock, forUs span: Int64 = 2_000_000) throws {
        let end = clock.nowUs + span
        while clock.nowUs < end {
            clock.nowUs += 16_000
            try picker.handleEvents(nowUs: clock.nowUs)
        }
    }

    /// How many of a frame's pixels are exactly `color`.
    func count(_ color: UInt32, in frame: PickerFrame) -> Int {
        var found = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixel(x: x, y: y) == color { found += 1 }
        }
        return found
    }

    @Test func aDisabledPickerIgnoresTouchKeysAndTheEncoderButNotTheProgram() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.isEnabled = false
        #expect(!picker.isEnabled)
        picker.send(.touch(.down, finger: 0, x: 80, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.move, finger: 0, x: 80, y: 40), atUs: clock.nowUs + 30_000)
        picker.send(.touch(.up, finger: 0, x: 80, y: 10), atUs: clock.nowUs + 60_000)
        picker.send(.touch(.down, finger: 1, x: 240, y: 200), atUs: clock.nowUs + 100_000)
        picker.send(.touch(.up, finger: 1, x: 240, y: 200), atUs: clock.nowUs + 150_000)
        picker.send(.key(.down), atUs: clock.nowUs + 200_000)
        picker.send(.key(.tab), atUs: clock.nowUs + 200_000)
        picker.send(.encoder(delta: 3), atUs: clock.nowUs + 250_000)
        picker.send(.key(.enter), atUs: clock.nowUs + 350_000)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["09", "pear"])
        #expect(delegate.calls.isEmpty, "\(delegate.calls)")
        #expect(!picker.showsFocus && picker.focusedColumn == 0, "Tab moved no focus")
        #expect(picker.outcome == nil)
        // The program still selects, and a disabled picker reports that as an enabled one does.
        try picker.select(value: "plum", inColumn: 1, reportsSelection: true)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["09", "plum"])
        #expect(delegate.calls == ["highlight 1:2", "select fruit=plum"])
        // Enabled again, the same key moves the column.
        picker.isEnabled = true
        picker.send(.key(.down), atUs: clock.nowUs)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["10", "plum"])
    }

    @Test func aDisabledPickerIsDrawnInTheDisabledColourAndComesBackWhole() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let enabled = picker.frame
        #expect(count(0xFF_FFFF, in: enabled) > 500, "white text")
        #expect(count(0x2060FF, in: enabled) > 100, "the band's lines in the tint")
        picker.isEnabled = false
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let disabled = picker.frame
        #expect(count(0xFF_FFFF, in: disabled) == 0, "no row keeps its own colour")
        #expect(count(0x2060FF, in: disabled) == 0, "nor the band's lines theirs")
        #expect(count(0x505050, in: disabled) > 600, "text and lines in disabled_text")
        picker.isEnabled = true
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(try picker.frame.pngData() == enabled.pngData())
    }

    /// Trial 26: the overlay band stayed blue under grey text. It takes the disabled colour too.
    @Test func aDisabledPickersOverlayBandIsGreyed() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "theme": {"selection": {"style": "overlay"}}, "columns": [{"items": ["a", "b", "c"]}]}"#
        let (picker, _) = try makePicker(json, clock: clock)
        func tinted(_ frame: PickerFrame) -> Int {
            var found = 0
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let pixel = frame.pixel(x: x, y: y)
                    if Int(pixel & 0xFF) > Int(pixel >> 16 & 0xFF) + 8 { found += 1 }
                }
            }
            return found
        }
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(tinted(picker.frame) > 1000, "the overlay in the tint")
        picker.isEnabled = false
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(tinted(picker.frame) == 0)
    }

    /// The ring marks where keys go; a disabled picker takes none, so it shows none, and the ring
    /// comes back with the picker.
    @Test func disablingHidesTheFocusRingUntilEnabled() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(clock: clock)
        picker.send(.key(.right), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.showsFocus)
        picker.isEnabled = false
        #expect(!picker.showsFocus && picker.focusedColumn == 1)
        picker.isEnabled = true
        #expect(picker.showsFocus && picker.focusedColumn == 1)
    }

    /// A finger on the wheel when the host disables the picker: the column settles on the row in
    /// the band, as a cancelled touch does, and the finger's fling and lift do nothing.
    @Test func disablingUnderAFingerSettlesTheColumnWithoutAFling() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        var y = 120.0
        picker.send(.touch(.down, finger: 0, x: 80, y: y), atUs: clock.nowUs)
        for _ in 0..<6 {
            clock.nowUs += 16_000
            y -= 20
            picker.send(.touch(.move, finger: 0, x: 80, y: y), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.isMoving)
        picker.isEnabled = false
        picker.send(.touch(.move, finger: 0, x: 80, y: 0), atUs: clock.nowUs + 10_000)
        picker.send(.touch(.up, finger: 0, x: 80, y: 0), atUs: clock.nowUs + 20_000)
        try settle(picker, clock: clock)
        #expect(!picker.isMoving)
        // 120 px up, at rows about 40 px apart, is three rows: a fling at 1250 px/s would go on for several more.
        let hour = try #require(Int(picker.selection[0].value))
        #expect((11...13).contains(hour), "settled where the finger left it: \(hour)")
        #expect(delegate.calls.last == "select hour=\(picker.selection[0].value)")
        #expect(!delegate.calls.contains { $0.hasPrefix("tap") })
    }

    /// A disabled picker confirms nothing on its own: its countdown stops, its label goes, and it
    /// runs again whole once the picker is enabled.
    @Test func theConfirmCountdownWaitsWhileDisabledAndRunsWholeAfter() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "oneshot", "confirm": {"timeout_s": 3}, "columns": [{"items": ["a", "b"]}]}"#
        let (picker, delegate) = try makePicker(json, clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let counting = picker.frame
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.isEnabled = false
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.nextDeadlineUs == nil, "nothing is due: no countdown runs")
        clock.nowUs += 60_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.outcome == nil && delegate.calls.isEmpty)
        picker.isEnabled = true
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(try picker.frame.pngData() == counting.pngData(), "the label reads 3 again")
        clock.nowUs += 2_880_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.outcome == nil)
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.calls == ["confirm a"])
        #expect(picker.outcome != nil)
    }

    /// A reload that builds the picker anew (large text from its key) keeps it disabled.
    @Test func aReloadKeepsThePickerDisabled() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(clock: clock)
        picker.isEnabled = false
        try picker.setLargeText(true)
        #expect(!picker.isEnabled)
        picker.send(.key(.down), atUs: clock.nowUs)
        try settle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["09", "pear"])
    }
}
