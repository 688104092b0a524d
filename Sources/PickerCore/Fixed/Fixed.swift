/// A signed fixed-point number with 16 fraction bits in an `Int64` (Q47.16).
///
/// Every position, velocity and time in the physics is a `Fixed`, so a trace
/// replays bit for bit on any machine. The range is ±1.4e14: a 100,000-row
/// column at 512 px a row spans 5.1e7 px, and velocities stay far below that,
/// so products are formed in 128 bits and only the result must fit.
package struct Fixed: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number times 65536.
    package var raw: Int64

    package static let fractionBits: Int64 = 16
    package static let one = Fixed(raw: 1 << 16)
    package static let zero = Fixed(raw: 0)
    package static let half = Fixed(raw: 1 << 15)
    package static let max = Fixed(raw: Int64.max)
    package static let min = Fixed(raw: Int64.min)

    @inline(__always) package init(raw: Int64) { self.raw = raw }
    @inline(__always) package init(_ integer: Int) { raw = Int64(integer) << 16 }
    @inline(__always) package init(_ integer: Int64) { raw = integer << 16 }

    /// `numerator / denominator`, rounded to nearest.
    package init(ratio numerator: Int64, _ denominator: Int64) {
        let scaled = Int128(numerator) << 16
        raw = Int64(Fixed.roundedDivide(scaled, Int128(denominator)))
    }

    /// The nearest `Fixed` to a decimal literal such as "0.998" or "-12.5"; nil when the text is not a decimal number.
    /// Parsing by digits (not through Double) keeps configs exact and platform-independent.
    package init?(decimal text: Substring) {
        var digits = text[...]
        var negative = false
        if digits.first == "-" { negative = true; digits = digits.dropFirst() }
        var exponent = 0
        if let e = digits.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            guard let value = Int(digits[digits.index(after: e)...]), abs(value) < 30 else { return nil }
            exponent = value
            digits = digits[..<e]
        }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.contains(where: { !$0.isEmpty }) else { return nil }
        var mantissa: Int128 = 0
        var scale = 0
        for (index, part) in parts.enumerated() {
            for character in part {
                guard let digit = character.asciiDigitValue else { return nil }
                guard mantissa < Int128(1) << 100 else { return nil }
                mantissa = mantissa * 10 + Int128(digit)
                if index == 1 { scale += 1 }
            }
        }
        scale -= exponent
        var numerator = mantissa << 16
        var denominator: Int128 = 1
        // The numerator is below 2^120 (a mantissa under 2^104, shifted by 16). Both loops stop
        // before 128 bits overflow: on a denominator past twice the numerator the value rounds to
        // 0 however many zeros follow ("0.000…1"), and a numerator past Int64.max is no Fixed.
        if scale >= 0 {
            for _ in 0..<scale where denominator <= Int128(1) << 121 { denominator *= 10 }
        } else {
            for _ in 0..<(-scale) {
                numerator *= 10
                guard numerator <= Int128(Int64.max) else { return nil }
            }
        }
        let value = Fixed.roundedDivide(numerator, denominator)
        guard value <= Int128(Int64.max) else { return nil }
        raw = Int64(negative ? -value : value)
    }

    /// Rounds half away from zero.
    @inline(__always) static func roundedDivide(_ a: Int128, _ b: Int128) -> Int128 {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        if 2 * r.magnitude >= b.magnitude {
            return (a < 0) != (b < 0) ? q - 1 : q + 1
        }
        return q
    }

    // MARK: Arithmetic

    @inline(__always) package static func + (a: Fixed, b: Fixed) -> Fixed { Fixed(raw: a.raw + b.raw) }
    @inline(__always) package static func - (a: Fixed, b: Fixed) -> Fixed { Fixed(raw: a.raw - b.raw) }
    @inline(__always) package static prefix func - (a: Fixed) -> Fixed { Fixed(raw: -a.raw) }
    @inline(__always) package static func += (a: inout Fixed, b: Fixed) { a.raw += b.raw }
    @inline(__always) package static func -= (a: inout Fixed, b: Fixed) { a.raw -= b.raw }

    /// Product rounded to nearest, formed in 128 bits so that only the result must fit.
    @inline(__always) package static func * (a: Fixed, b: Fixed) -> Fixed {
        let product = Int128(a.raw) * Int128(b.raw)
        return Fixed(raw: Int64((product + (1 << 15)) >> 16))
    }

    /// Quotient rounded to nearest. Division by zero is a programming error.
    @inline(__always) package static func / (a: Fixed, b: Fixed) -> Fixed {
        Fixed(raw: Int64(roundedDivide(Int128(a.raw) << 16, Int128(b.raw))))
    }

    @inline(__always) package static func * (a: Fixed, b: Int) -> Fixed { Fixed(raw: a.raw * Int64(b)) }
    @inline(__always) package static func / (a: Fixed, b: Int) -> Fixed {
        Fixed(raw: Int64(roundedDivide(Int128(a.raw), Int128(b))))
    }

    @inline(__always) package static func < (a: Fixed, b: Fixed) -> Bool { a.raw < b.raw }

    // MARK: Conversions

    /// Largest integer not above the value.
    @inline(__always) package var floor: Int { Int(raw >> 16) }
    /// Nearest integer, halves away from zero.
    package var rounded: Int { raw >= 0 ? Int((raw + (1 << 15)) >> 16) : -Int((-raw + (1 << 15)) >> 16) }
    package var magnitude: Fixed { Fixed(raw: raw < 0 ? -raw : raw) }
    /// For renderers and reports only; the physics never goes through floating point.
    package var double: Double { Double(raw) / 65536 }

    /// Up to four decimals, exact for the printed digits: "12.5", "-0.0153".
    package var description: String {
        let negative = raw < 0
        let magnitude = raw.magnitude
        let whole = magnitude >> 16
        let fraction = magnitude & 0xFFFF
        let tenThousandths = (UInt64(fraction) * 10000 + (1 << 15)) >> 16
        var wholePart = whole
        var fractionPart = tenThousandths
        if fractionPart == 10000 { wholePart += 1; fractionPart = 0 }
        var text = (negative && (wholePart != 0 || fractionPart != 0) ? "-" : "") + String(wholePart)
        if fractionPart != 0 {
            var digits = String(fractionPart)
            digits = String(repeating: "0", count: 4 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }
}
