import PanelPicker
import Testing

/// Trial 103's entry delays, 0 s to 240 s by 15: the host read "30 s" and parsed its own unit back
/// out, and `select(value: "45")` was refused. A range's row is also its number.
@Suite struct RangeNumberTests {
    static let config = #"""
        {"size": "480x240", "sections": [
          {"columns": [{"id": "entry", "range": {"from": 0, "to": 240, "step": 15, "format": "%d s"}, "selected": "30 s"},
                       {"id": "zone", "items": ["Hall", "Garage"]}]},
          {"date": {"from": 2020, "to": 2030, "selected": "2026-12-07"}}]}
        """#

    @Test func aRangesRowGivesItsNumberAndIsFoundByIt() throws {
        final class Heard: PickerDelegate {
            var numbers: [Int?] = []
            func picker(_ picker: Picker, didSelect row: SelectedRow) { numbers.append(row.number) }
        }
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.config), backend: .offscreen, clock: clock.pickerClock)
        let heard = Heard()
        picker.delegate = heard
        #expect(picker.selection.map(\.number) == [30, nil, 2026, 12, 7])
        #expect(picker.row(withValue: "45", inColumn: 0) == 3)
        try picker.select(value: "45", inColumn: 0, animated: false, reportsSelection: true)
        #expect(picker.selection[0].value == "45 s" && heard.numbers == [45])
        // A month by its number, with its zero or without.
        try picker.select(value: "2", inColumn: 3, animated: false)
        #expect(picker.selection[3].value == "02" && picker.selection[3].number == 2)
        #expect(throws: PickerError.self) { try picker.select(value: "10", inColumn: 0) }
        #expect(picker.row(withValue: "1", inColumn: 1) == nil, "a list's rows are found by value alone")
    }
}
