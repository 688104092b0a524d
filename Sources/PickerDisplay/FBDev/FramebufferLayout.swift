import PickerRender

/// How a framebuffer packs a pixel, read from the device's bitfields rather
/// than assumed from its depth: 16 bpp may be RGB565 or BGR565, 32 bpp
/// XRGB8888 or XBGR8888, and so on. The renderer draws in `renderFormat`
/// (RGB565 for 16 bpp, so the picture equals `render --format rgb565`;
/// XRGB8888 otherwise); `isNative` layouts take its pixels unchanged, the
/// others are packed channel by channel.
package struct FramebufferLayout: Equatable, Sendable {
    package let bitsPerPixel: Int
    package let red: FramebufferBitfield
    package let green: FramebufferBitfield
    package let blue: FramebufferBitfield
    package let transparency: FramebufferBitfield
    /// The pixel layout's usual name (`RGB565`, `XBGR8888`), or its bitfields spelled out.
    package let name: String
    /// True when a pixel the renderer writes is already this layout's pixel.
    package let isNative: Bool

    init(bitsPerPixel: Int, red: FramebufferBitfield, green: FramebufferBitfield, blue: FramebufferBitfield,
         transparency: FramebufferBitfield) {
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.transparency = transparency
        name = Self.describe(bitsPerPixel: bitsPerPixel, red: red, green: green, blue: blue, transparency: transparency)
        isNative = transparency.length == 0 && (name == "RGB565" || name == "XRGB8888")
    }

    package var bytesPerPixel: Int { bitsPerPixel / 8 }
    package var renderFormat: PixelFormat { bitsPerPixel == 16 ? .rgb565 : .xrgb8888 }

    /// The layout, or why it cannot be drawn (said so a user can look the device up).
    package static func of(_ info: FramebufferVariableInfo, fixed: FramebufferFixedInfo) -> Result<FramebufferLayout, Refusal> {
        guard [16, 24, 32].contains(info.bitsPerPixel) else {
            return .failure(Refusal("\(info.bitsPerPixel) bpp (only 16, 24 and 32 bpp true colour can be drawn)"))
        }
        if info.grayscale { return .failure(Refusal("a greyscale framebuffer")) }
        if info.nonStandard != 0 { return .failure(Refusal("a non-standard pixel format (nonstd \(info.nonStandard))")) }
        if fixed.type != FramebufferFixedInfo.packedPixels { return .failure(Refusal("not packed pixels (FB_TYPE \(fixed.type))")) }
        if fixed.visual != FramebufferFixedInfo.trueColor {
            return .failure(Refusal("visual \(fixed.visual) needs a palette (only FB_VISUAL_TRUECOLOR can be drawn)"))
        }
        let layout = FramebufferLayout(bitsPerPixel: info.bitsPerPixel, red: info.red, green: info.green, blue: info.blue,
                                       transparency: info.transparency)
        // The renderer's channels are 8 bits (5, 6, 5 at 16 bpp): a channel can be narrowed, not widened.
        let widths = info.bitsPerPixel == 16 ? [5, 6, 5] : [8, 8, 8]
        let channels = [("red", info.red), ("green", info.green), ("blue", info.blue)]
        for ((name, field), width) in zip(channels, widths) {
            guard field.length >= 1, field.length <= width, field.offset + field.length <= info.bitsPerPixel, !field.msbRight else {
                return .failure(Refusal("\(layout.name): its \(name) channel (offset \(field.offset), length \(field.length)"
                                        + "\(field.msbRight ? ", msb right" : "")) does not fit a \(info.bitsPerPixel) bpp pixel of "
                                        + "at most \(width)-bit channels"))
            }
        }
        return .success(layout)
    }

    /// The refusal's reason, as `DisplayError.framebufferUnusable` shows it.
    package struct Refusal: Error, Equatable, Sendable {
        package let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    private static func describe(bitsPerPixel: Int, red: FramebufferBitfield, green: FramebufferBitfield,
                                 blue: FramebufferBitfield, transparency: FramebufferBitfield) -> String {
        let channels = [(red, "R"), (green, "G"), (blue, "B")].sorted { $0.0.offset > $1.0.offset }
        let eight = [red, green, blue].allSatisfy { $0.length == 8 }
        let fiveSixFive = red.length == 5 && green.length == 6 && blue.length == 5
        let order = channels.map(\.1).joined()
        let contiguous = zip(channels, channels.dropFirst()).allSatisfy { $0.0.offset == $1.0.offset + $1.0.length }
            && channels.last?.0.offset == 0
        switch (bitsPerPixel, contiguous) {
        case (16, true) where fiveSixFive && (order == "RGB" || order == "BGR"): return "\(order)565"
        case (24, true) where eight: return "\(order)888"
        case (32, true) where eight: return (transparency.length == 8 ? "A" : "X") + "\(order)8888"
        default:
            let fields = [(red, "R"), (green, "G"), (blue, "B")].map { "\($0.1)\($0.0.length)@\($0.0.offset)" }
            return "\(bitsPerPixel) bpp " + fields.joined(separator: " ")
        }
    }

    /// Packs `count` renderer pixels (in `renderFormat`) starting at `source` into `target`, this layout's bytes.
    func pack(_ source: UnsafeRawPointer, count: Int, into target: UnsafeMutableRawPointer) {
        if renderFormat == .rgb565 {
            let pixels = source.assumingMemoryBound(to: UInt16.self)
            let words = target.assumingMemoryBound(to: UInt16.self)
            for i in 0..<count {
                let p = UInt32(pixels[i])
                words[i] = UInt16(truncatingIfNeeded: packed(red: p >> 11, green: (p >> 5) & 0x3f, blue: p & 0x1f, widths: (5, 6, 5)))
            }
            return
        }
        let pixels = source.assumingMemoryBound(to: UInt32.self)
        if bytesPerPixel == 4 {
            let words = target.assumingMemoryBound(to: UInt32.self)
            for i in 0..<count {
                let p = pixels[i]
                words[i] = packed(red: (p >> 16) & 0xff, green: (p >> 8) & 0xff, blue: p & 0xff, widths: (8, 8, 8))
            }
            return
        }
        // 24 bpp: three bytes a pixel, the value little-endian as the kernel's bitfields count bits.
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let p = pixels[i]
            let value = packed(red: (p >> 16) & 0xff, green: (p >> 8) & 0xff, blue: p & 0xff, widths: (8, 8, 8))
            bytes[3 * i] = UInt8(truncatingIfNeeded: value)
            bytes[3 * i + 1] = UInt8(truncatingIfNeeded: value >> 8)
            bytes[3 * i + 2] = UInt8(truncatingIfNeeded: value >> 16)
        }
    }

    /// One pixel from channels of the given widths; an alpha channel, when there is one, is opaque.
    @inline(__always)
    private func packed(red r: UInt32, green g: UInt32, blue b: UInt32, widths: (Int, Int, Int)) -> UInt32 {
        var value = (r >> UInt32(widths.0 - red.length)) << UInt32(red.offset)
        value |= (g >> UInt32(widths.1 - green.length)) << UInt32(green.offset)
        value |= (b >> UInt32(widths.2 - blue.length)) << UInt32(blue.offset)
        if transparency.length > 0 { value |= ((1 << UInt32(transparency.length)) - 1) << UInt32(transparency.offset) }
        return value
    }
}
