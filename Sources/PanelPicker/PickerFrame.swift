import PickerRender
import PickerSystem

/// A copy of the picture the picker shows (or would show), at the picker's laid-out size.
public struct PickerFrame: @unchecked Sendable {
    // A private copy nobody else holds, so sharing it across threads is safe.
    private let buffer: PixelBuffer
    /// The pixels' top bytes are their premultiplied alpha, which the PNG keeps.
    private let hasAlpha: Bool

    /// `source` in XRGB8888 (the renderer's, the offscreen displays' and a host's 32-bit buffers) or
    /// RGB565 (a host's), widened by bit replication; `alpha` where its top bytes are premultiplied
    /// alpha (an ARGB target's).
    init(copying source: PixelBuffer, alpha: Bool = false) {
        hasAlpha = alpha && source.format == .xrgb8888
        buffer = PixelBuffer(width: source.width, height: source.height, format: .xrgb8888)
        if source.format == .rgb565 {
            for y in 0..<source.height {
                for x in 0..<source.width { buffer.bytes.storeBytes(of: source.xrgb(x: x, y: y), toByteOffset: y * buffer.stride + x * 4, as: UInt32.self) }
            }
        } else {
            buffer.copy(source.bounds, from: source)
        }
    }

    /// A copy of a whole buffer in one of the render target formats: a host's screen with its pickers
    /// in it, to save as a PNG or compare. RGB565 is widened by bit replication; ARGB keeps its alpha
    /// byte, and its PNG its alpha (an icon made so keeps its transparent background).
    /// - Throws: `.badInput` as `PickerRenderTarget` does for a size that does not fit `pixels`, named after
    ///   this call (`PickerFrame(copying:): a frame of 8x5 ends at y = 5, past the buffer's 128 bytes (stride 32)`).
    public init(copying pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, format: PickerPixelFormat) throws(PickerError) {
        // The target's checks say whether width × height fits, in the same words.
        let whole = try PickerRenderTarget(
            buffer: UnsafeMutableRawBufferPointer(mutating: pixels), stride: stride, format: format,
            rect: PickerRect(x: 0, y: 0, width: width, height: height), holdsAPicker: false)
        self.init(copying: PixelBuffer(borrowing: whole.baseAddress, width: width, height: height, stride: stride, format: format.pixelFormat),
                  alpha: format == .argb8888Premultiplied)
    }

    /// Pixels across.
    public var width: Int { buffer.width }
    /// Pixels down.
    public var height: Int { buffer.height }

    /// Bytes from one row of pixels to the next in `withUnsafeBytes`: `width` × 4.
    public var bytesPerRow: Int { buffer.stride }

    /// Calls `body` with the frame's pixels, read-only and valid only during the call: `height` rows of
    /// `bytesPerRow` bytes, each pixel a little-endian 32-bit word `0xXXRRGGBB` (bytes B, G, R, X). X is 0,
    /// or the pixel's alpha when the picker draws premultiplied ARGB into a host's buffer
    /// (`PickerPixelFormat.argb8888Premultiplied`); an RGB565 target's frame is drawn at 8 bits a channel.
    public func withUnsafeBytes<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: buffer.bytes, count: buffer.byteCount))
    }

    /// The pixel at (`x`, `y`) as `0xRRGGBB`. Like an array's index, a point outside the frame
    /// (`x` in `0..<width`, `y` in `0..<height`) is the program's mistake and stops it, naming the point.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "PickerFrame.pixel(x: \(x), y: \(y)) is outside the \(width)x\(height) frame")
        return buffer.xrgb(x: x, y: y) & 0xFF_FFFF
    }

    /// The frame as a PNG file's bytes: RGB, or RGBA with straight alpha where the frame has alpha
    /// (an ARGB target's, or a copy of an ARGB buffer).
    public func pngData() throws(PickerError) -> [UInt8] {
        do {
            return try PNGCodec.encode(buffer, alpha: hasAlpha)
        } catch {
            throw PickerError(.device, "cannot encode the frame as PNG: \(error)")
        }
    }

    /// A PNG of the frame written some rows at a time (the kiosk's screenshots, between frames).
    package func pngEncoder() throws(PickerError) -> PNGRowEncoder {
        do {
            return try PNGRowEncoder(buffer, alpha: hasAlpha)
        } catch {
            throw PickerError(.device, "cannot encode the frame as PNG: \(error)")
        }
    }

    /// Writes the frame as a PNG file at `path`, whole or not at all (a temporary file renamed over it).
    /// - Throws: `.fileSystem` naming the path and the system's reason when it cannot be written
    ///   (`cannot write /srv/shots/a.png: No such file or directory`); `.badInput` for an empty path.
    public func writePNG(toFile path: String) throws(PickerError) {
        // The system would name the current folder's failure ("Is a directory"), not the missing name.
        guard !path.isEmpty else { throw PickerError(.badInput, "writePNG(toFile:): the path is empty; give the PNG file's path") }
        let bytes = try pngData()
        do {
            try FileSystem.writeFileAtomically(path, bytes)
        } catch let error as SystemError where error.call == "openat" {
            // The new file is made beside the old one first: say so, or "/proc/version: No such file or
            // directory" names a file that is there.
            let folder = FileSystem.directoryName(of: path)
            throw PickerError(.fileSystem, "cannot write \(path): cannot create a file in \(folder) (\(error.reason))")
        } catch {
            throw PickerError(.fileSystem, "cannot write \(path): \(SystemError.reason(of: error))")
        }
    }
}

extension PickerFrame: CustomStringConvertible {
    /// `PickerFrame(800x480)`.
    public var description: String { "PickerFrame(\(width)x\(height))" }
}
