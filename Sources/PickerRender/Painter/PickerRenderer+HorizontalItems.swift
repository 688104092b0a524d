import PickerCore
import PickerSystem

extension PickerRenderer {
    /// A horizontal picker that gives no `row_height`: its items as wide as its widest title needs
    /// in the band's font, as AKPickerView sizes its items to their text; at least the default 48 px
    /// and at most 9/20 of the picker's width (`width`, nil: the config's), so a neighbour's near
    /// half shows on each side: on a wheel, items three quarters of the width turned their
    /// neighbours edge-on, into slivers. A title wider than that shrinks a default font (`fittingDefaultFont`). Any other
    /// config is returned as it is. With 48 px items and a font a share of them, every word was drawn
    /// as "…".
    static func fittingHorizontalItems(_ config: PickerConfig, model: PickerModel, width: Int?, files: FileAccess) throws(RenderError)
        -> PickerConfig
    {
        guard config.orientation == .horizontal, !config.rowHeightGiven else { return config }
        let theme = config.theme
        let regular = theme.fontSizePx(rowHeightPx: config.fontBasisPx, stacksDetails: config.stacksDetails)
        let widestPx = try widestBandInk(config, model: model, pixelSize: theme.highlightFontSizePx ?? regular, files: files,
                                         tellsApart: false) { title, _, font in
            TextRun(title, font: font, direction: theme.direction).ink(font: font).width
        }
        var fitted = config
        fitted.rowHeightPx = max(PickerConfig.defaultRowHeightPx, min(itemPx(holding: widestPx), (width ?? config.width) * 9 / 20))
        return fitted
    }

    /// Large text in a horizontal picker that sizes its own items (`fittingHorizontalItems`, then
    /// grown with the font): items at most 9/20 of the picker's width again, but wide enough for
    /// each title's first three characters and "…" in the band's grown font (or what tells it
    /// from its column's others: "Room 1" to "Room 5" whole), up to the picker's width. "home-5G"
    /// read "ho…" in 175 px items on a 240 px picker. What is still cut below that,
    /// `largeTextCutProblem` refuses.
    static func keepingLargeTextTitles(_ config: PickerConfig, model: PickerModel, width: Int?, files: FileAccess) throws(RenderError)
        -> PickerConfig
    {
        guard config.orientation == .horizontal, config.theme.largeText, !config.rowHeightGiven,
              let pixelSize = config.theme.highlightFontSizePx else { return config }
        let direction = config.theme.direction
        let leastPx = try widestBandInk(config, model: model, pixelSize: pixelSize, files: files, tellsApart: true) { title, tellingApart, font in
            min(TextRun(title, font: font, direction: direction).ink(font: font).width,
                RowSpriteBuilder.leastCut(title, font: font, ellipsis: String(font.ellipsis.characters), direction: direction,
                                          keeping: tellingApart).px)
        }
        // Grown with the font, items passed 9/20 of the width (582 px of 800) and hid both neighbours:
        // they keep to it, unless a title's first three characters need more.
        let widthPx = width ?? config.width
        var widened = config
        widened.rowHeightPx = max(min(config.rowHeightPx, widthPx * 9 / 20), min(itemPx(holding: leastPx), widthPx))
        return widened
    }

    /// The widest of `measure` over the columns' titles (`TitlesToMeasure`) in the band's font at
    /// `pixelSize`, each given how many of its characters tell it from its column's others (with
    /// `tellsApart`; else 3, so sizing items to whole titles sorts no column's titles).
    private static func widestBandInk(_ config: PickerConfig, model: PickerModel, pixelSize: Int, files: FileAccess, tellsApart: Bool,
                                      measure: (String, Int, Font) -> Int) throws(RenderError) -> Int {
        let font: Font
        do {
            font = try RenderTheme.bandFont(config.theme, pixelSize: pixelSize, library: FreeTypeLibrary(), files: files)
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("\(error)")
        }
        var widest = 0
        for column in model.columns {
            let titles = TitlesToMeasure.rows(of: column.rows).compactMap { column.row($0).title }
            let lengths = tellsApart ? tellingApartLengths(titles) : Array(repeating: 3, count: titles.count)
            for (title, length) in zip(titles, lengths) { widest = max(widest, measure(title, length, font)) }
        }
        return widest
    }

    /// The narrowest item whose content room (`RowSpriteBuilder.horizontalContentRoomPx`) holds `inkPx`.
    private static func itemPx(holding inkPx: Int) -> Int {
        var itemPx = max(PickerConfig.defaultRowHeightPx, inkPx + 4)
        while RowSpriteBuilder.horizontalContentRoomPx(itemPx: itemPx) < inkPx { itemPx += 1 }
        return itemPx
    }
}
