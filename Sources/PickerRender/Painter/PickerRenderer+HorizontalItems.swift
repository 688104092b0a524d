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
        let font: Font
        do {
            font = try RenderTheme.bandFont(theme, pixelSize: theme.highlightFontSizePx ?? regular, library: FreeTypeLibrary(), files: files)
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("\(error)")
        }
        let widestPx = model.columns.lazy.flatMap { column in
            TitlesToMeasure.rows(of: column.rows).lazy.map { index in
                column.row(index).title.map { TextRun($0, font: font, direction: theme.direction).ink(font: font).width } ?? 0
            }
        }.max() ?? 0
        var itemPx = max(PickerConfig.defaultRowHeightPx, widestPx + 4)
        while RowSpriteBuilder.horizontalContentRoomPx(itemPx: itemPx) < widestPx { itemPx += 1 }
        var fitted = config
        fitted.rowHeightPx = max(PickerConfig.defaultRowHeightPx, min(itemPx, (width ?? config.width) * 9 / 20))
        return fitted
    }
}
