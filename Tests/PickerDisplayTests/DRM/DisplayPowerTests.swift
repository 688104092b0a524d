import PickerCore
import PickerRender
import Testing
@testable import PickerDisplay

/// Idle sleep on DRM: the output turns off and on again with no modeset of another buffer.
@Suite struct DisplayPowerTests {
    private func open(_ device: FakeKMSDevice, api: DisplayConfig.API = .auto) throws(DisplayError) -> DRMDisplay {
        var config = DisplayConfig()
        config.card = device.path
        config.api = api
        return try DRMDisplay(options: config, useConsole: false) { _ throws(DisplayError) in device }
    }

    @Test func atomicSleepSetsTheCRTCInactiveAndWakeActiveWithNothingElse() throws {
        let device = try FakeKMSDevice()
        let display = try open(device)
        let power = try #require(display.power)
        let before = device.calls.count
        try power.setOutputOn(false)
        #expect(!power.isOutputOn)
        try power.setOutputOn(false)
        try power.setOutputOn(true)
        #expect(Array(device.calls[before...]) == ["atomicCommit(modeset) active 0", "atomicCommit(modeset) active 1"])
        display.shutdown()
    }

    @Test func legacySleepIsTheConnectorsDPMSProperty() throws {
        let device = try FakeKMSDevice()
        device.failures["atomicCommit(test)"] = 22
        let display = try open(device, api: .legacy)
        let before = device.calls.count
        try display.setOutputOn(false)
        try display.setOutputOn(true)
        // Connector 32's DPMS is property 3212 in the fake; DRM_MODE_DPMS_OFF is 3, ON 0.
        #expect(Array(device.calls[before...]) == ["setConnectorProperty 32 property 3212 value 3", "setConnectorProperty 32 property 3212 value 0"])
        display.shutdown()
    }

    @Test func sleepWaitsForAQueuedFlipFirst() throws {
        let device = try FakeKMSDevice()
        let display = try open(device)
        try display.present { buffer, _ in [buffer.bounds] }
        device.completeFlip(userData: 1, atUs: 10)
        try display.setOutputOn(false)
        #expect(display.readiness(nowUs: 20) != .afterEvents)
        #expect(device.calls.last == "atomicCommit(modeset) active 0")
    }

    @Test func aRefusedSleepLeavesTheOutputOnAndSaysWhy() throws {
        let device = try FakeKMSDevice()
        device.failures["atomicCommit(active)"] = 22
        let display = try open(device)
        #expect(throws: DisplayError.self) { try display.setOutputOn(false) }
        #expect(display.isOutputOn)
    }

    @Test func offscreenHasNoPowerSwitch() {
        #expect(OffscreenDisplay(width: 10, height: 10).power == nil)
    }
}
