import PickerCore

extension PickerConfiguration {
    /// A configuration whose content comes from `dataSource` and whose look from `style`.
    /// Relative image and font paths are taken from `directory`.
    /// - Throws: `.badInput` naming what the answers got wrong (e.g. `sections[0].columns[1].items: expected at least one item`).
    public init(dataSource: any PickerDataSource, style: PickerStyle = PickerStyle(), directory: String = ".") throws(PickerError) {
        do throws(ConfigError) {
            try self.init(document: DataSourceDocument.document(dataSource, style: style), directory: directory)
        } catch {
            throw PickerError(.badInput, "data source: \(error)")
        }
    }
}

extension Picker {
    /// A picker whose content comes from `dataSource` (kept weakly, as UIKit
    /// keeps its data sources) and whose look comes from `style`.
    public convenience init(dataSource: any PickerDataSource, style: PickerStyle = PickerStyle(), backend: PickerBackend? = nil,
                            clock: PickerClock = .monotonic, log: @escaping (String) -> Void = { _ in }) throws(PickerError) {
        try self.init(configuration: PickerConfiguration(dataSource: dataSource, style: style), backend: backend, clock: clock, log: log)
        contentSource = ContentSource(dataSource: dataSource, style: style)
    }

    /// Asks the data source everything again and shows the answers, as `reload(_:)` describes:
    /// when only rows changed, motions go on and each changed column behaves as `reloadColumn(_:)`.
    /// Delegate calls: one `didSelect` per column whose selected value changed; nothing else.
    /// - Throws: `.badInput` when there is no data source, or its answers are not a valid picker.
    public func reloadData() throws(PickerError) {
        let source = try requireContentSource()
        try reload(PickerConfiguration(dataSource: source.dataSource, style: source.style, directory: configuration.directory))
    }

    /// Asks the data source for one column's rows again (the column's index
    /// counts across sections); the other columns go on moving undisturbed.
    /// The selection, a motion in progress and the delegate calls (one `didSelect` when the
    /// selected value changed, nothing else) are as `reloadColumn(_:items:)` describes.
    public func reloadColumn(_ column: Int) throws(PickerError) {
        guard !isClosed else { return }
        let source = try requireContentSource()
        var first = 0
        for section in 0..<source.dataSource.numberOfSections() {
            let count = source.dataSource.numberOfColumns(inSection: section)
            if column < first + count {
                try reloadColumn(column, section: section, inner: column - first, from: source.dataSource)
                return
            }
            first += count
        }
        throw PickerError(.badInput, "column \(column) does not exist (the data source has \(first) columns)")
    }

    /// Writes the data source's new answers for one column into the configuration,
    /// validates it, and moves only that column onto the new rows.
    private func reloadColumn(_ column: Int, section: Int, inner: Int, from dataSource: any PickerDataSource) throws(PickerError) {
        var document = configuration.document
        guard case .array(var sections)? = document["sections"], sections.indices.contains(section),
              case .object(var sectionEntry) = sections[section], case .array(var columns)? = sectionEntry["columns"],
              columns.indices.contains(inner), case .object(let old) = columns[inner]
        else {
            throw PickerError(.badInput, "column \(column): the data source now has a column the picker does not show; call reloadData()")
        }
        var entry = DataSourceDocument.columnEntry(dataSource, column: inner, section: section, index: column, widths: nil)
        entry["width"] = old["width"]
        columns[inner] = .object(entry)
        sectionEntry["columns"] = .array(columns)
        sections[section] = .object(sectionEntry)
        document["sections"] = .array(sections)
        let reloaded: PickerConfiguration
        let model: PickerModel
        do throws(ConfigError) {
            reloaded = try PickerConfiguration(document: document, directory: configuration.directory, files: configuration.files)
            model = try PickerModel(config: reloaded.config)
        } catch {
            throw PickerError(.badInput, "data source: \(error)")
        }
        try openRows(of: reloaded)
        configuration = reloaded
        try reloadRows(inColumn: column, with: model.columns[column].rows, disabledRows: model.columns[column].disabledRows)
        renderer.close(rowsNotIn: reloaded.config)
    }

    private func requireContentSource() throws(PickerError) -> (dataSource: any PickerDataSource, style: PickerStyle) {
        guard let source = contentSource, let dataSource = source.dataSource else {
            throw PickerError(.badInput, "this picker has no data source (it was made from a configuration, or the data source was released)")
        }
        return (dataSource, source.style)
    }
}

/// The data source and style a picker was made from; the data source is held weakly.
struct ContentSource {
    weak var dataSource: (any PickerDataSource)?
    var style: PickerStyle

    init(dataSource: any PickerDataSource, style: PickerStyle) {
        self.dataSource = dataSource
        self.style = style
    }
}
