/// Where a column's rows come from. Ranges are computed on demand, so a
/// range of two billion rows costs no memory per row, and nothing here walks its rows.
package enum ColumnRows: Equatable, Sendable {
    case items([ItemConfig])
    case range(RangeConfig)

    package var count: Int {
        switch self {
        case .items(let items): items.count
        case .range(let range): range.rowCount
        }
    }

    /// Row `index`, which must be in `0..<count`.
    package func row(_ index: Int) -> Row {
        switch self {
        case .items(let items):
            let item = items[index]
            return Row(title: item.text, imagePath: item.imagePath, value: item.reportedValue, isDisabled: item.disabled)
        case .range(let range):
            let value = range.format.format(range.from + index * range.step)
            return Row(title: range.format.shown(value, in: range.digits), value: value)
        }
    }

    /// Some item has a trailing icon (a range has none). One pass over a list, made when a column's rows are set.
    package var hasTrailingImages: Bool {
        if case .items(let items) = self { items.contains(where: \.hasTrailingImage) } else { false }
    }

    /// Item `index` as the config gave it; nil for a range row, which is plain text with no flags
    /// (so callers that want only those need not format its text).
    package func item(_ index: Int) -> ItemConfig? {
        if case .items(let items) = self { items[index] } else { nil }
    }

    /// The first row whose value is `value`.
    package func index(ofValue value: String) -> Int? {
        switch self {
        case .items:
            return (0..<count).first { row($0).value == value }
        case .range(let range):
            // The number the text spells, read back through the format: no row is formatted but the one found.
            guard let number = range.format.number(in: value), let index = index(ofNumber: number) else { return nil }
            return row(index).value == value ? index : nil
        }
    }

    /// The number a range's row `index` stands for, however its format shows it (30 for "30 s",
    /// 2 for a month's "02"); nil for a list's row.
    package func number(ofRow index: Int) -> Int? {
        if case .range(let range) = self { range.from + index * range.step } else { nil }
    }

    /// The range's row whose number `digits` writes (`"45"` for "45 s", `"2"` or `"02"` for a
    /// month's "02"); nil for a list, or for text that is no whole number.
    package func index(ofNumberIn digits: String) -> Int? {
        guard case .range = self, digits.first.map({ $0 == "-" || $0.isASCIIDigit }) == true, let number = Int(digits) else { return nil }
        return index(ofNumber: number)
    }

    /// The first row that shows `text`, ignoring case: a month's name ("février" for the value "02").
    package func index(ofShownText text: String) -> Int? {
        let wanted = text.lowercased()
        return (0..<count).first { row($0).title?.lowercased() == wanted }
    }

    /// The row of a range whose number is `number`, found by arithmetic; nil for a list, or a
    /// number no row has. Values lie within ±1,000,000,000 (RangeConfig), so a larger number is no
    /// row and cannot overflow below.
    package func index(ofNumber number: Int) -> Int? {
        guard case .range(let range) = self, number.magnitude <= 2_000_000_000, (number - range.from) % range.step == 0 else { return nil }
        let index = (number - range.from) / range.step
        return (0..<count).contains(index) ? index : nil
    }
}
