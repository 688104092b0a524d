import PanelPicker
import Testing

/// docs/library.md's country picker: the cities of the country the user picks.
final class CountriesAndCities: PickerDataSource, PickerDelegate {
    let cities = ["DE": ["Berlin", "Hamburg", "Munich"], "FR": ["Lyon", "Paris"]]
    let countries = ["DE", "FR"]
    var country = "DE"
    var heard: [String] = []

    func numberOfColumns(inSection section: Int) -> Int { 2 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { column == 0 ? countries.count : cities[country, default: []].count }
    func title(forRow row: Int, column: Int, section: Int) -> String? { column == 0 ? countries[row] : cities[country]?[row] }
    func identifier(forColumn column: Int, section: Int) -> String? { column == 0 ? "country" : "city" }

    func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
        heard.append("\(row.columnID)=\(row.value) \(cause)")
        if row.columnID == "country" { country = row.value }
        guard row.columnID == "country", cause == .user else { return }
        try? picker.reloadColumn(1)
    }
}

/// `picker(_:didSelect:cause:)` tells the user's choice from a program's select and from a reload's.
@Suite struct SelectionCauseTests {
    final class Causes: PickerDelegate {
        var heard: [String] = []
        var onSelect: (Picker, SelectedRow) -> Void = { _, _ in }
        func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
            heard.append("\(row.columnID)=\(row.value) \(cause)")
            onSelect(picker, row)
        }
    }

    static let config = """
    {"size": "320x240", "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "fruit", "items": ["apple", "pear", "plum", "fig"], "selected": "pear"}]}
    """

    func make(_ json: String = SelectionCauseTests.config, clock: ManualClock) throws -> (Picker, Causes) {
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let causes = Causes()
        picker.delegate = causes
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        return (picker, causes)
    }

    @Test func keysAndTouchAreTheUsers() throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        // A tap on the row below the band, in the second column (rows are 48 px at 320x240).
        picker.send(.touch(.down, finger: 0, x: 240, y: 168), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 240, y: 168), atUs: clock.nowUs + 50_000)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(causes.heard == ["hour=10 user", "fruit=plum user"])
    }

    @Test(arguments: [false, true]) func aReportedSelectIsTheProgramsAtOnceOrWhenItLands(animated: Bool) throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        try picker.select(value: "fig", inColumn: 1, animated: animated, reportsSelection: true)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(causes.heard == ["fruit=fig select"])
    }

    /// docs/library.md: touch or keys that move a column before an animated select lands make the landing theirs.
    @Test func aSelectTheUserOvertookLandsAsTheirs() throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        try picker.select(row: 20, inColumn: 0, animated: true, reportsSelection: true)
        clock.nowUs += 50_000
        picker.send(.key(.down), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(causes.heard.count == 1)
        #expect(causes.heard.first?.hasSuffix(" user") == true, "\(causes.heard)")
    }

    /// Trial 71: the user's Page Up overtook a quiet select of floor 5 and brought the wheel back to
    /// the floor it had left: the selection the program asked for never came, and nothing said so.
    /// Where the user's input lands an overtaken select, it is told, on any row.
    @Test(arguments: [false, true]) func aSelectTheUserOvertookBackToItsStartIsTold(reported: Bool) throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        try picker.select(row: 11, inColumn: 0, animated: true, reportsSelection: reported)
        clock.nowUs += 30_000
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.up), atUs: clock.nowUs)
        picker.send(.key(.up), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(picker.selection[0].value == "09")
        #expect(causes.heard == ["hour=09 user"])
    }

    /// Trial 75: a ballot's quiet select of the first party list, and a voter's tap or key on the
    /// candidates while it turned: the list's landing was told as the voter's (`.user`), and said.
    /// Input to another column leaves a program's select the program's.
    @Test(arguments: ["tap", "key", "drag"]) func inputToAnotherColumnLeavesASelectTheProgramsOwn(input: String) throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        try picker.focus(column: 1, shown: false)
        try picker.select(row: 11, inColumn: 0, animated: true)
        clock.nowUs += 30_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let band = picker.bandRect, fruit = try #require(picker.rect(ofColumn: 1))
        let x = Double(fruit.x + fruit.width / 2), y = Double(band.y + band.height / 2), row = Double(band.height)
        switch input {
        case "tap":
            picker.send(.touch(.down, finger: 0, x: x, y: y + row), atUs: clock.nowUs)
            picker.send(.touch(.up, finger: 0, x: x, y: y + row), atUs: clock.nowUs + 80_000)
        case "key":
            picker.send(.key(.down), atUs: clock.nowUs)
        default:
            picker.send(.touch(.down, finger: 0, x: x, y: y), atUs: clock.nowUs)
            picker.send(.touch(.move, finger: 0, x: x, y: y - row), atUs: clock.nowUs + 40_000)
            picker.send(.touch(.up, finger: 0, x: x, y: y - row), atUs: clock.nowUs + 400_000)
        }
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(picker.selection.map(\.value) == ["11", "plum"])
        #expect(causes.heard == ["fruit=plum user"], "the hour's landing is the program's, untold")
    }

    /// Trial 71: a quiet select of floor 5, and a reload 50 ms later that took floor 5 away: the
    /// wheel landed on another floor, and the program, which knew only of its 5, was never told.
    /// Its landing is the reload's, and told.
    /// Trial 73: the same with a reported select was told as `.select`, a dish nobody picked.
    @Test(arguments: [false, true]) func aSelectWhoseRowAReloadRemovedIsToldWhereItLands(reported: Bool) throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        try picker.select(value: "fig", inColumn: 1, animated: true, reportsSelection: reported)
        clock.nowUs += 50_000
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.reloadColumn(1, items: ["apple", "pear", "plum"])
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(picker.selection[1].value == "plum")
        #expect(causes.heard == ["fruit=plum reload"])
    }

    /// The "country, then its cities" pattern: the user's country, then the city the program's
    /// reload from its `didSelect` moved, each with its cause.
    @Test func aReloadFromTheUsersSelectIsTheReloads() throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        causes.onSelect = { picker, row in
            guard row.columnID == "hour" else { return }
            try? picker.reloadColumn(1, items: ["apple", "plum"])
        }
        picker.send(.key(.down), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(causes.heard == ["hour=10 user", "fruit=plum reload"])
    }

    /// The same from a data source, acting on the user's country alone: a program's select of
    /// a country moves the cities too, but is the program's to follow up.
    @Test func aCountryPickerReloadsItsCitiesForTheUsersCountryAlone() throws {
        let clock = ManualClock()
        let places = CountriesAndCities()
        var style = PickerStyle()
        (style.width, style.height) = (320, 240)
        let picker = try Picker(dataSource: places, style: style, backend: .offscreen, clock: clock.pickerClock)
        picker.delegate = places
        try picker.select(value: "Munich", inColumn: 1, animated: false)
        picker.send(.key(.down), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        #expect(places.heard == ["country=FR user", "city=Paris reload"])
        try picker.select(value: "DE", inColumn: 0, animated: false, reportsSelection: true)
        #expect(places.heard.last == "country=DE select")
        #expect(picker.selection.map(\.value) == ["DE", "Paris"], "the program's select reloads nothing")
    }

    /// A restyle that stops a fling chose where the column rests: the reload's.
    @Test func aRestyleThatStopsAFlingIsTheReloads() throws {
        let clock = ManualClock()
        let (picker, causes) = try make(clock: clock)
        let startUs = clock.nowUs
        for step in 0...10 {
            picker.send(.touch(step == 0 ? .down : step == 10 ? .up : .move, finger: 0, x: 80, y: 200 - Double(step) * 12),
                        atUs: startUs + Int64(step) * 8_000)
        }
        _ = try PowerAndFeedbackTests().run(picker, clock: clock, untilUs: clock.nowUs + 150_000)
        #expect(picker.isMoving)
        try picker.setLargeText(true)
        #expect(causes.heard.count == 1)
        #expect(causes.heard.first?.hasSuffix(" reload") == true, "\(causes.heard)")
    }

    @Test func aReportedDateSelectIsTheProgramsForEachColumn() throws {
        let clock = ManualClock()
        let (picker, causes) = try make(#"{"size": "480x272", "sections": [{"date": {"selected": "2026-03-31"}}]}"#, clock: clock)
        try picker.select(date: PickerDate(year: 2027, month: 2, day: 14), inSection: 0, reportsSelection: true)
        #expect(causes.heard == ["year=2027 select", "month=02 select", "day=14 select"])
    }

    /// A delegate written before the cause, with only `picker(_:didSelect:)`, hears every selection.
    @Test func aDelegateWithoutTheCauseHearsEverySelection() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        picker.send(.key(.down), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        try picker.select(value: "fig", inColumn: 1, animated: false, reportsSelection: true)
        #expect(delegate.calls.filter { $0.hasPrefix("select") } == ["select hour=10", "select fruit=fig"])
    }
}
