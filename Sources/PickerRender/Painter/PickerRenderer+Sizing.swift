import PickerCore
import PickerSystem

extension PickerRenderer {
    /// The renderer for `config` at `width`×`height`, with the model and layout it draws, sized
    /// from the fonts: a horizontal picker's items fit its widest title unless `row_height` says
    /// (`fittingHorizontalItems`), large text grows the rows (`applyingLargeText`), a default font
    /// shrinks to fit the titles (`fittingDefaultFont`), and each date section that
    /// gives no widths has its columns sized from their widest values in the band's grown font
    /// (`DateColumnWidths`), so the band's bold text is not cut where the default split would cut it.
    ///
    /// - Throws: naming a date section (`sections[0].date: …`) too narrow for its year and day
    ///   whole beside a month's first letter, or a column whose titles large text cuts to fewer than
    ///   three characters (`largeTextCutProblem`), as well as what `applyingLargeText` and opening
    ///   the fonts and images throw.
    package static func sizing(config unsized: PickerConfig, model: PickerModel, width: Int? = nil, height: Int? = nil,
                               files: FileAccess = .anywhere, writesAlpha: Bool = false) throws(RenderError)
        -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)
    {
        let fitted = try fittingHorizontalItems(unsized, model: model, width: width, files: files)
        // The config checked its own size; a display or render target may give another.
        if let problem = fitted.bandProblem(width: width, height: height) { throw RenderError("\(problem)") }
        var config = try applyingLargeText(fitted, width: width, height: height, files: files)
        // A capital H the config gave that this panel cannot show is refused now, not first when the
        // large-text key is pressed (its titles and dates are checked then, with the text they get).
        if !fitted.theme.largeText, fitted.theme.largeTextCapHeightGiven {
            var switchedOn = fitted
            switchedOn.theme.largeText = true
            _ = try applyingLargeText(switchedOn, width: width, height: height, files: files)
        }
        let layout = PickerLayout(config: config, model: model, width: width, height: height)
        var renderer = try PickerRenderer(config: config, model: model, layout: layout, files: files, writesAlpha: writesAlpha)
        if let problem = renderer.largeTextCutProblem(config: config, model: model) { throw problem }
        if let shrunk = try renderer.fittingDefaultFont(config: config, model: model, files: files, writesAlpha: writesAlpha) {
            (config, renderer) = shrunk
        }
        guard layout.orientation == .vertical, model.sections.count == config.sections.count else { return (model, layout, renderer) }
        let dates = config.sections.indices.compactMap { section in
            DateInks(section: section, config: config, model: model, font: renderer.theme.highlightFont)
        }
        var sized = model
        for date in dates {
            let sectionPx = date.columns.map { layout.columnFrames[$0].width }.reduce(0, +)
            let widths: DateConfig.Widths?
            do throws(ConfigError) {
                widths = try DateColumnWidths.widths(date.defaults, needsPx: date.needsPx(paddingPx: renderer.paddingPx),
                                                     monthLeastPx: date.monthLeastPx(paddingPx: renderer.paddingPx),
                                                     sectionPx: sectionPx, section: date.section, largeText: config.theme.largeText)
            } catch {
                throw RenderError("\(error)")
            }
            if let widths { sized.share(dateSection: date.section, as: widths) }
        }
        guard sized != model else { return (model, layout, renderer) }
        let sizedLayout = PickerLayout(config: config, model: sized, width: width, height: height)
        return (sized, sizedLayout, try PickerRenderer(config: config, model: sized, layout: sizedLayout, files: files, writesAlpha: writesAlpha))
    }
}

/// A date section's widest year, month and day in the band's font, and the least of the month
/// that still reads: the widest of its names' first letters with "…" (a number is all or nothing).
private struct DateInks {
    let section: Int
    let columns: Range<Int>
    let defaults: DateConfig.Widths
    let yearInkPx: Int, monthInkPx: Int, dayInkPx: Int
    let monthLeastInkPx: Int

    /// Nil for a section that is no date, or one whose widths the config gave.
    init?(section: Int, config: PickerConfig, model: PickerModel, font: Font) {
        guard case .date(let date) = config.sections[section].content, !date.widthsGiven,
              let dateColumns = model.sections[section].date else { return nil }
        let direction = config.theme.direction
        func inkPx(_ text: String) -> Int { TextRun(text, font: font, direction: direction).ink(font: font).width }
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
        let ellipsis = String(font.ellipsis.characters)
        monthLeastInkPx = date.months == .numbers ? monthInkPx
            : widest(dateColumns.monthColumn) { name in name.first.map { inkPx(String($0) + ellipsis) } ?? 0 }
    }

    /// What each column needs with `paddingPx` at both ends.
    func needsPx(paddingPx: Int) -> (year: Int, month: Int, day: Int) {
        (DateInks.padded(yearInkPx, paddingPx), DateInks.padded(monthInkPx, paddingPx), DateInks.padded(dayInkPx, paddingPx))
    }

    /// The least the month column may have, with `paddingPx` at both ends.
    func monthLeastPx(paddingPx: Int) -> Int { DateInks.padded(monthLeastInkPx, paddingPx) }

    /// `inkPx` with `paddingPx` at both ends, and the pixel a cut run may round to.
    private static func padded(_ inkPx: Int, _ paddingPx: Int) -> Int { inkPx + 2 * paddingPx + 1 }
}
