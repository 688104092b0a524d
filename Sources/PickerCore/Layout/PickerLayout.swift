/// Where everything sits on the panel for one config and panel size.
///
/// The scroll axis is y in a vertical picker and x in a horizontal one; the
/// cross axis is the other. Rows are drawn in the viewport, a band of
/// `visibleRows × pitch` centred on the scroll axis across the whole cross
/// extent; the selection band is the middle row's slot (on a horizontal wheel, as wide as
/// its item is drawn there).
package struct PickerLayout: Equatable, Sendable {
    package let width: Int
    package let height: Int
    package let orientation: Orientation
    package let rowHeightPx: Int
    package let pitchPx: Int
    package let viewport: Rect
    /// The selection band across all columns.
    package let band: Rect
    package let sectionFrames: [Rect]
    /// Each column's slice of the viewport.
    package let columnFrames: [Rect]
    package let projection: WheelProjection
    /// What each scanline of the viewport along the scroll axis shows. The renderer draws
    /// from it and hit testing reads it, so a tap lands only on a row that is drawn there.
    package let lines: [LineProjection.Line]
    /// The least light (of 256) at a row's centre for a tap on the row to count, outside the
    /// band where rows are dimmed: `leastTappableOpacity256` after `theme.dim`.
    package let leastTappableLight256: Int
    /// A horizontal picker whose text runs right to left (`theme.direction: rtl`): rows run
    /// from right to left, so the scroll axis is mirrored about the band centre.
    package let isMirrored: Bool
    /// A vertical picker laid out right to left (`layout_direction: rtl`): its first column and
    /// section stand at the right edge.
    package let mirrorsColumns: Bool

    package init(config: PickerConfig, model: PickerModel, width: Int? = nil, height: Int? = nil) {
        self.width = width ?? config.width
        self.height = height ?? config.height
        orientation = config.orientation
        rowHeightPx = config.rowHeightPx
        pitchPx = config.pitchPx
        let vertical = orientation == .vertical
        isMirrored = !vertical && config.theme.direction == .rtl
        mirrorsColumns = vertical && config.layoutDirection == .rtl
        let scrollSize = vertical ? self.height : self.width
        let crossSize = vertical ? self.width : self.height
        let extent = config.viewportExtentPx(scrollSizePx: scrollSize)
        let viewportStart = (scrollSize - extent) / 2
        let bandStart = viewportStart + (extent - rowHeightPx) / 2
        projection = WheelProjection(style: config.style, extentPx: extent, depthPx: config.theme.depthPx)
        // A horizontal wheel's band is as wide as its item is drawn at rest, the same whole number of
        // pixels in from each side of the slot: items wide beside the wheel (large text on 240x320)
        // are drawn narrower than their slot, and the neighbours' edges showed inside the band's lines.
        var bandInset = 0
        if !vertical {
            let drawnItemPx = 2 * (projection.screenOffset(forDistance: Double(rowHeightPx) / 2) ?? projection.maximumScreenOffset)
            bandInset = max(0, (rowHeightPx - Int(drawnItemPx.rounded(.up))) / 2)
        }

        func rect(scroll: (start: Int, size: Int), cross: (start: Int, size: Int)) -> Rect {
            vertical
                ? Rect(x: cross.start, y: scroll.start, width: cross.size, height: scroll.size)
                : Rect(x: scroll.start, y: cross.start, width: scroll.size, height: cross.size)
        }
        viewport = rect(scroll: (viewportStart, extent), cross: (0, crossSize))
        band = rect(scroll: (bandStart + bandInset, rowHeightPx - 2 * bandInset), cross: (0, crossSize))
        lines = LineProjection(
            projection: projection, extentPx: extent, bandCentrePx: Double(bandStart - viewportStart) + Double(rowHeightPx) / 2,
            bandHalfPx: Double(rowHeightPx) / 2, pitchPx: Double(pitchPx), fade: config.theme.fade.double,
            shades: config.theme.shadesWheel, endsWithWholeRows: !vertical, stacksLines: config.stacksDetails
        ).lines
        let dim256 = Int(config.theme.dim.raw >> 8)
        leastTappableLight256 = dim256 > 0 ? (PickerLayout.leastTappableOpacity256 * 256 + dim256 - 1) / dim256 : Int.max

        let gaps = config.sectionGapPx * (model.sections.count - 1)
        let sectionSlices = PickerLayout.slices(of: crossSize - gaps, start: 0, fractions: model.sections.map(\.widthFraction), gap: config.sectionGapPx)
        // Mirrored, the slices are cut from the right edge: each keeps its width, and the pixel a
        // rounding gives goes to the same column as laid out left to right.
        let mirrors = mirrorsColumns
        func crossSlice(_ slice: (start: Int, size: Int)) -> (start: Int, size: Int) {
            mirrors ? (crossSize - slice.start - slice.size, slice.size) : slice
        }
        sectionFrames = sectionSlices.map { rect(scroll: (viewportStart, extent), cross: crossSlice($0)) }
        var columns: [Rect] = []
        for (index, (section, slice)) in zip(model.sections, sectionSlices).enumerated() {
            let fractions = model.columns[section.columnIndices].map(\.widthFraction)
            let widths = PickerLayout.slices(of: slice.size, start: 0, fractions: fractions, gap: 0).map(\.size)
            var starts = widths.map { _ in 0 }, start = crossSlice(slice).start
            for column in PickerLayout.shownOrder(count: widths.count, mirrored: mirrors, isTime: config.sections[index].clock != nil) {
                starts[column] = start
                start += widths[column]
            }
            columns += zip(starts, widths).map { rect(scroll: (viewportStart, extent), cross: $0) }
        }
        columnFrames = columns
    }

    /// A section's columns from its left edge: as listed, or mirrored for a right-to-left reader.
    /// A time's hour and minute stay in that order, as "18:45" is written left to right in Arabic
    /// and Hebrew too; its period goes where the reader ends, at the left ("م 6:45").
    static func shownOrder(count: Int, mirrored: Bool, isTime: Bool) -> [Int] {
        guard mirrored else { return Array(0..<count) }
        guard isTime else { return Array((0..<count).reversed()) }
        return count == 3 ? [2, 0, 1] : Array(0..<count)
    }

    /// The opacity (of 256) below which a row is taken as faded out: an eighth of full ink, where
    /// a row's words on the default theme can no longer be read.
    static let leastTappableOpacity256 = 32

    /// Cuts `size` px into consecutive slices by fractions, rounding the running
    /// total so the slices tile the whole size with no pixel lost.
    static func slices(of size: Int, start: Int, fractions: [Fixed], gap: Int) -> [(start: Int, size: Int)] {
        var result: [(Int, Int)] = []
        var cumulative = Fixed.zero
        var position = 0
        for (i, fraction) in fractions.enumerated() {
            cumulative += fraction
            let end = i == fractions.count - 1 ? size : (Fixed(size) * cumulative).rounded
            result.append((start + position + gap * i, end - position))
            position = end
        }
        return result
    }

    /// The band centre on the scroll axis, px.
    package var bandCentrePx: Fixed {
        let (start, size) = orientation == .vertical ? (band.y, band.height) : (band.x, band.width)
        return Fixed(start) + Fixed(ratio: Int64(size), 2)
    }

    /// Whether a point lies on the picker, `width`×`height` from its top-left pixel: a touch that
    /// goes down off it (a host's screen beside a widget) is none of the picker's.
    package func isOnPicker(x: Fixed, y: Fixed) -> Bool {
        x >= .zero && y >= .zero && x < Fixed(width) && y < Fixed(height)
    }

    /// A point's coordinate along the scroll axis, growing towards later rows (leftwards when mirrored).
    package func scrollCoordinate(x: Fixed, y: Fixed) -> Fixed {
        if orientation == .vertical { return y }
        return isMirrored ? bandCentrePx + bandCentrePx - x : x
    }

    /// The column whose slice of the cross axis holds the point (anywhere along the scroll axis on the panel).
    package func column(atX x: Fixed, y: Fixed) -> Int? {
        guard x >= .zero, y >= .zero, x < Fixed(width), y < Fixed(height) else { return nil }
        let cross = (orientation == .vertical ? x : y).floor
        return columnFrames.firstIndex { frame in
            orientation == .vertical ? (frame.x..<frame.maxX).contains(cross) : (frame.y..<frame.maxY).contains(cross)
        }
    }

    /// The row drawn under a point of `column` when it is scrolled to `offsetPx`;
    /// unwrapped on infinite columns, nil where no row is drawn.
    package func row(atX x: Fixed, y: Fixed, in column: PickerColumn, offsetPx: Fixed) -> Int? {
        let screenOffset = (scrollCoordinate(x: x, y: y) - bandCentrePx).double
        guard let distance = projection.distance(forScreenOffset: screenOffset) else { return nil }
        let position = offsetPx.double + distance
        let row = Int((position / Double(pitchPx)).rounded())
        guard column.isInfinite || (0..<column.rowCount).contains(row) else { return nil }
        // Spacing between rows belongs to no row.
        let fromCentre = abs(position - Double(row * pitchPx))
        guard fromCentre <= Double(rowHeightPx) / 2 else { return nil }
        return isShown(rowAtDistance: Double(row * pitchPx) - offsetPx.double) ? row : nil
    }

    /// Whether a row whose centre lies `distance` px along the unrolled strip from the band's
    /// is drawn bright enough to see where its centre is: a row that has faded out near a
    /// wheel's horizon or into the edge fade, or is left out with no fade, takes no tap.
    private func isShown(rowAtDistance distance: Double) -> Bool {
        guard let scanline = centreScanline(rowAtDistance: distance) else { return false }
        let vertical = orientation == .vertical
        if (vertical ? band.y..<band.maxY : band.x..<band.maxX).contains(scanline) { return true }
        return centreLight256(rowAtDistance: distance) >= leastTappableLight256
    }

    /// The light (of 256) of the scanline at the centre of a row `distance` px along the unrolled
    /// strip from the band's centre; 0 where it is not drawn. A horizontal picker draws each item
    /// in the light of its centre (`LineProjection`).
    package func centreLight256(rowAtDistance distance: Double) -> Int {
        guard let scanline = centreScanline(rowAtDistance: distance) else { return 0 }
        let index = scanline - (orientation == .vertical ? viewport.y : viewport.x)
        return lines.indices.contains(index) ? lines[index].light256 : 0
    }

    /// The panel's scanline along the scroll axis at the centre of a row `distance` px along the
    /// unrolled strip from the band's centre; nil beyond the horizon.
    private func centreScanline(rowAtDistance distance: Double) -> Int? {
        guard let screen = projection.screenOffset(forDistance: distance) else { return nil }
        return Int((bandCentrePx.double + (isMirrored ? -screen : screen)).rounded(.down))
    }

    /// The panel's scanlines along the scroll axis that a row `distance` px along the unrolled
    /// strip from the band's centre may touch, a pixel more each side: from where its near edge
    /// is projected to where its far edge is (the horizon where an edge is beyond it).
    package func scanlines(ofRowAtDistance distance: Double) -> Range<Int> {
        let half = Double(rowHeightPx) / 2, reach = projection.maximumScreenOffset
        let top = projection.screenOffset(forDistance: distance - half) ?? -reach
        let bottom = projection.screenOffset(forDistance: distance + half) ?? reach
        let (near, far) = isMirrored ? (-bottom, -top) : (top, bottom)
        let centre = bandCentrePx.double
        return (Int((centre + near).rounded(.down)) - 1)..<(Int((centre + far).rounded(.up)) + 1)
    }

    /// The rows at least partly drawn in `column` at `offsetPx`, nearest the band first in scroll order.
    package func visibleRows(in column: PickerColumn, offsetPx: Fixed) -> [VisibleRow] {
        let reach = Fixed(Int(projection.horizonDistancePx.rounded(.up))) + Fixed(ratio: Int64(rowHeightPx), 2)
        let pitch = Fixed(pitchPx)
        let first = ((offsetPx - reach) / pitch).floor
        let last = ((offsetPx + reach) / pitch).floor + 1
        var rows: [VisibleRow] = []
        for row in first...last {
            guard column.isInfinite || (0..<column.rowCount).contains(row) else { continue }
            let distance = pitch * row - offsetPx
            if distance.magnitude <= reach { rows.append(VisibleRow(row: row, distancePx: distance)) }
        }
        return rows
    }

    /// The scroll offset that puts `row` exactly in the band.
    package func offset(forRow row: Int) -> Fixed { Fixed(pitchPx) * row }
}
