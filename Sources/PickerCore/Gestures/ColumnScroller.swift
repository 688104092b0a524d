/// One column's scrolling: at rest on an offset, held by a finger, or moving
/// along a planned `Motion`. Each `mutating func` takes the input and its
/// time and returns the events it caused.
///
/// The caller advances the column to an input's time before handing it the
/// input. State changes only at input times and at the analytic end of a
/// motion; highlight changes inside a motion are found by bisecting the
/// motion's own curve from its start, never from the frame times, so frames
/// sampled at any rate see the same events at the same microseconds.
struct ColumnScroller: Sendable {
    enum Phase: Sendable {
        case resting(offsetPx: Fixed)
        case dragging(Drag)
        case moving(Motion)
    }

    struct Drag: Sendable {
        var startAxisPx: Fixed
        /// The offset at the start of the drag before rubber-banding, so a finger that
        /// catches content past an end keeps it where it is.
        var startPullPx: Fixed
        var offsetPx: Fixed
        var tracker = VelocityTracker()
    }

    /// The first highlight change of the current motion still to be reported, once found.
    private enum Crossing: Sendable {
        case at(timeUs: Int64, row: Int)
        case none
    }

    let column: Int
    let rate: DecayRate
    private(set) var track: ColumnTrack
    private(set) var phase: Phase
    /// The model row the column last settled on.
    private(set) var selectedRow: Int
    /// The absolute row last seen in the band.
    private var bandRow: Int
    /// The model row the last highlight told of, or the band showed at a jump, which tells none;
    /// nil where a reload took that row away while the column moved or was held, so the row it
    /// rests on is told: trial 85's host kept a highlight of a removed row after the wheel sprang
    /// back from it onto the selection.
    private var toldBandRow: Int?
    private var crossingSearchFromUs: Int64 = 0
    private var crossing: Crossing?
    /// Rows that crossed the band since the engine last took them (`takePasses`).
    private var passes: [TimedFeedbackEvent] = []
    /// The absolute row the last pass left in the band. Differs from `bandRow` during a
    /// programmatic select, whose passes are sampled on its own millisecond grid.
    private var passedRow: Int
    private var passSampledUs: Int64 = 0
    /// The model row whose boundary with the next one counts when the band crosses it (a 12-hour
    /// clock's "11", before "12"); nil counts none.
    var boundaryRow: Int?
    /// How many times the band crossed `boundaryRow`'s boundary, either way, under a finger, a
    /// fling, a step or a tap since the engine last took them. A select's are not counted: the
    /// program that selected an hour chose its period too.
    private var boundaryCrossings = 0

    init(column: Int, track: ColumnTrack, rate: DecayRate, selectedRow: Int) {
        self.column = column
        self.track = track
        self.rate = rate
        self.selectedRow = selectedRow
        bandRow = selectedRow
        toldBandRow = selectedRow
        passedRow = selectedRow
        phase = .resting(offsetPx: track.offsetPx(ofRow: selectedRow))
    }

    private var planner: MotionPlanner { MotionPlanner(track: track, rate: rate) }

    func offsetPx(atUs timeUs: Int64) -> Fixed {
        switch phase {
        case .resting(let offset): offset
        case .dragging(let drag): drag.offsetPx
        case .moving(let motion): motion.positionPx(atUs: timeUs)
        }
    }

    func velocityPxPerMs(atUs timeUs: Int64) -> Fixed {
        if case .moving(let motion) = phase { return motion.velocityPxPerMs(atUs: timeUs) }
        return .zero
    }

    var isHeld: Bool {
        if case .dragging = phase { return true }
        return false
    }

    var isMoving: Bool {
        if case .moving = phase { return true }
        return false
    }

    /// Whether the column glides on from a fling to a row its band does not show at `timeUs`: one
    /// nobody has seen. A fling whose row the band shows already (its bounce back from the end of
    /// the rows, its last crawl) is not: trial 113's OK, pressed as 100 % bounced into the band, confirmed nothing.
    func isFlingingToAnUnseenRow(atUs timeUs: Int64) -> Bool {
        guard case .moving(let motion) = phase, motion.purpose == .fling else { return false }
        return rowInBand(atUs: timeUs) != track.modelRow(motion.targetRow)
    }

