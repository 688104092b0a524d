import PickerCore
import PickerRender
import PickerSystem
import Testing
@testable import PickerDisplay

@Suite struct FBDevDisplayTests {
    private func open(_ device: FakeFramebufferDevice, _ configure: (inout DisplayConfig) -> Void = { _ in }) throws(DisplayError) -> FBDevDisplay {
        var config = DisplayConfig()
        config.fbdev = device.path
        configure(&config)
        return try FBDevDisplay(options: config, useConsole: false) { _ throws(DisplayError) in device }
    }

    /// Fills the whole picture with `color` (0x00RRGGBB) and reports it all as damage.
    private func paint(_ display: FBDevDisplay, _ color: UInt32) throws {
        try display.present { buffer, _ in
            buffer.fill(buffer.bounds, xrgb: color)
            return [buffer.bounds]
        }
    }

    private static let orange: UInt32 = 0xff_80_40
    private static let orange565 = RGB565.narrow(orange)

    @Test(arguments: [
        ("XRGB8888", [0x40, 0x80, 0xff, 0x00] as [UInt8]),
        ("XBGR8888", [0xff, 0x80, 0x40, 0x00]),
        ("ARGB8888", [0x40, 0x80, 0xff, 0xff]),
        ("RGB888", [0x40, 0x80, 0xff]),
        ("RGB565", [UInt8(truncatingIfNeeded: orange565), UInt8(orange565 >> 8)]),
        // BGR565: the renderer's 5-6-5 channels, red and blue exchanged.
        ("BGR565", { () -> [UInt8] in
            let r = orange565 >> 11, g = (orange565 >> 5) & 0x3f, b = orange565 & 0x1f
            let word = b << 11 | g << 5 | r
            return [UInt8(truncatingIfNeeded: word), UInt8(word >> 8)]
        }()),
    ])
    func everyLayoutGetsThePixelItsBitfieldsDescribe(name: String, expected: [UInt8]) throws {
        let device = try FramebufferFixtures.device(name)
        let display = try open(device)
        #expect(display.layout.name == name)
        #expect(display.format == (name.hasSuffix("565") ? .rgb565 : .xrgb8888))
        try paint(display, Self.orange)
        for (x, y) in [(0, 0), (63, 39), (17, 23)] {
            #expect(device.pixel(x: x, y: y, bytesPerPixel: expected.count) == expected)
        }
        display.shutdown()
    }

    /// 12 bytes of padding keep XRGB8888 lines whole pixels (drawn straight in); 13 do not (packed).
    @Test(arguments: [("XRGB8888", 12), ("XRGB8888", 13), ("RGB888", 13), ("BGR565", 13)])
    func theLineLengthIsTheStrideAndItsPaddingIsLeftAlone(name: String, padding: Int) throws {
        let device = try FramebufferFixtures.device(name, width: 30, height: 10, padding: padding)
        for i in device.bytes.indices { device.bytes[i] = 0xAA }
        let display = try open(device)
        try paint(display, 0x000000)
        let bytesPerPixel = display.layout.bytesPerPixel
        for y in 0..<10 {
            let row = y * device.fixed.lineLength
            #expect(device.bytes[row..<row + 30 * bytesPerPixel].allSatisfy { $0 == 0 })
            #expect(device.bytes[row + 30 * bytesPerPixel..<row + device.fixed.lineLength].allSatisfy { $0 == 0xAA })
        }
        display.shutdown()
    }

