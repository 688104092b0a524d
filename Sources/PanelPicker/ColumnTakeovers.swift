/// Which columns a select, a reload or a confirm's landing took over, and when, counted in
/// takeovers: a report begun before a column's takeover (a turn's batch, the motion a reload
/// reports, a reload's own selections) tells nothing more of it, as what it had is stale. Trial 37
/// heard a fling's highlights after a select in `didPassRow`; trials 56 and 59 a batch's, and a
/// reload's, `didSelect` of a column that a reload from the delegate had taken away, which trapped.
struct ColumnTakeovers {
    /// The takeovers so far: a report notes it when it begins.
    private(set) var count = 0
    /// Each column's last takeover.
    private var last: [Int: Int] = [:]
    /// Each column's last takeover by a reload.
    private var lastByReload: [Int: Int] = [:]

    /// `columns` taken over now, `byReload` or by a select or a confirm's landing.
    mutating func takeOver(_ columns: some Sequence<Int>, byReload: Bool = false) {
        count += 1
        for column in columns {
            last[column] = count
            if byReload { lastByReload[column] = count }
        }
    }

    /// Whether `column` was taken over after `mark`, the last time by a reload.
    func reloaded(_ column: Int, after mark: Int) -> Bool {
        tookOver(column, after: mark) && lastByReload[column] == last[column]
    }

    /// Whether `column` was taken over after `mark` (a `count` noted before).
    func tookOver(_ column: Int, after mark: Int) -> Bool {
        (last[column] ?? 0) > mark
    }
}
