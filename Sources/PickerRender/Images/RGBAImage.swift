/// A decoded picture: `width * height` pixels of 8-bit R, G, B, A (straight alpha), row by row.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image resampled to `targetWidth` x `targetHeight` with bilinear filtering on
    /// premultiplied colour, so transparent edges do not bleed dark fringes.
    /// Returns premultiplied `0xAARRGGBB` words.
    func premultipliedScaled(toWidth targetWidth: Int, height targetHeight: Int) -> [UInt32] {
        guard targetWidth > 0, targetHeight > 0, width > 0, height > 0 else { return [] }
        var premultiplied = [Int32](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let alpha = Int32(pixels[index * 4 + 3])
            for channel in 0..<3 {
                premultiplied[index * 4 + channel] = (Int32(pixels[index * 4 + channel]) * alpha + 127) / 255
            }
            premultiplied[index * 4 + 3] = alpha
        }
        // At its own size every sample falls on a pixel centre, where the filter below returns the
        // pixel itself (an icon smaller than its row is never scaled up).
        if targetWidth == width && targetHeight == height {
            return (0..<(width * height)).map { index in RGBAImage.word { premultiplied[index * 4 + $0] } }
        }
        var result = [UInt32](repeating: 0, count: targetWidth * targetHeight)
        // Sample centres in 1/256 source pixels.
        let stepX = (width << 8) / targetWidth, stepY = (height << 8) / targetHeight
        for y in 0..<targetHeight {
            let sy = max(0, min((height - 1) << 8, y * stepY + stepY / 2 - 128))
            let y0 = sy >> 8, y1 = min(height - 1, y0 + 1), fy = Int32(sy & 255)
            for x in 0..<targetWidth {
                let sx = max(0, min((width - 1) << 8, x * stepX + stepX / 2 - 128))
                let x0 = sx >> 8, x1 = min(width - 1, x0 + 1), fx = Int32(sx & 255)
                result[y * targetWidth + x] = RGBAImage.word { channel in
                    let a = premultiplied[(y0 * width + x0) * 4 + channel], b = premultiplied[(y0 * width + x1) * 4 + channel]
                    let c = premultiplied[(y1 * width + x0) * 4 + channel], d = premultiplied[(y1 * width + x1) * 4 + channel]
                    let top = a * (256 - fx) + b * fx, bottom = c * (256 - fx) + d * fx
                    return (top * (256 - fy) + bottom * fy + 32768) >> 16
                }
            }
        }
        return result
    }

    /// A pixel's word from its channels 0...3 (R, G, B, A): A R G B from the high byte down.
    @inline(__always) private static func word(_ channel: (Int) -> Int32) -> UInt32 {
        UInt32(channel(3)) << 24 | UInt32(channel(0)) << 16 | UInt32(channel(1)) << 8 | UInt32(channel(2))
    }
}
