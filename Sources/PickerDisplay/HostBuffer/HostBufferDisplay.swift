import PickerCore
import PickerRender
import PickerSystem

/// A rectangle of a pixel buffer the host program owns and shows itself: the picker is one widget
/// among the host's own. Frames are drawn straight into the host's memory, inside the rectangle only
/// (RGB565 through the renderer's XRGB8888 shadow, converted over the damage alone), and the rectangles
/// written are kept, in the host buffer's coordinates, until the host takes them to show them.
package final class HostBufferDisplay: DisplayBackend {
    /// The picker's rectangle of the host's buffer: its pixels, rows `stride` bytes apart.
    package let view: PixelBuffer
    /// The rectangle in the host's buffer.
    package let rect: Rect
    private var damage: [Rect] = []
    private var presentedFrames = 0
    private let clock: () -> Int64

    /// `bytes` is the host's buffer, which must stay valid and unmoved while the picker draws into it.
    /// The caller has checked that `rect` lies in it (`stride` bytes a row, `format`'s pixels).
    package init(bytes: UnsafeMutableRawPointer, stride: Int, format: PixelFormat, rect: Rect, clock: @escaping () -> Int64) {
        view = PixelBuffer(borrowing: bytes + rect.y * stride + rect.x * format.bytesPerPixel,
                           width: rect.width, height: rect.height, stride: stride, format: format)
        self.rect = rect
        self.clock = clock
    }

    package var width: Int { view.width }
    package var height: Int { view.height }
    package var format: PixelFormat { view.format }
    package var pollDescriptor: FileDescriptor? { nil }
    package func readiness(nowUs: Int64) -> FrameReadiness { .now }

    /// The rectangles written since the last call, in the host buffer's coordinates, overlaps merged.
    package func takeDamage() -> [Rect] {
        defer { damage = [] }
        return damage
    }

    /// The host's buffer keeps the previous frame (no one else draws in the rectangle), so nothing is stale.
    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let startUs = clock()
        let written = draw(view, []).map { Rect(x: $0.x + rect.x, y: $0.y + rect.y, width: $0.width, height: $0.height) }
        // Merged as they come, so a host that takes them seldom holds a few rectangles, not one per frame.
        damage = (damage + written).mergedOverlaps()
        presentedFrames += 1
        let doneUs = clock()
        return FrameTiming(sequence: presentedFrames, drawStartUs: startUs, commitUs: doneUs, onScreenUs: doneUs)
    }

    package func handleEvents() throws -> [FrameTiming] { [] }
    /// The host owns the screen and its power.
    package var power: DisplayPower? { nil }
    /// The rectangle's pixels when they are XRGB8888 words; an RGB565 picture is drawn afresh for `frame`.
    package var shownPicture: PixelBuffer? { view.format == .xrgb8888 ? view : nil }
    package var shutdownProblems: [String] { [] }
    package func shutdown() {}
}
