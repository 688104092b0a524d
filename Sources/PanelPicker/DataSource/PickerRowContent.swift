import PickerCore

/// Where a row's detail line goes: `.below` the title or `.after` it on the same line.
public typealias PickerDetailPosition = RowParts.DetailPosition

/// Everything a row shows, for rows richer than a title and an image (PickerView's
/// custom row views, as panels use them): a detail line, a right-aligned text and icons
/// at both ends. Each part is the config item key of the same name.
public struct PickerRowContent: Equatable, Sendable {
    /// The title; nil for a row of icons only.
    public var title: String?
    /// A secondary line, smaller and dimmer: under the title or after it. A blank one (`""`,
    /// spaces) is none: the row is drawn and said as a row without.
    public var detail: String?
    public var detailPosition: PickerDetailPosition
    /// Aligned to the row's trailing end, e.g. `"UTC+2"` or `"5 GHz"`; a blank one is none.
    public var trailingText: String?
    /// PNG files drawn at the row's start and end, scaled to the row keeping their aspect. Give
    /// them a transparent background: a disabled row draws an icon's every opaque pixel in
    /// `disabledTextColor`, so an opaque one becomes a solid square.
    public var leadingImagePath: String?
    public var trailingImagePath: String?
    /// The row's own text colours; nil: the style's.
    public var textColor: PickerColor?
    public var highlightedTextColor: PickerColor?
    /// The title's own fonts (paths or fontconfig patterns, a fallback chain) and pixel size, in and
    /// out of the band, as `PickerStyle.fontPaths`; nil: the style's.
    public var fontPaths: [String]?
    public var fontSize: Int?
    /// The title's fonts and size inside the band (the config's `highlight_font`, `highlight_font_size`);
    /// nil: `fontPaths` and `fontSize` when given, else the style's `highlightedFontPaths` and `highlightedFontSize`.
    public var highlightedFontPaths: [String]?
    public var highlightedFontSize: Int?
    /// The detail's and trailing text's fonts and size; nil: the title's fonts at 7/10 of its size.
    public var detailFontPaths: [String]?
    public var detailFontSize: Int?
    /// Their fonts and size inside the band (`detail_highlight_font`, `detail_highlight_font_size`);
    /// nil: what `detailFontPaths` and `detailFontSize` give.
    public var highlightedDetailFontPaths: [String]?
    public var highlightedDetailFontSize: Int?
    /// The detail's and trailing text's own colours, out of and in the band; nil: the title's. A
    /// disabled row keeps `detailColor`, where its other parts are grey: say there why it is disabled.
    public var detailColor: PickerColor?
    public var highlightedDetailColor: PickerColor?
    /// What speech says for the row (`speech`), instead of its title, detail and trailing text:
    /// "minus sixty decibel-milliwatts" for "-60 dBm", a name for an icon-only row. nil: the title
    /// (else the value), then the detail and trailing text, each after a comma.
    public var speech: String?
    /// The row's language (`lang`, BCP 47, `"de"`): speech says it with that voice. nil: the
    /// column's (`language(forColumn:section:)`), else the style's `lang`.
    public var language: String?

    public init(
        title: String?, detail: String? = nil, detailPosition: PickerDetailPosition = .below, trailingText: String? = nil,
        leadingImagePath: String? = nil, trailingImagePath: String? = nil,
        textColor: PickerColor? = nil, highlightedTextColor: PickerColor? = nil,
        detailColor: PickerColor? = nil, highlightedDetailColor: PickerColor? = nil,
        fontPaths: [String]? = nil, fontSize: Int? = nil, detailFontPaths: [String]? = nil, detailFontSize: Int? = nil,
        highlightedFontPaths: [String]? = nil, highlightedFontSize: Int? = nil, highlightedDetailFontPaths: [String]? = nil,
        highlightedDetailFontSize: Int? = nil, speech: String? = nil, language: String? = nil
    ) {
        self.title = title
        self.detail = detail
        self.detailPosition = detailPosition
        self.trailingText = trailingText
        self.leadingImagePath = leadingImagePath
        self.trailingImagePath = trailingImagePath
        self.textColor = textColor
        self.highlightedTextColor = highlightedTextColor
        self.detailColor = detailColor
        self.highlightedDetailColor = highlightedDetailColor
        self.fontPaths = fontPaths
        self.fontSize = fontSize
        self.detailFontPaths = detailFontPaths
        self.detailFontSize = detailFontSize
        self.highlightedFontPaths = highlightedFontPaths
        self.highlightedFontSize = highlightedFontSize
        self.highlightedDetailFontPaths = highlightedDetailFontPaths
        self.highlightedDetailFontSize = highlightedDetailFontSize
        self.speech = speech
        self.language = language
    }
}

extension PickerRowContent {
    /// Each item key the document writes and the property of `content(forRow:column:section:)` it comes from.
    private static let propertyNames = [
        "text": "title", "image": "leadingImagePath", "detail": "detail", "detail_position": "detailPosition",
        "trailing_text": "trailingText", "trailing_image": "trailingImagePath", "color": "textColor",
        "highlight_color": "highlightedTextColor", "detail_color": "detailColor", "detail_highlight_color": "highlightedDetailColor",
        "font": "fontPaths", "highlight_font": "highlightedFontPaths", "detail_font": "detailFontPaths",
        "detail_highlight_font": "highlightedDetailFontPaths", "font_size": "fontSize", "highlight_font_size": "highlightedFontSize",
        "detail_font_size": "detailFontSize", "detail_highlight_font_size": "highlightedDetailFontSize",
        "speech": "speech", "lang": "language",
    ]

