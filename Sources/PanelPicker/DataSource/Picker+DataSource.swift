import PickerCore
import PickerRender
import PickerSystem

extension PickerConfiguration {
    /// A configuration whose content comes from `dataSource` (kept weakly, as UIKit keeps its data
    /// sources) and whose look from `style`. Relative image and font paths are taken from `directory`.
    /// A picker made from it can `reloadData()` and `reloadColumn(_:)`.
    /// - Throws: `.badInput` naming what was wrong: a style's value by its property
    ///   (`style.visibleRows: expected an odd whole number from 1 to 31, got 4`), the data source's
    ///   answers by the method that gave them (`data source: sections[0].columns[1]: numberOfRows(inColumn: 1, section: 0)
    ///   returned 0; expected 1 or more rows`), else by the config key they became
    ///   (`data source: sections[0].columns[1]: the band's 30 px of room show no character of "Kitchen", …`).
    ///
    /// `settings` is a JSON object with what is the device's, not the content's or the style's: the
    /// config file's `display`, `input`, `control`, `state`, `mqtt` and `speech` sections, e.g.
    /// `#"{"display": {"rotation": 90}, "input": {"calibration": [0, 1, 0, -1, 0, 1]}}"#`. Its errors
    /// are named after `settings:`.
    public init(dataSource: any PickerDataSource, style: PickerStyle = PickerStyle(), directory: String = ".",
                settings: String? = nil) throws(PickerError) {
        let source = ContentSource(dataSource: dataSource, style: style, settings: settings)
        var (document, unread) = try DataSourceDocument.document(dataSource, style: style)
        let (entries, refused) = try ContentSource.settingsEntries(settings)
        for (key, value) in entries { document[key] = value }
        // A key the settings may not give, and a column that could not be read, are named beside
        // what the rest gets wrong (trials 28 and 32).
        let problems = unread + refused
        do throws(ConfigError) {
            try self.init(document: document, directory: directory, files: .anywhere, contentSource: source)
        } catch {
            throw Self.refusal(problems + [source.error(error).message], document: document, directory: directory, files: .anywhere,
                               source: source)
        }
        if !problems.isEmpty { throw Self.refusal(problems, document: document, directory: directory, files: .anywhere, source: source) }
    }

    /// A data source's mistakes, `clauses`, with every font and image its `document` names that
    /// cannot be opened, as one refusal: not in a second round once the rest is mended (trial 36).
    static func refusal(_ clauses: [String], document: JSONObject, directory: String, files: FileAccess, source: ContentSource) -> PickerError {
        let unopened = PickerRenderer.problems(openingFilesOf: document, directory: directory, files: files).map(source.renamed)
        return PickerError(.badInput, (clauses + unopened).joined(separator: "; also "))
    }
}

extension Picker {
    /// A picker whose content comes from `dataSource` (kept weakly, as UIKit
    /// keeps its data sources) and whose look comes from `style`; relative image and font paths
    /// are taken from `directory`.
    public convenience init(dataSource: any PickerDataSource, style: PickerStyle = PickerStyle(), directory: String = ".",
                            settings: String? = nil, backend: PickerBackend? = nil, clock: PickerClock = .monotonic,
                            log: @escaping (String) -> Void = { _ in }) throws(PickerError) {
        let configuration = try PickerConfiguration(dataSource: dataSource, style: style, directory: directory, settings: settings)
        try self.init(configuration: configuration, backend: backend, clock: clock, log: log)
    }

    /// A picker whose content comes from `dataSource` and look from `style`, drawn into
    /// `renderTarget`, a buffer your program owns and shows, as `init(configuration:renderTarget:clock:log:)`
    /// describes: its size is the target's rectangle, and it opens no display and no input device.
    public convenience init(dataSource: any PickerDataSource, style: PickerStyle = PickerStyle(), directory: String = ".",
                            settings: String? = nil, renderTarget: PickerRenderTarget, clock: PickerClock = .monotonic,
                            log: @escaping (String) -> Void = { _ in }) throws(PickerError) {
        let configuration = try PickerConfiguration(dataSource: dataSource, style: style, directory: directory, settings: settings)
        try self.init(configuration: configuration, renderTarget: renderTarget, clock: clock, log: log)
    }

    /// Asks the data source everything again and shows the answers, as `reload(_:)` describes:
    /// when only rows changed, motions go on and each changed column behaves as `reloadColumn(_:)`;
    /// when columns, sections or the style changed, motions stop where the wheel is, and a date
    /// section whose `selected` changed shows the new date.
    /// Delegate calls: one `didSelect` per column (matched by id) whose selected value changed; nothing else.
    /// - Throws: `.badInput` when there is no data source, or its answers are not a valid picker.
    public func reloadData() throws(PickerError) {
        try requireOpen("reloadData")
        let source = try requireContentSource("reloadData")
        let reloaded = try PickerConfiguration(dataSource: source.dataSource, style: source.style, directory: configuration.directory,
                                               settings: source.settings)
        try reload(reloaded)
    }

