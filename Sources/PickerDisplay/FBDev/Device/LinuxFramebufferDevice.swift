import CKernelDisplay
import PickerSystem

/// A `/dev/fbN` node: the only type that makes fbdev ioctls (through
/// PickerSystem's `control`) and reads the kernel's screen-info structs.
package final class LinuxFramebufferDevice: FramebufferDevice {
    package let path: String
    private let descriptor: FileDescriptor
    private var isClosed = false

    /// `FBIO_WAITFORVSYNC` is `_IOW('F', 0x20, __u32)` in linux/fb.h, a function-like macro Swift cannot
    /// import: direction write (1 << 30), size 4 (<< 16), type 'F' (0x46 << 8), number 0x20.
    private static let waitForVSyncRequest: UInt = 0x4004_4620

    /// Opens `path` read-write.
    package init(path: String) throws(DisplayError) {
        self.path = path
        do {
            descriptor = try FileDescriptor.open(path, [.readWrite])
        } catch let error as SystemError {
            switch error.errno {
            case Errno.permissionDenied, Errno.notPermitted: throw .permissionDenied(device: path)
            case Errno.noEntry, Errno.noDevice, Errno.noSuchDeviceOrAddress: throw .framebufferMissing(device: path)
            default: throw .deviceFailed(device: path, error: error)
            }
        } catch {
            throw .deviceFailed(device: path, error: SystemError(call: "open", subject: path, errno: Errno.ioError))
        }
    }

    private func readVariable() throws -> fb_var_screeninfo {
        var info = fb_var_screeninfo()
        try descriptor.control("FBIOGET_VSCREENINFO", UInt(FBIOGET_VSCREENINFO), &info, subject: path)
        return info
    }

    package func variableInfo() throws -> FramebufferVariableInfo { Self.convert(try readVariable()) }

    package func fixedInfo() throws -> FramebufferFixedInfo {
        var info = fb_fix_screeninfo()
        try descriptor.control("FBIOGET_FSCREENINFO", UInt(FBIOGET_FSCREENINFO), &info, subject: path)
        let id = withUnsafeBytes(of: info.id) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return FramebufferFixedInfo(id: id, memoryLength: Int(info.smem_len), lineLength: Int(info.line_length),
                                    type: Int(info.type), visual: Int(info.visual), yPanStep: Int(info.ypanstep))
    }

    package func setVariableInfo(_ wanted: FramebufferVariableInfo) throws -> FramebufferVariableInfo {
        // Start from the driver's own struct so the fields not modelled (timings, sync, rotate) go back unchanged.
        var info = try readVariable()
        info.xres = UInt32(wanted.width)
        info.yres = UInt32(wanted.height)
        info.xres_virtual = UInt32(wanted.virtualWidth)
        info.yres_virtual = UInt32(wanted.virtualHeight)
        info.xoffset = UInt32(wanted.xOffset)
        info.yoffset = UInt32(wanted.yOffset)
        info.bits_per_pixel = UInt32(wanted.bitsPerPixel)
        info.grayscale = wanted.grayscale ? 1 : 0
        info.red = Self.bitfield(wanted.red)
        info.green = Self.bitfield(wanted.green)
        info.blue = Self.bitfield(wanted.blue)
        info.transp = Self.bitfield(wanted.transparency)
        info.nonstd = UInt32(wanted.nonStandard)
        info.activate = UInt32(FB_ACTIVATE_NOW)
        try descriptor.control("FBIOPUT_VSCREENINFO", UInt(FBIOPUT_VSCREENINFO), &info, subject: path)
        return Self.convert(info)
    }

    package func pan(xOffset: Int, yOffset: Int) throws {
        var info = try readVariable()
        info.xoffset = UInt32(xOffset)
        info.yoffset = UInt32(yOffset)
        try descriptor.control("FBIOPAN_DISPLAY", UInt(FBIOPAN_DISPLAY), &info, subject: path)
    }

    package func waitForVerticalBlank() throws {
        var crtc: UInt32 = 0
        try descriptor.control("FBIO_WAITFORVSYNC", Self.waitForVSyncRequest, &crtc, subject: path)
    }

    package func setBlanked(_ blanked: Bool) throws {
        let level = blanked ? Int32(FB_BLANK_POWERDOWN) : Int32(FB_BLANK_UNBLANK)
        try descriptor.control("FBIOBLANK", UInt(FBIOBLANK), value: level, subject: path)
    }

    package func map(byteCount: Int) throws -> MemoryMapping {
        try MemoryMapping(descriptor, offset: 0, byteCount: byteCount, subject: path)
    }

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        descriptor.close()
    }

    deinit { close() }

    private static func convert(_ v: fb_var_screeninfo) -> FramebufferVariableInfo {
        FramebufferVariableInfo(
            width: Int(v.xres), height: Int(v.yres), virtualWidth: Int(v.xres_virtual), virtualHeight: Int(v.yres_virtual),
            xOffset: Int(v.xoffset), yOffset: Int(v.yoffset), bitsPerPixel: Int(v.bits_per_pixel), grayscale: v.grayscale != 0,
            red: bitfield(v.red), green: bitfield(v.green), blue: bitfield(v.blue), transparency: bitfield(v.transp),
            nonStandard: Int(v.nonstd), pixelClockPs: Int(v.pixclock),
            leftMargin: Int(v.left_margin), rightMargin: Int(v.right_margin), upperMargin: Int(v.upper_margin),
            lowerMargin: Int(v.lower_margin), horizontalSyncLength: Int(v.hsync_len), verticalSyncLength: Int(v.vsync_len))
    }

    private static func bitfield(_ b: fb_bitfield) -> FramebufferBitfield {
        FramebufferBitfield(offset: Int(b.offset), length: Int(b.length), msbRight: b.msb_right != 0)
    }

    private static func bitfield(_ b: FramebufferBitfield) -> fb_bitfield {
        fb_bitfield(offset: UInt32(b.offset), length: UInt32(b.length), msb_right: b.msbRight ? 1 : 0)
    }
}
