/// How a rich row's length is shared between its parts along the row. The title keeps the most
/// room: the trailing text takes what the title does not need, and a quarter of the row at most
/// only from a title too long for the row anyway. Beside a title that it alone would cut, it gives
/// way ("hom…" beside a whole "-48 dBm" named no network).
package enum RowRoom {
    /// What the trailing text gets.
    package enum TrailingText: Equatable {
        /// Drawn whole.
        case whole
        /// Cut with "…" to at most this many px, beside a title that stays whole.
        case cut(maxPx: Int)
        /// Left out: it could be drawn only cut beside a title cut too, and two cut texts read as neither.
        case leftOut
    }

    /// `rowPx` is the row's length, `iconsPx` its icons' room (with their gaps), `titleNeedsPx` the
    /// title's natural width, `trailingNeedsPx` the trailing text's, `gapPx` the gap before it, and
    /// `leastCutPx` the narrowest cut text worth drawing (its first three characters and "…").
    ///
    /// `wholeOrNothing`: a trailing text that reads as another value when cut (a number: "-60 dBm",
    /// "UTC+5:30"), which also takes its quarter from a title that would fit alone, while the title
    /// keeps `titleLeastPx` (half of itself, and its first three characters and "…"): "office-guest-n… -60 dBm"
    /// says what the row is read for, where the whole name beside nothing did not (trial 21).
    package static func trailingText(rowPx: Int, iconsPx: Int, titleNeedsPx: Int, trailingNeedsPx: Int, gapPx: Int,
                                     leastCutPx: Int, wholeOrNothing: Bool = false, titleLeastPx: Int = 0) -> TrailingText {
        let leftByTitle = rowPx - iconsPx - titleNeedsPx - gapPx
        if trailingNeedsPx <= leftByTitle { return .whole }
        let titleFitsAlone = titleNeedsPx <= rowPx - iconsPx
        if !titleFitsAlone && trailingNeedsPx <= rowPx / 4 { return .whole }
        if wholeOrNothing && trailingNeedsPx <= rowPx / 4 && rowPx - iconsPx - trailingNeedsPx - gapPx >= titleLeastPx { return .whole }
        return leftByTitle >= leastCutPx ? .cut(maxPx: leftByTitle) : .leftOut
    }
}
