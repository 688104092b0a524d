import CDRM
import Glibc
import PickerSystem

/// A DRM card through libdrm: the only type that calls it.
package final class LibDRMDevice: KMSDevice {
    package let path: String
    package let descriptor: FileDescriptor
    private var isClosed = false

    /// Opens `path` read-write, non-blocking (flip events are read after poll says so).
    package init(path: String) throws(DisplayError) {
        self.path = path
        do {
            descriptor = try FileDescriptor.open(path, [.readWrite, .nonBlocking])
        } catch let error as SystemError {
            switch error.errno {
            case EACCES, EPERM: throw .permissionDenied(device: path)
            case ENOENT, ENODEV, ENXIO: throw .noDevice(directory: path)
            default: throw .deviceFailed(device: path, error: error)
            }
        } catch {
            throw .deviceFailed(device: path, error: SystemError(call: "open", subject: path, errno: EIO))
        }
    }

    /// libdrm's drmMode* calls return -errno; drmIoctl-style calls return -1 with errno set.
    private func check(_ call: String, _ result: Int32) throws {
        guard result < 0 else { return }
        throw SystemError(call: call, subject: path, errno: result == -1 ? Glibc.errno : -result)
    }

    private var fd: Int32 { descriptor.rawValue }

    package func isMaster() -> Bool { drmIsMaster(fd) != 0 }

    package func setMaster() throws { try check("drmSetMaster", drmSetMaster(fd)) }

    package func dropMaster() { _ = drmDropMaster(fd) }

    package func enableAtomic() -> Bool {
        drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1) == 0
            && drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_ATOMIC), 1) == 0
    }

    package func readResources() throws -> KMSResources {
        // Planes are listed with their types only when universal planes are on; atomic needs them anyway.
        _ = drmSetClientCap(fd, UInt64(DRM_CLIENT_CAP_UNIVERSAL_PLANES), 1)
        guard let resources = drmModeGetResources(fd) else {
            throw SystemError(call: "drmModeGetResources", subject: path, errno: Glibc.errno)
        }
        defer { drmModeFreeResources(resources) }
        let res = resources.pointee
        let crtcIDs = Array(UnsafeBufferPointer(start: res.crtcs, count: Int(res.count_crtcs)))
        let connectorIDs = Array(UnsafeBufferPointer(start: res.connectors, count: Int(res.count_connectors)))
        let encoderIDs = Array(UnsafeBufferPointer(start: res.encoders, count: Int(res.count_encoders)))

        var crtcs: [KMSCRTC] = []
        for (index, id) in crtcIDs.enumerated() {
            guard let crtc = drmModeGetCrtc(fd, id) else { continue }
            let c = crtc.pointee
            crtcs.append(KMSCRTC(id: id, index: index, framebufferID: c.buffer_id, x: c.x, y: c.y,
                                 mode: c.mode_valid != 0 ? LibDRMDevice.mode(c.mode) : nil))
            drmModeFreeCrtc(crtc)
        }
        var encoders: [KMSEncoder] = []
        for id in encoderIDs {
            guard let encoder = drmModeGetEncoder(fd, id) else { continue }
            encoders.append(KMSEncoder(id: id, crtcID: encoder.pointee.crtc_id, possibleCRTCs: encoder.pointee.possible_crtcs))
            drmModeFreeEncoder(encoder)
        }
        var connectors: [KMSConnector] = []
        for id in connectorIDs {
            guard let connector = drmModeGetConnector(fd, id) else { continue }
            let c = connector.pointee
            let typeName = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "Unknown\(c.connector_type)"
            connectors.append(KMSConnector(
                id: id, name: "\(typeName)-\(c.connector_type_id)", isConnected: c.connection == DRM_MODE_CONNECTED,
                encoderIDs: Array(UnsafeBufferPointer(start: c.encoders, count: Int(c.count_encoders))),
                currentEncoderID: c.encoder_id,
                modes: UnsafeBufferPointer(start: c.modes, count: Int(c.count_modes)).map(LibDRMDevice.mode)))
            drmModeFreeConnector(connector)
        }
        return KMSResources(connectors: connectors, encoders: encoders, crtcs: crtcs, planes: readPlanes())
    }

    private func readPlanes() -> [KMSPlane] {
        guard let list = drmModeGetPlaneResources(fd) else { return [] }
        defer { drmModeFreePlaneResources(list) }
        var planes: [KMSPlane] = []
        for id in UnsafeBufferPointer(start: list.pointee.planes, count: Int(list.pointee.count_planes)) {
            guard let plane = drmModeGetPlane(fd, id) else { continue }
            let p = plane.pointee
            // DRM_PLANE_TYPE_PRIMARY is 1 in the plane's immutable "type" property.
            let isPrimary = propertyValue(objectID: id, type: .plane, name: "type") == 1
            planes.append(KMSPlane(id: id, possibleCRTCs: p.possible_crtcs, isPrimary: isPrimary,
                                   formats: Array(UnsafeBufferPointer(start: p.formats, count: Int(p.count_formats)))))
            drmModeFreePlane(plane)
        }
        return planes
    }

    private func forEachProperty(objectID: UInt32, type: KMSObjectType, _ body: (String, UInt32, UInt64) -> Void) throws {
        guard let properties = drmModeObjectGetProperties(fd, objectID, type.rawValue) else {
            throw SystemError(call: "drmModeObjectGetProperties", subject: "\(path) object \(objectID)", errno: Glibc.errno)
        }
        defer { drmModeFreeObjectProperties(properties) }
        let p = properties.pointee
        for i in 0..<Int(p.count_props) {
            guard let property = drmModeGetProperty(fd, p.props[i]) else { continue }
            let name = withUnsafeBytes(of: property.pointee.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            body(name, p.props[i], p.prop_values[i])
            drmModeFreeProperty(property)
        }
    }

    private func propertyValue(objectID: UInt32, type: KMSObjectType, name: String) -> UInt64? {
        var found: UInt64?
        try? forEachProperty(objectID: objectID, type: type) { property, _, value in if property == name { found = value } }
        return found
    }

    package func propertyIDs(objectID: UInt32, type: KMSObjectType) throws -> [String: UInt32] {
        var ids: [String: UInt32] = [:]
        try forEachProperty(objectID: objectID, type: type) { name, id, _ in ids[name] = id }
        return ids
    }

    package func createDumbBuffer(width: Int, height: Int, bitsPerPixel: Int) throws -> DumbBufferInfo {
        var handle: UInt32 = 0, pitch: UInt32 = 0, size: UInt64 = 0
        try check("DRM_IOCTL_MODE_CREATE_DUMB", drmModeCreateDumbBuffer(
            fd, UInt32(width), UInt32(height), UInt32(bitsPerPixel), 0, &handle, &pitch, &size))
        return DumbBufferInfo(handle: handle, pitch: Int(pitch), byteCount: Int(size))
    }

    package func mapDumbBuffer(handle: UInt32, byteCount: Int) throws -> MemoryMapping {
        var offset: UInt64 = 0
        try check("DRM_IOCTL_MODE_MAP_DUMB", drmModeMapDumbBuffer(fd, handle, &offset))
        return try MemoryMapping(descriptor, offset: offset, byteCount: byteCount, subject: path)
    }

    package func destroyDumbBuffer(handle: UInt32) { _ = drmModeDestroyDumbBuffer(fd, handle) }

    package func addFramebuffer(width: Int, height: Int, fourcc: UInt32, handle: UInt32, pitch: Int) throws -> UInt32 {
        // One plane: the other three of libdrm's four-entry arrays stay zero.
        let handles: [UInt32] = [handle, 0, 0, 0], pitches: [UInt32] = [UInt32(pitch), 0, 0, 0], offsets: [UInt32] = [0, 0, 0, 0]
        var id: UInt32 = 0
        let result = drmModeAddFB2(fd, UInt32(width), UInt32(height), fourcc, handles, pitches, offsets, &id, 0)
        try check("drmModeAddFB2", result)
        return id
    }

    package func removeFramebuffer(id: UInt32) { _ = drmModeRmFB(fd, id) }

    package func setCRTC(id: UInt32, framebufferID: UInt32, x: UInt32, y: UInt32, connectorIDs: [UInt32], mode: KMSMode?) throws {
        var connectors = connectorIDs
        let info = mode.map(LibDRMDevice.modeInfo)
        let result = connectors.withUnsafeMutableBufferPointer { c -> Int32 in
            guard var info else { return drmModeSetCrtc(fd, id, framebufferID, x, y, c.baseAddress, Int32(c.count), nil) }
            return drmModeSetCrtc(fd, id, framebufferID, x, y, c.baseAddress, Int32(c.count), &info)
        }
        try check("drmModeSetCrtc", result)
    }

    package func pageFlip(crtcID: UInt32, framebufferID: UInt32, userData: UInt64) throws {
        try check("drmModePageFlip", drmModePageFlip(
            fd, crtcID, framebufferID, UInt32(DRM_MODE_PAGE_FLIP_EVENT), UnsafeMutableRawPointer(bitPattern: UInt(userData))))
    }

    package func createModeBlob(_ mode: KMSMode) throws -> UInt32 {
        var info = LibDRMDevice.modeInfo(mode)
        var id: UInt32 = 0
        try check("drmModeCreatePropertyBlob", drmModeCreatePropertyBlob(fd, &info, MemoryLayout<drmModeModeInfo>.size, &id))
        return id
    }

    package func destroyBlob(id: UInt32) { _ = drmModeDestroyPropertyBlob(fd, id) }

    package func setConnectorProperty(connectorID: UInt32, propertyID: UInt32, value: UInt64) throws {
        try check("drmModeConnectorSetProperty", drmModeConnectorSetProperty(fd, connectorID, propertyID, value))
    }

    package func atomicCommit(_ values: [KMSPropertyValue], flags: AtomicCommitFlags, userData: UInt64) throws {
        guard let request = drmModeAtomicAlloc() else {
            throw SystemError(call: "drmModeAtomicAlloc", subject: path, errno: ENOMEM)
        }
        defer { drmModeAtomicFree(request) }
        for value in values {
            try check("drmModeAtomicAddProperty", drmModeAtomicAddProperty(request, value.objectID, value.propertyID, value.value))
        }
        try check("drmModeAtomicCommit", drmModeAtomicCommit(
            fd, request, flags.rawValue, UnsafeMutableRawPointer(bitPattern: UInt(userData))))
    }

    package func readEvents() throws -> [FlipEvent] {
        var bytes = [UInt8](repeating: 0, count: 1024)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            let code = Glibc.errno
            if code == EAGAIN || code == EINTR { return [] }
            throw SystemError(call: "read", subject: "\(path) events", errno: code)
        }
        return FlipEvent.parse(Array(bytes[0..<count]))
    }

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        descriptor.close()
    }

    deinit { close() }

    static func mode(_ m: drmModeModeInfo) -> KMSMode {
        let name = withUnsafeBytes(of: m.name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return KMSMode(clockKHz: m.clock, hDisplay: m.hdisplay, hSyncStart: m.hsync_start, hSyncEnd: m.hsync_end,
                       hTotal: m.htotal, hSkew: m.hskew, vDisplay: m.vdisplay, vSyncStart: m.vsync_start,
                       vSyncEnd: m.vsync_end, vTotal: m.vtotal, vScan: m.vscan, vRefresh: m.vrefresh,
                       flags: m.flags, type: m.type, name: name)
    }

    static func modeInfo(_ m: KMSMode) -> drmModeModeInfo {
        var info = drmModeModeInfo()
        info.clock = m.clockKHz
        info.hdisplay = m.hDisplay
        info.hsync_start = m.hSyncStart
        info.hsync_end = m.hSyncEnd
        info.htotal = m.hTotal
        info.hskew = m.hSkew
        info.vdisplay = m.vDisplay
        info.vsync_start = m.vSyncStart
        info.vsync_end = m.vSyncEnd
        info.vtotal = m.vTotal
        info.vscan = m.vScan
        info.vrefresh = m.vRefresh
        info.flags = m.flags
        info.type = m.type
        withUnsafeMutableBytes(of: &info.name) { raw in
            for (i, byte) in m.name.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        return info
    }
}
