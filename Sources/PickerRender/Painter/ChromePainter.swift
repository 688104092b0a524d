import PickerCore

/// The parts of a frame that do not scroll: background, the band's overlay or
/// image, and the indicator lines.
struct ChromePainter {
    let theme: RenderTheme
    let layout: PickerLayout
    /// The band's decoration inset from the picker's cross ends, px.
    let insetPx: Int
    let cornerRadiusPx: Int
    /// The focus ring's thickness: a sixteenth of a row, 2 to 4 px.
    let ringThicknessPx: Int
    /// The focus ring's inset from a vertical picker's column sides: the band's decoration's, or
    /// less, so that 2 px stay clear between the ring's inside and what the column draws from
    /// `paddingPx` on (trial 111's 32 px icon touched the ring, and "°C" lay 1 px from it).
    let ringInsetPx: Int

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
        ringThicknessPx = max(2, min(4, layout.rowHeightPx / 16))
        ringInsetPx = vertical ? max(0, min(insetPx, paddingPx - ringThicknessPx - 2)) : insetPx
    }

    /// The band with its decoration inset across the cross axis.
    private func decoratedBand(_ surface: Surface) -> Rect {
        let band = layout.band
        return surface.vertical
            ? Rect(x: band.x + insetPx, y: band.y, width: band.width - 2 * insetPx, height: band.height)
            : Rect(x: band.x, y: band.y + insetPx, width: band.width, height: band.height - 2 * insetPx)
    }

    /// Background and band backdrop inside `clip`; a disabled picker's overlay in the disabled
    /// colour, as its rows and lines are (trial 26: it stayed blue under grey text).
    func paintBackdrop(_ surface: Surface, clip: Rect, disabled: Bool) {
        surface.fill(clip, theme.background)
        switch theme.band {
        case .none, .indicator:
            break
        case .overlay(let color, let alpha256):
            let shown = disabled ? theme.disabledText : color
            paintRoundedRect(surface, decoratedBand(surface), color: SpanBlend.mix(theme.background, shown, UInt32(alpha256)), clip: clip)
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

    /// Indicator lines just outside the band's two long edges, in `color`, inside `clip`, but
    /// where the focus `ring` lies over them: a ring drawn beside the lines read as a double line,
    /// and the lines stuck out under its round corners (trials 98 and 100).
    func paintIndicators(_ surface: Surface, clip: Rect, color: UInt32, around ring: Rect? = nil) {
        guard case .indicator(let thickness) = theme.band else { return }
        let band = decoratedBand(surface)
        var lines = surface.vertical
            ? [Rect(x: band.x, y: band.y - thickness, width: band.width, height: thickness),
               Rect(x: band.x, y: band.maxY, width: band.width, height: thickness)]
            : [Rect(x: band.x - thickness, y: band.y, width: thickness, height: band.height),
               Rect(x: band.maxX, y: band.y, width: thickness, height: band.height)]
        if let ring {
            lines = lines.flatMap { line in
                surface.vertical
                    ? [Rect(x: line.x, y: line.y, width: max(0, min(line.maxX, ring.x) - line.x), height: line.height),
                       Rect(x: max(line.x, ring.maxX), y: line.y, width: max(0, line.maxX - max(line.x, ring.maxX)), height: line.height)]
                    : [Rect(x: line.x, y: line.y, width: line.width, height: max(0, min(line.maxY, ring.y) - line.y)),
                       Rect(x: line.x, y: max(line.y, ring.maxY), width: line.width, height: max(0, line.maxY - max(line.y, ring.maxY)))]
            }
        }
        for line in lines { surface.fill(line.intersection(clip), color) }
    }

    /// The ring that marks the column keys move (EN 301 549 5.1.6.2 asks that focus can be moved
    /// to each part; WCAG 2.4.7, that it is seen where it is): the band's part of the column, inset
    /// at the column's sides (`ringInsetPx`), clear of what the column draws, and out over the
    /// indicator lines, which it takes the place of (`paintIndicators`).
    func focusRing(columnFrame frame: Rect) -> Rect {
        let cell = frame.intersection(layout.band)
        let lines = if case .indicator(let thickness) = theme.band { thickness } else { 0 }
        return layout.orientation == .vertical
            ? Rect(x: cell.x + ringInsetPx, y: cell.y - lines, width: max(0, cell.width - 2 * ringInsetPx), height: cell.height + 2 * lines)
            : Rect(x: cell.x - lines, y: cell.y + ringInsetPx, width: cell.width + 2 * lines, height: max(0, cell.height - 2 * ringInsetPx))
    }

    /// The focus ring inside `ring`, in the indicator lines' colour, a sixteenth of a row thick
    /// (2 to 4 px), with the overlay band's round corners, inside `clip`: a square ring over the
    /// rounded overlay stuck out at its corners (trial 25). It is drawn with every frame that
    /// repaints its column, so only the corners are blended pixel by pixel.
    func paintFocusRing(_ surface: Surface, _ ring: Rect, clip: Rect) {
        let thickness = ringThicknessPx
        guard ring.width > 2 * thickness, ring.height > 2 * thickness else { return }
        let area = ring.intersection(clip).intersection(surface.bounds)
        guard !area.isEmpty else { return }
        let radius = min(cornerRadiusPx, ring.width / 2, ring.height / 2)
        let inner = Rect(x: ring.x + thickness, y: ring.y + thickness, width: ring.width - 2 * thickness, height: ring.height - 2 * thickness)
        let innerRadius = max(0, radius - thickness)
        // The part of `from..<to` inside the area, empty where a clip leaves none.
        func columns(_ from: Int, _ to: Int) -> Range<Int> {
            let start = max(area.x, from)
            return start..<max(start, min(area.maxX, to))
        }
        let straight = columns(ring.x + radius, ring.maxX - radius)
        for y in area.y..<area.maxY {
            let row = surface.base + y * surface.strideWords
            let edgeRow = y < inner.y || y >= inner.maxY
            func fill(_ span: Range<Int>) {
                if !span.isEmpty { (row + span.lowerBound).update(repeating: theme.tint, count: span.count) }
            }
            guard y < ring.y + radius || y >= ring.maxY - radius else {
                if edgeRow {
                    fill(area.x..<area.maxX)
                } else {
                    fill(columns(ring.x, inner.x))
                    fill(columns(inner.maxX, ring.maxX))
                }
                continue
            }
            if edgeRow { fill(straight) }
            for x in area.x..<area.maxX where !straight.contains(x) {
                let coverage = ChromePainter.coverage(ofX: x, y: y, by: ring, radius: radius)
                    - ChromePainter.coverage(ofX: x, y: y, by: inner, radius: innerRadius)
                if coverage > 0 { row[x] = SpanBlend.mix(row[x], theme.tint, UInt32((coverage * 256).rounded())) }
            }
        }
    }

    /// How much of pixel (`x`, `y`) a rectangle with corners of `radius` covers, 0 to 1: in a
    /// corner, from its centre's distance to the quarter circle.
    private static func coverage(ofX x: Int, y: Int, by rect: Rect, radius: Int) -> Double {
        guard rect.contains(x: x, y: y) else { return 0 }
        let cornerColumn = min(x - rect.x, rect.maxX - 1 - x), cornerRow = min(y - rect.y, rect.maxY - 1 - y)
        guard cornerColumn < radius, cornerRow < radius else { return 1 }
        let dx = Double(radius) - (Double(cornerColumn) + 0.5)
        let dy = Double(radius) - (Double(cornerRow) + 0.5)
        return min(1, max(0, Double(radius) - (dx * dx + dy * dy).squareRoot() + 0.5))
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
                let coverage = ChromePainter.coverage(ofX: x, y: y, by: rect, radius: radius)
                row[x] = SpanBlend.mix(row[x], color, UInt32((coverage * 256).rounded()))
                x += 1
            }
        }
    }
}
