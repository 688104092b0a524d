import PickerCore
import PickerRender
import PickerSystem

/// A display in memory: one buffer, always ready, nothing to restore.
/// `render` and the tests draw here; `frame` is what a screen would show.
package final class OffscreenDisplay: DisplayBackend {
    package let frame: PixelBuffer
    package private(set) var presentedFrames = 0

    private let clock: () -> Int64

    /// `clock` stamps each frame (a test's manual clock, say).
    package init(width: Int, height: Int, format: PixelFormat = .xrgb8888, clock: @escaping () -> Int64 = MonotonicClock.nowUs) {
        frame = PixelBuffer(width: width, height: height, format: format)
        self.clock = clock
    }

    package var width: Int { frame.width }
    package var height: Int { frame.height }
    package var format: PixelFormat { frame.format }
    package var pollDescriptor: FileDescriptor? { nil }
    package func readiness(nowUs: Int64) -> FrameReadiness { .now }

    /// The single buffer always holds the previous frame, so nothing is stale.
    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let startUs = clock()
        _ = draw(frame, [])
        presentedFrames += 1
        let doneUs = clock()
        return FrameTiming(sequence: presentedFrames, drawStartUs: startUs, commitUs: doneUs, onScreenUs: doneUs)
    }

    package func handleEvents() throws -> [FrameTiming] { [] }
    /// Memory and a terminal have no panel to turn off.
    package var power: DisplayPower? { nil }
    package var shownPicture: PixelBuffer? { frame }
    /// Memory has nothing to restore.
    package var shutdownProblems: [String] { [] }

    package func shutdown() {}
}
