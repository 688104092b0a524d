import Testing
@testable import PickerCore

/// How a date section without width keys shares its width (the band's widest values, measured by the renderer).
@Suite struct DateColumnWidthsTests {
    @Test func theDefaultSplitStaysWhileEveryColumnFits() {
        #expect(DateColumnWidths.widths(DateConfig.Widths(), needsPx: (90, 200, 50), sectionPx: 800) == nil)
    }

    @Test func roomForEveryoneIsSharedByNeed() throws {
        // 0.3 of 400 is 120 px: too little for a 150 px year.
        let widths = try #require(DateColumnWidths.widths(DateConfig.Widths(), needsPx: (150, 150, 50), sectionPx: 400))
        #expect(Fixed(400) * widths.year >= Fixed(150))
        #expect(Fixed(400) * widths.month >= Fixed(150))
        #expect(Fixed(400) * widths.day >= Fixed(50))
        #expect(widths.year + widths.month + widths.day == .one)
    }

    @Test func tooLittleRoomKeepsYearAndDayWholeAndCutsTheMonth() throws {
        // 320x240's bold 29 px: 2024 needs 96, September 181, 30 56; 333 px in 320.
        let widths = try #require(DateColumnWidths.widths(DateConfig.Widths(), needsPx: (96, 181, 56), sectionPx: 320))
        #expect((Fixed(320) * widths.year).rounded >= 96)
        #expect((Fixed(320) * widths.day).rounded >= 56)
        #expect((Fixed(320) * widths.month).rounded >= 80, "the month keeps at least a quarter")
    }
}
