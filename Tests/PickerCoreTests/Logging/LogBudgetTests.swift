import PickerCore
import Testing

/// Lines a client can cause are written within a budget per kind (issue 33, finding 8).
@Suite struct LogBudgetTests {
    @Test func aBurstThenTheRateAndTheNextLineSaysHowManyWereLeftOut() {
        var budget = LogBudget(burst: 3, perSecond: 2)
        let first = (0..<10).map { _ in budget.admit("selection", atUs: 0) }
        #expect(first.prefix(3).allSatisfy { $0 == .write(suppressed: 0) })
        #expect(first.dropFirst(3).allSatisfy { $0 == .drop })
        #expect(budget.admit("selection", atUs: 250_000) == .drop, "half a line's worth")
        #expect(budget.admit("selection", atUs: 500_000) == .write(suppressed: 8))
        #expect(budget.admit("refused", atUs: 500_000) == .write(suppressed: 0), "another kind has its own budget")
    }

    @Test func tenSecondsOfFloodWriteAtMostTheBurstAndTheRate() {
        var budget = LogBudget(burst: 20, perSecond: 5)
        var written = 0
        // A line every 10 µs for 10 s: a million lines asked for.
        for step in 0..<1_000_000 where budget.admit("selection", atUs: Int64(step) * 10) != .drop { written += 1 }
        #expect(written <= 20 + 5 * 10)
    }

    @Test func kindsAreForgottenPastTheLimitSoManyKindsCostNoMoreMemory() {
        var budget = LogBudget(burst: 1, perSecond: 1, kinds: 2)
        #expect(budget.admit("a", atUs: 0) == .write(suppressed: 0))
        #expect(budget.admit("b", atUs: 1) == .write(suppressed: 0))
        #expect(budget.admit("c", atUs: 2) == .write(suppressed: 0))
        #expect(budget.admit("a", atUs: 3) == .write(suppressed: 0), "a was forgotten and starts full")
    }
}
