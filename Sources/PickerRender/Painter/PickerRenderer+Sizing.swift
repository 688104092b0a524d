import PickerCore
import PickerSystem

extension PickerRenderer {
    /// The renderer for `config` at `width`×`height`, with the model and layout it draws, sized
    /// from the fonts: a horizontal picker's items fit its widest title unless `row_height` says
    /// (`fittingHorizontalItems`), large text grows the rows (`applyingLargeText`), sections that
    /// give no width share it by need when equal shares cut (`sectionSharesByNeed`), a default
    /// font shrinks to fit the titles (`fittingDefaultFont`), and each date section that
    /// gives no widths has its columns sized from their widest values in the band's grown font
    /// (`DateColumnWidths`), so the band's bold text is not cut where the default split would cut it.
    ///
    /// Large text keeps half the clear margins at the columns' sides (`PickerRenderer.paddingPx`).
    ///
    /// - Throws: naming a date section (`sections[0].date: …`) too narrow for its year and day
    ///   whole beside a month's first letter, or a column whose titles large text cuts to fewer than
    ///   three characters (`largeTextCutProblem`), or a column that cuts them so at any size
    ///   (`narrowColumnProblem`), as well as what `applyingLargeText` and opening
    ///   the fonts and images throw.
    ///
    /// Large text with no `large_text_cap_height_px` given takes the tallest capital H up to the
    /// default that the panel keeps readable (`tallestReadableLargeText`), and that leaves no row's
    /// trailing text out of the band where some H above the rows' own does; the renderer's
    /// `largeTextCapHeightPx` says which, and `largeTextNote` why it is shorter.
    package static func sizing(config unsized: PickerConfig, model: PickerModel, width: Int? = nil, height: Int? = nil,
                               files: FileAccess = .anywhere, writesAlpha: Bool = false) throws(RenderError) -> Sized
    {
        func asAsked(_ config: PickerConfig) throws(RenderError) -> Sized {
            try sizingAsAsked(config: config, model: model, width: width, height: height, files: files, writesAlpha: writesAlpha)
        }
        guard unsized.theme.largeText, !unsized.theme.largeTextCapHeightGiven else {
            let sized = try asAsked(unsized)
            // Large text off loses nothing, and weighing it would measure every band title and date.
            guard unsized.theme.largeText else {
                if let problem = trailingTextsLeftOut(sized, config: unsized) { throw problem }
                return sized
            }
            let cost = LargeTextCost(sized, config: unsized)
            if let problem = trailingTextsNotKept(cost, config: unsized, at: "the capital H given") { throw problem }
            // The H given is drawn as asked, and what it costs is said as the default's is: a
            // pendant's readout lost "+12345.678 mm" at the H it gave with no word (trial 83).
            sized.renderer.largeTextNote = largeTextNote(cost.notes(config: unsized, layout: sized.layout,
                                                                    capHeightPx: unsized.theme.largeTextCapHeightPx,
                                                                    advice: "; give the column more width, or large text a shorter capital H"))
            return sized
        }
        let met: RenderError
        var atDefault: (sized: Sized, cost: LargeTextCost)?
        do throws(RenderError) {
            let sized = try asAsked(unsized)
            let cost = LargeTextCost(sized, config: unsized)
            guard let problem = cost.problem(config: unsized) else {
                sized.renderer.largeTextNote = largeTextNote(littleGrowth(unsized, files: files).map { [$0] } ?? [])
                return sized
            }
            met = problem
            atDefault = (sized, cost)
        } catch {
            met = error
        }
        let lowered = try tallestReadableLargeText(unsized, failure: met, atDefault: atDefault, width: width, height: height, files: files,
                                                   sized: asAsked)
        let asked = unsized.theme.largeTextCapHeightPx, drawn = lowered.renderer.largeTextCapHeightPx ?? asked
        var notes: [String] = []
        if drawn < asked {
            // What the default met, without its advice: the H found is the mend.
            let characters = Array(met.message)
            let adviceStart = characters.indices.dropLast().last { characters[$0] == ";" && characters[$0 + 1] == " " }
            let reason = adviceStart.map { String(characters[..<$0]) } ?? met.message
            notes.append("a capital H of \(drawn) px, not the default \(asked): at \(asked) px, \(reason)")
        }
        notes += LargeTextCost(lowered, config: unsized).notes(config: unsized, layout: lowered.layout, capHeightPx: drawn,
                                                               advice: ", as it does at every capital H down to half again the rows' own; give the column more width")
        // A note, not a refusal: it says so first (trial 37 read "give the column more width" as one).
        lowered.renderer.largeTextNote = largeTextNote(notes)
        return lowered
    }

