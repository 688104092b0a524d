/// Along which axis rows scroll.
public enum Orientation: String, Sendable, CaseIterable {
    /// Rows stack top to bottom; columns sit side by side.
    case vertical
    /// Items run left to right; columns stack top to bottom (AKPickerView).
    case horizontal
}

/// Which way a vertical picker's columns and sections follow one another across it.
public enum LayoutDirection: String, Sendable, CaseIterable {
    /// The first column on the left.
    case ltr
    /// The first column on the right, where a right-to-left reader (Arabic, Hebrew) starts: the
    /// columns and sections are mirrored, each row drawn as its own direction says.
    case rtl
}

/// How rows are projected.
public enum WheelStyle: String, Sendable, CaseIterable {
    /// Rows on a cylinder seen in perspective.
    case wheel
    /// Rows on a plane.
    case flat
}

/// A validated picker config: every value in range, every reference named.
/// Paths are already resolved against the config file's folder.
package struct PickerConfig: Equatable, Sendable {
    /// The most a config file may hold: 100,000 rich rows fit, a runaway file is refused before
    /// it is parsed (docs/config.md, "Limits").
    package static let maximumFileBytes = 64 << 20

    package var width = 800
    package var height = 480
    package var orientation = Orientation.vertical
    package var layoutDirection = LayoutDirection.ltr
    package var style = WheelStyle.wheel
    package var rowHeightPx = PickerConfig.defaultRowHeightPx
    /// True when the config gave `row_height`; left out in a horizontal picker, items are as wide as
    /// its widest title needs (the renderer measures it).
    package var rowHeightGiven = false
    /// The document gave `size`. Without one the picker's size is the display's or the render
    /// target's, so the rows are checked against that, when it is known, not against 800x480.
    package var sizeGiven = false
    package static let defaultRowHeightPx = 48
    package var rowSpacingPx = 0
    package var visibleRows = 5
    /// True when the config gave `visible_rows`: a count it gave that the picker cannot hold is
    /// refused, where the default five are cut to what fits on a short panel, and grow to fill a
    /// tall one (`shownRows`).
    package var visibleRowsGiven = false
    /// UIScrollView's per-millisecond velocity decay.
    package var decelerationRate = PickerConfig.normalDeceleration
    package var sectionGapPx = 12
    package var sections: [SectionConfig]
    package var theme = ThemeConfig()
    package var display = DisplayConfig()
    package var input = InputConfig()
    package var control = ControlConfig()
    package var confirm = ConfirmConfig()
    package var state = StateConfig()
    package var feedback = FeedbackConfig()
    package var power = PowerConfig()
    /// The fleet bridge's broker; nil when the config has no `mqtt` section.
    package var mqtt: MQTTConfig?
    package var speech = SpeechConfig()
    package var mode = RunMode.oneshot
    /// The document listed `sections` (a data source's always does) rather than a top-level
    /// `columns`, so errors name a column by its section (`columnKey(section:column:)`).
    package var listsSections = false
    /// UIScrollView.DecelerationRate.normal and .fast.
    package static let normalDeceleration = Fixed(decimal: "0.998")!
    package static let fastDeceleration = Fixed(decimal: "0.99")!

    package init(sections: [SectionConfig]) {
        self.sections = sections
    }

    /// Where the document lists the `column`th column of `section`, as every error names it:
    /// `sections[1].columns[0]`, or `columns[0]` in a document that listed only columns.
    package func columnKey(section: Int, column: Int) -> String {
        listsSections ? "sections[\(section)].columns[\(column)]" : "columns[\(column)]"
    }

    /// Distance between the centres of neighbouring rows.
    package var pitchPx: Int { rowHeightPx + rowSpacingPx }

    /// Parses and validates a config document. `directory` is the config file's folder, for relative paths.
    /// `row_scale` shrinks a flat picker's rows and `depth` a wheel's: given to the other style, a
    /// key would change nothing, and a user who set it would look in vain for what it did.
    private func checkDepthKeysFitTheStyle() throws(ConfigError) {
        let defaults = ThemeConfig()
        if style == .wheel, theme.rowScale != defaults.rowScale {
            throw ConfigError(path: "theme.row_scale", message: "shrinks the rows of the flat style only; a wheel's rows shrink with its depth: choose the flat style or leave row_scale out")
        }
        if style == .flat, theme.depthPx != defaults.depthPx {
            throw ConfigError(path: "theme.depth", message: "is the wheel style's distance from the eye; the flat style has none: choose the wheel style or leave depth out")
        }
    }

    package static func parse(_ bytes: [UInt8], directory: String) throws(ConfigError) -> PickerConfig {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw ConfigError(path: "", message: "not valid JSON: \(error)") }
        return try decode(document, directory: directory)
    }

    /// `path` as a config in `directory` means it: a relative path is the folder's.
    static func resolved(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") || directory.isEmpty ? path : "\(directory)/\(path)"
    }

    /// Validates an already parsed document (the control socket's `load_config`). Each top-level
    /// key is read whatever the others say, so the error names every key at fault (`others`), in
    /// the document's order; the checks across keys (the columns fit the panel, the band) run on
    /// a document with none.
    package static func decode(_ document: JSONValue, directory: String) throws(ConfigError) -> PickerConfig {
        let resolve = { (path: String) in resolved(path, in: directory) }
        var reader = try ObjectReader(document, path: "")
        var config = PickerConfig(sections: [])
        do { config = try content(&reader, resolve: resolve) } catch { reader.keep(error) }
        if let size = reader.collecting("size", decodeSize) {
            (config.width, config.height) = size
            config.sizeGiven = true
        }
        config.orientation = reader.collecting("orientation", Decode.choice(Orientation.self)) ?? config.orientation
        config.layoutDirection = reader.collecting("layout_direction", Decode.choice(LayoutDirection.self)) ?? config.layoutDirection
        config.style = reader.collecting("style", Decode.choice(WheelStyle.self)) ?? config.style
        if let rowHeightPx = reader.collecting("row_height", Decode.int(in: 8...512)) {
            config.rowHeightPx = rowHeightPx
            config.rowHeightGiven = true
        }
        config.rowSpacingPx = reader.collecting("row_spacing", Decode.int(in: 0...256)) ?? config.rowSpacingPx
        if let rows = reader.collecting("visible_rows", decodeVisibleRows) {
            config.visibleRows = rows
            config.visibleRowsGiven = true
        }
        config.decelerationRate = reader.collecting("deceleration_rate", decodeRate) ?? config.decelerationRate
        config.sectionGapPx = reader.collecting("section_gap", Decode.int(in: 0...1024)) ?? config.sectionGapPx
        config.theme = reader.collecting("theme") { (v, p) throws(ConfigError) in try ThemeConfig.decode(v, p, resolve: resolve) } ?? config.theme
        config.display = reader.collecting("display", DisplayConfig.decode) ?? config.display
        config.input = reader.collecting("input", InputConfig.decode) ?? config.input
        config.control = reader.collecting("control", ControlConfig.decode) ?? config.control
        config.confirm = reader.collecting("confirm", ConfirmConfig.decode) ?? config.confirm
        config.state = reader.collecting("state", StateConfig.decode) ?? config.state
        if let resultFile = config.confirm.resultFile { config.confirm.resultFile = resolve(resultFile) }
        config.feedback = reader.collecting("feedback", FeedbackConfig.decode) ?? config.feedback
        config.power = reader.collecting("power", PowerConfig.decode) ?? config.power
        config.mqtt = reader.collecting("mqtt", MQTTConfig.decode)
        config.speech = reader.collecting("speech", SpeechConfig.decode) ?? config.speech
        config.mode = reader.collecting("mode", Decode.choice(RunMode.self)) ?? config.mode
        reader.nameSectionKeysAtTheTop()
        reader.nameKeysInTheWrongSection()
        try reader.finishCollecting()
        if !config.speech.voiceGiven, let lang = config.theme.lang { config.speech.voice = lang }
        config.speech.speakSentences(inLanguageOf: config.speech.voice)
        try config.checkDepthKeysFitTheStyle()
        try config.checkColumnsFit()
        // Trial 34: a style's default 480 px was named for a picker a 200 px rectangle would hold.
        if config.sizeGiven, let problem = config.bandProblem() { throw problem }
        try config.checkBootTargetsInOneColumn()
        try config.checkLargeTextKeyIsFree()
        return config
    }

    /// The document's `sections` or `columns`, one of them and not empty, as the config's sections.
    private static func content(_ reader: inout ObjectReader, resolve: @escaping (String) -> String) throws(ConfigError) -> PickerConfig {
        let sections: [SectionConfig]?, columns: [ColumnConfig]?
        do throws(ConfigError) {
            sections = try reader.optional("sections", Decode.array(atMost: mostSections) { (v, p) throws(ConfigError) in try SectionConfig.decode(v, p, resolve: resolve) })
            columns = try reader.optional("columns", Decode.array(atMost: mostColumns) { (v, p) throws(ConfigError) in try ColumnConfig.decode(v, p, resolve: resolve) })
        } catch {
            // Two columns with one id are named beside the columns' other mistakes, as the document
            // says them (trial 31 heard of the id only once the rest read cleanly).
            let shared = ColumnDirectory.sharedIDs(in: ColumnDirectory.spokenIDs(columns: reader.object["columns"], sections: reader.object["sections"]))
            throw ConfigError.naming(all: error.each + shared) ?? error
        }
        switch (sections, columns) {
        case (let sections?, nil):
            guard !sections.isEmpty else { throw ConfigError(path: "sections", message: "expected at least one section") }
            try checkFractions(sections.map(\.width), path: "sections", what: "section")
            var config = PickerConfig(sections: sections)
            config.listsSections = true
            return config
        case (nil, let columns?):
            guard !columns.isEmpty else { throw ConfigError(path: "columns", message: "expected at least one column") }
            try checkFractions(columns.map(\.width), path: "columns", what: "column")
            return PickerConfig(sections: [SectionConfig(content: .columns(columns))])
        case (nil, nil): throw reader.missing(["sections", "columns"], "a config needs \"sections\" or \"columns\"")
        case (.some, .some): throw ConfigError(path: "", message: "give \"sections\" or \"columns\", not both")
        }
    }

    /// `visible_rows`: odd, as the band is the middle row.
    private static func decodeVisibleRows(_ value: JSONValue, _ path: String) throws(ConfigError) -> Int {
        let rows = try Decode.int(in: 1...31)(value, path)
        guard rows % 2 == 1 else { throw ConfigError(path: path, message: "expected an odd number (the band is the middle row), got \(rows)") }
        return rows
    }

    /// The large-text key is none of the speech keys (each of which the config checked against the others).
    private func checkLargeTextKeyIsFree() throws(ConfigError) {
        if let taken = speech.keys.codes.first(where: { $0.code == theme.largeTextKeyCode }) {
            throw ConfigError(path: "theme.large_text_key", message: "is the same key as \(taken.name); give another")
        }
    }

    /// Which evdev key is which picker key, with this config's speech and large-text keys.
    package var keyBindings: KeyBindings { KeyBindings(speech: speech.keys, largeTextCode: theme.largeTextKeyCode) }

    private static func decodeSize(_ value: JSONValue, _ path: String) throws(ConfigError) -> (Int, Int) {
        let (width, height): (Int, Int)
        if case .string(let text) = value {
            let parsed = try Decode.dimensions(text, path, allowRate: false)
            (width, height) = (parsed.width, parsed.height)
        } else {
            // Trial 27: `[320, 240]` got "expected an object", which hid the string form.
            guard case .object = value else {
                throw ConfigError(path: path, message: "expected \"WxH\" (\"320x240\") or {\"width\": W, \"height\": H}, got \(value.kindDescription)")
            }
            var reader = try ObjectReader(value, path: path)
            width = try reader.required("width", Decode.int)
            height = try reader.required("height", Decode.int)
            try reader.finish()
        }
        guard let problem = sizeProblem(width: width, height: height) else { return (width, height) }
        throw ConfigError(path: path, message: problem)
    }

    /// A picker's sides in pixels, whether the config's `size` or a render target's rectangle gives them.
    package static let sideRange = 16...8192

    /// The fewest pixels a column takes across: narrower, it could neither be drawn nor touched.
    package static let narrowestColumnPx = 8
    /// The most columns a picker can have, in all its sections (each of which has one at least):
    /// as many as fit across the widest panel. A longer list is refused before any is read.
    package static let mostColumns = (count: sideRange.upperBound / narrowestColumnPx, what: "column",
                                      why: "fit across the widest panel (\(sideRange.upperBound) px at \(narrowestColumnPx) px a column)")
    package static let mostSections = (count: mostColumns.count, what: "section", why: "fit, each with a column")

    /// What is wrong with a picker of `width`×`height` pixels; nil when both sides are in `sideRange`.
    package static func sizeProblem(width: Int, height: Int) -> String? {
        guard sideRange.contains(width), sideRange.contains(height) else {
            return "expected a width and height from \(sideRange.lowerBound) to \(sideRange.upperBound), got \(width)x\(height)"
        }
        return nil
    }

    private static func decodeRate(_ value: JSONValue, _ path: String) throws(ConfigError) -> Fixed {
        switch value {
        case .string("normal"): return normalDeceleration
        case .string("fast"): return fastDeceleration
        // A number that is no decimal (a host's NaN) is named with the choices, as a string would be.
        case .number(let n) where n.fixed != nil:
            return try Decode.fixed(in: .zero...Fixed.one, exclusiveLower: true, exclusiveUpper: true)(value, path)
        default:
            throw ConfigError(path: path, message: "expected a number between 0 and 1, \"normal\" or \"fast\", got \(value.kindDescription)")
        }
    }

    /// A row taller than the picker (so the band, and the selected row in it, cannot be seen whole),
    /// more `visible_rows` given than it holds (31 on 240 px showed five), or text taller than its
    /// rows (400 px in 48 px rows drew fragments of giant glyphs), on a picker `width`×`height`
    /// (nil: the config's `size`); nil when the rows fit.
    package func bandProblem(width: Int? = nil, height: Int? = nil) -> ConfigError? {
        let (scrollPx, axis) = scrollExtent(width: width, height: height)
        if rowHeightPx > scrollPx {
            // A size given here is a display's or a render target's, not the config's `size` (trial 28).
            let larger = width == nil && height == nil ? "a larger size" : "a larger picker (the render target's rectangle, or the display)"
            // Trial 32: a row height never given was named as if it had been.
            let rows = rowHeightGiven ? "rows of \(rowHeightPx) px" : "rows of the default \(rowHeightPx) px (no row_height given)"
            return ConfigError(path: "row_height", message: "\(rows) do not fit on a picker \(scrollPx) px \(axis); give a row_height of at most \(scrollPx) px or \(larger)")
        }
        // Across a horizontal picker's items the text has the picker's height.
        let lineRoomPx = orientation == .vertical ? rowHeightPx : (height ?? self.height)
        for (key, sizePx) in [("theme.font_size", theme.fontSizePx), ("theme.highlight_font_size", theme.highlightFontSizePx)] {
            guard let sizePx, sizePx > lineRoomPx else { continue }
            let rows = orientation == .vertical ? "rows of \(lineRoomPx) px" : "a picker \(lineRoomPx) px tall"
            return ConfigError(path: key, message: "text of \(sizePx) px does not fit \(rows); give at most \(lineRoomPx) px, or more room")
        }
        // An odd count: the band is the middle row.
        let fitting = scrollPx / pitchPx, most = max(1, fitting % 2 == 1 ? fitting : fitting - 1)
        guard visibleRows > most, visibleRowsGiven else { return nil }
        // The config's own size, a render target's rectangle aside (trial 45 read "100 px tall" for a 240 px rectangle).
        let which = width == nil && height == nil ? " (the size it was given)" : ""
        return ConfigError(path: "visible_rows", message: "\(visibleRows) rows of \(pitchPx) px do not fit on a picker \(scrollPx) px \(axis)\(which); at most \(most) fit")
    }

    /// The picker's length along the scroll axis, on a picker `width`×`height` (nil: the config's
    /// `size`), and the word for it in an error ("tall", "wide").
    package func scrollExtent(width: Int?, height: Int?) -> (px: Int, axis: String) {
        orientation == .vertical ? (height ?? self.height, "tall") : (width ?? self.width, "wide")
    }

    /// Every column must be `narrowestColumnPx` wide at least.
    private func checkColumnsFit() throws(ConfigError) {
        let crossExtent = orientation == .vertical ? width : height
        let columnCount = sections.reduce(0) { count, section in
            switch section.content {
            case .columns(let columns): count + columns.count
            case .date: count + 3
            }
        }
        let available = crossExtent - sectionGapPx * (sections.count - 1)
        guard available >= PickerConfig.narrowestColumnPx * columnCount else {
            // Named by the key that listed them, as every other error is (trial 20, issue 31).
            let gaps = sections.count > 1 ? " and \(sections.count - 1) section \(sections.count == 2 ? "gap" : "gaps") of \(sectionGapPx) px" : ""
            let side = orientation == .vertical ? "wider" : "taller"
            throw ConfigError(path: listsSections ? "sections" : "columns",
                              message: "\(columnCount) columns\(gaps) do not fit across \(crossExtent) px at \(PickerConfig.narrowestColumnPx) px a column at least; give fewer columns or a \(side) picker")
        }
    }
}
