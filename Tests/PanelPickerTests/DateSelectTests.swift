import PanelPicker
import Testing

/// Trial 27: a whole date took three selects, month before day and not animated, and the day's
/// refusal ("no row with value 31") did not say the month had not landed; nor was there a date to read.
@Suite struct DateSelectTests {
    static let config = #"{"size": "320x240", "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2025-02-10", "min": "2021-06-01"}}]}"#

    @Test func aWholeDateIsSelectedAtOnceAndRead() throws {
        let clock = ManualClock()
        let (picker, delegate) = try OwnLoopTests().makePicker(Self.config, clock: clock)
        #expect(picker.date(inSection: 0) == PickerDate(year: 2025, month: 2, day: 10))
        try picker.select(date: PickerDate(year: 2025, month: 3, day: 31), inSection: 0)
        #expect(picker.date(inSection: 0) == PickerDate(year: 2025, month: 3, day: 31))
        #expect(picker.selection.map(\.value) == ["2025", "03", "31"])
        #expect(delegate.calls.isEmpty, "\(delegate.calls)")
        try picker.select(date: PickerDate(year: 2024, month: 2, day: 29), inSection: 0, reportsSelection: true)
        #expect(delegate.calls == ["select year=2024", "select month=02", "select day=29"], "\(delegate.calls)")
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(!picker.isMoving)
    }

    @Test(arguments: [
        (PickerDate(year: 2025, month: 2, day: 30), 0, "select(date: 2025-02-30, inSection: 0): no such date: February 2025 has 28 days"),
        (PickerDate(year: 2031, month: 1, day: 1), 0, "select(date: 2031-01-01, inSection: 0): the years run from 2020 to 2030"),
        (PickerDate(year: 2021, month: 5, day: 31), 0, "select(date: 2021-05-31, inSection: 0): it is before the date's min, 2021-06-01"),
        // Trial 42 was told "section 9 is no date section" of a picker without one.
        (PickerDate(year: 2025, month: 1, day: 1), 1, "select(date: 2025-01-01, inSection: 1): section 1 does not exist (the picker has 1 section)"),
    ])
    func aDateThatCannotBeShownIsRefusedAndNothingMoves(date: PickerDate, section: Int, message: String) throws {
        let (picker, _) = try OwnLoopTests().makePicker(Self.config, clock: ManualClock())
        let refused = #expect(throws: PickerError.self) { try picker.select(date: date, inSection: section) }
        #expect(refused?.message == message)
        #expect(picker.date(inSection: 0) == PickerDate(year: 2025, month: 2, day: 10))
        #expect(picker.date(inSection: 1) == nil)
    }

    /// Trial 43: a month turned onto the date's `max` month moved the day onto the max, but reported
    /// the day's didSelect first and then turned the day's wheel, with passes and a highlight after
    /// it. The day moves at once, as a day the month lacks does (31 January into February).
    @Test func aDayMovedOntoTheLimitMovesAtOnceWithItsSelection() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2023-02-28", "max": "2023-03-10", "order": "ymd"}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = CallsDuringAMotionTests.Recorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        for key in [PickerKey.right, .down] { picker.send(.key(key), atUs: clock.nowUs) }
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, clock.nowUs < 10_000_000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(picker.date(inSection: 0) == PickerDate(year: 2023, month: 3, day: 10))
        let daySelect = try #require(recorder.calls.firstIndex(of: "select day=10"), "\(recorder.calls)")
        #expect(!recorder.calls.contains { $0.hasPrefix("pass 2:") || $0.hasPrefix("highlight 2:") }, "\(recorder.calls)")
        #expect(recorder.calls[(daySelect + 1)...].isEmpty, "\(recorder.calls)")
    }
}

extension DateSelectTests {
    /// Trial 68 (a lab instrument's calibration date): the month turned from June to July while the
    /// knob turned the day from 6 to 8 reported and said July 8, but the wheel came to rest on 6.
    @Test(arguments: [6, 7, 8]) func aDayTurnedWhileItsMonthTurnsRestsWhereItIsSelected(month: Int) throws {
        let json = { (date: String) in #"{"size": "480x272", "sections": [{"date": {"from": 2026, "to": 2030, "selected": "\#(date)"}}]}"# }
        let clock = ManualClock()
        let (picker, _) = try OwnLoopTests().makePicker(json("2028-0\(month)-06"), clock: clock)
        try picker.focus(column: try #require(picker.columnIndex(id: "month")))
        picker.send(.key(.down), atUs: clock.nowUs)
        picker.send(.key(.right), atUs: clock.nowUs)
        picker.send(.encoder(delta: 2), atUs: clock.nowUs)
        try OwnLoopTests().runUntilIdle(picker, clock: clock)
        let landed = PickerDate(year: 2028, month: month + 1, day: 8)
        #expect(picker.date(inSection: 0) == landed)
        let fresh = try Picker(configuration: PickerConfiguration(json: json("2028-0\(month + 1)-08")), backend: .offscreen)
        try fresh.focus(column: try #require(fresh.columnIndex(id: "day")))
        try fresh.handleEvents(nowUs: fresh.clock.nowUs())
        #expect(try picker.frame.pngData() == fresh.frame.pngData(), "the wheel rests on the day selected")
    }
}
