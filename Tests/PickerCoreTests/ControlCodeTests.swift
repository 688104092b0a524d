import Testing
@testable import PickerCore

struct ControlCodeTests {
    /// The two ranges stand in for the Unicode property: they must agree on every scalar there is.
    @Test func theRangesAreExactlyTheControlCategory() {
        let disagreeing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            $0.isControlCode != ($0.properties.generalCategory == .control)
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5).map { "U+" + String($0.value, radix: 16) })")
    }
}
