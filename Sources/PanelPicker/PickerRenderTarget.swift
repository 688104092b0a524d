import PickerCore
import PickerDisplay
import PickerRender

/// A rectangle of pixels: `x` and `y` its top-left corner.
public struct PickerRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `WxH+X+Y`, as X11 geometry writes it; with a negative corner `WxH at x = X, y = Y`, as X11's
    /// `-X` would mean an offset from the right edge.
    public var description: String {
        x >= 0 && y >= 0 ? "\(width)x\(height)+\(x)+\(y)" : "\(width)x\(height) at x = \(x), y = \(y)"
    }

    init(_ rect: Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
    var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

/// A size in pixels, as `PickerConfiguration.preferredSize()` answers it.
public struct PickerSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) { (self.width, self.height) = (width, height) }

    /// `WxH`, as a config's `size` writes it.
    public var description: String { "\(width)x\(height)" }
}

/// How a host buffer's pixels are laid out: little-endian words, as DRM's fourcc codes name them.
public enum PickerPixelFormat: String, Sendable, CaseIterable {
    /// 32 bits a pixel, the word `0xXXRRGGBB` (bytes B, G, R, X); the picker writes X as 0. Opaque.
    case xrgb8888
    /// 32 bits a pixel, the word `0xAARRGGBB` with red, green and blue premultiplied by alpha (Cairo's
    /// `ARGB32`, LVGL's `ARGB8888_PREMULTIPLIED`, Core Graphics' `premultipliedFirst` little-endian):
    /// compose it over your own drawing. A `theme.background` of `#rrggbb00` leaves alpha 0 around the rows.
    case argb8888Premultiplied
    /// 16 bits a pixel, `R:G:B` 5:6:5. Opaque; drawn at 8 bits a channel and converted over the damage only.
    case rgb565

    /// Bytes a pixel: 4, 4, 2.
    public var bytesPerPixel: Int { self == .rgb565 ? 2 : 4 }

    var pixelFormat: PixelFormat { self == .rgb565 ? .rgb565 : .xrgb8888 }
}

/// A pixel buffer your program owns and shows, and the rectangle in it where a picker draws: the picker
/// is then a widget among your own, as a UIKit view or an LVGL object is. Give it to
/// `Picker(configuration:renderTarget:)`.
///
/// The picker writes only inside `rect`, only where the picture changed, and tells you where
/// (`Picker.takeDamage()`). The memory must stay valid and in place until the picker is closed
/// (`close()`, or the picker's end); the picker never frees it. Pixels you draw inside `rect` stay
/// only until the picker next draws there.
public struct PickerRenderTarget {
    /// How many rectangles the picker remembers the pictures of: a host may flip this many
    /// buffers in turn (or move the rectangle among as many places) and each buffer that comes
    /// back is caught up, not drawn whole. One the picker forgot is drawn whole when it comes back.
    public static let buffersRemembered = HostBufferDisplay.rectanglesRemembered

    /// The buffer's first byte.
    public let baseAddress: UnsafeMutableRawPointer
    /// The buffer's size in bytes.
    public let byteCount: Int
    /// Bytes from the start of one row of pixels to the start of the next (the pitch).
    public let stride: Int
    public let format: PickerPixelFormat
    /// Where the picker draws, in the buffer's pixels; its size is the picker's size (the config's
    /// `size` is not used).
    public let rect: PickerRect

    /// A target in `buffer`, `stride` bytes a row.
    /// - Throws: `.badInput` naming what does not fit: an empty buffer, a rectangle whose sides are not
    ///   16 to 8192 pixels (the config's `size`) or that starts above or left of the buffer, a stride that is
    ///   not whole pixels, a row wider than `stride`, a rectangle past the buffer's end.
    public init(buffer: UnsafeMutableRawBufferPointer, stride: Int, format: PickerPixelFormat, rect: PickerRect) throws(PickerError) {
        try self.init(buffer: buffer, stride: stride, format: format, rect: rect, holdsAPicker: true)
    }

    /// `holdsAPicker` false: `rect` is any part of the buffer (a whole screen `PickerFrame` copies), not a picker's size.
    init(buffer: UnsafeMutableRawBufferPointer, stride: Int, format: PickerPixelFormat, rect: PickerRect, holdsAPicker: Bool) throws(PickerError) {
        guard let base = buffer.baseAddress else { throw Self.refusal("the buffer is empty (0 bytes)", holdsAPicker: holdsAPicker) }
        try self.init(pixels: base, byteCount: buffer.count, stride: stride, format: format, rect: rect, holdsAPicker: holdsAPicker)
    }

