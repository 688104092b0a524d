import PanelPicker
import Testing

/// After `close()` the picker does nothing, as its documentation says: no call changes what it
/// reports or calls its delegate.
@Suite struct ClosedPickerTests {
    @Test func noCallChangesAClosedPicker() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: OwnLoopTests.config), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.close()
        let before = picker.selection

        try picker.select(row: 3, inColumn: 0, animated: false, reportsSelection: true)
        try picker.select(value: "plum", inColumn: 1, animated: true, reportsSelection: true)
        picker.confirm()
        try picker.reloadColumn(1, items: ["fig"])
        try picker.reload(PickerConfiguration(json: #"{"size": "320x240", "columns": [{"id": "hour", "items": ["x"]}]}"#))
        picker.send(.key(.down))
        picker.sleep()
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)

        #expect(picker.selection == before)
        #expect(picker.configuration.json.contains("pear"), "the configuration is the one it closed with")
        #expect(picker.powerState == .awake)
        #expect(delegate.calls.isEmpty)
        #expect(picker.nextDeadlineUs == nil)
    }
}
