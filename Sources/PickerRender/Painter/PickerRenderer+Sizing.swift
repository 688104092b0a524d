import PickerCore
import PickerSystem

extension PickerRenderer {
    /// The renderer for `config` at `width`×`height`, with the model and layout it draws, sized
    /// from the fonts: large text grows the rows (`applyingLargeText`), and each date section that
    /// gives no widths has its columns sized from their widest values in the band's font
    /// (`DateColumnWidths`), so the band's bold text is not cut where the default split would cut it.
    package static func sizing(config unsized: PickerConfig, model: PickerModel, width: Int? = nil, height: Int? = nil,
                               files: FileAccess = .anywhere, writesAlpha: Bool = false) throws(RenderError)
        -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)
    {
        // The config checked its own size; a display or render target may give another.
        if let problem = unsized.bandProblem(width: width, height: height) { throw RenderError("\(problem)") }
        let config = try applyingLargeText(unsized, width: width, height: height, files: files)
        let layout = PickerLayout(config: config, model: model, width: width, height: height)
        let renderer = try PickerRenderer(config: config, model: model, layout: layout, files: files, writesAlpha: writesAlpha)
        guard layout.orientation == .vertical, model.sections.count == config.sections.count else { return (model, layout, renderer) }
        var sized = model
        for (index, section) in config.sections.enumerated() {
            guard case .date(let date) = section.content, !date.widthsGiven else { continue }
            let columns = model.sections[index].columnIndices
            var needs: [String: Int] = [:]
            for column in columns {
                let rows = model.columns[column].rows
                // Years may run to thousands of rows; their widest is among the first and last few hundred.
                let measured = rows.count <= 400 ? Array(0..<rows.count) : Array(0..<200) + Array((rows.count - 200)..<rows.count)
                let widest = measured.map { row in
                    TextRun(rows.row(row).title ?? "", font: renderer.theme.highlightFont, direction: config.theme.direction).ink(font: renderer.theme.highlightFont).width
                }.max() ?? 0
                needs[model.columns[column].id] = widest + 2 * renderer.paddingPx + 1
            }
            let sectionPx = columns.map { layout.columnFrames[$0].width }.reduce(0, +)
            guard let widths = DateColumnWidths.widths(date.widths, needsPx: (needs["year"] ?? 0, needs["month"] ?? 0, needs["day"] ?? 0),
                                                       sectionPx: sectionPx) else { continue }
            sized.share(dateSection: index, as: widths)
        }
        guard sized != model else { return (model, layout, renderer) }
        let sizedLayout = PickerLayout(config: config, model: sized, width: width, height: height)
        return (sized, sizedLayout, try PickerRenderer(config: config, model: sized, layout: sizedLayout, files: files, writesAlpha: writesAlpha))
    }
}
