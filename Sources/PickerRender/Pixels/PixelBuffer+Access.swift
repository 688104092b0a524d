import PickerCore

extension PixelBuffer {
    /// The first byte of pixel (`x`, `y`).
    @inline(__always) func address(x: Int, y: Int) -> UnsafeMutableRawPointer {
        bytes + y * stride + x * format.bytesPerPixel
    }

    /// The pixel at (`x`, `y`) as `0x00RRGGBB`; RGB565 is widened by bit replication.
    package func xrgb(x: Int, y: Int) -> UInt32 {
        switch format {
        case .xrgb8888:
            return address(x: x, y: y).loadUnaligned(as: UInt32.self) & 0x00FF_FFFF
        case .rgb565:
            return RGB565.widen(address(x: x, y: y).loadUnaligned(as: UInt16.self))
        }
    }

    /// All pixels as tightly packed 8-bit R, G, B (for PNG output and tests).
    package func rgbBytes() -> [UInt8] {
        rgbBytes(rows: 0..<height)
    }

    /// The pixels of `rows` as tightly packed 8-bit R, G, B.
    package func rgbBytes(rows: Range<Int>) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * rows.count * 3)
        var index = 0
        for y in rows {
            for x in 0..<width {
                let pixel = xrgb(x: x, y: y)
                result[index] = UInt8(truncatingIfNeeded: pixel >> 16)
                result[index + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                result[index + 2] = UInt8(truncatingIfNeeded: pixel)
                index += 3
            }
        }
        return result
    }

    /// The pixels of `rows` as tightly packed 8-bit R, G, B, A, each 32-bit pixel's top byte being
    /// its premultiplied alpha (an XRGB8888 buffer's): the colours divided by it again, as PNG's
    /// alpha is straight.
    package func rgbaBytes(rows: Range<Int>) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: width * rows.count * 4)
        var index = 0
        for y in rows {
            for x in 0..<width {
                let pixel = address(x: x, y: y).loadUnaligned(as: UInt32.self)
                let alpha = Int(pixel >> 24)
                for (offset, shift) in [(0, 16), (1, 8), (2, 0)] as [(Int, UInt32)] {
                    let premultiplied = Int((pixel >> shift) & 0xFF)
                    result[index + offset] = alpha == 0 ? 0 : UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
                }
                result[index + 3] = UInt8(alpha)
                index += 4
            }
        }
        return result
    }

    /// Fills `rect` (clipped to the buffer) with one colour given as `0x00RRGGBB`.
    /// Stores are unaligned-safe: a borrowed buffer's stride need not be a multiple of the pixel size.
    package func fill(_ rect: Rect, xrgb color: UInt32) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            let row = address(x: area.x, y: y)
            for x in 0..<area.width {
                switch format {
                case .xrgb8888: row.storeBytes(of: color, toByteOffset: x * 4, as: UInt32.self)
                case .rgb565: row.storeBytes(of: RGB565.narrow(color), toByteOffset: x * 2, as: UInt16.self)
                }
            }
        }
    }

    /// Copies `rect` of an XRGB8888 `source` of the same size into this buffer, converting
    /// to this buffer's format. RGB565 targets are drawn this way from an XRGB8888 shadow,
    /// so their pixels are the 8-bit picture quantised exactly once.
    package func copy(_ rect: Rect, from source: PixelBuffer) {
        let area = rect.intersection(bounds).intersection(source.bounds)
        guard !area.isEmpty, source.format == .xrgb8888 else { return }
        for y in area.y..<area.maxY {
            let from = source.address(x: area.x, y: y)
            let to = address(x: area.x, y: y)
            switch format {
            case .xrgb8888:
                to.copyMemory(from: UnsafeRawPointer(from), byteCount: area.width * 4)
            case .rgb565:
                for x in 0..<area.width {
                    let pixel = from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    to.storeBytes(of: RGB565.narrow(pixel), toByteOffset: x * 2, as: UInt16.self)
                }
            }
        }
    }
}

/// Conversions between `0x00RRGGBB` and RGB565 words.
package enum RGB565 {
    /// Rounds each channel to the nearest 5- or 6-bit level.
    @inline(__always) package static func narrow(_ xrgb: UInt32) -> UInt16 {
        let r = ((xrgb >> 16) & 0xFF) * 31 + 127, g = ((xrgb >> 8) & 0xFF) * 63 + 127, b = (xrgb & 0xFF) * 31 + 127
        return UInt16(truncatingIfNeeded: (r / 255) << 11 | (g / 255) << 5 | (b / 255))
    }

    /// Bit replication: 5 or 6 bits back to 8 (0 → 0, max → 255).
    @inline(__always) package static func widen(_ word: UInt16) -> UInt32 {
        let r = UInt32(word >> 11) & 31, g = UInt32(word >> 5) & 63, b = UInt32(word) & 31
        return (r << 3 | r >> 2) << 16 | (g << 2 | g >> 4) << 8 | (b << 3 | b >> 2)
    }
}
