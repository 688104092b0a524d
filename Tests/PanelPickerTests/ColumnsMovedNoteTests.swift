import PanelPicker
import Testing

/// Trial 115's speed column jumped sideways when a unit switch gave it "×g" rows for "rpm" ones:
/// columns that share the width by need share it anew for new rows, which only the docs said.
@Suite struct ColumnsMovedNoteTests {
    static func json(speeds: [String], widths: Bool = false) -> String {
        let width = widths ? #", "width": 0.5"# : ""
        let items = speeds.map { #""\#($0)""# }.joined(separator: ", ")
        return #"{"size": "320x200", "row_height": 40, "theme": {"font_size": 20}, "columns": [{"id": "rotor", "items": ["A-4-81 swing-out", "F-35-6-30 fixed"]\#(width)}, "#
            + #"{"id": "speed", "items": [\#(items)]\#(width)}]}"#
    }

    func notes(from: String, to: String) throws -> [String] {
        try DefaultFontNoteTests.logged(from: from, reloadedTo: to).filter { $0.hasPrefix("reload: the columns share the width anew") }
    }

    @Test func newRowsThatMoveColumnsSharedByNeedAreSaid() throws {
        let moved = try notes(from: Self.json(speeds: ["500 rpm", "900 rpm"]), to: Self.json(speeds: ["21,130 ×g", "24,000 ×g"]))
        #expect(moved.count == 1, "\(moved)")
        #expect(moved.first?.contains(#"column 0 "rotor" is "#) == true && moved.first?.contains("(and 1 more column moved)") == true, "\(moved)")
        #expect(moved.first?.hasSuffix("to keep them in place as rows change") == true)
        #expect(try notes(from: Self.json(speeds: ["500 rpm", "900 rpm"]), to: Self.json(speeds: ["600 rpm", "800 rpm"])).isEmpty,
                "rows of the same need keep the columns where they are")
        #expect(try notes(from: Self.json(speeds: ["500 rpm"], widths: true), to: Self.json(speeds: ["21,130 ×g"], widths: true)).isEmpty,
                "widths of their own hold")
    }
}
