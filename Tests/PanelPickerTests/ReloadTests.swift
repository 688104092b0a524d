import PanelPicker
import Testing

/// A Wi-Fi list that changes between reloads; as the delegate it records each call with
/// the row's value at the time of the call.
final class Networks: PickerDataSource, PickerDelegate {
    var names = (0..<40).map { "n\($0)" }
    var disabled: Set<String> = []
    var calls: [String] = []

    func numberOfColumns(inSection section: Int) -> Int { 1 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { names.count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { names[row] }
    func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { !disabled.contains(names[row]) }
    func identifier(forColumn column: Int, section: Int) -> String? { "net" }

    func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.value)") }
    func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(names[row])") }
    func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm " + selection.map(\.value).joined(separator: ",")) }
}

/// What reloads do to the selection, to a movement in progress and to the delegate, through the public API.
@Suite struct LibraryReloadTests {
    static var style: PickerStyle {
        var style = PickerStyle()
        style.width = 240
        style.height = 400
        style.appearance = .flat
        style.rowHeight = 40
        style.visibleRows = 5
        return style
    }

    func makePicker(_ networks: Networks, clock: ManualClock) throws -> Picker {
        let picker = try Picker(dataSource: networks, style: Self.style, backend: .offscreen, clock: clock.pickerClock)
        picker.delegate = networks
        try picker.select(value: "n10", inColumn: 0, animated: false)
        try picker.handleEvents(nowUs: clock.nowUs)
        return picker
    }

    // MARK: Disabled rows

    @Test func aSelectedRowDisabledByAReloadGivesWayToTheNearestEnabledOneAndSaysSo() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        networks.disabled = ["n10", "n11"]
        try picker.reloadColumn(0)
        #expect(networks.calls == ["select n9"])
        #expect(picker.selection[0].value == "n9")
        picker.send(.key(.enter))
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(networks.calls.last == "confirm n9", "Enter confirms the enabled row, not the disabled one")
    }

    // MARK: Delegate calls of each reload