    /// Why the default capital H grows the rows little, where their own H is already four fifths
    /// of it or more: trial 101's 1080x1920 panel, rows of a 44 px font, grew by 6 px under large
    /// text, and nothing said so. The default is a 7" 800x480 panel's; nil where it grows them more.
    private static func littleGrowth(_ config: PickerConfig, files: FileAccess) -> String? {
        let theme = config.theme, asked = theme.largeTextCapHeightPx
        guard let library = try? FreeTypeLibrary(),
              let font = try? RenderTheme.rowFont(theme, pixelSize: theme.fontSizePx(rowHeightPx: config.fontBasisPx, stacksDetails: config.stacksDetails),
                                                  library: library, files: files) else { return nil }
        let own = capHeight(of: font)
        guard own * 5 >= asked * 4 else { return nil }
        return "the default capital H of \(asked) px is \(own >= asked ? "no taller than" : "little taller than") the rows' own \(own) px; "
            + "give this panel its own (large_text_cap_height_px, style.largeText.capHeightPx), half again the rows' own is \(own * 3 / 2) px"
    }

    /// The note that says what large text costs, from its parts; nil where it costs nothing.
    private static func largeTextNote(_ notes: [String]) -> String? {
        notes.isEmpty ? nil : "large text is on: " + notes.joined(separator: "; ")
    }

    /// The model, layout and renderer `sizing` gives.
    package typealias Sized = (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)

    /// What large text costs a picker beyond its capital H: the rows whose trailing text the band
    /// leaves out, the titles it cuts, and the rows in sight. Trial 25's Wi-Fi list on 480x272 grew
    /// rows so tall that one was in sight: the selected network with no neighbour; and a thermostat
    /// on 320x240 read "Livi…" and "Kitc…" beside "21 °C", where a smaller H kept the rooms whole.
    struct LargeTextCost {
        /// The band titles whose rows' trailing texts large text leaves out.
        var leftOut: [BandTitle]
        /// The band titles large text cuts.
        var cut: [BandTitle]
        /// The band titles whose rows' details large text cuts or leaves out: "4 left" and "sold
        /// out" went from a museum's time slots at the default H, and nothing said so (trial 79).
        var detailsCut: [BandTitle]
        /// The date sections whose year, month or day it cuts, each one loss whatever its months:
        /// "septe…" on 480x272, where a smaller H kept "septembre" whole (trial 27); on 320x240,
        /// where no H large text may take does, the date keeps the default.
        var datesCut: [Int]
        var rowsInSight: Int
        /// The band's font, for the message.
        var bandFontPx: Int
        /// A row on each side of the band keeps a list's context.
        static let rowsWanted = 3

        init(_ sized: Sized, config: PickerConfig) {
            (leftOut, cut, detailsCut) = sized.renderer.largeTextLosses(config: config, model: sized.model)
            datesCut = sized.renderer.datesCut(config: config, model: sized.model)
            bandFontPx = sized.renderer.theme.highlightFont.pixelSize
            let layout = sized.layout
            rowsInSight = (layout.orientation == .vertical ? layout.viewport.height : layout.viewport.width) / Swift.max(1, layout.pitchPx)
        }

        /// Costs no more than `limit`, the cost at the least H large text may come down to.
        func isNoWorse(than limit: LargeTextCost) -> Bool {
            leftOut.count <= limit.leftOut.count && cut.count <= limit.cut.count && datesCut.count <= limit.datesCut.count
                && detailsCut.count <= limit.detailsCut.count && rowsInSight >= Swift.min(LargeTextCost.rowsWanted, limit.rowsInSight)
        }

