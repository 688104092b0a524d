import PickerCore

/// One line of text laid out and rasterised once (the same `TextRun` path as
/// rows), then blended wherever a frame repaints its ink.
struct TextLabel {
    let text: String
    /// Where the label's ink lies on the panel.
    let frame: Rect
    let coverage: AlphaCanvas

    /// Lays out `text` no wider than `maxWidthPx`, its box placed by `place` given the box's size.
    init(text: String, font: Font, maxWidthPx: Int, place: (_ width: Int, _ height: Int) -> (x: Int, y: Int)) {
        let run = TextRun(text, font: font, direction: .auto, maxWidthPx: max(1, maxWidthPx))
        let width = run.widthPx + 2, height = font.lineHeightPx
        var canvas = AlphaCanvas(width: width, height: height)
        run.draw(into: &canvas, font: font, originX: 1, baselineY: (font.ascender26 + 32) >> 6)
        self.text = text
        coverage = canvas
        let origin = place(width, height)
        frame = Rect(x: origin.x, y: origin.y, width: width, height: height)
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
