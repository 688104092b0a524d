import PanelPicker
import PickerTestSupport
import Testing

/// A column whose every row is disabled (trials 88, 92, 98: the last snack of a category sold, every
/// machine of a laundromat busy) was refused, and the screen kept the stale rows a user could buy.
/// It is shown, each row struck, and nothing is confirmed while it rests on one.
@MainActor
struct NothingToChooseTests {
    final class Snacks: PickerDataSource, PickerDelegate {
        var names = ["Crisps", "Peanuts", "Apple"]
        var stock = [3, 0, 2]
        var calls: [String] = []
        func numberOfColumns(inSection section: Int) -> Int { 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { names.count }
        func title(forRow row: Int, column: Int, section: Int) -> String? { names[row] }
        func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { stock[row] > 0 }
        func picker(_ picker: Picker, didSelect row: SelectedRow, cause: SelectionCause) {
            calls.append("select \(row.value) \(cause)" + (row.isEnabled ? "" : " disabled"))
        }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { calls.append("confirm \(selection.map(\.value))") }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
        }
    }

    func make(_ snacks: Snacks, clock: ManualClock, log: @escaping (String) -> Void = { _ in }) throws -> Picker {
        var style = PickerStyle()
        (style.width, style.height) = (320, 240)
        style.mode = .daemon
        let picker = try Picker(dataSource: snacks, style: style, settings: #"{"speech": {"enabled": true, "engine": "delegate"}}"#,
                                backend: .offscreen, clock: clock.pickerClock, log: log)
        picker.delegate = snacks
        try DataSourceTests().settle(picker, clock: clock)
        snacks.calls.removeAll()
        return picker
    }

    @Test func aReloadThatSellsTheLastRowShowsTheColumnAndConfirmsNothing() throws {
        let clock = ManualClock()
        let snacks = Snacks()
        var logged: [String] = []
        let picker = try make(snacks, clock: clock) { logged.append($0) }
        #expect(picker.selection[0].value == "Crisps")
        snacks.stock = [0, 0, 0]
        try picker.reloadData()
        try DataSourceTests().settle(picker, clock: clock)
        #expect(picker.rowCount(inColumn: 0) == 3)
        #expect(picker.selection[0].value == "Crisps", "the selection stays where it was, on a row now disabled")
        #expect(!picker.selection[0].isEnabled)
        // Trial 101's Buy button heard nothing: the selection, on its value, is told disabled.
        #expect(snacks.calls == ["select Crisps reload disabled", "say Crisps, unavailable"])
        // A status refresh that changes nothing says nothing again.
        snacks.calls.removeAll()
        try picker.reloadData()
        try DataSourceTests().settle(picker, clock: clock)
        #expect(snacks.calls.isEmpty, "\(snacks.calls)")
        picker.send(.key(.enter), atUs: clock.nowUs)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(!picker.confirm(), "the host's own button hears nothing was confirmed")
        #expect(!snacks.calls.contains { $0.hasPrefix("confirm") }, "\(snacks.calls)")
        #expect(snacks.calls.contains("say Crisps, unavailable"), "\(snacks.calls)")
        #expect(logged.contains(#"confirm: nothing confirmed: column 0 "c0" has no row to choose, every row is disabled"#), "\(logged)")
        // Stock back: the column confirms again, its selection told enabled where it stays.
        snacks.stock = [1, 0, 0]
        snacks.calls.removeAll()
        try picker.reloadData()
        try DataSourceTests().settle(picker, clock: clock)
        #expect(snacks.calls == ["select Crisps reload"])
        snacks.stock = [0, 0, 2]
        try picker.reloadData()
        try DataSourceTests().settle(picker, clock: clock)
        #expect(picker.selection[0].value == "Apple")
        snacks.calls.removeAll()
        #expect(picker.confirm())
        #expect(snacks.calls.contains(#"confirm ["Apple"]"#), "\(snacks.calls)")
    }

    @Test func keysTurnAColumnWithNothingToChooseThroughItsRows() throws {
        let clock = ManualClock()
        let snacks = Snacks()
        snacks.stock = [0, 0, 0]
        let picker = try make(snacks, clock: clock)
        #expect(picker.selection[0].value == "Crisps")
        picker.send(.key(.down), atUs: clock.nowUs)
        try DataSourceTests().settle(picker, clock: clock)
        #expect(picker.selection[0].value == "Peanuts", "\(snacks.calls)")
        #expect(snacks.calls == ["select Peanuts user disabled", "say Peanuts, unavailable"])
    }

    /// Trial 99's depot at night, every bay busy: +2, -2 and Page Down said "Bay 4, at the end",
    /// counting no row they passed. Each lands where it was asked to, its row unavailable.
    @Test(arguments: [(PickerInput.encoder(delta: 2), 0, "Apple" as String?), (.encoder(delta: -2), 3, "Peanuts"), (.key(.pageDown), 0, nil)])
    func aStepOfSeveralRowsThroughNothingToChooseIsNoEnd(step: PickerInput, from: Int, lands: String?) throws {
        let clock = ManualClock()
        let snacks = Snacks()
        snacks.names = ["Crisps", "Peanuts", "Apple", "Water", "Cola", "Tea", "Juice", "Milk"]
        snacks.stock = Array(repeating: 0, count: 8)
        let picker = try make(snacks, clock: clock)
        try picker.select(row: from, inColumn: 0, animated: false)
        try DataSourceTests().settle(picker, clock: clock)
        snacks.calls.removeAll()
        picker.send(step, atUs: clock.nowUs)
        try DataSourceTests().settle(picker, clock: clock)
        let landed = picker.selection[0].value
        #expect(lands.map { $0 == landed } ?? (picker.selection[0].row > 1), "\(landed)")
        #expect(snacks.calls.contains("say \(landed), unavailable") && !snacks.calls.contains { $0.contains("at the end") }, "\(snacks.calls)")
    }

    @Test func aConfigColumnWithEveryRowDisabledRestsOnItsFirstOrSelectedRow() throws {
        let first = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["x", "y"], "disabled": [0, 1]}]}"#),
                               backend: .offscreen)
        #expect(first.selection[0].value == "x")
        let given = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["x", "y"], "disabled": [0, 1], "selected": "y"}]}"#),
                               backend: .offscreen)
        #expect(given.selection[0].value == "y")
        // Where a row can be chosen, a disabled one is still no selection: the nearest enabled row is.
        let moved = try Picker(configuration: PickerConfiguration(json: #"{"columns": [{"items": ["x", "y"], "disabled": [0], "selected": 0}]}"#),
                               backend: .offscreen)
        #expect(moved.selection[0].value == "y")
    }
}
