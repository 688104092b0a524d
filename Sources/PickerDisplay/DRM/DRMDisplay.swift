import PickerCore
import PickerRender
import PickerSystem

/// A DRM/KMS output driven with two dumb buffers.
///
/// Start-up: find the card, become master, read resources once, choose
/// connector → CRTC → mode, allocate two buffers, choose atomic (after a
/// test-only commit) or legacy, switch the console to graphics, and set the
/// mode on the first, black buffer (bochs-drm clears video memory at its first
/// modeset, so nothing is drawn before it). Where the CRTC already shows that
/// mode (a splash such as Plymouth's, or the console at the panel's size), the
/// mode is set with the first frame instead, so the picture goes from what was
/// shown to the picker's with no black frame between. Each frame is drawn into the
/// buffer not on screen and flipped with an event; only the flip handler
/// moves a buffer from queued to current. `shutdown` (also run by every
/// failure after the modeset, and by deinit) restores the CRTC as it was,
/// frees the buffers, restores the console and drops master.
package final class DRMDisplay: DisplayBackend {
    package let device: KMSDevice
    package let output: OutputPath
    package let options: DisplayConfig
    package let format: PixelFormat
    /// The KMS API in use: "atomic" or "legacy".
    package var apiName: String { interface.name }
    /// Problems met while restoring (the restore goes on past each).
    package private(set) var shutdownProblems: [String] = []
    package private(set) var console: ConsoleGraphicsMode?

    /// The clock drawing and commits are stamped on: the picker's.
    private let clock: () -> Int64
    private let interface: KMSInterface
    private let allocator: DumbAllocator
    private var buffers: [DumbBuffer]
    /// The upright picture when rotated: the renderer draws here and frames are copied turned.
    private let shadow: PixelBuffer?
    private var ages: BufferAges
    private var pacer: FramePacer
    private var current = 0
    private var queued: (buffer: Int, sequence: Int, drawStartUs: Int64, commitUs: Int64)?
    /// Flips that landed while the panel was being turned off: the next `handleEvents` reports them.
    private var landedTimings: [FrameTiming] = []
    private var sequence = 0
    private let savedCRTC: KMSCRTC
    /// The modeset still to make with the first frame, where the CRTC showed the mode already.
    private var modesetWithFirstFrame: KMSCommit?
    private let savedConnectorIDs: [UInt32]
    private var isShutDown = false
    package private(set) var isOutputOn = true

    package var width: Int { options.rotation.rotatedSize(width: output.mode.width, height: output.mode.height).width }
    package var height: Int { options.rotation.rotatedSize(width: output.mode.width, height: output.mode.height).height }
    package var pollDescriptor: FileDescriptor? { device.descriptor }

    /// One line naming what was chosen, for the log.
    package var summary: String {
        "\(device.path) \(output.connector.name) \(output.mode) CRTC \(output.crtc.id) \(interface.name) "
            + "\(format.rawValue) rotation \(options.rotation.degrees)"
    }

    /// Opens and sets up the output; `opener` and `directory` are seams for tests.
    /// `useConsole`: switch standard input to KD_GRAPHICS when it is a virtual terminal.
    /// `clock` stamps drawing and commits; the flip's own time is the kernel's, on `CLOCK_MONOTONIC`.
    package init(options: DisplayConfig, directory: String = "/dev/dri", useConsole: Bool = true,
                opener: CardDiscovery.Opener = { path throws(DisplayError) in try LibDRMDevice(path: path) },
                clock: @escaping () -> Int64 = MonotonicClock.nowUs) throws(DisplayError) {
        self.options = options
        self.clock = clock
        let format = options.pixelFormat
        self.format = format
        let (device, resources) = try CardDiscovery.open(card: options.card, connector: options.connector,
                                                         directory: directory, opener: opener)
        self.device = device
        do {
            try DRMDisplay.becomeMaster(device)
            output = try OutputChoice.choose(in: resources, connector: options.connector, mode: options.mode, device: device.path)
            try DRMDisplay.checkFormat(format, output: output, device: device)
        } catch {
            device.close()
            throw error
        }
        let crtc = output.crtc
        savedCRTC = crtc
        savedConnectorIDs = resources.connectors.filter { resources.encoder(id: $0.currentEncoderID)?.crtcID == crtc.id }.map(\.id)
        allocator = DumbAllocator(device: device)
        pacer = FramePacer(frameIntervalUs: output.mode.frameIntervalUs)
        let scanoutWidth = output.mode.width, scanoutHeight = output.mode.height
        var created: [DumbBuffer] = []
        do {
            for _ in 0..<2 {
                created.append(try allocator.create(width: scanoutWidth, height: scanoutHeight, format: format))
            }
        } catch {
            created.forEach(allocator.destroy)
            device.dropMaster()
            device.close()
            throw DRMDisplay.withOffer(error, output: output)
        }
        buffers = created
        let picture = options.rotation.rotatedSize(width: scanoutWidth, height: scanoutHeight)
        shadow = options.rotation == .upright ? nil : PixelBuffer(width: picture.width, height: picture.height, format: format)
        ages = BufferAges(bufferCount: 2, bounds: Rect(x: 0, y: 0, width: picture.width, height: picture.height))

        let modeset = KMSCommit(connectorID: output.connector.id, crtcID: output.crtc.id, planeID: output.primaryPlane?.id,
                                mode: output.mode, framebufferID: created[0].framebufferID,
                                width: scanoutWidth, height: scanoutHeight, flipUserData: 0)
        do {
            interface = try DRMDisplay.chooseInterface(options.api, device: device, output: output, modeset: modeset)
        } catch {
            created.forEach(allocator.destroy)
            device.dropMaster()
            device.close()
            throw error
        }
        do {
            console = useConsole ? try ConsoleGraphicsMode.enter() : nil
            if crtc.framebufferID != 0 && crtc.mode == output.mode {
                modesetWithFirstFrame = modeset
            } else {
                try interface.apply(modeset, testOnly: false)
            }
        } catch {
            shutdown()
            throw DRMDisplay.failure(error, device: device)
        }
    }

    deinit { shutdown() }

    package func readiness(nowUs: Int64) -> FrameReadiness { pacer.readiness(nowUs: nowUs) }

    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        // Drawing now would write into the buffer the kernel is about to scan out; the loop waits
        // for the flip event (`readiness` says so), it is never waited for here.
        if queued != nil {
            throw DisplayError.deviceFailed(device: device.path, error: SystemError(
                call: "page flip", subject: "\(device.path): a frame drawn before the last one's flip event", errno: Errno.busy))
        }
        let drawStartUs = clock()
        let back = 1 - current
        let stale = ages.staleDamage(of: back)
        let target = buffers[back]
        if let shadow {
            let damage = draw(shadow, [])
            for rect in damage + stale {
                RotatedCopy.copy(rect, from: shadow, to: target.pixels, rotation: options.rotation)
            }
            ages.drew(buffer: back, damage: damage)
        } else {
            ages.drew(buffer: back, damage: draw(target.pixels, stale))
        }
        sequence += 1
        if var modeset = modesetWithFirstFrame {
            // The mode is set with this frame and is on screen when the call returns: no flip event.
            modeset.framebufferID = target.framebufferID
            let commitUs = clock()
            do {
                try interface.apply(modeset, testOnly: false)
            } catch {
                throw DRMDisplay.failure(error, device: device)
            }
            modesetWithFirstFrame = nil
            current = back
            pacer.committed(atUs: commitUs)
            pacer.flipped()
            return FrameTiming(sequence: sequence, drawStartUs: drawStartUs, commitUs: commitUs, onScreenUs: clock())
        }
        let commit = KMSCommit(connectorID: output.connector.id, crtcID: output.crtc.id, planeID: output.primaryPlane?.id,
                               mode: nil, framebufferID: target.framebufferID,
                               width: output.mode.width, height: output.mode.height, flipUserData: UInt64(sequence))
        // Stamped before the call: the kernel may complete the flip, and stamp its event, before the call returns.
        let commitUs = clock()
        do {
            try interface.apply(commit, testOnly: false)
        } catch {
            throw DRMDisplay.failure(error, device: device)
        }
        queued = (back, sequence, drawStartUs, commitUs)
        pacer.committed(atUs: commitUs)
        return nil
    }

    package var power: DisplayPower? { self }
    package var shownPicture: PixelBuffer? { nil }

    package func handleEvents() throws -> [FrameTiming] {
        let timings = landedTimings
        landedTimings = []
        return timings + (try readFlips())
    }

    /// The flip handler: the only place a buffer moves from queued to current.
    private func readFlips() throws -> [FrameTiming] {
        let events: [FlipEvent]
        do {
            events = try device.readEvents()
        } catch {
            throw DRMDisplay.failure(error, device: device)
        }
        var timings: [FrameTiming] = []
        for event in events {
            guard let pending = queued, event.userData == UInt64(pending.sequence) else { continue }
            current = pending.buffer
            queued = nil
            pacer.flipped()
            timings.append(FrameTiming(sequence: pending.sequence, drawStartUs: pending.drawStartUs,
                                       commitUs: pending.commitUs, onScreenUs: event.timeUs))
        }
        return timings
    }

    package func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        if queued != nil { try? waitForFlip(timeoutMs: 100) }
        restoreCRTC()
        interface.finish()
        buffers.forEach(allocator.destroy)
        buffers = []
        console?.restore()
        device.dropMaster()
        device.close()
    }

    /// Turning the panel off and shutting down cannot go on with a flip queued, and happen in the
    /// middle of a turn or after the loop: they wait for the flip here, and keep its timing.
    private func waitForFlip(timeoutMs: Int32) throws {
        // Real time, whatever the picker's clock: this bounds a wait for the hardware.
        let deadlineUs = MonotonicClock.nowUs() + Int64(timeoutMs) * 1000
        while queued != nil {
            let leftMs = Int32(max(0, (deadlineUs - MonotonicClock.nowUs()) / 1000))
            if leftMs == 0 { break }
            if try Poll.waitReadable([device.descriptor], timeoutMs: leftMs)[0] {
                landedTimings += try readFlips()
            }
        }
    }

    /// Puts back the CRTC's framebuffer and mode from before start, or turns it off when it was off.
    private func restoreCRTC() {
        let saved = savedCRTC
        if let mode = saved.mode, saved.framebufferID != 0 {
            let connectors = savedConnectorIDs.isEmpty ? [output.connector.id] : savedConnectorIDs
            do {
                try device.setCRTC(id: saved.id, framebufferID: saved.framebufferID, x: saved.x, y: saved.y,
                                   connectorIDs: connectors, mode: mode)
                return
            } catch {
                shutdownProblems.append("\(device.path): restoring CRTC \(saved.id) to framebuffer \(saved.framebufferID): \(error); turning it off")
            }
        }
        do {
            try device.setCRTC(id: saved.id, framebufferID: 0, x: 0, y: 0, connectorIDs: [], mode: nil)
        } catch {
            shutdownProblems.append("\(device.path): turning CRTC \(saved.id) off: \(error)")
        }
    }

    private static func becomeMaster(_ device: KMSDevice) throws(DisplayError) {
        if device.isMaster() { return }
        do {
            try device.setMaster()
        } catch let error as SystemError where error.errno == Errno.busy || error.errno == Errno.invalidArgument {
            throw .otherMaster(device: device.path)
        } catch let error as SystemError where error.errno == Errno.permissionDenied || error.errno == Errno.notPermitted {
            // Without CAP_SYS_ADMIN the kernel only lets the first opener be master: someone else was first.
            throw .otherMaster(device: device.path)
        } catch {
            throw failure(error, device: device)
        }
    }

    private static func checkFormat(_ format: PixelFormat, output: OutputPath, device: KMSDevice) throws(DisplayError) {
        guard let plane = output.primaryPlane, !plane.formats.isEmpty else { return }
        if !plane.formats.contains(format.fourcc) {
            throw .formatNotSupported(device: device.path, format: format, offered: plane.formats.map(fourccName))
        }
    }

    /// Fills in the formats the plane offers when AddFB2 refused the format.
    private static func withOffer(_ error: DisplayError, output: OutputPath) -> DisplayError {
        if case .formatNotSupported(let device, let format, let offered) = error, offered.isEmpty {
            return .formatNotSupported(device: device, format: format, offered: output.primaryPlane?.formats.map(fourccName) ?? [])
        }
        return error
    }

    /// Atomic when asked or available and the modeset passes a test-only commit; legacy otherwise.
    private static func chooseInterface(_ api: DisplayConfig.API, device: KMSDevice, output: OutputPath,
                                        modeset: KMSCommit) throws(DisplayError) -> KMSInterface {
        if api == .legacy { return LegacyKMS(device: device) }
        var cause = "the driver refuses DRM_CLIENT_CAP_ATOMIC"
        if device.enableAtomic() {
            do {
                let atomic = try AtomicKMS(device: device, path: output)
                do {
                    try atomic.apply(modeset, testOnly: true)
                    return atomic
                } catch {
                    atomic.finish()
                    throw error
                }
            } catch {
                cause = "its test-only commit failed: \(error)"
            }
        }
        if api == .atomic { throw .atomicUnsupported(device: device.path, cause: cause) }
        return LegacyKMS(device: device)
    }

    private static func failure(_ error: any Error, device: KMSDevice) -> DisplayError {
        if let display = error as? DisplayError { return display }
        return .deviceFailed(device: device.path, error: error as? SystemError
                             ?? SystemError(call: "\(error)", subject: device.path, errno: Errno.ioError))
    }
}

extension DisplayConfig {
    /// The config's format name as the renderer's pixel format (the names are the same); xrgb8888 when unset.
    package var pixelFormat: PixelFormat { format.flatMap { PixelFormat(rawValue: $0.rawValue) } ?? .xrgb8888 }
}

extension DRMDisplay: DisplayPower {
    package func setOutputOn(_ on: Bool) throws {
        guard on != isOutputOn else { return }
        // A CRTC turned off with a flip still queued refuses (EBUSY): let the flip land first.
        if !on && queued != nil { try waitForFlip(timeoutMs: 1000) }
        do {
            try interface.setActive(on, connectorID: output.connector.id, crtcID: output.crtc.id)
        } catch {
            throw DRMDisplay.failure(error, device: device)
        }
        isOutputOn = on
    }
}
