import Testing
@testable import PickerCore

/// How a date section without width keys shares its width (the band's widest values, measured by the renderer).
@Suite struct DateColumnWidthsTests {
    @Test func theDefaultSplitStaysWhileEveryColumnFits() throws {
        #expect(try DateColumnWidths.widths(DateConfig.Widths(), needsPx: (90, 200, 50), monthLeastPx: 60, sectionPx: 800, section: 0) == nil)
    }

    @Test func roomForEveryoneIsSharedByNeed() throws {
        // 0.3 of 400 is 120 px: too little for a 150 px year.
        let widths = try #require(try DateColumnWidths.widths(DateConfig.Widths(), needsPx: (150, 150, 50), monthLeastPx: 60,
                                                              sectionPx: 400, section: 0))
        #expect(Fixed(400) * widths.year >= Fixed(150))
        #expect(Fixed(400) * widths.month >= Fixed(150))
        #expect(Fixed(400) * widths.day >= Fixed(50))
        #expect(widths.year + widths.month + widths.day == .one)
    }

    @Test func tooLittleRoomKeepsYearAndDayWholeAndCutsTheMonth() throws {
        // 320x240's bold 29 px: 2024 needs 96, September 181, 30 56; 333 px in 320.
        let widths = try #require(try DateColumnWidths.widths(DateConfig.Widths(), needsPx: (96, 181, 56), monthLeastPx: 66,
                                                              sectionPx: 320, section: 0))
        #expect((Fixed(320) * widths.year).rounded >= 96)
        #expect((Fixed(320) * widths.day).rounded >= 56)
        #expect((Fixed(320) * widths.month).rounded >= 168, "the month takes the rest")
    }

    /// Trial 7 (issue 31): large text at 320 px cut the month to a lone "…"; at 160 px the year to "2…".
    @Test(arguments: [(149, 307, 85, 113, 320, #"a month's first letter and "…" (113 px) need 347 px"#),
                      (89, 62, 50, 62, 130, "the month (62 px) need 201 px")])
    func aSectionTooNarrowForTheNumbersAndAMonthsLetterIsRefused(year: Int, month: Int, day: Int, monthLeast: Int,
                                                                 sectionPx: Int, needs: String) {
        #expect(throws: ConfigError(path: "sections[2].date", message: "is \(sectionPx) px wide, and the year (\(year) px) and the day "
                                    + "(\(day) px) whole beside \(needs) in the rows' fonts; give the section more width (its width) or the text a smaller size (theme.font_size, theme.highlight_font_size)")) {
            try DateColumnWidths.widths(DateConfig.Widths(), needsPx: (year, month, day), monthLeastPx: monthLeast,
                                        sectionPx: sectionPx, section: 2)
        }
    }
}
