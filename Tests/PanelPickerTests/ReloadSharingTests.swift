import PanelPicker
import Testing

/// Trials 13 and 14 (issue 31): a socket's `set_items` (a reload whose columns only got other
/// rows) kept the widths the old titles had been shared, so "Living room" given to a column sized
/// for "Hall" was cut until another change shared them again. New rows are sized as a new picker's.
@Suite struct ReloadSharingTests {
    static func thermostat(rooms: [String]) -> String {
        let items = rooms.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"size": "320x240", "columns": [{"id": "room", "items": [\(items)]},
             {"id": "temperature", "range": {"from": 16, "to": 26, "format": "%d °C"}, "selected": 5},
             {"id": "mode", "items": ["Heat", "Cool", "Auto"]}]}
            """
    }

    static func picker(_ json: String, clock: ManualClock) throws -> Picker {
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        return picker
    }

    @Test func newRowsAreDrawnAsANewPickerDrawsThem() throws {
        let clock = ManualClock()
        let reloaded = try Self.picker(Self.thermostat(rooms: ["Hall", "Bath", "Den"]), clock: clock)
        let before = reloaded.frame.pixels
        let longer = Self.thermostat(rooms: ["Living room", "Bath", "Den"])
        try reloaded.reload(PickerConfiguration(json: longer))
        clock.nowUs += 100_000
        try reloaded.handleEvents(nowUs: clock.nowUs)
        let fresh = try Self.picker(longer, clock: clock)
        let (changed, asNew) = (reloaded.frame.pixels != before, reloaded.frame.pixels == fresh.frame.pixels)
        #expect(changed)
        #expect(asNew, "the room column takes the width \"Living room\" needs")
        // Back to short titles: the widths follow them back.
        try reloaded.reload(PickerConfiguration(json: Self.thermostat(rooms: ["Hall", "Bath", "Den"])))
        clock.nowUs += 100_000
        try reloaded.handleEvents(nowUs: clock.nowUs)
        let back = reloaded.frame.pixels == before
        #expect(back)
    }

    /// The widths change across the scroll axis only: a fling in another column flies on to the
    /// row it would have reached, as on a twin that got no new rows.
    @Test func aFlingGoesOnThroughNewWidths() throws {
        let clocks = (ManualClock(), ManualClock())
        let short = Self.thermostat(rooms: ["Hall", "Bath", "Den"])
        let pickers = (try Self.picker(short, clock: clocks.0), try Self.picker(short, clock: clocks.1))
        let startUs = clocks.0.nowUs
        let x = 160.0
        for step in 0...8 {
            let phase: PickerInput.TouchPhase = step == 0 ? .down : step == 8 ? .up : .move
            let input = PickerInput.touch(phase, finger: 0, x: x, y: 200 - Double(step) * 10)
            pickers.0.send(input, atUs: startUs + Int64(step) * 8_000)
            pickers.1.send(input, atUs: startUs + Int64(step) * 8_000)
        }
        var reloadedWhileMoving = false
        for ms in stride(from: Int64(0), through: 4_000, by: 16) {
            let nowUs = startUs + ms * 1_000
            (clocks.0.nowUs, clocks.1.nowUs) = (nowUs, nowUs)
            try pickers.0.handleEvents(nowUs: nowUs)
            try pickers.1.handleEvents(nowUs: nowUs)
            if ms == 160 {
                reloadedWhileMoving = pickers.1.nextDeadlineUs != nil
                try pickers.1.reload(PickerConfiguration(json: Self.thermostat(rooms: ["Living room", "Bath", "Den"])))
            }
        }
        #expect(reloadedWhileMoving)
        #expect(pickers.0.selection[1].value != "21", "the fling moved the temperature")
        #expect(pickers.1.selection[1].value == pickers.0.selection[1].value)
    }
}
