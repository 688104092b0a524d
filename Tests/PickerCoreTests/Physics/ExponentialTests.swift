import Testing
@testable import PickerCore

@Suite struct ExponentialTests {
    /// (x, log2 x) with x in Q32 and the exact logarithm times 2^32.
    @Test(arguments: [
        (UInt64(1) << 32, Int64(0)), (UInt64(1) << 33, Int64(1) << 32), (UInt64(1) << 31, -(Int64(1) << 32)),
        (UInt64(3) << 31, Int64(2_512_394_810)), // log2 1.5 = 0.5849625007
        (UInt64(4_286_377_361), Int64(-12_405_065)), // log2 0.998 = -0.0028882793
    ])
    func log2IsExactToTheLastBits(x: UInt64, expected: Int64) {
        #expect((Exponential.log2Q32(x) - expected).magnitude <= 2)
    }

    @Test(arguments: [
        (Int64(0), UInt64(1) << 32), (-(Int64(1) << 32), UInt64(1) << 31), (-(Int64(1) << 31), UInt64(3_037_000_500)),
        (-(Int64(10) << 32), UInt64(1) << 22), (-(Int64(50) << 32), UInt64(0)), (Int64(1) << 32, UInt64(1) << 32),
    ])
    func exp2OfNonPositiveExponents(y: Int64, expected: UInt64) {
        #expect(Exponential.exp2Q32(y).distance(to: expected).magnitude <= 1)
    }

    @Test func exp2UndoesLog2AcrossTheUnitInterval() {
        for numerator in stride(from: UInt64(1), through: 1 << 32, by: 98_765_431) {
            let back = Exponential.exp2Q32(Exponential.log2Q32(numerator))
            #expect(back.distance(to: numerator).magnitude <= 2 + numerator >> 30)
        }
    }

    @Test func decayIsMonotoneInTime() {
        var previous = Int64.max
        for t in stride(from: Int64(0), through: 20_000_000, by: 7_919) {
            let remaining = DecayRate.normal.remainingQ32(afterUs: t)
            #expect(remaining <= previous)
            previous = remaining
        }
    }
}
