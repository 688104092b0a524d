import PanelPicker
import Testing

/// The column keys move is marked on screen once a key or the encoder is used (trials 22 and 23:
/// a D-pad user saw no sign of which column Right had moved to; WCAG 2.4.7, EN 301 549 5.1.6.2).
@Suite struct FocusRingTests {
    static let config = """
    {"size": "320x240", "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 30}]}
    """

    /// The pixels that differ between two frames, as a bounding box (nil when none do).
    static func changedBox(_ a: PickerFrame, _ b: PickerFrame) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y), max(box?.maxX ?? x, x), max(box?.maxY ?? y, y))
            }
        }
        return box
    }

    @Test func aKeyMarksTheFocusedColumnAndATouchHidesTheMark() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let untouched = picker.frame
        picker.send(.key(.right), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let right = picker.frame
        let rightBox = try #require(Self.changedBox(untouched, right))
        #expect(rightBox.minX >= 160, "the ring lies in the right column: \(rightBox)")
        // A ring: its sides are drawn, its inside is not, and its corners are round, as the overlay
        // band's are. It lies over the indicator lines and takes their place: drawn beside them it
        // read as a double line, the lines sticking out under its corners (trials 98 and 100).
        let middleX = (rightBox.minX + rightBox.maxX) / 2, middleY = (rightBox.minY + rightBox.maxY) / 2
        let ring = right.pixel(x: rightBox.minX, y: middleY)
        #expect(ring != untouched.pixel(x: rightBox.minX, y: middleY))
        #expect(right.pixel(x: rightBox.maxX, y: middleY) == ring)
        #expect(right.pixel(x: middleX, y: rightBox.minY) == ring && untouched.pixel(x: middleX, y: rightBox.minY) == ring,
                "its top edge lies where the indicator line was")
        #expect(right.pixel(x: middleX, y: rightBox.maxY) == ring)
        #expect(right.pixel(x: rightBox.minX, y: rightBox.minY) != ring && untouched.pixel(x: rightBox.minX, y: rightBox.minY) == ring,
                "no line under its round corner")
        #expect(right.pixel(x: rightBox.maxX, y: rightBox.maxY) != ring)
        #expect(right.pixel(x: (rightBox.minX + rightBox.maxX) / 2, y: (rightBox.minY + rightBox.maxY) / 2) == untouched.pixel(x: (rightBox.minX + rightBox.maxX) / 2, y: (rightBox.minY + rightBox.maxY) / 2))
        picker.send(.key(.left), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let left = picker.frame
        let leftBox = try #require(Self.changedBox(untouched, left))
        #expect(leftBox.maxX < 160, "the ring moved to the left column, and none is left on the right: \(leftBox)")
        #expect(leftBox.minY == rightBox.minY && leftBox.maxY == rightBox.maxY)
        // A finger put down and taken away (no tap, no motion) hides the mark.
        picker.send(.touch(.down, finger: 0, x: 80, y: 20), atUs: clock.nowUs)
        picker.send(.touch(.cancel, finger: 0, x: 80, y: 20), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(try picker.frame.pngData() == untouched.pngData())
        // A key marks column 0 again and turns it: its frames repaint the rows' ink, which lies
        // across the ring's sides and not its corners.
        picker.send(.key(.down), atUs: clock.nowUs)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(Self.changedBox(left, picker.frame).map { $0.maxX < 160 } == true)
    }

    /// A reload that builds the picker anew (large text from its key) keeps the column and its mark.
    @Test func largeTextKeepsTheFocusedColumnAndItsMark() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        picker.send(.key(.right), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.setLargeText(true)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let marked = picker.frame
        // A touch on that column takes the mark away, and the focus stays.
        picker.send(.touch(.down, finger: 0, x: 240, y: 20), atUs: clock.nowUs)
        picker.send(.touch(.cancel, finger: 0, x: 240, y: 20), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let box = try #require(Self.changedBox(marked, picker.frame))
        #expect(box.minX >= 160, "the mark stayed on the right column: \(box)")
        // And keys still move that column.
        picker.send(.key(.down), atUs: clock.nowUs)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection.map(\.value) == ["09", "31"])
    }

    /// Trial 26: several one-column pickers on one screen showed no sign of which one keys moved,
    /// and `focus(column: 0, shown: true)` did nothing. Keys alone still mark none; the host's call does.
    @Test func aOneColumnPickerShowsTheRingWhenTheHostShowsItsFocus() throws {
        let clock = ManualClock()
        let one = #"{"size": "160x120", "columns": [{"id": "h", "range": {"from": 0, "to": 23}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: one), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let untouched = picker.frame
        picker.send(.key(.down), atUs: clock.nowUs)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!picker.showsFocus, "a key alone marks no one-column picker")
        let stepped = picker.frame
        try picker.focus(column: 0)
        #expect(picker.showsFocus)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(Self.changedBox(stepped, picker.frame) != nil, "the ring is drawn")
        picker.send(.key(.up), atUs: clock.nowUs)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.showsFocus, "keys keep it")
        try picker.focus(column: 0, shown: false)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!picker.showsFocus)
        #expect(try picker.frame.pngData() == untouched.pngData())
    }

    final class FocusRecorder: PickerDelegate {
        var columns: [Int] = []
        func picker(_ picker: Picker, didFocusColumn column: Int) { columns.append(column) }
    }

    /// Trial 24: a host could not read or set the focused column, take the ring away when its own
    /// focus moved elsewhere, or hear that Tab wrapped back to column 0.
    @Test func aHostReadsAndMovesTheFocusAndHearsKeysMoveIt() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        let recorder = FocusRecorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        let untouched = picker.frame
        #expect(picker.focusedColumn == 0 && !picker.showsFocus)
        picker.send(.key(.tab), atUs: clock.nowUs)
        picker.send(.key(.tab), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(recorder.columns == [1, 0], "Tab, and Tab wrapping back to column 0")
        #expect(picker.focusedColumn == 0 && picker.showsFocus)
        try picker.focus(column: 1, shown: false)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.focusedColumn == 1 && !picker.showsFocus)
        #expect(try picker.frame.pngData() == untouched.pngData(), "the ring is gone")
        #expect(recorder.columns == [1, 0], "a host's own focus is no delegate call")
        try picker.focus(column: 1)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let box = try #require(Self.changedBox(untouched, picker.frame))
        #expect(box.minX >= 160)
        picker.send(.key(.down), atUs: clock.nowUs)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection.map(\.value) == ["09", "31"], "keys move the column the host focused")
        #expect {
            try picker.focus(column: 2)
        } throws: { error in
            "\(error)".contains("focus(column:): column 2 does not exist (the picker has 2 columns)")
        }
    }

    /// Trial 64: a host that sent the focus on from `didFocusColumn` (past a date to its time) saw
    /// the Up typed ahead in the same batch turn the column the Tab had reached; and trial 62 never
    /// heard `didFocusColumn` of a Tab that came with the large-text key. The call comes as the key
    /// is taken, before the input after it, and before the batch's passes.
    @Test func whatTheDelegateDoesOnHearingTheFocusGovernsTheKeysAfterIt() throws {
        final class Skipper: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didFocusColumn column: Int) {
                calls.append("focus \(column)")
                if column == 1 { try? picker.focus(column: 2) }
            }
            func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) { calls.append("pass \(column)") }
        }
        let json = #"{"size": "480x272", "columns": [{"id": "a", "items": ["a0", "a1"]}, {"id": "b", "items": ["b0", "b1"]}, "#
            + #"{"id": "c", "items": ["c0", "c1"]}]}"#
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let skipper = Skipper()
        picker.delegate = skipper
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.tab), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        _ = try PowerAndFeedbackTests().run(picker, clock: clock, untilUs: clock.nowUs + 1_000_000)
        #expect(picker.selection.map(\.value) == ["a0", "b0", "c1"], "the Down turned the column the delegate sent the focus to")
        #expect(skipper.calls == ["focus 1", "pass 2"], "\(skipper.calls)")
    }

    @Test func aTabBesideTheLargeTextKeyIsHeard() throws {
        let clock = ManualClock()
        let json = #"{"size": "800x480", "columns": [{"id": "hour", "range": {"from": 0, "to": 23}}, {"id": "minute", "range": {"from": 0, "to": 59}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = FocusRecorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.tab), atUs: clock.nowUs)
        picker.send(.key(.largeText), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.isLargeText && picker.focusedColumn == 1)
        #expect(recorder.columns == [1])
    }

    /// A fling runs on in column 0 while a Tab comes: the batch tells the focus before the fling's passes.
    @Test func theFocusIsToldBeforeTheBatchsPasses() throws {
        final class Order: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didFocusColumn column: Int) { calls.append("focus \(column)") }
            func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) { calls.append("pass \(column)") }
        }
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        let order = Order()
        picker.delegate = order
        try CallsDuringAMotionTests().fling(picker, clock: clock, x: 80, forMs: 100)
        #expect(picker.isMoving)
        order.calls = []
        picker.send(.key(.tab), atUs: clock.nowUs)
        clock.nowUs += 40_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(order.calls.first == "focus 1" && order.calls.contains("pass 0"), "\(order.calls)")
    }

    /// Trial 48: a reload that put a period column before the focused column moved the focus onto
    /// the period, by its index. The focus follows its column's id.
    @Test func aReloadKeepsTheFocusOnItsColumnWhereverItMoves() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen)
        try picker.focus(column: 1)
        try picker.reload(PickerConfiguration(json: """
            {"size": "320x240", "columns": [{"id": "day", "items": ["Mon", "Tue"]},
              {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
              {"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 30}]}
            """))
        #expect(picker.focusedColumn == 2, "still on the minute")
        // A column that is gone leaves the focus at its place.
        try picker.reload(PickerConfiguration(json: """
            {"size": "320x240", "columns": [{"id": "day", "items": ["Mon", "Tue"]}, {"id": "hour", "items": ["9"]}, {"id": "second", "items": ["0"]}]}
            """))
        #expect(picker.focusedColumn == 2)
    }

    /// Trial 111: on a 480x320 oven panel a program's 32 px icon touched the ring's inside, and a
    /// temperature lay 1 px from it. The ring keeps 2 px clear of what the column draws.
    @Test func theRingKeepsClearOfTheColumnsContent() throws {
        let clock = ManualClock()
        // The narrow minutes column keeps every column's sides to 5 px, where the ring's inset and
        // thickness took 5.
        let json = #"{"size": "480x276", "columns": [{"id": "program", "width": 0.6, "align": "left", "items": ["Conventional", "Fan", "Grill"]}, "#
            + #"{"id": "temp", "width": 0.2, "range": {"from": 30, "to": 250, "step": 5, "format": "%d °C"}}, "#
            + #"{"id": "hours", "width": 0.12, "range": {"from": 0, "to": 9}}, {"id": "minutes", "width": 0.08, "range": {"from": 0, "to": 55, "step": 5}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let untouched = picker.frame
        try picker.focus(column: 0)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let focused = picker.frame
        let rect = try #require(picker.rect(ofColumn: 0))
        let ring = try #require(Self.changedBox(untouched, focused))
        let y = (ring.minY + ring.maxY) / 2
        let xs = rect.x..<(rect.x + rect.width / 2)
        let ringInside = try #require(xs.last { focused.pixel(x: $0, y: y) != untouched.pixel(x: $0, y: y) })
        // The title's ink, in rows a little above and below the middle too (a letter may leave the middle row clear).
        let background = untouched.pixel(x: rect.x, y: y)
        let inkStart = try #require(xs.first { x in (y - 6...y + 6).contains { untouched.pixel(x: x, y: $0) != background } })
        #expect(inkStart - ringInside - 1 >= 2, "ring inside at x \(ringInside), the title's ink from x \(inkStart)")
    }
}