    /// `message` with a leading row key (`sections[0].columns[1].items[3].image: ...`) named as the
    /// program gave it (`content(forRow: 3, column: 1, section: 0).leadingImagePath: ...`), the row's
    /// `value` and `disabled` by their methods; nil when it names no row. The program wrote no config,
    /// so an error in its words points at the line to change. A part `dataSource`'s own method does
    /// not give (it answers nil) came from `content(forRow:…)` alone, and only that is named.
    static func renamingRowKey(in message: String, of dataSource: (any PickerDataSource)?) -> String? {
        var rest = Substring(message)
        guard let section = rest.takeIndex(after: "sections["), let column = rest.takeIndex(after: ".columns["), let row = rest.takeIndex(after: ".items[") else {
            return nil
        }
        let arguments = "(forRow: \(row), column: \(column), section: \(section))"
        if rest.first == ":" {
            // A repeated value given by no value of its own is the row's title (trial 43: a source
            // that wrote only title(forRow:) was sent to content(forRow:)).
            let fromTitle = String(rest).parts(separatedBy: "'s value too").count > 1
            guard fromTitle else { return "content\(arguments)" + renamingItemWords(in: rest) }
            let method = ownMethod(giving: "title", row: row, column: column, section: section, arguments: arguments, of: dataSource)
            return method + "content\(arguments).title" + renamingItemWords(in: rest)
        }
        guard rest.first == "." else { return nil }
        let key = rest.dropFirst().prefix { $0 != ":" && $0 != "." && $0 != "[" }
        let after = rest.dropFirst(key.count + 1)
        switch key {
        case "value": return "value\(arguments)" + renamingItemWords(in: after)
        case "disabled": return "isRowEnabled(\(row), column: \(column), section: \(section))" + after
        default:
            guard let property = propertyNames[String(key)] else { return nil }
            // A part a method of its own gives by default is named by both: a data source that wrote
            // only `imagePath(forRow:…)` was sent to a `content(forRow:…)` it never wrote (trial 42), and
            // one that wrote only `content(forRow:…)` to an `imagePath(forRow:…)` it never wrote (trial 52).
            let method = ownMethod(giving: property, row: row, column: column, section: section, arguments: arguments, of: dataSource)
            return method + "content\(arguments).\(property)" + after
        }
    }

    /// The parts `content(forRow:column:section:)` takes by default from methods of their own: each
    /// method's name, and whether it gives a row a value.
    private static let ownMethods: [String: (name: String, gives: @Sendable (any PickerDataSource, Int, Int, Int) -> Bool)] = [
        "title": ("title", { $0.title(forRow: $1, column: $2, section: $3) != nil }),
        "leadingImagePath": ("imagePath", { $0.imagePath(forRow: $1, column: $2, section: $3) != nil }),
        "textColor": ("textColor", { $0.textColor(forRow: $1, column: $2, section: $3) != nil }),
        "highlightedTextColor": ("highlightedTextColor", { $0.highlightedTextColor(forRow: $1, column: $2, section: $3) != nil }),
    ]

    /// `imagePath(forRow: 3, column: 1, section: 0) or ` for a part a method of its own gives by
    /// default, when `dataSource`'s method gives the row one (or the data source is not known, so
    /// the value may have come from either); "" for any other part.
    private static func ownMethod(giving property: String, row: Int, column: Int, section: Int, arguments: String,
                                  of dataSource: (any PickerDataSource)?) -> String {
        guard let method = ownMethods[property], dataSource.map({ method.gives($0, row, column, section) }) ?? true else { return "" }
        return "\(method.name)\(arguments) or "
    }

    /// The config's phrases for rows and the program's: an item's `"text"` or `"image"` is a row's
    /// title or `leadingImagePath`; a row is found by its value by `select(value:inColumn:)`, not the
    /// socket's command, and a row whose title is its value gets one from `value(forRow:column:section:)`.
    private static let swiftPhrases = [
        // Trial 32: a source with only `title(forRow:)`, returning nil, was sent to a method it never wrote.
        (#"an item needs "text" or "image""#,
         "a row needs a title or a leadingImagePath, and title(forRow:column:section:) (or content(forRow:column:section:).title) gave none"),
        (ItemConfig.findsRowByValueWords, "(selections, saved state and select(value:inColumn:) find a row by it)"),
        (ItemConfig.sameTextAdvice, "; rows that show the same title need values of their own (value(forRow:column:section:))"),
    ]

    /// `text` with the config's words for rows in the program's: `items[0]'s value` is `row 0's value`,
    /// and `swiftPhrases`.
    private static func renamingItemWords(in text: Substring) -> String {
        // Scanned by hand: the standard library's `replacing` and `firstRange(of:)` live in
        // _StringProcessing, which would link the regex engine into every panel binary for this.
        var renamed = "", rest = text
        while let next = rest.first {
            if let (config, swift) = swiftPhrases.first(where: { rest.hasPrefix($0.0) }) {
                renamed += swift
                rest = rest.dropFirst(config.count)
            } else if rest.hasPrefix("items["), let close = rest.firstIndex(of: "]"), rest[close...].hasPrefix("]'s") {
                renamed += "row " + rest[rest.index(rest.startIndex, offsetBy: 6)..<close]
                rest = rest[rest.index(after: close)...]
            } else {
                renamed.append(next)
                rest = rest.dropFirst()
            }
        }
        return renamed
    }
}
