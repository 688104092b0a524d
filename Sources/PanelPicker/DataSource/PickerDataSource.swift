/// Describes a picker's content by answering questions, as the iOS pickers'
/// data sources do (EMPickerView's sections and components, AKPickerView's
/// titles and images). Every method but the three counts and `title` has a
/// default, so a one-column picker needs four short methods.
///
/// The picker asks when it is made and when you call `reloadData()` or
/// `reloadColumn(_:)`, on the picker's thread; the answers are copied, so the
/// data source may change afterwards without effect until the next reload.
public protocol PickerDataSource: AnyObject {
    /// Sections (groups of columns with their own width share). Default 1.
    func numberOfSections() -> Int
    func numberOfColumns(inSection section: Int) -> Int
    func numberOfRows(inColumn column: Int, section: Int) -> Int
    /// The row's text; nil for an image-only row. A row with neither a title nor an image is refused,
    /// as a config refuses an item with neither `text` nor `image`; "" is a title (a blank row), as `"text": ""` is.
    func title(forRow row: Int, column: Int, section: Int) -> String?
    /// A PNG file drawn beside the title (or alone). Default nil.
    func imagePath(forRow row: Int, column: Int, section: Int) -> String?
    /// What selections report for the row. Default: the title.
    func value(forRow row: Int, column: Int, section: Int) -> String?
    /// Disabled rows are skipped by snapping and drawn dimmed. Default true.
    func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool
    /// The row's own text colour, in and out of the band (AKPickerView's `configureLabel`,
    /// EMPickerView's attributed titles). Default nil: the style's.
    func textColor(forRow row: Int, column: Int, section: Int) -> PickerColor?
    /// The row's own text colour inside the band. Default nil: `textColor(forRow:…)`, else the style's.
    func highlightedTextColor(forRow row: Int, column: Int, section: Int) -> PickerColor?
    /// Everything the row shows: title, detail line, trailing text, icons at both ends and colours
    /// (PickerView's `viewForRow`, for the rows panels build). Default: `title`, `imagePath`,
    /// `textColor` and `highlightedTextColor` for the row.
    func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent
    /// Each section's share of the picker's width (they add up to 1). Default nil: equal shares
    /// while each section's widest titles fit them, else shares by need (config.md, `width`).
    func widthFractionsForSections() -> [Double]?
    /// Each column's share of its section (they add up to 1). Default nil: equal shares while the
    /// titles fit them, else shares by need.
    func widthFractions(forColumnsInSection section: Int) -> [Double]?
    /// Looping columns: past the last row comes the first. Default false.
    func isColumnInfinite(_ column: Int, section: Int) -> Bool
    /// A name for the column in selections and on the control socket. Default "c<N>" (N counts columns across sections).
    func identifier(forColumn column: Int, section: Int) -> String?
    /// How the column aligns its rows (a config column's `align`). Default nil: centred.
    func alignment(forColumn column: Int, section: Int) -> PickerAlignment?
    /// What speech calls the column when keys move the focus to it (a config column's `label`):
    /// "Minutes". Default nil: its identifier.
    func label(forColumn column: Int, section: Int) -> String?
    /// The language of the column's rows (a config column's `lang`, BCP 47): speech says them with
    /// that voice. Default nil: the style's `lang`. A row's `PickerRowContent.language` comes first.
    func language(forColumn column: Int, section: Int) -> String?
    /// A section that is the built-in date picker (a config section's `date`): its three columns
    /// (`year`, `month`, `day`) take the place of `numberOfColumns(inSection:)` and the row questions.
    /// Default nil: the section's columns are the data source's.
    func dateSection(_ section: Int) -> PickerDateSection?
    /// A section that is the built-in time picker (a config section's `time`): its columns (`hour`,
    /// `minute`, and `period` on a 12-hour clock) take the place of `numberOfColumns(inSection:)`
    /// and the row questions. Default nil. Asked only where `dateSection` gave nil for the section.
    func timeSection(_ section: Int) -> PickerTimeSection?
}

/// How a column aligns its rows across the column (a config column's `align`).
public enum PickerAlignment: String, Equatable, Sendable {
    case left, center, right
    /// The left of a left-to-right row, the right of a right-to-left one.
    case start
    /// The right of a left-to-right row, the left of a right-to-left one.
    case end
}

extension PickerDataSource {
    public func numberOfSections() -> Int { 1 }
    public func imagePath(forRow row: Int, column: Int, section: Int) -> String? { nil }
    public func value(forRow row: Int, column: Int, section: Int) -> String? { nil }
    public func isRowEnabled(_ row: Int, column: Int, section: Int) -> Bool { true }
    public func textColor(forRow row: Int, column: Int, section: Int) -> PickerColor? { nil }
    public func highlightedTextColor(forRow row: Int, column: Int, section: Int) -> PickerColor? { nil }
    public func content(forRow row: Int, column: Int, section: Int) -> PickerRowContent {
        PickerRowContent(
            title: title(forRow: row, column: column, section: section),
            leadingImagePath: imagePath(forRow: row, column: column, section: section),
            textColor: textColor(forRow: row, column: column, section: section),
            highlightedTextColor: highlightedTextColor(forRow: row, column: column, section: section))
    }
    public func widthFractionsForSections() -> [Double]? { nil }
    public func widthFractions(forColumnsInSection section: Int) -> [Double]? { nil }
    public func isColumnInfinite(_ column: Int, section: Int) -> Bool { false }
    public func identifier(forColumn column: Int, section: Int) -> String? { nil }
    public func alignment(forColumn column: Int, section: Int) -> PickerAlignment? { nil }
    public func label(forColumn column: Int, section: Int) -> String? { nil }
    public func language(forColumn column: Int, section: Int) -> String? { nil }
    public func dateSection(_ section: Int) -> PickerDateSection? { nil }
    public func timeSection(_ section: Int) -> PickerTimeSection? { nil }
}
