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
    package static func trailingText(rowPx: Int, iconsPx: Int, titleNeedsPx: Int, trailingNeedsPx: Int, gapPx: Int,
                                     leastCutPx: Int) -> TrailingText {
        let leftByTitle = rowPx - iconsPx - titleNeedsPx - gapPx
        if trailingNeedsPx <= leftByTitle { return .whole }
        let titleFitsAlone = titleNeedsPx <= rowPx - iconsPx
        if !titleFitsAlone && trailingNeedsPx <= rowPx / 4 { return .whole }
        return leftByTitle >= leastCutPx ? .cut(maxPx: leftByTitle) : .leftOut
    }
}
