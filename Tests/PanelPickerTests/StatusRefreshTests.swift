import PanelPicker
import Testing

/// Trial 108's charging station marked the selected connector out of service by reloading its
/// running config: `configuration.json` repeats the `selected` the picker was made with, and the
/// reload was refused (`columns[0].selected: row 2 is disabled`), so a tap confirmed the dead
/// connector. The selection moves off it, told as the reload's, as a data source's would.
@Suite struct StatusRefreshTests {
    @Test func aReloadDisablingTheSelectedRowOfTheRunningConfigMovesTheSelection() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "daemon", "columns": [{"id": "connector", "selected": "chademo", "items": ["#
            + #"{"text": "CCS", "value": "ccs"}, {"text": "Type 2", "value": "type2"}, {"text": "CHAdeMO", "value": "chademo"}]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        try picker.handleEvents(nowUs: clock.nowUs)
        let running = picker.configuration.json
        let refreshed = running.replacing(#""value":"chademo""#, with: #""value":"chademo","disabled":true"#)
        #expect(refreshed != running, "\(running)")
        try picker.reload(PickerConfiguration(json: refreshed))
        #expect(picker.selection[0].value == "type2")
        #expect(delegate.calls == ["select connector=type2"], "\(delegate.calls)")
    }
}
