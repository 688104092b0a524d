import PickerRender
import PickerSystem

/// A copy of the picture the picker shows (or would show), at the picker's laid-out size.
public struct PickerFrame: @unchecked Sendable {
    // A private copy nobody else holds, so sharing it across threads is safe.
    private let buffer: PixelBuffer

    /// `source` is an XRGB8888 buffer (the renderer's and the offscreen displays' format).
    init(copying source: PixelBuffer) {
        buffer = PixelBuffer(width: source.width, height: source.height, format: .xrgb8888)
        buffer.copy(source.bounds, from: source)
    }

    /// Pixels across.
    public var width: Int { buffer.width }
    /// Pixels down.
    public var height: Int { buffer.height }

    /// The pixel at (`x`, `y`) as `0xRRGGBB`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        buffer.xrgb(x: x, y: y) & 0xFF_FFFF
    }

    /// The frame as a PNG file's bytes.
    public func pngData() throws(PickerError) -> [UInt8] {
        do {
            return try PNGCodec.encode(buffer)
        } catch {
            throw PickerError(.device, "cannot encode the frame as PNG: \(error)")
        }
    }

    /// A PNG of the frame written some rows at a time (the kiosk's screenshots, between frames).
    package func pngEncoder() throws(PickerError) -> PNGRowEncoder {
        do {
            return try PNGRowEncoder(buffer)
        } catch {
            throw PickerError(.device, "cannot encode the frame as PNG: \(error)")
        }
    }

    /// Writes the frame as a PNG file at `path`, whole or not at all (a temporary file renamed over it).
    /// - Throws: `.badInput` naming the path and the reason when it cannot be written.
    public func writePNG(toFile path: String) throws(PickerError) {
        let bytes = try pngData()
        do {
            try FileSystem.writeFileAtomically(path, bytes)
        } catch {
            throw PickerError(.badInput, "cannot write \(path): \(SystemError.reason(of: error))")
        }
    }
}
