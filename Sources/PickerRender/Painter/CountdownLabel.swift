import PickerCore

/// The text the event loop shows while `confirm.timeout_s` runs down (e.g. "5"),
/// drawn small in the panel's bottom-right corner in the row text colour.
/// The renderer keeps no clock: the caller passes the text each frame.
struct CountdownLabel {
    let text: String
    /// Where the label's ink lies on the panel.
    let frame: Rect
    let coverage: AlphaCanvas

    init(text: String, font: Font, panelWidth: Int, panelHeight: Int) {
        let run = TextRun(text, font: font, direction: .auto, maxWidthPx: max(1, panelWidth / 2))
        let margin = max(4, font.pixelSize / 2)
        let width = run.widthPx + 2, height = font.lineHeightPx
        var canvas = AlphaCanvas(width: width, height: height)
        run.draw(into: &canvas, font: font, originX: 1, baselineY: (font.ascender26 + 32) >> 6)
        self.text = text
        coverage = canvas
        frame = Rect(x: panelWidth - margin - width, y: panelHeight - margin - height, width: width, height: height)
    }

    func paint(_ surface: Surface, clip: Rect, color: UInt32) {
        let area = frame.intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty else { return }
        coverage.coverage.withUnsafeBufferPointer { pixels in
            for y in area.y..<area.maxY {
                let line = pixels.baseAddress! + (y - frame.y) * coverage.width
                SpanBlend.coverage(
                    line, k16: (area.x - frame.x) << 16, step16: 65536,
                    into: surface.base + y * surface.strideWords + area.x, stepWords: 1, count: area.width,
                    color: color, alpha256: 256)
            }
        }
    }
}
