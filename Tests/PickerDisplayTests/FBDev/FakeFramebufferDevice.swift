import Glibc
import PickerSystem
@testable import PickerDisplay

/// A framebuffer in memory: answers the fbdev ioctls from its own screen
/// info, records each call as a line, fails the calls it is told to, and
/// backs `map` with an unlinked file so a test reads the pixels (through `bytes`)
/// even after the display unmapped its own view.
final class FakeFramebufferDevice: FramebufferDevice {
    let path: String
    var variable: FramebufferVariableInfo
    var fixed: FramebufferFixedInfo
    /// Call name → errno for calls that must fail: "put", "pan", "vsync", "blank", "mmap".
    var failures: [String: Int32] = [:]
    /// Which `setVariableInfo` requests the driver takes; the others fail with EINVAL.
    var takes: (FramebufferVariableInfo) -> Bool = { _ in true }
    private(set) var calls: [String] = []
    private let memory: FileDescriptor
    private let view: MemoryMapping

    init(path: String = "/dev/fb0", variable: FramebufferVariableInfo, fixed: FramebufferFixedInfo) throws {
        self.path = path
        self.variable = variable
        self.fixed = fixed
        var template = Array("/tmp/fake-fb-XXXXXX".utf8CString)
        let file = FileDescriptor(rawValue: try syscall("mkstemp") { mkstemp(&template) })
        unlink(template)
        _ = try syscall("ftruncate") { ftruncate(file.rawValue, off_t(fixed.memoryLength)) }
        memory = file
        view = try MemoryMapping(memory, offset: 0, byteCount: fixed.memoryLength, subject: "fake framebuffer")
    }

    deinit {
        view.unmap()
        memory.close()
    }

    /// The framebuffer memory as the panel would scan it out.
    var bytes: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: view.address, count: view.byteCount) }

    /// The `count` bytes of pixel (`x`, `y`) on the page starting at line `page * height`.
    func pixel(x: Int, y: Int, bytesPerPixel: Int, line: Int = 0) -> [UInt8] {
        let start = (line + y) * fixed.lineLength + x * bytesPerPixel
        return Array(bytes[start..<start + bytesPerPixel])
    }

    private func call(_ line: String, _ name: String) throws {
        calls.append(line)
        if let code = failures[name] { throw SystemError(call: name, subject: path, errno: code) }
    }

    func variableInfo() throws -> FramebufferVariableInfo { variable }
    func fixedInfo() throws -> FramebufferFixedInfo { fixed }

    /// Takes the request as the driver would when it has the memory: the line length follows the depth and width.
    func setVariableInfo(_ info: FramebufferVariableInfo) throws -> FramebufferVariableInfo {
        try call("put \(info.width)x\(info.height) virtual \(info.virtualWidth)x\(info.virtualHeight) \(info.bitsPerPixel) bpp", "put")
        guard takes(info) else { throw SystemError(call: "put", subject: path, errno: Errno.invalidArgument) }
        variable = info
        fixed.lineLength = info.virtualWidth * info.bitsPerPixel / 8
        return info
    }

    func pan(xOffset: Int, yOffset: Int) throws {
        try call("pan \(xOffset),\(yOffset)", "pan")
        variable.xOffset = xOffset
        variable.yOffset = yOffset
    }

    func waitForVerticalBlank() throws { try call("vsync", "vsync") }
    func setBlanked(_ blanked: Bool) throws { try call(blanked ? "blank" : "unblank", "blank") }

    func map(byteCount: Int) throws -> MemoryMapping {
        try call("mmap \(byteCount)", "mmap")
        return try MemoryMapping(memory, offset: 0, byteCount: byteCount, subject: path)
    }

    func close() { calls.append("close") }
}

/// Screen infos of the layouts panels use, by their names.
enum FramebufferFixtures {
    static func bitfields(_ name: String) -> (bpp: Int, red: FramebufferBitfield, green: FramebufferBitfield, blue: FramebufferBitfield,
                                              transparency: FramebufferBitfield) {
        func f(_ offset: Int, _ length: Int) -> FramebufferBitfield { FramebufferBitfield(offset: offset, length: length) }
        let none = f(0, 0)
        switch name {
        case "RGB565": return (16, f(11, 5), f(5, 6), f(0, 5), none)
        case "BGR565": return (16, f(0, 5), f(5, 6), f(11, 5), none)
        case "RGB888": return (24, f(16, 8), f(8, 8), f(0, 8), none)
        case "XRGB8888": return (32, f(16, 8), f(8, 8), f(0, 8), none)
        case "XBGR8888": return (32, f(0, 8), f(8, 8), f(16, 8), none)
        case "ARGB8888": return (32, f(16, 8), f(8, 8), f(0, 8), f(24, 8))
        default: preconditionFailure("no fixture named \(name)")
        }
    }

    /// A `width`x`height` screen in layout `name` with `virtualHeight` lines of memory, `padding` bytes after each line.
    static func device(_ name: String = "XRGB8888", width: Int = 64, height: Int = 40, virtualHeight: Int? = nil,
                       padding: Int = 0, yPanStep: Int = 1, memoryLines: Int? = nil) throws -> FakeFramebufferDevice {
        let b = bitfields(name)
        let lines = virtualHeight ?? height
        let lineLength = width * b.bpp / 8 + padding
        let variable = FramebufferVariableInfo(width: width, height: height, virtualWidth: width, virtualHeight: lines,
                                               bitsPerPixel: b.bpp, red: b.red, green: b.green, blue: b.blue, transparency: b.transparency)
        let fixed = FramebufferFixedInfo(id: "fakefb", memoryLength: lineLength * (memoryLines ?? lines), lineLength: lineLength,
                                         yPanStep: yPanStep)
        return try FakeFramebufferDevice(variable: variable, fixed: fixed)
    }
}
