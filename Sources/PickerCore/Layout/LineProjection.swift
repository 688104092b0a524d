/// For each scanline of the viewport along the scroll axis: where on the
/// unrolled strip of rows it looks, and how bright it is. Built once from the layout's `WheelProjection` (the same one
/// hit testing reads), so a frame at any scroll offset only adds the offset to
/// `flat256` and looks the row up: no trigonometry per scanline (a row's across-scale is its
/// centre's, once a row).
package struct LineProjection: Equatable, Sendable {
    package struct Line: Equatable, Sendable {
        /// Unrolled distance from the band centre, in 1/256 px (positive: later rows).
        package var flat256: Int
        /// Opacity from the wheel angle and the edge fade, 0...256; 0 where nothing is drawn.
        package var light256: Int
    }

    package let lines: [Line]

    /// - Parameters:
    ///   - bandCentrePx: the band centre measured from the viewport's start along the scroll axis.
    ///   - bandHalfPx: half the band's extent along the scroll axis.
    ///   - fade: the fraction of the extent at each end over which rows fade out (0 = none).
    ///   - shades: rows turning away from the eye darken (off for the high-contrast preset).
    ///   - pitchPx: from one row's centre to the next's; with no fade, what is drawn ends where the
    ///     last row that fits whole at rest ends, not in the middle of the next one.
    ///   - endsWithWholeRows: so it does with a fade too (a horizontal picker's items, which a
    ///     fade or the panel's edge cut across their words: "15 min" read "5 min").
    ///   - stacksLines: rows hold a detail line under the title, which a wheel squeezes to a few
    ///     pixels where a one-line row still reads: such a row ends what is drawn with no fade
    ///     unless two thirds of its height show (trial 21: "WPA2-Enterprise · 5 GHz" 4 px tall).
    package init(projection: WheelProjection, extentPx: Int, bandCentrePx: Double, bandHalfPx: Double, pitchPx: Double, fade: Double,
                 shades: Bool = true, endsWithWholeRows: Bool = false, stacksLines: Bool = false) {
        let inverse = InverseTable(projection)
        var lines: [Line] = []
        lines.reserveCapacity(extentPx)
        // Fade towards the ends of what is drawn: on a wheel that is the horizon, inside the
        // viewport, so the last rows melt away instead of being cut off there.
        let reach = projection.maximumScreenOffset
        let drawnStart = max(0, bandCentrePx - reach), drawnEnd = min(Double(extentPx), bandCentrePx + reach)
        // Never into the band: the selected row is drawn whole and at full strength, also where
        // wide items (a horizontal picker's) leave the band little room from the ends.
        let fadePx = min(fade * Double(extentPx), max(0, min(bandCentrePx - bandHalfPx - drawnStart, drawnEnd - bandCentrePx - bandHalfPx)))
        // With no fade, a row cut by the viewport's edge at rest showed the top half of its words
        // (the high-contrast preset), and one turned nearly edge-on at a wheel's horizon a smear:
        // each side ends with the last row shown whole and at least half its height (a horizontal
        // item a third of its width: its words squeeze along their line, which reads longer).
        let leastShown = endsWithWholeRows ? pitchPx / 3 : stacksLines ? pitchPx * 2 / 3 : pitchPx / 2
        func wholeRowsReach(roomPx: Double) -> Double {
            var reach = bandHalfPx
            var shown = projection.screenOffset(forDistance: reach) ?? 0
            while let edge = projection.screenOffset(forDistance: reach + pitchPx), edge <= roomPx + 0.5, edge - shown >= leastShown {
                reach += pitchPx
                shown = edge
            }
            // Items so wide that no neighbour shows whole (up to 9/20 of the panel) show the nearest
            // one cut by the panel's edge (dimmed by a fade) rather than none: one item alone on an
            // 800 px picker read as a label, with the high-contrast preset's no fade too. So do rows
            // that large text grows past a third of a three-row widget: the high-contrast preset
            // showed its band alone, where the wheel's other rows are what says it turns.
            if reach == bandHalfPx,
               let centre = projection.screenOffset(forDistance: pitchPx), centre <= roomPx {
                reach += pitchPx
            }
            return reach
        }
        let wholeReach = fadePx > 0 && !endsWithWholeRows ? nil : (before: wholeRowsReach(roomPx: bandCentrePx), after: wholeRowsReach(roomPx: Double(extentPx) - bandCentrePx))
        for index in 0..<extentPx {
            let centre = Double(index) + 0.5
            let fromEnd = max(0, min(centre - drawnStart, drawnEnd - centre))
            let fadeFactor = fadePx > 0 ? min(1, fromEnd / fadePx) : 1
            let offset = centre - bandCentrePx
            guard let magnitude = inverse.distance(forScreenOffset: abs(offset)) else {
                lines.append(Line(flat256: 0, light256: 0))
                continue
            }
            let distance = offset < 0 ? -magnitude : magnitude
            if let wholeReach, magnitude > (offset < 0 ? wholeReach.before : wholeReach.after) {
                lines.append(Line(flat256: 0, light256: 0))
                continue
            }
            // Rows turning away from the eye lose light with the cosine of their angle,
            // never quite to black so the far rows stay legible.
            let light = (shades ? 0.3 + 0.7 * projection.facing(forDistance: distance) : 1) * fadeFactor
            lines.append(Line(
                flat256: Int((distance * 256).rounded()),
                light256: Int((light * 256).rounded())))
        }
        self.lines = lines
    }
}

/// The projection sampled every 1/8 px of unrolled distance and inverted by a
/// linear search between samples: a few thousand evaluations for a whole
/// column instead of a bisection per scanline, which keeps the first frame fast.
private struct InverseTable {
    private static let samplesPerPx = 8.0
    private let screen: [Double]
    private let horizon: Double

    init(_ projection: WheelProjection) {
        let reach = projection.horizonDistancePx
        let count = Int(reach * InverseTable.samplesPerPx) + 2
        screen = (0..<count).map { step in
            projection.screenOffset(forDistance: min(reach, Double(step) / InverseTable.samplesPerPx)) ?? 0
        }
        horizon = reach
    }

    /// The unrolled distance (≥ 0) shown at a screen offset ≥ 0; nil beyond the horizon.
    func distance(forScreenOffset offset: Double) -> Double? {
        guard let last = screen.last, offset <= last else { return nil }
        var low = 0, high = screen.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if screen[mid] < offset { low = mid } else { high = mid }
        }
        let span = screen[high] - screen[low]
        let fraction = span > 0 ? (offset - screen[low]) / span : 0
        return min(horizon, (Double(low) + fraction) / InverseTable.samplesPerPx)
    }
}
