import PickerCore
import PickerRender
import PickerSystem

/// A display in memory: one buffer, always ready, nothing to restore.
/// `render` and the tests draw here; `frame` is what a screen would show.
public final class OffscreenDisplay: DisplayBackend {
    public let frame: PixelBuffer
    public private(set) var presentedFrames = 0

    private let clock: () -> Int64

    /// `clock` stamps each frame (a test's manual clock, say).
    public init(width: Int, height: Int, format: PixelFormat = .xrgb8888, clock: @escaping () -> Int64 = MonotonicClock.nowUs) {
        frame = PixelBuffer(width: width, height: height, format: format)
        self.clock = clock
    }

    public var width: Int { frame.width }
    public var height: Int { frame.height }
    public var format: PixelFormat { frame.format }
    public var pollDescriptor: FileDescriptor? { nil }
    public func readiness(nowUs: Int64) -> FrameReadiness { .now }

    /// The single buffer always holds the previous frame, so nothing is stale.
    @discardableResult
    public func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let startUs = clock()
        _ = draw(frame, [])
        presentedFrames += 1
        let doneUs = clock()
        return FrameTiming(sequence: presentedFrames, drawStartUs: startUs, commitUs: doneUs, onScreenUs: doneUs)
    }

    public func handleEvents() throws -> [FrameTiming] { [] }
    /// Memory and a terminal have no panel to turn off.
    public var power: DisplayPower? { nil }
    public var shownPicture: PixelBuffer? { frame }
    /// Memory has nothing to restore.
    public var shutdownProblems: [String] { [] }

    public func shutdown() {}
}
