import PanelPicker
import Testing

/// A clock the test moves by hand.
final class ManualClock {
    var nowUs: Int64 = 1_000_000
    var pickerClock: PickerClock { PickerClock { [unowned self] in self.nowUs } }
}

/// Records what the delegate hears, in order.
final class RecordingDelegate: PickerDelegate {
    var calls: [String] = []

    func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
    func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(column):\(row)") }
    func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { calls.append("tap \(column):\(row)") }
    func picker(_ picker: Picker, didTapDisabledRow row: Int, inColumn column: Int) { calls.append("disabled tap \(column):\(row)") }
    func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm " + selection.map(\.value).joined(separator: ",")) }
    func pickerDidCancel(_ picker: Picker) { calls.append("cancel") }
}

/// The picker driven from a loop of the test's own, on a manual clock, drawing offscreen.
@Suite struct OwnLoopTests {
    static let config = """
    {"size": "320x240", "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "fruit", "items": ["apple", "pear", "plum"], "selected": "pear"}]}
    """

    func makePicker(_ json: String = OwnLoopTests.config, clock: ManualClock) throws -> (Picker, RecordingDelegate) {
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    /// Calls `handleEvents` at each deadline until the picker has none; returns how many calls it took.
    @discardableResult
    func runUntilIdle(_ picker: Picker, clock: ManualClock) throws -> Int {
        var turns = 0
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, turns < 1000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
        return turns
    }

    /// Trial 67: a page key moved four rows in a picker 200 px tall of 60 px rows, which shows
    /// three whole: the five rows asked for by default are cut to what fits, and so is a page.
    @Test(arguments: [(200, nil, 2), (200, 3, 2), (300, nil, 4), (150, nil, 1)])
    func aPageIsTheRowsShownWholeLessOne(height: Int, visibleRows: Int?, rows: Int) throws {
        let items = (0..<20).map { "\"\($0)\"" }.joined(separator: ", ")
        let json = #"{"size": "160x\#(height)", "row_height": 60, \#(visibleRows.map { #""visible_rows": \#($0), "# } ?? "")"#
            + #""columns": [{"items": [\#(items)]}]}"#
        let clock = ManualClock()
        let (picker, _) = try makePicker(json, clock: clock)
        picker.send(.key(.pageDown), atUs: clock.nowUs)
        try runUntilIdle(picker, clock: clock)
        #expect(picker.selection[0].row == rows)
    }

    /// docs/library.md: while a column moves, `selection` is the row it last came to rest on; it
    /// changes, with `didSelect`, when the column lands.
    @Test func theSelectionIsTheSettledRowUntilAFlingLands() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try LibraryReloadTests.Movement.fling.runPartWay(picker, clock: clock)
        #expect(picker.isMoving)
        #expect(picker.selection[0].value == "09", "mid-fling, the selection is still the settled row")
        #expect(!delegate.calls.contains { $0.hasPrefix("select") })
        try runUntilIdle(picker, clock: clock)
        #expect(!picker.isMoving)
        #expect(picker.selection[0].value != "09")
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select hour=\(picker.selection[0].value)"])
    }

