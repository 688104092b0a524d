import PanelPicker
import Testing

/// Trials 85 and 87 switched to a night theme while the user scrolled: the restyle stopped the
/// fling where the wheel was and reported it as `.reload`. New colours alone now leave every
/// motion going, and the next frame is drawn in them. So does a new language alone (trial 107),
/// which only chooses the voice the rows are said with.
@Suite struct RecolourTests {
    /// How the restyle is given: a data source's style, or a config's theme.
    enum Restyle: CaseIterable {
        case nightStyle, highContrastStyle, nightConfig, language

        var style: PickerStyle {
            var style = LibraryReloadTests.style
            switch self {
            case .nightStyle, .nightConfig:
                style.backgroundColor = PickerColor(hex: "#200000")
                style.textColor = PickerColor(hex: "#803030")
                style.highlightedTextColor = PickerColor(hex: "#ff4040")
                style.tintColor = PickerColor(hex: "#ff0000")
            case .highContrastStyle:
                // Its fade and dim change the layout's shading too, not its sizes.
                style.preset = .highContrast
            case .language:
                style.lang = "fr"
            }
            return style
        }

        /// What the background of the top left corner is drawn in after it.
        var background: UInt32 { self == .highContrastStyle || self == .language ? 0x000000 : 0x200000 }
    }

    /// A fling from n10, restyled as `restyle` says 400 ms in, or not at all: where it lands,
    /// when, and the selections the delegate heard, with their causes.
    func fling(_ restyle: Restyle, restyled: Bool) throws -> (value: String, landedUs: Int64, told: [String], corner: UInt32) {
        let clock = ManualClock()
        let told = PickerSpeechTests.CausesAndSpeech()
        let picker: Picker
        let networks = Networks()
        if restyle == .nightConfig {
            let items = (0..<40).map { "\"n\($0)\"" }.joined(separator: ", ")
            let json = #"{"size": "240x400", "style": "flat", "row_height": 40, "visible_rows": 5, "theme": {"#
            let columns = #"}, "columns": [{"id": "net", "selected": "n10", "items": ["# + items + "]}]}"
            picker = try Picker(configuration: PickerConfiguration(json: json + columns), backend: .offscreen, clock: clock.pickerClock)
            try picker.handleEvents(nowUs: clock.nowUs)
            picker.delegate = told
            try LibraryReloadTests.Movement.fling.runPartWay(picker, clock: clock)
            let night = ##""background": "#200000", "text": "#803030", "highlight_text": "#ff4040", "tint": "#ff0000""##
            if restyled { try picker.reload(PickerConfiguration(json: json + night + columns)) }
        } else {
            picker = try LibraryReloadTests().makePicker(networks, clock: clock)
            picker.delegate = told
            try LibraryReloadTests.Movement.fling.runPartWay(picker, clock: clock)
            if restyled { try picker.reload(PickerConfiguration(dataSource: networks, style: restyle.style)) }
        }
        #expect(picker.isMoving, "the fling flies on")
        var landedUs = clock.nowUs
        while let deadline = picker.nextDeadlineUs {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            if picker.isMoving { landedUs = clock.nowUs }
        }
        return (picker.selection[0].value, landedUs, told.calls, picker.frame.pixel(x: 0, y: 0) & 0xFF_FFFF)
    }

    @Test(arguments: Restyle.allCases) func newColoursLetAFlingLandWhereItWould(restyle: Restyle) throws {
        let undisturbed = try fling(restyle, restyled: false)
        let restyled = try fling(restyle, restyled: true)
        #expect(restyled.value == undisturbed.value)
        #expect(restyled.landedUs == undisturbed.landedUs)
        #expect(restyled.told == ["select \(undisturbed.value) user"], "told once, where it lands, as the user's")
        #expect(restyled.corner == restyle.background, "drawn in the new colours")
    }

    @Test func aFingerDragsOnThroughNewColoursAndItsLiftFlings() throws {
        func drag(recoloured: Bool) throws -> String {
            let clock = ManualClock()
            let networks = Networks()
            let picker = try LibraryReloadTests().makePicker(networks, clock: clock)
            func touch(_ phase: PickerInput.TouchPhase, y: Double) throws { try LibraryReloadTests.touch(picker, clock: clock, phase, y: y) }
            try touch(.down, y: 200)
            try touch(.move, y: 180)
            if recoloured { try picker.reload(PickerConfiguration(dataSource: networks, style: Restyle.nightStyle.style)) }
            for step in 1...4 { try touch(.move, y: 180 - Double(step) * 20) }
            try touch(.up, y: 100)
            while let deadline = picker.nextDeadlineUs {
                clock.nowUs = max(clock.nowUs, deadline)
                try picker.handleEvents(nowUs: clock.nowUs)
            }
            #expect(networks.calls.filter { $0.hasPrefix("select") }.count == 1, "\(networks.calls)")
            return picker.selection[0].value
        }
        #expect(try drag(recoloured: true) == drag(recoloured: false))
    }
}
