/// The wanted state of one output, as a value (wlroots' `wlr_drm_connector_state`):
/// built by the backend, then applied whole by a `KMSInterface` or refused whole.
package struct KMSCommit: Equatable, Sendable {
    package var connectorID: UInt32
    package var crtcID: UInt32
    package var planeID: UInt32?
    /// Non-nil when the commit sets a mode (the first one); flips leave it nil.
    package var mode: KMSMode?
    package var framebufferID: UInt32
    /// The framebuffer's size, which the plane scans out at 1:1.
    package var width: Int
    package var height: Int
    /// Asks for a flip event carrying this value (0: no event, the commit completes before returning).
    package var flipUserData: UInt64

    package init(connectorID: UInt32, crtcID: UInt32, planeID: UInt32?, mode: KMSMode?, framebufferID: UInt32,
                width: Int, height: Int, flipUserData: UInt64) {
        self.connectorID = connectorID
        self.crtcID = crtcID
        self.planeID = planeID
        self.mode = mode
        self.framebufferID = framebufferID
        self.width = width
        self.height = height
        self.flipUserData = flipUserData
    }
}
