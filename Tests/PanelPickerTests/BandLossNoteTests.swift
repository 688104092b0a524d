import PanelPicker
import Testing

/// Trial 108: a charger's connectors in a 260 px column lost their "350 kW" in the band, by the
/// rule that a text with a number is drawn whole or not at all, and trial 109's zones read
/// "Goutte-à-gout…", and the log said nothing. It says each once per column, naming the first row
/// the band drew so.
@Suite struct BandLossNoteTests {
    final class Lines: @unchecked Sendable {
        var all: [String] = []
    }

    let clock = ManualClock()

    static func json(width: Int) -> String {
        #"{"size": "\#(width)x300", "theme": {"font_size": 30}, "columns": [{"id": "connector", "items": ["#
            + #"{"text": "CCS (Megawatt)", "value": "mcs", "trailing_text": "1000 kW"}, "#
            + #"{"text": "CCS", "value": "ccs", "trailing_text": "350 kW"}, {"text": "Type 2", "value": "type2", "trailing_text": "22 kW"}]}]}"#
    }

    static let zones = #"{"size": "200x300", "theme": {"font_size": 24}, "columns": [{"id": "zone", "items": ["Goutte-à-goutte A", "Goutte-à-goutte B", "Lawn"]}]}"#

    func run(width: Int) throws -> (Picker, Lines) { try run(Self.json(width: width)) }

    func run(_ json: String) throws -> (Picker, Lines) {
        let lines = Lines()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen,
                                clock: clock.pickerClock, log: { lines.all.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        for _ in 0..<2 {
            picker.send(.key(.down))
            while let deadline = picker.nextDeadlineUs {
                clock.nowUs = max(clock.nowUs, deadline)
                try picker.handleEvents(nowUs: clock.nowUs)
            }
        }
        return (picker, lines)
    }

    @Test func aTrailingTextTheBandLeavesOutIsSaidOncePerColumn() throws {
        let (_, lines) = try run(width: 260)
        let said = lines.all.filter { $0.contains("trailing text") }
        #expect(lines.all.filter { $0.contains("the band cuts \"CCS (Megawatt)\"") }.count == 1, "\(lines.all)")
        #expect(said == [#"columns[0] "connector": the band leaves the trailing text "1000 kW" out beside "CCS (Megawatt)", with no room "#
                         + "for it beside the title; give the column more width, or the rows a shorter title or a smaller size (theme.font_size)"],
                "\(lines.all)")
    }

    @Test func aTitleTheBandCutsIsSaidOncePerColumn() throws {
        let (_, lines) = try run(Self.zones)
        #expect(lines.all.filter { $0.contains("the band cuts") } == [
            #"columns[0] "zone": the band cuts "Goutte-à-goutte A" to 152 px, where it needs 246 px; give the column more width, "#
                + "or the rows a shorter title or a smaller size (theme.font_size)"], "\(lines.all)")
    }

    /// Trial 111: a disabled program's reason read "Serbatoio dell'ac…" in the band, with the log silent.
    @Test func aDetailTheBandCutsIsSaid() throws {
        let json = #"{"size": "220x300", "theme": {"font_size": 20}, "columns": [{"id": "program", "items": ["#
            + #"{"text": "Vapore", "value": "steam", "detail": "Serbatoio dell'acqua vuoto: riempire"}, "Grill", "Ventilato"]}]}"#
        let (_, lines) = try run(json)
        let said = lines.all.filter { $0.contains("the detail") }
        #expect(said.count == 1 && said[0].hasPrefix(#"columns[0] "program": the band cuts the detail "Serbatoio dell'acqua vuoto: riempire" of "Vapore"; "#),
                "\(lines.all)")
    }

    @Test func rowsDrawnWholeSayNothing() throws {
        let (_, lines) = try run(width: 600)
        #expect(!lines.all.contains { $0.contains("trailing text") || $0.contains("the band cuts") }, "\(lines.all)")
    }
}
