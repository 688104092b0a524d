/// A row that shows in a column at some scroll offset.
package struct VisibleRow: Equatable, Sendable {
    /// The row index, unwrapped on infinite columns (use `PickerColumn.row(_:)`, which wraps).
    package var row: Int
    /// The row centre's distance from the band centre along the unrolled wheel, px;
    /// negative before the band (above, or left in a horizontal picker).
    package var distancePx: Fixed
}
