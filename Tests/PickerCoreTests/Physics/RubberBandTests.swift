import Testing
@testable import PickerCore

@Suite struct RubberBandTests {
    /// UIScrollView's (1 - 1/(x*0.55/d + 1)) * d for d = 240.
    @Test(arguments: [(0, "0"), (10, "5.3768"), (100, "44.7458"), (240, "85.1613"), (2400, "203.0769"), (-100, "-44.7458")])
    func resistanceFollowsUIScrollViewFormula(pullPx: Int, shown: String) {
        let band = RubberBand(extentPx: Fixed(240))
        #expect(band.resisted(Fixed(pullPx)).description == shown)
    }

    @Test func resistanceApproachesButNeverPassesTheExtent() {
        let band = RubberBand(extentPx: Fixed(240))
        #expect(band.resisted(Fixed(1_000_000_000)) < Fixed(240))
        #expect(band.resisted(Fixed(-1_000_000_000)) > Fixed(-240))
        #expect(band.resisted(Fixed(raw: Int64.max)) <= Fixed(240))
        #expect(band.resisted(Fixed(raw: -Int64.max)) >= Fixed(-240))
    }

    @Test(arguments: [1, 37, 100, 1_000, 10_000])
    func unresistedInvertsResisted(pullPx: Int) {
        let band = RubberBand(extentPx: Fixed(300))
        let back = band.unresisted(band.resisted(Fixed(pullPx)))
        // The inverse is steep near d, so allow the rounding of the shown value to grow with the pull.
        #expect((back - Fixed(pullPx)).magnitude <= Fixed(ratio: Int64(pullPx) * Int64(pullPx), 1_000_000) + Fixed(ratio: 1, 100))
    }
}
