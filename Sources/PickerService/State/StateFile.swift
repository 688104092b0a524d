/// The state file's framing around the kiosk's JSON payload:
///
///     panel-picker-state 1 <payload bytes> <crc32, 8 hex digits>\n
///     <payload>\n
///     end\n
///
/// The header says how long the payload is and what it sums to, and the
/// terminator shows the write reached the end, so a file cut short or
/// altered anywhere is recognised instead of half-loaded.
package enum StateFile {
    static let magic = "panel-picker-state"
    static let version = 1
    static let terminator = Array("\nend\n".utf8)

    package static func encode(_ payload: [UInt8]) -> [UInt8] {
        let checksum = String(CRC32.checksum(payload), radix: 16)
        let header = "\(magic) \(version) \(payload.count) \(String(repeating: "0", count: 8 - checksum.count))\(checksum)\n"
        return Array(header.utf8) + payload + terminator
    }

    /// A short name for `bytes` (length and CRC-32), to tell whether a config file changed since a state was saved.
    package static func fingerprint(_ bytes: [UInt8]) -> String {
        "\(bytes.count)-\(String(CRC32.checksum(bytes), radix: 16))"
    }

    package static func decode(_ bytes: [UInt8]) throws(StateFileError) -> [UInt8] {
        if bytes.isEmpty { throw .empty }
        guard let newline = bytes.prefix(128).firstIndex(of: 0x0A) else { throw .badHeader }
        let fields = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 4, fields[0] == magic else { throw .badHeader }
        guard let version = Int(fields[1]) else { throw .badHeader }
        if version != StateFile.version { throw .unsupportedVersion(version) }
        guard let length = Int(fields[2]), length >= 0, length <= bytes.count, fields[3].count == 8,
              let checksum = UInt32(fields[3], radix: 16)
        else { throw .badHeader }
        let payloadStart = newline + 1
        let expectedBytes = payloadStart + length + terminator.count
        if bytes.count != expectedBytes { throw .wrongLength(expectedBytes: expectedBytes, actualBytes: bytes.count) }
        let payload = Array(bytes[payloadStart..<(payloadStart + length)])
        if !bytes[(payloadStart + length)...].elementsEqual(terminator) { throw .missingTerminator }
        let actual = CRC32.checksum(payload)
        if actual != checksum { throw .checksumMismatch(expected: checksum, actual: actual) }
        return payload
    }
}

package enum StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case badHeader
    case unsupportedVersion(Int)
    case wrongLength(expectedBytes: Int, actualBytes: Int)
    case missingTerminator
    case checksumMismatch(expected: UInt32, actual: UInt32)

    package var description: String {
        switch self {
        case .empty: "the file is empty"
        case .badHeader: "the first line is not a 'panel-picker-state 1 <length> <crc32>' header"
        case .unsupportedVersion(let version): "format version \(version) is not one this build reads (1)"
        case .wrongLength(let expected, let actual):
            "the header promises \(expected) bytes but the file has \(actual) (cut short or appended to)"
        case .missingTerminator: "the closing 'end' line is missing"
        case .checksumMismatch(let expected, let actual):
            "the checksum is \(String(actual, radix: 16)) but the header says \(String(expected, radix: 16))"
        }
    }
}
