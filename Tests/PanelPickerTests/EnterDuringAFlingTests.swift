import PanelPicker
import Testing

/// Trial 104's fuel dispenser: Enter pressed while a fling glided on confirmed "invoice", two rows
/// past the "card" still shown. Enter during a fling catches the wheel, as a touch does.
@Suite struct EnterDuringAFlingTests {
    static let rows = ["card", "nfc", "cash", "fuel card", "app", "voucher", "account", "invoice", "points", "coupon", "gift", "other"]
    static let json = #"{"size": "320x240", "style": "flat", "columns": [{"id": "pay", "items": ["# + rows.map { "\"\($0)\"" }.joined(separator: ", ") + "]}]}"

    /// A fling upwards from the bottom row, starting now and lifted 80 ms on.
    func fling(_ picker: Picker, at start: Int64) {
        picker.send(.touch(.down, finger: 0, x: 160, y: 220), atUs: start)
        for step in 1...5 { picker.send(.touch(.move, finger: 0, x: 160, y: Double(220 - 30 * step)), atUs: start + Int64(step) * 16_000) }
        picker.send(.touch(.up, finger: 0, x: 160, y: 70), atUs: start + 80_000)
    }

    /// The fling, then `enter` (if any) 150 ms after the lift; the delegate's calls but the passes
    /// and highlights, and the value the wheel came to rest on 5 s later.
    func fling(pressingEnter: Bool) throws -> (calls: [String], rested: String) {
        let (picker, recorder, clock) = try ConfirmInABatchTests().make(Self.json)
        fling(picker, at: clock.nowUs)
        clock.nowUs += 80_000
        try picker.handleEvents(nowUs: clock.nowUs)
        if pressingEnter {
            clock.nowUs += 150_000
            #expect(picker.isMoving, "the wheel still glides")
            picker.send(.key(.enter), atUs: clock.nowUs)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        clock.nowUs += 5_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        return (recorder.calls.filter { !$0.hasPrefix("highlight") && !$0.hasPrefix("pass") }, picker.selection[0].value)
    }

    @Test func enterDuringAFlingStopsTheWheelAndConfirmsNothing() throws {
        let glided = try fling(pressingEnter: false)
        let caught = try fling(pressingEnter: true)
        #expect(!caught.calls.contains { $0.hasPrefix("confirm") }, "\(caught.calls)")
        #expect(caught.calls == ["select \(caught.rested)"], "the catch settles and tells where: \(caught.calls)")
        #expect(Self.rows.firstIndex(of: caught.rested)! < Self.rows.firstIndex(of: glided.rested)!,
                "caught at \(caught.rested), short of \(glided.rested) where the fling goes alone")
    }

    /// Trial 105's Next button, a host's own, called `confirm()` 50 ms into a fling and bought
    /// dock 14 with dock 3 shown. It catches the wheel as Enter does, and says why it confirmed nothing.
    @Test func confirmDuringAFlingCatchesTheWheelAsEnterDoes() throws {
        final class Lines { var all: [String] = [] }
        let logged = Lines(), clock = ManualClock(), recorder = ConfirmInABatchTests.Recorder()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, clock: clock.pickerClock,
                                log: { logged.all.append($0) })
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        fling(picker, at: clock.nowUs)
        clock.nowUs += 130_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.confirm() == false)
        #expect(logged.all.contains { $0.contains(#"confirm: nothing confirmed: column 0 "pay" was still gliding from a fling"#) }, "\(logged.all)")
        clock.nowUs += 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let rested = picker.selection[0].value
        #expect(rested != "other", "caught short of the fling's end")
        #expect(picker.confirm())
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm \(rested)"], "\(recorder.calls)")
    }

    @Test func theNextEnterConfirmsWhereTheWheelStopped() throws {
        let (picker, recorder, clock) = try ConfirmInABatchTests().make(Self.json)
        let start = clock.nowUs
        fling(picker, at: start)
        picker.send(.key(.enter), atUs: start + 230_000)
        picker.send(.key(.enter), atUs: start + 900_000)
        clock.nowUs = start + 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let rested = picker.selection[0].value
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm \(rested)"], "\(recorder.calls)")
        #expect(picker.outcome != nil)
    }
}
