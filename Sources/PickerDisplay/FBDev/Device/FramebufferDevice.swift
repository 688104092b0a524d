import PickerSystem

/// The fbdev calls the fbdev backend makes, in Swift types: the seam between
/// the backend's logic and the kernel, as `KMSDevice` is for DRM.
/// `LinuxFramebufferDevice` is the real `/dev/fbN`; tests answer the ioctls
/// and hand out plain memory with their own implementation. Failures are
/// `SystemError`s naming the call.
package protocol FramebufferDevice: AnyObject {
    /// The node, e.g. `/dev/fb0`, for messages.
    var path: String { get }

    /// `FBIOGET_VSCREENINFO`.
    func variableInfo() throws -> FramebufferVariableInfo
    /// `FBIOGET_FSCREENINFO`.
    func fixedInfo() throws -> FramebufferFixedInfo
    /// `FBIOPUT_VSCREENINFO` of the fields `FramebufferVariableInfo` holds (the mode's timings
    /// stay as the driver has them); returns what the driver made of the request.
    func setVariableInfo(_ info: FramebufferVariableInfo) throws -> FramebufferVariableInfo
    /// `FBIOPAN_DISPLAY` to show the virtual screen from (`xOffset`, `yOffset`).
    func pan(xOffset: Int, yOffset: Int) throws
    /// `FBIO_WAITFORVSYNC`: returns at the next vertical blank.
    func waitForVerticalBlank() throws
    /// `FBIOBLANK`: `FB_BLANK_POWERDOWN` turns the panel off, `FB_BLANK_UNBLANK` lights it again
    /// (also when the console's screen saver blanked it); the framebuffer keeps its picture.
    func setBlanked(_ blanked: Bool) throws
    /// `mmap` of the framebuffer memory from its start.
    func map(byteCount: Int) throws -> MemoryMapping
    func close()
}

/// One colour channel's place in a pixel (`struct fb_bitfield`).
package struct FramebufferBitfield: Equatable, Sendable {
    package var offset: Int
    package var length: Int
    /// Most significant bit on the right: a bit order no current panel uses.
    package var msbRight: Bool

    package init(offset: Int, length: Int, msbRight: Bool = false) {
        self.offset = offset
        self.length = length
        self.msbRight = msbRight
    }
}

/// The part of `struct fb_var_screeninfo` the backend reads or changes.
package struct FramebufferVariableInfo: Equatable, Sendable {
    package var width: Int
    package var height: Int
    package var virtualWidth: Int
    package var virtualHeight: Int
    package var xOffset: Int
    package var yOffset: Int
    package var bitsPerPixel: Int
    package var grayscale: Bool
    package var red: FramebufferBitfield
    package var green: FramebufferBitfield
    package var blue: FramebufferBitfield
    package var transparency: FramebufferBitfield
    /// Non-zero: a pixel format of the driver's own, not described by the bitfields.
    package var nonStandard: Int
    /// Picoseconds a pixel; 0 when the driver does not say.
    package var pixelClockPs: Int
    /// Pixels (horizontal) and lines (vertical) of blanking around the picture, with the sync pulses.
    package var leftMargin: Int, rightMargin: Int, upperMargin: Int, lowerMargin: Int
    package var horizontalSyncLength: Int, verticalSyncLength: Int

    package init(width: Int, height: Int, virtualWidth: Int, virtualHeight: Int, xOffset: Int = 0, yOffset: Int = 0,
                bitsPerPixel: Int, grayscale: Bool = false, red: FramebufferBitfield, green: FramebufferBitfield,
                blue: FramebufferBitfield, transparency: FramebufferBitfield = FramebufferBitfield(offset: 0, length: 0),
                nonStandard: Int = 0, pixelClockPs: Int = 0, leftMargin: Int = 0, rightMargin: Int = 0,
                upperMargin: Int = 0, lowerMargin: Int = 0, horizontalSyncLength: Int = 0, verticalSyncLength: Int = 0) {
        self.width = width
        self.height = height
        self.virtualWidth = virtualWidth
        self.virtualHeight = virtualHeight
        self.xOffset = xOffset
        self.yOffset = yOffset
        self.bitsPerPixel = bitsPerPixel
        self.grayscale = grayscale
        self.red = red
        self.green = green
        self.blue = blue
        self.transparency = transparency
        self.nonStandard = nonStandard
        self.pixelClockPs = pixelClockPs
        self.leftMargin = leftMargin
        self.rightMargin = rightMargin
        self.upperMargin = upperMargin
        self.lowerMargin = lowerMargin
        self.horizontalSyncLength = horizontalSyncLength
        self.verticalSyncLength = verticalSyncLength
    }
}

/// The part of `struct fb_fix_screeninfo` the backend reads.
package struct FramebufferFixedInfo: Equatable, Sendable {
    /// The driver's name for the device (`id`), e.g. `bochs-drmdrmfb`.
    package var id: String
    /// Bytes of framebuffer memory (`smem_len`).
    package var memoryLength: Int
    /// Bytes from one line to the next (`line_length`): the stride.
    package var lineLength: Int
    /// `FB_TYPE_*`; only packed pixels can be drawn.
    package var type: Int
    /// `FB_VISUAL_*`; only true colour can be drawn without a palette.
    package var visual: Int
    /// Lines the driver pans by at a time (`ypanstep`); 0: it cannot pan vertically.
    package var yPanStep: Int

    package init(id: String, memoryLength: Int, lineLength: Int, type: Int = FramebufferFixedInfo.packedPixels,
                visual: Int = FramebufferFixedInfo.trueColor, yPanStep: Int) {
        self.id = id
        self.memoryLength = memoryLength
        self.lineLength = lineLength
        self.type = type
        self.visual = visual
        self.yPanStep = yPanStep
    }

    /// `FB_TYPE_PACKED_PIXELS` (linux/fb.h).
    package static let packedPixels = 0
    /// `FB_VISUAL_TRUECOLOR` (linux/fb.h).
    package static let trueColor = 2
}
