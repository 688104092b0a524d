/// One row as the config gives it.
package struct ItemConfig: Equatable, Sendable {
    /// The key that named the leading image: `image`, or `leading_image`, its rich-row name.
    package enum ImageKey: String, Sendable {
        case image
        case leadingImage = "leading_image"
    }

    package var text: String?
    package var disabled = false
    /// Everything else an item may say, boxed: most rows of a long list say none of it, and an item
    /// that holds it inline would cost every row of 100,000 some 300 bytes instead of 32.
    private var rich: RichItemBox?

    /// What results report; nil means `text`. Boxed too: inline it made every item 48 bytes, not
    /// 32, and a kiosk's 100,000 rows 165 bytes a row where the issue allows 160.
    package var value: String? {
        get { rich?.parts.value }
        set { editRich { $0.value = newValue } }
    }
    /// The value results report: `value`, else the text, else the image's path.
    package var reportedValue: String { value ?? text ?? imagePath ?? "" }

    /// Resolved against the config's folder.
    package var imagePath: String? {
        get { rich?.parts.imagePath }
        set { editRich { $0.imagePath = newValue } }
    }
    /// How the config spelt `imagePath`'s key, so an error about the file names the key the user wrote.
    package var imageKey: ImageKey {
        get { rich?.parts.imageKey ?? .image }
        set { editRich { $0.imageKey = newValue } }
    }
    /// The row's own text colour, in and out of the band; nil means the theme's.
    package var color: RGBColor? {
        get { rich?.parts.color }
        set { editRich { $0.color = newValue } }
    }
    /// The row's own text colour inside the band; nil means `color`, else the theme's.
    package var highlightColor: RGBColor? {
        get { rich?.parts.highlightColor }
        set { editRich { $0.highlightColor = newValue } }
    }
    /// Detail line, trailing text and trailing image.
    package var parts: RowParts {
        get { rich?.parts.parts ?? RowParts() }
        set { editRich { $0.parts = newValue } }
    }
    /// Whether the row has a trailing icon, without making its parts for a plain row.
    package var hasTrailingImage: Bool { rich?.parts.parts.trailingImagePath != nil }
    /// The detail line's and trailing text's own colour, in and out of the band; nil means the title's.
    package var detailColor: RGBColor? {
        get { rich?.parts.detailColor }
        set { editRich { $0.detailColor = newValue } }
    }
    /// Their own colour inside the band; nil means `detailColor`, else the title's.
    package var detailHighlightColor: RGBColor? {
        get { rich?.parts.detailHighlightColor }
        set { editRich { $0.detailHighlightColor = newValue } }
    }
    /// The target the boot goes on to when this row is the choice (`panel-picker boot`).
    package var boot: BootChoice? {
        get { rich?.parts.boot }
        set { editRich { $0.boot = newValue } }
    }
    /// What speech says for the row instead of its text (`speech`: "5 gigahertz" for "5 GHz", words for an icon).
    package var speech: String? {
        get { rich?.parts.speech }
        set { editRich { $0.speech = newValue } }
    }
    /// The row's language (`lang`, BCP 47): speech says it with that voice.
    package var lang: String? {
        get { rich?.parts.lang }
        set { editRich { $0.lang = newValue } }
    }

    package init(text: String?, imagePath: String? = nil, disabled: Bool = false, value: String? = nil,
                color: RGBColor? = nil, highlightColor: RGBColor? = nil, parts: RowParts = RowParts(),
                detailColor: RGBColor? = nil, detailHighlightColor: RGBColor? = nil) {
        self.text = text
        self.disabled = disabled
        self.value = value
        // The rows of a long list are plain: they skip making and comparing rich parts.
        guard imagePath != nil || color != nil || highlightColor != nil || detailColor != nil || detailHighlightColor != nil
            || parts != RowParts() else { return }
        editRich {
            $0.imagePath = imagePath
            $0.color = color
            $0.highlightColor = highlightColor
            $0.parts = parts
            $0.detailColor = detailColor
            $0.detailHighlightColor = detailHighlightColor
        }
    }

    /// A row that is its text and nothing else, as most rows of a long list are.
    package init(plainText text: String) {
        self.text = text
    }

    /// The detail, trailing parts and fonts, nil for a row that has none (most rows of a long list):
    /// a walk over 100,000 rows asks this, not `parts`, which makes an empty `RowParts` for each.
    package var richParts: RowParts? { rich?.parts.parts }

    /// Changes the boxed parts in a box of their own (another item may share the old one); an item
    /// left with none of them holds no box.
    private mutating func editRich(_ edit: (inout RichItemParts) -> Void) {
        var parts = rich?.parts ?? RichItemParts()
        edit(&parts)
        rich = parts == RichItemParts() ? nil : RichItemBox(parts)
    }

    package static func == (a: ItemConfig, b: ItemConfig) -> Bool {
        a.text == b.text && a.disabled == b.disabled && a.rich?.parts == b.rich?.parts
    }

    /// The most a row's text (its title, detail line, trailing text) may hold, in UTF-8 bytes
    /// (docs/config.md): a row shows one line, and shaping 5 MB of one took 21 s.
    package static let maximumTextBytes = 1024

    /// Why `text` cannot be a row's text, or nil when it can: too long, or holding a line break or
    /// another control character, which a row's one line would draw as a box (and a value would
    /// carry into results that are read a line at a time).
    package static func textProblem(_ text: String) -> String? {
        let bytes = text.utf8.count
        if bytes > maximumTextBytes { return "is \(bytes) bytes of UTF-8; a row's text may hold at most \(maximumTextBytes)" }
        return controlCharacterProblem(text, oneLineOf: "a row's text")
    }

    /// Why `text`, which `what` names (`a column's id`), cannot be one line: the line break or other
    /// control character it holds; nil when it holds none.
    package static func controlCharacterProblem(_ text: String, oneLineOf what: String) -> String? {
        // Most text is ASCII with no control character: one pass over its bytes says so.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return nil }
        guard let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator }) else { return nil }
        let name = ["\n": " (a line break)", "\r": " (a carriage return)", "\t": " (a tab)"][Character(control)] ?? ""
        return "holds \(control.value.codePointName)\(name); \(what) is one line, with no control characters"
    }

    /// A column's `items`, refused before any is decoded when there are more than a column may list.
    static func decodeList(_ value: JSONValue, _ path: String, resolve: (String) -> String) throws(ConfigError) -> [ItemConfig] {
        let elements = try Decode.array(value, path)
        if let problem = RangeConfig.itemCountProblem(elements.count) { throw ConfigError(path: path, message: problem) }
        func item(_ index: Int) throws(ConfigError) -> ItemConfig {
            // A plain string is the row of a long list: its key (`columns[0].items[7]`) is made only for an error.
            if case .string(let text) = elements[index], textProblem(text) == nil { return ItemConfig(plainText: text) }
            return try decode(elements[index], "\(path)[\(index)]", resolve: resolve)
        }
        let items: [ItemConfig]
        do throws(ConfigError) {
            items = try Decode.collectingEach(elements.count, path: path, item)
        } catch {
            // A value two rows share is named beside the rows' other mistakes (trials 35 and 37: it
            // came once those were mended); a row that cannot be read stands in as a blank, which
            // the check passes over.
            let readable = elements.indices.map { (try? item($0)) ?? ItemConfig(plainText: "") }
            var problems = error.each
            do throws(ConfigError) { try checkValuesAreOwn(readable, path: path) } catch { problems += error.each }
            throw ConfigError.naming(all: problems) ?? error
        }
        try checkValuesAreOwn(items, path: path)
        return items
    }

    /// What finds a row by its value, in a config file's words (a data source's error names its own).
    package static let findsRowByValueWords = "(results, saved state and set_selection find a row by it)"
    /// How rows whose text is their value are told apart, in a config file's words.
    package static let sameTextAdvice = "; rows that show the same text need values of their own"

    /// A row's value (given, else its text) is its own: the result, saved state, `set_selection` and a
    /// reload that follows the selected value find a row by its value, and one that an earlier row has
    /// too would find that row. Blank values (empty, or spaces) are left alone: spacer rows, a "none" row.
    package static func checkValuesAreOwn(_ items: [ItemConfig], path: String) throws(ConfigError) {
        guard let (index, earlier) = firstRepeatedValue(in: items) else { return }
        let list = path.split(separator: ".").last.map(String.init) ?? path
        let given = items[index].value != nil
        throw ConfigError(path: "\(path)[\(index)]" + (given ? ".value" : ""),
                          message: "\(items[index].reportedValue.quotedForMessage) is \(list)[\(earlier)]'s value too; each row's value must be its own "
                              + findsRowByValueWords + (given ? "" : sameTextAdvice))
    }

    /// The first row whose value (not blank) an earlier row has too, and that earlier row.
    package static func firstRepeatedValue(in items: [ItemConfig]) -> (index: Int, earlier: Int)? {
        // Hashes, 8 bytes a row while the list is read (strings and their index took 24 and more);
        // a hash seen before is looked up among the rows before it, which only a repeated value makes happen.
        var seen = Set<Int>(minimumCapacity: items.count)
        for index in items.indices {
            let shown = items[index].reportedValue
            guard !shown.isBlank, !seen.insert(shown.hashValue).inserted,
                  let earlier = items[..<index].firstIndex(where: { $0.reportedValue == shown }) else { continue }
            return (index, earlier)
        }
        return nil
    }

    static func decode(_ value: JSONValue, _ path: String, resolve: (String) -> String) throws(ConfigError) -> ItemConfig {
        if case .string = value { return ItemConfig(text: try Decode.rowText(value, path)) }
        guard case .object = value else {
            // Trial 26: "expected an object" hid that a plain string is a whole row too.
            throw ConfigError(path: path, message: "expected a row's text (\"Home\") or an item object ({\"text\": \"Home\", ...}), got \(value.kindDescription)")
        }
        var reader = try ObjectReader(value, path: path)
        let text = reader.collecting("text", Decode.rowText)
        // `image` predates the trailing image; `leading_image` names the same part beside it.
        let image = reader.collecting("image", Decode.nonEmptyString).map(resolve)
        let leadingImage = reader.collecting("leading_image", Decode.nonEmptyString).map(resolve)
        if image != nil && leadingImage != nil {
            reader.keep(ConfigError(path: reader.keyPath("leading_image"), message: "names the same part as \"image\"; give one of them"))
        }
        let disabled = reader.collecting("disabled", Decode.bool) ?? false
        let reported = reader.collecting("value", Decode.string)
        let color = reader.collecting("color", RGBColor.decode)
        let highlightColor = reader.collecting("highlight_color", RGBColor.decode)
        // A blank detail or trailing text is none: a program that gives every row one from a list,
        // most of them empty, had ", ," said and each title drawn small above an empty line (trial 73).
        let parts = RowParts(
            detail: reader.collecting("detail", Decode.rowText).flatMap { $0.isBlank ? nil : $0 },
            detailPosition: reader.collecting("detail_position", Decode.choice(RowParts.DetailPosition.self)) ?? .below,
            trailingText: reader.collecting("trailing_text", Decode.rowText).flatMap { $0.isBlank ? nil : $0 },
            trailingImagePath: reader.collecting("trailing_image", Decode.nonEmptyString).map(resolve),
            fonts: reader.collecting("font", Decode.paths)?.map { FontSource($0, resolve: resolve) },
            fontSizePx: reader.collecting("font_size", Decode.int(in: 4...512)),
            highlightFonts: reader.collecting("highlight_font", Decode.paths)?.map { FontSource($0, resolve: resolve) },
            highlightFontSizePx: reader.collecting("highlight_font_size", Decode.int(in: 4...512)),
            detailFonts: reader.collecting("detail_font", Decode.paths)?.map { FontSource($0, resolve: resolve) },
            detailFontSizePx: reader.collecting("detail_font_size", Decode.int(in: 4...512)),
            detailHighlightFonts: reader.collecting("detail_highlight_font", Decode.paths)?.map { FontSource($0, resolve: resolve) },
            detailHighlightFontSizePx: reader.collecting("detail_highlight_font_size", Decode.int(in: 4...512)))
        let detailColor = reader.collecting("detail_color", RGBColor.decode)
        let detailHighlightColor = reader.collecting("detail_highlight_color", RGBColor.decode)
        let boot = reader.collecting("boot", BootChoice.decode)
        let speech = reader.collecting("speech", Decode.nonEmptyRowText)
        let lang = reader.collecting("lang", SpeechConfig.decodeLanguage)
        // Every part's mistake is named at once (trial 36: a row's 2,000-byte title hid its trailing text's).
        try reader.finishCollecting()
        guard text != nil || image != nil || leadingImage != nil else {
            throw ConfigError(path: path, message: "an item needs \"text\" or \"image\"")
        }
        var item = ItemConfig(text: text, imagePath: image ?? leadingImage, disabled: disabled, value: reported, color: color,
                              highlightColor: highlightColor, parts: parts, detailColor: detailColor, detailHighlightColor: detailHighlightColor)
        if leadingImage != nil { item.imageKey = .leadingImage }
        item.boot = boot
        item.speech = speech
        item.lang = lang
        return item
    }
}

