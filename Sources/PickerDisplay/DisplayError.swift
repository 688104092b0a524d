import PickerRender
import PickerSystem

/// Why a display could not be used. Every message names the device and the
/// cause, and says what to do where there is something to do.
package enum DisplayError: Error, Equatable, CustomStringConvertible {
    /// No card node at all (no KMS driver bound).
    case noDevice(directory: String)
    /// The card exists but this user may not open it.
    case permissionDenied(device: String)
    /// The node does not do modesetting (a render-only GPU, or not a DRM node).
    case notKMS(device: String)
    /// Someone else holds DRM master.
    case otherMaster(device: String)
    /// No connector reports a display; `connectors` lists "NAME status" for each.
    case noConnectedConnector(devices: [String], connectors: [String])
    case connectorNotFound(device: String, requested: String, available: [String])
    case connectorDisconnected(device: String, connector: String)
    case noModes(device: String, connector: String)
    case modeNotFound(device: String, connector: String, requested: String, available: [String])
    case noCRTC(device: String, connector: String)
    case formatNotSupported(device: String, format: PixelFormat, offered: [String])
    /// `api: atomic` was forced but the driver refuses atomic commits.
    case atomicUnsupported(device: String, cause: String)
    /// A KMS call failed; `error` names the call.
    case deviceFailed(device: String, error: SystemError)
    /// No `fb*` node (no fbdev driver bound).
    case noFramebuffer(directory: String)
    /// The configured node (`display.fbdev`) does not exist or has no driver behind it.
    case framebufferMissing(device: String)
    /// The fbdev device answers but cannot be drawn on; `reason` says why (its depth, no mmap, ...).
    case framebufferUnusable(device: String, reason: String)

    package var description: String {
        switch self {
        case .noDevice(let directory):
            return "no DRM device: \(directory) has no card* node (is a KMS driver loaded?)"
        case .permissionDenied(let device):
            return "\(device): permission denied (run as root or as a member of the group that owns it, usually 'video')"
        case .notKMS(let device):
            return "\(device): not a KMS display device (it has no connectors or CRTCs)"
        case .otherMaster(let device):
            return "\(device): another process is DRM master (a compositor, X server or another panel-picker is running); stop it first"
        case .noConnectedConnector(let devices, let connectors):
            let listed = connectors.isEmpty ? "none" : connectors.joined(separator: ", ")
            return "\(devices.joined(separator: ", ")): no connected connector (connectors: \(listed))"
        case .connectorNotFound(let device, let requested, let available):
            return "\(device): connector '\(requested)' not found (available: \(available.joined(separator: ", ")))"
        case .connectorDisconnected(let device, let connector):
            return "\(device): connector '\(connector)' is not connected"
        case .noModes(let device, let connector):
            return "\(device): connector '\(connector)' reports no modes"
        case .modeNotFound(let device, let connector, let requested, let available):
            return "\(device): mode \(requested) not offered by connector '\(connector)' (modes: \(available.joined(separator: ", ")))"
        case .noCRTC(let device, let connector):
            return "\(device): no CRTC can drive connector '\(connector)'"
        case .formatNotSupported(let device, let format, let offered):
            return "\(device): pixel format \(format.rawValue) is not supported by the output (it offers \(offered.joined(separator: ", ")))"
        case .atomicUnsupported(let device, let cause):
            return "\(device): atomic modesetting was requested (display.api = atomic) but \(cause)"
        case .noFramebuffer(let directory):
            return "no framebuffer device: \(directory) has no fb* node (is an fbdev driver loaded?)"
        case .framebufferMissing(let device):
            return "\(device): no such framebuffer device (display.fbdev; is its fbdev driver loaded?)"
        case .framebufferUnusable(let device, let reason):
            return "\(device): cannot draw on this framebuffer: \(reason)"
        case .deviceFailed(let device, let error):
            return error.subject.isEmpty ? "\(device): \(error.call) failed: \(error.reason)" : "\(device): \(error)"
        }
    }
}