        /// What large text loses at `capHeightPx`, each in words for the note: the rows' texts
        /// (`lossesMessage`, then `advice`, whose "column" a date's loss reads as "date"),
        /// and the rows in sight where fewer than `rowsWanted` are whole.
        func notes(config: PickerConfig, layout: PickerLayout, capHeightPx: Int, advice lossAdvice: String) -> [String] {
            var notes: [String] = []
            if let losses = lossesMessage(config: config) {
                let advice = leftOut.isEmpty && cut.isEmpty && detailsCut.isEmpty ? lossAdvice.replacingEach("column", with: "date") : lossAdvice
                notes.append("at \(capHeightPx) px, \(losses)\(advice)")
            }
            if rowsInSight < LargeTextCost.rowsWanted {
                // A three-row widget, which large text's taller rows leave with its neighbours cut:
                // an embedder whose high-contrast picker showed its band alone was told nothing.
                let (along, row) = layout.orientation == .vertical ? ("height", "row") : ("width", "item")
                notes.append("at \(capHeightPx) px, it shows \(rowsInSight.counted(row)) whole in sight, where \(LargeTextCost.rowsWanted) keep "
                             + "one on each side of the band; give the picker more \(along)")
            }
            return notes
        }

        /// What the default H costs, in words for the note; nil when it costs nothing.
        func problem(config: PickerConfig) -> RenderError? {
            if let message = lossesMessage(config: config) { return RenderError(message) }
            guard rowsInSight < LargeTextCost.rowsWanted else { return nil }
            return RenderError("large text shows \(rowsInSight.counted("row")) in sight, where \(LargeTextCost.rowsWanted) keep one on each side of the band")
        }

        /// The rows' texts the band loses, in words naming the first: a trailing text left out,
        /// else a detail cut, else a title cut; nil when it loses none.
        func lossesMessage(config: PickerConfig) -> String? {
            if let message = PickerRenderer.largeTextLeftOutMessage(leftOut, config: config) { return message }
            if let first = detailsCut.first, let detail = first.detailCut {
                return "\(config.columnKey(section: first.section, column: first.columnInSection)): large text cuts the detail \(detail.quotedForMessage) "
                    + "beside \(first.text.quotedForMessage)\(PickerRenderer.moreRows(detailsCut.count)) in the band's \(first.font.pixelSize) px font"
            }
            guard let first = cut.first else {
                return datesCut.first.map { "sections[\($0)].date: large text cuts its widest year, month or day in the band's \(bandFontPx) px font" }
            }
            let more = cut.count == 2 ? " (and one more title)" : cut.count > 2 ? " (and \(cut.count - 1) more titles)" : ""
            return "\(config.columnKey(section: first.section, column: first.columnInSection)): large text cuts \(first.text.quotedForMessage)\(more) "
                + "to \(first.roomPx) px in the band's \(first.font.pixelSize) px font, where it needs \(first.inkPx) px"
        }
    }

