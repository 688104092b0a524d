import PickerCore
import PickerRender
import PickerSystem

/// Where frames go: a DRM/KMS output, a terminal, or memory.
///
/// The event loop asks `isReadyForFrame`, lets the renderer draw into the
/// buffer `present` hands out, and polls `pollDescriptor` (when there is one)
/// to learn when the frame reached the screen.
public protocol DisplayBackend: AnyObject {
    /// The size the picker is laid out at, after any rotation.
    var width: Int { get }
    var height: Int { get }
    var format: PixelFormat { get }
    /// A descriptor that becomes readable when the backend has events (DRM page flips); nil when it never does.
    var pollDescriptor: FileDescriptor? { get }
    /// False while a presented frame is still on its way to the screen.
    var isReadyForFrame: Bool { get }

    /// Lets `draw` paint the next frame into the back buffer, then shows it.
    ///
    /// `draw` receives the buffer and the damage the backend needs repainted
    /// beyond the frame's own (a reused buffer is as old as its last use) and
    /// returns the rectangles it changed.
    func present(_ draw: (_ buffer: PixelBuffer, _ staleDamage: [Rect]) -> [Rect]) throws
    /// Reads `pollDescriptor`'s events (flip completions).
    func handleEvents() throws
    /// Restores what was on the output before and releases the device. Safe to call twice.
    func shutdown()
}