    @Test func anUntouchedPickerDrawsItsFirstFrameAndThenAsksForNoWakeUp() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        #expect(picker.nextDeadlineUs == clock.nowUs, "the first frame is due at once")
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.nextDeadlineUs == nil)
        #expect(delegate.calls.isEmpty, "nothing is reported on appear")
        #expect(picker.selection.map(\.value) == ["09", "pear"])
        #expect(picker.backend == .offscreen)
    }

    /// The kiosk logs the gaps between frames while the wheel moves (issue 27: a broker's
    /// restart must not hold a panel's frames): a loop held 100 ms is one 100 ms gap, and the
    /// rest between two movements is no gap at all.
    @Test func theGapsBetweenFramesWhileTheWheelMovesAreTimedAndRestIsNot() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(clock: clock)
        try runUntilIdle(picker, clock: clock)
        try picker.select(row: 20, inColumn: 0, animated: true)
        for _ in 0..<3 {
            clock.nowUs = try #require(picker.nextDeadlineUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
        try runUntilIdle(picker, clock: clock)
        let firstMovement = picker.frameGaps.count
        #expect(firstMovement > 5)
        clock.nowUs += 5_000_000
        try picker.select(row: 3, inColumn: 0, animated: true)
        try runUntilIdle(picker, clock: clock)
        #expect(picker.frameGaps.count > firstMovement + 5)
        #expect(picker.frameGaps.maxUs == 100_000, "the held frame; the 5 s at rest is no gap")
        #expect(picker.frameGaps.medianUs == 16_700, "a frame every 16.667 ms otherwise")
    }

    @Test func anAnimatedSelectMovesOverFramesAndReportsOneSelectionWhenAskedTo() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.select(row: 12, inColumn: 0, animated: true, reportsSelection: true)
        #expect(picker.nextDeadlineUs != nil)
        let turns = try runUntilIdle(picker, clock: clock)
        #expect(turns > 3, "frames while it moves")
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select hour=12"])
        #expect(picker.selection[0].row == 12)
        #expect(picker.nextDeadlineUs == nil)
    }

    @Test(arguments: [true, false])
    func aSelectThatDoesNotAskToBeReportedIsNot(animated: Bool) throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try picker.select(value: "plum", inColumn: 1, animated: animated)
        try runUntilIdle(picker, clock: clock)
        #expect(picker.selection[1].value == "plum")
        #expect(!delegate.calls.contains { $0.hasPrefix("select") }, "\(delegate.calls)")
    }

    @Test func selectingWhatDoesNotExistFailsNamingIt() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(clock: clock)
        let noRow = #expect(throws: PickerError.self) { try picker.select(row: 24, inColumn: 0) }
        #expect(noRow?.message.contains("row 24") == true)
        let noValue = #expect(throws: PickerError.self) { try picker.select(value: "kiwi", inColumn: 1) }
        #expect(noValue?.message.contains("kiwi") == true)
    }

    @Test func reloadingKeepsEachSelectionByValue() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        try runUntilIdle(picker, clock: clock)
        try picker.reload(PickerConfiguration(json: """
        {"size": "320x240", "columns": [
          {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}},
          {"id": "fruit", "items": ["fig", "plum", "pear"]}]}
        """))
        #expect(picker.selection.map(\.value) == ["09", "pear"])
        #expect(picker.selection[1].row == 2)
        try picker.reloadColumn(1, items: ["kiwi", "pear"])
        #expect(picker.selection[1].row == 1)
        try runUntilIdle(picker, clock: clock)
        #expect(delegate.calls.isEmpty, "\(delegate.calls)")
    }

    @Test func theConfirmTimeoutCountsDownOnTheFrameAndConfirms() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(#"{"size": "320x240", "confirm": {"timeout_s": 2}, "columns": [{"items": ["a", "b"]}]}"#, clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let withTwo = picker.frame
        #expect(picker.nextDeadlineUs == clock.nowUs + 1_000_000, "woken when the countdown's text changes")
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let withOne = picker.frame
        #expect(differingPixels(withTwo, withOne) > 0, "the countdown is drawn")
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.calls == ["confirm a"])
        #expect(picker.nextDeadlineUs == nil || picker.nextDeadlineUs == clock.nowUs)
    }

    @Test func confirmTellsTheDelegateTheSelection() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(clock: clock)
        picker.confirm()
        #expect(delegate.calls == ["confirm 09,pear"])
    }

    @Test func runReturnsWhenTheDelegateStopsThePicker() throws {
        final class Stopper: PickerDelegate {
            func picker(_ picker: Picker, didSelect row: SelectedRow) { picker.stop() }
        }
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen)
        let stopper = Stopper()
        picker.delegate = stopper
        try picker.select(row: 3, inColumn: 0, animated: true, reportsSelection: true)
        #expect(try picker.run() == .stopped)
        #expect(picker.selection[0].row == 3)
    }

    /// Trial 10 (issue 31): the README's program, with no panel and no terminal, fell back to
    /// offscreen and waited in run() for ever, silently; it now says why it cannot go on.
    @Test func runRefusesToWaitForAPickerNothingCanReach() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen)
        let error = #expect(throws: PickerError.self) { try picker.run() }
        #expect(error?.kind == .device)
        #expect(error?.message.hasPrefix("run: nothing can reach this picker: it draws offscreen ") == true, "\(error?.message ?? "")")
        // Trial 41: the refusal says to drive the picker in a loop of one's own, so it is left open for that.
        #expect(picker.outcome == nil)
        try picker.select(row: 2, inColumn: 1, animated: false)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        #expect(picker.selection[1].value == "plum")
    }

    /// Trial 110: a daemon with a 45 s countdown, on a manual clock, sat in run()'s poll for ever,
    /// as nothing moved the clock while run() slept on it. It is refused within a tenth of a
    /// second of real time, and left open for the host's own loop.
    @Test func runRefusesAClockThatDoesNotMove() throws {
        let clock = ManualClock()
        let json = #"{"size": "64x64", "mode": "daemon", "confirm": {"timeout_s": 45}, "columns": [{"items": ["a", "b"]}]}"#
        let (picker, delegate) = try makePicker(json, clock: clock)
        let error = #expect(throws: PickerError.self) { try picker.run() }
        #expect(error?.kind == .device)
        #expect(error?.message == "run: the picker's clock did not move while run() slept towards its next deadline: nothing moves a "
                + "manual clock while run() sleeps on it; drive a picker on your own clock with send(_:) and handleEvents(nowUs:) in a loop "
                + "of your own, or make it with PickerClock.monotonic for run()", "\(error?.message ?? "")")
        #expect(picker.outcome == nil)
        clock.nowUs += 46_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.calls.last == "confirm a", "the countdown runs on the host's loop: \(delegate.calls)")
    }

    @Test func runReturnsTheConfirmedSelectionWhenTheTimeoutRunsOut() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"size": "64x64", "confirm": {"timeout_s": 1}, "columns": [{"items": ["a"]}]}"#),
                                backend: .offscreen)
        #expect(try picker.run() == .confirmed([SelectedRow(column: 0, columnID: "c0", row: 0, value: "a")]))
    }

    func differingPixels(_ a: PickerFrame, _ b: PickerFrame) -> Int {
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { count += 1 }
        }
        return count
    }
}

