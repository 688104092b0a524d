/// How many log lines of one kind may be written: a burst, then a steady rate (a token bucket
/// per kind, with the time passed in). A client that selects thousands of values a second, or
/// connects again and again while refused, once filled the disk with log lines (74 MiB in
/// 10 s); past the budget lines are counted, not written, and the next line written says how
/// many were left out.
package struct LogBudget: Sendable {
    package enum Admission: Equatable, Sendable {
        /// Write the line; `suppressed` lines of its kind were left out before it.
        case write(suppressed: Int)
        case drop
    }

    /// Lines written at once before the rate applies.
    package let burst: Int
    /// Lines a second after the burst.
    package let perSecond: Int
    /// Kinds remembered at most; past it the one least recently used is forgotten (it starts full again).
    package let kinds: Int
    private var buckets: [String: TokenBucket] = [:]

    package init(burst: Int = 20, perSecond: Int = 5, kinds: Int = 64) {
        self.burst = burst
        self.perSecond = perSecond
        self.kinds = kinds
    }

    /// Whether a line of `kind` may be written at `nowUs`.
    package mutating func admit(_ kind: String, atUs nowUs: Int64) -> Admission {
        var bucket = buckets[kind] ?? TokenBucket(perSecond: perSecond, burst: burst)
        let admission: Admission = bucket.take(nowUs: nowUs) ? .write(suppressed: bucket.takeDropped()) : .drop
        if buckets[kind] == nil && buckets.count >= kinds, let oldest = buckets.min(by: { ($0.value.lastUs ?? .min) < ($1.value.lastUs ?? .min) }) {
            buckets[oldest.key] = nil
        }
        buckets[kind] = bucket
        return admission
    }
}
