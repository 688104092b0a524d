import PanelPicker
import Testing

/// What the compiler checks about a picker and threads: it is not `Sendable`, so it can
/// never be used from two places at once, but it may be handed over whole.
@Suite struct ThreadTests {
    @Test func aPickerSentToADetachedTaskAndUsedOnlyThereWorks() async throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"size": "64x64", "columns": [{"id": "n", "items": ["a", "b"]}]}"#),
                                backend: .offscreen)
        // `picker` is not used again here, so the compiler lets the task take it.
        let chosen = try await Task.detached {
            try picker.select(value: "b", inColumn: 0, animated: false)
            try picker.handleEvents(nowUs: picker.clock.nowUs())
            return picker.selection[0].value
        }.value
        #expect(chosen == "b")
    }
}