    @Test func aReloadThatKeepsTheSelectedValueCallsNothingEvenWhenItsIndexMoves() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        networks.names.insert("new", at: 0)
        try picker.reloadColumn(0)
        try picker.reloadData()
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(networks.calls == [])
        #expect(picker.selection[0].row == 11)
        #expect(picker.selection[0].value == "n10")
    }

    @Test func aReloadThatTakesTheSelectedValueAwayCallsDidSelectOnceAndNothingElse() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        networks.names.remove(at: 10)
        try picker.reloadColumn(0)
        #expect(networks.calls == ["select n11"], "the row now at its place")
        networks.names.remove(at: 10)
        try picker.reloadData()
        #expect(networks.calls == ["select n11", "select n12"])
        networks.names = ["a", "b"]
        try picker.reloadColumn(0)
        #expect(networks.calls == ["select n11", "select n12", "select b"], "clamped to the last row")
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(networks.calls.count == 3, "no highlight follows: the column did not move")
    }

    /// Trial 38: the selected row and the one before it removed under a still finger: the band
    /// showed n9, the selection said n12, and the lift selected n9. The row before that stays (n9)
    /// keeps its place and the rows after close up, so the band shows the selection, n12.
    @Test func rowsRemovedUnderAStillFingerLeaveTheBandOnTheSelection() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        // The band's centre is the picker's: a finger on it, still.
        picker.send(.touch(.down, finger: 0, x: 120, y: 200), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        networks.names.removeAll { $0 == "n9" || $0 == "n10" }
        try picker.reloadColumn(0)
        #expect(networks.calls == ["select n12"], "the row now at its place")
        clock.nowUs += 100_000
        picker.send(.touch(.up, finger: 0, x: 120, y: 200), atUs: clock.nowUs)
        for _ in 0..<100 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadline = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadline)
        }
        #expect(picker.selection[0].value == "n12" && networks.calls.filter { $0.hasPrefix("select") } == ["select n12"], "\(networks.calls)")
        let atRest = ManualClock(), fresh = Networks()
        fresh.names = networks.names
        let restingPicker = try Picker(dataSource: fresh, style: Self.style, backend: .offscreen, clock: atRest.pickerClock)
        try restingPicker.select(value: "n12", inColumn: 0, animated: false)
        try restingPicker.handleEvents(nowUs: atRest.nowUs)
        #expect(picker.frame.pixels == restingPicker.frame.pixels, "the band shows what the selection says")
    }

    @Test func aReloadOfAnotherShapeCallsDidSelectForEachColumnWhoseValueChanged() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: """
        {"size": "320x240", "columns": [{"id": "hour", "range": {"from": 0, "to": 23}, "selected": 9},
          {"id": "fruit", "items": ["apple", "pear"], "selected": "pear"}]}
        """), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.reload(PickerConfiguration(json: """
        {"size": "320x240", "columns": [{"id": "hour", "range": {"from": 0, "to": 23}, "width": 0.6},
          {"id": "fruit", "items": ["apple", "plum"], "width": 0.3}, {"id": "new", "items": ["x"], "width": 0.1}]}
        """))
        #expect(delegate.calls == ["select fruit=apple"], "hour kept 9; the new column had no selection before")
        #expect(picker.selection.map(\.value) == ["9", "apple", "x"])
    }

    /// A row shows one line: text past the documented limit is refused, from strings or from the data source.
    @Test func aRowTextLongerThanTheLimitIsRefusedAndTheRowsStay() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        let long = String(repeating: "x", count: 1025)
        let plain = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["a"]}]}"#), backend: .offscreen)
        let fromStrings = #expect(throws: PickerError.self) { try plain.reloadColumn(0, items: ["a", long]) }
        #expect(fromStrings?.message == "reloadColumn: items[1]: is 1025 bytes of UTF-8; a row's text may hold at most 1024")
        networks.names[3] = long
        let fromSource = #expect(throws: PickerError.self) { try picker.reloadColumn(0) }
        #expect(fromSource?.message == "data source: title(forRow: 3, column: 0, section: 0) or content(forRow: 3, column: 0, section: 0).title: is 1025 bytes of UTF-8; a row's text may hold at most 1024")
        #expect(picker.rowCount(inColumn: 0) == 40)
        #expect(picker.selection[0].value == "n10")
    }

    /// Trial 26: `reloadColumn(_:items:)` took a date section's columns (a year "xyz", a month "x",
    /// days 30 and 31 after 29 February), and left `configuration` listing the old rows, so a
    /// later `setLargeText`, which starts from it, brought them back.
    @Test func reloadColumnItemsRefusesADatesColumnsAndKeepsTheConfigurationTrue() throws {
        let date = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "sections": [{"date": {"selected": "2024-02-29"}}]}"#),
                              backend: .offscreen)
        for column in 0..<3 {
            let refused = #expect(throws: PickerError.self) { try date.reloadColumn(column, items: ["abc", "xyz"]) }
            #expect(refused?.message.contains("is a date section's; its rows are the calendar's") == true, "\(refused?.message ?? "")")
        }
        #expect(date.selection.map(\.value) == ["2024", "02", "29"])
        // Trial 52: a time's columns took items, and selection, time(inSection:) and configuration disagreed.
        let time = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "sections": [{"time": {"selected": "07:30", "hours": 12}}]}"#),
                              backend: .offscreen)
        for column in 0..<3 {
            let refused = #expect(throws: PickerError.self) { try time.reloadColumn(column, items: ["1", "morning"]) }
            #expect(refused?.message.contains("is a time section's; its rows are the clock's (reload(_:) a config whose time section says otherwise)") == true,
                    "\(refused?.message ?? "")")
        }
        #expect(time.time(inSection: 0) == PickerTimeOfDay(hour: 7, minute: 30))
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "columns": [{"id": "room", "items": ["Kitchen", "Hall", "Study"], "selected": "Hall"}]}"#),
                                backend: .offscreen)
        try picker.reloadColumn(0, items: ["Attic", "Hall"])
        #expect(picker.configuration.json.contains(#"["Attic","Hall"]"#), "\(picker.configuration.json)")
        try picker.setLargeText(true)
        #expect(picker.rowCount(inColumn: 0) == 2 && picker.selection[0].value == "Hall", "large text keeps the new rows")
        let missing = #expect(throws: PickerError.self) { try picker.reloadColumn(3, items: ["a"]) }
        #expect(missing?.message == "reloadColumn: column 3 does not exist (the picker has 1 column)")
    }

    /// Trial 12 (issue 31): a reload with another size was taken, and the frame stayed as it was,
    /// without a word. It is refused, and the picker goes on as it was.
    @Test func aReloadWithAnotherSizeIsRefused() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        var larger = LibraryReloadTests.style
        larger.width = 800
        larger.height = 480
        #expect(throws: PickerError(.badInput, "reload: style.width and style.height 800x480: a picker keeps the size it was made with (240x400); "
                                    + "make a new Picker for another size")) {
            try picker.reload(PickerConfiguration(dataSource: networks, style: larger))
        }
        #expect(picker.frame.width == 240 && picker.selection[0].value == "n10")
        let plain = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "columns": [{"items": ["a"]}]}"#), backend: .offscreen)
        #expect(throws: PickerError(.badInput, "reload: size 480x272: a picker keeps the size it was made with (320x240); make a new Picker for another size")) {
            try plain.reload(PickerConfiguration(json: #"{"size": "480x272", "columns": [{"items": ["a"]}]}"#))
        }
    }

    /// Trial 45: a reload of another size that named a missing font too was refused for its size
    /// alone; the font came to light once the size was fixed.
    @Test func aReloadOfAnotherSizeNamesItsMissingFilesToo() throws {
        let plain = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "columns": [{"items": ["a"]}]}"#), backend: .offscreen)
        let json = #"{"size": "480x272", "theme": {"font": "/nonexistent/Font.ttf"}, "columns": [{"items": ["a"]}]}"#
        let error = #expect(throws: PickerError.self) { try plain.reload(PickerConfiguration(json: json)) }
        #expect(error?.message == "reload: size 480x272: a picker keeps the size it was made with (320x240); make a new Picker for another size; "
                + "also config: theme.font: font /nonexistent/Font.ttf: No such file or directory; "
                + "give a readable .ttf or .otf file, or a fontconfig pattern such as \"DejaVu Sans\", or no font for the built-in DejaVu Sans")
    }

    /// Trial 45: a restyle of a 480x320 picker with a style that gives no size was refused for the
    /// 800x480 such a style stands for. A config or style without a size keeps the picker's.
    @Test func aReloadThatGivesNoSizeKeepsThePickers() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        var restyled = PickerStyle()
        restyled.tintColor = PickerColor(hex: "#ff9500")
        try picker.reload(PickerConfiguration(dataSource: networks, style: restyled))
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.frame.width == 240 && picker.frame.height == 400 && picker.selection[0].value == "n10")
        let plain = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "columns": [{"items": ["a", "b"]}]}"#), backend: .offscreen)
        try plain.reload(PickerConfiguration(json: #"{"columns": [{"items": ["a", "b", "c"]}]}"#))
        try plain.handleEvents(nowUs: plain.clock.nowUs())
        #expect(plain.frame.width == 320 && plain.frame.height == 240 && plain.rowCount(inColumn: 0) == 3)
    }

    // MARK: Programmatic selection

    @Test(arguments: [false, true])
    func aQuietSelectCallsNothing(animated: Bool) throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        try picker.select(value: "n20", inColumn: 0, animated: animated)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(networks.calls == [])
        #expect(picker.selection[0].value == "n20")
    }

    @Test func aReportedAnimatedSelectCallsHighlightThenSelectForTheRowItLandsOn() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        try picker.select(value: "n20", inColumn: 0, animated: true, reportsSelection: true)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(networks.calls == ["highlight n20", "select n20"])
    }

    /// A highlight reports a moving column's band; a select at once does not move it.
    @Test func aReportedSelectAtOnceCallsSelectAlone() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        try picker.select(value: "n20", inColumn: 0, animated: false, reportsSelection: true)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(networks.calls == ["select n20"])
    }

    /// Trial 96 found the cookbook promising a `didSelect` here; the row did not change, so the
    /// delegate hears nothing, animated or not, as the docs now say.
    @Test(arguments: [false, true])
    func aReportedSelectOfTheSelectedRowCallsNothing(animated: Bool) throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        let selected = picker.selection[0].value
        try picker.select(value: selected, inColumn: 0, animated: animated, reportsSelection: true)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(networks.calls == [])
        #expect(picker.selection[0].value == selected)
    }

    // MARK: Reloads while the user moves the picker

    enum Change: CaseIterable {
        case insertAbove, removeAbove, insertBelow, removeBelow

        func apply(_ names: inout [String]) {
            switch self {
            case .insertAbove: names.insert("new", at: 2)
            case .removeAbove: names.remove(at: 2)
            case .insertBelow: names.append("new")
            case .removeBelow: names.removeLast()
            }
        }
    }

    enum Movement: CaseIterable {
        case drag, fling, keys

        /// The inputs, in ms from the start.
        var inputs: [(ms: Int64, input: PickerInput)] {
            switch self {
            case .drag:
                (0...10).map { step in (Int64(step) * 10, .touch(step == 0 ? .down : .move, finger: 0, x: 120, y: 200 - Double(step) * 9)) }
                    + [(250, .touch(.up, finger: 0, x: 120, y: 110))]
            case .fling:
                (0...10).map { step in (Int64(step) * 8, .touch(step == 0 ? .down : step == 10 ? .up : .move, finger: 0, x: 120, y: 200 - Double(step) * 8)) }
            case .keys:
                [(0, .key(.pageDown)), (60, .key(.down)), (120, .key(.down))]
            }
        }

        /// Sends the inputs from the clock's now and steps frames 400 ms on, while the motion still runs.
        func runPartWay(_ picker: Picker, clock: ManualClock) throws {
            let startUs = clock.nowUs
            for (ms, input) in inputs { picker.send(input, atUs: startUs + ms * 1_000) }
            for ms in stride(from: Int64(0), through: 400, by: 16) {
                clock.nowUs = startUs + ms * 1_000
                try picker.handleEvents(nowUs: clock.nowUs)
            }
        }

        /// Part way through: the finger is down, the fling flies, the key move runs.
        var reloadMs: Int64 {
            switch self {
            case .drag: 55
            case .fling: 150
            case .keys: 90
            }
        }
    }

    /// Twin pickers get the same input; one of them is reloaded part way. The frames stay
    /// equal (the changed rows are outside the picture) and both tell the delegate the same values.
    @Test(arguments: Movement.allCases, Change.allCases)
    func aReloadDuringAMovementKeepsTheItemsTheUserSees(movement: Movement, change: Change) throws {
        let clocks = (ManualClock(), ManualClock())
        let networks = (Networks(), Networks())
        let pickers = (try makePicker(networks.0, clock: clocks.0), try makePicker(networks.1, clock: clocks.1))
        let startUs = clocks.0.nowUs
        var pending = movement.inputs
        for ms in stride(from: Int64(0), through: 5_000, by: 8) {
            let nowUs = startUs + ms * 1_000
            while let next = pending.first, next.ms <= ms {
                pickers.0.send(next.input, atUs: startUs + next.ms * 1_000)
                pickers.1.send(next.input, atUs: startUs + next.ms * 1_000)
                pending.removeFirst()
            }
            (clocks.0.nowUs, clocks.1.nowUs) = (nowUs, nowUs)
            try pickers.0.handleEvents(nowUs: nowUs)
            try pickers.1.handleEvents(nowUs: nowUs)
            if ms / 8 == movement.reloadMs / 8 {
                #expect(pickers.1.nextDeadlineUs != nil || movement == .drag, "it moves when reloaded")
                change.apply(&networks.1.names)
                try pickers.1.reloadColumn(0)
            }
            if ms >= movement.reloadMs && ms % 200 < 8 {
                #expect(pickers.0.frame.pixels == pickers.1.frame.pixels, "\(movement) \(change) at \(ms) ms")
            }
        }
        #expect(pickers.0.nextDeadlineUs == nil && pickers.1.nextDeadlineUs == nil, "both came to rest")
        #expect(networks.1.calls == networks.0.calls)
        #expect(networks.0.calls.last?.hasPrefix("select") == true, "\(networks.0.calls)")
        #expect(pickers.1.selection[0].value == pickers.0.selection[0].value)
    }
}

