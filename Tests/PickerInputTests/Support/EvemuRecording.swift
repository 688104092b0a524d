import PickerInput
import PickerSystem

/// evemu's text format (`evemu-describe` / `evemu-record`): a device
/// description (N:, I:, P:, B:, A: lines) and events (`E: sec.usec type code value`).
/// The same files feed `evemu-device` and `evemu-play` in the VM scenarios.
struct EvemuRecording {
    struct ParseError: Error, CustomStringConvertible {
        var line: Int
        var text: String
        var reason: String
        var description: String { "evemu line \(line) (\(text)): \(reason)" }
    }

    var capabilities: DeviceCapabilities
    var events: [RawEvent]

    /// A device description from Tests/PickerInputTests/Devices.
    static func device(_ file: String) throws -> DeviceCapabilities {
        let folder = FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath))
        let bytes = try FileSystem.readFile(folder + "/Devices/" + file)
        return try parse(String(decoding: bytes, as: UTF8.self)).capabilities
    }

    static func parse(_ text: String) throws -> EvemuRecording {
        var capabilities = DeviceCapabilities(name: "")
        var masks: [UInt16: [UInt8]] = [:]
        var propertyBytes: [UInt8] = []
        var events: [RawEvent] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            func fail(_ reason: String) -> ParseError { ParseError(line: index + 1, text: String(rawLine), reason: reason) }
            if line.hasPrefix("N: ") {
                capabilities.name = String(line.dropFirst(3))
                continue
            }
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let tag = fields.first else { continue }
            let values = fields.dropFirst()
            switch tag {
            case "I:":
                continue
            case "P:":
                for field in values {
                    guard let byte = UInt8(field, radix: 16) else { throw fail("P: wants hex bytes") }
                    propertyBytes.append(byte)
                }
            case "B:":
                guard let type = values.first.flatMap({ UInt16($0, radix: 16) }) else { throw fail("B: wants a hex type") }
                for field in values.dropFirst() {
                    guard let byte = UInt8(field, radix: 16) else { throw fail("B: wants hex bytes") }
                    masks[type, default: []].append(byte)
                }
            case "A:":
                let numbers = values.dropFirst().compactMap { Int32($0) }
                guard let code = values.first.flatMap({ UInt16($0, radix: 16) }), numbers.count >= 2 else {
                    throw fail("A: wants a hex code, a minimum and a maximum")
                }
                capabilities.absoluteAxes[code] = .init(minimum: numbers[0], maximum: numbers[1])
            case "E:":
                let parts = values.map(String.init)
                let time = parts.first?.split(separator: ".").map(String.init) ?? []
                guard parts.count == 4, time.count == 2, let seconds = Int64(time[0]), let micros = Int64(time[1]),
                      let type = UInt16(parts[1], radix: 16), let code = UInt16(parts[2], radix: 16), let value = Int32(parts[3])
                else { throw fail("E: wants sec.usec, hex type, hex code and a decimal value") }
                events.append(RawEvent(timeUs: seconds * 1_000_000 + micros, type: type, code: code, value: value))
            default:
                throw fail("unknown line tag \(tag)")
            }
        }
        capabilities.properties = bits(propertyBytes)
        capabilities.keys = bits(masks[EvdevType.key] ?? [])
        capabilities.relativeAxes = bits(masks[EvdevType.rel] ?? [])
        let absolute = bits(masks[EvdevType.abs] ?? [])
        capabilities.absoluteAxes = capabilities.absoluteAxes.filter { absolute.contains($0.key) }
        return EvemuRecording(capabilities: capabilities, events: events)
    }

    private static func bits(_ bytes: [UInt8]) -> Set<UInt16> {
        var set = Set<UInt16>()
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 {
                set.insert(UInt16(index * 8 + bit))
            }
        }
        return set
    }
}
