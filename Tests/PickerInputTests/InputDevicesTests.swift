import Glibc
import PickerCore
import PickerSystem
import Testing
@testable import PickerInput

/// Hot-plug against a plain directory: real evdev nodes only exist in the VM
/// scenarios, but the watching, retrying and logging are the same.
@Suite struct InputDevicesTests {
    final class Log {
        var lines: [String] = []
    }

    static func makeDirectory(_ name: String) -> String {
        let path = "/tmp/pp-input-\(getpid())-\(name)"
        mkdir(path, 0o755)
        return path
    }

    /// Devices read from `settings` on an 800x480 panel, logging into `log`.
    static func watch(_ settings: InputSettings, log: Log) -> InputDevices {
        InputDevices(settings: settings, panel: PanelGeometry(widthPx: 800, heightPx: 480), log: { log.lines.append($0) })
    }

    static func touchFile(_ path: String) throws {
        let fd = try FileDescriptor.open(path, [.writeOnly, .create])
        fd.close()
    }

    @Test func aNodeThatAppearsIsTriedOnceAndOthersAreLeftAlone() throws {
        let directory = InputDevicesTests.makeDirectory("appear")
        defer { rmdir(directory) }
        let log = Log()
        let devices = InputDevicesTests.watch(InputSettings(inputDirectory: directory), log: log)
        defer { devices.close() }
        #expect(devices.pollDescriptors.count == 1, "only the hot-plug watch while there are no devices")
        #expect(devices.readEvents(nowUs: 0).isEmpty)

        try InputDevicesTests.touchFile(directory + "/event3")
        try InputDevicesTests.touchFile(directory + "/mouse0")
        defer { unlink(directory + "/event3"); unlink(directory + "/mouse0") }
        #expect(devices.readEvents(nowUs: 1000).isEmpty)
        #expect(log.lines == ["input: cannot open \(directory)/event3: Inappropriate ioctl for device"])
        // Its permissions change (as udev does after creating a node): tried again, the same failure is not logged again.
        chmod(directory + "/event3", 0o600)
        _ = devices.readEvents(nowUs: 2000)
        #expect(log.lines.count == 1)
        #expect(devices.devicesInUse.isEmpty)
    }

    @Test func onlyTheDescriptorsPollReportedAreRead() throws {
        let directory = InputDevicesTests.makeDirectory("readable")
        defer { rmdir(directory) }
        let log = Log()
        let devices = InputDevicesTests.watch(InputSettings(inputDirectory: directory), log: log)
        defer { devices.close() }
        try InputDevicesTests.touchFile(directory + "/event4")
        defer { unlink(directory + "/event4") }
        _ = devices.readEvents(nowUs: 0, readable: [])
        #expect(log.lines.isEmpty, "the hot-plug watch was not reported readable")
        _ = devices.readEvents(nowUs: 0, readable: devices.pollDescriptors)
        #expect(log.lines == ["input: cannot open \(directory)/event4: Inappropriate ioctl for device"])
    }

    @Test func theInputDirectoryAppearingLaterIsWatched() throws {
        let parent = InputDevicesTests.makeDirectory("late")
        let directory = parent + "/input"
        defer { rmdir(directory); rmdir(parent) }
        let log = Log()
        let devices = InputDevicesTests.watch(InputSettings(inputDirectory: directory), log: log)
        defer { devices.close() }
        mkdir(directory, 0o755)
        _ = devices.readEvents(nowUs: 0)
        try InputDevicesTests.touchFile(directory + "/event0")
        defer { unlink(directory + "/event0") }
        _ = devices.readEvents(nowUs: 1000)
        #expect(log.lines == ["input: cannot open \(directory)/event0: Inappropriate ioctl for device"])
    }

    @Test func anExplicitListOpensOnlyItsDevices() throws {
        let directory = InputDevicesTests.makeDirectory("explicit")
        defer { rmdir(directory) }
        try InputDevicesTests.touchFile(directory + "/event1")
        try InputDevicesTests.touchFile(directory + "/event2")
        defer { unlink(directory + "/event1"); unlink(directory + "/event2") }
        let log = Log()
        let devices = InputDevicesTests.watch(InputSettings(devicePaths: [directory + "/event2", directory + "/missing"]), log: log)
        defer { devices.close() }
        #expect(log.lines == ["input: cannot open \(directory)/event2: Inappropriate ioctl for device"])
    }

    @Test func inputTimeNeverGoesBackWithinOrAcrossDevices() {
        let directory = InputDevicesTests.makeDirectory("clock")
        defer { rmdir(directory) }
        let devices = InputDevicesTests.watch(InputSettings(inputDirectory: directory), log: Log())
        defer { devices.close() }
        var output: [TimedInputEvent] = []
        devices.append([TimedInputEvent(timeUs: 100, event: .key(.down))], from: 0, into: &output)
        devices.append([TimedInputEvent(timeUs: 50, event: .key(.up))], from: 1, into: &output)
        devices.append([TimedInputEvent(timeUs: 40, event: .encoder(delta: 1)), TimedInputEvent(timeUs: 120, event: .encoder(delta: 1))],
                       from: 0, into: &output)
        #expect(output.map(\.timeUs) == [100, 100, 100, 120])
    }
}