    /// Asks the data source for one column's rows again (the column's index
    /// counts across sections); the other columns go on moving undisturbed.
    /// The selection, a motion in progress and the delegate calls (one `didSelect` when the
    /// selected value changed, nothing else) are as `reloadColumn(_:items:)` describes.
    /// - Throws: `.badInput` for a column that does not exist or is a date or time section's (`reloadData()` reloads those).
    public func reloadColumn(_ column: Int) throws(PickerError) {
        try requireOpen("reloadColumn")
        try enterNested("reloadColumn", "reload")
        defer { nestedCalls -= 1 }
        let source = try requireContentSource("reloadColumn")
        var first = 0
        for section in 0..<(try DataSourceDocument.sectionCount(source.dataSource)) {
            let count = try DataSourceDocument.columnCount(source.dataSource, inSection: section)
            // A negative column is in no section: the loop runs out and names it as one past the end.
            if column >= 0 && column < first + count {
                // Named by its id, as a config picker's are (trial 52 read one with and one without).
                let named = "column \(column)" + (engine.model.columns.indices.contains(column) ? " \"\(engine.model.columns[column].id)\"" : "")
                guard source.dataSource.dateSection(section) == nil else {
                    throw PickerError(.badInput, "reloadColumn: \(named) is a date section's; its rows are the calendar's (call reloadData() for a new date section)")
                }
                guard source.dataSource.timeSection(section) == nil else {
                    throw PickerError(.badInput, "reloadColumn: \(named) is a time section's; its rows are the clock's (call reloadData() for a new time section)")
                }
                try reloadColumn(column, section: section, inner: column - first, from: source)
                return
            }
            first += count
        }
        throw PickerError(.badInput, "reloadColumn: column \(column) does not exist (the data source has \(first.counted("column")))")
    }

    /// Writes the data source's new answers for one column into the configuration,
    /// validates it, and moves only that column onto the new rows.
    private func reloadColumn(_ column: Int, section: Int, inner: Int,
                              from source: (dataSource: any PickerDataSource, style: PickerStyle, settings: String?)) throws(PickerError) {
        let dataSource = source.dataSource
        let namer = ContentSource(dataSource: dataSource, style: source.style, settings: source.settings)
        var document = configuration.document
        guard case .array(var sections)? = document["sections"], sections.indices.contains(section),
              case .object(var sectionEntry) = sections[section], case .array(var columns)? = sectionEntry["columns"],
              columns.indices.contains(inner), case .object(let old) = columns[inner]
        else {
            throw PickerError(.badInput, "reloadColumn: column \(column): the data source now has a column the picker does not show; call reloadData()")
        }
        var problems: [String] = []
        var entry = try DataSourceDocument.columnEntry(dataSource, column: inner, section: section, index: column, widths: nil,
                                                       problems: &problems)
        entry["width"] = old["width"]
        columns[inner] = .object(entry)
        sectionEntry["columns"] = .array(columns)
        sections[section] = .object(sectionEntry)
        document["sections"] = .array(sections)
        // Large text as the host's style has it: the user's choice is applied as any reload applies it.
        if let configured = largeTextChoice?.configured { document = PickerConfiguration.document(document, withLargeText: configured) }
        let reloaded: PickerConfiguration
        do throws(ConfigError) {
            reloaded = try PickerConfiguration(document: document, directory: configuration.directory, files: configuration.files,
                                               contentSource: configuration.contentSource)
        } catch {
            // The files the new rows name are checked beside the rest, as `reloadData()` does (trial 38).
            throw PickerConfiguration.refusal(problems + [namer.error(error).message], document: document,
                                              directory: configuration.directory, files: configuration.files, source: namer)
        }
        if !problems.isEmpty { throw PickerError(.badInput, problems.joined(separator: "; also ")) }
        try reloadKeepingLargeTextChoice(reloaded) { next throws(PickerError) in
            let resizing: Resizing
            do throws(PickerError) {
                try openRows(of: next)
                resizing = try self.resizing(for: next)
            } catch {
                throw namer.error(error)
            }
            // A horizontal picker's items sized anew for the new titles: motions stop, as for `reloadData()`.
            if case .rebuild = resizing { return try reloadAsGiven(next, changedRowsIn: nil) }
            let rows = next.model.columns[column]
            try reloadRows(inColumn: column, with: rows.rows, disabledRows: rows.disabledRows, of: next, resizing: resizing)
        }
    }

    /// The picker holds its data source weakly, as UIKit does; one that nothing else held went
    /// unnoticed until the next reload threw (trial 20, issue 31). The loop's first turn after it
    /// went logs it once: the picker goes on with the rows it has.
    func noticeReleasedDataSource() {
        guard !dataSourceReleaseLogged, let source = configuration.contentSource, source.dataSource == nil else { return }
        dataSourceReleaseLogged = true
        log("data source released: nothing else holds it, so the picker keeps the rows it has and reloadData() and reloadColumn(_:) will throw; hold the data source as long as the picker")
    }

