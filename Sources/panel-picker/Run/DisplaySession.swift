import PickerCore
import PickerDisplay
import PickerRender
import PickerSystem

/// The display side of `run`: which backend, and showing the first frame
/// (`RunLoop` waits for flip events and signals after that).
final class DisplaySession {
    enum Backend: String {
        case auto, drm, offscreen
    }

    let display: DisplayBackend
    let summary: String
    /// What went wrong while restoring the display (it carries on past each).
    var problems: [String] { (display as? DRMDisplay)?.shutdownProblems ?? [] }

    private init(display: DisplayBackend, summary: String) {
        self.display = display
        self.summary = summary
    }

    /// `drm` fails when the DRM display is unusable; `auto` then falls back to offscreen at the config's size.
    static func open(_ backend: Backend, config: PickerConfig) throws(DisplayError) -> DisplaySession {
        if backend != .offscreen {
            do throws(DisplayError) {
                let drm = try DRMDisplay(options: config.display)
                return DisplaySession(display: drm, summary: drm.summary)
            } catch {
                if backend == .drm { throw error }
                let offscreen = OffscreenDisplay(width: config.width, height: config.height)
                return DisplaySession(display: offscreen, summary: "offscreen \(config.width)x\(config.height) (DRM unusable: \(error))")
            }
        }
        return DisplaySession(display: OffscreenDisplay(width: config.width, height: config.height),
                              summary: "offscreen \(config.width)x\(config.height)")
    }

    /// Presents one frame and waits until it is on screen; returns its timing. (A backend
    /// without a poll descriptor shows frames synchronously, so `present` returns the timing.)
    func showFrame(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming {
        if let timing = try display.present(draw) { return timing }
        let descriptors = display.pollDescriptor.map { [$0] } ?? []
        while true {
            if try Poll.waitReadable(descriptors, timeoutMs: 1000).contains(true), let timing = try display.handleEvents().last {
                return timing
            }
        }
    }
}
