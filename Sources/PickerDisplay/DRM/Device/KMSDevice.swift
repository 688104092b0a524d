import PickerSystem

/// The KMS calls the DRM backend makes, in Swift types: the seam between the
/// backend's logic and libdrm. `LibDRMDevice` is the real card; tests record
/// calls and inject failures with their own implementation. Failures are
/// `SystemError`s naming the call.
package protocol KMSDevice: AnyObject {
    /// The node, e.g. `/dev/dri/card0`, for messages.
    var path: String { get }
    /// Readable when flip events are waiting.
    var descriptor: FileDescriptor { get }

    /// `drmIsMaster`.
    func isMaster() -> Bool
    /// `drmSetMaster`; fails with EBUSY when another process holds master.
    func setMaster() throws
    /// `drmDropMaster`.
    func dropMaster()
    /// `DRM_CLIENT_CAP_UNIVERSAL_PLANES` then `DRM_CLIENT_CAP_ATOMIC`; false when the driver refuses atomic.
    func enableAtomic() -> Bool
    /// Connectors (with modes), encoders, CRTCs (with their current state) and planes.
    func readResources() throws -> KMSResources

    /// `DRM_IOCTL_MODE_CREATE_DUMB`.
    func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws -> DumbBufferInfo
    /// `DRM_IOCTL_MODE_MAP_DUMB` and `mmap`.
    func mapDumbBuffer(handle: UInt32, byteCount: Int) throws -> MemoryMapping
    /// `DRM_IOCTL_MODE_DESTROY_DUMB`.
    func destroyDumbBuffer(handle: UInt32)
    /// `drmModeAddFB2` with one plane.
    func addFramebuffer(width: Int, height: Int, fourcc: UInt32, handle: UInt32, pitch: Int) throws -> UInt32
    /// `drmModeRmFB`.
    func removeFramebuffer(id: UInt32)

    /// `drmModeSetCrtc`; framebuffer 0 and no mode turns the CRTC off.
    func setCRTC(id: UInt32, framebufferID: UInt32, x: UInt32, y: UInt32, connectorIDs: [UInt32], mode: KMSMode?) throws
    /// `drmModePageFlip` with `DRM_MODE_PAGE_FLIP_EVENT`.
    func pageFlip(crtcID: UInt32, framebufferID: UInt32, userData: UInt64) throws
    /// Property name → id for one object (`drmModeObjectGetProperties`).
    func propertyIDs(objectID: UInt32, type: KMSObjectType) throws -> [String: UInt32]
    /// `drmModeCreatePropertyBlob` holding a `drm_mode_modeinfo`.
    func createModeBlob(_ mode: KMSMode) throws -> UInt32
    /// `drmModeDestroyPropertyBlob`.
    func destroyBlob(id: UInt32)
    /// `drmModeConnectorSetProperty` (legacy KMS's DPMS).
    func setConnectorProperty(connectorID: UInt32, propertyID: UInt32, value: UInt64) throws
    /// `drmModeAtomicCommit` of the given property values.
    func atomicCommit(_ values: [KMSPropertyValue], flags: AtomicCommitFlags, userData: UInt64) throws
    /// The flip events waiting on `descriptor` (empty when none).
    func readEvents() throws -> [FlipEvent]
    /// Closes the node (which also drops master and frees what is left).
    func close()
}

package struct DumbBufferInfo: Equatable, Sendable {
    package var handle: UInt32
    package var pitch: Int
    package var byteCount: Int

    package init(handle: UInt32, pitch: Int, byteCount: Int) {
        self.handle = handle
        self.pitch = pitch
        self.byteCount = byteCount
    }
}

/// `DRM_MODE_OBJECT_*`.
package enum KMSObjectType: UInt32, Sendable {
    case crtc = 0xcccccccc
    case connector = 0xc0c0c0c0
    case plane = 0xeeeeeeee
}

/// One property assignment of an atomic commit.
package struct KMSPropertyValue: Equatable, Sendable {
    package var objectID: UInt32
    package var propertyID: UInt32
    package var value: UInt64

    package init(objectID: UInt32, propertyID: UInt32, value: UInt64) {
        self.objectID = objectID
        self.propertyID = propertyID
        self.value = value
    }
}

/// `DRM_MODE_ATOMIC_*` and `DRM_MODE_PAGE_FLIP_EVENT`.
package struct AtomicCommitFlags: OptionSet, Sendable {
    package var rawValue: UInt32
    package init(rawValue: UInt32) { self.rawValue = rawValue }
    package static let pageFlipEvent = AtomicCommitFlags(rawValue: 0x01)
    package static let testOnly = AtomicCommitFlags(rawValue: 0x100)
    package static let nonBlock = AtomicCommitFlags(rawValue: 0x200)
    package static let allowModeset = AtomicCommitFlags(rawValue: 0x400)
}
