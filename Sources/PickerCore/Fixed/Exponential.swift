/// Base-2 logarithms and powers in integers with 32 fraction bits ("Q32"),
/// so decay curves are exact functions of time on every machine.
///
/// The physics keeps positions in `Fixed` (Q16) but evaluates decay factors
/// in Q32: a factor multiplies distances of up to 5e7 px, and 16 bits of
/// fraction would put the error in whole pixels.
enum Exponential {
    static let one: Int64 = 1 << 32
    /// ln 2 in Q32: turns a base-2 rate into a natural (per-ms) rate.
    static let ln2Q32: Int64 = 2_977_044_472
    /// log2 e in Q32: turns a natural rate into a base-2 one.
    static let log2eQ32: Int64 = 6_196_328_019

    /// 2^(2^-k) for k = 1...32 in Q62, rounded to nearest (generated with 80-digit decimal arithmetic).
    private static let rootsOfTwoQ62: [UInt128] = [
        0x5a827999fcef3242, 0x4c1bf828c6dc54b8, 0x45cae0f1f545eb73, 0x42d561b3e6243d8a,
        0x4166c34c5615d0ec, 0x40b268f9de0183ba, 0x4058f6a7ecccd5b6, 0x402c6be96af2fb58,
        0x4016321b687027a8, 0x400b18178ba33b14, 0x40058bce410147e8, 0x4002c5d7bff71daf,
        0x400162e807ee7e5b, 0x4000b1730df6a524, 0x400058b9497b8152, 0x40002c5c955dd701,
        0x4000162e46d6f26c, 0x40000b1722757b1b, 0x4000058b90fd3e0c, 0x400002c5c86f3f26,
        0x40000162e433c79b, 0x400000b17218edd0, 0x40000058b90c3968, 0x4000002c5c860d54,
        0x400000162e4302d2, 0x4000000b17218073, 0x400000058b90bffc, 0x40000002c5c85fef,
        0x4000000162e42ff3, 0x40000000b17217f9, 0x4000000058b90bfc, 0x400000002c5c85fe,
    ]

    /// log2(x) for x > 0 given in Q32; the result is in Q32 and exact to about 2^-31.
    static func log2Q32(_ x: UInt64) -> Int64 {
        let topBit = 63 - x.leadingZeroBitCount
        var result = Int64(topBit - 32) << 32
        // Normalise to a mantissa in [1, 2) with 62 fraction bits, then read the
        // fraction bits of the logarithm off by repeated squaring.
        var mantissa = topBit <= 62 ? UInt128(x) << (62 - topBit) : UInt128(x) >> (topBit - 62)
        for bit in stride(from: 31, through: 0, by: -1) {
            mantissa = (mantissa * mantissa) >> 62
            if mantissa >= UInt128(1) << 63 {
                mantissa >>= 1
                result += Int64(1) << bit
            }
        }
        return result
    }

    /// 2^y for y ≤ 0 given in Q32; the result is in Q32, in [0, 2^32].
    static func exp2Q32(_ y: Int64) -> UInt64 {
        let exponent = Swift.min(y, 0)
        let integer = exponent >> 32
        guard integer > -40 else { return 0 }
        let fraction = UInt64(exponent - (integer << 32))
        var mantissa = UInt128(1) << 62
        for k in 0..<32 where fraction & (UInt64(1) << (31 - k)) != 0 {
            mantissa = (mantissa * rootsOfTwoQ62[k] + (UInt128(1) << 61)) >> 62
        }
        let shift = Int(30 - integer)
        return UInt64((mantissa + (UInt128(1) << (shift - 1))) >> shift)
    }

    /// `a * b / c` in 128 bits, rounded to nearest; `c` must not be zero.
    static func mulDiv(_ a: Int64, _ b: Int64, _ c: Int64) -> Int64 {
        clampToInt64(Fixed.roundedDivide(Int128(a) * Int128(b), Int128(c)))
    }

    static func clampToInt64(_ value: Int128) -> Int64 {
        Int64(Swift.max(Int128(Int64.min), Swift.min(Int128(Int64.max), value)))
    }
}

extension Fixed {
    /// The value times a Q32 factor, rounded to nearest.
    func scaled(byQ32 factor: Int64) -> Fixed {
        Fixed(raw: Exponential.clampToInt64((Int128(raw) * Int128(factor) + (Int128(1) << 31)) >> 32))
    }

    /// The value clamped to `-limit...limit`.
    func clamped(magnitude limit: Fixed) -> Fixed {
        Fixed(raw: Swift.max(-limit.raw, Swift.min(limit.raw, raw)))
    }

    /// Milliseconds from whole microseconds, rounded to nearest.
    static func milliseconds(us: Int64) -> Fixed {
        Fixed(raw: Exponential.mulDiv(us, 1 << 16, 1000))
    }
}