    func requireContentSource(_ call: String) throws(PickerError) -> (dataSource: any PickerDataSource, style: PickerStyle, settings: String?) {
        guard let source = configuration.contentSource else {
            throw PickerError(.badInput, "\(call): this picker has no data source (it shows a configuration: it was made from one, or reload(_:) gave it one)")
        }
        // Trial 52 was given three causes where the picker knows which one it was.
        guard let dataSource = source.dataSource else {
            throw PickerError(.badInput, "\(call): the data source was released, as nothing else held it; hold it as long as the picker")
        }
        return (dataSource, source.style, source.settings)
    }
}

/// The data source and style a configuration was made from; the data source is held weakly.
///
/// Unchecked: the data source is only ever asked from the thread that uses the picker (it goes
/// along with the picker, as the delegate does), never from the configuration's own copies.
struct ContentSource: Equatable, @unchecked Sendable {
    weak var dataSource: (any PickerDataSource)?
    var style: PickerStyle
    /// The device's sections, as the host gave them (`PickerConfiguration(dataSource:style:directory:settings:)`).
    var settings: String?

    init(dataSource: any PickerDataSource, style: PickerStyle, settings: String?) {
        self.dataSource = dataSource
        self.style = style
        self.settings = settings
    }

    static func == (a: ContentSource, b: ContentSource) -> Bool {
        a.dataSource === b.dataSource && a.style == b.style && a.settings == b.settings
    }

    /// The config sections `settings` may give: the device's, which neither a data source nor a style says.
    static let settingsKeys = ["display", "input", "control", "state", "mqtt", "speech"]

    /// The sections of `settings` it may give, and a refusal for each other key (the config's own
    /// rules check the rest).
    static func settingsEntries(_ settings: String?) throws(PickerError) -> (entries: [(String, JSONValue)], refused: [String]) {
        guard let settings else { return ([], []) }
        let object: JSONObject
        let shape = #"a JSON object such as {"display": {"rotation": 90}}"#
        do {
            guard case .object(let parsed) = try JSONParser.parse(Array(settings.utf8)) else {
                throw PickerError(.badInput, "settings: expected \(shape)")
            }
            object = parsed
        } catch let error as PickerError {
            throw error
        } catch {
            throw PickerError(.badInput, "settings: is not JSON (expected \(shape)): \(error)")
        }
        let given = "settings give " + settingsKeys.map { "\"\($0)\"" }.joined(separator: ", ")
        let refused = object.entries.filter { !settingsKeys.contains($0.key) }.map { entry in
            let key = entry.key
            if key == "columns" || key == "sections" { return "settings: \(key.quotedForMessage) is the data source's; \(given)" }
            if PickerStyle.configKeys.contains(key) { return "settings: \(key.quotedForMessage) is the style's (PickerStyle); \(given)" }
            let guess = KeySpelling.nearest(to: key, among: settingsKeys).map { "did you mean \"\($0)\"? " } ?? ""
            return "settings: unknown key \(key.quotedForMessage); \(guess)\(given)"
        }
        return (object.entries.filter { settingsKeys.contains($0.key) }.map { ($0.key, $0.value) }, refused)
    }

    /// An error in what the data source and style said: a style's value is named by its Swift
    /// property (large text that cuts a column's titles by `style.largeText.capHeightPx`), a row's
    /// and a date section's by the data source's method and property, anything else (a column,
    /// `sections[0].columns[1]`) by its config key, after "data source:"; each of a config's problems
    /// so (trial 27: of a style's several mistakes, only the first was named by its Swift property,
    /// the rest by config keys).
    func error(_ error: ConfigError) -> PickerError {
        PickerError(.badInput, error.each.map { renamed($0.description) }.joined(separator: "; also "))
    }

    func renamed(_ message: String) -> String {
        // A settings section's key is the settings' own: named as the host wrote it.
        if Self.settingsKeys.contains(where: { message.hasPrefix($0) && [".", ":", "["].contains(message.dropFirst($0.count).first) }) {
            return "settings: \(message)"
        }
        if let renamed = PickerStyle.renamingStyleKey(in: message) ?? PickerStyle.renamingLargeTextCut(in: message)
            ?? PickerStyle.renamingLargeTextLeftOut(in: message) ?? PickerStyle.renamingTrailingTextLeftOut(in: message) {
            return renamed
        }
        let renamed = PickerRowContent.renamingRowKey(in: message, of: dataSource) ?? PickerDateSection.renamingDateKey(in: message)
            ?? PickerTimeSection.renamingTimeKey(in: message) ?? DataSourceDocument.renamingColumnKey(in: message)
        return "data source: " + (renamed ?? message)
    }

    /// The same for a file they named that could not be opened (a font is the style's, a row's
    /// image or font the data source's); a device's failure is nobody's answer and stays as it is.
    /// Each of the files named in one message (`…; also …`) is renamed on its own.
    func error(_ error: PickerError) -> PickerError {
        guard error.kind == .badInput else { return error }
        return PickerError(.badInput, error.message.parts(separatedBy: "; also ").map(renamed).joined(separator: "; also "))
    }
}
