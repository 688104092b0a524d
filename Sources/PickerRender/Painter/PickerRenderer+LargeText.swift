import PickerCore
import PickerSystem

extension PickerRenderer {
    /// `config` with large text applied (`theme.large_text`): the smallest font sizes, from the
    /// theme's own up, at which a capital H in the rows' font and in the band's is at least
    /// `large_text_cap_height_px` tall, and rows grown with them (`PickerConfig.growingRows`).
    /// Unchanged when large text is off. Errors name the font that cannot be opened or the size
    /// that does not fit on a `width`×`height` panel.
    package static func applyingLargeText(_ config: PickerConfig, width: Int? = nil, height: Int? = nil,
                                          files: FileAccess = .anywhere) throws(RenderError) -> PickerConfig {
        guard config.theme.largeText else { return config }
        // One line more than asked: a row drawn at a fractional position, or turned on a wheel, is
        // resampled across scanlines, which can take half a line of ink off its top and bottom.
        let theme = config.theme, target = theme.largeTextCapHeightPx + 1
        let regular = theme.fontSizePx(rowHeightPx: config.fontBasisPx, stacksDetails: config.stacksDetails)
        do {
            let library = try FreeTypeLibrary()
            // A wheel draws the band's H shorter than the font makes it: ask for more until it is shown tall enough.
            var asked = target
            while true {
                let rows = try smallestSize(from: regular, capHeightPx: asked) { size in
                    try RenderTheme.rowFont(theme, pixelSize: size, library: library, files: files)
                }
                let band = try smallestSize(from: theme.highlightFontSizePx ?? regular, capHeightPx: asked) { size in
                    try RenderTheme.bandFont(theme, pixelSize: size, library: library, files: files)
                }
                let grown = try config.growingRows(toFontSizePx: rows, highlightFontSizePx: band, width: width, height: height)
                let shown = Int(grown.shownHeightPx(ofPx: asked, width: width, height: height).rounded(.down))
                if shown >= target { return grown }
                // Fonts stop at 512 px (`theme.font_size`'s largest), where a row taller still would not help.
                guard asked < 512 else {
                    throw RenderError(theme.largeTextCapHeightGiven
                        ? "theme.large_text_cap_height_px: a capital H of \(theme.largeTextCapHeightPx) px cannot be drawn that tall on this wheel; give a smaller size or \"style\": \"flat\""
                        : "theme.large_text: a capital H of \(theme.largeTextCapHeightPx) px cannot be drawn that tall on this wheel; give \"style\": \"flat\"")
                }
                asked += target - shown
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("\(error)")
        }
    }

    /// The smallest pixel size from `start` up whose capital H is `capHeightPx` tall; one guess
    /// from the H at `start`, then a step at a time, as hinting does not scale the H linearly.
    private static func smallestSize(from start: Int, capHeightPx: Int, font: (Int) throws -> Font) throws -> Int {
        let startHeight = try capHeight(of: font(start))
        guard startHeight < capHeightPx else { return start }
        var size = min(512, max(start + 1, start * capHeightPx / max(1, startHeight)))
        while size < 512, try capHeight(of: font(size)) < capHeightPx { size += 1 }
        while size > start + 1, try capHeight(of: font(size - 1)) >= capHeightPx { size -= 1 }
        return size
    }

    /// The height of a capital H in `font`: its bitmap's rows that are at least half covered
    /// somewhere, so a faint anti-aliased edge row does not count as a pixel of height.
    static func capHeight(of font: Font) -> Int {
        let run = TextRun("H", font: font, direction: .ltr)
        return run.glyphs.map { placed in
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            return (0..<bitmap.height).count { row in
                bitmap.coverage[(row * bitmap.width)..<((row + 1) * bitmap.width)].contains { $0 >= 128 }
            }
        }.max() ?? 0
    }
}

extension PickerRenderer {
    /// What follows the column's key in `largeTextCutProblem`'s message; a data source's error
    /// rewrites the message in its own words from it.
    package static let largeTextCutWords = ": large text cuts "
    /// How a column large text cuts is mended, in config words (a data source's error names its own).
    package static let largeTextCutAdvice = "give the column more width, or large text a smaller capital H (theme.large_text_cap_height_px)"
    /// The same when no H was given: `sizing` has tried every H down to one taller than the rows' own.
    package static let largeTextCutNoRoomAdvice = "give the column more width, or turn large text off (theme.large_text): no capital H taller than the rows' own keeps it readable"

