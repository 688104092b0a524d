import PickerCore
import Testing

/// A control client's share of the loop is a bucket of µs charged after each answer.
@Suite struct TokenBucketTests {
    @Test func aCostSpentAfterTheFactIsPaidBackAtTheRateBeforeTheNextToken() {
        var share = TokenBucket(perSecond: 250_000, burst: 1_000_000)
        #expect(share.readyUs(nowUs: 0) == 0, "a full bucket is ready")
        share.spend(1_400_000, nowUs: 0)
        // 400,001 µs of debt, at 0.25 µs a µs: 1,600,004 µs.
        #expect(share.readyUs(nowUs: 0) == 1_600_004)
        #expect(share.readyUs(nowUs: 1_000_000) == 1_600_004, "asking again later changes nothing")
        let early = share.take(nowUs: 1_600_000)
        let due = share.take(nowUs: 1_600_004)
        #expect(!early && due)
    }

    @Test func aBucketIdleForYearsIsFullNotOverflowed() {
        var bucket = TokenBucket(perSecond: 1_000_000, burst: 3)
        let first = (0..<4).map { _ in bucket.take(nowUs: 0) }
        let years: Int64 = 40 * 365 * 86_400_000_000
        let later = (0..<4).map { _ in bucket.take(nowUs: years) }
        #expect(first == [true, true, true, false])
        #expect(later == [true, true, true, false])
    }
}
