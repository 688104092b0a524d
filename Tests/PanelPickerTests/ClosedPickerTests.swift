import PanelPicker
import Testing

/// After `close()` nothing changes the picker, as its documentation says: no call changes what it
/// reports or calls its delegate, and those that throw say the picker is closed.
@Suite struct ClosedPickerTests {
    @Test func noCallChangesAClosedPicker() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: OwnLoopTests.config), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.close()
        let before = picker.selection

        // The calls that can throw say why they changed nothing; the others do nothing.
        let refusals: [(String, () throws(PickerError) -> Void)] = [
            ("select", { () throws(PickerError) in try picker.select(row: 3, inColumn: 0, animated: false, reportsSelection: true) }),
            ("select", { () throws(PickerError) in try picker.select(value: "plum", inColumn: 1, animated: true, reportsSelection: true) }),
            ("reloadColumn", { () throws(PickerError) in try picker.reloadColumn(1, items: ["fig"]) }),
            ("reload", { () throws(PickerError) in
                try picker.reload(PickerConfiguration(json: #"{"size": "320x240", "columns": [{"id": "hour", "items": ["x"]}]}"#))
            }),
            // Trial 45: large text after close() did nothing and said nothing.
            ("setLargeText", { () throws(PickerError) in try picker.setLargeText(true) }),
            ("focus(column:)", { () throws(PickerError) in try picker.focus(column: 1) }),
        ]
        for (call, refused) in refusals {
            let error = #expect(throws: PickerError.self) { try refused() }
            #expect(error == PickerError(.badInput, "\(call): the picker is closed; make a new one to show it again"))
        }
        picker.confirm()
        picker.send(.key(.down))
        picker.sleep()
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)

        #expect(picker.selection == before)
        #expect(picker.configuration.json.contains("pear"), "the configuration is the one it closed with")
        #expect(picker.powerState == .awake)
        #expect(delegate.calls.isEmpty)
        #expect(picker.nextDeadlineUs == nil)
        #expect(picker.outcome == .stopped)
        #expect(!picker.isLargeText)
        #expect(try picker.run() == .stopped, "run() returns the outcome")
    }

    /// Trial 45: large text on an ended picker named a call it never made ("large text: reload: …").
    @Test func anEndedPickerRefusesLargeTextInItsOwnName() throws {
        let json = #"{"size": "320x240", "confirm": {"allow_cancel": true}, "columns": [{"items": ["a", "b"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        picker.send(.key(.escape))
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        #expect(picker.outcome == .cancelled)
        #expect(throws: PickerError(.badInput, "setLargeText: the picker has ended (cancelled); make a new one to show it again")) {
            try picker.setLargeText(true)
        }
    }
}