    /// Large text that cuts a column's title to fewer than its first three characters and "…" (a
    /// shorter title at all): rows that read "K…" and "K…" cannot be told apart, so such large text
    /// is refused as a date section too narrow for its numbers is, naming the column, the title and
    /// the room it needs. The room is what the band leaves the title in a vertical picker, beside a
    /// row's icons and trailing text too, and a horizontal picker's item; nil when large text is off or every title keeps its three
    /// characters.
    func largeTextCutProblem(config: PickerConfig, model: PickerModel) -> RenderError? {
        guard config.theme.largeText else { return nil }
        if let strip = stripTooShortForLargeText(config: config, model: model) { return strip }
        var columns: [Int: [BandTitle]] = [:], order: [Int] = []
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.limit, roomsOnly: true) { title in
            if columns[title.column] == nil { order.append(title.column) }
            columns[title.column, default: []].append(title)
            return true
        }
        for column in order {
            let titles = columns[column] ?? []
            for (title, length) in zip(titles, Self.tellingApartLengths(titles.map(\.text))) where title.inkPx > title.roomPx {
                let kept = leastCut(title, keeping: length)
                guard kept.px > title.roomPx else { continue }
                let needs = length == 3 ? "its first three characters and \"…\""
                    : "what tells it from the column's other titles, \(length == title.text.count ? "whole" : "its first \(length) characters and \"…\"")"
                return RenderError("\(config.columnKey(section: title.section, column: title.columnInSection))\(Self.largeTextCutWords)\(title.text.quotedForMessage) in \(title.roomPx) px, where a title needs \(needs) (\(kept.text.quotedForMessage), \(kept.px) px in the band's \(title.font.pixelSize) px font); \(config.theme.largeTextCapHeightGiven ? Self.largeTextCutAdvice : Self.largeTextCutNoRoomAdvice)")
            }
        }
        return nil
    }

    /// The band titles beside which large text leaves the row's trailing text out: "Kolkata" alone
    /// in the band, where plain text showed "Kolkata India UTC+5:30" and the rows beside kept
    /// "UTC+1" (trial 23). The default capital H comes down to leave out no more than it must
    /// (`sizing`). Empty when large text is off.
    func largeTextLeftOut(config: PickerConfig, model: PickerModel) -> [BandTitle] {
        largeTextLosses(config: config, model: model).leftOut
    }

    /// What large text costs the band's rows, in one walk over them: the titles beside which it
    /// leaves the trailing text out (`largeTextLeftOut`), the titles it cuts ("Living room"
    /// to "Livi…" beside "21 °C" on 320x240), and those whose details it cuts or leaves out.
    /// Empty when large text is off.
    func largeTextLosses(config: PickerConfig, model: PickerModel) -> (leftOut: [BandTitle], cut: [BandTitle], detailsCut: [BandTitle]) {
        guard config.theme.largeText else { return ([], [], []) }
        var leftOut: [BandTitle] = [], cut: [BandTitle] = [], detailsCut: [BandTitle] = []
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.sizingLimit) { title in
            if title.trailingTextLeftOut != nil { leftOut.append(title) }
            if title.inkPx > title.roomPx { cut.append(title) }
            if title.detailCut != nil { detailsCut.append(title) }
            return true
        }
        return (leftOut, cut, detailsCut)
    }

    /// The date sections of a vertical picker whose year, month or day the band cuts: sized from
    /// their widest values (`DateInks`), so one cut is what large text must weigh, not its months'.
    func datesCut(config: PickerConfig, model: PickerModel) -> [Int] {
        guard axis == .vertical else { return [] }
        return config.sections.indices.filter { section in
            guard let date = DateInks(section: section, config: config, model: model, theme: theme),
                  let columns = model.sections[section].date else { return false }
            let needs = date.needsPx(paddingPx: paddingPx)
            return [(columns.yearColumn, needs.year), (columns.monthColumn, needs.month), (columns.dayColumn, needs.day)].contains { column, need in
                layout.columnFrames[column].width < need
            }
        }
    }

    /// " (and 2 more rows')" after the first of `count` rows a message names; empty for one.
    static func moreRows(_ count: Int) -> String {
        count == 2 ? " (and one more row's)" : count > 2 ? " (and \(count - 1) more rows')" : ""
    }

    /// What `largeTextLeftOut` found, in words naming the first such row and how many more.
    static func largeTextLeftOutMessage(_ leftOut: [BandTitle], config: PickerConfig) -> String? {
        guard let first = leftOut.first, let text = first.trailingTextLeftOut else { return nil }
        let more = moreRows(leftOut.count)
        return "\(config.columnKey(section: first.section, column: first.columnInSection)): large text leaves \(text.quotedForMessage) out beside \(first.text.quotedForMessage)\(more) in the band's \(first.font.pixelSize) px font"
    }

    /// For each of a column's `titles`, how many of its first characters a cut keeps so the rows
    /// are still told apart: three, or one past what it shares with the title nearest it in
    /// order, up to its length. "Room 1" to "Room 5" all read "Roo…" under large text (trial 22);
    /// they need to be whole. Sorted, each title shares the most with a neighbour.
    static func tellingApartLengths(_ titles: [String]) -> [Int] {
        let characters = titles.map(Array.init)
        let order = characters.indices.sorted { characters[$0].lexicographicallyPrecedes(characters[$1]) }
        func shared(_ a: [Character], _ b: [Character]) -> Int { zip(a, b).prefix { $0 == $1 }.count }
        var lengths = characters.map { min(3, $0.count) }
        for (position, index) in order.enumerated() {
            let before = position > 0 ? shared(characters[index], characters[order[position - 1]]) : 0
            let after = position + 1 < order.count ? shared(characters[index], characters[order[position + 1]]) : 0
            lengths[index] = min(characters[index].count, max(3, max(before, after) + 1))
        }
        return lengths
    }

    /// A horizontal picker's column is a strip across it one line tall: a strip shorter than the
    /// band font's line cut large text's digits at the picker's top edge (trial 21).
    private func stripTooShortForLargeText(config: PickerConfig, model: PickerModel) -> RenderError? {
        guard axis == .horizontal, model.directory.entries.count == layout.columnFrames.count else { return nil }
        let linePx = theme.highlightFont.lineHeightPx
        guard let index = layout.columnFrames.indices.first(where: { layout.columnFrames[$0].height < linePx }) else { return nil }
        let advice = config.theme.largeTextCapHeightGiven ? "give the picker more height, or large text a smaller capital H (theme.large_text_cap_height_px)"
            : "give the picker more height: no capital H taller than the rows' own fits it"
        return RenderError("\(model.directory.entries[index].keyPath): large text draws lines \(linePx) px tall in the band's \(theme.highlightFont.pixelSize) px font, and the column is a strip \(layout.columnFrames[index].height) px tall; \(advice)")
    }

    /// A row's title as the band draws it (`bandLine`).
    struct BandLine {
        let text: String
        let font: Font
        let inkPx: Int
        /// What the band leaves the title beside the row's icons and trailing text.
        let roomPx: Int
        /// Where the row's trailing text is cut or left out in the band: the share of what it and
        /// the title need whole that the row has room for.
        let trailingShare: Double?
        /// For a rich row, what the title, a detail after it and the trailing text lack to be
        /// whole on one line in the band, or a detail under the title on its line, whichever
        /// lacks more (negative: the room they leave).
        let lineShortfallPx: Int?
        /// A rich row's trailing text where the band leaves it out ("UTC+5:30" beside a large "Kolkata").
        let trailingTextLeftOut: String?
        /// A rich row's detail where the band cuts it or leaves it out ("4 left" beside a large "10:00").
        let detailCut: String?
    }

    /// A title a column of a `columns` section may show in the band, as the band draws it, and
    /// where it is: its line's parts read as its own (`title.inkPx`).
    @dynamicMemberLookup
    struct BandTitle {
        let section: Int
        /// Its index in the model, and in its section.
        let column: Int
        let columnInSection: Int
        /// Its row in the column.
        let row: Int
        let line: BandLine

        subscript<Part>(dynamicMember part: KeyPath<BandLine, Part>) -> Part { line[keyPath: part] }
    }

    /// `title`'s first three characters (or `length`) and "…" (the title itself when no longer),
    /// and their ink in the band's font: the least a cut title shows.
    func leastCut(_ title: BandTitle, keeping length: Int = 3) -> (text: String, px: Int) {
        RowSpriteBuilder.leastCut(title.text, font: title.font, ellipsis: String(title.font.ellipsis.characters), direction: theme.direction,
                                  keeping: length)
    }

    /// Calls `body` with each column's titles (`TitlesToMeasure`, at most `limit` a column) as the
    /// band draws them, until it returns false: the columns of `columns` sections in a vertical
    /// picker (a date section's are sized apart, `DateInks`), and every column in a horizontal one,
    /// whose items are all as wide. With `roomsOnly`, a title's room is measured and not the rest
    /// of its line (`bandRoom`'s `titleOnly`): its trailing share, line shortfall, trailing text
    /// left out and detail cut are nil.
    func forEachBandTitle(config: PickerConfig, model: PickerModel, limit: Int, roomsOnly: Bool = false, _ body: (BandTitle) -> Bool) {
        guard model.sections.count == config.sections.count else { return }
        for section in config.sections.indices {
            if axis == .vertical, case .date = config.sections[section].content { continue }
            for (offset, index) in model.sections[section].columnIndices.enumerated() {
                let column = model.columns[index], frame = layout.columnFrames[index]
                for rowIndex in TitlesToMeasure.rows(of: column.rows, limit: limit) {
                    guard let line = bandLine(column, index: index, row: rowIndex, crossRange: frame.x..<(frame.x + frame.width),
                                              titleOnly: roomsOnly) else { continue }
                    guard body(BandTitle(section: section, column: index, columnInSection: offset, row: rowIndex, line: line)) else { return }
                }
            }
        }
    }
}