extension LibraryReloadTests {
    /// reloadData (a whole configuration whose columns only got other rows) keeps a fling going too.
    @Test func reloadDataDuringAFlingKeepsItGoingToTheSameItem() throws {
        let clocks = (ManualClock(), ManualClock())
        let networks = (Networks(), Networks())
        let pickers = (try makePicker(networks.0, clock: clocks.0), try makePicker(networks.1, clock: clocks.1))
        let startUs = clocks.0.nowUs
        for (ms, input) in Movement.fling.inputs {
            pickers.0.send(input, atUs: startUs + ms * 1_000)
            pickers.1.send(input, atUs: startUs + ms * 1_000)
        }
        for ms in stride(from: Int64(0), through: 5_000, by: 16) {
            let nowUs = startUs + ms * 1_000
            (clocks.0.nowUs, clocks.1.nowUs) = (nowUs, nowUs)
            try pickers.0.handleEvents(nowUs: nowUs)
            try pickers.1.handleEvents(nowUs: nowUs)
            if ms == 144 {
                #expect(pickers.1.nextDeadlineUs != nil, "it flies when reloaded")
                networks.1.names.insert("new", at: 0)
                try pickers.1.reloadData()
            }
        }
        #expect(pickers.0.nextDeadlineUs == nil && pickers.1.nextDeadlineUs == nil)
        #expect(pickers.1.selection[0].value == pickers.0.selection[0].value)
        #expect(pickers.1.selection[0].row == pickers.0.selection[0].row + 1)
        #expect(networks.1.calls == networks.0.calls)
    }
}

