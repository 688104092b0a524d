import Testing
@testable import PickerCore

@Suite struct TapSamplerTests {
    static func touch(_ phase: TouchEvent.Phase, _ x: Int, _ y: Int, id: Int = 0) -> TouchEvent {
        TouchEvent(phase: phase, id: id, x: Fixed(x), y: Fixed(y))
    }

    @Test func theStableMiddleOfAContactIsAveraged() {
        var sampler = TapSampler(edgeSamples: 2)
        // Pressing in from far off, steady around (100, 200), lifting away.
        let xs = [40, 70, 99, 101, 100, 100, 130, 160]
        var tap: TapSampler.Tap?
        for (index, x) in xs.enumerated() {
            #expect(sampler.consume(Self.touch(index == 0 ? .down : .move, x, 200 + index % 2)) == nil)
        }
        tap = sampler.consume(Self.touch(.up, 160, 201))
        #expect(tap == TapSampler.Tap(x: Fixed(100), y: Fixed(ratio: 1, 2) + Fixed(200), sampleCount: 4))
    }

    @Test func aShortContactKeepsItsMiddleSample() {
        var sampler = TapSampler(edgeSamples: 3)
        _ = sampler.consume(Self.touch(.down, 10, 10))
        _ = sampler.consume(Self.touch(.move, 20, 30))
        _ = sampler.consume(Self.touch(.move, 90, 90))
        #expect(sampler.consume(Self.touch(.up, 90, 90)) == TapSampler.Tap(x: Fixed(20), y: Fixed(30), sampleCount: 1))
        _ = sampler.consume(Self.touch(.down, 7, 8))
        #expect(sampler.consume(Self.touch(.up, 7, 8)) == TapSampler.Tap(x: Fixed(7), y: Fixed(8), sampleCount: 1))
    }

    @Test func aCancelledContactGivesNoTap() {
        var sampler = TapSampler()
        _ = sampler.consume(Self.touch(.down, 10, 10))
        _ = sampler.consume(Self.touch(.cancel, 10, 10))
        #expect(sampler.consume(Self.touch(.up, 10, 10)) == nil)
    }

    @Test func aSecondFingerIsIgnored() {
        var sampler = TapSampler(edgeSamples: 0)
        _ = sampler.consume(Self.touch(.down, 10, 10, id: 0))
        _ = sampler.consume(Self.touch(.down, 500, 500, id: 1))
        _ = sampler.consume(Self.touch(.move, 600, 600, id: 1))
        #expect(sampler.consume(Self.touch(.up, 600, 600, id: 1)) == nil)
        #expect(sampler.consume(Self.touch(.up, 12, 10, id: 0)) == TapSampler.Tap(x: Fixed(10), y: Fixed(10), sampleCount: 1))
    }
}
