/// A snapshot of a card's KMS objects, read once at start-up (as modetest
/// does), in plain Swift so the choice of output can be tested without a device.
package struct KMSResources: Equatable, Sendable {
    package var connectors: [KMSConnector]
    package var encoders: [KMSEncoder]
    package var crtcs: [KMSCRTC]
    /// Planes, with primary planes marked; empty when the driver did not list them.
    package var planes: [KMSPlane]

    package init(connectors: [KMSConnector], encoders: [KMSEncoder], crtcs: [KMSCRTC], planes: [KMSPlane] = []) {
        self.connectors = connectors
        self.encoders = encoders
        self.crtcs = crtcs
        self.planes = planes
    }

    package func encoder(id: UInt32) -> KMSEncoder? { encoders.first { $0.id == id } }
    package func crtc(id: UInt32) -> KMSCRTC? { crtcs.first { $0.id == id } }
}

/// `drmModeModeInfo`, field for field, so a mode read from the device can be set again unchanged.
package struct KMSMode: Hashable, Sendable, CustomStringConvertible {
    package var clockKHz: UInt32
    package var hDisplay, hSyncStart, hSyncEnd, hTotal, hSkew: UInt16
    package var vDisplay, vSyncStart, vSyncEnd, vTotal, vScan: UInt16
    /// The kernel's rounded refresh rate in Hz.
    package var vRefresh: UInt32
    package var flags: UInt32
    package var type: UInt32
    package var name: String

    package init(clockKHz: UInt32, hDisplay: UInt16, hSyncStart: UInt16, hSyncEnd: UInt16, hTotal: UInt16, hSkew: UInt16 = 0,
                vDisplay: UInt16, vSyncStart: UInt16, vSyncEnd: UInt16, vTotal: UInt16, vScan: UInt16 = 0,
                vRefresh: UInt32, flags: UInt32 = 0, type: UInt32 = 0, name: String) {
        self.clockKHz = clockKHz
        self.hDisplay = hDisplay
        self.hSyncStart = hSyncStart
        self.hSyncEnd = hSyncEnd
        self.hTotal = hTotal
        self.hSkew = hSkew
        self.vDisplay = vDisplay
        self.vSyncStart = vSyncStart
        self.vSyncEnd = vSyncEnd
        self.vTotal = vTotal
        self.vScan = vScan
        self.vRefresh = vRefresh
        self.flags = flags
        self.type = type
        self.name = name
    }

    /// `DRM_MODE_TYPE_PREFERRED`.
    package static let preferredTypeBit: UInt32 = 1 << 3

    package var width: Int { Int(hDisplay) }
    package var height: Int { Int(vDisplay) }
    package var isPreferred: Bool { type & KMSMode.preferredTypeBit != 0 }

    /// The exact refresh rate from the timings, in millihertz (vRefresh when the timings are empty).
    package var refreshMilliHz: Int {
        let pixelsPerFrame = Int(hTotal) * Int(vTotal)
        guard pixelsPerFrame > 0, clockKHz > 0 else { return Int(vRefresh) * 1000 }
        return (Int(clockKHz) * 1_000_000 + pixelsPerFrame / 2) / pixelsPerFrame
    }

    /// How long one refresh lasts; 60 Hz when the mode does not say.
    package var frameIntervalUs: Int64 {
        let milliHz = refreshMilliHz > 0 ? refreshMilliHz : 60_000
        return Int64(1_000_000_000 / milliHz)
    }

    package var description: String { "\(width)x\(height)@\(vRefresh)" }
}

package struct KMSConnector: Equatable, Sendable {
    package var id: UInt32
    /// The kernel's name: type name and per-type index, e.g. `HDMI-A-1`, `Virtual-1`.
    package var name: String
    package var isConnected: Bool
    package var encoderIDs: [UInt32]
    /// The encoder driving it now, 0 for none.
    package var currentEncoderID: UInt32
    package var modes: [KMSMode]

    package init(id: UInt32, name: String, isConnected: Bool, encoderIDs: [UInt32], currentEncoderID: UInt32 = 0, modes: [KMSMode]) {
        self.id = id
        self.name = name
        self.isConnected = isConnected
        self.encoderIDs = encoderIDs
        self.currentEncoderID = currentEncoderID
        self.modes = modes
    }
}

package struct KMSEncoder: Equatable, Sendable {
    package var id: UInt32
    /// The CRTC it is attached to now, 0 for none.
    package var crtcID: UInt32
    /// Bit N set: the encoder can be driven by the CRTC at index N of the resources' CRTC list.
    package var possibleCRTCs: UInt32

    package init(id: UInt32, crtcID: UInt32 = 0, possibleCRTCs: UInt32) {
        self.id = id
        self.crtcID = crtcID
        self.possibleCRTCs = possibleCRTCs
    }
}

/// A CRTC and what it shows now (what must be put back on exit).
package struct KMSCRTC: Equatable, Sendable {
    package var id: UInt32
    /// Its position in the resources' CRTC list, which `possibleCRTCs` masks count by.
    package var index: Int
    /// The framebuffer it scans out, 0 when off.
    package var framebufferID: UInt32
    package var x: UInt32
    package var y: UInt32
    /// Its mode, nil when off.
    package var mode: KMSMode?

    package init(id: UInt32, index: Int, framebufferID: UInt32 = 0, x: UInt32 = 0, y: UInt32 = 0, mode: KMSMode? = nil) {
        self.id = id
        self.index = index
        self.framebufferID = framebufferID
        self.x = x
        self.y = y
        self.mode = mode
    }
}

package struct KMSPlane: Equatable, Sendable {
    package var id: UInt32
    /// Bit N set: usable with the CRTC at index N.
    package var possibleCRTCs: UInt32
    package var isPrimary: Bool
    /// DRM fourcc codes it can scan out.
    package var formats: [UInt32]

    package init(id: UInt32, possibleCRTCs: UInt32, isPrimary: Bool, formats: [UInt32]) {
        self.id = id
        self.possibleCRTCs = possibleCRTCs
        self.isPrimary = isPrimary
        self.formats = formats
    }
}

/// A fourcc code as its four letters, e.g. `XR24`.
func fourccName(_ code: UInt32) -> String {
    String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }, as: UTF8.self)
}
