import PanelPicker
import Testing

/// How a picker ends in a host's own loop: a `oneshot` confirm or cancel ends it, so
/// `while !picker.isStopped` returns, and an ended picker hears no more; a daemon goes on.
@Suite struct PickerOutcomeTests {
    private func makePicker(mode: String, clock: ManualClock) throws -> (Picker, RecordingDelegate) {
        let json = #"{"size": "320x240", "mode": "\#(mode)", "confirm": {"allow_cancel": true}, "columns": [{"id": "fruit", "items": ["apple", "pear"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        return (picker, delegate)
    }

    /// The documented loop, with a key handed in each time the picker is idle; it gives up after 1000 turns.
    private func hostLoop(_ picker: Picker, clock: ManualClock, keys: [PickerKey]) throws -> Int {
        var turns = 0
        var pending = keys
        while !picker.isStopped && turns < 1000 {
            if picker.nextDeadlineUs == nil && !pending.isEmpty { picker.send(.key(pending.removeFirst())) }
            clock.nowUs = max(clock.nowUs, picker.nextDeadlineUs ?? clock.nowUs + 100_000)
            try picker.handleEvents(nowUs: clock.nowUs)
            turns += 1
        }
        return turns
    }

    /// Trial 70: Escape while a key's step still turned the column cancelled the picker, but
    /// `isMoving` stayed true for good, and a host waiting for rest to do its slow work waited on.
    /// An ended picker moves nothing.
    @Test func aCancelDuringAMotionLeavesNothingMoving() throws {
        let clock = ManualClock()
        let (picker, _) = try makePicker(mode: "oneshot", clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.key(.escape), atUs: clock.nowUs + 50_000)
        clock.nowUs += 60_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.outcome == .cancelled)
        #expect(!picker.isMoving)
        #expect(picker.nextDeadlineUs == nil)
    }

    @Test func aOneshotConfirmEndsThePickerOnceAndForAll() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "oneshot", clock: clock)
        #expect(picker.outcome == nil && !picker.isStopped)
        let turns = try hostLoop(picker, clock: clock, keys: [.down, .enter, .up, .enter])
        #expect(turns < 1000, "the host's loop ended")
        #expect(picker.isStopped)
        guard case .confirmed(let selection) = picker.outcome else {
            Issue.record("outcome \(String(describing: picker.outcome))")
            return
        }
        #expect(selection.map(\.value) == ["pear"])
        // Later input and calls reach nothing: one confirm, the selection as it was confirmed.
        picker.send(.key(.enter))
        picker.confirm()
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm pear"])
        #expect(picker.selection.map(\.value) == ["pear"])
    }

    /// Enter right after Down, before the wheel has turned: the row it is turning to is confirmed,
    /// and reported selected first, as the panel would have shown it.
    @Test func aConfirmWhileAColumnMovesTakesTheRowItIsHeadingFor() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "oneshot", clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down))
        picker.send(.key(.enter))
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.outcome == .confirmed(picker.selection))
        #expect(picker.selection.map(\.value) == ["pear"])
        #expect(delegate.calls.suffix(2) == ["select fruit=pear", "confirm pear"])
        #expect(picker.nextDeadlineUs == nil, "an ended picker has nothing due")
    }

    /// A fling confirmed halfway is caught short of where it would have come to rest, and confirms
    /// nothing until the next confirm (trial 105); a select on its way lands and is confirmed.
    @Test func aConfirmMidFlingCatchesItAndMidSelectTakesWhereItWouldHaveLanded() throws {
        let json = #"{"size": "320x240", "columns": [{"id": "n", "range": {"from": 0, "to": 99}}]}"#
        func fling(_ picker: Picker, _ clock: ManualClock) throws {
            try picker.handleEvents(nowUs: clock.nowUs)
            try LibraryReloadTests.Movement.fling.runPartWay(picker, clock: clock)
        }
        let undisturbedClock = ManualClock()
        let undisturbed = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: undisturbedClock.pickerClock)
        try fling(undisturbed, undisturbedClock)
        while let deadline = undisturbed.nextDeadlineUs {
            undisturbedClock.nowUs = max(undisturbedClock.nowUs, deadline)
            try undisturbed.handleEvents(nowUs: undisturbedClock.nowUs)
        }
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        try fling(picker, clock)
        #expect(picker.isMoving)
        #expect(!picker.confirm() && picker.outcome == nil)
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.selection[0].row < undisturbed.selection[0].row, "caught short of row \(undisturbed.selection[0].row)")
        #expect(picker.confirm())
        #expect(picker.outcome == .confirmed(picker.selection))
        #expect(undisturbed.selection[0].row > 3, "the fling went some way: row \(undisturbed.selection[0].row)")

        let (selecting, delegate) = try makePicker(mode: "oneshot", clock: clock)
        try selecting.select(value: "pear", inColumn: 0, animated: true, reportsSelection: true)
        clock.nowUs += 50_000
        try selecting.handleEvents(nowUs: clock.nowUs)
        selecting.confirm()
        #expect(delegate.calls.last == "confirm pear")
    }

    /// An ended picker refuses what would change its selection: a change after the outcome would
    /// report a choice nobody made.
    @Test func anEndedPickerRefusesSelectsAndReloads() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "oneshot", clock: clock)
        _ = try hostLoop(picker, clock: clock, keys: [.down, .enter])
        let error = #expect(throws: PickerError.self) { try picker.select(row: 0, inColumn: 0, animated: false, reportsSelection: true) }
        #expect(error?.message == "select: the picker has ended (confirmed); make a new one to show it again")
        #expect(throws: PickerError.self) { try picker.reloadColumn(0, items: ["kiwi"]) }
        #expect(picker.selection.map(\.value) == ["pear"])
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select fruit=pear"])
    }

    /// The countdown confirming as the idle time runs out leaves the panel lit, for whatever the
    /// device shows next, rather than darkening it on the way out.
    @Test func aTimeoutConfirmLeavesThePanelLit() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "confirm": {"timeout_s": 30}, "power": {"dim_after_s": 20, "off_after_s": 25}, "columns": [{"items": ["a", "b"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        _ = try hostLoop(picker, clock: clock, keys: [])
        #expect(picker.outcome == .confirmed(picker.selection))
        #expect(picker.powerState != .off)
    }

    @Test func aDaemonConfirmsAgainAndRunsOn() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "daemon", clock: clock)
        let turns = try hostLoop(picker, clock: clock, keys: [.enter, .down, .enter])
        #expect(turns == 1000, "a daemon does not end on a confirm")
        #expect(picker.outcome == nil)
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple", "confirm pear"])
    }

    /// Trial 89: a daemon whose countdown confirmed was reloaded with the same rows, untouched, and
    /// confirmed again two seconds later: a second label. It waits for input, as config.md says.
    @Test(arguments: [false, true]) func anUntouchedDaemonConfirmsOnceThroughAReload(sameRows: Bool) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 2}, "columns": [{"id": "fruit", "items": ["apple", "pear"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        _ = try hostLoop(picker, clock: clock, keys: [])
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple"])
        try picker.reload(sameRows ? picker.configuration : PickerConfiguration(json: json.replacing("pear", with: "plum")))
        _ = try hostLoop(picker, clock: clock, keys: [])
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple"], "untouched, it waits")
        _ = try hostLoop(picker, clock: clock, keys: [.down])
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") }.last == "confirm \(sameRows ? "pear" : "plum")", "input starts it again")
    }

    /// Trial 92's kiosk reloaded the machines' status every 2 s, and its 5 s countdown never ran
    /// out with `reload` (each made it anew) while it did with `reloadColumn`. New rows on the same
    /// screen leave it running, whichever call brings them; a new screen starts it again whole.
    @Test(arguments: ["reload", "reloadColumn", "new screen"]) func aCountdownRunsOnThroughNewRows(call: String) throws {
        let clock = ManualClock()
        let json = { (minutes: Int) in
            #"{"size": "320x240", "mode": "daemon", "confirm": {"timeout_s": 5}, "columns": [{"id": "m", "items": ["M0", "M1 \#(minutes) min"]}]}"#
        }
        let picker = try Picker(configuration: PickerConfiguration(json: json(23)), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        let startUs = clock.nowUs
        func run(untilUs sinceStartUs: Int64) throws { try Self.run(picker, clock: clock, untilUs: startUs + sinceStartUs) }
        for (second, minutes) in [(2, 22), (4, 21)] {
            try run(untilUs: Int64(second) * 1_000_000)
            switch call {
            case "reload": try picker.reload(PickerConfiguration(json: json(minutes)))
            case "reloadColumn": try picker.reloadColumn(0, items: ["M0", "M1 \(minutes) min"])
            default:
                let twoColumns = json(minutes).replacing(#"]}]}"#, with: #"]}, {"id": "p", "items": ["Cotton"]}]}"#)
                try picker.reload(PickerConfiguration(json: twoColumns))
            }
        }
        try run(untilUs: 5_100_000)
        let confirms = { delegate.calls.filter { $0.hasPrefix("confirm") } }
        #expect(confirms() == (call == "new screen" ? [] : ["confirm M0"]), "\(delegate.calls)")
        try run(untilUs: 9_100_000)
        #expect(confirms().count == 1, "once, from its last start: \(delegate.calls)")
    }

    @Test func aOneshotCancelEndsThePicker() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "oneshot", clock: clock)
        let turns = try hostLoop(picker, clock: clock, keys: [.escape, .enter])
        #expect(turns < 1000)
        #expect(picker.outcome == .cancelled)
        #expect(delegate.calls == ["cancel"])
    }

    /// Trial 74: one Escape (its console's Back key) left a daemon widget dead, every select and
    /// reload refused as "the picker has ended (cancelled)". A daemon goes on after a cancel, as
    /// after a confirm: the delegate hears each, and selects work.
    @Test func aDaemonGoesOnAfterACancel() throws {
        let clock = ManualClock()
        let (picker, delegate) = try makePicker(mode: "daemon", clock: clock)
        let turns = try hostLoop(picker, clock: clock, keys: [.escape, .down, .enter])
        #expect(turns == 1000, "a daemon does not end on a cancel")
        #expect(picker.outcome == nil && !picker.isStopped)
        #expect(delegate.calls.filter { !$0.hasPrefix("highlight") } == ["cancel", "select fruit=pear", "confirm pear"], "\(delegate.calls)")
        try picker.select(value: "apple", inColumn: 0, animated: false)
        #expect(picker.selection[0].value == "apple")
    }

    @Test func stopEndsThePickerUnlessItHadEnded() throws {
        let clock = ManualClock()
        let (stopped, _) = try makePicker(mode: "oneshot", clock: clock)
        stopped.stop()
        #expect(stopped.outcome == .stopped)
        let (confirmed, _) = try makePicker(mode: "oneshot", clock: clock)
        confirmed.confirm()
        confirmed.stop()
        confirmed.close()
        #expect(confirmed.outcome == .confirmed(confirmed.selection))
    }

    /// Trials 92, 93, 95 and 98: a vending machine's screen timeout bought what its idle wheel
    /// showed. With `timeoutAction = .cancel` the countdown cancels (the delegate hears
    /// `pickerDidCancel`, never `didConfirm`), though Escape may not, and waits for input as after
    /// Escape; input starts it again; a oneshot picker ends `.cancelled`.
    @Test(arguments: [PickerStyle.Mode.daemon, .oneshot]) func aCountdownThatCancelsReturnsToTheStartScreen(mode: PickerStyle.Mode) throws {
        let clock = ManualClock()
        var style = PickerStyle()
        (style.width, style.height, style.mode) = (320, 240, mode)
        style.confirm = PickerStyle.Confirm(timeoutSeconds: 5, allowsCancel: false, timeoutAction: .cancel)
        let words = StyleTests.Words()
        let picker = try Picker(dataSource: words, style: style, backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        let startUs = clock.nowUs
        func run(untilUs sinceStartUs: Int64) throws { try Self.run(picker, clock: clock, untilUs: startUs + sinceStartUs) }
        try run(untilUs: 5_100_000)
        #expect(delegate.calls == ["cancel"], "\(delegate.calls)")
        guard mode == .daemon else {
            #expect(picker.outcome == .cancelled)
            return
        }
        try run(untilUs: 30_000_000)
        #expect(delegate.calls == ["cancel"], "it waits for input")
        picker.send(.key(.down), atUs: clock.nowUs)
        try run(untilUs: 36_000_000)
        #expect(delegate.calls.filter { $0 == "cancel" }.count == 2 && !delegate.calls.contains { $0.hasPrefix("confirm") }, "\(delegate.calls)")
    }

    /// Runs `picker` turn by turn at its deadlines up to `endUs`, and a turn there.
    static func run(_ picker: Picker, clock: ManualClock, untilUs endUs: Int64) throws {
        while let deadline = picker.nextDeadlineUs, deadline <= endUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs = endUs
        try picker.handleEvents(nowUs: clock.nowUs)
    }
}