    /// Large text's default capital H is a target, not a requirement. A two- or three-column
    /// picker on a small panel that it would leave unreadable (titles cut to "K…", a date section
    /// too narrow, a band taller than the panel) takes the tallest H below it that `sized` accepts,
    /// searched by halves down to one pixel taller than the rows' own H (as drawn with large text
    /// off, a default font shrunk to fit included). Among those, it takes the tallest that leaves
    /// no more rows' trailing texts out of the band than an H half again as tall as the rows' own
    /// does, so that large text stays large: "Kolkata" lost "UTC+5:30" at the default while the
    /// rows beside kept "UTC+1" (trial 23). `atDefault` is the default H's sizing where `sized`
    /// accepted it, and how many rows' trailing texts it left out.
    /// A config that gives `large_text_cap_height_px` states a viewing distance, and is refused instead.
    /// - Throws: what even an H one pixel taller than the rows' own meets, which names the least
    ///   room large text needs (`failure`, what the default met, when the rows' H is not shorter).
    private static func tallestReadableLargeText(
        _ config: PickerConfig, failure: RenderError, atDefault: (sized: Sized, cost: LargeTextCost)?, width: Int?, height: Int?,
        files: FileAccess, sized: (PickerConfig) throws(RenderError) -> Sized
    ) throws(RenderError) -> Sized {
        // The rows' own H is the text's as drawn without large text, a default font shrunk to fit
        // included; one pixel taller is the least that makes large text larger. Large text grows
        // from that shrunk font: from the theme's size, the date and three columns a 320x240
        // panel shows at 17 px had no room for any larger text.
        var normal = config
        normal.theme.largeText = false
        guard let drawn = try? sized(normal).renderer.theme else { throw failure }
        let rowsOwn = capHeight(of: drawn.font)
        guard rowsOwn + 1 < config.theme.largeTextCapHeightPx else { throw failure }
        let shrunk = config.theme.fontSizePx == nil && config.theme.highlightFontSizePx == nil
            && drawn.font.pixelSize < config.theme.fontSizePx(rowHeightPx: config.fontBasisPx, stacksDetails: config.stacksDetails)
        func attempt(_ capHeightPx: Int) -> Result<Sized, RenderError> {
            var lowered = config
            lowered.theme.largeTextCapHeightPx = capHeightPx
            if shrunk {
                lowered.theme.fontSizePx = drawn.font.pixelSize
                lowered.theme.highlightFontSizePx = drawn.highlightFont.pixelSize
            }
            return Result { () throws(RenderError) in try sized(lowered) }
        }
        var fits = rowsOwn + 1, refused = config.theme.largeTextCapHeightPx
        // Large text stays at least half again as tall as the rows' own text to keep trailing
        // texts; most pickers that come down at all are readable there, so it is tried first.
        // Where it must keep them, it comes down as far as it may.
        let keepingFloor = config.theme.largeTextKeepsTrailingText ? fits : rowsOwn * 3 / 2
        var best: Sized
        if keepingFloor > fits, keepingFloor < refused, case .success(let sized) = attempt(keepingFloor) {
            (fits, best) = (keepingFloor, sized)
        } else {
            if keepingFloor > fits { refused = Swift.min(refused, keepingFloor) }
            best = try attempt(fits).get()
        }
        let tolerated = LargeTextCost(best, config: config)
        if let problem = trailingTextsNotKept(tolerated, config: config, at: "every capital H down to one pixel above the rows' own") { throw problem }
        if let atDefault, atDefault.cost.isNoWorse(than: tolerated) { return atDefault.sized }
        while refused - fits > 1 {
            let middle = (fits + refused) / 2
            if case .success(let sized) = attempt(middle), LargeTextCost(sized, config: config).isNoWorse(than: tolerated) {
                (fits, best) = (middle, sized)
            } else {
                refused = middle
            }
        }
        return best
    }

    /// Large text that must keep every row's trailing text (`theme.large_text_keeps_trailing_text`)
    /// and leaves one out at `capHeights`, refused naming the first such row; nil where it keeps them.
    private static func trailingTextsNotKept(_ cost: LargeTextCost, config: PickerConfig, at capHeights: String) -> RenderError? {
        guard config.theme.largeTextKeepsTrailingText, let leftOut = largeTextLeftOutMessage(cost.leftOut, config: config) else { return nil }
        return RenderError("\(leftOut), as it does at \(capHeights); \(trailingTextsNotKeptAdvice)")
    }

    /// A picker that must keep every row's trailing text (`theme.keep_trailing_text`) whose band
    /// leaves one out at its size, refused naming the first such row; nil where it keeps them.
    /// Only such a picker measures its rows' lines as it is sized (up to 2,000 a column), at each
    /// reload too; large text weighs its own (`trailingTextsNotKept`).
    private static func trailingTextsLeftOut(_ sized: Sized, config: PickerConfig) -> RenderError? {
        guard config.theme.keepTrailingText else { return nil }
        var leftOut: [BandTitle] = []
        sized.renderer.forEachBandTitle(config: config, model: sized.model, limit: TitlesToMeasure.limit) { title in
            if title.trailingTextLeftOut != nil { leftOut.append(title) }
            return true
        }
        guard let first = leftOut.first, let text = first.trailingTextLeftOut else { return nil }
        let key = config.columnKey(section: first.section, column: first.columnInSection)
        return RenderError("\(key) \(sized.model.columns[first.column].id.quotedForMessage): the band leaves \(text.quotedForMessage) "
                           + "out beside \(first.text.quotedForMessage)\(moreRows(leftOut.count)) in its \(first.font.pixelSize) px font; "
                           + trailingTextsLeftOutAdvice)
    }