extension PickerFrame {
    /// Every pixel, row by row.
    var pixels: [UInt32] {
        (0..<height).flatMap { y in (0..<width).map { x in pixel(x: x, y: y) } }
    }
}

extension LibraryReloadTests {
    /// A reload that lays the picker out anew (here its text direction; new colours alone leave a
    /// motion going) stops a fling where the wheel is, on the row in the band, not on the row
    /// selected before the fling; the delegate hears that row as the selection.
    /// Trial 32: a style reload under a finger let go of it silently, and the next 50 px of the
    /// finger moved nothing. The finger holds the wheel again where it rests and drags it on; a
    /// lift is then no tap (the row under it was the old picker's).
    @Test(arguments: [false, true]) func aFingerOnTheWheelDragsOnThroughAStyleReload(moves: Bool) throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        func touch(_ phase: PickerInput.TouchPhase, y: Double) throws { try Self.touch(picker, clock: clock, phase, y: y) }
        try touch(.down, y: 200)
        try touch(.move, y: 180)
        var style = Self.style
        style.direction = .ltr
        try picker.reload(PickerConfiguration(dataSource: networks, style: style))
        // The finger has chosen nothing yet: n10 stays selected, with n11 in the band under it.
        #expect(picker.selection[0].value == "n10")
        if moves {
            // Two rows' worth up, slowly enough for no fling.
            for step in 1...8 { try touch(.move, y: 180 - Double(step) * 10) }
            clock.nowUs += 300_000
            try touch(.up, y: 100)
        } else {
            try touch(.up, y: 180)
        }
        for _ in 0..<200 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadlineUs = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadlineUs)
        }
        #expect(picker.selection[0].value == (moves ? "n13" : "n11"), "two rows on from the band's n11, or on it")
        #expect(!networks.calls.contains { $0.hasPrefix("confirm") }, "\(networks.calls)")
    }

    /// Trial 107: a language change (a restyle that lays the picker out anew) while a finger had
    /// dragged the wheel a row on told that row as the reload's selection, and the finger dragged
    /// on. The finger has chosen nothing yet: the selection stays, and its lift tells its landing.
    @Test(arguments: [false, true]) func aRestyleUnderADraggingFingerTellsOnlyItsLanding(dragsBack: Bool) throws {
        final class Causes: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) { calls.append("\(row.value) \(cause)") }
        }
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        let causes = Causes()
        picker.delegate = causes
        func touch(_ phase: PickerInput.TouchPhase, y: Double) throws { try Self.touch(picker, clock: clock, phase, y: y) }
        try touch(.down, y: 200)
        for step in 1...4 { try touch(.move, y: 200 - Double(step) * 10) }
        var style = Self.style
        style.fontSize = 26
        try picker.reload(PickerConfiguration(dataSource: networks, style: style))
        #expect(causes.calls == [], "the finger has chosen nothing yet")
        #expect(picker.selection[0].value == "n10")
        if dragsBack { for step in 1...4 { try touch(.move, y: 160 + Double(step) * 10) } }
        clock.nowUs += 300_000
        try touch(.up, y: dragsBack ? 200 : 160)
        for _ in 0..<200 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadlineUs = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadlineUs)
        }
        #expect(causes.calls == (dragsBack ? [] : ["n11 user"]), "\(causes.calls)")
        #expect(picker.selection[0].value == (dragsBack ? "n10" : "n11"))
    }

    /// A finger's touch at x 120, taken at once, and 20 ms pass.
    static func touch(_ picker: Picker, clock: ManualClock, _ phase: PickerInput.TouchPhase, y: Double) throws {
        picker.send(.touch(phase, finger: 0, x: 120, y: y), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 20_000
    }

    @Test func aThemeReloadDuringAFlingStopsWhereTheWheelIs() throws {
        let clock = ManualClock()
        let networks = Networks()
        let picker = try makePicker(networks, clock: clock)
        try Movement.fling.runPartWay(picker, clock: clock)
        var style = Self.style
        style.direction = .ltr
        #expect(picker.nextDeadlineUs != nil, "it flies when reloaded")
        let inBand = try #require(networks.calls.last { $0.hasPrefix("highlight") }).dropFirst("highlight ".count)
        let before = networks.calls.count
        try picker.reload(PickerConfiguration(dataSource: networks, style: style))
        for _ in 0..<100 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadlineUs = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadlineUs)
        }
        #expect(picker.nextDeadlineUs == nil)
        #expect(picker.selection[0].value == String(inBand), "the row in the band when reloaded, not n10")
        #expect(Array(networks.calls[before...]) == ["select \(inBand)"], "it stopped there at once")
    }
}

