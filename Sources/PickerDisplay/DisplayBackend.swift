import PickerCore
import PickerRender
import PickerSystem

/// Where frames go: a DRM/KMS output, a terminal, or memory.
///
/// The event loop asks `readiness` when it has a frame to show, lets the
/// renderer draw into the buffer `present` hands out, and polls
/// `pollDescriptor` (when there is one) to learn when the frame reached the
/// screen. Readiness takes the time in because pacing is by time as well as
/// by flip events: QEMU's and some panels' drivers report a flip at once, and
/// a loop driven only by flips would spin and run animation fast.
package protocol DisplayBackend: AnyObject {
    /// The size the picker is laid out at, after any rotation.
    var width: Int { get }
    var height: Int { get }
    var format: PixelFormat { get }
    /// A descriptor that becomes readable when the backend has events (DRM page flips); nil when it never does.
    var pollDescriptor: FileDescriptor? { get }

    /// Whether a frame may be presented at `nowUs` (`CLOCK_MONOTONIC`), or what to wait for.
    func readiness(nowUs: Int64) -> FrameReadiness

    /// Lets `draw` paint the next frame into the back buffer, then shows it.
    ///
    /// `draw` receives the buffer and the damage the backend needs repainted
    /// beyond the frame's own (a reused buffer is as old as its last use) and
    /// returns the rectangles it changed. Returns the frame's timing when it
    /// is on screen already; otherwise `handleEvents` reports it.
    @discardableResult
    func present(_ draw: (_ buffer: PixelBuffer, _ staleDamage: [Rect]) -> [Rect]) throws -> FrameTiming?
    /// Reads `pollDescriptor`'s events; returns the frames that reached the screen.
    func handleEvents() throws -> [FrameTiming]
    /// Restores what was on the output before and releases the device. Safe to call twice.
    func shutdown()
    /// The output's power switch; nil for a backend with no panel of its own (offscreen, the terminal preview).
    var power: DisplayPower? { get }
    /// The picture on the output, when the backend keeps it in memory (offscreen, the terminal
    /// preview); nil for a panel, whose picture is only in the scanout buffers.
    var shownPicture: PixelBuffer? { get }
    /// Problems met in `shutdown` while restoring the output (it carries on past each), for the log.
    var shutdownProblems: [String] { get }
}

/// Turns a panel off and on again for idle sleep: DRM through the CRTC's ACTIVE (atomic) or the
/// connector's DPMS (legacy); fbdev through FBIOBLANK.
package protocol DisplayPower: AnyObject {
    var isOutputOn: Bool { get }
    /// Off: the panel goes dark, and `present` must not be called until it is on again.
    /// On: the panel shows the last frame presented, with no modeset of another buffer (no flicker).
    func setOutputOn(_ on: Bool) throws
}
