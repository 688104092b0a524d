import PanelPicker
import Testing

/// Trial 104's fuel dispenser: Enter pressed while a fling glided on confirmed "invoice", two rows
/// past the "card" still shown. Enter during a fling catches the wheel, as a touch does.
@Suite struct EnterDuringAFlingTests {
    static let json = #"{"size": "320x240", "style": "flat", "columns": [{"id": "pay", "items": ["card", "nfc", "cash", "fuel card", "app", "voucher", "account", "invoice", "points", "coupon", "gift", "other"]}]}"#

    /// A fling upwards from the bottom row, then `enter` (if any) 150 ms after the lift; the
    /// delegate's calls, and the value the wheel came to rest on 5 s later.
    func fling(pressingEnter: Bool) throws -> (calls: [String], rested: String) {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = ConfirmInABatchTests.Recorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        let start = clock.nowUs
        picker.send(.touch(.down, finger: 0, x: 160, y: 220), atUs: start)
        for step in 1...5 { picker.send(.touch(.move, finger: 0, x: 160, y: Double(220 - 30 * step)), atUs: start + Int64(step) * 16_000) }
        picker.send(.touch(.up, finger: 0, x: 160, y: 70), atUs: start + 80_000)
        clock.nowUs = start + 80_000
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
        let order = Self.rows
        #expect(order.firstIndex(of: caught.rested)! < order.firstIndex(of: glided.rested)!,
                "caught at \(caught.rested), short of \(glided.rested) where the fling goes alone")
    }

    @Test func theNextEnterConfirmsWhereTheWheelStopped() throws {
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: Self.json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = ConfirmInABatchTests.Recorder()
        picker.delegate = recorder
        try picker.handleEvents(nowUs: clock.nowUs)
        let start = clock.nowUs
        picker.send(.touch(.down, finger: 0, x: 160, y: 220), atUs: start)
        for step in 1...5 { picker.send(.touch(.move, finger: 0, x: 160, y: Double(220 - 30 * step)), atUs: start + Int64(step) * 16_000) }
        picker.send(.touch(.up, finger: 0, x: 160, y: 70), atUs: start + 80_000)
        picker.send(.key(.enter), atUs: start + 230_000)
        picker.send(.key(.enter), atUs: start + 900_000)
        clock.nowUs = start + 2_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        let rested = picker.selection[0].value
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == ["confirm \(rested)"], "\(recorder.calls)")
        #expect(picker.outcome != nil)
    }

    static var rows: [String] { ["card", "nfc", "cash", "fuel card", "app", "voucher", "account", "invoice", "points", "coupon", "gift", "other"] }
}
