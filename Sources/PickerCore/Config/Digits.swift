/// The digits a picker writes the numbers it makes in (`theme.digits`): a range's rows, a date's
/// years and days (and months shown as numbers), a time's hours and minutes. An Arabic screen
/// writes ٢٠٢٦, a Persian one ۲۰۲۶, a Thai one ๒๐๒๖. Values stay in ASCII digits, so results,
/// saved state, the socket and `select(value:)` read the same in every script.
///
/// Each case is a numbering system of CLDR's whose ten digits are consecutive code points, named
/// by its id (common/supplemental/numberingSystems.xml, CLDR 41).
public enum Digits: String, Sendable, CaseIterable {
    case latn, arab, arabext, beng, deva, gujr, guru, khmr, knda, laoo, mlym, mymr, orya, tamldec, telu, thai, tibt

    /// The code point of the system's zero.
    private var zero: UInt32 {
        switch self {
        case .latn: 0x30
        case .arab: 0x0660
        case .arabext: 0x06F0
        case .beng: 0x09E6
        case .deva: 0x0966
        case .gujr: 0x0AE6
        case .guru: 0x0A66
        case .khmr: 0x17E0
        case .knda: 0x0CE6
        case .laoo: 0x0ED0
        case .mlym: 0x0D66
        case .mymr: 0x1040
        case .orya: 0x0B66
        case .tamldec: 0x0BE6
        case .telu: 0x0C66
        case .thai: 0x0E50
        case .tibt: 0x0F20
        }
    }

    /// `ascii` with each of its digits 0-9 written in this system; anything else as it is.
    package func writing(_ ascii: Substring) -> String {
        guard self != .latn else { return String(ascii) }
        var scalars = String.UnicodeScalarView()
        for scalar in ascii.unicodeScalars {
            let digit = scalar.value &- 0x30
            scalars.append(digit < 10 ? Unicode.Scalar(zero + digit)! : scalar)
        }
        return String(scalars)
    }
}
