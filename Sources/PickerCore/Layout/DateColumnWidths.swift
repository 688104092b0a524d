/// How a date section that gives no widths shares its width among its year, month and day.
/// The default split stays while every column's widest value fits in it. Otherwise each column
/// gets what its widest value needs and the spare room in the same proportion; and where even
/// that is too much, the year and day stay whole (a cut number says nothing) and the month,
/// whose name still reads when cut, takes what is left. A section too narrow for that is refused:
/// a month cut to a lone "…", or a year cut to "2…", showed a date nobody could read.
package enum DateColumnWidths {
    /// How a section too narrow for its date is mended, in config words (a data source's error names its own).
    package static let tooNarrowAdvice = "give the section more width (its width) or the text a smaller size (theme.font_size, theme.highlight_font_size)"
    /// The same under large text, whose grown fonts a smaller capital H shrinks.
    package static let tooNarrowForLargeTextAdvice = "give the section more width, or large text a smaller capital H (theme.large_text_cap_height_px)"
    /// The same when no H was given, and every H down to one taller than the rows' own was tried.
    package static let tooNarrowForAnyLargeTextAdvice = "give the section more width (its width), or turn large text off (theme.large_text): no capital H taller than the rows' own keeps it whole"

    /// New shares for section `section`, `sectionPx` wide, whose columns need `needsPx` each (their
    /// widest value in the rows' fonts, in and out of the band, with the column's padding); nil when the defaults fit.
    /// `monthLeastPx` is the least the month may have: its names' first letters with "…" (their
    /// first three under large text), or, for months as numbers, its widest number.
    ///
    /// - Throws: naming `sections[section].date` when the year and day cannot stay whole beside
    ///   the month's least, and large text when the band's font grew for it (`largeText`; with
    ///   no H given, `largeTextCapHeightGiven` false, no smaller H is advised); a default font the
    ///   renderer shrank to fit (`defaultFontShrunkToPx`) is said to have shrunk as far as it goes.
    package static func widths(_ defaults: DateConfig.Widths, needsPx needs: (year: Int, month: Int, day: Int), monthLeastPx: Int,
                               sectionPx: Int, section: Int, largeText: Bool = false,
                               largeTextCapHeightGiven: Bool = true, defaultFontShrunkToPx: Int? = nil) throws(ConfigError) -> DateConfig.Widths? {
        let sectionFixed = Fixed(sectionPx)
        let fits = (sectionFixed * defaults.year).rounded >= needs.year && (sectionFixed * defaults.month).rounded >= needs.month
            && (sectionFixed * defaults.day).rounded >= needs.day
        guard !fits, sectionPx > 0 else { return nil }
        let total = needs.year + needs.month + needs.day
        var year = needs.year, day = needs.day
        let least = year + day + min(monthLeastPx, needs.month)
        if total <= sectionPx {
            let spare = sectionPx - total
            year += spare * needs.year / total
            day += spare * needs.day / total
        } else if least > sectionPx {
            let letters = largeText ? "first three letters" : "first letter"
            let month = monthLeastPx < needs.month ? "a month's \(letters) and \"…\" (\(monthLeastPx) px)" : "the month (\(needs.month) px)"
            throw ConfigError(path: "sections[\(section)].date",
                              message: "is \(sectionPx) px wide, and the year (\(year) px) and the day (\(day) px) whole beside \(month) "
                                  + (largeText ? "need \(least) px in the fonts grown for large text; "
                                     + (largeTextCapHeightGiven ? tooNarrowForLargeTextAdvice : tooNarrowForAnyLargeTextAdvice)
                                     // Trial 29 gave no font size and read advice for one given.
                                     : "need \(least) px in the rows' fonts" + (defaultFontShrunkToPx.map { ", the default shrunk as far as it goes (\($0) px)" } ?? "")
                                     + "; " + tooNarrowAdvice))
        }
        var widths = DateConfig.Widths()
        widths.year = Fixed(ratio: Int64(year), Int64(sectionPx))
        widths.day = Fixed(ratio: Int64(day), Int64(sectionPx))
        widths.month = .one - widths.year - widths.day
        return widths
    }
}
