import Testing
@testable import PickerCore

@Suite struct DecayRateTests {
    @Test(arguments: [(Int64(998), Int64(1000)), (99, 100), (95, 100)])
    func projectionMatchesUIScrollViewFormula(numerator: Int64, denominator: Int64) throws {
        let rate = try #require(DecayRate(numerator: numerator, denominator: denominator))
        for velocityMilli in [-20_000, -3_500, -100, 250, 1_000, 7_777, 20_000] {
            let velocity = Fixed(ratio: Int64(velocityMilli), 1000)
            let expected = Fixed(ratio: Int64(velocityMilli) * numerator, 1000 * (denominator - numerator))
            #expect((rate.projectedDistancePx(velocityPxPerMs: velocity) - expected).magnitude <= Fixed(ratio: 1, 100))
        }
    }

    @Test(arguments: [(Int64(0), Int64(1)), (1, 1), (2, 1), (-1, 2)])
    func ratesOutsideTheOpenUnitIntervalAreRejected(numerator: Int64, denominator: Int64) {
        #expect(DecayRate(numerator: numerator, denominator: denominator) == nil)
    }

    @Test func remainingAfterOneSecondIsRateToTheThousandth() {
        // 0.998^1000 = 0.13506452..., 0.99^1000 = 4.3171e-5
        let normal = DecayRate.normal.remainingQ32(afterUs: 1_000_000)
        let fast = DecayRate.fast.remainingQ32(afterUs: 1_000_000)
        #expect((normal - 580_096_735).magnitude < 2_000)
        #expect((fast - 185_419).magnitude < 50)
    }

    @Test func durationToShrinkEndsJustWhenTheTargetIsReached() {
        let rate = DecayRate.normal
        let from = Fixed(5000)
        let to = Fixed.half
        let durationUs = rate.durationUs(shrinkingFrom: from, to: to)
        #expect(from.scaled(byQ32: rate.remainingQ32(afterUs: durationUs)) <= to + Fixed(raw: 1))
        #expect(from.scaled(byQ32: rate.remainingQ32(afterUs: durationUs - 100)) > to)
    }
}
