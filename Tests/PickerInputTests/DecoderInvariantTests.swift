import PickerCore
import Testing
@testable import PickerInput

/// Random event streams, with values from the edges of Int32, must never crash the decoder, and what
/// it emits must always be a well-formed touch sequence: a move or an end only for a finger that is
/// down, no second down for it, and after an unplug no finger down at all.
@Suite struct DecoderInvariantTests {
    /// SplitMix64: a seeded generator, so a failure names a reproducible seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static let codes: [(UInt16, UInt16)] = [
        (EvdevType.abs, EvdevAbs.x), (EvdevType.abs, EvdevAbs.y), (EvdevType.abs, EvdevAbs.mtSlot),
        (EvdevType.abs, EvdevAbs.mtTrackingId), (EvdevType.abs, EvdevAbs.mtPositionX), (EvdevType.abs, EvdevAbs.mtPositionY),
        (EvdevType.key, EvdevKey.btnTouch), (EvdevType.key, EvdevKey.btnLeft), (EvdevType.key, EvdevKey.down),
        (EvdevType.key, EvdevKey.enter), (EvdevType.rel, EvdevRel.x), (EvdevType.rel, EvdevRel.y),
        (EvdevType.rel, EvdevRel.wheel), (EvdevType.rel, EvdevRel.wheelHiRes), (EvdevType.rel, EvdevRel.dial),
        (EvdevType.syn, EvdevSyn.report), (EvdevType.syn, EvdevSyn.report), (EvdevType.syn, EvdevSyn.mtReport),
        (EvdevType.syn, EvdevSyn.dropped), (7, 3),
    ]
    static let values: [Int32] = [.min, .max, -1, 0, 1, 2, 3, 9, 10, 100, 4095, 4096, -120, 120, 65535]

    @Test(arguments: [
        "touchscreen-protocol-b.evemu", "touchscreen-protocol-a.evemu", "touchscreen-single.evemu",
        "qemu-usb-tablet.evemu", "mouse-hires-wheel.evemu", "rotary-encoder.evemu", "keyboard.evemu",
    ])
    func randomStreamsGiveWellFormedTouches(device file: String) throws {
        let capabilities = try EvemuRecording.device(file)
        for seed in UInt64(1)...20 {
            var random = Generator(state: seed)
            var decoder = DeviceDecoder(capabilities: capabilities, settings: .init(), panel: PanelGeometry(widthPx: 800, heightPx: 480))
            var output: [TimedInputEvent] = []
            for step in 0..<3000 {
                let (type, code) = random.pick(DecoderInvariantTests.codes)
                let value = random.next() % 3 == 0 ? Int32(truncatingIfNeeded: random.next() % 5000) : random.pick(DecoderInvariantTests.values)
                decoder.consume(RawEvent(timeUs: Int64(step), type: type, code: code, value: value), into: &output)
            }
            decoder.cancelTouches(timeUs: 3000, into: &output)
            var down = Set<Int>()
            for timed in output {
                guard case .touch(let touch) = timed.event else { continue }
                #expect(touch.x >= .zero && touch.x < Fixed(800) && touch.y >= .zero && touch.y < Fixed(480), "\(file) seed \(seed): \(touch)")
                switch touch.phase {
                case .down:
                    #expect(down.insert(touch.id).inserted, "\(file) seed \(seed): second down for \(touch.id)")
                case .move:
                    #expect(down.contains(touch.id), "\(file) seed \(seed): move of \(touch.id), which is not down")
                case .up, .cancel:
                    #expect(down.remove(touch.id) != nil, "\(file) seed \(seed): \(touch.phase) of \(touch.id), which is not down")
                }
            }
            #expect(down.isEmpty, "\(file) seed \(seed): still down after the unplug: \(down)")
        }
    }
}