/// What an item says beyond its text, value and state (`ItemConfig`'s boxed parts).
struct RichItemParts: Equatable, Sendable {
    var value: String?
    var imagePath: String?
    var imageKey = ItemConfig.ImageKey.image
    var color: RGBColor?
    var highlightColor: RGBColor?
    var parts = RowParts()
    var detailColor: RGBColor?
    var detailHighlightColor: RGBColor?
    var boot: BootChoice?
    var speech: String?
    var lang: String?
}

/// An item's rich parts behind one reference: immutable, so items may share it.
final class RichItemBox: Sendable {
    let parts: RichItemParts

    init(_ parts: RichItemParts) {
        self.parts = parts
    }
}

/// `range`: integer rows from `from` to `to` by `step`, printed with `format`. Its rows are
/// computed, never stored, so any range of values within ±1,000,000,000 costs what a short one
/// does (`ColumnRows`); only items are limited in number.
package struct RangeConfig: Equatable, Sendable {
    /// Items a column may list (config or `set_items`): each is kept in memory.
    package static let maximumRows = 100_000

    /// Why a column cannot list `count` items, or nil when it can: asked before any item is read.
    package static func itemCountProblem(_ count: Int) -> String? {
        count <= maximumRows ? nil : "has \(count) items; at most \(maximumRows) are allowed"
    }

    package var from: Int
    package var to: Int
    package var step: Int
    package var format: RangeFormat
    /// The digits the rows show their numbers in (`theme.digits`, which the model sets); values keep 0-9.
    package var digits = Digits.latn

    package init(from: Int, to: Int, step: Int = 1, format: RangeFormat = RangeFormat.decimal, digits: Digits = .latn) {
        self.from = from
        self.to = to
        self.step = step
        self.format = format
        self.digits = digits
    }

    package var rowCount: Int { (to - from) / step + 1 }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> RangeConfig {
        var reader = try ObjectReader(value, path: path)
        let from = try reader.required("from", Decode.int(in: -1_000_000_000...1_000_000_000))
        let to = try reader.required("to", Decode.int(in: -1_000_000_000...1_000_000_000))
        let step = try reader.optional("step", Decode.int) ?? 1
        let formatText = try reader.optional("format", Decode.rowText)
        try reader.finish()
        guard step != 0, (to - from).signum() * step.signum() >= 0 else {
            throw ConfigError(path: reader.keyPath("step"), message: "expected a non-zero step that goes from \(from) toward \(to), got \(step)")
        }
        var format = RangeFormat.decimal
        if let formatText {
            do { format = try RangeFormat(formatText) } catch { throw ConfigError(path: reader.keyPath("format"), message: error.message) }
        }
        return RangeConfig(from: from, to: to, step: step, format: format)
    }
}