    /// How a band that must keep every trailing text and cannot is mended, in config words.
    package static let trailingTextsLeftOutAdvice = "give the column more width, the rows shorter titles or a smaller size (theme.font_size), "
        + "or let the band leave trailing text out (theme.keep_trailing_text: false)"

    /// How large text that must keep a column's trailing text and cannot is mended, in config
    /// words (a data source's error names its own).
    package static let trailingTextsNotKeptAdvice = "give the column more width, or let large text leave trailing text out (theme.large_text_keeps_trailing_text: false)"

    /// `sizing` at large text's asked H.
    private static func sizingAsAsked(config unsized: PickerConfig, model: PickerModel, width: Int?, height: Int?,
                                      files: FileAccess, writesAlpha: Bool) throws(RenderError)
        -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)
    {
        let fitted = try fittingHorizontalItems(unsized, model: model, width: width, files: files)
        // The config checked its own size; a display or render target may give another.
        if let problem = fitted.bandProblem(width: width, height: height) { throw RenderError("\(problem)") }
        var config = try keepingLargeTextTitles(applyingLargeText(fitted, width: width, height: height, files: files), model: model,
                                                width: width, files: files)
        // A capital H the config gave that this panel cannot show is refused now, not first when the
        // large-text key is pressed (its titles and dates are checked then, with the text they get).
        if !fitted.theme.largeText, fitted.theme.largeTextCapHeightGiven {
            var switchedOn = fitted
            switchedOn.theme.largeText = true
            _ = try applyingLargeText(switchedOn, width: width, height: height, files: files)
        }
        var layout = PickerLayout(config: config, model: model, width: width, height: height)
        var renderer = try PickerRenderer(config: config, model: model, layout: layout, files: files, writesAlpha: writesAlpha)
        var sized = model
        (sized, layout, renderer) = try sharingWidths(config: config, model: sized, renderer: renderer, width: width, height: height,
                                                        files: files, writesAlpha: writesAlpha)
        if let problem = renderer.largeTextCutProblem(config: config, model: sized) { throw problem }
        var defaultFontShrunkToPx: Int?
        if let shrunk = try renderer.fittingDefaultFont(config: config, model: sized, width: width, height: height, files: files,
                                                        writesAlpha: writesAlpha) {
            (config, sized, layout, renderer) = shrunk
            defaultFontShrunkToPx = config.theme.fontSizePx
        }
        if let problem = renderer.narrowColumnProblem(config: config, model: sized) { throw problem }
        guard layout.orientation == .vertical, sized.sections.count == config.sections.count else { return (sized, layout, renderer) }
        let dates = config.sections.indices.compactMap { section in
            DateInks(section: section, config: config, model: sized, theme: renderer.theme)
        }
        var dated = sized
        var monthsCut: [String] = []
        for date in dates {
            let sectionPx = date.columns.map { layout.columnFrames[$0].width }.reduce(0, +)
            let widths: DateConfig.Widths?
            do throws(ConfigError) {
                widths = try DateColumnWidths.widths(date.defaults, needsPx: date.needsPx(paddingPx: renderer.paddingPx),
                                                     monthLeastPx: date.monthLeastPx(paddingPx: renderer.paddingPx),
                                                     sectionPx: sectionPx, section: date.section, largeText: config.theme.largeText,
                                                     largeTextCapHeightGiven: config.theme.largeTextCapHeightGiven,
                                                     defaultFontShrunkToPx: defaultFontShrunkToPx)
            } catch {
                throw RenderError("\(error)")
            }
            guard let widths else { continue }
            dated.share(dateSection: date.section, as: widths)
            let monthPx = (Fixed(sectionPx) * widths.month).rounded, needPx = date.needsPx(paddingPx: renderer.paddingPx).month
            // Large text's note names a cut date already.
            if monthPx < needPx, !config.theme.largeText { monthsCut.append(monthsCutNote(section: date.section, monthPx: monthPx, needPx: needPx)) }
        }
        guard dated != sized else { return (sized, layout, renderer) }
        let datedLayout = PickerLayout(config: config, model: dated, width: width, height: height)
        let datedRenderer = try PickerRenderer(config: config, model: dated, layout: datedLayout, files: files, writesAlpha: writesAlpha)
        datedRenderer.monthsCutNote = monthsCut.isEmpty ? nil : monthsCut.joined(separator: "; ")
        return (dated, datedLayout, datedRenderer)
    }

    /// Why a date section's months are cut: trial 107 read "febbr…" and "Deze…" beside a whole
    /// year, and the log said nothing (the year and day stay whole; the month reads cut).
    /// More width also widens the columns' padding, so it names no exact number of pixels.
    private static func monthsCutNote(section: Int, monthPx: Int, needPx: Int) -> String {
        "sections[\(section)].date: the band cuts the longest month names to \(monthPx) px, where they need \(needPx) px "
            + "(the year and the day stay whole); give the section more width (its width) or the text a smaller size (theme.font_size)"
    }

    /// Whether `other`, sized anew for other rows, lays them out and sizes their fonts as this one
    /// does, so this one (with what it has drawn and cached) can go on drawing them.
    package func sizesLike(_ other: PickerRenderer) -> Bool {
        layout == other.layout && theme.font.pixelSize == other.theme.font.pixelSize
            && theme.highlightFont.pixelSize == other.theme.highlightFont.pixelSize
    }

    /// `model` with its sections, then each section's columns, shared by need
    /// (`sectionSharesByNeed`, `columnSharesByNeed`), and the layout and renderer that draw it;
    /// `renderer` draws `model` now. Columns' padding follows the narrowest column, so new shares
    /// change what each needs: again, until they hold.
    static func sharingWidths(config: PickerConfig, model: PickerModel, renderer: PickerRenderer, width: Int?, height: Int?,
                                files: FileAccess, writesAlpha: Bool) throws(RenderError)
        -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)
    {
        var sized = model, renderer = renderer
        for _ in 0..<4 {
            // Both read every band title's shortfall in the layout as it is: measured once a pass,
            // and only for a picker whose sections or columns may share by need (not a lone list).
            var measured: ColumnShortfalls?
            let current = renderer, model = sized
            func shortfalls() -> ColumnShortfalls {
                if let measured { return measured }
                let shortfalls = current.columnShortfalls(config: config, model: model)
                measured = shortfalls
                return shortfalls
            }
            if let shares = renderer.sectionSharesByNeed(config: config, model: sized, shortfalls: shortfalls),
               shares != sized.sections.map(\.widthFraction) {
                sized.share(sectionsAs: shares)
            } else if let columns = renderer.columnSharesByNeed(config: config, model: sized, shortfalls: shortfalls) {
                for (section, shares) in columns { sized.share(columnsOf: section, as: shares) }
            } else {
                break
            }
            let layout = PickerLayout(config: config, model: sized, width: width, height: height)
            renderer = try PickerRenderer(config: config, model: sized, layout: layout, files: files, writesAlpha: writesAlpha)
        }
        return (sized, renderer.layout, renderer)
    }

    /// Per column: what its most cut band title lacks to be whole (`whole`), and to keep its first
    /// three characters and "…" (`least`); nil for a column with no title to measure.
    typealias ColumnShortfalls = (whole: [Int?], least: [Int?])

    /// The shortfalls of a vertical picker's `columns` sections' columns in the layout as it is
    /// (negative: the room a column can spare).
    private func columnShortfalls(config: PickerConfig, model: PickerModel) -> ColumnShortfalls {
        var whole = [Int?](repeating: nil, count: model.columns.count)
        var least = [Int?](repeating: nil, count: model.columns.count)
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.sizingLimit) { title in
            // A rich row's parts count with its title: "Kolkata" was whole, but "India" after it was
            // left out with 80 px to spare in the column beside.
            whole[title.column] = max(whole[title.column] ?? .min, title.inkPx - title.roomPx, title.lineShortfallPx ?? .min)
            // What a title keeps cut, whether or not it is cut now: a title whole in its share has
            // the same least as one that is not ("Reminder" kept a date from its whole need).
            let keptPx = min(title.inkPx, leastCut(title).px)
            least[title.column] = max(least[title.column] ?? .min, keptPx - title.roomPx)
            return true
        }
        return (whole, least)
    }

    /// New shares for the columns of each `columns` section of a vertical picker whose columns give
    /// no width, where one column's most cut band title does not fit its equal share (`SectionWidths`,
    /// as sections share the picker): "Kit…" and "Livi…" beside "16 °C" and "Heat" with room to
    /// spare. Each column needs its most cut title whole and keeps at least its titles' first three
    /// characters and "…"; where not every need fits, the columns that fit their equal share keep
    /// their need first. Nil to keep every section's shares. `shortfalls` measures the titles, for
    /// a section that may share.
    func columnSharesByNeed(config: PickerConfig, model: PickerModel, shortfalls: () -> ColumnShortfalls) -> [(section: Int, shares: [Fixed])]? {
        guard axis == .vertical, model.sections.count == config.sections.count else { return nil }
        var changes: [(section: Int, shares: [Fixed])] = []
        for (index, section) in model.sections.enumerated() {
            guard case .columns(let columns) = config.sections[index].content, columns.count > 1,
                  columns.allSatisfy({ $0.width == nil }) else { continue }
            let (shortfall, leastShortfall) = shortfalls()
            let frames = section.columnIndices.map { layout.columnFrames[$0].width }
            let needs = zip(section.columnIndices, frames).map { $1 + (shortfall[$0] ?? 0) }
            let leasts = zip(section.columnIndices, frames).map { $1 + (leastShortfall[$0] ?? 0) }
            // A column whose values fit its equal share keeps them whole ("21 °C" cut to "21…" beside
            // "Living ro…" read worse than "Living…"); the others share what is left.
            let available = frames.reduce(0, +)
            guard let shares = SectionWidths.shares(needsPx: needs, leastPx: leasts, availablePx: available,
                                                    wholeFirst: needs.map { $0 <= available / needs.count }, byLeast: !config.theme.largeText),
                  shares != section.columnIndices.map({ model.columns[$0].widthFraction }) else { continue }
            changes.append((index, shares))
        }
        return changes.isEmpty ? nil : changes
    }

    /// New shares for the sections (`SectionWidths`) when none gives a width and one's widest
    /// values do not fit its equal share: a section of columns needs its columns' widths with each
    /// one's most cut band title made whole (or its least cut one's room given back), and at least
    /// each title's first three characters and "…"; a date section its year, month and day whole
    /// (`DateInks`), and at least its year and day beside what tells its months apart ("sep…").
    /// Nil to keep the shares.
    func sectionSharesByNeed(config: PickerConfig, model: PickerModel, shortfalls: () -> ColumnShortfalls) -> [Fixed]? {
        guard axis == .vertical, model.sections.count > 1, model.sections.count == config.sections.count,
              config.sections.allSatisfy({ $0.width == nil }) else { return nil }
        let (shortfall, leastShortfall) = shortfalls()
        var needs: [Int] = [], leasts: [Int] = []
        for (index, section) in model.sections.enumerated() {
            if let date = DateInks(section: index, config: config, model: model, theme: theme) {
                let need = date.needsPx(paddingPx: paddingPx)
                needs.append(need.year + need.month + need.day)
                // A French month cut to "se…" beside a whole "Termin" (trial 23): the month keeps
                // what tells its names apart, as a column's titles keep three characters.
                leasts.append(need.year + need.day + min(need.month, date.monthReadablePx(paddingPx: paddingPx)))
            } else {
                needs.append(section.columnIndices.reduce(0) { $0 + layout.columnFrames[$1].width + (shortfall[$1] ?? 0) })
                leasts.append(section.columnIndices.reduce(0) { $0 + layout.columnFrames[$1].width + (leastShortfall[$1] ?? 0) })
            }
        }
        let dates = model.sections.indices.map { if case .date = config.sections[$0].content { true } else { false } }
        return SectionWidths.shares(needsPx: needs, leastPx: leasts, availablePx: layout.sectionFrames.reduce(0) { $0 + $1.width },
                                    wholeFirst: dates, byLeast: !config.theme.largeText && !dates.contains(true))
    }
}

