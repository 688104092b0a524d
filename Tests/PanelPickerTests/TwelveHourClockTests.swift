import PanelPicker
import Testing

/// A 12-hour time's period follows its hour as UIDatePicker's does: turned from 11 to 12 (or back)
/// the time crosses noon or midnight, so 11 PM turned on is 12 AM, 00:00. Trials 35 to 40 noted
/// that the period stayed, and 11 PM turned on was 12 PM, noon.
@Suite struct TwelveHourClockTests {
    static let json = #"{"size": "320x240", "sections": [{"time": {"hours": 12, "selected": "23:00"}}]}"#

    func make(_ json: String = TwelveHourClockTests.json) throws -> (Picker, RecordingDelegate, ManualClock) {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = RecordingDelegate()
        picker.delegate = recorder
        try settle(picker, clock)
        recorder.calls = []
        return (picker, recorder, clock)
    }

    func settle(_ picker: Picker, _ clock: ManualClock) throws {
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, clock.nowUs < 60_000_000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
    }

    func send(_ input: PickerInput, to picker: Picker, _ clock: ManualClock) throws {
        picker.send(input, atUs: clock.nowUs)
        try settle(picker, clock)
    }

    @Test func elevenPMTurnedOnIsMidnightAndBackIsElevenPM() throws {
        let (picker, recorder, clock) = try make()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 23, minute: 0))
        try send(.key(.down), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 0, minute: 0))
        #expect(picker.selection.map(\.value) == ["12", "00", "am"])
        #expect(recorder.calls.filter { $0.hasPrefix("select") } == ["select hour=12", "select period=am"], "\(recorder.calls)")
        try send(.key(.up), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 23, minute: 0))
        // 12 turned on to 1 stays in its period, as on a clock face.
        try send(.key(.down), to: picker, clock)
        try send(.key(.down), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 1, minute: 0))
    }

    /// Each crossing turns the period: 13 detents from 11 PM cross 11|12 twice, landing on 12 PM.
    @Test func aTurnPastElevenTwiceKeepsThePeriod() throws {
        let (picker, _, clock) = try make()
        // Detents as fast as a hand turns the knob: each adds a row to where the column is going.
        func turn(_ detents: Int, by delta: Int) throws {
            for _ in 0..<detents { picker.send(.encoder(delta: delta), atUs: clock.nowUs) }
            try settle(picker, clock)
        }
        try turn(13, by: 1)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 12, minute: 0))
        try turn(12, by: -1)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 0, minute: 0), "12 steps back cross once: 12 AM")
    }

    /// A finger that drags the hour from 11 over 12 and lets go turns the period too.
    @Test func aDragOverTwelveTurnsThePeriod() throws {
        let (picker, _, clock) = try make()
        // The hour column is the section's first third; a slow drag of one row up (rows are about 40 px).
        let x = 50.0
        picker.send(.touch(.down, finger: 0, x: x, y: 120), atUs: clock.nowUs)
        for step in 1...10 {
            clock.nowUs += 50_000
            picker.send(.touch(.move, finger: 0, x: x, y: 120 - Double(step) * 4.5), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs += 300_000
        try send(.touch(.up, finger: 0, x: x, y: 75), to: picker, clock)
        #expect(picker.selection[0].value == "12")
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 0, minute: 0))
    }

    /// A program that selects the hour chose the period too: it is left as it is.
    @Test func aSelectOfTheHourLeavesThePeriod() throws {
        let (picker, _, clock) = try make()
        try picker.select(value: "12", inColumn: 0, animated: true)
        try settle(picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 12, minute: 0))
        try picker.select(time: PickerTimeOfDay(hour: 23, minute: 0), inSection: 0)
        try settle(picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 23, minute: 0))
    }

    /// Trial 43: one encoder event of 12 counts on the 12 hours moved nothing, and 13 moved one row.
    /// A knob's counts added up over a frame turn the wheel as far as the counts one by one.
    @Test func oneEncoderEventOfAWholeTurnTurnsTheWheelOnce() throws {
        let (picker, _, clock) = try make()
        try send(.encoder(delta: 12), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 11, minute: 0), "11 PM, one turn on: 11 AM")
        try send(.encoder(delta: 13), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 0, minute: 0), "11 AM, 13 on: 12 AM")
    }

    /// Trial 66: a knob's 49 counts in one event from 12 PM landed on 1 AM, and 100 on 4 AM: the
    /// laps beyond four that the spin drops took their 11|12 crossings with them. Counted one by
    /// one, the counts land on 1 PM and 4 PM.
    @Test(arguments: [(49, 13), (100, 16), (-100, 8)]) func aSpinOfManyTurnsKeepsThePeriodTheCountsOneByOneGive(counts: Int, hour: Int) throws {
        let (picker, _, clock) = try make(#"{"size": "320x240", "sections": [{"time": {"hours": 12, "selected": "12:00"}}]}"#)
        try send(.encoder(delta: counts), to: picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: hour, minute: 0))
    }

    /// Trial 66: a reload that changed nothing while the knob turned the hour stopped the wheel
    /// where it was (01, heading for 04) and said nothing; on a 12-hour clock turning on past
    /// midnight it landed in the afternoon. A time section whose clock a reload leaves as it was
    /// goes on to where it was heading, as any column does.
    @Test(arguments: [(24, "10:00", 14), (12, "22:00", 2)]) func aReloadThatLeavesTheClockLetsTheHourTurnOn(hours: Int, selected: String, landsOn: Int) throws {
        let json = #"{"size": "320x240", "sections": [{"time": {"hours": \#(hours), "selected": "\#(selected)"}}]}"#
        let (picker, recorder, clock) = try make(json)
        picker.send(.encoder(delta: 4), atUs: clock.nowUs)
        try picker.handleEvents(nowUs: clock.nowUs)
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
        try picker.reload(PickerConfiguration(json: json))
        try settle(picker, clock)
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: landsOn, minute: 0))
        #expect(recorder.calls.filter { $0.hasPrefix("select") }.count == (hours == 12 ? 2 : 1), "\(recorder.calls)")
    }

    /// Trial 43 read noon for 250 ms between the hour's landing on 12 and the period's, and a host
    /// that saved in the hour's didSelect saved it. The period changes with the hour, in its batch.
    @Test func theTimeReadAtTheHoursSelectIsTheTimeChosen() throws {
        final class Reader: PickerDelegate {
            var read: [String] = []
            func picker(_ picker: Picker, didSelect row: SelectedRow) {
                read.append("\(row.columnID)=\(row.value) \(picker.time(inSection: 0).map { "\($0.hour):\($0.minute)" } ?? "none")")
            }
        }
        let (picker, _, clock) = try make()
        let reader = Reader()
        picker.delegate = reader
        try send(.key(.down), to: picker, clock)
        #expect(reader.read == ["hour=12 0:0", "period=am 0:0"], "\(reader.read)")
    }
}

