import PickerCore
import Testing
@testable import PickerDisplay

@Suite struct OutputChoiceTests {
    @Test(arguments: [
        (nil, "DSI-1"),
        ("Virtual-1", "Virtual-1"),
        ("DSI-1", "DSI-1"),
    ] as [(String?, String)])
    func choosesTheNamedOrFirstConnectedConnector(requested: String?, expected: String) throws {
        let path = try OutputChoice.choose(in: KMSFixtures.twoOutputs, connector: requested, mode: nil, device: "/dev/dri/card0")
        #expect(path.connector.name == expected)
    }

    @Test(arguments: [
        ("HDMI-A-2", DisplayError.connectorNotFound(device: "/dev/dri/card0", requested: "HDMI-A-2", available: ["HDMI-A-1", "DSI-1", "Virtual-1"])),
        ("HDMI-A-1", .connectorDisconnected(device: "/dev/dri/card0", connector: "HDMI-A-1")),
    ])
    func refusesAMissingOrDisconnectedConnector(requested: String, expected: DisplayError) {
        #expect(throws: expected) {
            try OutputChoice.choose(in: KMSFixtures.twoOutputs, connector: requested, mode: nil, device: "/dev/dri/card0")
        }
    }

    @Test func reportsWhenNoConnectorIsConnected() {
        var resources = KMSFixtures.twoOutputs
        resources.connectors = resources.connectors.map { var c = $0; c.isConnected = false; return c }
        #expect(throws: DisplayError.noConnectedConnector(devices: ["/dev/dri/card1"],
                                                          connectors: ["HDMI-A-1 disconnected", "DSI-1 disconnected", "Virtual-1 disconnected"])) {
            try OutputChoice.choose(in: resources, connector: nil, mode: nil, device: "/dev/dri/card1")
        }
    }

    @Test(arguments: [
        (nil, 1280, 720, 60),                                          // the preferred mode
        (DisplayConfig.Mode.requested(width: 1920, height: 1080), 1920, 1080, 60),
        (.requested(width: 1280, height: 720, refreshHz: 50), 1280, 720, 50),
        (.requested(width: 1024, height: 768), 1024, 768, 75),        // the fastest of that size when none is preferred
        (.requested(width: 1024, height: 768, refreshHz: 60), 1024, 768, 60),  // 59.94 Hz exactly, 60 rounded
    ] as [(DisplayConfig.Mode?, Int, Int, UInt32)])
    func choosesThePreferredOrRequestedMode(request: DisplayConfig.Mode?, width: Int, height: Int, hz: UInt32) throws {
        let path = try OutputChoice.choose(in: KMSFixtures.twoOutputs, connector: "Virtual-1", mode: request, device: "card0")
        #expect(path.mode.width == width && path.mode.height == height && path.mode.vRefresh == hz)
    }

    @Test func aModeNotOfferedListsTheModesThatAre() {
        #expect(throws: DisplayError.modeNotFound(device: "card0", connector: "Virtual-1", requested: "1280x720@30",
                                                  available: ["1920x1080@60", "1280x720@60", "1280x720@50", "1024x768@60", "1024x768@75"])) {
            try OutputChoice.choose(in: KMSFixtures.twoOutputs, connector: "Virtual-1",
                                    mode: .requested(width: 1280, height: 720, refreshHz: 30), device: "card0")
        }
    }

    @Test(arguments: [("DSI-1", UInt32(51), UInt32(61)), ("Virtual-1", 50, 60)])
    func keepsTheCRTCAlreadyDrivingTheConnectorElseTakesAFreeOne(connector: String, crtc: UInt32, plane: UInt32) throws {
        let path = try OutputChoice.choose(in: KMSFixtures.twoOutputs, connector: connector, mode: nil, device: "card0")
        #expect(path.crtc.id == crtc)
        #expect(path.primaryPlane?.id == plane)
    }

    @Test func aConnectorNoCRTCCanDriveIsRefused() {
        var resources = KMSFixtures.single
        resources.encoders[0].possibleCRTCs = 0b10
        #expect(throws: DisplayError.noCRTC(device: "card0", connector: "Virtual-1")) {
            try OutputChoice.choose(in: resources, connector: nil, mode: nil, device: "card0")
        }
    }

    @Test func modeRefreshComesFromTheTimings() {
        #expect(KMSFixtures.mode(1024, 768, hz: 60, clockKHz: 56_633).refreshMilliHz == 59_940)
        #expect(KMSFixtures.mode(800, 600, hz: 75).frameIntervalUs == 13_333)
    }
}
