import PanelPicker
import Testing

/// What a host's `catch` sees: a `PickerError` whose `kind` and `message` say what was wrong,
/// as docs/library.md's "Errors" shows.
@Suite struct PickerErrorTests {
    @Test func aBadSelectIsBadInputNamingTheValue() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: OwnLoopTests.config), backend: .offscreen)
        var heard: [String] = []
        func log(_ line: String) { heard.append(line) }
        do {
            try picker.select(value: "kiwi", inColumn: 1)
        } catch {
            if error.kind == .badInput { log(error.message) }
        }
        #expect(heard == [#"select: column 1 "fruit" has no row with value "kiwi""#])
    }
}
