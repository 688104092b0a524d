@testable import PickerDisplay

/// Modes and resource sets described the way a card reports them.
enum KMSFixtures {
    static func mode(_ width: Int, _ height: Int, hz: UInt32 = 60, preferred: Bool = false, clockKHz: UInt32? = nil) -> KMSMode {
        let hTotal = UInt16(width + 160), vTotal = UInt16(height + 30)
        let clock = clockKHz ?? UInt32(Int(hTotal) * Int(vTotal) * Int(hz) / 1000)
        return KMSMode(clockKHz: clock, hDisplay: UInt16(width), hSyncStart: UInt16(width + 48), hSyncEnd: UInt16(width + 80),
                       hTotal: hTotal, vDisplay: UInt16(height), vSyncStart: UInt16(height + 3), vSyncEnd: UInt16(height + 8),
                       vTotal: vTotal, vRefresh: hz, type: preferred ? KMSMode.preferredTypeBit : 0, name: "\(width)x\(height)")
    }

    /// A card with HDMI-A-1 (disconnected), DSI-1 (connected, driven by CRTC 51 now) and
    /// Virtual-1 (connected, idle); CRTCs 50 and 51; one primary plane per CRTC.
    static var twoOutputs: KMSResources {
        KMSResources(
            connectors: [
                KMSConnector(id: 30, name: "HDMI-A-1", isConnected: false, encoderIDs: [40], modes: []),
                KMSConnector(id: 31, name: "DSI-1", isConnected: true, encoderIDs: [41], currentEncoderID: 41,
                             modes: [mode(800, 480, preferred: true)]),
                KMSConnector(id: 32, name: "Virtual-1", isConnected: true, encoderIDs: [42],
                             modes: [mode(1920, 1080), mode(1280, 720, preferred: true), mode(1280, 720, hz: 50),
                                     mode(1024, 768, hz: 60, clockKHz: 56_633), mode(1024, 768, hz: 75)]),
            ],
            encoders: [
                KMSEncoder(id: 40, possibleCRTCs: 0b11),
                KMSEncoder(id: 41, crtcID: 51, possibleCRTCs: 0b11),
                KMSEncoder(id: 42, possibleCRTCs: 0b11),
            ],
            crtcs: [KMSCRTC(id: 50, index: 0), KMSCRTC(id: 51, index: 1, framebufferID: 77, mode: mode(800, 480, preferred: true))],
            planes: [
                KMSPlane(id: 60, possibleCRTCs: 0b01, isPrimary: true, formats: [PixelFormatCodes.xrgb8888]),
                KMSPlane(id: 61, possibleCRTCs: 0b10, isPrimary: true, formats: [PixelFormatCodes.xrgb8888, PixelFormatCodes.rgb565]),
                KMSPlane(id: 62, possibleCRTCs: 0b11, isPrimary: false, formats: [PixelFormatCodes.xrgb8888]),
            ])
    }

    /// One connected Virtual-1 at 640x480 on CRTC 50 (off), as QEMU's cards look before the first modeset.
    static var single: KMSResources {
        KMSResources(
            connectors: [KMSConnector(id: 32, name: "Virtual-1", isConnected: true, encoderIDs: [42],
                                      modes: [mode(640, 480, preferred: true)])],
            encoders: [KMSEncoder(id: 42, possibleCRTCs: 0b1)],
            crtcs: [KMSCRTC(id: 50, index: 0)],
            planes: [KMSPlane(id: 60, possibleCRTCs: 0b1, isPrimary: true, formats: [PixelFormatCodes.xrgb8888])])
    }
}

enum PixelFormatCodes {
    static let xrgb8888: UInt32 = 0x3432_5258  // 'XR24'
    static let rgb565: UInt32 = 0x3631_4752  // 'RG16'
}
