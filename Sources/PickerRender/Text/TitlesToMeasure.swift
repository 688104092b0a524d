import PickerCore

/// Which rows of a column are measured for its widest title (large text's check, a horizontal
/// picker's item width): every row of a list of up to 2,000, else the 2,000 with the most bytes of
/// title (the widest are among them but for rare scripts), and a range's first and last 200, whose
/// numbers are its widest. A frame's cost stays the same for any length; so does this.
enum TitlesToMeasure {
    static func rows(of rows: ColumnRows) -> [Int] {
        let limit = 2_000
        guard rows.count > limit else { return Array(0..<rows.count) }
        switch rows {
        case .range: return Array(0..<200) + Array((rows.count - 200)..<rows.count)
        case .items(let items):
            let longest = items.indices.sorted { (items[$0].text?.utf8.count ?? 0) > (items[$1].text?.utf8.count ?? 0) }
            return Array(longest.prefix(limit))
        }
    }
}