extension LibraryReloadTests {
    /// A network list that may grow a second column, the band, between reloads.
    final class BandedNetworks: PickerDataSource, PickerDelegate {
        let networks = Networks()
        var showsBand = false
        var calls: [String] = []

        func numberOfColumns(inSection section: Int) -> Int { showsBand ? 2 : 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? networks.names.count : 2 }
        func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? networks.names[row] : ["2.4 GHz", "5 GHz"][row] }
        func identifier(forColumn column: Int, section: Int) -> String? { column == 0 ? "net" : "band" }

        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
        func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(networks.names[row])") }
    }

    /// reloadData when the columns changed is `reload(_:)` with other changes: a fling stops where the wheel
    /// is, the flung column reports the row it stopped on, and a new column starts on its first row unreported.
    @Test func reloadDataWithNewColumnsDuringAFlingStopsWhereTheWheelIs() throws {
        let clock = ManualClock()
        let source = BandedNetworks()
        let picker = try Picker(dataSource: source, style: Self.style, backend: .offscreen, clock: clock.pickerClock)
        picker.delegate = source
        try picker.select(value: "n10", inColumn: 0, animated: false)
        try picker.handleEvents(nowUs: clock.nowUs)
        try Movement.fling.runPartWay(picker, clock: clock)
        #expect(picker.nextDeadlineUs != nil, "it flies when reloaded")
        let inBand = try #require(source.calls.last { $0.hasPrefix("highlight") }).dropFirst("highlight ".count)
        let before = source.calls.count
        source.showsBand = true
        try picker.reloadData()
        #expect(Array(source.calls[before...]) == ["select net=\(inBand)"], "told at once, by the reload")
        for _ in 0..<100 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadlineUs = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadlineUs)
        }
        #expect(picker.selection.map(\.value) == [String(inBand), "2.4 GHz"])
        #expect(Array(source.calls[before...]) == ["select net=\(inBand)"], "nothing more: it had stopped")
    }

    /// A date section's `selected` is where it starts; a data source that answers another date has it shown
    /// by reloadData, which otherwise keeps the date the user chose.
    @Test func reloadDataShowsADateSectionsNewSelectedAndKeepsTheUsersDateOtherwise() throws {
        let words = StyleTests.Words()
        var date = PickerDateSection()
        date.selected = PickerDate(year: 2024, month: 2, day: 29)
        date.order = .dmy
        words.date = date
        // 320 px would leave the date 154, too few for its year and day whole beside a month's letter.
        var style = StyleTests.style
        style.width = 480
        let picker = try Picker(dataSource: words, style: style, backend: .offscreen)
        picker.delegate = words
        // .dmy: the day is the date section's first column, 1 across sections.
        #expect(picker.selection.map(\.columnID) == ["word", "day", "month", "year"])
        try picker.select(value: "2030", inColumn: 3, animated: false)
        try picker.reloadData()
        #expect(picker.selection.map(\.value) == ["alpha", "28", "02", "2030"], "the user's year stays; 2030 has no 29 February")
        words.calls = []
        words.date?.selected = PickerDate(year: 2025, month: 7, day: 14)
        try picker.reloadData()
        #expect(picker.selection.map(\.value) == ["alpha", "14", "07", "2025"])
        #expect(words.calls == ["select day=14", "select month=07", "select year=2025"])
    }

    /// Trial 40: the user's 30 April became 29 April on large text and on every reload, the day cut
    /// to the month of `selected` (February) before the user's month came back.
    @Test(arguments: [PickerDateSection.Order.dmy, .mdy, .ymd])
    func reloadsKeepAUsersDayThatTheStartingMonthLacks(order: PickerDateSection.Order) throws {
        let words = StyleTests.Words()
        var date = PickerDateSection()
        date.selected = PickerDate(year: 2024, month: 2, day: 29)
        date.order = order
        words.date = date
        var style = StyleTests.style
        style.width = 480
        let picker = try Picker(dataSource: words, style: style, backend: .offscreen)
        for chosen in [PickerDate(year: 2025, month: 4, day: 30), PickerDate(year: 2024, month: 2, day: 29),
                       PickerDate(year: 2023, month: 3, day: 31)] {
            try picker.select(date: chosen, inSection: 1)
            try picker.reloadData()
            #expect(picker.date(inSection: 1) == chosen, "reloadData")
            try picker.setLargeText(true)
            #expect(picker.date(inSection: 1) == chosen, "large text on")
            try picker.setLargeText(false)
            #expect(picker.date(inSection: 1) == chosen, "large text off")
        }
    }

    /// Trial 41: a `maximumDate` moved before the user's day sent the date back to `selected`; it
    /// goes to the latest day still allowed, as a reload's rows go to the enabled row nearest.
    @Test func aReloadThatDisablesTheUsersDayGoesToTheNearestDayAllowed() throws {
        let words = StyleTests.Words()
        var date = PickerDateSection()
        date.fromYear = 2020
        date.toYear = 2030
        date.selected = PickerDate(year: 2024, month: 12, day: 1)
        date.maximumDate = PickerDate(year: 2024, month: 12, day: 31)
        words.date = date
        var style = StyleTests.style
        style.width = 480
        let picker = try Picker(dataSource: words, style: style, backend: .offscreen)
        try picker.select(date: PickerDate(year: 2024, month: 12, day: 28), inSection: 1)
        words.date?.maximumDate = PickerDate(year: 2024, month: 12, day: 20)
        try picker.reloadData()
        #expect(picker.date(inSection: 1) == PickerDate(year: 2024, month: 12, day: 20))
    }
}

