import Testing
@testable import PickerCore

/// `input.tap_slop_px` and `input.tap_max_ms`: trial 72's gloved greenhouse hands jittered 12 px
/// and pressed 600 ms, and every such tap was taken for a drag.
@Suite struct TapLimitsTests {
    static func engine(_ input: String) throws -> PickerEngine {
        try PickerEngine(config: PickerConfig.parse(Array("""
            {"size": "480x320", "style": "flat", "row_height": 48, "visible_rows": 5, "input": {\(input)},
             "columns": [{"range": {"from": 0, "to": 20}, "selected": 10}]}
            """.utf8), directory: ""))
    }

    /// A finger on the row below the band that wanders `jitterPx` and lifts after `pressMs`.
    static func taps(_ engine: inout PickerEngine, jitterPx: Int, pressMs: Int64) throws -> Bool {
        let y = engine.layout.bandCentrePx + Fixed(48)
        var events = try engine.handle(.touch(TouchEvent(phase: .down, id: 0, x: Fixed(240), y: y)), atUs: 0)
        events += try engine.handle(.touch(TouchEvent(phase: .move, id: 0, x: Fixed(240 + jitterPx), y: y)), atUs: 30_000)
        events += try engine.handle(.touch(TouchEvent(phase: .move, id: 0, x: Fixed(240), y: y)), atUs: 60_000)
        events += try engine.handle(.touch(TouchEvent(phase: .up, id: 0, x: Fixed(240), y: y)), atUs: pressMs * 1000)
        events += engine.advance(toUs: pressMs * 1000 + 1_000_000)
        return events.contains { if case .tapped(_, 11) = $0.event { true } else { false } }
    }

    @Test(arguments: [
        ("", 9, Int64(100), true), ("", 12, Int64(100), false), ("", 0, Int64(600), false),
        (#""tap_slop_px": 24"#, 12, Int64(100), true), (#""tap_slop_px": 24"#, 30, Int64(100), false),
        (#""tap_max_ms": 800"#, 0, Int64(600), true), (#""tap_max_ms": 800"#, 0, Int64(850), false),
    ])
    func aTapIsWithinTheLimitsTheInputGives(input: String, jitterPx: Int, pressMs: Int64, taps: Bool) throws {
        var engine = try Self.engine(input)
        #expect(try Self.taps(&engine, jitterPx: jitterPx, pressMs: pressMs) == taps)
    }

    /// A finger held still on the band for a repeat may wander as far as a tap may.
    @Test func aHeldFingerWandersAsFarAsATap() {
        let band = Rect(x: 0, y: 200, width: 800, height: 80)
        for (slop, repeats) in [(10, false), (24, true)] {
            var input = InputConfig()
            input.tapSlopPx = slop
            var held = HeldInputs(input: input)
            var actions = held.handle(.touch(TouchEvent(phase: .down, id: 0, x: Fixed(400), y: Fixed(240))), atUs: 0, band: band)
            actions += held.handle(.touch(TouchEvent(phase: .move, id: 0, x: Fixed(415), y: Fixed(240))), atUs: 100_000, band: band)
            actions += held.advance(toUs: 1_000_000)
            #expect((actions == [.repeatLast]) == repeats, "slop \(slop): \(actions)")
        }
    }

    @Test(arguments: [(#""tap_slop_px": 2"#, "input.tap_slop_px", "expected a whole number from 4 to 64, got 2"),
                      (#""tap_max_ms": 1000"#, "input.tap_max_ms", "expected a whole number from 100 to 900, got 1000")])
    func aLimitOutOfRangeIsNamed(input: String, path: String, message: String) {
        #expect {
            _ = try Self.engine(input)
        } throws: { error in
            "\(error)".contains(path) && "\(error)".contains(message)
        }
    }
}
