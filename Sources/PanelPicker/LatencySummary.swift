/// Times (input to screen, the gaps between frames while the wheel moves) in a fixed amount
/// of memory: a count per tenth of a millisecond (the resolution the log prints), so a kiosk touched for months
/// keeps the same 40 KB, and the median and maximum come out as they would
/// from every sample kept.
package struct LatencySummary: Equatable {
    /// The slowest time a bucket of its own holds; slower ones share the last bucket.
    package static let rangeUs: Int64 = 1_000_000
    private static let bucketUs: Int64 = 100

    package private(set) var count = 0
    package private(set) var maxUs: Int64?
    /// Samples per tenth of a millisecond, rounded as `milliseconds` rounds; empty until the first sample.
    private var buckets: [UInt32] = []

    package init() {}

    /// Adds one time; a time below zero (which one clock never gives) counts as zero.
    package mutating func add(_ us: Int64) {
        if buckets.isEmpty { buckets = Array(repeating: 0, count: Int(Self.rangeUs / Self.bucketUs) + 1) }
        let index = Int(Swift.min(Swift.max(0, us + Self.bucketUs / 2) / Self.bucketUs, Int64(buckets.count - 1)))
        // A bucket full after four billion frames stays full: the median is then past it anyway.
        if buckets[index] < UInt32.max { buckets[index] += 1 }
        count += 1
        maxUs = Swift.max(maxUs ?? us, us)
    }

    /// The middle sample (the upper one of an even count), to the tenth of a millisecond, as µs;
    /// nil with no samples. At most `rangeUs`.
    package var medianUs: Int64? {
        guard count > 0 else { return nil }
        var seen = 0
        for (index, samples) in buckets.enumerated() {
            seen += Int(samples)
            if seen > count / 2 { return Int64(index) * Self.bucketUs }
        }
        return Int64(buckets.count - 1) * Self.bucketUs
    }
}