    @Test func withTwoPagesFramesAreDrawnOnTheHiddenOneAndPannedTo() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        let display = try open(device)
        #expect(display.isPanning)
        #expect(device.calls.contains("pan 0,0"))  // the probe: where the screen already is
        var drawnInto: [UnsafeMutableRawPointer] = []
        for color in [0x112233, 0x445566] as [UInt32] {
            try display.present { buffer, _ in
                drawnInto.append(buffer.bytes)
                buffer.fill(buffer.bounds, xrgb: color)
                return [buffer.bounds]
            }
        }
        #expect(device.calls.filter { $0.hasPrefix("pan") }.suffix(2) == ["pan 0,40", "pan 0,0"])
        // Straight into the pages: page 1 holds the first frame, page 0 the second.
        #expect(drawnInto.count == 2 && drawnInto[0] - drawnInto[1] == 40 * device.fixed.lineLength)
        #expect(device.pixel(x: 5, y: 5, bytesPerPixel: 4, line: 40) == [0x33, 0x22, 0x11, 0])
        #expect(device.pixel(x: 5, y: 5, bytesPerPixel: 4) == [0x66, 0x55, 0x44, 0])
        display.shutdown()
    }

    @Test func aReusedPageIsToldWhatItMissed() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        let display = try open(device)
        let small = Rect(x: 3, y: 3, width: 5, height: 5)
        var staleSeen: [[Rect]] = []
        for damage in [[Rect(x: 0, y: 0, width: 64, height: 40)], [small], []] {
            try display.present { _, stale in
                staleSeen.append(stale)
                return damage
            }
        }
        #expect(staleSeen == [[Rect(x: 0, y: 0, width: 64, height: 40)], [Rect(x: 0, y: 0, width: 64, height: 40)], [small]])
        display.shutdown()
    }

    @Test func theDriverIsAskedForASecondPageWhenItHasTheMemory() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 40, memoryLines: 80)
        let display = try open(device)
        #expect(device.calls.contains("put 64x40 virtual 64x80 32 bpp"))
        #expect(display.isPanning)
        display.shutdown()
        // The mode it had comes back on exit.
        #expect(device.calls.contains("put 64x40 virtual 64x40 32 bpp"))
    }

    @Test func withoutASecondPageOnlyTheDamageIsCopiedFromTheShadow() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 40, memoryLines: 80)
        device.failures["put"] = Errno.invalidArgument
        let display = try open(device)
        #expect(!display.isPanning)
        #expect(display.notes.contains { $0.contains("no room to pan") && $0.contains("shadow buffer") })
        try paint(display, 0x000000)
        let damage = Rect(x: 10, y: 10, width: 4, height: 4)
        try display.present { buffer, _ in
            buffer.fill(buffer.bounds, xrgb: 0xffffff)  // drawn everywhere, reported only in `damage`
            return [damage]
        }
        #expect(device.pixel(x: 11, y: 11, bytesPerPixel: 4) == [0xff, 0xff, 0xff, 0])
        #expect(device.pixel(x: 9, y: 11, bytesPerPixel: 4) == [0, 0, 0, 0])
        #expect(device.pixel(x: 30, y: 30, bytesPerPixel: 4) == [0, 0, 0, 0])
        #expect(!device.calls.contains { $0.hasPrefix("pan") })
        display.shutdown()
    }

    @Test func aRefusedPanFallsBackToTheShadowAndSaysWhy() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        device.failures["pan"] = Errno.invalidArgument
        let display = try open(device)
        #expect(!display.isPanning)
        #expect(display.notes == ["/dev/fb0: FBIOPAN_DISPLAY refused (Invalid argument); drawing into a shadow buffer"])
        try paint(display, 0x0000ff)
        #expect(device.pixel(x: 0, y: 0, bytesPerPixel: 4) == [0xff, 0, 0, 0])
        display.shutdown()
    }

    @Test func aTurnedPanelGetsThePictureTurnedAndPacked() throws {
        let device = try FramebufferFixtures.device("XBGR8888", width: 40, height: 64)
        let display = try open(device) { $0.rotationDegrees = 90 }
        #expect(display.width == 64 && display.height == 40)
        try display.present { buffer, _ in
            buffer.fill(buffer.bounds, xrgb: 0)
            buffer.fill(Rect(x: 0, y: 0, width: 1, height: 1), xrgb: 0x010203)
            return [buffer.bounds]
        }
        // PanelRotation.quarter puts picture (0, 0) at scanout (0, pictureWidth - 1).
        #expect(device.pixel(x: 0, y: 63, bytesPerPixel: 4) == [0x01, 0x02, 0x03, 0])
        #expect(device.pixel(x: 0, y: 0, bytesPerPixel: 4) == [0, 0, 0, 0])
        display.shutdown()
    }

    @Test func formatAsksTheDriverForItsDepth() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        let display = try open(device) { $0.format = .rgb565 }
        #expect(device.calls.contains("put 64x40 virtual 64x80 16 bpp"))
        #expect(display.layout.name == "RGB565" && display.format == .rgb565)
        display.shutdown()
        #expect(device.variable.bitsPerPixel == 32)
    }

    @Test func theDepthAndTheSecondPageAreOneModeSetWhereTheDriverTakesBoth() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 40, memoryLines: 80)
        let display = try open(device) { $0.format = .rgb565 }
        #expect(device.calls.filter { $0.hasPrefix("put") } == ["put 64x40 virtual 64x80 16 bpp"])
        #expect(display.isPanning && display.layout.name == "RGB565" && display.notes.isEmpty)
        display.shutdown()
    }

    @Test func aRefusedSecondPageStillGetsTheDepth() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 40, memoryLines: 80)
        device.takes = { $0.virtualHeight == 40 }
        let display = try open(device) { $0.format = .rgb565 }
        #expect(device.calls.filter { $0.hasPrefix("put") }.prefix(3) == [
            "put 64x40 virtual 64x80 16 bpp", "put 64x40 virtual 64x40 16 bpp", "put 64x40 virtual 64x80 16 bpp",
        ])
        #expect(!display.isPanning && display.layout.name == "RGB565")
        #expect(display.notes.count == 1 && display.notes[0].contains("no room to pan"))
        display.shutdown()
    }

    @Test func aRefusedDepthKeepsTheDevicesAndSaysSo() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        device.failures["put"] = Errno.invalidArgument
        let display = try open(device) { $0.format = .rgb565 }
        #expect(display.layout.name == "XRGB8888")
        #expect(display.notes.first == "/dev/fb0: keeps 32 bpp, the depth it reports: the driver refused FBIOPUT_VSCREENINFO "
                + "to 16 bpp for display.format rgb565 (Invalid argument)")
        display.shutdown()
    }

    @Test(arguments: [
        (8, FramebufferFixedInfo.trueColor, false, "8 bpp (only 16, 24 and 32 bpp true colour can be drawn)"),
        (32, 3, false, "visual 3 needs a palette (only FB_VISUAL_TRUECOLOR can be drawn)"),
        (32, FramebufferFixedInfo.trueColor, true, "a greyscale framebuffer"),
    ])
    func aDepthItCannotDrawIsRefusedNamingTheDevice(bpp: Int, visual: Int, grayscale: Bool, reason: String) throws {
        let device = try FramebufferFixtures.device()
        device.variable.bitsPerPixel = bpp
        device.variable.grayscale = grayscale
        device.fixed.visual = visual
        device.failures["put"] = Errno.invalidArgument
        #expect(throws: DisplayError.framebufferUnusable(device: "/dev/fb0", reason: reason)) { try open(device) }
        #expect(device.calls.last == "close")
    }

    @Test func aDepthItCannotDrawIsChangedToOneItCan() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        device.variable.bitsPerPixel = 8
        let display = try open(device)
        #expect(device.calls.contains("put 64x40 virtual 64x80 32 bpp"))
        #expect(display.layout.name == "XRGB8888")
        display.shutdown()
        #expect(device.variable.bitsPerPixel == 8)
    }

    @Test func aDRMDriversEmulationIsNotPanned() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        device.fixed.id = "bochs-drmdrmfb"
        let display = try open(device)
        #expect(!display.isPanning)
        #expect(display.notes == ["/dev/fb0: a DRM driver's fbdev emulation shows only the first page's writes, so no panning; "
                                  + "drawing into a shadow buffer"])
        display.shutdown()
    }

    @Test func wideChannelsAreRefusedWithTheirBitfields() throws {
        let device = try FramebufferFixtures.device()
        device.variable.red = FramebufferBitfield(offset: 20, length: 10)
        do {
            _ = try open(device)
            Issue.record("a 10-bit channel was accepted")
        } catch {
            #expect("\(error)".contains("/dev/fb0: cannot draw on this framebuffer: 32 bpp R10@20 G8@8 B8@0: its red channel (offset 20, length 10)"))
        }
    }

    @Test func aFramebufferThatCannotBeMappedIsRefused() throws {
        let device = try FramebufferFixtures.device()
        device.failures["mmap"] = Errno.invalidArgument
        #expect(throws: DisplayError.framebufferUnusable(device: "/dev/fb0", reason: "it cannot be mapped (mmap: Invalid argument)")) {
            try open(device)
        }
    }

    @Test func noFramebufferNodeIsSaid() throws {
        let withoutNodes = String(#filePath.dropLast("/FBDevDisplayTests.swift".count))
        #expect(throws: DisplayError.noFramebuffer(directory: withoutNodes)) {
            try FBDevDisplay(options: DisplayConfig(), directory: withoutNodes, useConsole: false)
        }
    }

    @Test func aConfiguredDeviceThatDoesNotExistIsNamed() throws {
        var config = DisplayConfig()
        config.fbdev = "/dev/fb-that-is-not-there"
        #expect(throws: DisplayError.framebufferMissing(device: "/dev/fb-that-is-not-there")) {
            try FBDevDisplay(options: config, useConsole: false)
        }
        #expect(DisplayError.framebufferMissing(device: "/dev/fb7").description
                == "/dev/fb7: no such framebuffer device (display.fbdev; is its fbdev driver loaded?)")
    }

    @Test func verticalBlankPacesWhenTheDriverHasIt() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        let display = try open(device)
        #expect(display.refresh == .verticalBlank)
        let timing = try #require(try display.present { _, _ in [] })
        #expect(device.calls.suffix(2) == ["pan 0,40", "vsync"])
        #expect(display.readiness(nowUs: timing.onScreenUs) == .now)
        display.shutdown()
    }

    @Test func withoutVerticalBlankThePixelClockPaces() throws {
        // 640x480 at 25.175 MHz (39722 ps) with the VESA margins: 800 x 525 clocks a frame, 59.94 Hz.
        let vga = FramebufferVariableInfo(width: 640, height: 480, virtualWidth: 640, virtualHeight: 480, bitsPerPixel: 32,
                                          red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8),
                                          pixelClockPs: 39722, leftMargin: 48, rightMargin: 16, upperMargin: 33, lowerMargin: 10,
                                          horizontalSyncLength: 96, verticalSyncLength: 2)
        #expect(FramebufferRefresh.fromTimings(vga) == .timings(intervalUs: 16_683))
        let device = try FramebufferFixtures.device()
        device.failures["vsync"] = 25
        device.variable.pixelClockPs = 3_906_250  // 64 x 40 clocks a frame: 10 ms, 100 Hz
        let display = try open(device)
        #expect(display.refresh == .timings(intervalUs: 10_000))
        #expect(display.summary.contains("paced at 100 Hz from the mode's pixel clock"))
        let timing = try #require(try display.present { _, _ in [] })
        #expect(display.readiness(nowUs: timing.commitUs + 1000) == .at(timeUs: timing.commitUs + 10_000))
        display.shutdown()
    }

    @Test func withNeitherItIs60Hz() throws {
        let device = try FramebufferFixtures.device()
        device.failures["vsync"] = 25
        let display = try open(device)
        #expect(display.refresh == .assumed60Hz)
        let timing = try #require(try display.present { _, _ in [] })
        #expect(display.readiness(nowUs: timing.commitUs + 1000) == .at(timeUs: timing.commitUs + 16_667))
        display.shutdown()
    }

    @Test func exitPutsBackThePanAndThePictureAndStartUnblanks() throws {
        let device = try FramebufferFixtures.device(virtualHeight: 80)
        device.variable.yOffset = 40  // the console shows the second page
        for i in 0..<(40 * device.fixed.lineLength) { device.bytes[40 * device.fixed.lineLength + i] = UInt8(truncatingIfNeeded: i) }
        let display = try open(device)
        #expect(device.calls.contains("unblank"))
        try paint(display, 0x00ff00)
        try paint(display, 0xff0000)
        display.shutdown()
        #expect(device.calls.suffix(2) == ["pan 0,40", "close"])
        #expect((0..<(40 * device.fixed.lineLength)).allSatisfy { device.bytes[40 * device.fixed.lineLength + $0] == UInt8(truncatingIfNeeded: $0) })
        display.shutdown()
        #expect(device.calls.filter { $0 == "close" }.count == 1)
    }
}

