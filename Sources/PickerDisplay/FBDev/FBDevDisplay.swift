import PickerCore
import PickerRender
import PickerSystem

/// A Linux framebuffer (`/dev/fbN`): panels whose kernel has no KMS driver
/// (vendor BSPs, fbtft SPI panels, simplefb), or a KMS driver's fbdev emulation.
///
/// Start-up: open the device, read its variable and fixed screen info, set the
/// depth `display.format` asks for when the driver accepts it, map the memory,
/// keep a copy of the picture on screen, and take the console into
/// KD_GRAPHICS. With room for two pages (`yres_virtual ≥ 2 × yres`, made so
/// when the driver allows) frames are drawn into the page not shown and
/// panned to; otherwise they are drawn into a shadow buffer and only the
/// damage is copied onto the screen. Pixels are packed into whatever the
/// device's bitfields describe, at its `line_length`. `shutdown` (also run by
/// deinit) puts back the mode, the pan offset, the picture (or lets the text
/// console redraw its own) and the console.
package final class FBDevDisplay: DisplayBackend, DisplayPower {
    package let device: FramebufferDevice
    package let options: DisplayConfig
    package let layout: FramebufferLayout
    package let refresh: FramebufferRefresh
    /// Whether frames are double-buffered by panning (else a shadow buffer and damage copies).
    package let isPanning: Bool
    /// What start-up had to settle for (a depth the driver refused, panning refused), for the log.
    package private(set) var notes: [String] = []
    /// Problems met while restoring (the restore goes on past each).
    package private(set) var shutdownProblems: [String] = []
    package private(set) var console: ConsoleGraphicsMode?

    private let mode: FramebufferVariableInfo
    private let fixed: FramebufferFixedInfo
    private let saved: FramebufferVariableInfo
    private let mapping: MemoryMapping
    /// The screen's bytes before start, from `savedPictureOffset`, put back on exit (empty when a text console redraws it).
    private let savedPicture: [UInt8]
    private let savedPictureOffset: Int
    /// Where each page starts in the mapping: two when panning, else the visible area.
    private let pageOffsets: [Int]
    /// The pages as the renderer's pixels, when the layout is native and lines hold whole pixels.
    private let pageBuffers: [PixelBuffer]
    /// The upright picture the renderer draws into unless it draws straight into a page.
    private let picture: PixelBuffer?
    /// The picture turned onto the scanout, before packing, for rotated non-native layouts.
    private let staging: PixelBuffer?
    private var ages: BufferAges
    /// The clock frames are stamped on: the picker's.
    private let clock: () -> Int64
    private var pacer: FramePacer
    private var shown: Int
    private var sequence = 0
    private var isShutDown = false

    package var format: PixelFormat { layout.renderFormat }
    package var width: Int { options.rotation.rotatedSize(width: mode.width, height: mode.height).width }
    package var height: Int { options.rotation.rotatedSize(width: mode.width, height: mode.height).height }
    package var pollDescriptor: FileDescriptor? { nil }

    /// One line naming what was chosen, for the log.
    package var summary: String {
        "\(device.path) \(fixed.id) \(mode.width)x\(mode.height) \(layout.name) stride \(fixed.lineLength) "
            + (isPanning ? "panning" : "shadow buffer") + ", \(refresh.description), rotation \(options.rotation.degrees)"
    }

    /// Opens and sets up the device; `directory` and `opener` are seams for tests.
    /// `useConsole`: take the console (standard input, else the active VT) into KD_GRAPHICS.
    /// `clock` stamps each frame's drawing, copy and pan.
    package init(options: DisplayConfig, directory: String = "/dev", useConsole: Bool = true,
                opener: FramebufferDiscovery.Opener = { path throws(DisplayError) in try LinuxFramebufferDevice(path: path) },
                clock: @escaping () -> Int64 = MonotonicClock.nowUs) throws(DisplayError) {
        self.options = options
        self.clock = clock
        let device = try FramebufferDiscovery.open(configured: options.fbdev, directory: directory, opener: opener)
        self.device = device
        let path = device.path
        var notes: [String] = []
        // Before any mode change: fbcon adopts a mode set while its console is in text mode, and would
        // bring the picker's depth back on exit. A failure below restores it as `console` goes away.
        var console: ConsoleGraphicsMode?
        do {
            console = useConsole ? try ConsoleGraphicsMode.enterActive() : nil
        } catch {
            notes.append("\(path): the console stays in text mode: \(error)")
        }
        let saved: FramebufferVariableInfo, savedFixed: FramebufferFixedInfo, mapping: MemoryMapping
        do {
            saved = try device.variableInfo()
            savedFixed = try device.fixedInfo()
            mapping = try device.map(byteCount: savedFixed.memoryLength)
        } catch {
            device.close()
            throw Self.failure(error, path: path, mapping: true)
        }
        self.saved = saved
        self.mapping = mapping
        savedPictureOffset = saved.yOffset * savedFixed.lineLength + saved.xOffset * saved.bitsPerPixel / 8
        // A text console redraws itself when it gets the screen back; a picture nobody redraws (a splash
        // screen, a panel without a console) is kept. Video memory can be slow to read and write (QEMU's Cirrus).
        let pictureBytes = console?.redrawsOnRestore == true ? 0 : min(saved.height * savedFixed.lineLength, mapping.byteCount - savedPictureOffset)
        savedPicture = Array(UnsafeRawBufferPointer(start: mapping.address + savedPictureOffset, count: max(0, pictureBytes)))

        var mode = saved
        var fixed = savedFixed
        do {
            if let wanted = options.format {
                (mode, fixed) = try Self.setDepth(wanted, because: "for display.format \(wanted.rawValue)", from: mode, fixed: fixed,
                                                  memoryBytes: mapping.byteCount, device: device, notes: &notes)
            }
            // A depth the renderer cannot draw (a console's 8 bpp palette): ask for one it can before giving up.
            let unusable = mode.bitsPerPixel
            for wanted in [DisplayConfig.PixelFormatName.xrgb8888, .rgb565]
            where wanted != options.format && ![16, 24, 32].contains(mode.bitsPerPixel) {
                (mode, fixed) = try Self.setDepth(wanted, because: "as \(unusable) bpp cannot be drawn", from: mode, fixed: fixed,
                                                  memoryBytes: mapping.byteCount, device: device, notes: &notes)
            }
            if Self.pansStalePages(fixed) {
                notes.append(Self.emulationNote(path))
            } else if mode.virtualHeight < 2 * mode.height, fixed.yPanStep > 0, 2 * mode.height * fixed.lineLength <= mapping.byteCount {
                (mode, fixed) = try Self.makeRoomForTwoPages(mode, fixed: fixed, device: device, notes: &notes)
            }
        } catch {
            mapping.unmap()
            device.close()
            throw Self.failure(error, path: path, mapping: false)
        }
        let layout: FramebufferLayout
        switch FramebufferLayout.of(mode, fixed: fixed) {
        case .success(let found): layout = found
        case .failure(let refusal):
            Self.putBack(saved, over: mode, device: device)
            mapping.unmap()
            device.close()
            throw .framebufferUnusable(device: path, reason: refusal.reason)
        }
        guard fixed.lineLength >= mode.width * layout.bytesPerPixel,
              (mode.yOffset + mode.height) * fixed.lineLength <= mapping.byteCount else {
            Self.putBack(saved, over: mode, device: device)
            mapping.unmap()
            device.close()
            throw .framebufferUnusable(device: path, reason: "its line length \(fixed.lineLength) and \(fixed.memoryLength) bytes of memory "
                                       + "do not hold \(mode.height) lines of \(mode.width) \(layout.name) pixels")
        }
        self.mode = mode
        self.fixed = fixed
        self.layout = layout
        isPanning = Self.canPan(mode, fixed: fixed, mapping: mapping, device: device, notes: &notes)
        let visible = mode.yOffset * fixed.lineLength + mode.xOffset * layout.bytesPerPixel
        pageOffsets = isPanning ? [0, mode.height * fixed.lineLength] : [visible]
        shown = isPanning && mode.yOffset >= mode.height ? 1 : 0
        // A line length that is not a whole number of pixels is packed like any other layout.
        let direct = layout.isNative && fixed.lineLength % layout.bytesPerPixel == 0
        pageBuffers = direct
            ? pageOffsets.map { PixelBuffer(borrowing: mapping.address + $0, width: mode.width, height: mode.height,
                                            stride: fixed.lineLength, format: layout.renderFormat) }
            : []
        let rotation = options.rotation
        let upright = rotation.rotatedSize(width: mode.width, height: mode.height)
        picture = isPanning && direct && rotation == .upright
            ? nil : PixelBuffer(width: upright.width, height: upright.height, format: layout.renderFormat)
        staging = rotation != .upright && !direct
            ? PixelBuffer(width: mode.width, height: mode.height, format: layout.renderFormat) : nil
        ages = BufferAges(bufferCount: pageOffsets.count, bounds: Rect(x: 0, y: 0, width: upright.width, height: upright.height))

        var refresh = FramebufferRefresh.fromTimings(mode)
        if (try? device.waitForVerticalBlank()) != nil { refresh = .verticalBlank }
        self.refresh = refresh
        pacer = FramePacer(frameIntervalUs: refresh.intervalUs)
        self.console = console
        do {
            try device.setBlanked(false)
        } catch {
            notes.append("\(path): FBIOBLANK unblank refused (\(SystemError.reason(of: error))); the panel may stay dark")
        }
        self.notes = notes
    }

    deinit { shutdown() }

    package func readiness(nowUs: Int64) -> FrameReadiness { pacer.readiness(nowUs: nowUs) }

    @discardableResult
    package func present(_ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming? {
        let drawStartUs = clock()
        let page = isPanning ? 1 - shown : 0
        let stale = ages.staleDamage(of: page)
        var commitUs = drawStartUs
        if let picture {
            let damage = draw(picture, [])
            commitUs = clock()
            // Onto the only page, in the blank, so the copy does not tear; a hidden page takes it at once.
            if !isPanning { try waitIfPacedByVerticalBlank() }
            for rect in damage + stale { transfer(rect, from: picture, to: page) }
            ages.drew(buffer: page, damage: damage)
        } else {
            ages.drew(buffer: page, damage: draw(pageBuffers[page], stale))
            commitUs = clock()
        }
        if isPanning {
            do {
                try device.pan(xOffset: 0, yOffset: page * mode.height)
            } catch {
                throw Self.failure(error, path: device.path, mapping: false)
            }
            // The page left behind is drawn next: it must be off the screen first.
            try waitIfPacedByVerticalBlank()
            shown = page
        }
        sequence += 1
        pacer.committed(atUs: commitUs)
        pacer.flipped()
        return FrameTiming(sequence: sequence, drawStartUs: drawStartUs, commitUs: commitUs, onScreenUs: clock())
    }

    package func handleEvents() throws -> [FrameTiming] { [] }

    package var power: DisplayPower? { self }
    package var shownPicture: PixelBuffer? { nil }
    package private(set) var isOutputOn = true

    /// `FBIOBLANK`: the framebuffer keeps the last frame, so lighting the panel again shows it at once.
    package func setOutputOn(_ on: Bool) throws {
        guard on != isOutputOn else { return }
        try device.setBlanked(!on)
        isOutputOn = on
    }

    package func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        // A panel with no console to light it again on exit must not be left dark.
        if !isOutputOn {
            do {
                try device.setBlanked(false)
            } catch {
                shutdownProblems.append("\(device.path): lighting the panel again (FBIOBLANK): \(error)")
            }
        }
        if mode != saved {
            do {
                _ = try device.setVariableInfo(saved)
            } catch {
                shutdownProblems.append("\(device.path): putting back \(saved.width)x\(saved.height) \(saved.bitsPerPixel) bpp: \(error)")
            }
        }
        if isPanning {
            do {
                try device.pan(xOffset: saved.xOffset, yOffset: saved.yOffset)
            } catch {
                shutdownProblems.append("\(device.path): panning back to \(saved.xOffset),\(saved.yOffset): \(error)")
            }
        }
        if !savedPicture.isEmpty {
            savedPicture.withUnsafeBytes { (mapping.address + savedPictureOffset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        mapping.unmap()
        console?.restore()
        device.close()
    }

    /// Copies picture rectangle `rect` onto page `page`: turned by the rotation, packed into the device's layout.
    private func transfer(_ rect: Rect, from picture: PixelBuffer, to page: Int) {
        let rotation = options.rotation
        if !pageBuffers.isEmpty {
            RotatedCopy.copy(rect, from: picture, to: pageBuffers[page], rotation: rotation)
            return
        }
        let area = rect.intersection(picture.bounds)
        guard !area.isEmpty else { return }
        var source = picture
        if let staging {
            RotatedCopy.copy(area, from: picture, to: staging, rotation: rotation)
            source = staging
        }
        let region = rotation.scanoutRect(area, pictureWidth: picture.width, pictureHeight: picture.height)
        let sourceBytes = source.format.bytesPerPixel, targetBytes = layout.bytesPerPixel
        let base = mapping.address + pageOffsets[page]
        for y in region.y..<region.maxY {
            layout.pack(source.bytes + y * source.stride + region.x * sourceBytes, count: region.width,
                        into: base + y * fixed.lineLength + region.x * targetBytes)
        }
    }

    private func waitIfPacedByVerticalBlank() throws {
        guard refresh == .verticalBlank else { return }
        do {
            try device.waitForVerticalBlank()
        } catch {
            throw Self.failure(error, path: device.path, mapping: false)
        }
    }

    /// Asks for 16 or 32 bpp in the layout the renderer draws; keeps the device's depth, with a note, when refused.
    private static func setDepth(_ wanted: DisplayConfig.PixelFormatName, because why: String, from mode: FramebufferVariableInfo,
                                 fixed: FramebufferFixedInfo, memoryBytes: Int, device: FramebufferDevice,
                                 notes: inout [String]) throws -> (FramebufferVariableInfo, FramebufferFixedInfo) {
        var request = mode
        switch wanted {
        case .rgb565:
            request.bitsPerPixel = 16
            (request.red, request.green, request.blue) = (.init(offset: 11, length: 5), .init(offset: 5, length: 6), .init(offset: 0, length: 5))
        case .xrgb8888:
            request.bitsPerPixel = 32
            (request.red, request.green, request.blue) = (.init(offset: 16, length: 8), .init(offset: 8, length: 8), .init(offset: 0, length: 8))
        }
        request.transparency = FramebufferBitfield(offset: 0, length: 0)
        if request == mode { return (mode, fixed) }
        // With the second page in the same mode set where the memory holds it: a mode set can take a fifth
        // of a second (cirrusfb in QEMU). Refused, the depth is asked for alone, and the page after it.
        var both = request
        both.virtualHeight = 2 * request.height
        if both.virtualHeight > request.virtualHeight, fixed.yPanStep > 0, !pansStalePages(fixed),
           both.virtualHeight * request.virtualWidth * request.bitsPerPixel / 8 <= memoryBytes,
           (try? device.setVariableInfo(both)) != nil {
            return try readBack(device, asked: request, why: why, notes: &notes)
        }
        let accepted = try ask(device, for: request, notes: &notes) { reason in
            "\(device.path): keeps \(mode.bitsPerPixel) bpp, the depth it reports: the driver refused "
                + "FBIOPUT_VSCREENINFO to \(request.bitsPerPixel) bpp \(why) (\(reason))"
        }
        return accepted ? try readBack(device, asked: request, why: why, notes: &notes) : (mode, fixed)
    }

    /// The mode and fixed info after a depth request, with a note when the driver set another depth.
    private static func readBack(_ device: FramebufferDevice, asked request: FramebufferVariableInfo, why: String,
                                 notes: inout [String]) throws -> (FramebufferVariableInfo, FramebufferFixedInfo) {
        let (now, nowFixed) = (try device.variableInfo(), try device.fixedInfo())
        if now.bitsPerPixel != request.bitsPerPixel {
            notes.append("\(device.path): asked for \(request.bitsPerPixel) bpp \(why), the driver set \(now.bitsPerPixel)")
        }
        return (now, nowFixed)
    }

    /// Asks for a virtual screen two pages tall so frames can be panned to; keeps the device's, with a note, when refused.
    private static func makeRoomForTwoPages(_ mode: FramebufferVariableInfo, fixed: FramebufferFixedInfo, device: FramebufferDevice,
                                            notes: inout [String]) throws -> (FramebufferVariableInfo, FramebufferFixedInfo) {
        var request = mode
        request.virtualHeight = 2 * mode.height
        let accepted = try ask(device, for: request, notes: &notes) { reason in
            "\(device.path): no room to pan (yres_virtual \(mode.virtualHeight) < 2 × \(mode.height), and the driver "
                + "refused FBIOPUT_VSCREENINFO to make it so: \(reason)); drawing into a shadow buffer"
        }
        return accepted ? (try device.variableInfo(), try device.fixedInfo()) : (mode, fixed)
    }

    /// `FBIOPUT_VSCREENINFO` of `request`; whether the driver took it. A refusal is not an error but a note,
    /// in the words `refused` gives.
    private static func ask(_ device: FramebufferDevice, for request: FramebufferVariableInfo, notes: inout [String],
                            refused: (String) -> String) throws -> Bool {
        do {
            _ = try device.setVariableInfo(request)
            return true
        } catch let error as SystemError {
            notes.append(refused(error.reason))
            return false
        }
    }

    /// A DRM driver's fbdev emulation (its id is the driver's name and "drmfb", drm_fb_helper.c) copies
    /// what is written into its memory to the real scanout buffer only within the first `yres` lines
    /// (its deferred-I/O damage is clipped to the screen): a second page pans into view with stale
    /// pixels. Seen on Linux 6.1's bochs-drm in Tests/VM (the first panned frame stayed black).
    static func pansStalePages(_ fixed: FramebufferFixedInfo) -> Bool { fixed.id.hasSuffix("drmfb") }

    private static func emulationNote(_ path: String) -> String {
        "\(path): a DRM driver's fbdev emulation shows only the first page's writes, so no panning; drawing into a shadow buffer"
    }

    /// Two pages fit and the driver pans: a pan to where the screen already is must succeed.
    private static func canPan(_ mode: FramebufferVariableInfo, fixed: FramebufferFixedInfo, mapping: MemoryMapping,
                               device: FramebufferDevice, notes: inout [String]) -> Bool {
        guard !pansStalePages(fixed), mode.virtualHeight >= 2 * mode.height, fixed.yPanStep > 0, mode.height % fixed.yPanStep == 0,
              2 * mode.height * fixed.lineLength <= mapping.byteCount else { return false }
        do {
            try device.pan(xOffset: mode.xOffset, yOffset: mode.yOffset)
            return true
        } catch {
            notes.append("\(device.path): FBIOPAN_DISPLAY refused (\(SystemError.reason(of: error))); drawing into a shadow buffer")
            return false
        }
    }

    /// Undoes a mode change made before the device was refused.
    private static func putBack(_ saved: FramebufferVariableInfo, over mode: FramebufferVariableInfo, device: FramebufferDevice) {
        if mode != saved { _ = try? device.setVariableInfo(saved) }
    }

    private static func failure(_ error: any Error, path: String, mapping: Bool) -> DisplayError {
        if let display = error as? DisplayError { return display }
        guard let system = error as? SystemError else {
            return .deviceFailed(device: path, error: SystemError(call: "\(error)", subject: path, errno: Errno.ioError))
        }
        if mapping && system.call == "mmap" { return .framebufferUnusable(device: path, reason: "it cannot be mapped (mmap: \(system.reason))") }
        return .deviceFailed(device: path, error: system)
    }
}
