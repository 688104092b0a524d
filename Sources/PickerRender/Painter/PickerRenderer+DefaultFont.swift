import PickerCore
import PickerSystem

extension PickerRenderer {
    /// The default font shrunk until every column's titles are whole in the band, as a label that
    /// fits its text to its width: three equal columns on a 320x240 panel drew "16 °C" in the band
    /// as "16…" in the default font, under a whole "17 °C". Only a size nobody chose shrinks (no
    /// `font_size` or `highlight_font_size`, large text off), and to no less than three fifths of
    /// itself: below that a title is better cut than every row made small. A horizontal picker's
    /// titles are measured in its items, which are at most 9/20 of its width.
    ///
    /// A title too long to be whole even at the least size is cut at any size, so it shrinks
    /// nothing: "Living room" in an 80 px column does not make "Kitchen" beside it smaller. A cut
    /// date shrinks it as far as the least. Each step goes straight to the size at which the
    /// tightest other title's ink would fit, as ink grows about linearly with the size, then on by
    /// a pixel while hinting leaves it cut, and shares the sections again for what they need at
    /// the new size. Nil when no title that could be whole is cut (the model, layout and renderer
    /// are kept as they are).
    func fittingDefaultFont(config: PickerConfig, model: PickerModel, width: Int?, height: Int?, files: FileAccess, writesAlpha: Bool)
        throws(RenderError) -> (config: PickerConfig, model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)?
    {
        let theme = config.theme
        guard !theme.largeText, theme.fontSizePx == nil, theme.highlightFontSizePx == nil else { return nil }
        let size = theme.fontSizePx(rowHeightPx: config.fontBasisPx, stacksDetails: config.stacksDetails)
        let least = max(4, (size * 3 + 4) / 5)
        var fitted = config, sized = model, renderer = self, current = size, cutAt = size
        func fit(_ px: Int) throws(RenderError) -> (config: PickerConfig, model: PickerModel, renderer: PickerRenderer) {
            var config = fitted
            config.theme.fontSizePx = px
            let resized = try PickerRenderer(config: config, model: sized, layout: renderer.layout, files: files, writesAlpha: writesAlpha)
            // What each section and column needs shrank with the font.
            let shared = try PickerRenderer.sharingWidths(config: config, model: sized, renderer: resized, width: width, height: height,
                                                            files: files, writesAlpha: writesAlpha)
            return (config, shared.model, shared.renderer)
        }
        while current > least, let share = renderer.tightestBandShare(config: fitted, model: sized, sizePx: current, leastPx: least) {
            cutAt = current
            current = max(least, min(current - 1, Int(Double(current) * share)))
            (fitted, sized, renderer) = try fit(current)
        }
        // A step sized for the shares before it can overshoot, as sharing again gives the cut titles
        // room: the largest size between that fits (22 px where the step went to 18).
        if renderer.tightestBandShare(config: fitted, model: sized, sizePx: current, leastPx: least) == nil {
            while cutAt - current > 1 {
                let middle = (current + cutAt) / 2
                let probe = try fit(middle)
                if probe.renderer.tightestBandShare(config: probe.config, model: probe.model, sizePx: middle, leastPx: least) == nil {
                    (fitted, sized, renderer, current) = (probe.config, probe.model, probe.renderer, middle)
                } else {
                    cutAt = middle
                }
            }
        }
        // A trailing text left out where the estimate stopped may still be whole at a smaller size,
        // as the sections and columns share anew for it (trial 114's "°C" beside "21.0": left out
        // at 21 px, whole at 20): the least size is tried, and where it keeps them all, the
        // largest size between that does.
        if current > least, renderer.leavesTrailingTextOut(config: fitted, model: sized) {
            var smallest = try fit(least)
            if !smallest.renderer.leavesTrailingTextOut(config: smallest.config, model: smallest.model) {
                var (keeps, leaves) = (least, current)
                while leaves - keeps > 1 {
                    let middle = (keeps + leaves) / 2
                    let probe = try fit(middle)
                    if probe.renderer.leavesTrailingTextOut(config: probe.config, model: probe.model) {
                        leaves = middle
                    } else {
                        (smallest, keeps) = (probe, middle)
                    }
                }
                (fitted, sized, renderer, current) = (smallest.config, smallest.model, smallest.renderer, keeps)
            }
        }
        return current == size ? nil : (fitted, sized, renderer.layout, renderer)
    }

    /// Whether the band leaves a rich row's trailing text out, or cuts it, in a long list's longest titles.
    private func leavesTrailingTextOut(config: PickerConfig, model: PickerModel) -> Bool {
        var leaves = false
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.sizingLimit) { title in
            leaves = title.trailingShare != nil
            return !leaves
        }
        return leaves
    }

    /// The room over the ink of the band's most cut title (or title and trailing text) that would be
    /// whole at `leastPx` (the font being `sizePx` now), below 1; nil when there is none, measured over a long list's
    /// longest titles (`TitlesToMeasure.sizingLimit`). A date section that is cut counts as far as
    /// the least, whole or not: a month reads better small than as "s…", and at a smaller size the
    /// date may be given its whole need first (`SectionWidths`).
    private func tightestBandShare(config: PickerConfig, model: PickerModel, sizePx: Int, leastPx: Int) -> Double? {
        var tightest: Double?
        func count(_ share: Double, needed: Bool = false) {
            guard share < 1 else { return }
            let floor = Double(leastPx) / Double(sizePx)
            if share >= floor || needed { tightest = min(tightest ?? 1, max(share, floor)) }
        }
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.sizingLimit) { title in
            count(Double(max(0, title.roomPx)) / Double(max(1, title.inkPx)))
            // A row's trailing text ("-48 dBm") cut or left out beside a whole title: the font
            // shrinks for the two as it would for a title.
            if let share = title.trailingShare { count(share) }
            // A title cut below its first three characters names nothing ("K…"): for them the font
            // goes as far as its least (narrowColumnProblem refuses a column that shows none).
            if title.inkPx > title.roomPx {
                let kept = leastCut(title)
                if min(kept.px, title.inkPx) > title.roomPx { count(Double(max(0, title.roomPx)) / Double(max(1, kept.px)), needed: true) }
            }
            return true
        }
        for section in config.sections.indices where axis == .vertical {
            guard let date = DateInks(section: section, config: config, model: model, theme: theme) else { continue }
            let roomPx = Double(date.columns.reduce(0) { $0 + layout.columnFrames[$1].width } - date.paddingsPx(paddingPx: paddingPx))
            count(roomPx / Double(max(1, date.yearInkPx + date.monthInkPx + date.dayInkPx)), needed: true)
        }
        return tightest
    }
}
