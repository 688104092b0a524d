import PickerCore
import PickerRender
import PickerSystem

/// A config file read, checked and laid out as `render` and `simulate` use it: its keys, its
/// model, and the fonts and images it names opened at the config's size.
struct ConfigFile {
    let config: PickerConfig
    /// Sized as the renderer lays the rows out (large text, a horizontal picker's item width).
    let model: PickerModel
    let layout: PickerLayout
    let renderer: PickerRenderer

    /// Every error that comes from what the file says, a key or a font or image that cannot be
    /// opened, is `config FILE: ...` (`ConfigError.inFile`); that it cannot be read is said apart.
    /// `atPreferredSize`: laid out at the least size that shows every row whole
    /// (`PickerConfiguration.preferredSize()`), not the config's `size`.
    init(path: String, atPreferredSize: Bool = false) throws(UsageError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: PickerConfig.maximumFileBytes)
        } catch {
            throw UsageError("cannot read config \(path): \(SystemError.reason(of: error))")
        }
        let parsed: PickerConfig, unsized: PickerModel
        do throws(ConfigError) {
            parsed = try PickerConfig.parse(bytes, directory: FileSystem.directoryName(of: path))
            unsized = try PickerModel(config: parsed)
        } catch {
            throw Self.problem(in: path, error)
        }
        do {
            let size = atPreferredSize ? try PickerRenderer.preferredSize(config: parsed, model: unsized, files: .anywhere) : nil
            (model, layout, renderer) = try PickerRenderer.sizing(config: parsed, model: unsized, width: size?.width, height: size?.height)
        } catch {
            throw Self.problem(in: path, error)
        }
        if let note = renderer.largeTextNote { StandardStreams.printError("panel-picker: config \(path): \(note)") }
        config = parsed
    }

    private static func problem(in path: String, _ error: some Error) -> UsageError {
        UsageError(ConfigError.inFile(path, "\(error)"))
    }
}
