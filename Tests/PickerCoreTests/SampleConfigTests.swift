import PickerSystem
import Testing
@testable import PickerCore

/// The configs shipped in configs/ must stay valid as the format evolves.
@Suite struct SampleConfigTests {
    /// configs/ in this checkout: three folders up from this file.
    static let directory = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath))) + "/configs"

    @Test(arguments: ["time", "date", "language", "wifi", "boot-profile"])
    func shippedConfigParsesAndBuildsAModel(name: String) throws {
        let bytes = try FileSystem.readFile("\(SampleConfigTests.directory)/\(name).json")
        let config = try PickerConfig.parse(bytes, directory: SampleConfigTests.directory)
        let model = try PickerModel(config: config)
        #expect(!model.columns.isEmpty)
    }
}
