import PickerSystem

/// How commits reach the kernel, chosen once at start (wlroots' `iface.h`):
/// atomic where the driver takes it, legacy SetCrtc + PageFlip otherwise.
package protocol KMSInterface: AnyObject {
    var name: String { get }
    /// Applies `commit` whole or throws; `testOnly` checks it without applying (atomic only; legacy applies nothing).
    func apply(_ commit: KMSCommit, testOnly: Bool) throws
    /// Turns the output's scanout off or back on, keeping its mode and framebuffer.
    func setActive(_ active: Bool, connectorID: UInt32, crtcID: UInt32) throws
    /// Frees what the interface created (mode blobs).
    func finish()
}

/// Legacy KMS: a commit with a mode is `drmModeSetCrtc` (synchronous); one
/// without is `drmModePageFlip` with an event.
package final class LegacyKMS: KMSInterface {
    private let device: KMSDevice
    package let name = "legacy"

    package init(device: KMSDevice) {
        self.device = device
    }

    package func apply(_ commit: KMSCommit, testOnly: Bool) throws {
        if testOnly { return }
        if let mode = commit.mode {
            try device.setCRTC(id: commit.crtcID, framebufferID: commit.framebufferID, x: 0, y: 0,
                               connectorIDs: [commit.connectorID], mode: mode)
        } else {
            try device.pageFlip(crtcID: commit.crtcID, framebufferID: commit.framebufferID, userData: commit.flipUserData)
        }
    }

    /// The connector's DPMS property: the driver blanks the CRTC and powers the panel down, and
    /// brings both back with the same mode and framebuffer.
    package func setActive(_ active: Bool, connectorID: UInt32, crtcID: UInt32) throws {
        guard let dpms = try device.propertyIDs(objectID: connectorID, type: .connector)["DPMS"] else {
            throw SystemError(call: "legacy: connector \(connectorID) has no DPMS property", subject: device.path, errno: Errno.invalidArgument)
        }
        // DRM_MODE_DPMS_ON 0, DRM_MODE_DPMS_OFF 3 (include/uapi/drm/drm_mode.h).
        try device.setConnectorProperty(connectorID: connectorID, propertyID: dpms, value: active ? 0 : 3)
    }

    package func finish() {}
}

/// Atomic KMS: every commit is one `drmModeAtomicCommit` of the connector's,
/// CRTC's and primary plane's properties; modesets are blocking, flips
/// non-blocking with an event.
package final class AtomicKMS: KMSInterface {
    private let device: KMSDevice
    private let connectorProperties: [String: UInt32]
    private let crtcProperties: [String: UInt32]
    private let planeProperties: [String: UInt32]
    private var modeBlobs: [KMSMode: UInt32] = [:]
    package let name = "atomic"

    /// Reads the property ids the commits use; throws naming a missing one.
    package init(device: KMSDevice, path: OutputPath) throws {
        guard let plane = path.primaryPlane else {
            throw SystemError(call: "atomic: no primary plane for CRTC \(path.crtc.id)", subject: device.path, errno: Errno.noDevice)
        }
        self.device = device
        connectorProperties = try device.propertyIDs(objectID: path.connector.id, type: .connector)
        crtcProperties = try device.propertyIDs(objectID: path.crtc.id, type: .crtc)
        planeProperties = try device.propertyIDs(objectID: plane.id, type: .plane)
        for (object, names) in [(connectorProperties, ["CRTC_ID"]), (crtcProperties, ["MODE_ID", "ACTIVE"]),
                                (planeProperties, ["FB_ID", "CRTC_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H",
                                                   "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H"])] {
            for name in names where object[name] == nil {
                throw SystemError(call: "atomic: property \(name) missing", subject: device.path, errno: Errno.invalidArgument)
            }
        }
    }

    package func apply(_ commit: KMSCommit, testOnly: Bool) throws {
        guard let planeID = commit.planeID else {
            throw SystemError(call: "atomic commit without a plane", subject: device.path, errno: Errno.invalidArgument)
        }
        var values: [KMSPropertyValue] = []
        func set(_ object: UInt32, _ table: [String: UInt32], _ name: String, _ value: UInt64) {
            if let id = table[name] { values.append(KMSPropertyValue(objectID: object, propertyID: id, value: value)) }
        }
        var flags: AtomicCommitFlags = []
        if let mode = commit.mode {
            set(commit.connectorID, connectorProperties, "CRTC_ID", UInt64(commit.crtcID))
            set(commit.crtcID, crtcProperties, "MODE_ID", UInt64(try blob(for: mode)))
            set(commit.crtcID, crtcProperties, "ACTIVE", 1)
            set(planeID, planeProperties, "CRTC_ID", UInt64(commit.crtcID))
            // Source rectangle in 16.16 fixed point; destination in whole pixels.
            set(planeID, planeProperties, "SRC_X", 0)
            set(planeID, planeProperties, "SRC_Y", 0)
            set(planeID, planeProperties, "SRC_W", UInt64(commit.width) << 16)
            set(planeID, planeProperties, "SRC_H", UInt64(commit.height) << 16)
            set(planeID, planeProperties, "CRTC_X", 0)
            set(planeID, planeProperties, "CRTC_Y", 0)
            set(planeID, planeProperties, "CRTC_W", UInt64(commit.width))
            set(planeID, planeProperties, "CRTC_H", UInt64(commit.height))
            flags.insert(.allowModeset)
        }
        set(planeID, planeProperties, "FB_ID", UInt64(commit.framebufferID))
        if testOnly {
            flags.insert(.testOnly)
        } else if commit.flipUserData != 0 {
            flags.formUnion([.pageFlipEvent, .nonBlock])
        }
        try device.atomicCommit(values, flags: flags, userData: testOnly ? 0 : commit.flipUserData)
    }

    /// ACTIVE alone: MODE_ID and the plane's FB_ID stay as they are, so waking shows the last frame.
    /// A change of ACTIVE is a modeset to the kernel (drm_atomic_crtc_needs_modeset), hence ALLOW_MODESET.
    package func setActive(_ active: Bool, connectorID: UInt32, crtcID: UInt32) throws {
        guard let activeID = crtcProperties["ACTIVE"] else {
            throw SystemError(call: "atomic: property ACTIVE missing", subject: device.path, errno: Errno.invalidArgument)
        }
        try device.atomicCommit([KMSPropertyValue(objectID: crtcID, propertyID: activeID, value: active ? 1 : 0)],
                                flags: .allowModeset, userData: 0)
    }

    private func blob(for mode: KMSMode) throws -> UInt32 {
        if let id = modeBlobs[mode] { return id }
        let id = try device.createModeBlob(mode)
        modeBlobs[mode] = id
        return id
    }

    package func finish() {
        for id in modeBlobs.values { device.destroyBlob(id: id) }
        modeBlobs = [:]
    }
}
