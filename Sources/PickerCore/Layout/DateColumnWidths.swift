/// How a date section that gives no widths shares its width among its year, month and day.
/// The default split stays while every column's widest value fits in it. Otherwise each column
/// gets what its widest value needs and the spare room in the same proportion; and where even
/// that is too much, the year and day stay whole (a cut number says nothing) and the month,
/// whose name still reads when cut, takes what is left, at least a quarter of the section.
package enum DateColumnWidths {
    /// New shares for a section `sectionPx` wide whose columns need `needsPx` each (their widest
    /// value in the band's font with the column's padding); nil when the defaults fit.
    package static func widths(_ defaults: DateConfig.Widths, needsPx needs: (year: Int, month: Int, day: Int),
                               sectionPx: Int) -> DateConfig.Widths? {
        let section = Fixed(sectionPx)
        let fits = (section * defaults.year).rounded >= needs.year && (section * defaults.month).rounded >= needs.month
            && (section * defaults.day).rounded >= needs.day
        guard !fits, sectionPx > 0 else { return nil }
        let total = needs.year + needs.month + needs.day
        var year: Int, day: Int
        if total <= sectionPx {
            let spare = sectionPx - total
            year = needs.year + spare * needs.year / total
            day = needs.day + spare * needs.day / total
        } else {
            let numbers = sectionPx - max(sectionPx - needs.year - needs.day, sectionPx / 4)
            year = numbers * needs.year / max(1, needs.year + needs.day)
            day = numbers - year
        }
        var widths = DateConfig.Widths()
        widths.year = Fixed(ratio: Int64(year), Int64(sectionPx))
        widths.day = Fixed(ratio: Int64(day), Int64(sectionPx))
        widths.month = .one - widths.year - widths.day
        return widths
    }
}
