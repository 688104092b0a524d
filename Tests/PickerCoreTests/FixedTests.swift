import Testing
@testable import PickerCore

@Suite struct FixedTests {
    @Test(arguments: [
        ("0.998", Int64(65405)), ("1", 65536), ("-12.5", -819200), ("0.5", 32768), ("2e3", 131_072_000), ("1.5e-1", 9830),
        // Far below one raw unit, however it is written, rounds to 0 (these once overflowed 128 bits).
        ("0.00000000000000000000000000000000000000000000000000000000000001", 0), ("0.00000000001e-29", 0),
        ("-999999999999999999999999999999e-29", -655_360),
    ])
    func decimalTextParsesToNearestRaw(text: String, raw: Int64) {
        #expect(Fixed(decimal: Substring(text))?.raw == raw)
    }

    // Beyond Int64.max raw; "1000001e29" and the longest mantissa times 10^29 once trapped on a 128-bit overflow (scripts/fuzz config).
    @Test(arguments: ["", "-", "1.2.3", "abc", "1e99", ".", "1,5", "1000001e29", "-1267650600228229401496703205375e29", "1e19"])
    func nonDecimalTextIsRejected(text: String) {
        #expect(Fixed(decimal: Substring(text)) == nil)
    }

    @Test func productOfLargePositionAndRateDoesNotOverflow() {
        // 100,000 rows of 512 px: the largest content extent the core must carry.
        let extent = Fixed(100_000 * 512)
        let rate = Fixed(decimal: "0.998")!
        #expect((extent * rate).floor == 51_097_656) // 0.998 is 65405/65536 exactly
        #expect((extent / rate).floor == 51_302_548)
    }

    @Test func roundingIsHalfAwayFromZero() {
        #expect(Fixed(ratio: 5, 2).rounded == 3)
        #expect(Fixed(ratio: -5, 2).rounded == -3)
        #expect(Fixed(ratio: -5, 2).floor == -3)
    }

    @Test func descriptionPrintsShortestDecimals() {
        #expect(Fixed(ratio: 25, 2).description == "12.5")
        #expect(Fixed(-3).description == "-3")
        #expect(Fixed.zero.description == "0")
    }
}
