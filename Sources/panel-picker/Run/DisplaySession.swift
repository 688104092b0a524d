import PickerCore
import PickerDisplay
import PickerRender
import PickerSystem

/// The display side of `run`: which backend, showing a frame, and waiting
/// (in poll, nothing spinning) for flip events and signals.
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

    /// Sleeps in poll until SIGTERM or SIGINT, reading flip events meanwhile; returns the signal.
    func waitForSignal(_ signals: SignalDescriptor) throws -> Int32 {
        let descriptors = [signals.descriptor] + (display.pollDescriptor.map { [$0] } ?? [])
        while true {
            let ready = try Poll.waitReadable(descriptors, timeoutMs: -1)
            if ready.count > 1, ready[1] { _ = try display.handleEvents() }
            if ready[0], let signal = try signals.readSignals().first { return signal }
        }
    }
}
