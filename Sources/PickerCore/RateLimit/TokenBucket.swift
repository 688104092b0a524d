/// A token bucket on the caller's clock: at most `perSecond` on average, `burst` at once. The
/// one behind the log budget (a kind of line) and the fleet bridge (a topic flood is cut before
/// the picker hears of it).
package struct TokenBucket: Equatable, Sendable {
    package let perSecond: Int
    package let burst: Int
    /// Tokens in millionths, so that µs times the rate needs no fractions.
    private var tokens: Int64
    /// When a token was last asked for; nil before the first.
    package private(set) var lastUs: Int64?
    /// How many were refused since the last `takeDropped()`.
    package private(set) var dropped = 0

    package init(perSecond: Int, burst: Int) {
        self.perSecond = perSecond
        self.burst = burst
        tokens = Int64(burst) * 1_000_000
    }

    /// Takes one token; false when none is left (that one is dropped and counted).
    package mutating func take(nowUs: Int64) -> Bool {
        if let lastUs, nowUs > lastUs {
            tokens = min(Int64(burst) * 1_000_000, tokens + (nowUs - lastUs) * Int64(perSecond))
        }
        lastUs = max(lastUs ?? nowUs, nowUs)
        guard tokens >= 1_000_000 else {
            dropped += 1
            return false
        }
        tokens -= 1_000_000
        return true
    }

    /// The count of dropped ones to report, once; 0 when there is nothing new.
    package mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }
}