/// Trial 51 saw a restyle over a disabled row report the enabled row nearest it and the wheel go
/// on to land far on: its finger was still down (its lift stamped later), and a finger drags on
/// after a reload and flings at its lift, as documented. A fling in flight stops at a reload that
/// lays the picker out anew (here its text direction).
@Suite struct RestyleOverADisabledRowTests {
    final class Calls: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.value)") }
        func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(row)") }
    }

    @Test(arguments: [false, true])
    func aRestyleStopsAFlingInFlightOverADisabledRow(largeText: Bool) throws {
        let items = #""items": ["a", "b", {"text": "c", "disabled": true}, "d", "e", "f", "g", "h", "i", "j"]"#
        let plain = #"{"size": "200x200", "mode": "daemon", "row_height": 40, "visible_rows": 5, "columns": [{"id": "x", "# + items + "}]}"
        let tinted = #"{"size": "200x200", "mode": "daemon", "row_height": 40, "visible_rows": 5, "theme": {"direction": "ltr"}, "columns": [{"id": "x", "# + items + "}]}"
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: plain), backend: .offscreen, clock: clock.pickerClock)
        let calls = Calls()
        picker.delegate = calls
        let startUs = clock.nowUs
        for (index, y) in [160.0, 150, 140, 120].enumerated() {
            picker.send(.touch(index == 0 ? .down : index == 3 ? .up : .move, finger: 0, x: 100, y: y), atUs: startUs + Int64(index) * 16_000)
        }
        while !calls.calls.contains("highlight 2") {
            clock.nowUs += 4_000
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(clock.nowUs - startUs > 48_000, "the finger lifted before the band reached row 2: the wheel is flung")
        if largeText { try picker.setLargeText(true) } else { try picker.reload(PickerConfiguration(json: tinted)) }
        let afterCall = calls.calls
        #expect(!picker.isMoving, "\(calls.calls)")
        while let deadline = picker.nextDeadlineUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(calls.calls == afterCall, "nothing after the call: \(calls.calls)")
        #expect(picker.selection[0].value == "b" || picker.selection[0].value == "d")
    }
}

