import PanelPicker
import Testing

/// What large text leaves out is said at the H a style gives, and again when a reload changes it
/// (trial 83: a CNC pendant's readout lost its position at both, with `largeTextNote` nil and the
/// log silent).
@Suite struct LargeTextNoteTests {
    final class Readout: PickerDataSource {
        var positions = ["+12.0", "-35.2", "+0.5", "+90.0"]
        let axes = ["X gantry", "Y", "Z", "A"]
        func numberOfColumns(inSection section: Int) -> Int { 1 }
        func numberOfRows(inColumn column: Int, section: Int) -> Int { axes.count }
        func title(forRow row: Int, column: Int, section: Int) -> String? { axes[row] }
        func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
            PickerRowContent(title: axes[row], trailingText: positions[row])
        }
    }

    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    let clock = ManualClock()

    func make(_ readout: Readout, capHeightPx: Int?) throws -> (Picker, Lines) {
        var style = PickerStyle()
        (style.width, style.height, style.visibleRows) = (440, 480, 5)
        style.largeText = .init(isOn: true, capHeightPx: capHeightPx)
        let lines = Lines()
        let picker = try Picker(dataSource: readout, style: style, backend: .offscreen, clock: clock.pickerClock,
                                log: { lines.all.append($0) })
        return (picker, lines)
    }

    @Test(arguments: [nil, 30]) func aReloadThatLosesATrailingTextSaysSo(capHeightPx: Int?) throws {
        let readout = Readout()
        let (picker, lines) = try make(readout, capHeightPx: capHeightPx)
        #expect(picker.largeTextNote == nil, "\(picker.largeTextNote ?? "")")
        readout.positions[0] = "-1234567.890 mm"
        try picker.reloadColumn(0)
        let note = picker.largeTextNote ?? "no note"
        #expect(note.hasPrefix("large text is on: at \(picker.largeTextCapHeightPx ?? 0) px, sections[0].columns[0]: large text leaves \"-1234567.890 mm\" out beside \"X gantry\""),
                "\(note)")
        #expect(lines.all.last == note, "\(lines.all)")
        readout.positions[0] = "+1.0"
        try picker.reloadColumn(0)
        #expect(picker.largeTextNote == nil, "\(picker.largeTextNote ?? "")")
    }

    /// The H given is drawn as asked: what it leaves out is said, with the advice that fits it.
    @Test func theCapitalHGivenSaysWhatItLeavesOut() throws {
        let readout = Readout()
        readout.positions[0] = "-1234567.890 mm"
        let (picker, lines) = try make(readout, capHeightPx: 40)
        let note = picker.largeTextNote ?? "no note"
        #expect(picker.largeTextCapHeightPx == 40)
        #expect(note.hasPrefix(#"large text is on: at 40 px, sections[0].columns[0]: large text leaves "-1234567.890 mm" out beside "X gantry""#), "\(note)")
        #expect(note.hasSuffix("; give the column more width, or large text a shorter capital H"), "\(note)")
        #expect(lines.all.contains(note), "\(lines.all)")
    }

    /// Trial 101's 1080x1920 panel, rows of a 44 px font, grew by 6 px under large text, and
    /// `largeTextNote` was nil. The note says the default H is no taller than the rows' own and
    /// what to give; a panel where it grows the rows well says nothing.
    @Test func theDefaultHNoTallerThanTheRowsOwnIsSaid() throws {
        var style = PickerStyle()
        (style.width, style.height, style.rowHeight, style.visibleRows, style.fontSize) = (1080, 1040, 120, 7, 44)
        style.largeText = .init(isOn: true)
        let big = try Picker(dataSource: Readout(), style: style, backend: .offscreen)
        let note = try #require(big.largeTextNote)
        #expect(note.hasPrefix("large text is on: the default capital H of 32 px is "), "\(note)")
        #expect(note.contains("the rows' own") && note.contains("style.largeText.capHeightPx"), "\(note)")
        var small = PickerStyle()
        (small.width, small.height) = (800, 480)
        small.largeText = .init(isOn: true)
        #expect(try Picker(dataSource: Readout(), style: small, backend: .offscreen).largeTextNote == nil)
    }
}
