import PickerCore
import PickerRender
import PickerSystem

/// A picker's description: the same JSON document `panel-picker` reads
/// (docs/config.md), parsed and validated. A value; Sendable.
public struct PickerConfiguration: Equatable, Sendable {
    /// The parsed config.
    package let config: PickerConfig
    /// The model it describes, built once when the config was validated.
    package let model: PickerModel
    /// The document it was parsed from, for edits and `get_state`.
    package let document: JSONObject
    /// Where relative font and image paths are resolved.
    package let directory: String
    /// Where the fonts and images it names may be opened from: anywhere for a config file or a
    /// host program's config, beneath the allowed folders for one a control client made.
    package let files: FileAccess
    /// The data source and style it was made from, for `reloadData()` and `reloadColumn(_:)`; nil for a document.
    let contentSource: ContentSource?
    /// What its parse errors were named after (`config`, `config FILE`), so that a font or image it
    /// names that cannot be opened is named so too (trial 35); nil for a document built in code.
    private(set) var errorSource: String?

    /// Parses a config file; relative paths in it are taken from the file's folder.
    public init(contentsOfFile path: String) throws(PickerError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: PickerConfig.maximumFileBytes)
        } catch {
            throw PickerError(.badInput, "cannot read config \(path): \(SystemError.reason(of: error))")
        }
        try self.init(jsonBytes: bytes, directory: FileSystem.directoryName(of: path), source: ConfigError.naming(file: path))
    }

    /// Parses a config from JSON text; relative paths are taken from `directory`.
    public init(json: String, directory: String = ".") throws(PickerError) {
        try self.init(jsonBytes: Array(json.utf8), directory: directory, source: "config")
    }

    /// Parses config bytes; `source` names them in error messages.
    package init(jsonBytes: [UInt8], directory: String, source: String) throws(PickerError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(jsonBytes)
        } catch {
            throw PickerError(.badInput, "\(source): \(error)")
        }
        guard case .object(let object) = value else {
            throw PickerError(.badInput, "\(source): expected a JSON object, got \(value.kindDescription)")
        }
        do throws(ConfigError) {
            try self.init(document: object, directory: directory)
        } catch {
            let files = PickerRenderer.problems(openingFilesOf: object, directory: directory, files: .anywhere)
            throw PickerError(.badInput, "\(source): " + (["\(error)"] + files).joined(separator: "; also "))
        }
        errorSource = source
    }

    /// Validates a config document as the config file rules say (the model too, so a
    /// `selected` value that does not exist fails here and not later).
    package init(document: JSONObject, directory: String, files: FileAccess = .anywhere) throws(ConfigError) {
        try self.init(document: document, directory: directory, files: files, contentSource: nil)
    }

    init(document: JSONObject, directory: String, files: FileAccess, contentSource: ContentSource?) throws(ConfigError) {
        let config = try PickerConfig.decode(.object(document), directory: directory)
        model = try PickerModel(config: config)
        self.config = config
        self.document = document
        self.directory = directory
        self.files = files
        self.contentSource = contentSource
    }

    /// `confirm.result_file`, where `panel-picker run` writes a confirmed selection.
    package var resultFile: String? { config.confirm.resultFile }
    /// `mode: daemon`: a confirm is reported and the picker keeps running.
    package var isDaemon: Bool { config.mode == .daemon }
    /// `control` in the config.
    package var control: ControlConfig { config.control }

    /// The document as compact JSON text.
    public var json: String { JSONValue.object(document).serialized }

    /// The least size at which the picker shows everything whole, for a host laying it out (UIKit's
    /// `sizeThatFits`): as tall as the rows it shows (`visible_rows`, else five, at `row_height` plus
    /// `row_spacing`, grown under large text), and as wide as the least width at which every row in
    /// the band, trailing text and dates included, shows whole in the fonts the config asks for (a
    /// horizontal picker: as wide as its items, as tall as that). The config's own `size` is not a
    /// limit. Give the picker a larger rectangle and it uses the room; a smaller one cuts text or
    /// shrinks a default font, as on a small panel.
    /// - Throws: `.badInput` when no size up to 8,192 px shows every row whole, naming why.
    public func preferredSize() throws(PickerError) -> PickerSize {
        do throws(RenderError) {
            let size = try PickerRenderer.preferredSize(config: config, model: model, files: files)
            return PickerSize(width: size.width, height: size.height)
        } catch {
            throw naming(PickerError(.badInput, "\(error)"))
        }
    }
}

extension PickerConfiguration: CustomStringConvertible {
    /// A summary for logs and `print`, `PickerConfiguration(800x480, 3 columns in 1 section, from ".")`:
    /// `json` is the whole document. A configuration that gives no size says so, as its picker takes
    /// the display's or the rectangle's (trial 36 read 800x480 for a 160x96 rectangle).
    public var description: String {
        let sections = config.sections.count.counted("section")
        let size = config.sizeGiven ? "\(config.width)x\(config.height)" : "no size given"
        return "PickerConfiguration(\(size), \(model.columns.count.counted("column")) in \(sections), from \"\(directory)\")"
    }
}

extension PickerConfiguration {
    /// `error` as the program that made this configuration wrote it: by the style's properties and the
    /// data source's answers when it came from them (`style.fontPaths`, not `theme.font`); a parsed
    /// config's bad input after what it was parsed from (`config: columns[0].items[2].image: …`), as
    /// its parse errors are (trial 35); one built in code as it is.
    func naming(_ error: PickerError) -> PickerError {
        if let contentSource { return contentSource.error(error) }
        guard let errorSource, error.kind == .badInput else { return error }
        return PickerError(error.kind, "\(errorSource): \(error.message)")
    }
}