    /// A target at `pixels`, `byteCount` bytes long (a mapped framebuffer, a C library's canvas).
    /// - Throws: `.badInput` as `init(buffer:stride:format:rect:)` does.
    public init(pixels: UnsafeMutableRawPointer, byteCount: Int, stride: Int, format: PickerPixelFormat, rect: PickerRect) throws(PickerError) {
        try self.init(pixels: pixels, byteCount: byteCount, stride: stride, format: format, rect: rect, holdsAPicker: true)
    }

    /// An error named after the call that gave the values: a frame's copy involves no render target.
    private static func refusal(_ problem: String, holdsAPicker: Bool) -> PickerError {
        PickerError(.badInput, "\(holdsAPicker ? "render target" : "PickerFrame(copying:)"): \(problem)")
    }

    init(pixels: UnsafeMutableRawPointer, byteCount: Int, stride: Int, format: PickerPixelFormat, rect: PickerRect,
         holdsAPicker: Bool) throws(PickerError) {
        let bpp = format.bytesPerPixel
        func refuse(_ problem: String) -> PickerError { Self.refusal(problem, holdsAPicker: holdsAPicker) }
        // A frame's copy has no rectangle of the caller's: it is named by its size.
        let area = holdsAPicker ? "rect \(rect)" : "a frame of \(rect.width)x\(rect.height)"
        guard byteCount >= 0 else { throw refuse("the byte count is negative (\(byteCount))") }
        guard byteCount > 0 else { throw refuse("the buffer is empty (0 bytes)") }
        // A picker's size is the rectangle's, so it is held to the config's `size` rule.
        if holdsAPicker, let problem = PickerConfig.sizeProblem(width: rect.width, height: rect.height) {
            throw refuse("\(area): \(problem)")
        }
        guard rect.width > 0, rect.height > 0 else { throw refuse("\(area) needs a width and a height above 0") }
        guard rect.x >= 0, rect.y >= 0 else { throw refuse("\(area) starts outside the buffer: x and y must be 0 or more") }
        guard stride > 0 else { throw refuse("stride \(stride) must be above 0 (bytes from one row to the next)") }
        guard stride % bpp == 0 else {
            throw refuse("stride \(stride) is not a whole number of \(format.rawValue) pixels (\(bpp) bytes each): rows would start between pixels")
        }
        // Every sum and product below is overflow-checked: a rectangle a caller computed wrongly is
        // refused, not wrapped around (or trapped on), whatever Int values it holds.
        let (right, rightOverflow) = rect.x.addingReportingOverflow(rect.width)
        let (bottom, bottomOverflow) = rect.y.addingReportingOverflow(rect.height)
        guard !rightOverflow, !bottomOverflow else {
            throw refuse("\(area) ends past the largest Int (\(Int.max)): no buffer holds it")
        }
        let (rowEnd, rowOverflow) = right.multipliedReportingOverflow(by: bpp)
        guard !rowOverflow, rowEnd <= stride else {
            // A stride given in pixels is the likeliest mistake; it is named when the rectangle alone is wider
            // than a row read as bytes, while read as pixels the stride holds its row and the buffer its rows.
            // A rectangle placed past a right edge it would fit beside is no stride's fault, and gets no hint.
            let pixelRow = stride.multipliedReportingOverflow(by: bpp)
            let inPixels = !pixelRow.overflow && rect.width > stride / bpp && right <= stride && bottom <= byteCount / pixelRow.partialValue
                ? "; stride counts bytes: if a row is \(stride) pixels, pass \(stride) × \(bpp) = \(pixelRow.partialValue)" : ""
            // Past the bottom too, it is said with it (trial 36 learnt of y after fixing x).
            let rows = byteCount / stride
            let pastBottom = inPixels.isEmpty && bottom > rows ? "; also it ends at y = \(bottom), past the buffer's \(rows) rows" : ""
            throw refuse("\(area) ends at x = \(right), past a row of \(stride / bpp) \(format.rawValue) pixels (stride \(stride))"
                         + inPixels + pastBottom)
        }
        let (lastRow, lastRowOverflow) = (bottom - 1).multipliedReportingOverflow(by: stride)
        guard !lastRowOverflow, lastRow <= byteCount - rowEnd else {
            throw refuse("\(area) ends at y = \(bottom), past the buffer's \(byteCount) bytes (stride \(stride))")
        }
        baseAddress = pixels
        self.byteCount = byteCount
        self.stride = stride
        self.format = format
        self.rect = rect
    }
}
