import PickerCore
import PickerSystem

extension PickerRenderer {
    /// The least size that shows `config` whole, as UIKit's `sizeThatFits` and LVGL's content size
    /// answer a host laying a widget out (trial 27 had to guess a rectangle and look at the picture).
    /// Along the scroll axis: the rows the config shows (`visible_rows`, else five) at their pitch,
    /// large text's grown rows and a horizontal picker's items as wide as its widest title included.
    /// Across a vertical picker: the least width, found by halves, at which every band title, trailing
    /// text and date shows whole in the fonts the config asks for, not a default font shrunk to fit.
    /// Across a horizontal one: each column's strip as tall as a row whose default font is the band's
    /// (a font is 0.6 of its row, 0.4 with a detail under the title), and at least the 48 px its
    /// fonts are sized for.
    ///
    /// - Throws: naming what even the widest panel (8,192 px) cuts, or what sizing throws there.
    package static func preferredSize(config: PickerConfig, model: PickerModel, files: FileAccess) throws(RenderError) -> (width: Int, height: Int) {
        let sides = PickerConfig.sideRange
        // A size given holds the rows (the config checks that); with none, the default 800x480 is no
        // limit: the rows measured are as many as it shows, up to the widest panel (trial 47).
        let scrollPx = min(sides.upperBound, max(config.scrollExtent(width: nil, height: nil).px, config.visibleRows * config.pitchPx))
        guard config.orientation == .vertical else {
            let roomy = try sizing(config: config, model: model, width: scrollPx, height: sides.upperBound, files: files)
            let fontPx = max(roomy.renderer.theme.font.pixelSize, roomy.renderer.theme.highlightFont.pixelSize)
            // The default font is 0.6 of its row, 0.4 where a detail stands under the title.
            let share = config.hasDetailsBelow ? 8 : 12
            let stripPx = max(config.fontBasisPx, (fontPx * 20 + share - 1) / share)
            let heightPx = stripPx * model.columns.count + config.sectionGapPx * (config.sections.count - 1)
            return (min(sides.upperBound, config.visibleRows * roomy.layout.pitchPx), min(sides.upperBound, heightPx))
        }
        let roomy = try sizing(config: config, model: model, width: sides.upperBound, height: scrollPx, files: files)
        let heightPx = min(sides.upperBound, max(sides.lowerBound, config.visibleRows * roomy.layout.pitchPx))
        let fonts = roomy.renderer.fontSizes
        func showsWhole(widthPx: Int) -> Bool {
            guard let sized = try? sizing(config: config, model: model, width: widthPx, height: heightPx, files: files) else { return false }
            return sized.renderer.fontSizes == fonts && sized.renderer.showsBandWhole(config: config, model: sized.model)
        }
        guard showsWhole(widthPx: sides.upperBound) else {
            throw RenderError("no picker up to \(sides.upperBound) px wide shows every row whole at \(heightPx) px tall")
        }
        var cut = sides.lowerBound - 1, whole = sides.upperBound
        while whole - cut > 1 {
            let middle = (cut + whole) / 2
            if showsWhole(widthPx: middle) { whole = middle } else { cut = middle }
        }
        return (whole, heightPx)
    }

    /// The band's fonts and large text's capital H, which a panel too small shrinks.
    private var fontSizes: [Int?] { [theme.font.pixelSize, theme.highlightFont.pixelSize, largeTextCapHeightPx] }

    /// Whether every band title shows whole, with its trailing text and the rest of its line, and
    /// each date section's year, month and day.
    func showsBandWhole(config: PickerConfig, model: PickerModel) -> Bool {
        var whole = true
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.sizingLimit) { title in
            whole = title.inkPx <= title.roomPx && (title.trailingShare ?? 1) >= 1 && title.trailingTextLeftOut == nil
                && (title.lineShortfallPx ?? 0) <= 0
            return whole
        }
        return whole && datesCut(config: config, model: model).isEmpty
    }

}
