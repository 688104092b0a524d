/// Digits as configs, times and formats write them: ASCII only. `Character.isNumber` and
/// `wholeNumberValue` look every character up in the standard library's Unicode tables, whose
/// pages a picker that parses "1.5" or "%02d" then keeps resident (docs/rendering.md, "The data
/// that runs, packed"); an ASCII test is a comparison.
extension Character {
    /// "0" to "9".
    package var isASCIIDigit: Bool { asciiDigitValue != nil }

    /// 0 to 9 for "0" to "9"; nil for anything else, other scripts' digits too.
    package var asciiDigitValue: Int? {
        guard let byte = asciiValue, (0x30...0x39).contains(byte) else { return nil }
        return Int(byte - 0x30)
    }
}
