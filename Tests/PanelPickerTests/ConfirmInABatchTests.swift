import PanelPicker
import Testing

/// What a confirm or a cancel does to the input that comes after it in one `handleEvents` turn, and
/// to a delegate that stops, confirms or selects while it hears the batch (trial 42).
@Suite struct ConfirmInABatchTests {
    static func json(mode: String, extra: String = "") -> String {
        #"{"size": "320x240", "mode": "\#(mode)", \#(extra)"columns": [{"id": "fruit", "items": ["apple", "pear", "plum", "fig", "kiwi"]}]}"#
    }

    final class Recorder: PickerDelegate {
        var calls: [String] = []
        var onSelect: ((Picker) -> Void)?
        var onPass: ((Picker) -> Void)?
        func picker(_ picker: Picker, didSelect row: SelectedRow) {
            calls.append("select \(row.value)")
            onSelect?(picker)
        }
        func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) { calls.append("highlight \(row)") }
        func picker(_ picker: Picker, didPassRow row: Int, inColumn column: Int, clicks: Bool) {
            calls.append("pass \(row)")
            onPass?(picker)
        }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm " + selection.map(\.value).joined(separator: ",")) }
        func pickerDidCancel(_ picker: Picker) { calls.append("cancel") }
    }

    func make(_ json: String) throws -> (Picker, Recorder, ManualClock) {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = Recorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        return (picker, recorder, clock)
    }

    /// Sends `keys` 2 ms apart, handles them in one turn 10 ms after the last, then runs to rest.
    func oneTurn(_ keys: [PickerKey], _ picker: Picker, _ clock: ManualClock) throws {
        let startUs = clock.nowUs
        for (index, key) in keys.enumerated() { picker.send(.key(key), atUs: startUs + Int64(index) * 2_000) }
        clock.nowUs = startUs + Int64(keys.count) * 2_000 + 10_000
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, clock.nowUs < 30_000_000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
    }

    /// Trial 67 (a parking meter in daemon mode): a delegate that called `confirm()` as it heard
    /// the tap on the selected row heard `didConfirm` twice for one tap, the tap's own confirm
    /// after its own; a reload from the first confirm's speech made the second name another zone.
    @Test func aConfirmFromDidTapRowIsTheTapsOnlyConfirm() throws {
        final class ConfirmsOnTap: PickerDelegate {
            var confirms = 0
            func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { picker.confirm() }
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { confirms += 1 }
        }
        let (picker, _, clock) = try make(Self.json(mode: "daemon"))
        let delegate = ConfirmsOnTap()
        picker.delegate = delegate
        // The band's row, in the middle of a 240 px picker.
        picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: 160, y: 120), atUs: clock.nowUs + 50_000)
        clock.nowUs += 60_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(delegate.confirms == 1)
    }

    /// A finger came down on "pear" as Enter (or the program's `confirm()`) confirmed "apple":
    /// the confirm's landing let the column go under the finger, and its lift tapped nothing, so
    /// a daemon's next choice lost its first tap. It is the tap it was going to be.
    @Test(arguments: [true, false])
    func aTapThatSpansAConfirmIsStillATap(byKey: Bool) throws {
        final class Taps: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { calls.append("tap \(row)") }
            func picker(_ picker: Picker, didSelect row: SelectedRow) { calls.append("select \(row.value)") }
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm \(selection[0].value)") }
        }
        let (picker, _, clock) = try make(Self.json(mode: "daemon"))
        let taps = Taps()
        picker.delegate = taps
        let startUs = clock.nowUs
        // "pear", the row below the band of five 48 px rows in a 240 px picker.
        picker.send(.touch(.down, finger: 0, x: 160, y: 168), atUs: startUs + 1_000)
        if byKey {
            picker.send(.key(.enter), atUs: startUs + 20_000)
        } else {
            clock.nowUs = startUs + 30_000
            try picker.handleEvents(nowUs: clock.nowUs)
            picker.confirm()
        }
        picker.send(.touch(.up, finger: 0, x: 160, y: 168), atUs: startUs + 60_000)
        clock.nowUs = startUs + 70_000
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, clock.nowUs < 5_000_000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(taps.calls == ["confirm apple", "tap 1", "select pear"], "\(taps.calls)")
    }

    @Test func aOneshotConfirmTakesNothingSentAfterIt() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "oneshot"))
        try oneTurn([.enter, .down], picker, clock)
        #expect(picker.outcome == .confirmed([SelectedRow(column: 0, columnID: "fruit", row: 0, value: "apple")]))
        #expect(recorder.calls == ["confirm apple"], "\(recorder.calls)")
    }

    @Test func aDaemonHearsEachConfirmAndCancelOfOneTurnInOrder() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "daemon", extra: #""confirm": {"allow_cancel": true}, "#))
        try oneTurn([.down, .enter, .down, .enter, .escape], picker, clock)
        #expect(recorder.calls.filter { !$0.hasPrefix("pass") && !$0.hasPrefix("highlight") }
                == ["select pear", "confirm pear", "select plum", "confirm plum", "cancel"], "\(recorder.calls)")
    }

    /// Trial 106: a daemon confirmed twice for two presses of Enter (or of an encoder's button)
    /// 100 ms apart, where a double tap confirms once. The second, with nothing moved, is the same
    /// press; one half a second on, or after a move, is a choice of its own.
    @Test func aDaemonTakesEnterPressedTwiceQuicklyAsOneConfirm() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "daemon"))
        func press(_ key: PickerKey, afterUs delayUs: Int64) throws {
            clock.nowUs += delayUs
            picker.send(.key(key), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
            while let deadline = picker.nextDeadlineUs, deadline <= clock.nowUs + 300_000 {
                clock.nowUs = max(clock.nowUs, deadline)
                try picker.handleEvents(nowUs: clock.nowUs)
            }
        }
        try press(.enter, afterUs: 100_000)
        try press(.enter, afterUs: 100_000)
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple"], "\(recorder.calls)")
        try press(.enter, afterUs: 500_000)
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple", "confirm apple"])
        picker.send(.key(.down), atUs: clock.nowUs + 50_000)
        try press(.enter, afterUs: 100_000)
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm apple", "confirm apple", "confirm pear"])
    }

    /// Trials 48 and 50: a delegate that showed the next screen from `didConfirm` (a reload) heard
    /// the double tap's second tap, 250 ms on, confirm that screen too. It is no confirm now.
    @Test func aDoubleTapAcrossTheNextScreenConfirmsOnce() throws {
        final class Screens: PickerDelegate {
            var confirmed: [String] = []
            var taps = 0
            func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) { taps += 1 }
            func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
                confirmed.append(selection[0].value)
                try? picker.reload(PickerConfiguration(json: #"{"size": "320x240", "mode": "daemon", "columns": [{"id": "size", "items": ["S", "M", "L"]}]}"#))
            }
        }
        let (picker, _, clock) = try make(Self.json(mode: "daemon"))
        let screens = Screens()
        picker.delegate = screens
        func tap(atUs timeUs: Int64) throws {
            picker.send(.touch(.down, finger: 0, x: 160, y: 120), atUs: timeUs)
            picker.send(.touch(.up, finger: 0, x: 160, y: 120), atUs: timeUs + 60_000)
            while let deadline = picker.nextDeadlineUs, deadline <= timeUs + 200_000 {
                clock.nowUs = max(clock.nowUs, deadline)
                try picker.handleEvents(nowUs: clock.nowUs)
            }
        }
        try tap(atUs: clock.nowUs + 100_000)
        try tap(atUs: clock.nowUs + 190_000)
        #expect(screens.confirmed == ["apple"] && screens.taps == 2, "\(screens.confirmed), \(screens.taps) taps")
        try tap(atUs: clock.nowUs + 1_000_000)
        #expect(screens.confirmed == ["apple", "S"])
    }

    @Test func aDelegateThatConfirmsInDidSelectIsHeardOnce() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "oneshot"))
        recorder.onSelect = { $0.confirm() }
        try oneTurn([.down, .enter], picker, clock)
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm pear"], "\(recorder.calls)")
        #expect(recorder.calls.last == "confirm pear", "nothing after the end: \(recorder.calls)")
    }

    @Test func aDelegateThatStopsInDidSelectIsNotConfirmedAfter() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "oneshot"))
        recorder.onSelect = { $0.stop() }
        try oneTurn([.down, .enter], picker, clock)
        #expect(picker.outcome == .stopped)
        #expect(!recorder.calls.contains { $0.hasPrefix("confirm") }, "\(recorder.calls)")
    }

    @Test func aDelegateThatStopsInDidPassRowHearsNothingMore() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "daemon"))
        recorder.onPass = { $0.stop() }
        try oneTurn([.down, .down, .down], picker, clock)
        #expect(recorder.calls == ["pass 1"], "\(recorder.calls)")
    }

    @Test func aConfirmFromDidPassRowLeavesNoHighlightOfTheAbandonedMotion() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "daemon"))
        var confirmed = false
        recorder.onPass = { picker in
            guard !confirmed else { return }
            confirmed = true
            picker.confirm()
        }
        try oneTurn([.down, .down, .down], picker, clock)
        let confirm = try #require(recorder.calls.firstIndex { $0.hasPrefix("confirm") }, "\(recorder.calls)")
        #expect(recorder.calls[(confirm + 1)...].isEmpty, "\(recorder.calls)")
    }

    /// A countdown that ran out before an input in the same turn confirmed before it.
    @Test func aCountdownThatRanOutBeforeAKeyConfirmsFirst() throws {
        let (picker, recorder, clock) = try make(Self.json(mode: "oneshot", extra: #""confirm": {"timeout_s": 1}, "#))
        let deadlineUs = clock.nowUs + 1_000_000
        picker.send(.key(.down), atUs: deadlineUs + 1_000)
        clock.nowUs = deadlineUs + 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(recorder.calls == ["confirm apple"], "\(recorder.calls)")
    }
}
