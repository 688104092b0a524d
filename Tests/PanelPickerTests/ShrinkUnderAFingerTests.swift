import PanelPicker
import Testing

/// Trial 109: an irrigation controller's zones went from 12 to 4 under a finger that had dragged
/// the list from zone 10: the zone column was drawn empty, though `selection` said "Zone 4", and
/// the finger's next 200 px moved nothing.
@Suite struct ShrinkUnderAFingerTests {
    final class Zones: PickerDataSource {
        var count = 12
        func numberOfColumns(inSection section: Int) -> Int { 2 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? count : 120 }
        func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? "Zone \(row + 1)" : "\(row + 1) min" }
        func identifier(forColumn column: Int, section: Int) -> String? { column == 0 ? "zone" : "minutes" }
    }

    /// The pixels of column 0's rectangle in the band's near-white text: none where no row is
    /// drawn (the indicator lines are the tint's blue, the other rows grey).
    func bandTextInZoneColumn(_ picker: Picker) throws -> Int {
        let rect = try #require(picker.rect(ofColumn: 0))
        let frame = picker.frame
        var ink = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let pixel = frame.pixel(x: x, y: y)
                if [16, 8, 0].allSatisfy({ (pixel >> UInt32($0)) & 0xFF >= 0xC0 }) { ink += 1 }
            }
        }
        return ink
    }

    @Test func rowsRemovedUnderADraggingFingerStayOnTheWheel() throws {
        let clock = ManualClock()
        let zones = Zones()
        var style = PickerStyle()
        (style.width, style.height, style.rowHeight, style.visibleRows, style.fontSize) = (480, 200, 40, 5, 18)
        let picker = try Picker(dataSource: zones, style: style, backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.select(row: 9, inColumn: 0, animated: false)
        for (index, y) in [100.0, 110, 120, 130].enumerated() {
            picker.send(.touch(index == 0 ? .down : .move, finger: 0, x: 100, y: y), atUs: clock.nowUs + Int64(index) * 16_000)
        }
        clock.nowUs += 70_000
        try picker.handleEvents(nowUs: clock.nowUs)
        zones.count = 4
        try picker.reloadData()
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection[0].value == "Zone 4")
        #expect(try bandTextInZoneColumn(picker) > 50, "Zone 4 is drawn in the band")
        // The finger drags on: down by two rows' worth shows earlier zones.
        picker.send(.touch(.move, finger: 0, x: 100, y: 210), atUs: clock.nowUs + 200_000)
        picker.send(.touch(.up, finger: 0, x: 100, y: 210), atUs: clock.nowUs + 500_000)
        while let deadline = picker.nextDeadlineUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.selection[0].value == "Zone 2", "\(picker.selection[0].value)")
        #expect(try bandTextInZoneColumn(picker) > 50)
    }

    /// Trial 111: an oven's 45 temperatures became 7 (Defrost: 30 to 60 °C) under a fling towards
    /// the low ones; the column stood empty for a second, then crept back, landing 3.8 s later.
    /// The rows close up into the band as under a finger, and the fling glides on in the new rows.
    @Test func rowsRemovedUnderAFlingStayOnTheWheel() throws {
        let clock = ManualClock()
        let zones = Zones()
        zones.count = 45
        var style = PickerStyle()
        (style.width, style.height, style.rowHeight, style.visibleRows, style.fontSize) = (480, 200, 40, 5, 18)
        let picker = try Picker(dataSource: zones, style: style, backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.select(row: 34, inColumn: 0, animated: false)
        for index in 0...6 {
            let phase: PickerInput.TouchPhase = index == 0 ? .down : index == 6 ? .up : .move
            picker.send(.touch(phase, finger: 0, x: 100, y: 20 + Double(index) * 30), atUs: clock.nowUs + Int64(index) * 16_000)
        }
        clock.nowUs += 250_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.isMoving)
        zones.count = 7
        try picker.reloadData()
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(try bandTextInZoneColumn(picker) > 50, "a zone is drawn in the band at once")
        let reloadedUs = clock.nowUs
        while let deadline = picker.nextDeadlineUs, picker.isMoving {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            #expect(try bandTextInZoneColumn(picker) > 50, "at \(clock.nowUs - reloadedUs) µs after the reload")
        }
        #expect(clock.nowUs - reloadedUs < 1_500_000, "landed \(clock.nowUs - reloadedUs) µs after the reload")
        #expect(picker.selection[0].row < 7)
    }
}
