/// A group of columns with its own width share (EMPickerView's sections).
public struct PickerSection: Equatable, Sendable {
    /// The section's share of the picker's cross extent after gaps.
    public var widthFraction: Fixed
    /// Indices into `PickerModel.columns`.
    public var columnIndices: Range<Int>
    /// Set when the section is the built-in date picker.
    public var date: DateColumns?
}

/// Where the year, month and day columns of a date section sit, so the day
/// column can follow the month and year (UIDatePicker's behaviour).
public struct DateColumns: Equatable, Sendable {
    public var yearColumn: Int
    public var monthColumn: Int
    public var dayColumn: Int
    public var fromYear: Int
}
