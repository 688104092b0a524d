/// What the physics needs to know about one column: its rows along the
/// scroll axis. Row `r` sits in the middle of the selection band when the
/// column's offset is `r * pitchPx`; an infinite column's offset is
/// unbounded and "absolute" rows beyond the ends stand for `r mod rowCount`.
package struct ColumnTrack: Hashable, Sendable {
    package var rowCount: Int
    /// `row_height + row_spacing`.
    package var pitchPx: Fixed
    package var isInfinite: Bool
    /// Rows that snapping, keys and taps skip (model row indices).
    package var disabledRows: Set<Int>
    /// The column's extent along the scroll axis: the rubber band's `d`.
    package var extentPx: Fixed

    package init(rowCount: Int, pitchPx: Fixed, isInfinite: Bool = false, disabledRows: Set<Int> = [],
                extentPx: Fixed) {
        self.rowCount = Swift.max(1, rowCount)
        self.pitchPx = Fixed(raw: Swift.max(1, pitchPx.raw))
        self.isInfinite = isInfinite
        self.disabledRows = disabledRows
        self.extentPx = extentPx
    }

    package var lastRow: Int { rowCount - 1 }
    var maxOffsetPx: Fixed { pitchPx * lastRow }
    var rubberBand: RubberBand { RubberBand(extentPx: extentPx) }

    package func offsetPx(ofRow row: Int) -> Fixed { pitchPx * row }

    /// The model row an absolute row stands for.
    /// How many times a band moving from track row `start` to `end` crosses the boundary between
    /// model row `boundary` and the next: the track rows in between that are the next one's.
    package func crossings(ofBoundaryAfter boundary: Int, from start: Int, to end: Int) -> Int {
        let (low, high) = (Swift.min(start, end), Swift.max(start, end))
        // Rows in (low, high] that are `boundary + 1` modulo the row count, counted by floor division.
        func below(_ row: Int) -> Int {
            let shifted = row - boundary - 1
            return shifted >= 0 ? shifted / rowCount : -((-shifted + rowCount - 1) / rowCount)
        }
        return below(high) - below(low)
    }

    package func modelRow(_ row: Int) -> Int {
        guard isInfinite else { return row }
        let remainder = row % rowCount
        return remainder < 0 ? remainder + rowCount : remainder
    }

    package func isEnabled(_ row: Int) -> Bool {
        if !isInfinite && (row < 0 || row > lastRow) { return false }
        return !disabledRows.contains(modelRow(row))
    }

    /// The absolute row nearest to an offset, clamped to the rows of a finite column.
    package func bandRow(atOffsetPx offset: Fixed) -> Int {
        let (quotient, remainder) = (offset.raw + pitchPx.raw / 2).quotientAndRemainder(dividingBy: pitchPx.raw)
        let row = Int(remainder < 0 ? quotient - 1 : quotient)
        return isInfinite ? row : Swift.max(0, Swift.min(lastRow, row))
    }

    /// The offset at which a finite column's content is past an end, as the signed excess (zero inside).
    func excessPx(atOffsetPx offset: Fixed) -> Fixed {
        guard !isInfinite else { return .zero }
        if offset.raw < 0 { return offset }
        if offset > maxOffsetPx { return offset - maxOffsetPx }
        return .zero
    }

    /// The enabled row nearest to `row` (after clamping a finite column), looking first
    /// towards higher rows when `upward`; `row` itself (clamped) when every row is disabled.
    package func nearestEnabledRow(to row: Int, upward: Bool = true) -> Int {
        let start = isInfinite ? row : Swift.max(0, Swift.min(lastRow, row))
        for distance in 0..<rowCount {
            let first = upward ? start + distance : start - distance
            let second = upward ? start - distance : start + distance
            if isEnabled(first) { return first }
            if isEnabled(second) { return second }
        }
        return start
    }

    private var enabledCount: Int { rowCount - disabledRows.count { $0 >= 0 && $0 < rowCount } }

    /// Whether a step skips disabled rows: not where every row is, a column with nothing to choose
    /// that a blind user still turns through to hear what it holds ("Peanuts, unavailable").
    package var stepsSkipDisabledRows: Bool { !disabledRows.isEmpty && enabledCount > 0 }

    /// The rows a step can land on.
    private var steppableCount: Int { stepsSkipDisabledRows ? enabledCount : rowCount }

    /// How many steps go from `from` to `to` (absolute rows): the rows after `from` up to `to` that
    /// a step lands on (enabled ones, or any where none is enabled).
    package func stepsBetween(_ from: Int, _ to: Int) -> Int {
        guard from != to else { return 0 }
        let passed = (Swift.min(from, to) + 1)...Swift.max(from, to)
        return stepsSkipDisabledRows ? passed.lazy.filter { isEnabled($0) }.count : passed.count
    }

    /// The whole laps beyond four that `steppedRow(from:by:)` drops of `steps` on a looping column:
    /// each would have crossed every boundary once (a 12-hour clock's 11|12 turns its period).
    package func droppedLaps(forSteps steps: Int) -> Int {
        guard isInfinite, steps.magnitude > UInt(4 * steppableCount) else { return 0 }
        return Int(steps.magnitude / UInt(steppableCount)) - 3
    }

    /// The row `steps` enabled rows away from `row` (negative: lower rows), or rows of any kind
    /// where none is enabled. A finite column stops at its last enabled row in that direction.
    /// An infinite column drops whole laps (the same row, sooner); a finite one never needs more
    /// steps than it has rows. Either way a huge encoder delta costs nothing and cannot overflow.
    package func steppedRow(from row: Int, by steps: Int) -> Int {
        // A looping column turns as far as asked, up to four whole turns: a knob's counts added up
        // over a frame are whole turns too (trial 43 saw 12 steps on 12 rows move nothing). Laps
        // beyond those are dropped whole, so it lands where the counts one by one would (trial 44
        // saw 41 counts on 10 rows land on 0, not 1).
        let bounded: Int
        if isInfinite {
            let kept = steps.magnitude - UInt(droppedLaps(forSteps: steps) * steppableCount)
            bounded = steps < 0 ? -Int(kept) : Int(kept)
        } else {
            bounded = Swift.max(-rowCount, Swift.min(rowCount, steps))
        }
        if !stepsSkipDisabledRows {
            let target = row + bounded
            return isInfinite ? target : Swift.max(0, Swift.min(lastRow, target))
        }
        let direction = bounded < 0 ? -1 : 1
        var current = row
        var remaining = bounded.magnitude
        while remaining > 0 {
            var candidate = current + direction
            var scanned = 1
            while !isEnabled(candidate) && scanned < rowCount {
                candidate += direction
                scanned += 1
            }
            guard isEnabled(candidate) else { return current }
            current = candidate
            remaining -= 1
        }
        return current
    }

    /// The absolute row standing for `modelRow` that is nearest to `nearRow` (itself for a finite column).
    package func absoluteRow(forModelRow modelRow: Int, near nearRow: Int) -> Int {
        guard isInfinite else { return modelRow }
        let base = nearRow - self.modelRow(nearRow) + modelRow
        let candidates = [base - rowCount, base, base + rowCount]
        return candidates.min { ($0 - nearRow).magnitude < ($1 - nearRow).magnitude } ?? base
    }
}