/// Which row starts selected: by index or by reported value.
package enum InitialSelection: Equatable, Sendable {
    case index(Int)
    case value(String)

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> InitialSelection {
        switch value {
        case .string(let s): return .value(s)
        case .number:
            // Trial 28: -1 said "expected a whole number from 0 to 2147483647", no word of rows.
            if case .number(let n) = value, let index = n.int, index < 0 {
                throw ConfigError(path: path, message: "expected a row index, 0 for the first row, or a row value (string), got \(index)")
            }
            return .index(try Decode.int(in: 0...Int(Int32.max))(value, path))
        default: throw ConfigError(path: path, message: "expected a row index or a row value (string), got \(value.kindDescription)")
        }
    }
}

/// Text alignment across a column; `start` and `end` follow each row's direction
/// (`start` is the left in a left-to-right row, the right in a right-to-left one).
package enum Alignment: String, Sendable, CaseIterable {
    case left, center, right, start, end
}

/// One column (`sections[i].columns[j]` or `columns[j]`).
package struct ColumnConfig: Equatable, Sendable {
    package enum Content: Equatable, Sendable {
        case items([ItemConfig])
        case range(RangeConfig)
    }

    package var id: String?
    package var content: Content
    package var width: Fixed?
    package var infinite = false
    /// nil: the first enabled row.
    package var selected: InitialSelection?
    package var align = Alignment.center
    package var disabledRows: [Int] = []
    /// What speech calls the column when focus comes to it (`label`); nil: its id.
    package var label: String?
    /// The column's language (`lang`, BCP 47), for rows that name none.
    package var lang: String?

    /// Why `id` cannot be a column's id, or nil when it can: an id is typed and shown as one line
    /// (ctl's output and arguments, the log, MQTT topics, speech for a column with no label).
    package static func idProblem(_ id: String) -> String? {
        ItemConfig.controlCharacterProblem(id, oneLineOf: "a column's id")
    }

    package init(id: String? = nil, content: Content) {
        self.id = id
        self.content = content
    }

    static func decode(_ value: JSONValue, _ path: String, resolve: @escaping (String) -> String) throws(ConfigError) -> ColumnConfig {
        var reader = try ObjectReader(value, path: path)
        // Every key is read before the checks that need another's value, so that a column's mistakes are named at once.
        let id = reader.collecting("id") { (value, path) throws(ConfigError) in
            let id = try Decode.nonEmptyString(value, path)
            if let problem = idProblem(id) { throw ConfigError(path: path, message: problem) }
            return id
        }
        let items = reader.collecting("items") { (value, path) throws(ConfigError) in try ItemConfig.decodeList(value, path, resolve: resolve) }
        let range = reader.collecting("range", RangeConfig.decode)
        var content: Content?
        switch (items, range) {
        case (let items?, nil):
            if items.isEmpty { reader.keep(ConfigError(path: reader.keyPath("items"), message: "expected at least one item")) }
            content = .items(items)
        case (nil, let range?): content = .range(range)
        case (nil, nil):
            // A bad "items" or "range" was named already; only their absence is said here.
            if !reader.has("items") && !reader.has("range") { reader.keep(reader.missing(["items", "range"], "a column needs \"items\" or \"range\"")) }
        case (.some, .some): reader.keep(ConfigError(path: path, message: "a column has \"items\" or \"range\", not both"))
        }
        let width = reader.collecting("width", Decode.fixed(in: .zero...Fixed.one, exclusiveLower: true))
        let infinite = reader.collecting("infinite", Decode.bool) ?? false
        let selected = reader.collecting("selected", InitialSelection.decode)
        let align = reader.collecting("align", Decode.choice(Alignment.self))
        let disabledRows = reader.collecting("disabled", Decode.array(of: Decode.int(in: 0...Int(Int32.max)))) ?? []
        let label = reader.collecting("label", Decode.nonEmptyRowText)
        let lang = reader.collecting("lang", SpeechConfig.decodeLanguage)
        try reader.finishCollecting()
        guard let content else { throw ConfigError(path: path, message: "a column needs \"items\" or \"range\"") }
        var column = ColumnConfig(id: id, content: content)
        (column.width, column.infinite, column.selected) = (width, infinite, selected)
        if case .value(let value)? = column.selected {
            // Checked here, with the rows at hand, so the refusal can say what the values look like.
            let rows: ColumnRows = switch content {
            case .items(let items): .items(items)
            case .range(let range): .range(range)
            }
            if rows.index(ofValue: value) == nil {
                throw ConfigError(path: reader.keyPath("selected"), message: SelectedValueHint.message(noRowHas: value, in: rows))
            }
        }
        column.align = align ?? column.align
        (column.disabledRows, column.label, column.lang) = (disabledRows, label, lang)
        return column
    }
}

