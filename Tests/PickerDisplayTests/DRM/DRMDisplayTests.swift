import PickerCore
import PickerRender
import Testing
@testable import PickerDisplay

@Suite struct DRMDisplayTests {
    private func open(_ device: FakeKMSDevice, _ configure: (inout DisplayConfig) -> Void = { _ in }) throws(DisplayError) -> DRMDisplay {
        var config = DisplayConfig()
        config.card = device.path
        configure(&config)
        return try DRMDisplay(options: config, useConsole: false) { _ throws(DisplayError) in device }
    }

    @Test func atomicModesetShowsTheFirstBufferAndFramesFlipToTheOther() throws {
        let device = try FakeKMSDevice()
        let display = try open(device)
        #expect(display.apiName == "atomic")
        #expect(device.calls.filter { $0.hasPrefix("atomicCommit") } == [
            "atomicCommit(test) fb 1102 data 0 event false", "atomicCommit(modeset) fb 1102 data 0 event false",
        ])
        try display.present { buffer, _ in [buffer.bounds] }
        #expect(device.calls.last == "atomicCommit(flip) fb 1104 data 1 event true")
        display.shutdown()
    }

    @Test func onlyTheFlipEventMovesTheQueuedBufferToTheScreen() throws {
        let device = try FakeKMSDevice()
        let display = try open(device)
        try display.present { buffer, _ in [buffer.bounds] }
        #expect(display.readiness(nowUs: 0) == .afterEvents)
        device.completeFlip(userData: 7, atUs: 5)  // not ours
        #expect(try display.handleEvents().isEmpty)
        device.completeFlip(userData: 1, atUs: 123_456)
        let timings = try display.handleEvents()
        #expect(timings.map(\.sequence) == [1] && timings.map(\.onScreenUs) == [123_456])
        // The next frame goes to the buffer that was on screen before the flip.
        try display.present { _, _ in [] }
        #expect(device.calls.last == "atomicCommit(flip) fb 1102 data 2 event true")
        device.completeFlip(userData: 2, atUs: 200_000)
        _ = try display.handleEvents()
        display.shutdown()
    }

    @Test func eachBufferIsToldWhatItMissed() throws {
        let device = try FakeKMSDevice()
        let display = try open(device)
        let small = Rect(x: 5, y: 5, width: 10, height: 10)
        var staleSeen: [[Rect]] = []
        for (sequence, damage) in [[display.bounds], [small], []].enumerated() {
            try display.present { _, stale in
                staleSeen.append(stale)
                return damage
            }
            device.completeFlip(userData: UInt64(sequence + 1), atUs: Int64(sequence))
            _ = try display.handleEvents()
        }
        #expect(staleSeen == [[display.bounds], [display.bounds], [small]])
        display.shutdown()
    }

    @Test(arguments: [DisplayConfig.API.auto, .legacy])
    func legacyIsUsedWhenAtomicFailsItsTestOrIsNotWanted(api: DisplayConfig.API) throws {
        let device = try FakeKMSDevice()
        device.failures["atomicCommit(test)"] = 22
        let display = try open(device) { $0.api = api }
        #expect(display.apiName == "legacy")
        #expect(device.calls.contains("setCRTC 50 fb 1102 connectors [32] mode 640x480@60"))
        try display.present { buffer, _ in [buffer.bounds] }
        #expect(device.calls.last == "pageFlip 50 fb 1104 data 1")
        display.shutdown()
    }

    @Test func forcedAtomicSaysWhyTheDriverRefusesIt() throws {
        let device = try FakeKMSDevice()
        device.atomicCapability = false
        #expect(throws: DisplayError.atomicUnsupported(device: "/dev/dri/card0", cause: "the driver refuses DRM_CLIENT_CAP_ATOMIC")) {
            try open(device) { $0.api = .atomic }
        }
        #expect(device.calls.suffix(2) == ["dropMaster", "close"])
    }

    @Test func aFailedModesetRestoresTheCRTCFreesBuffersAndDropsMaster() throws {
        let device = try FakeKMSDevice()
        device.failures["setCRTC"] = 28
        #expect(throws: DisplayError.self) { try open(device) { $0.api = .legacy } }
        #expect(device.calls.filter { !$0.hasPrefix("createDumb") && !$0.hasPrefix("addFB") } == [
            "setCRTC 50 fb 1102 connectors [32] mode 640x480@60",  // the modeset, refused
            "setCRTC 50 fb 0 connectors [] mode off",               // the CRTC was off before: off again
            "rmFB 1102", "destroyDumb 101", "rmFB 1104", "destroyDumb 103",
            "dropMaster", "close",
        ])
    }

    /// Issue 28: from a Plymouth splash the panel went black for 0.3 s under TCG, as the mode was
    /// set on a blank buffer at start and the first frame came a flip later. Where the CRTC shows
    /// the mode already, the mode is set with the first frame, which is then on screen.
    @Test(arguments: [DisplayConfig.API.legacy, .atomic])
    func aCRTCShowingTheModeAlreadyTakesItWithTheFirstFrame(api: DisplayConfig.API) throws {
        let device = try FakeKMSDevice(resources: KMSFixtures.twoOutputs)
        let display = try open(device) { $0.connector = "DSI-1"; $0.api = api }
        let blank = device.calls.filter { $0.hasPrefix("setCRTC 51") || $0.hasPrefix("atomicCommit(modeset)") }
        #expect(blank.isEmpty, "no mode is set before there is a frame: \(blank)")
        let timing = try display.present { buffer, _ in [buffer.bounds] }
        #expect(timing?.sequence == 1, "the first frame is on screen when present returns")
        // (This fixture's outputs have no planes, so an atomic commit names no framebuffer.)
        #expect(device.calls.last == (api == .legacy ? "setCRTC 51 fb 1104 connectors [31] mode 800x480@60"
                                                     : "atomicCommit(modeset) fb - data 0 event false"))
        #expect(display.readiness(nowUs: 0) != .afterEvents)
        try display.present { buffer, _ in [buffer.bounds] }
        #expect(device.calls.last == (api == .legacy ? "pageFlip 51 fb 1102 data 2" : "atomicCommit(flip) fb - data 2 event true"))
        display.shutdown()
        #expect(device.calls.filter { $0.hasPrefix("setCRTC") }.last == "setCRTC 51 fb 77 connectors [31] mode 800x480@60")
    }

    @Test func shutdownPutsBackTheFramebufferThatWasShowing() throws {
        let device = try FakeKMSDevice(resources: KMSFixtures.twoOutputs)
        let display = try open(device) { $0.connector = "DSI-1"; $0.api = .legacy }
        display.shutdown()
        display.shutdown()
        #expect(device.calls.filter { $0.hasPrefix("setCRTC") }.last == "setCRTC 51 fb 77 connectors [31] mode 800x480@60")
        #expect(device.calls.filter { $0 == "close" }.count == 1)
    }

    @Test(arguments: [(Int32(16), DisplayError.otherMaster(device: "/dev/dri/card0")), (13, .otherMaster(device: "/dev/dri/card0"))])
    func anotherMasterIsNamed(errno: Int32, expected: DisplayError) throws {
        let device = try FakeKMSDevice()
        device.master = false
        device.masterErrno = errno
        #expect(throws: expected) { try open(device) }
    }

    @Test func aFormatThePlaneLacksIsRefusedWithWhatItOffers() throws {
        let device = try FakeKMSDevice()
        #expect(throws: DisplayError.formatNotSupported(device: "/dev/dri/card0", format: .rgb565, offered: ["XR24"])) {
            try open(device) { $0.format = .rgb565 }
        }
    }

    @Test func rotatedDisplaysLayOutAtTheTurnedSizeAndCopyTurned() throws {
        let device = try FakeKMSDevice()
        let display = try open(device) { $0.rotationDegrees = 90 }
        #expect((display.width, display.height) == (480, 640))
        var drawnSize = (0, 0)
        try display.present { buffer, stale in
            drawnSize = (buffer.width, buffer.height)
            #expect(stale.isEmpty)  // the upright picture is kept whole; only the scanout copy ages
            return [buffer.bounds]
        }
        #expect(drawnSize == (480, 640))
        display.shutdown()
    }
}

private extension DRMDisplay {
    var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