/// A date section's widest year, month and day, in the band's font or the rows' outside it,
/// whichever draws it wider (a band font given smaller left the other rows cut to "…"), and the
/// least of the month that still reads: the widest of its names' first letters with "…" (their
/// first three under large text; a number is all or nothing).
struct DateInks {
    let section: Int
    let columns: Range<Int>
    let defaults: DateConfig.Widths
    let yearInkPx: Int, monthInkPx: Int, dayInkPx: Int
    let monthLeastInkPx: Int
    /// What the month needs to be told apart: each name's first three letters and "…", or as many
    /// as tell it from the others ("juin" whole, "juil…"). Sections share the width by it.
    let monthReadableInkPx: Int

    /// Nil for a section that is no date, or one whose widths the config gave.
    init?(section: Int, config: PickerConfig, model: PickerModel, theme: RenderTheme) {
        guard case .date(let date) = config.sections[section].content, !date.widthsGiven,
              let dateColumns = model.sections[section].date else { return nil }
        let direction = config.theme.direction
        func inkPx(_ text: String) -> Int {
            [theme.font, theme.highlightFont].map { TextRun(text, font: $0, direction: direction).ink(font: $0).width }.max() ?? 0
        }
        func widest(_ column: Int, _ measure: (String) -> Int) -> Int {
            let rows = model.columns[column].rows
            // Years may run to thousands of rows; their widest is among the first and last few hundred.
            let measured = rows.count <= 400 ? Array(0..<rows.count) : Array(0..<200) + Array((rows.count - 200)..<rows.count)
            return measured.map { measure(rows.row($0).title ?? "") }.max() ?? 0
        }
        self.section = section
        self.columns = model.sections[section].columnIndices
        defaults = date.widths
        yearInkPx = widest(dateColumns.yearColumn, inkPx)
        monthInkPx = widest(dateColumns.monthColumn, inkPx)
        dayInkPx = widest(dateColumns.dayColumn, inkPx)
        let ellipsis = String(theme.highlightFont.ellipsis.characters)
        // Large text keeps a month's first three letters, as it keeps a title's: "mars" and "mai" both read "m…".
        let leastLetters = config.theme.largeText ? 3 : 1
        func cut(_ name: String, keeping letters: Int) -> String { name.count > letters ? String(name.prefix(letters)) + ellipsis : name }
        monthLeastInkPx = date.months == .numbers ? monthInkPx
            : widest(dateColumns.monthColumn) { name in inkPx(cut(name, keeping: leastLetters)) }
        let names = model.columns[dateColumns.monthColumn].rows
        let titles = (0..<names.count).map { names.row($0).title ?? "" }
        monthReadableInkPx = date.months == .numbers ? monthInkPx
            : zip(titles, PickerRenderer.tellingApartLengths(titles)).map { inkPx(cut($0, keeping: $1)) }.max() ?? 0
    }

    /// What each column needs with `paddingPx` at both ends.
    func needsPx(paddingPx: Int) -> (year: Int, month: Int, day: Int) {
        (DateInks.padded(yearInkPx, paddingPx), DateInks.padded(monthInkPx, paddingPx), DateInks.padded(dayInkPx, paddingPx))
    }

    /// The least the month column may have, with `paddingPx` at both ends.
    func monthLeastPx(paddingPx: Int) -> Int { DateInks.padded(monthLeastInkPx, paddingPx) }

    /// What the month column needs for its names to be told apart, with `paddingPx` at both ends.
    func monthReadablePx(paddingPx: Int) -> Int { DateInks.padded(monthReadableInkPx, paddingPx) }

    /// What the three columns' padding takes of the section.
    func paddingsPx(paddingPx: Int) -> Int { 3 * DateInks.padded(0, paddingPx) }

    /// `inkPx` with `paddingPx` at both ends, and the pixel a cut run may round to.
    private static func padded(_ inkPx: Int, _ paddingPx: Int) -> Int { inkPx + 2 * paddingPx + 1 }
}
