import PickerCore

/// The parts of a frame that do not scroll: background, the band's overlay or
/// image, and the indicator lines.
struct ChromePainter {
    let theme: RenderTheme
    let layout: PickerLayout
    /// The band's decoration inset from the picker's cross ends, px.
    let insetPx: Int
    let cornerRadiusPx: Int

    /// `paddingPx` is what a vertical picker's columns keep clear at their sides: the decoration
    /// stays within half of it, so an icon or a title at a column's start lies inside the band's
    /// lines and overlay, not out past them (a signal icon at x = 10 beside lines from x = 16).
    init(theme: RenderTheme, layout: PickerLayout, paddingPx: Int) {
        self.theme = theme
        self.layout = layout
        let vertical = layout.orientation == .vertical
        let crossExtent = vertical ? layout.width : layout.height
        insetPx = max(2, min(16, crossExtent / 50, vertical ? paddingPx / 2 : .max))
        cornerRadiusPx = max(0, min(12, layout.rowHeightPx / 4))
    }

    /// The band with its decoration inset across the cross axis.
    private func decoratedBand(_ surface: Surface) -> Rect {
        let band = layout.band
        return surface.vertical
            ? Rect(x: band.x + insetPx, y: band.y, width: band.width - 2 * insetPx, height: band.height)
            : Rect(x: band.x, y: band.y + insetPx, width: band.width, height: band.height - 2 * insetPx)
    }

    /// Background and band backdrop inside `clip`.
    func paintBackdrop(_ surface: Surface, clip: Rect) {
        surface.fill(clip, theme.background)
        switch theme.band {
        case .none, .indicator:
            break
        case .overlay(let color, let alpha256):
            paintRoundedRect(surface, decoratedBand(surface), color: SpanBlend.mix(theme.background, color, UInt32(alpha256)), clip: clip)
        case .image(let pixels):
            let band = layout.band
            let area = band.intersection(clip).intersection(surface.bounds)
            guard !area.isEmpty else { return }
            pixels.withUnsafeBufferPointer { source in
                for y in area.y..<area.maxY {
                    let row = surface.base + y * surface.strideWords
                    let sourceRow = (y - band.y) * band.width - band.x
                    for x in area.x..<area.maxX {
                        row[x] = SpanBlend.over(row[x], source[sourceRow + x], 256, keep: theme.keptBits)
                    }
                }
            }
        }
    }

    /// Indicator lines just outside the band's two long edges, in `color`, inside `clip`.
    func paintIndicators(_ surface: Surface, clip: Rect, color: UInt32) {
        guard case .indicator(let thickness) = theme.band else { return }
        let band = decoratedBand(surface)
        let lines = surface.vertical
            ? [Rect(x: band.x, y: band.y - thickness, width: band.width, height: thickness),
               Rect(x: band.x, y: band.maxY, width: band.width, height: thickness)]
            : [Rect(x: band.x - thickness, y: band.y, width: thickness, height: band.height),
               Rect(x: band.maxX, y: band.y, width: thickness, height: band.height)]
        for line in lines { surface.fill(line.intersection(clip), color) }
    }

    /// The ring that marks the column keys move (EN 301 549 5.1.6.2 asks that focus can be moved
    /// to each part; WCAG 2.4.7, that it is seen where it is): the band's part of the column, inset
    /// at the column's sides as the band's decoration is, so the rings of neighbours never touch.
    func focusRing(columnFrame frame: Rect) -> Rect {
        let cell = frame.intersection(layout.band)
        return layout.orientation == .vertical
            ? Rect(x: cell.x + insetPx, y: cell.y, width: max(0, cell.width - 2 * insetPx), height: cell.height)
            : Rect(x: cell.x, y: cell.y + insetPx, width: cell.width, height: max(0, cell.height - 2 * insetPx))
    }

    /// The focus ring's four sides inside `ring`, in the indicator lines' colour, a sixteenth of
    /// a row thick (2 to 4 px), inside `clip`.
    func paintFocusRing(_ surface: Surface, _ ring: Rect, clip: Rect) {
        let thickness = max(2, min(4, layout.rowHeightPx / 16))
        guard ring.width > 2 * thickness, ring.height > 2 * thickness else { return }
        let sides = [Rect(x: ring.x, y: ring.y, width: ring.width, height: thickness),
                     Rect(x: ring.x, y: ring.maxY - thickness, width: ring.width, height: thickness),
                     Rect(x: ring.x, y: ring.y, width: thickness, height: ring.height),
                     Rect(x: ring.maxX - thickness, y: ring.y, width: thickness, height: ring.height)]
        for side in sides { surface.fill(side.intersection(clip), theme.tint) }
    }

    /// A filled rectangle with anti-aliased round corners, over whatever is there.
    private func paintRoundedRect(_ surface: Surface, _ rect: Rect, color: UInt32, clip: Rect) {
        let area = rect.intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty else { return }
        let radius = min(cornerRadiusPx, rect.width / 2, rect.height / 2)
        for y in area.y..<area.maxY {
            let row = surface.base + y * surface.strideWords
            let fromTop = y - rect.y, fromBottom = rect.maxY - 1 - y
            let cornerRow = min(fromTop, fromBottom)
            guard cornerRow < radius else {
                (row + area.x).update(repeating: color, count: area.width)
                continue
            }
            var x = area.x
            while x < area.maxX {
                let cornerColumn = min(x - rect.x, rect.maxX - 1 - x)
                guard cornerColumn < radius else {
                    // The straight stretch between the two corners.
                    let end = min(area.maxX, rect.maxX - radius)
                    (row + x).update(repeating: color, count: end - x)
                    x = end
                    continue
                }
                // Coverage of the pixel by the corner's quarter circle, from its centre's distance to the arc.
                let dx = Double(radius) - (Double(cornerColumn) + 0.5)
                let dy = Double(radius) - (Double(cornerRow) + 0.5)
                let coverage = min(1, max(0, Double(radius) - (dx * dx + dy * dy).squareRoot() + 0.5))
                row[x] = SpanBlend.mix(row[x], color, UInt32((coverage * 256).rounded()))
                x += 1
            }
        }
    }
}
