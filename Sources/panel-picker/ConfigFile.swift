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
        let directory = FileSystem.directoryName(of: path)
        do throws(ConfigError) {
            parsed = try PickerConfig.parse(bytes, directory: directory)
            unsized = try PickerModel(config: parsed)
        } catch {
            // The fonts and images it names that cannot be opened are named with its mistakes, as
            // the library names them (a file that is no JSON object names none).
            let document: JSONObject? = if case .object(let object)? = try? JSONParser.parse(bytes) { object } else { nil }
            let unopened = document.map { PickerRenderer.problems(openingFilesOf: $0, directory: directory, files: .anywhere) } ?? []
            throw Self.problem(in: path, (["\(error)"] + unopened).joined(separator: "; also "))
        }
        do {
            let size = atPreferredSize ? try PickerRenderer.preferredSize(config: parsed, model: unsized, files: .anywhere) : nil
            (model, layout, renderer) = try PickerRenderer.sizing(config: parsed, model: unsized, width: size?.width, height: size?.height)
        } catch {
            throw Self.problem(in: path, PickerRenderer.naming(unopenedFilesOf: parsed, besides: "\(error)", files: .anywhere))
        }
        for note in unsized.notes + [renderer.largeTextNote, renderer.monthsCutNote].compactMap({ $0 }) { StandardStreams.printError("panel-picker: config \(path): \(note)") }
        config = parsed
    }

    private static func problem(in path: String, _ problem: String) -> UsageError {
        UsageError(ConfigError.inFile(path, problem))
    }
}
