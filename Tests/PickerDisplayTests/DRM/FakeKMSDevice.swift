import Glibc
import PickerSystem
@testable import PickerDisplay

/// A card in memory: records every KMS call as a line, fails the calls it is
/// told to, and hands out flip events when asked. Buffers are mapped from
/// /dev/zero so `MemoryMapping` works unchanged.
final class FakeKMSDevice: KMSDevice {
    let path: String
    let descriptor: FileDescriptor
    var resources: KMSResources
    var master = true
    var masterErrno: Int32 = 16
    var atomicCapability = true
    /// Call name → errno for calls that must fail (e.g. "atomicCommit(test)", "setCRTC", "pageFlip").
    var failures: [String: Int32] = [:]
    private(set) var calls: [String] = []
    var pendingEvents: [FlipEvent] = []
    private var nextID: UInt32 = 100
    private let zero: FileDescriptor

    init(path: String = "/dev/dri/card0", resources: KMSResources = KMSFixtures.single) throws {
        self.path = path
        self.resources = resources
        zero = try FileDescriptor.open("/dev/zero", .readWrite)
        descriptor = try FileDescriptor.open("/dev/null", .readOnly)
    }

    deinit {
        zero.close()
        descriptor.close()
    }

    private func call(_ line: String, _ name: String? = nil) throws {
        calls.append(line)
        if let code = failures[name ?? line] { throw SystemError(call: name ?? line, subject: path, errno: code) }
    }

    private func newID() -> UInt32 {
        nextID += 1
        return nextID
    }

    func isMaster() -> Bool { master }
    func setMaster() throws {
        calls.append("setMaster")
        throw SystemError(call: "drmSetMaster", subject: path, errno: masterErrno)
    }
    func dropMaster() { calls.append("dropMaster") }
    func enableAtomic() -> Bool { atomicCapability }
    func readResources() throws -> KMSResources { resources }

    func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws -> DumbBufferInfo {
        try call("createDumb \(width)x\(height)x\(bitsPerPixel)", "createDumb")
        let pitch = (width * bitsPerPixel / 8 + 63) / 64 * 64
        return DumbBufferInfo(handle: newID(), pitch: pitch, byteCount: pitch * height)
    }
    func mapDumbBuffer(handle: UInt32, byteCount: Int) throws -> MemoryMapping {
        try MemoryMapping(zero, offset: 0, byteCount: byteCount, subject: "/dev/zero")
    }
    func destroyDumbBuffer(handle: UInt32) { calls.append("destroyDumb \(handle)") }
    func addFramebuffer(width: Int, height: Int, fourcc: UInt32, handle: UInt32, pitch: Int) throws -> UInt32 {
        try call("addFB \(fourccName(fourcc))", "addFB")
        return newID() + 1000
    }
    func removeFramebuffer(id: UInt32) { calls.append("rmFB \(id)") }
    func setCRTC(id: UInt32, framebufferID: UInt32, x: UInt32, y: UInt32, connectorIDs: [UInt32], mode: KMSMode?) throws {
        try call("setCRTC \(id) fb \(framebufferID) connectors \(connectorIDs) mode \(mode.map(\.description) ?? "off")", "setCRTC")
    }
    func pageFlip(crtcID: UInt32, framebufferID: UInt32, userData: UInt64) throws {
        try call("pageFlip \(crtcID) fb \(framebufferID) data \(userData)", "pageFlip")
    }
    func propertyIDs(objectID: UInt32, type: KMSObjectType) throws -> [String: UInt32] {
        let names = ["CRTC_ID", "MODE_ID", "ACTIVE", "FB_ID", "SRC_X", "SRC_Y", "SRC_W", "SRC_H", "CRTC_X", "CRTC_Y", "CRTC_W", "CRTC_H", "DPMS"]
        return Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt32(objectID * 100) + UInt32($0)) })
    }
    func createModeBlob(_ mode: KMSMode) throws -> UInt32 {
        calls.append("createBlob \(mode)")
        return 900
    }
    func destroyBlob(id: UInt32) { calls.append("destroyBlob \(id)") }
    func atomicCommit(_ values: [KMSPropertyValue], flags: AtomicCommitFlags, userData: UInt64) throws {
        let kind = flags.contains(.testOnly) ? "test" : flags.contains(.allowModeset) ? "modeset" : "flip"
        // The plane's FB_ID property (plane 60 → ids 6000 + 3) says which framebuffer the commit shows.
        let fb = values.first { $0.propertyID == 6003 }.map { "\($0.value)" } ?? "-"
        // CRTC 50's ACTIVE (id 5002) alone is the display's power switch.
        if values.count == 1, values[0].propertyID == 5002 {
            return try call("atomicCommit(\(kind)) active \(values[0].value)", "atomicCommit(active)")
        }
        try call("atomicCommit(\(kind)) fb \(fb) data \(userData) event \(flags.contains(.pageFlipEvent))", "atomicCommit(\(kind))")
    }
    func setConnectorProperty(connectorID: UInt32, propertyID: UInt32, value: UInt64) throws {
        try call("setConnectorProperty \(connectorID) property \(propertyID) value \(value)", "setConnectorProperty")
    }
    func readEvents() throws -> [FlipEvent] {
        defer { pendingEvents = [] }
        return pendingEvents
    }
    func close() { calls.append("close") }

    /// Delivers the flip event for the commit carrying `userData`.
    func completeFlip(userData: UInt64, atUs timeUs: Int64) {
        pendingEvents.append(FlipEvent(userData: userData, timeUs: timeUs, sequence: 1, crtcID: 50))
    }
}
