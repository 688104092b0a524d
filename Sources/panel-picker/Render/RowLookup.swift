import PickerCore

/// How `render --select COL=ROW` finds ROW among a column's rows: a row whose value is ROW;
/// else, for a number, a row whose value is the same number with or without leading zeros
/// (`month=8` is the row whose value is "08"), or a range's row of that number however its
/// format spells it (`temp=21` is "21 °C"); else, in a list, row index ROW. A range's rows are
/// numbers, so a number is never its index: trial 103's `entry=10`, on 0 s to 240 s by 15,
/// drew 150 s (row 10) without a word.
enum RowLookup {
    static func index(of text: String, in rows: ColumnRows) -> Int? {
        if let index = indexOfValue(text, in: rows) { return index }
        if case .items = rows, let index = Int(text), (0..<rows.count).contains(index) { return index }
        return nil
    }

    /// The row whose value is `text`, or the same number as `text`; never an index. A date's
    /// columns find rows so: `year=5` with years from 1990 is no year, not 1995.
    static func indexOfValue(_ text: String, in rows: ColumnRows) -> Int? {
        rows.index(ofValue: text) ?? indexOfSameNumber(text, in: rows)
    }

    /// The first row whose value spells the number `text` spells, or a range's row of that number.
    /// A range's row is found by arithmetic (a range may have two billion rows); a list's rows are
    /// read one by one.
    private static func indexOfSameNumber(_ text: String, in rows: ColumnRows) -> Int? {
        guard let number = WholeNumber(text) else { return nil }
        switch rows {
        case .items:
            return (0..<rows.count).first { WholeNumber(rows.row($0).value) == number }
        case .range:
            return rows.index(ofNumberIn: text)
        }
    }
}

/// A whole number as decimal text (an optional `-`, then digits), its leading zeros dropped:
/// "8", "08" and "008" are the same number. No Int, so no text is too long to compare.
struct WholeNumber: Equatable {
    let isNegative: Bool
    let digits: Substring

    init?(_ text: String) {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : text[...]
        guard !unsigned.isEmpty, unsigned.allSatisfy(\.isASCIIDigit) else { return nil }
        let significant = unsigned.drop { $0 == "0" }
        digits = significant.isEmpty ? "0" : significant
        isNegative = text.hasPrefix("-") && !significant.isEmpty
    }
}
