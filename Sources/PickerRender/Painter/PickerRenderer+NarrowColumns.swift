import PickerCore

extension PickerRenderer {
    /// A column of a vertical picker too narrow for a title of it to show even its first character
    /// and "…" in the band: three columns in a 108 px picker drew every row as "…", and nothing
    /// said why. Refused, naming the column, the title and the room it needs; nil when every title
    /// keeps a character (a row of images only counts for nothing). A default font has shrunk to
    /// keep three characters first (`fittingDefaultFont`).
    func narrowColumnProblem(config: PickerConfig, model: PickerModel) -> RenderError? {
        guard axis == .vertical else { return nil }
        var problem: RenderError?
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.limit, roomsOnly: true) { title in
            guard title.inkPx > title.roomPx, title.text.contains(where: { !$0.isWhitespace }) else { return true }
            // The least as a row draws it: "00 min" shows "00…" at the least, never "0…" (trial 67).
            let ellipsis = String(title.font.ellipsis.characters)
            let (least, leastPx) = leastCut(title, keeping: 1)
            guard leastPx > title.roomPx else { return true }
            let column = config.columnKey(section: title.section, column: title.columnInSection)
            // A row's own size is named, not the column's width (trial 29: a row's 200 px font was
            // blamed on the picker).
            let parts = model.columns[title.column].parts(title.row)
            if let key = parts.highlightFontSizePx != nil ? "highlight_font_size" : parts.fontSizePx != nil ? "font_size" : nil {
                problem = RenderError("\(column).items[\(title.row)].\(key): the band's \(title.roomPx) px of room show no character of \(title.text.quotedForMessage), which would read \(ellipsis.quotedForMessage) (\(least.quotedForMessage) needs \(leastPx) px in the row's own \(title.font.pixelSize) px font in the band); give the row a smaller size, or the picker more width")
            } else {
                problem = RenderError("\(column): the band's \(title.roomPx) px of room show no character of \(title.text.quotedForMessage), every row would read \(ellipsis.quotedForMessage) (\(least.quotedForMessage) needs \(leastPx) px in the band's \(title.font.pixelSize) px font); give the picker more width, or fewer columns")
            }
            return false
        }
        return problem
    }
}
