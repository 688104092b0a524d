import PickerCore

/// Which rows of a column are measured for its widest title (large text's check, a horizontal
/// picker's item width, the default font's fit): every row of a list of up to `limit`, else the
/// `limit` with the most bytes of title (the widest are among them but for rare scripts), and a
/// range's first and last `limit / 10`, whose numbers are its widest. A frame's cost stays the
/// same for any length; the choice costs one pass over the titles' lengths, not a sort.
enum TitlesToMeasure {
    static let limit = 2_000
    /// Enough to size a font or a section by (the default font's fit, sections shared by need); a
    /// wider title beyond them is cut with "…", where a check that refuses needs `limit`.
    static let sizingLimit = 256

    static func rows(of rows: ColumnRows, limit: Int = TitlesToMeasure.limit) -> [Int] {
        guard rows.count > limit else { return Array(0..<rows.count) }
        switch rows {
        case .range:
            let ends = max(1, limit / 10)
            return Array(0..<ends) + Array((rows.count - ends)..<rows.count)
        case .items(let items):
            // Lengths past this are told apart no further: a title that long is cut in any column.
            let longest = 256
            func length(_ index: Int) -> Int { min(longest, items[index].text?.utf8.count ?? 0) }
            var counts = [Int](repeating: 0, count: longest + 1)
            for index in items.indices { counts[length(index)] += 1 }
            // The shortest length that still makes the cut: every longer title, and of this length as many as fit.
            var threshold = longest, taken = counts[longest]
            while taken < limit, threshold > 0 {
                threshold -= 1
                taken += counts[threshold]
            }
            var atThreshold = limit - (taken - counts[threshold])
            var chosen: [Int] = []
            chosen.reserveCapacity(limit)
            for index in items.indices {
                let length = length(index)
                if length > threshold {
                    chosen.append(index)
                } else if length == threshold, atThreshold > 0 {
                    chosen.append(index)
                    atThreshold -= 1
                }
            }
            return chosen
        }
    }
}
