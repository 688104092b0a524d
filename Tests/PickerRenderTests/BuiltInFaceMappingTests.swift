import PickerSystem
import Testing

@testable import PickerRender

/// The built-in faces' pages are read one at a time (CBundledFonts/read_by_page.c): the kernel
/// marks a mapping read that way with "rr" among its VmFlags in /proc/self/smaps.
@Suite struct BuiltInFaceMappingTests {
    @Test(arguments: [BuiltInFont.dejaVuSans, .dejaVuSansBold])
    func faceIsReadByPage(font: BuiltInFont) throws {
        let bytes = font.bytes
        let first = UInt(bitPattern: bytes.baseAddress), last = first + UInt(bytes.count) - 1
        let smaps = String(decoding: try FileSystem.readFile("/proc/self/smaps"), as: UTF8.self)
        var covering: [(start: UInt, end: UInt, flags: Substring?)] = []
        for line in smaps.split(separator: "\n") {
            if let dash = line.firstIndex(of: "-"), let space = line.firstIndex(of: " "), dash < space,
               let start = UInt(line[..<dash], radix: 16),
               let end = UInt(line[line.index(after: dash)..<space], radix: 16) {
                covering.append((start, end, nil))
            } else if line.hasPrefix("VmFlags:"), !covering.isEmpty {
                covering[covering.count - 1].flags = line.dropFirst("VmFlags:".count)
            }
        }
        let mappings = covering.filter { $0.start <= last && first < $0.end }
        #expect(!mappings.isEmpty, "no mapping holds \(font.rawValue)")
        for mapping in mappings {
            let flags = mapping.flags?.split(separator: " ") ?? []
            #expect(flags.contains("rr"), "\(font.rawValue)'s mapping \(String(mapping.start, radix: 16)) has flags \(flags)")
        }
    }
}
