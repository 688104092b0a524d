/// One scroll wheel: its rows, its selection, and how it is laid out.
package struct PickerColumn: Equatable, Sendable {
    /// Names the column in results, events and socket commands.
    package var id: String
    package var sectionIndex: Int
    /// The column's share of its section's cross extent.
    package var widthFraction: Fixed
    package var isInfinite: Bool
    package var alignment: Alignment
    package private(set) var rows: ColumnRows
    /// Rows disabled by the column's `disabled` list (items carry their own flag too).
    package private(set) var disabledRows: Set<Int>
    package private(set) var selectedRow: Int
    /// What speech calls the column (config `label`); nil: its id.
    package var label: String?
    /// The column's language (config `lang`) for rows that name none.
    package var lang: String?
    /// Some row has a trailing icon: every row keeps its place, so trailing texts end in one line.
    package private(set) var keepsTrailingIconPlace: Bool

    init(id: String, sectionIndex: Int, widthFraction: Fixed, isInfinite: Bool, alignment: Alignment, rows: ColumnRows, disabledRows: Set<Int>, selectedRow: Int) {
        self.id = id
        self.sectionIndex = sectionIndex
        self.widthFraction = widthFraction
        self.isInfinite = isInfinite
        self.alignment = alignment
        self.rows = rows
        keepsTrailingIconPlace = rows.hasTrailingImages
        self.disabledRows = disabledRows
        self.selectedRow = selectedRow
    }

    package var rowCount: Int { rows.count }

    /// Row `index`; infinite columns wrap any index, finite ones must be in range.
    package func row(_ index: Int) -> Row {
        var row = rows.row(wrap(index))
        if disabledRows.contains(wrap(index)) { row.isDisabled = true }
        return row
    }

    package func isDisabled(_ index: Int) -> Bool {
        let wrapped = wrap(index)
        return disabledRows.contains(wrapped) || rows.item(wrapped)?.disabled == true
    }

    /// Whether any row can be chosen. A column with none shows its rows (each snack sold out,
    /// trials 88, 92, 98) and takes input, resting on disabled rows; nothing is confirmed while
    /// one rests so (`PickerModel.columnWithNothingToConfirm`).
    package var hasEnabledRow: Bool {
        switch rows {
        case .range: disabledRows.count < rowCount
        case .items(let items): items.indices.contains { !isDisabled($0) }
        }
    }

    /// What speech says for row `index` (its item's `speech`, else its title, else its value, and
    /// then its detail and trailing text, each after a comma) and in which language (the item's
    /// `lang`, else the column's; nil: the picker's). A row's words are all said: trial 63's
    /// time slots said "10:00" without the "ausverkauft" or "12 frei" a sighted user read beside it
    /// (EN 301 549 5.1.3.1: what is shown is given as audio too).
    package func spoken(_ index: Int) -> (text: String, lang: String?) {
        let item = rows.item(wrap(index))
        let row = row(index)
        if let speech = item?.speech { return (speech, item?.lang ?? lang) }
        let parts = item?.parts
        let words = [row.title ?? row.value, parts?.detail, parts?.trailingText].compactMap { $0 }
        return (words.joined(separator: ", "), item?.lang ?? lang)
    }

    /// Row `index`'s own text colours, outside and inside the band (nil: the theme's).
    package func textColors(_ index: Int) -> (color: RGBColor?, highlightColor: RGBColor?) {
        let item = rows.item(wrap(index))
        return (item?.color, item?.highlightColor)
    }

    /// Row `index`'s own colours for its detail line and trailing text, outside and inside the band (nil: the title's).
    package func detailColors(_ index: Int) -> (color: RGBColor?, highlightColor: RGBColor?) {
        let item = rows.item(wrap(index))
        return (item?.detailColor, item?.detailHighlightColor)
    }

    /// Row `index`'s detail line, trailing text and trailing image (none for range and date rows).
    package func parts(_ index: Int) -> RowParts {
        rows.item(wrap(index))?.parts ?? RowParts()
    }

    /// An index folded into `0..<rowCount` (floor-mod), for infinite columns' unbounded indices.
    package func wrap(_ index: Int) -> Int {
        let r = index % rowCount
        return r < 0 ? r + rowCount : r
    }

    package var selectedValue: String { row(selectedRow).value }

    /// The enabled row nearest to `index` (ties go to the higher row), wrapping on infinite columns.
    /// The result is in the same frame as `index` (unwrapped on infinite columns); nil when every row is disabled.
    package func nearestEnabledRow(to index: Int) -> Int? {
        for distance in 0...rowCount {
            for candidate in [index + distance, index - distance] {
                let inRange = isInfinite || (0..<rowCount).contains(candidate)
                if inRange && !isDisabled(candidate) { return candidate }
            }
        }
        return nil
    }

    mutating func setSelectedRow(_ index: Int) {
        selectedRow = wrap(index)
    }

    /// New rows. The selection follows its value while a row with that value exists and is
    /// enabled; otherwise it goes to the enabled row nearest to where it was (that row, or the
    /// old index clamped), so a reload never leaves a disabled row selected.
    mutating func replaceRows(_ newRows: ColumnRows, disabledRows newDisabled: Set<Int> = []) {
        let previous = selectedValue
        let kept = newRows.index(ofValue: previous) ?? min(selectedRow, newRows.count - 1)
        rows = newRows
        keepsTrailingIconPlace = newRows.hasTrailingImages
        disabledRows = newDisabled.filter { $0 < newRows.count }
        selectedRow = nearestEnabledRow(to: kept).map(wrap) ?? kept
    }

    /// Where row `row` of `old` (this column before its rows were replaced) is now: the
    /// first row with the same value; nil when no row has it any more.
    package func row(matching row: Int, of old: PickerColumn) -> Int? {
        rows.index(ofValue: old.row(row).value)
    }
}
