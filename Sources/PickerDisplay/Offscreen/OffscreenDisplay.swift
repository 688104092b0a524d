import PickerCore
import PickerRender
import PickerSystem

/// A display in memory: one buffer, always ready, nothing to restore.
/// `render` and the tests draw here; `frame` is what a screen would show.
public final class OffscreenDisplay: DisplayBackend {
    public let frame: PixelBuffer
    public private(set) var presentedFrames = 0

    public init(width: Int, height: Int, format: PixelFormat = .xrgb8888) {
        frame = PixelBuffer(width: width, height: height, format: format)
    }

    public var width: Int { frame.width }
    public var height: Int { frame.height }
    public var format: PixelFormat { frame.format }
    public var pollDescriptor: FileDescriptor? { nil }
    public var isReadyForFrame: Bool { true }

    /// The single buffer always holds the previous frame, so nothing is stale.
    public func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws {
        _ = draw(frame, [])
        presentedFrames += 1
    }

    public func handleEvents() throws {}
    public func shutdown() {}
}
