import PanelPicker
import Testing

/// Where the columns and the band are drawn, for a host that puts headings over them or aims a
/// tap (trial 54 guessed them from the width shares and aimed at the wrong column).
@Suite struct GeometryTests {
    static let json = #"""
    {"size": "320x240", "row_height": 40, "visible_rows": 5, "sections": [{"width": 0.25, "columns": [{"id": "a", "items": ["a0", "a1", "a2"]}]},
     {"width": 0.75, "columns": [{"id": "b", "items": ["b0", "b1", "b2"]}]}], "section_gap": 0}
    """#

    @Test func theColumnsAndTheBandAreWhereTheyAreDrawnAndTapped() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, clock: clock.pickerClock)
        #expect(picker.rect(ofColumn: 0) == PickerRect(x: 0, y: 20, width: 80, height: 200))
        #expect(picker.rect(ofColumn: 1) == PickerRect(x: 80, y: 20, width: 240, height: 200))
        #expect(picker.rect(ofColumn: 2) == nil)
        #expect(picker.bandRect == PickerRect(x: 0, y: 100, width: 320, height: 40))

        // A tap one row below the band, at the middle of the second column's frame, moves that column.
        let column = try #require(picker.rect(ofColumn: 1)), band = picker.bandRect
        let x = Double(column.x + column.width / 2), y = Double(band.y + band.height + band.height / 2)
        picker.send(.touch(.down, finger: 0, x: x, y: y), atUs: clock.nowUs)
        picker.send(.touch(.up, finger: 0, x: x, y: y), atUs: clock.nowUs + 50_000)
        try PowerAndFeedbackTests().run(picker, clock: clock, untilUs: clock.nowUs + 1_000_000)
        #expect(picker.selection.map(\.value) == ["a0", "b1"])
    }

    /// Large text grows the rows: the frames follow what is drawn.
    @Test func theBandFollowsLargeText() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen)
        try picker.setLargeText(true)
        #expect(picker.bandRect.height > 40)
        #expect(abs(picker.bandRect.y + picker.bandRect.height / 2 - 120) <= 1, "\(picker.bandRect)")
    }
}
