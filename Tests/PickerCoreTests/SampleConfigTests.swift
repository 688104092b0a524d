import PickerSystem
import Testing
@testable import PickerCore

/// The configs shipped in configs/ must stay valid as the format evolves.
@Suite struct SampleConfigTests {
    /// configs/ in this checkout: three folders up from this file.
    static let directory = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath))) + "/configs"

    @Test(arguments: ["time", "time-24h", "date", "language", "wifi", "boot-profile"])
    func shippedConfigParsesAndBuildsAModel(name: String) throws {
        let bytes = try FileSystem.readFile("\(SampleConfigTests.directory)/\(name).json")
        let config = try PickerConfig.parse(bytes, directory: SampleConfigTests.directory)
        let model = try PickerModel(config: config)
        #expect(!model.columns.isEmpty)
    }

    /// A clock with AM/PM counts hours 1 to 12; one without counts 0 to 23 (never "14 28 PM").
    @Test(arguments: [("time", Array(1...12).map(String.init), true), ("time-24h", (0...23).map { $0 < 10 ? "0\($0)" : "\($0)" }, false)])
    func theClocksCountTheirHoursTheirOwnWay(name: String, hours: [String], hasAMPM: Bool) throws {
        let bytes = try FileSystem.readFile("\(SampleConfigTests.directory)/\(name).json")
        let model = try PickerModel(config: try PickerConfig.parse(bytes, directory: SampleConfigTests.directory))
        let hour = try #require(model.columns.first { $0.id == "hour" })
        #expect((0..<hour.rowCount).map { hour.row($0).value } == hours)
        #expect(model.columns.contains { $0.id == "ampm" } == hasAMPM)
    }
}
