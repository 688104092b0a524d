extension UInt32 {
    /// This code point as Unicode writes it, four hex digits at least: `U+000A`, `U+1F600`.
    package var codePointName: String {
        let hex = String(self, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
