/// How a rich row's length is shared between its parts along the row. The title keeps the most
/// room; the trailing text takes what the title does not need, and when the title needs more than
/// the row has, still a quarter of the row.
package enum RowRoom {
    /// The widest the trailing text may be drawn, px: the row less its icons' room (`iconsPx`, with
    /// their gaps), the title's natural width (with a detail beside it) and the gap before the text;
    /// never less than a quarter of the row.
    package static func trailingTextMaxPx(rowPx: Int, iconsPx: Int, titleNeedsPx: Int, gapPx: Int) -> Int {
        max(rowPx / 4, rowPx - iconsPx - titleNeedsPx - gapPx)
    }
}