/// Issue 29: a range's rows are computed, so two billion of them cost what sixty do.
@Suite struct HugeRangeTests {
    static func config(to: Int, infinite: Bool) -> String {
        """
        {"size": "320x240", "columns": [
          {"id": "n", "range": {"from": -1000000000, "to": \(to), "format": "%d"}, "selected": "\(min(to, 12))", "infinite": \(infinite)},
          {"id": "m", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 30}]}
        """
    }

    /// Flings both ways, a far animated select, keys and an infinite wrap, then a frame like a short range's.
    @Test(arguments: [false, true])
    func aTwoBillionRowRangeFlingsSelectsAndDrawsAsAShortOneDoes(infinite: Bool) throws {
        let clock = ManualClock()
        let huge = try Picker(configuration: PickerConfiguration(json: HugeRangeTests.config(to: 1_000_000_000, infinite: infinite)),
                              backend: .offscreen, clock: clock.pickerClock)
        #expect(huge.selection[0].value == "12")
        try OwnLoopTests().runUntilIdle(huge, clock: clock)
        for direction in [-1.0, 1.0, 1.0] {
            huge.send(.touch(.down, finger: 0, x: 80, y: 120))
            for step in 1...6 {
                clock.nowUs += 8_000
                let y: Double = 120 + direction * Double(step) * 30
                huge.send(.touch(.move, finger: 0, x: 80, y: y))
                try huge.handleEvents(nowUs: clock.nowUs)
            }
            let liftY: Double = 120 + direction * 180
            huge.send(.touch(.up, finger: 0, x: 80, y: liftY))
            try OwnLoopTests().runUntilIdle(huge, clock: clock)
        }
        try huge.select(value: "999999999", inColumn: 0, animated: true)
        try OwnLoopTests().runUntilIdle(huge, clock: clock)
        #expect(huge.selection[0].value == "999999999")
        for _ in 0..<3 { huge.send(.key(.down)) }
        try OwnLoopTests().runUntilIdle(huge, clock: clock)
        #expect(huge.selection[0].value == (infinite ? "-999999999" : "1000000000"), "three down from 999999999")
        try huge.select(value: "12", inColumn: 0, animated: false)
        // The keys marked the focused column; a finger put down and taken away hides the mark.
        huge.send(.touch(.down, finger: 0, x: 80, y: 20))
        huge.send(.touch(.cancel, finger: 0, x: 80, y: 20))
        try OwnLoopTests().runUntilIdle(huge, clock: clock)

        // The same picture as a range that ends at 20: the rows on screen are the same rows.
        let shortClock = ManualClock()
        let short = try Picker(configuration: PickerConfiguration(json: HugeRangeTests.config(to: 20, infinite: false)),
                               backend: .offscreen, clock: shortClock.pickerClock)
        try OwnLoopTests().runUntilIdle(short, clock: shortClock)
        if !infinite {
            #expect(try huge.frame.pngData() == short.frame.pngData())
        }
    }
}

