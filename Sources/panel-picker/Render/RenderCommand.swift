import PickerCore
import PickerRender
import PickerSystem

/// `panel-picker render`: one frame of a config into a PNG file.
struct RenderCommand {
    static let usage = """
    usage: panel-picker render --config FILE --out FILE.png [--select COL=ROW ...] [--offset COL=PX ...]
                               [--focus COL] [--disabled] [--fit] [--format xrgb8888|rgb565]

    Renders one frame at the config's size. COL is a column index or id; ROW a row's value (as
    the control socket's select and saved state find a row), else for a number the row whose
    value is that number with or without leading zeros (month=8 is the row whose value is "08")
    or a range's row of that number (temp=21 is "21 °C"), else a row index when no row has
    either; a disabled row is refused. A date section's year,
    month and day are selected together, whatever the order of the flags, by value only (year=5
    is no year, not row 5; a month also by the name it shows, month=février), and a date the
    calendar does not have (day=30 with month=2) is refused. PX a scroll offset in pixels
    (ROW × (row_height + row_spacing) centres row ROW in the band), from 0 to the last row's
    offset unless the column is infinite. A column takes one
    --select or one --offset: a column given two of them, of either, is refused.
    --focus marks column COL as the one keys move, as a running picker does once a key is used
    (a picker of one column marks none).
    --disabled draws the picker as a program that turned its input off shows it (Picker.isEnabled
    false): every row, its icons and the band's lines in theme.disabled_text, no focus ring.
    --fit draws at the least size that shows every row in the band whole, in the fonts the config
    asks for (PickerConfiguration.preferredSize() in the library), and prints it (412x240); the
    config's size is not a limit.
    --format is the pixel format drawn in before the PNG is written (default xrgb8888).
    Exit codes: 0 written, 2 bad input (an option, the config, a font or image, the output path).
    """

    var configPath = ""
    var outputPath = ""
    var selections: [(column: String, row: String)] = []
    var offsets: [(column: String, px: String)] = []
    var format = PixelFormat.xrgb8888
    var focus: String?
    var disabled = false
    var fit = false

