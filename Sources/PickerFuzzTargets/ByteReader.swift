/// Reads little-endian integers off the front of fuzz bytes; past the end every read is 0,
/// so any input, however short, describes a complete value.
struct ByteReader {
    private var bytes: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func uint8() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func uint16() -> UInt16 { UInt16(truncatingIfNeeded: unsigned(2)) }

    mutating func int16() -> Int16 { Int16(truncatingIfNeeded: unsigned(2)) }

    mutating func uint32() -> UInt32 { UInt32(truncatingIfNeeded: unsigned(4)) }

    mutating func int32() -> Int32 { Int32(truncatingIfNeeded: unsigned(4)) }

    mutating func int64() -> Int64 { Int64(truncatingIfNeeded: unsigned(8)) }

    private mutating func unsigned(_ count: Int) -> UInt64 {
        var value: UInt64 = 0
        for shift in 0..<count { value |= UInt64(uint8()) << (8 * shift) }
        return value
    }
}