/// The built-in date picker (a section's `date`).
package struct DateConfig: Equatable, Sendable {
    package enum MonthStyle: String, Sendable, CaseIterable { case names, numbers }
    package enum Order: String, Sendable, CaseIterable { case ymd, dmy, mdy }

    package var fromYear = 1970
    package var toYear = 2100
    package var selected = CalendarDate(year: 2000, month: 1, day: 1)
    /// The first and last dates that may be chosen (`min`, `max`; UIDatePicker's minimumDate and
    /// maximumDate): the days and months outside them in their first and last years and months are
    /// disabled rows (trial 26: only whole years could be limited).
    package var earliest: CalendarDate?
    package var latest: CalendarDate?
    package var months = MonthStyle.names
    /// The month column's rows when `months` is `names`, January first (`month_names`: the user's language).
    package var monthNames = CalendarDate.monthNames
    /// The language `month_names` named instead of listing the names (`"fr"`): speech says the
    /// months in it.
    package var monthLanguage: String?
    /// What speech calls the year, month and day columns when keys move the focus to them
    /// (`labels`), in the user's language: a German date said "month, September" (trial 26).
    package var labels: [ColumnDirectory.DatePart: String] = [:]
    package var order = Order.ymd
    /// Each column's share of the section (`year_width`, `month_width`, `day_width`).
    package var widths = Widths()
    /// The config gave `widths`; otherwise the picker may size the columns from their values.
    package var widthsGiven = false

    /// The date columns' shares of their section; they add up to 1.
    package struct Widths: Equatable, Sendable {
        package var year = Fixed(ratio: 30, 100)
        package var month = Fixed(ratio: 45, 100)
        package var day = Fixed(ratio: 25, 100)

        package init() {}
    }

    package init() {}

    /// `labels`: `{"year": "Jahr", "month": "Monat", "day": "Tag"}`, any of the three.
    private static func decodeLabels(_ value: JSONValue, _ path: String) throws(ConfigError) -> [ColumnDirectory.DatePart: String] {
        var reader = try ObjectReader(value, path: path)
        var labels: [ColumnDirectory.DatePart: String] = [:]
        for part in [ColumnDirectory.DatePart.year, .month, .day] {
            if let label = try reader.optional(part.rawValue, Decode.nonEmptyRowText) { labels[part] = label }
        }
        try reader.finish()
        return labels
    }

    /// A day as `YYYY-MM-DD` that the calendar has (`selected`, `min`, `max`).
    private static func decodeDay(_ value: JSONValue, _ path: String) throws(ConfigError) -> CalendarDate {
        let text = try Decode.string(value, path)
        guard let parsed = CalendarDate(isoForm: text) else {
            throw ConfigError(path: path, message: "expected a date as \"YYYY-MM-DD\", got \"\(text)\"")
        }
        if let nonexistence = parsed.nonexistence { throw ConfigError(path: path, message: "\"\(text)\" is no date: \(nonexistence)") }
        return parsed
    }

    /// `month_names`: twelve names, January first, or a language whose names the picker has
    /// (`MonthNames`), with that language.
    private static func decodeMonthNames(_ value: JSONValue, _ path: String) throws(ConfigError) -> (names: [String], language: String?) {
        if case .string = value {
            let language = try SpeechConfig.decodeVoice(value, path)
            guard let names = MonthNames.names(forLanguage: language) else {
                let meant = KeySpelling.meantChoice(language, among: MonthNames.languages).map { "did you mean \($0.quotedForMessage)? " } ?? ""
                throw ConfigError(path: path, message: "no month names for the language \(language.quotedForMessage); \(meant)give 12 names, "
                                  + "January first, or one of \(MonthNames.languages.joined(separator: ", "))")
            }
            return (names, language)
        }
        guard case .array = value else {
            throw ConfigError(path: path, message: "expected 12 month names, January first, or a language (\"fr\"), got \(value.kindDescription)")
        }
        let names = try Decode.array(of: Decode.nonEmptyRowText)(value, path)
        guard names.count == 12 else { throw ConfigError(path: path, message: "expected 12 month names, January first, got \(names.count)") }
        return (names, nil)
    }

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> DateConfig {
        var reader = try ObjectReader(value, path: path)
        var date = DateConfig()
        // Every key is read before the checks across them, so that a date's mistakes are named at once (trial 27).
        let from = reader.collecting("from", Decode.int(in: 1...9999)), to = reader.collecting("to", Decode.int(in: 1...9999))
        date.earliest = reader.collecting("min", decodeDay)
        date.latest = reader.collecting("max", decodeDay)
        let selected = reader.collecting("selected", decodeDay)
        date.months = reader.collecting("months", Decode.choice(MonthStyle.self)) ?? date.months
        let monthNames = reader.collecting("month_names", decodeMonthNames)
        let order = reader.collecting("order", Decode.choice(Order.self))
        if let labels = reader.collecting("labels", decodeLabels) { date.labels = labels }
        let fraction = Decode.fixed(in: .zero...Fixed.one, exclusiveLower: true)
        let given = [reader.collecting("year_width", fraction), reader.collecting("month_width", fraction), reader.collecting("day_width", fraction)]

        // The checks across keys run on the keys that read cleanly, each mistake once: a bad
        // `selected` hid `max` before `min` and `from` after `to` (trial 29).
        if reader.readCleanly(["min", "max"]), let earliest = date.earliest, let latest = date.latest, latest < earliest {
            reader.keep(ConfigError(path: reader.keyPath("max"), message: "\"\(latest)\" is before min, \"\(earliest)\""))
        }
        // A limit to the day sets its year range where `from` or `to` do not.
        date.fromYear = from ?? date.earliest?.year ?? date.fromYear
        date.toYear = to ?? date.latest?.year ?? date.toYear
        // The years come from `from` and `to`, or where one is not given from `min` or `max`.
        let yearKeys = ["from", "to"] + (from == nil ? ["min"] : []) + (to == nil ? ["max"] : [])
        let yearsReadCleanly = reader.readCleanly(yearKeys)
        if yearsReadCleanly, date.fromYear > date.toYear {
            reader.keep(ConfigError(path: reader.keyPath("to"), message: "expected a year not before \(date.fromYear), got \(date.toYear)"))
        }
        // The years the other checks measure against; nil where they are not known to be right.
        let years = yearsReadCleanly && date.fromYear <= date.toYear ? date.fromYear...date.toYear : nil
        for (key, limit) in [("min", date.earliest), ("max", date.latest)] {
            if let years, let limit, !years.contains(limit.year) {
                reader.keep(ConfigError(path: reader.keyPath(key), message: "\"\(limit)\" is outside the years \(years)"))
            }
        }
        if let selected, let years, reader.readCleanly(["min", "max"]) {
            if !years.contains(selected.year) {
                reader.keep(ConfigError(path: reader.keyPath("selected"), message: "year \(selected.year) is outside \(years)"))
            } else if let earliest = date.earliest, selected < earliest {
                reader.keep(ConfigError(path: reader.keyPath("selected"), message: "\"\(selected)\" is before min, \"\(earliest)\""))
            } else if let latest = date.latest, latest < selected {
                reader.keep(ConfigError(path: reader.keyPath("selected"), message: "\"\(selected)\" is after max, \"\(latest)\""))
            }
            date.selected = selected
        } else if let years {
            date.selected.year = min(max(date.selected.year, years.lowerBound), years.upperBound)
            if let earliest = date.earliest, date.selected < earliest { date.selected = earliest }
            if let latest = date.latest, latest < date.selected { date.selected = latest }
        }
        if let monthNames {
            if date.months == .names {
                (date.monthNames, date.monthLanguage) = monthNames
            } else {
                reader.keep(ConfigError(path: reader.keyPath("month_names"), message: "is only used with months \"names\""))
            }
        }
        // A language's names bring its order too: "de" with the year first read as no German writes a date (trial 27).
        date.order = order ?? date.monthLanguage.flatMap(MonthNames.order(forLanguage:)) ?? date.order
        do throws(ConfigError) { try checkFractions(given, path: path, what: "date column") } catch { reader.keep(error) }
        try reader.finishCollecting()
        if case let (year?, month?, day?) = (given[0], given[1], given[2]) {
            (date.widths.year, date.widths.month, date.widths.day) = (year, month, day)
            date.widthsGiven = true
        }
        return date
    }
}

