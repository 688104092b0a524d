import Testing
@testable import PickerCore

@Suite struct SectionWidthsTests {
    func pixels(_ shares: [Fixed]?, of availablePx: Int) -> [Int]? {
        shares?.map { (Fixed(availablePx) * $0).rounded }
    }

    @Test func equalSharesStayWhileEveryNeedFits() {
        #expect(SectionWidths.shares(needsPx: [200, 230], leastPx: [0, 180], availablePx: 468, wholeFirst: [false, true]) == nil)
    }

    /// A list needing 130 px beside a date needing 330 of 468: each gets its need and the spare
    /// 8 px in the same proportion.
    @Test func needsThatFitGetTheSpareRoomInProportion() throws {
        let widths = try #require(pixels(SectionWidths.shares(needsPx: [130, 330], leastPx: [0, 200], availablePx: 468, wholeFirst: [false, true]), of: 468))
        #expect(widths == [132, 335])
    }

    /// Too little for both: the same share of each need, but a date section keeps its least and
    /// the list gives it up.
    @Test func aDateKeepsItsLeastWhenNeedsDoNotFit() throws {
        #expect(pixels(SectionWidths.shares(needsPx: [200, 400], leastPx: [0, 200], availablePx: 300, wholeFirst: [false, true]), of: 300) == [100, 200])
        #expect(pixels(SectionWidths.shares(needsPx: [100, 300], leastPx: [60, 200], availablePx: 300, wholeFirst: [false, true]), of: 300) == [75, 225])
    }

    /// Trial 12 (issue 31): a Wi-Fi list beside a date on 320x240 left the month "s…" in the same
    /// share of each need. A date that can have its whole need while the list keeps its least gets
    /// it first: "office-gu…" still names a network, "s…" no month.
    @Test func aDateGetsItsWholeNeedFirstWhenTheOthersKeepTheirLeasts() {
        #expect(pixels(SectionWidths.shares(needsPx: [200, 220], leastPx: [60, 150], availablePx: 300, wholeFirst: [false, true]), of: 300) == [80, 220])
        #expect(pixels(SectionWidths.shares(needsPx: [200, 220], leastPx: [90, 150], availablePx: 300, wholeFirst: [false, true]), of: 300) == [142, 157])
    }

    @Test func leastsThatCannotAllFitKeepTheEqualShares() {
        #expect(SectionWidths.shares(needsPx: [300, 300], leastPx: [200, 200], availablePx: 300, wholeFirst: [false, true]) == nil)
    }

    /// Trial 114: where a date or large text does not say what to give it, each gets the same
    /// share of its least, not an equal share that starves the one that needs most.
    @Test func leastsThatCannotAllFitShareByLeastWhereAsked() {
        #expect(pixels(SectionWidths.shares(needsPx: [62, 80, 192], leastPx: [62, 80, 157], availablePx: 296, wholeFirst: [false, false, false],
                                            byLeast: true), of: 296) == [61, 79, 155])
    }
}
