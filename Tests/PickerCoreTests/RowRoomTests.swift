import Testing
@testable import PickerCore

/// How a rich row shares its length between the title and the trailing text.
@Suite struct RowRoomTests {
    /// A 240 px row with 70 px of icons and an 8 px gap; a trailing "-48 dBm" of 75 px.
    func decide(titleNeedsPx: Int, trailingNeedsPx: Int = 75) -> RowRoom.TrailingText {
        RowRoom.trailingText(rowPx: 240, iconsPx: 70, titleNeedsPx: titleNeedsPx, trailingNeedsPx: trailingNeedsPx, gapPx: 8, leastCutPx: 30)
    }

    @Test func bothWholeWhereTheyFit() {
        #expect(decide(titleNeedsPx: 80) == .whole)
    }

    @Test func aQuarterOfTheRowIsTakenFromATitleThatNeedsIt() {
        // 60 px is a quarter of 240: the title is cut to what is left, the trailing text stays whole.
        #expect(decide(titleNeedsPx: 200, trailingNeedsPx: 60) == .whole)
    }

    /// Trial 13 (issue 31): "hom…" beside a whole "-48 dBm". A title the row holds whole, but not
    /// beside the trailing text, keeps its room: the quarter is taken only from a title too long
    /// for the row anyway.
    @Test func aTitleTheRowHoldsIsNotCutForTheTrailingText() {
        // 150 px of title fits the 170 px the icons leave; with "-48 dBm" beside it, it would not.
        #expect(decide(titleNeedsPx: 150, trailingNeedsPx: 50) == .leftOut)
        #expect(decide(titleNeedsPx: 100, trailingNeedsPx: 70) == .cut(maxPx: 62))
    }

    @Test func aWholeTitleLeavesTheTrailingTextWhatItDoesNotNeed() {
        // 240 − 70 − 120 − 8 = 42 px beside a whole title: more than a cut needs.
        #expect(decide(titleNeedsPx: 120) == .cut(maxPx: 42))
    }

    @Test func aTrailingTextThatWouldBeCutBesideACutTitleIsLeftOut() {
        // The trial's "Ho…" beside "-48…": the title gets the row instead.
        #expect(decide(titleNeedsPx: 150) == .leftOut)
        #expect(decide(titleNeedsPx: 400) == .leftOut)
    }

    /// Trial 21 (issue 31): "office-guest-network" whole beside no "-60 dBm", while the rows around
    /// it showed theirs. A number is whole or left out, so it takes its quarter from a title that
    /// fits alone too, while the title keeps its least; words are still cut beside a whole title.
    @Test func aNumberTakesItsQuarterFromATitleThatKeepsItsLeast() {
        func number(titleNeedsPx: Int, titleLeastPx: Int) -> RowRoom.TrailingText {
            RowRoom.trailingText(rowPx: 240, iconsPx: 70, titleNeedsPx: titleNeedsPx, trailingNeedsPx: 50, gapPx: 8, leastCutPx: 30,
                                 wholeOrNothing: true, titleLeastPx: titleLeastPx)
        }
        #expect(number(titleNeedsPx: 150, titleLeastPx: 75) == .whole)
        // 240 − 70 − 50 − 8 = 112 px would leave the title less than its least.
        #expect(number(titleNeedsPx: 150, titleLeastPx: 120) == .leftOut)
        #expect(decide(titleNeedsPx: 150, trailingNeedsPx: 50) == .leftOut)
    }
}