/// Trial 51: a restyle while the minute column moved took it back to the minute it last rested on
/// (35, where the band showed 45, or 55 for a fling), with no didSelect; a plain column kept its band.
/// A reload that lays the picker out anew (here its text direction) does the same.
@Suite struct RestyleOfAMovingTimeTests {
    @Test func aRestyleUnderAFingerKeepsTheMinuteInTheBand() throws {
        let json = { (direction: String) in #"{"size": "320x240", "theme": {"direction": "\#(direction)"}, "sections": [{"time": {"selected": "02:35", "minute_step": 5}}]}"# }
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json("auto")), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        // Two rows up, slowly, stamped ahead and taken in time: the band shows 45 under the finger.
        let startUs = clock.nowUs, lastMoveUs = startUs + 12 * 80_000
        picker.send(.touch(.down, finger: 0, x: 240, y: 120), atUs: startUs)
        for step in 1...12 { picker.send(.touch(.move, finger: 0, x: 240, y: 120 - Double(step) * 8), atUs: startUs + Int64(step) * 80_000) }
        while clock.nowUs < lastMoveUs, let deadline = picker.nextDeadlineUs {
            clock.nowUs = min(lastMoveUs, max(clock.nowUs + 1, deadline))
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        try picker.reload(PickerConfiguration(json: json("ltr")))
        // The finger has chosen nothing yet (trial 107): 35 stays selected until it lifts over 45.
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 2, minute: 35))
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == [], "\(delegate.calls)")
        clock.nowUs += 80_000
        picker.send(.touch(.up, finger: 0, x: 240, y: 24), atUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 2, minute: 45))
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select minute=45"], "\(delegate.calls)")
    }
}

/// Trial 64: inside the `didSelect` that `reloadColumn(_:items:)` reports, the picker still held
/// the old configuration: `setLargeText(true)` there drew the old rows again, and a reload made
/// there was undone when the outer one ended. The picker is the reload's before the delegate hears it.
@Suite struct InsideAReloadsDidSelectTests {
    final class Inner: PickerDelegate {
        var seen: [String] = []
        var act: (Picker) -> Void = { _ in }
        func picker(_ picker: Picker, didSelect row: SelectedRow) {
            seen.append(picker.configuration.json)
            let act = self.act
            self.act = { _ in }
            act(picker)
        }
    }

    func picker() throws -> (Picker, Inner) {
        let json = #"{"size": "320x240", "columns": [{"id": "language", "items": ["English", "Deutsch"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let inner = Inner()
        picker.delegate = inner
        return (picker, inner)
    }

    @Test func theDelegateReadsTheNewRowsAndLargeTextDrawsThem() throws {
        let (picker, inner) = try picker()
        inner.act = { picker in try? picker.setLargeText(true) }
        try picker.reloadColumn(0, items: ["Ελληνικά", "Русский"])
        #expect(inner.seen.count == 1 && inner.seen[0].contains("Ελληνικά") && !inner.seen[0].contains("English"), "\(inner.seen)")
        #expect(picker.isLargeText)
        #expect(picker.selection.map(\.value) == ["Ελληνικά"])
        #expect(picker.configuration.json.contains("Русский"))
    }