    /// The model row the column would rest on if it stopped at `timeUs`: the enabled row nearest
    /// the band while it moves or is held, the selection at rest.
    func rowInBand(atUs timeUs: Int64) -> Int {
        guard isMoving || isHeld else { return selectedRow }
        return track.modelRow(track.nearestEnabledRow(to: track.bandRow(atOffsetPx: offsetPx(atUs: timeUs)), upward: true))
    }

    /// The model row the column is heading for: a motion's target, else the row in its band.
    func headingRow(atUs timeUs: Int64) -> Int {
        guard case .moving(let motion) = phase else { return rowInBand(atUs: timeUs) }
        return track.modelRow(motion.targetRow)
    }

    /// The model row the column would rest on if it stopped now: the row in its band, or when that is
    /// disabled the enabled row the wheel is nearer (trial 46: a finger holding the wheel on a
    /// disabled row short of it, restyled, was set on the row past it and dragged on from there).
    func nearestEnabledRow(atUs timeUs: Int64) -> Int {
        guard isMoving || isHeld else { return selectedRow }
        return track.modelRow(nearestEnabledTrackRow(atUs: timeUs))
    }

    /// The track row `nearestEnabledRow(atUs:)` names, on the unrolled track (a lap counts).
    private func nearestEnabledTrackRow(atUs timeUs: Int64) -> Int {
        let offset = offsetPx(atUs: timeUs)
        let band = track.bandRow(atOffsetPx: offset)
        return track.nearestEnabledRow(to: band, upward: offset >= track.offsetPx(ofRow: band))
    }

    /// The model row a programmatic select is turning the column to; nil when no select moves it.
    var selectTarget: Int? {
        guard case .moving(let motion) = phase, motion.purpose == .select else { return nil }
        return track.modelRow(motion.targetRow)
    }

    /// The model row a key's step, the encoder's or a tap is turning the column to: a row its user
    /// chose, not one a fling or a finger's release happens to end on; nil otherwise.
    var chosenTarget: Int? {
        guard case .moving(let motion) = phase, motion.purpose == .step || motion.purpose == .tap else { return nil }
        return track.modelRow(motion.targetRow)
    }

    /// When the current motion comes to rest.
    var deadlineUs: Int64? {
        if case .moving(let motion) = phase { return motion.endUs }
        return nil
    }

    // MARK: Time

    /// Reports the highlight changes up to `timeUs` and settles a motion that ends by then.
    mutating func advance(toUs timeUs: Int64) -> [TimedPickerEvent] {
        guard case .moving(let motion) = phase else { return [] }
        var events: [TimedPickerEvent] = []
        let bySelect = motion.purpose == .select
        let sampled = bySelect || crossesTooManyRowsToFind(motion)
        if sampled { samplePasses(of: motion, toUs: Swift.min(timeUs, motion.endUs)) }
        while !sampled, case .at(let crossingUs, let row) = nextCrossing(in: motion), crossingUs <= timeUs {
            pass(to: row, atUs: crossingUs)
            events += moveBand(to: row, atUs: crossingUs)
            crossingSearchFromUs = crossingUs
            crossing = nil
        }
        if motion.endUs <= timeUs {
            pass(to: motion.targetRow, atUs: motion.endUs, bySelect: bySelect)
            events += rest(onRow: motion.targetRow, atUs: motion.endUs)
        }
        return events
    }