/// Trial 43: a reload that switched a time between 12 and 24 hours kept the hour's row value, so
/// 10:15 PM became 10:15 with no didSelect, and a new `selected` was not shown. A reload keeps the
/// user's time on the new clock; a new `selected` is shown, as a new picker shows it.
@Suite struct TimeReloadTests {
    final class Times: PickerDataSource, PickerDelegate {
        var section = PickerTimeSection()
        var calls: [String] = []
        func numberOfColumns(inSection section: Int) -> Int { 0 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { 0 }
        func title(forRow row: Int, column: Int, section: Int) -> String? { nil }
        func timeSection(_ section: Int) -> PickerTimeSection? { self.section }
        func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.columnID)=\(row.value)") }
    }

    func make(_ times: Times) throws -> Picker {
        var style = PickerStyle()
        style.width = 320
        style.height = 240
        let picker = try Picker(dataSource: times, style: style, backend: .offscreen)
        picker.delegate = times
        return picker
    }

    @Test func aSwitchBetweenTwelveAndTwentyFourHoursKeepsTheTime() throws {
        let times = Times()
        times.section.hourCycle = .twelveHours
        times.section.minuteInterval = 5
        times.section.selected = PickerTimeOfDay(hour: 6, minute: 0)
        let picker = try make(times)
        try picker.select(time: PickerTimeOfDay(hour: 22, minute: 15), inSection: 0)
        times.section.hourCycle = .twentyFourHours
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 22, minute: 15))
        #expect(times.calls == ["select hour=22"], "\(times.calls)")
        times.calls = []
        times.section.hourCycle = .twelveHours
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 22, minute: 15))
        #expect(picker.selection.map(\.value) == ["10", "15", "pm"])
        // A coarser step keeps the nearest earlier minute on it.
        times.section.minuteInterval = 10
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 22, minute: 10))
    }

    @Test func aNewSelectedIsShown() throws {
        let times = Times()
        times.section.selected = PickerTimeOfDay(hour: 6, minute: 0)
        let picker = try make(times)
        try picker.select(time: PickerTimeOfDay(hour: 22, minute: 15), inSection: 0)
        times.section.selected = PickerTimeOfDay(hour: 20, minute: 0)
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 20, minute: 0))
        #expect(times.calls == ["select hour=20", "select minute=00"], "\(times.calls)")
        // Reloaded again with the same selected, the user's time stays.
        try picker.select(time: PickerTimeOfDay(hour: 7, minute: 30), inSection: 0)
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 7, minute: 30))
    }

    /// Trial 45: a `selected` of 22:17 could not stay under a 15-minute step (it is refused), and
    /// moved onto it, to 22:15, it was a new `selected`: the user's 09:43 was lost either way.
    @Test func aSelectedMovedOnlyOntoACoarserStepKeepsTheUsersTime() throws {
        let times = Times()
        times.section.selected = PickerTimeOfDay(hour: 22, minute: 17)
        let picker = try make(times)
        try picker.select(time: PickerTimeOfDay(hour: 9, minute: 43), inSection: 0)
        times.section.minuteInterval = 15
        #expect(throws: PickerError.self) { try picker.reloadData() }
        times.section.selected = PickerTimeOfDay(hour: 22, minute: 15)
        try picker.reloadData()
        #expect(picker.time(inSection: 0) == PickerTimeOfDay(hour: 9, minute: 30))
    }

    /// Trial 113's charger: 10 PM flung on past 12, and reloaded mid-fling into 24 hours (its
    /// French), read 16:00: the stop kept PM, though the hour had crossed 11 to 12 once, which its
    /// landing would have turned to AM. A reload that stops the hour turns the period as the
    /// landing does, whether the clock stays 12-hour (a new font) or becomes 24-hour.
    @Test(arguments: [#""hours": 24}}]"#, #""hours": 12}}], "theme": {"font_size": 20}"#])
    func aReloadThatStopsAnHourFlungPastTwelveTurnsThePeriod(clock next: String) throws {
        let hours = TwelveHourClockTests()
        let (picker, recorder, clock) = try hours.make()
        picker.send(.touch(.down, finger: 0, x: 50, y: 200), atUs: clock.nowUs)
        for step in 1...5 { picker.send(.touch(.move, finger: 0, x: 50, y: 200 - Double(step) * 25), atUs: clock.nowUs + Int64(step) * 16_000) }
        picker.send(.touch(.up, finger: 0, x: 50, y: 75), atUs: clock.nowUs + 80_000)
        var crossed = false
        while !crossed, clock.nowUs < 3_000_000 {
            clock.nowUs += 16_000
            try picker.handleEvents(nowUs: clock.nowUs)
            crossed = recorder.calls.contains("highlight 0:1")
        }
        #expect(crossed && picker.isMoving, "the hour glides on past 12: \(recorder.calls)")
        let json = #"{"size": "320x240", "sections": [{"time": {"selected": "23:00", "# + next + "}"
        try picker.reload(PickerConfiguration(json: json))
        try hours.settle(picker, clock)
        let time = try #require(picker.time(inSection: 0))
        #expect(time.hour < 12, "after midnight, as the hour crossed 11 to 12 once: \(time), \(picker.selection.map(\.value))")
    }
}
