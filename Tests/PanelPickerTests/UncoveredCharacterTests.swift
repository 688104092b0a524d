import PanelPicker
import Testing

/// Trial 54's emoji had no font and were drawn as boxes, and nothing said so: the log names each
/// character no installed font has, once, when a frame first draws it.
@Suite struct UncoveredCharacterTests {
    @Test func aCharacterNoFontHasIsLoggedOnceWhenDrawn() throws {
        let clock = ManualClock()
        var lines: [String] = []
        // U+10FFFD is a private-use code point of the last plane: no font has it.
        let json = #"{"size": "320x240", "columns": [{"items": ["Tea \udbff\udffd", "Coffee", "Tea \udbff\udffd again"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock,
                                log: { lines.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.send(.key(.down))
        picker.send(.key(.down))
        while let deadline = picker.nextDeadlineUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        let named = lines.filter { $0.hasPrefix("font: ") }
        #expect(named == [#"font: no installed font has U+10FFFD: drawn as a box; install a font that has it (fc-list ":charset=10fffd" lists those that do)"#],
                "\(lines)")
    }
}
