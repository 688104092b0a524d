import PanelPicker
import Testing

/// Two rows; it answers for the picker and hears what it does, and goes wherever the picker goes.
final class Answers: PickerDataSource, PickerDelegate {
    var heard: [String] = []

    func numberOfColumns(inSection section: Int) -> Int { 1 }
    func numberOfRows(inColumn column: Int, section: Int) -> Int { 2 }
    func title(forRow row: Int, column: Int, section: Int) -> String? { ["a", "b"][row] }
    func picker(_ picker: Picker, didSelect row: SelectedRow) { heard.append(row.value) }
}

/// A picker handed to a task of its own, with its data source and its delegate: none of the three is
/// `Sendable`, and none is used here again, so the compiler lets the task take them together.
func chooseInATaskOfItsOwn() async throws -> (chosen: String, heard: [String]) {
    let answers = Answers()
    var style = PickerStyle()
    style.width = 64
    style.height = 64
    let picker = try Picker(dataSource: answers, style: style, backend: .offscreen)
    picker.delegate = answers
    return try await Task.detached {
        // The picker holds its data source and delegate weakly, as UIKit does: the task keeps them.
        try withExtendedLifetime(answers) {
            try picker.select(value: "b", inColumn: 0, animated: false, reportsSelection: true)
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            return (picker.selection[0].value, answers.heard)
        }
    }.value
}

/// What the compiler checks about a picker and threads: it is not `Sendable`, so it can
/// never be used from two places at once, but it may be handed over whole.
@Suite struct ThreadTests {
    @Test func aPickerSentToADetachedTaskWithItsDataSourceAndDelegateWorksThere() async throws {
        let (chosen, heard) = try await chooseInATaskOfItsOwn()
        #expect(chosen == "b")
        #expect(heard == ["b"], "the delegate went along and heard the selection")
    }
}
