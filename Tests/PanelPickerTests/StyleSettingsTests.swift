import PanelPicker
import Testing

/// What a data-source picker takes besides its rows and its style: the mode a widget runs in, the
/// rows' language, and the device's sections (`settings`), which a reload keeps.
@Suite struct StyleSettingsTests {
    typealias Words = StyleTests.Words

    @Test func aDaemonStyleConfirmsAndGoesOn() throws {
        let clock = ManualClock()
        let words = Words()
        var style = StyleTests.style
        style.mode = .daemon
        style.lang = "de"
        let picker = try StyleTests().make(words, style: style, clock: clock)
        for _ in 0..<2 {
            picker.send(.key(.enter))
            clock.nowUs += 600_000
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(words.calls == ["confirm", "confirm"])
        #expect(!picker.isStopped)
        #expect(picker.configuration.json.contains(#""mode":"daemon""#))
        #expect(picker.configuration.json.contains(#""lang":"de""#))
    }

    @Test func settingsGiveTheDevicesSectionsAndAReloadKeepsThem() throws {
        let words = Words()
        let settings = #"{"display": {"rotation": 90}, "input": {"calibration": [0, 1, 0, -1, 0, 1]}, "control": {"socket": false}}"#
        let picker = try Picker(dataSource: words, style: StyleTests.style, settings: settings, backend: .offscreen)
        #expect(picker.configuration.json.contains(#""rotation":90"#))
        words.words = ["delta"]
        try picker.reloadData()
        #expect(picker.selection.map(\.value) == ["delta"])
        #expect(picker.configuration.json.contains(#""rotation":90"#), "reloadData keeps the settings")
        #expect(picker.configuration.json.contains(#""calibration":[0,1,0,-1,0,1]"#))
    }

    @Test(arguments: [
        (##"{"theme": {"tint": "#ff0000"}}"##,
         #"settings: "theme" is the style's (PickerStyle); settings give "display", "input", "control", "state", "mqtt", "speech""#),
        (#"{"foo": 1}"#, #"settings: unknown key "foo"; settings give "display", "input", "control", "state", "mqtt", "speech""#),
        (#"{"dispaly": {}}"#,
         #"settings: unknown key "dispaly"; did you mean "display"? settings give "display", "input", "control", "state", "mqtt", "speech""#),
        (#"{"visible_rows": 3}"#,
         #"settings: "visible_rows" is the style's (PickerStyle); settings give "display", "input", "control", "state", "mqtt", "speech""#),
        (#"{"columns": []}"#,
         #"settings: "columns" is the data source's; settings give "display", "input", "control", "state", "mqtt", "speech""#),
        ("[1]", #"settings: expected a JSON object such as {"display": {"rotation": 90}}"#),
        // Trial 7 (issue 31): this said "expected 'null'".
        ("not json", #"settings: is not JSON (expected a JSON object such as {"display": {"rotation": 90}}): line 1, column 1: "#
            + "expected a value, found the word 'not': text is written in quotes, and true, false and null are the only words without"),
        (#"{"display": {"rotation": 45}}"#, "settings: display.rotation: expected 0, 90, 180 or 270"),
        // Trial 28: only the key the settings may not give was named, the rotation after it was mended.
        (#"{"display": {"rotation": 45}, "theme": {}}"#, #"settings: "theme" is the style's (PickerStyle); settings give "display", "#
            + #""input", "control", "state", "mqtt", "speech"; also settings: display.rotation: expected 0, 90, 180 or 270"#),
    ])
    func badSettingsAreNamedAsSettings(settings: String, message: String) {
        let error = #expect(throws: PickerError.self) {
            try PickerConfiguration(dataSource: Words(), style: StyleTests.style, settings: settings)
        }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }
}