    /// The first time after `crossingSearchFromUs` at which the band row differs from
    /// `bandRow`. Each segment is monotone where the band row can change (springs only
    /// move past an end, where the band row is the end row), so bisection finds it.
    /// A programmatic select may cross 100,000 rows in 250 ms: it reports only the row it lands on.
    private mutating func nextCrossing(in motion: Motion) -> Crossing {
        if let crossing { return crossing }
        guard motion.purpose != .select else { return .none }
        let track = self.track, bandRow = self.bandRow
        let changed = { (t: Int64) in track.bandRow(atOffsetPx: motion.positionPx(atUs: t)) != bandRow }
        var found = Crossing.none
        for segment in motion.segments where segment.endUs > crossingSearchFromUs {
            var low = Swift.max(segment.startUs, crossingSearchFromUs)
            var high = segment.endUs
            guard changed(high) else { continue }
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if changed(middle) { high = middle } else { low = middle }
            }
            found = .at(timeUs: high, row: track.bandRow(atOffsetPx: motion.positionPx(atUs: high)))
            break
        }
        crossing = found
        return found
    }

    // MARK: Touch

    /// A finger lands on the column; returns whether it caught a moving column (which makes it no tap).
    mutating func grab(axisPx: Fixed, atUs timeUs: Int64) -> Bool {
        let wasMoving = isMoving
        let offset = offsetPx(atUs: timeUs)
        var drag = Drag(startAxisPx: axisPx, startPullPx: pull(forOffsetPx: offset), offsetPx: offset)
        drag.tracker.add(positionPx: offset, atUs: timeUs)
        phase = .dragging(drag)
        return wasMoving
    }

    /// A held column's selection becomes `row` (a model row) where the finger holds the wheel: the
    /// finger has chosen nothing yet, and its lift tells the row it lands on.
    mutating func keepSelection(_ row: Int) {
        guard isHeld else { return }
        selectedRow = row
    }

    /// The finger moved: the content follows it exactly (a finger moving towards lower
    /// coordinates raises the offset), resisting past the ends of a finite column.
    mutating func drag(axisPx: Fixed, atUs timeUs: Int64) -> [TimedPickerEvent] {
        guard case .dragging(var drag) = phase else { return [] }
        drag.offsetPx = shown(pullPx: drag.startPullPx + drag.startAxisPx - axisPx)
        drag.tracker.add(positionPx: drag.offsetPx, atUs: timeUs)
        phase = .dragging(drag)
        // Each row the band crossed is passed and highlighted in turn, as a fling's rows are: a
        // move of three rows in one touch event reported the last alone, and a host that clicks
        // on each pass missed two (trial 36). A move crosses at most the panel's rows.
        let band = track.bandRow(atOffsetPx: drag.offsetPx)
        var events: [TimedPickerEvent] = []
        var row = bandRow
        while row != band {
            row += band > row ? 1 : -1
            pass(to: row, atUs: timeUs)
            events += moveBand(to: row, atUs: timeUs)
        }
        return events
    }

    /// The finger lifted. A tap animates to `tapRow`; otherwise the release flings
    /// (when `flings`) or settles on the nearest row. A column that a landing let go of under the
    /// finger (a confirm: Enter, the countdown) and that rests still takes the tap: a daemon's
    /// next choice lost its first tap so.
    mutating func release(atUs timeUs: Int64, tapRow: Int?, flings: Bool = true) -> [TimedPickerEvent] {
        guard case .dragging(let drag) = phase else {
            guard let tapRow, case .resting = phase else { return [] }
            return [tapped(tapRow, atUs: timeUs)] + animate(toRow: tapRow, atUs: timeUs, purpose: .tap)
        }
        if let tapRow {
            let motion = planner.animate(fromPx: drag.offsetPx, velocityPxPerMs: .zero, toRow: tapRow, atUs: timeUs, purpose: .tap)
            return [tapped(tapRow, atUs: timeUs)] + begin(motion, orRestOn: tapRow, atUs: timeUs)
        }
        let velocity = flings ? drag.tracker.velocityPxPerMs(atUs: timeUs) : .zero
        let motion = planner.release(fromPx: drag.offsetPx, velocityPxPerMs: velocity, atUs: timeUs)
        return begin(motion, orRestOn: track.bandRow(atOffsetPx: drag.offsetPx), atUs: timeUs)
    }

    private func tapped(_ row: Int, atUs timeUs: Int64) -> TimedPickerEvent {
        TimedPickerEvent(timeUs: timeUs, event: .tapped(column: column, row: track.modelRow(row)))
    }

    private func shown(pullPx pull: Fixed) -> Fixed {
        let excess = track.excessPx(atOffsetPx: pull)
        guard excess.raw != 0 else { return pull }
        return pull - excess + track.rubberBand.resisted(excess)
    }

    private func pull(forOffsetPx offset: Fixed) -> Fixed {
        let excess = track.excessPx(atOffsetPx: offset)
        guard excess.raw != 0 else { return offset }
        return offset - excess + track.rubberBand.unresisted(excess)
    }

    // MARK: Keys, encoder, select

    /// Moves `rows` enabled rows from where the column is heading; presses during an
    /// animation add to its target and retarget it from the current position and speed.
    mutating func step(by rows: Int, atUs timeUs: Int64) -> [TimedPickerEvent] {
        let base: Int
        switch phase {
        case .dragging: return []
        case .moving(let motion): base = motion.targetRow
        case .resting(let offset): base = track.bandRow(atOffsetPx: offset)
        }
        let target = track.steppedRow(from: base, by: rows)
        // The laps a long spin drops crossed the boundary too, as the counts one by one would (trial 66).
        if boundaryRow != nil { boundaryCrossings += track.droppedLaps(forSteps: rows) }
        guard target != base else { return [] }
        return animate(toRow: target, atUs: timeUs, purpose: .step)
    }

    /// Ends a motion or a drag at once where it was going: a motion on its target row, a drag on
    /// the row a release without a fling settles on. The rows between are jumped, not passed.
    mutating func land(atUs timeUs: Int64) -> [TimedPickerEvent] {
        switch phase {
        case .resting:
            return []
        case .dragging:
            return release(atUs: timeUs, tapRow: nil, flings: false) + land(atUs: timeUs)
        case .moving(let motion):
            // The rows jumped count as crossed: a 12-hour clock's period follows a landed hour too.
            if let boundaryRow, motion.purpose != .select {
                boundaryCrossings += track.crossings(ofBoundaryAfter: boundaryRow, from: passedRow, to: motion.targetRow)
            }
            return rest(onRow: motion.targetRow, atUs: timeUs)
        }
    }

    /// Stops a fling where the wheel is: it settles on the row in the band, as a finger let go
    /// without a fling does. Other motions go on (a step, a tap's turn and a select have a row
    /// to land on, chosen before).
    mutating func stopFling(atUs timeUs: Int64) -> [TimedPickerEvent] {
        guard case .moving(let motion) = phase, motion.purpose == .fling else { return [] }
        let offset = offsetPx(atUs: timeUs)
        let settle = planner.settle(fromPx: offset, velocityPxPerMs: velocityPxPerMs(atUs: timeUs), atUs: timeUs)
        return begin(settle, orRestOn: track.bandRow(atOffsetPx: offset), atUs: timeUs)
    }

    /// Selects a model row: the nearest copy of it on an infinite column, animated or at once.
    mutating func select(modelRow: Int, animated: Bool, atUs timeUs: Int64) -> [TimedPickerEvent] {
        let row = track.absoluteRow(forModelRow: modelRow, near: track.bandRow(atOffsetPx: offsetPx(atUs: timeUs)))
        guard animated else {
            // A jump is no motion: the band shows the new row without a highlight change, which
            // reports a moving column's band (docs/control.md), only the settled selection. But a
            // column that was moving had its band reported: the row it jumps to is, when another
            // (trial 35: a fling's highlights 1, 2, 3, then a jump back to 0 said nothing).
            if case .resting = phase { (bandRow, toldBandRow) = (row, track.modelRow(row)) }
            return rest(onRow: row, atUs: timeUs)
        }
        return animate(toRow: row, atUs: timeUs, purpose: .select)
    }

    /// New rows for the column (a reload, a socket's new items, a date's day count).
    /// `rowAfter` says where an old model row's item is now (nil: it is gone); the model has
    /// already chosen `newSelection`.
    ///
    /// The item in the band stays in the band, so rows inserted or removed before it move
    /// nothing the user sees: a drag keeps the item under the finger, and a fling, step or
    /// animation goes on towards the item it was heading for (to the nearest enabled row when
    /// that item went or was disabled). A column at rest that no longer rests on the selection
    /// moves to it, animated or at once. The column showing other rows is no motion, so no
    /// highlight change is reported; the caller reports the selection.
    mutating func replaceTrack(_ newTrack: ColumnTrack, rowAfter: (Int) -> Int?, selectedRow newSelection: Int,
                               animated: Bool, atUs timeUs: Int64) {
        let oldTrack = track
        let oldBand = oldTrack.bandRow(atOffsetPx: offsetPx(atUs: timeUs))
        let oldExcessPx = oldTrack.excessPx(atOffsetPx: offsetPx(atUs: timeUs))
        toldBandRow = toldBandRow.flatMap(rowAfter)
        let heading: Int? = if case .moving(let motion) = phase {
            ColumnScroller.rowKept(nearest: motion.targetRow, of: oldTrack, rowAfter: rowAfter)
        } else {
            nil
        }
        track = newTrack
        selectedRow = newSelection
        shift(byRows: ColumnScroller.shiftRows(near: oldBand, from: oldTrack, to: newTrack, rowAfter: rowAfter))
        if isHeld || isMoving {
            // Rows taken from the end past a column a finger drags or a motion turns close up into
            // the band, the last row coming under it: 12 zones became 4 under a finger on zone 10,
            // and the column showed no row at all while `selection` said "Zone 4" (trial 109); 45
            // temperatures became 7 under a fling, and the column stood empty, then crept back for
            // 3.8 s (trial 111). Whole rows only: the finger's own pull past an end, or a spring's,
            // stays as it was.
            let pastEndPx = (track.excessPx(atOffsetPx: offsetPx(atUs: timeUs)) - oldExcessPx).raw, pitchPx = track.pitchPx.raw
            shift(byRows: -Int((pastEndPx + (pastEndPx < 0 ? -pitchPx : pitchPx) / 2) / pitchPx))
        }
        bandRow = track.bandRow(atOffsetPx: offsetPx(atUs: timeUs))
        // New rows under the band pass none.
        passedRow = bandRow
        crossingSearchFromUs = timeUs
        crossing = nil
        switch phase {
        case .dragging:
            break
        case .moving(let motion):
            let wanted = heading.map { track.absoluteRow(forModelRow: $0, near: motion.targetRow) } ?? motion.targetRow
            let target = track.nearestEnabledRow(to: wanted, upward: wanted >= bandRow)
            guard target != motion.targetRow else { break }
            if motion.purpose == .fling {
                let springing = if case .spring = motion.segment(atUs: timeUs)?.curve { true } else { false }
                let glide = planner.glide(fromPx: offsetPx(atUs: timeUs), velocityPxPerMs: velocityPxPerMs(atUs: timeUs),
                                          springing: springing, toRow: target, atUs: timeUs)
                _ = begin(glide, orRestOn: target, atUs: timeUs)
            } else {
                _ = animate(toRow: target, atUs: timeUs, purpose: motion.purpose)
            }
        case .resting(let offset):
            let selected = track.absoluteRow(forModelRow: newSelection, near: bandRow)
            if offset != track.offsetPx(ofRow: selected) { _ = select(modelRow: newSelection, animated: animated, atUs: timeUs) }
        }
        bandRow = track.bandRow(atOffsetPx: offsetPx(atUs: timeUs))
        // A column at rest is told by the reload's `didSelect`, never a highlight.
        if case .resting = phase { toldBandRow = track.modelRow(bandRow) }
    }

    /// Where row `row` of `oldTrack` is in the new rows (a model row), or, where a reload took it
    /// away, the nearest of the old rows about it that stayed (the later of two as near): a select
    /// or step heading for "9" when the odd rows went lands beside it, on "10", where it went on
    /// as many rows in the new list and landed on "14" (trial 80). Nil where none near it stayed.
    static func rowKept(nearest row: Int, of oldTrack: ColumnTrack, rowAfter: (Int) -> Int?) -> Int? {
        for distance in 0..<rowsFollowed {
            for candidate in distance == 0 ? [row] : [row + distance, row - distance]
            where oldTrack.isInfinite || (0...oldTrack.lastRow).contains(candidate) {
                if let after = rowAfter(oldTrack.modelRow(candidate)) { return after }
            }
        }
        return nil
    }

    /// A few screens of rows: further, the rows seen moved by nothing the user can follow.
    private static let rowsFollowed = 64

    /// How far the rows about the band moved in the new rows: as far as the band's item did, or
    /// where that item went, as far as the nearest item before it that stayed (the rows after it
    /// close up beneath, as the selection, which keeps its index, `PickerColumn.replaceRows`);
    /// at the rows' start, as far as the first item after it that stayed. Trial 24: a network
    /// inserted at the top while the one under the finger went pulled the row above into the band,
    /// 70 px under a still finger. Trial 38: with the row before it gone too, the row after it was
    /// taken first, and the band showed a row two before the selection.
    static func shiftRows(near band: Int, from oldTrack: ColumnTrack, to newTrack: ColumnTrack, rowAfter: (Int) -> Int?) -> Int {
        func shift(keeping row: Int) -> Int? {
            guard oldTrack.isInfinite || (0...oldTrack.lastRow).contains(row), let after = rowAfter(oldTrack.modelRow(row)) else { return nil }
            return newTrack.absoluteRow(forModelRow: after, near: row) - row
        }
        for distance in 0..<rowsFollowed {
            if let shift = shift(keeping: band - distance) { return shift }
        }
        for distance in 1..<rowsFollowed {
            if let shift = shift(keeping: band + distance) { return shift }
        }
        return 0
    }

    /// Moves the content by whole rows without moving it on screen.
    private mutating func shift(byRows rows: Int) {
        guard rows != 0 else { return }
        let shiftPx = track.pitchPx * rows
        switch phase {
        case .resting(let offset):
            phase = .resting(offsetPx: offset + shiftPx)
        case .dragging(var drag):
            drag.startPullPx += shiftPx
            drag.offsetPx += shiftPx
            drag.tracker.shift(byPx: shiftPx)
            phase = .dragging(drag)
        case .moving(var motion):
            motion.shift(byRows: rows, pitchPx: track.pitchPx)
            phase = .moving(motion)
        }
    }

    // MARK: Motion bookkeeping

    private mutating func animate(toRow row: Int, atUs timeUs: Int64, purpose: Motion.Purpose) -> [TimedPickerEvent] {
        let motion = planner.animate(fromPx: offsetPx(atUs: timeUs), velocityPxPerMs: velocityPxPerMs(atUs: timeUs),
                                     toRow: row, atUs: timeUs, purpose: purpose)
        return begin(motion, orRestOn: row, atUs: timeUs)
    }

    private mutating func begin(_ motion: Motion?, orRestOn row: Int, atUs timeUs: Int64) -> [TimedPickerEvent] {
        guard let motion else { return rest(onRow: row, atUs: timeUs) }
        phase = .moving(motion)
        crossingSearchFromUs = timeUs
        crossing = nil
        passSampledUs = timeUs
        return advance(toUs: timeUs)
    }

    private mutating func rest(onRow row: Int, atUs timeUs: Int64) -> [TimedPickerEvent] {
        phase = .resting(offsetPx: track.offsetPx(ofRow: row))
        // A motion's end has passed its last row already; a jump (a select that does not animate) passes none.
        passedRow = row
        var events = moveBand(to: row, atUs: timeUs)
        let settled = track.modelRow(row)
        if toldBandRow != settled {
            toldBandRow = settled
            events.append(TimedPickerEvent(timeUs: timeUs, event: .highlightChanged(column: column, row: settled)))
        }
        if settled != selectedRow {
            selectedRow = settled
            events.append(TimedPickerEvent(timeUs: timeUs, event: .selectionChanged(column: column, row: settled)))
        }
        return events
    }

    // MARK: Rows passing the band

    /// The rows passed since the last call, in time order.
    mutating func takePasses() -> [TimedFeedbackEvent] {
        defer { passes = [] }
        return passes
    }

    /// The times the band would have crossed `boundaryRow`'s boundary, since they were last taken,
    /// were the column stopped at `timeUs` where `PickerEngine.rowsStoppedNow` stops it: those
    /// counted so far, and those on to that row; 0 at rest, whose crossings the engine has taken.
    func crossingsIfStopped(atUs timeUs: Int64) -> Int {
        guard let boundaryRow, isMoving || isHeld else { return 0 }
        let row: Int
        if case .moving(let motion) = phase, motion.purpose != .fling, motion.purpose != .settle {
            // A select's rows count no crossing; a step's or a tap's are the user's, to its row.
            guard motion.purpose != .select else { return boundaryCrossings }
            row = motion.targetRow
        } else {
            row = nearestEnabledTrackRow(atUs: timeUs)
        }
        return boundaryCrossings + track.crossings(ofBoundaryAfter: boundaryRow, from: passedRow, to: row)
    }

    /// The times the band crossed `boundaryRow`'s boundary since the last call.
    mutating func takeBoundaryCrossings() -> Int {
        defer { boundaryCrossings = 0 }
        return boundaryCrossings
    }

    private mutating func pass(to row: Int, atUs timeUs: Int64, bySelect: Bool = false) {
        guard row != passedRow else { return }
        if let boundaryRow, !bySelect { boundaryCrossings += track.crossings(ofBoundaryAfter: boundaryRow, from: passedRow, to: row) }
        let rows = row > passedRow ? row - passedRow : passedRow - row
        passedRow = row
        passes.append(TimedFeedbackEvent(timeUs: timeUs, event: .rowPassed(column: column, row: track.modelRow(row), rows: rows)))
    }

    /// A select may cross 100,000 rows in 250 ms, too many to find one by one: its band is
    /// sampled each millisecond from the motion's start, which bounds the passes to its
    /// duration and keeps them the same at any frame rate. So is any motion that crosses more
    /// than `mostRowsFoundOneByOne`, and its band is told only where it lands.
    private mutating func samplePasses(of motion: Motion, toUs timeUs: Int64) {
        while passSampledUs + 1000 <= timeUs {
            passSampledUs += 1000
            pass(to: track.bandRow(atOffsetPx: motion.positionPx(atUs: passSampledUs)), atUs: passSampledUs, bySelect: motion.purpose == .select)
        }
    }

    /// The most rows a motion crosses whose every crossing is found, passed and highlighted: a
    /// hard fling on a long list crosses a few hundred. Trial 56's key step, which overtook a
    /// select across a million rows, and an encoder spun by 200,000 detents each brought some
    /// 240,000 passes and highlights, and a turn of the loop of two seconds.
    static let mostRowsFoundOneByOne = 2_000

    private func crossesTooManyRowsToFind(_ motion: Motion) -> Bool {
        let startRow = track.bandRow(atOffsetPx: motion.positionPx(atUs: motion.startUs))
        return abs(motion.targetRow - startRow) > Self.mostRowsFoundOneByOne
    }

    private mutating func moveBand(to row: Int, atUs timeUs: Int64) -> [TimedPickerEvent] {
        guard row != bandRow else { return [] }
        let previous = track.modelRow(bandRow)
        bandRow = row
        let current = track.modelRow(row)
        guard current != previous else { return [] }
        toldBandRow = current
        return [TimedPickerEvent(timeUs: timeUs, event: .highlightChanged(column: column, row: current))]
    }
}