/// One section (`sections[i]`).
package struct SectionConfig: Equatable, Sendable {
    package enum Content: Equatable, Sendable {
        case columns([ColumnConfig])
        case date(DateConfig)
    }

    package var width: Fixed?
    package var content: Content
    /// The clock of a section that is a `time`, whose columns are its hour, minute and period; nil for another.
    package var clock: TimeConfig.Clock?

    package init(width: Fixed? = nil, content: Content) {
        self.width = width
        self.content = content
    }

    static func decode(_ value: JSONValue, _ path: String, resolve: @escaping (String) -> String) throws(ConfigError) -> SectionConfig {
        var reader = try ObjectReader(value, path: path)
        let width = try reader.optional("width", Decode.fixed(in: .zero...Fixed.one, exclusiveLower: true))
        let columns = try reader.optional("columns", Decode.array(atMost: PickerConfig.mostColumns) { (v, p) throws(ConfigError) in
            try ColumnConfig.decode(v, p, resolve: resolve)
        })
        let date = try reader.optional("date", DateConfig.decode)
        let time = try reader.optional("time", TimeConfig.decode)
        try reader.finish()
        switch (columns, date, time) {
        case (let columns?, nil, nil):
            guard !columns.isEmpty else { throw ConfigError(path: reader.keyPath("columns"), message: "expected at least one column") }
            try checkFractions(columns.map(\.width), path: reader.keyPath("columns"), what: "column")
            return SectionConfig(width: width, content: .columns(columns))
        case (nil, let date?, nil): return SectionConfig(width: width, content: .date(date))
        case (nil, nil, let time?):
            var section = SectionConfig(width: width, content: .columns(time.columns))
            section.clock = time.clock
            return section
        case (nil, nil, nil): throw reader.missing(["columns", "date", "time"], "a section needs \"columns\", \"date\" or \"time\"")
        default: throw ConfigError(path: path, message: "a section has one of \"columns\", \"date\" and \"time\", not two")
        }
    }
}

/// Width fractions are all given and sum to 1 (±0.001), or none is given.
func checkFractions(_ fractions: [Fixed?], path: String, what: String) throws(ConfigError) {
    let given = fractions.compactMap { $0 }
    if given.isEmpty { return }
    guard given.count == fractions.count else {
        throw ConfigError(path: path, message: "\(given.count) of \(fractions.count) \(what)s give a width; give all or none")
    }
    let sum = given.reduce(Fixed.zero, +)
    guard (sum - .one).magnitude <= Fixed(ratio: 1, 1000) else {
        throw ConfigError(path: path, message: "\(what) widths add up to \(sum), expected 1")
    }
}

extension String {
    /// Empty, or whitespace only. A value that starts with a visible ASCII character, as nearly every
    /// one does, is answered by its first byte; walking each of 100,000 values as characters was a
    /// quarter of loading them.
    package var isBlank: Bool {
        if let first = utf8.first, first > 0x20, first < 0x7F { return false }
        return allSatisfy(\.isWhitespace)
    }
}
