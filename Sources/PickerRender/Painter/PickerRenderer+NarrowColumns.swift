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
        forEachBandTitle(config: config, model: model, limit: TitlesToMeasure.limit) { title in
            guard title.inkPx > title.roomPx, let first = title.text.first(where: { !$0.isWhitespace }) else { return true }
            let ellipsis = String(title.font.ellipsis.characters), least = String(first) + ellipsis
            let leastPx = TextRun(least, font: title.font, direction: theme.direction).ink(font: title.font).width
            guard leastPx > title.roomPx else { return true }
            problem = RenderError("\(config.columnKey(section: title.section, column: title.columnInSection)): \(title.roomPx) px shows no character of \(title.text.quotedForMessage), every row would read \(ellipsis.quotedForMessage) (\(least.quotedForMessage) needs \(leastPx) px in the band's \(title.font.pixelSize) px font); give the picker more width, or fewer columns")
            return false
        }
        return problem
    }
}