/// Idle power on fbdev: FBIOBLANK turns the panel off and on; the framebuffer keeps its picture.
@Suite struct FBDevPowerTests {
    @Test func theOutputTurnsOffAndOnThroughFBIOBLANKAndExitLightsAPanelLeftDark() throws {
        let device = try FramebufferFixtures.device()
        var config = DisplayConfig()
        config.fbdev = device.path
        let display = try FBDevDisplay(options: config, useConsole: false) { _ throws(DisplayError) in device }
        let power = try #require(display.power)
        #expect(power.isOutputOn)
        try power.setOutputOn(false)
        try power.setOutputOn(false)
        #expect(!power.isOutputOn)
        #expect(device.calls.filter { $0 == "blank" }.count == 1, "one FBIOBLANK for the change, none for no change")
        try power.setOutputOn(true)
        #expect(device.calls.filter { $0 == "unblank" }.count == 2, "at start, and to wake")

        try power.setOutputOn(false)
        display.shutdown()
        #expect(device.calls.suffix(from: device.calls.lastIndex(of: "blank")!).contains("unblank"), "not left dark on exit")
    }

    @Test func aRefusedBlankKeepsTheOutputOnAndSaysWhy() throws {
        let device = try FramebufferFixtures.device()
        var config = DisplayConfig()
        config.fbdev = device.path
        let display = try FBDevDisplay(options: config, useConsole: false) { _ throws(DisplayError) in device }
        device.failures["blank"] = Errno.invalidArgument
        #expect(throws: SystemError.self) { try display.setOutputOn(false) }
        #expect(display.isOutputOn)
    }
}
