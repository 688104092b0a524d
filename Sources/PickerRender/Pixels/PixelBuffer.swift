import PickerCore
import PickerSystem

/// A rectangle of pixels in one `PixelFormat`, `stride` bytes a row.
///
/// The memory may be owned (offscreen frames, tests) or borrowed (a mapped
/// DRM dumb buffer, whose stride is often wider than `width * bpp`). The
/// renderer only ever writes through this type, so it never learns where the
/// pixels live.
package final class PixelBuffer: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let stride: Int
    package let format: PixelFormat
    package let bytes: UnsafeMutableRawPointer
    private let owned: Bool

    /// A zero-filled buffer that owns its memory. `stride` defaults to the tightest row.
    package init(width: Int, height: Int, format: PixelFormat, stride: Int? = nil) {
        precondition(width > 0 && height > 0, "a pixel buffer needs a positive size")
        self.width = width
        self.height = height
        self.format = format
        self.stride = stride ?? width * format.bytesPerPixel
        precondition(self.stride >= width * format.bytesPerPixel, "stride is narrower than a row")
        let count = self.stride * height
        bytes = ZeroedMemory.allocate(byteCount: count)
        owned = true
    }

    /// Wraps memory owned by someone else (e.g. a mapped dumb buffer) that outlives this object.
    package init(borrowing bytes: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: PixelFormat) {
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
        self.bytes = bytes
        owned = false
    }

    deinit {
        if owned { ZeroedMemory.release(bytes) }
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    package var byteCount: Int { stride * height }
}
