import PanelPicker
import Testing

/// The model's note of a range's `selected` number (trial 110) reaches the log as the picker starts,
/// and again only when a reload brings a new one.
@Suite struct SelectedRowNoteLogTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    static func json(selected: String) -> String {
        #"{"size": "200x200", "columns": [{"id": "strength", "range": {"from": 1, "to": 5, "format": "%d ●"}, "selected": \#(selected)}]}"#
    }

    @Test func theNoteIsLoggedOnceForEachConfigThatBringsIt() throws {
        let lines = Lines()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json(selected: "3")), backend: .offscreen,
                                log: { lines.all.append($0) })
        let note = #"columns[0].selected: 3 counts rows from 0 and selects the row showing "4 ●"; for the row showing 3, give its value, "3 ●" (or its row, 2)"#
        #expect(lines.all.filter { $0 == note }.count == 1, "\(lines.all)")
        #expect(picker.selection[0].value == "4 ●")
        try picker.reload(PickerConfiguration(json: Self.json(selected: "3")))
        try picker.reload(PickerConfiguration(json: Self.json(selected: #""3 ●""#)))
        #expect(lines.all.filter { $0.contains("counts rows from 0") }.count == 1, "\(lines.all)")
        try picker.reload(PickerConfiguration(json: Self.json(selected: "1")))
        #expect(lines.all.last?.hasPrefix("columns[0].selected: 1 counts rows from 0 and selects the row showing \"2 ●\"") == true, "\(lines.all)")
    }
}