    /// Parses the options; the error message names the option at fault.
    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config", "--out", "--select", "--offset", "--focus", "--format"],
                                     flags: ["--disabled", "--fit"], repeatable: ["--select", "--offset"])
        func pair(_ option: String, _ text: String, _ shape: String) throws(UsageError) -> (String, String) {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("\(option) expects \(shape), got '\(text)'")
            }
            return (parts[0], parts[1])
        }
        while case .option(let option, let value)? = try options.next() {
            switch option {
            case "--config": configPath = value
            case "--out": outputPath = value
            case "--select": selections.append(try pair(option, value, "COL=ROW"))
            case "--offset": offsets.append(try pair(option, value, "COL=PX"))
            case "--focus": focus = value
            case "--disabled": disabled = true
            case "--fit": fit = true
            default:
                guard let parsed = PixelFormat(rawValue: value) else {
                    throw UsageError("--format expects xrgb8888 or rgb565, got '\(value)'")
                }
                format = parsed
            }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
        guard !outputPath.isEmpty else { throw UsageError("--out FILE.png is required") }
    }

    /// Renders and writes the PNG; every failure is a message for the user.
    func run() throws(UsageError) {
        let file = try ConfigFile(path: configPath, atPreferredSize: fit)
        let layout = file.layout, renderer = file.renderer
        var model = file.model
        try checkEachColumnIsGivenOnce(in: model)
        try select(in: &model)
        var frameOffsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
        for (name, pxText) in offsets {
            let column = try columnIndex(name, in: model)
            guard let px = Fixed(decimal: Substring(pxText)) else {
                throw UsageError("--offset \(name)=\(pxText): expected a number of pixels")
            }
            try checkOffset(px, of: model.columns[column], pitchPx: layout.pitchPx, option: "--offset \(name)=\(pxText)")
            frameOffsets[column] = px
        }
        let focused = PickerEngine.markedFocus(try focus.map { name throws(UsageError) in try columnIndex(name, in: model) },
                                               columnCount: model.columns.count, isEnabled: !disabled)
        do {
            let buffer = PixelBuffer(width: layout.width, height: layout.height, format: format)
            renderer.render(model: model, offsets: frameOffsets, into: buffer, focus: focused, disabled: disabled)
            for (id, losses) in renderer.bandLosses.sorted(by: { $0.key < $1.key }) {
                for loss in losses { StandardStreams.printError("panel-picker render: \(loss.note(columnID: id, in: model))") }
            }
            try PNGCodec.write(buffer, to: outputPath)
            if fit { print("\(layout.width)x\(layout.height)") }
        } catch {
            throw UsageError("\(error)")
        }
    }

    /// A column takes one flag. Two `--select`s of it were taken the last winning, and an
    /// `--offset` of a column also selected drew the offset over the row selected: a picture of no
    /// date (`--select month=5 --offset month=30`). Each is refused naming both flags.
    private func checkEachColumnIsGivenOnce(in model: PickerModel) throws(UsageError) {
        var given: [Int: String] = [:]
        for (name, rowText) in selections {
            let column = try columnIndex(name, in: model), option = "--select \(name)=\(rowText)"
            if let earlier = given[column] {
                throw UsageError("\(option): column \"\(model.columns[column].id)\" is already selected by \(earlier)")
            }
            given[column] = option
        }
        for (name, pxText) in offsets {
            let column = try columnIndex(name, in: model), option = "--offset \(name)=\(pxText)"
            if let earlier = given[column] {
                let relation = earlier.hasPrefix("--select") ? "also given" : "already given"
                throw UsageError("\(option): column \"\(model.columns[column].id)\" is \(relation) \(earlier); give one")
            }
            given[column] = option
        }
    }

    /// A finite column's offset keeps one of its rows in the band: `--offset room=100000` of a column of
    /// six rows drew it empty and exited 0. From row 0's offset (0) to the last row's; an infinite
    /// column wraps any offset onto its rows.
    private func checkOffset(_ px: Fixed, of column: PickerColumn, pitchPx: Int, option: String) throws(UsageError) {
        guard !column.isInfinite else { return }
        let lastPx = (column.rowCount - 1) * pitchPx
        guard px < Fixed(0) || px > Fixed(lastPx) else { return }
        let rows = column.rowCount == 1 ? "1 row" : "\(column.rowCount) rows"
        throw UsageError("\(option): column \"\(column.id)\" has \(rows), so its offset runs from 0 to \(lastPx) px "
                         + "(row \(column.rowCount - 1) × \(pitchPx) px)")
    }

    /// Applies the `--select` flags through the model. A date section's flags go together
    /// (`DateSelection`), so its day is checked against the month and year whatever their order.
    private func select(in model: inout PickerModel) throws(UsageError) {
        var dates: [Int: DateSelection] = [:]
        for (name, rowText) in selections {
            let column = try columnIndex(name, in: model)
            let option = "--select \(name)=\(rowText)"
            let section = model.columns[column].sectionIndex
            if let date = model.sections[section].date {
                dates[section, default: DateSelection(section: section, columns: date)].give(column: column, option: option, row: rowText)
            } else {
                model.select(row: try row(rowText, inColumn: column, of: model, option: option), inColumn: column)
            }
        }
        for (_, date) in dates.sorted(by: { $0.key < $1.key }) {
            try date.apply(to: &model)
        }
    }

    /// The enabled row `text` names (`rowIndex`). A disabled row is refused, as the library's and
    /// the socket's `select` refuse it.
    private func row(_ text: String, inColumn column: Int, of model: PickerModel, option: String) throws(UsageError) -> Int {
        let index = try Self.rowIndex(text, in: model.columns[column].rows, columnID: model.columns[column].id, option: option)
        guard !model.columns[column].isDisabled(index) else {
            throw UsageError("\(option): row \(index) of column \(column) \"\(model.columns[column].id)\" is disabled; select an enabled row")
        }
        return index
    }

    /// The row `text` names (`RowLookup`): a value comes first, so `month=02` and `month=2` are
    /// February where the month values are "01" to "12", and an index only when no value matches.
    static func rowIndex(_ text: String, in rows: ColumnRows, columnID: String, option: String) throws(UsageError) -> Int {
        if let index = RowLookup.index(of: text, in: rows) { return index }
        let shown = 5
        let values = (0..<min(rows.count, shown)).map { rows.row($0).value }.joined(separator: ", ")
            + (rows.count > shown ? ", … (\(rows.count) rows)" : "")
        let meant = SelectedValueHint.nearestValue(to: text, in: rows).map { "did you mean '\($0)'? " } ?? ""
        // A range's rows are numbers, never found by index (`RowLookup`).
        let index = if case .items = rows { " or an index from 0 to \(rows.count - 1)" } else { " or its number" }
        throw UsageError("\(option): column '\(columnID)' has no row whose value is '\(text)'; \(meant)"
                         + "give a row's value (\(values))" + index)
    }

    private func columnIndex(_ name: String, in model: PickerModel) throws(UsageError) -> Int {
        guard let index = model.directory.index(named: name) else {
            let ids = model.columns.map(\.id).joined(separator: ", ")
            throw UsageError("no column '\(name)' (columns: \(ids), or an index from 0 to \(model.columns.count - 1))")
        }
        return index
    }
}

/// Runs `render` and returns the exit status: 0 written, 2 bad input of any kind.
func runRender(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(RenderCommand.usage)
        return 0
    }
    do throws(UsageError) {
        try RenderCommand(arguments: arguments).run()
        return 0
    } catch {
        StandardStreams.printError("panel-picker render: \(error)")
        return 2
    }
}