    @Test func aReloadMadeThereStays() throws {
        let (picker, inner) = try picker()
        inner.act = { picker in try? picker.reloadColumn(0, items: ["Suomi", "Svenska"]) }
        try picker.reloadColumn(0, items: ["Ελληνικά", "Русский"])
        #expect(picker.selection.map(\.value) == ["Suomi"])
        #expect(picker.configuration.json.contains("Svenska") && !picker.configuration.json.contains("Русский"), "\(picker.configuration.json)")
        try picker.setLargeText(true)
        #expect(picker.selection.map(\.value) == ["Suomi"] && picker.rowCount(inColumn: 0) == 2)
    }
}

/// A reload that takes a column away from under a finger: the finger turns no other column.
@Suite struct FingerThroughAColumnReloadTests {
    static func config(columns ids: [String]) -> String {
        let items = (0..<20).map { "\"\($0)\"" }.joined(separator: ", ")
        let columns = ids.map { #"{"id": "\#($0)", "items": [\#(items)], "selected": "10"}"# }
        return #"{"size": "400x240", "columns": [\#(columns.joined(separator: ", "))]}"#
    }

    /// Drags column "b" (the right half) a row up, reloads with `kept` columns, drags three rows
    /// more and lifts; returns the selection at rest and what the delegate heard.
    func dragThroughReload(keeping kept: [String]) throws -> (selection: [String: String], calls: [String]) {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config(columns: ["a", "b"])),
                                backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        var y = 120.0
        func touch(_ phase: PickerInput.TouchPhase) throws {
            picker.send(.touch(phase, finger: 0, x: 300, y: y), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
            clock.nowUs += 40_000
        }
        try touch(.down)
        for _ in 0..<4 { y -= 8; try touch(.move) }
        try picker.reload(PickerConfiguration(json: Self.config(columns: kept)))
        // Slowly, for no fling.
        for _ in 0..<12 { y -= 8; try touch(.move) }
        clock.nowUs += 300_000
        try touch(.up)
        for _ in 0..<200 {
            try picker.handleEvents(nowUs: clock.nowUs)
            guard let deadlineUs = picker.nextDeadlineUs else { break }
            clock.nowUs = max(clock.nowUs, deadlineUs)
        }
        return (Dictionary(uniqueKeysWithValues: picker.selection.map { ($0.columnID, $0.value) }), delegate.calls)
    }

    /// Trial 65: a flick of a column a reload removed turned the column laid out under the finger
    /// in its place, and chose a row there the user never touched.
    @Test func aFingerWhoseColumnWasRemovedTurnsNotTheOneNowUnderIt() throws {
        let (selection, calls) = try dragThroughReload(keeping: ["a"])
        #expect(selection == ["a": "10"], "\(calls)")
        #expect(!calls.contains { $0.hasPrefix("select a=") }, "\(calls)")
    }

    /// The column it held, laid out wider under it, it drags on.
    @Test func aFingerWhoseColumnIsStillUnderItDragsOn() throws {
        let (selection, calls) = try dragThroughReload(keeping: ["b"])
        let landed = try #require(Int(selection["b"] ?? ""))
        #expect(landed > 11, "\(calls)")
    }
}

/// Trial 85: a finger dragged "D" into the band, a reload took "D" away, and the lift sprang the
/// wheel back onto "C", the selection: the host heard `didHighlightRow` 3 and nothing after, so
/// its preview showed a row that no longer existed. The row the column comes to rest on is told.
@Suite struct HighlightAfterAReloadTests {
    final class Heard: PickerDelegate {
        var calls: [String] = []
        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.value)") }
        func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(row)") }
    }

    @Test func theRowTheWheelSpringsBackToIsHighlightedOnceTheHeldRowWent() throws {
        let json = #"{"size": "320x240", "mode": "daemon", "columns": [{"items": ["A", "B", "C", "D"], "selected": "C"}]}"#
        let (picker, _, clock) = try ConfirmInABatchTests().make(json)
        let heard = Heard()
        picker.delegate = heard
        // Up by one 48 px row, slowly: D in the band.
        picker.send(.touch(.down, finger: 0, x: 160, y: 140), atUs: clock.nowUs)
        for step in 1...8 { picker.send(.touch(.move, finger: 0, x: 160, y: Double(140 - step * 6)), atUs: clock.nowUs + Int64(step) * 40_000) }
        clock.nowUs += 400_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(heard.calls == ["highlight 3"], "\(heard.calls)")
        try picker.reloadColumn(0, items: ["A", "B", "C"])
        picker.send(.touch(.up, finger: 0, x: 160, y: 92), atUs: clock.nowUs + 1_000_000)
        while let deadline = picker.nextDeadlineUs, clock.nowUs < 5_000_000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(heard.calls == ["highlight 3", "highlight 2"], "\(heard.calls)")
        #expect(picker.selection[0].value == "C")
    }
}
