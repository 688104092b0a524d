/// A group of columns with its own width share (EMPickerView's sections).
package struct PickerSection: Equatable, Sendable {
    /// The section's share of the picker's cross extent after gaps.
    package var widthFraction: Fixed
    /// Indices into `PickerModel.columns`.
    package var columnIndices: Range<Int>
    /// Set when the section is the built-in date picker.
    package var date: DateColumns?
}

/// Where the year, month and day columns of a date section sit, so the day
/// column can follow the month and year (UIDatePicker's behaviour).
package struct DateColumns: Equatable, Sendable {
    package var yearColumn: Int
    package var monthColumn: Int
    package var dayColumn: Int
    package var fromYear: Int
}
