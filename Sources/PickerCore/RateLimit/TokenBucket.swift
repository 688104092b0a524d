/// A token bucket on the caller's clock: at most `perSecond` on average, `burst` at once. The
/// one behind the log budget (a kind of line), the fleet bridge (a topic flood is cut before
/// the picker hears of it) and a control client's share of the loop (a token is a µs of work).
package struct TokenBucket: Equatable, Sendable {
    package let perSecond: Int
    package let burst: Int
    /// Tokens in millionths, so that µs times the rate needs no fractions; below zero while a
    /// cost `spend` took after the fact is being paid back.
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
        refill(nowUs: nowUs)
        guard tokens >= 1_000_000 else {
            dropped += 1
            return false
        }
        tokens -= 1_000_000
        return true
    }

    /// Takes `count` tokens for something already done, whose cost was known only afterwards:
    /// the bucket may go into debt, and `readyUs` then says when it is paid back.
    package mutating func spend(_ count: Int64, nowUs: Int64) {
        refill(nowUs: nowUs)
        tokens -= count * 1_000_000
    }

    /// When the bucket holds a whole token again: `nowUs` when it does already.
    package func readyUs(nowUs: Int64) -> Int64 {
        var bucket = self
        bucket.refill(nowUs: nowUs)
        let missing = 1_000_000 - bucket.tokens
        guard missing > 0, perSecond > 0 else { return nowUs }
        return max(nowUs, bucket.lastUs ?? nowUs) + (missing + Int64(perSecond) - 1) / Int64(perSecond)
    }

    /// The count of dropped ones to report, once; 0 when there is nothing new.
    package mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }

    private mutating func refill(nowUs: Int64) {
        if let lastUs, nowUs > lastUs {
            // A day fills any bucket; the cap keeps the product inside Int64 however long it slept.
            let elapsedUs = min(nowUs - lastUs, 86_400_000_000)
            tokens = min(Int64(burst) * 1_000_000, tokens + elapsedUs * Int64(perSecond))
        }
        lastUs = max(lastUs ?? nowUs, nowUs)
    }
}