extension OwnLoopTests {
    /// Passes and highlights in the order one `handleEvents` tells them.
    final class PassRecorder: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) { calls.append("pass \(row)") }
        func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(row)") }
        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.value)") }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm") }
    }

    /// docs/library.md (trial 7, issue 31): the calls of one `handleEvents` come in batches, every pass
    /// first, then highlights and selections in order, then the confirm.
    @Test func oneHandleEventsTellsPassesThenHighlightsThenTheConfirm() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        let recorder = PassRecorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        // After the steps' motion: an Enter during it lands the column, and the rows between are jumped.
        picker.send(.key(.enter), atUs: clock.nowUs + 1_000_000)
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(recorder.calls == ["pass 10", "pass 11", "highlight 10", "highlight 11", "select 11", "confirm"])
    }
}

extension OwnLoopTests {
    /// Issue 28: opening the input devices and the feedback outputs took 35-40 ms under TCG in the
    /// loop turn that showed the first frame, and systemd heard READY=1 only after it. They open
    /// in the next turn, which is due at once.
    @Test func theDevicesOpenInTheTurnAfterTheFirstFrames() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["a", "b"]}]}"#), backend: .offscreen,
                                clock: clock.pickerClock, log: { _ in }, evdevOnAnyBackend: true)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.firstFrame != nil && picker.inputOpening == nil)
        #expect(picker.nextDeadlineUs == clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.inputOpening != nil)
        #expect(picker.nextDeadlineUs == nil)
    }
}

extension OwnLoopTests {
    /// Trial 21 (issue 31): a scripted gesture sent with stamps up to 600 ms ahead was taken whole by
    /// `handleEvents(nowUs: 0)`, and the delegate heard its `didSelect` at 0. Each input is taken
    /// when the clock reaches its stamp, and `nextDeadlineUs` says when that is.
    @Test func anInputStampedAheadIsTakenWhenTheClockReachesIt() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["a", "b", "c"]}]}"#), backend: .offscreen,
                                clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        let keyUs = clock.nowUs + 300_000
        picker.send(.key(.down), atUs: keyUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadlineUs = picker.nextDeadlineUs, deadlineUs < keyUs {
            clock.nowUs = deadlineUs
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.nextDeadlineUs == keyUs)
        #expect(picker.selection[0].value == "a")
        while let deadlineUs = picker.nextDeadlineUs {
            clock.nowUs = deadlineUs
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.selection[0].value == "b" && clock.nowUs > keyUs)
    }
}

extension OwnLoopTests {
    /// Trial 23 (issue 31): in a horizontal picker, whose items run left to right and whose columns
    /// stack top to bottom, right moved the focus to the next strip and down moved the item. Left
    /// and right move the item (mirrored right to left), up and down the focus.
    @Test(arguments: [("ltr", PickerKey.right), ("rtl", .left)])
    func aHorizontalPickersKeysFollowWhatItShows(direction: String, next: PickerKey) throws {
        let clock = ManualClock()
        let json = #"{"orientation": "horizontal", "theme": {"direction": "\#(direction)"}, "#
            + #""columns": [{"id": "a", "items": ["a1", "a2", "a3"]}, {"id": "b", "items": ["b1", "b2", "b3"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        func settle() throws {
            try picker.handleEvents(nowUs: clock.nowUs)
            while let deadlineUs = picker.nextDeadlineUs {
                clock.nowUs = deadlineUs
                try picker.handleEvents(nowUs: clock.nowUs)
            }
        }
        picker.send(.key(next))
        try settle()
        #expect(picker.selection.map(\.value) == ["a2", "b1"])
        picker.send(.key(.down))
        picker.send(.key(next))
        try settle()
        #expect(picker.selection.map(\.value) == ["a2", "b2"])
    }
}

extension OwnLoopTests {
    /// `confirm.show_countdown: false`: the countdown runs and confirms, and draws nothing.
    @Test func aHiddenCountdownDrawsNothingAndStillConfirms() throws {
        let hidden = Self.config.replacing(#""size": "320x240","#, with: #""size": "320x240", "confirm": {"timeout_s": 3, "show_countdown": false},"#)
        #expect(hidden != Self.config)
        let clock = ManualClock(), plainClock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: hidden), backend: .offscreen, clock: clock.pickerClock)
        let plain = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: plainClock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try plain.handleEvents(nowUs: plainClock.nowUs)
        #expect(try picker.frame.pngData() == plain.frame.pngData(), "no seconds in the corner")
        // The warning of a 3 s run comes halfway, at 1 s left in whole seconds; then its end.
        #expect(picker.nextDeadlineUs == clock.nowUs + 2_000_000, "no wake-up each second")
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.nextDeadlineUs == clock.nowUs + 1_000_000)
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.isStopped)
    }
}

