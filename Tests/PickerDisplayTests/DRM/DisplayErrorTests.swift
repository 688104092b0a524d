import PickerCore
import PickerRender
import PickerSystem
import Testing
@testable import PickerDisplay

@Suite struct DisplayErrorTests {
    @Test(arguments: [
        (DisplayError.noDevice(directory: "/dev/dri"), "no DRM device: /dev/dri has no card* node (is a KMS driver loaded?)"),
        (.permissionDenied(device: "/dev/dri/card0"),
         "/dev/dri/card0: permission denied (run as root or as a member of the group that owns it, usually 'video')"),
        (.otherMaster(device: "/dev/dri/card1"),
         "/dev/dri/card1: another process is DRM master (a compositor, X server or another panel-picker is running); stop it first"),
        (.noConnectedConnector(devices: ["/dev/dri/card0", "/dev/dri/card1"], connectors: ["HDMI-A-1 disconnected"]),
         "/dev/dri/card0, /dev/dri/card1: no connected connector (connectors: HDMI-A-1 disconnected)"),
        (.connectorNotFound(device: "/dev/dri/card0", requested: "DSI-2", available: ["DSI-1", "HDMI-A-1"]),
         "/dev/dri/card0: connector 'DSI-2' not found (available: DSI-1, HDMI-A-1)"),
        (.modeNotFound(device: "/dev/dri/card0", connector: "DSI-1", requested: "1024x600", available: ["800x480@60"]),
         "/dev/dri/card0: mode 1024x600 not offered by connector 'DSI-1' (modes: 800x480@60)"),
        (.formatNotSupported(device: "/dev/dri/card0", format: .rgb565, offered: ["XR24", "AR24"]),
         "/dev/dri/card0: pixel format rgb565 is not supported by the output (it offers XR24, AR24)"),
        (.deviceFailed(device: "/dev/dri/card0", error: SystemError(call: "drmModePageFlip", subject: "/dev/dri/card0", errno: 16)),
         "/dev/dri/card0: drmModePageFlip /dev/dri/card0: Device or resource busy"),
    ])
    func messagesNameTheDeviceAndTheCause(error: DisplayError, message: String) {
        #expect(error.description == message)
    }
}
