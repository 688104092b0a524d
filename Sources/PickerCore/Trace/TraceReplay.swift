/// Replays a trace through the engine with no display, stepping frames at a
/// fixed rate until every column is at rest: what `panel-picker simulate` runs.
///
/// Frame `k` is at `k * 1_000_000 / frameHz` µs; an input at the same time as a
/// frame is applied first. Frames only sample the engine, so the events and
/// the selection are the same at any rate.
///
/// The confirm and cancel events are the `ConfirmFlow`'s, as a running picker's are: a tap on
/// the selected row confirms where `confirm.tap_selected` says so, Escape cancels only where
/// `confirm.allow_cancel` does, and a countdown (`confirm.timeout_s`) confirms when it runs out,
/// after the last input too (`settled_ms` stays when the motion rested). A
/// confirm lands every moving column first. A cancel, and a confirm in `oneshot` mode, end the
/// picker there: later inputs are not applied.
package struct TraceReplay: Sendable {
    package struct Frame: Equatable, Sendable {
        package var timeUs: Int64
        package var offsets: [Fixed]
    }

    package var events: [TimedPickerEvent] = []
    /// Rows passing the band and the clicks they make, in time order.
    package var feedback: [TimedFeedbackEvent] = []
    /// Empty unless frames were recorded.
    package var frames: [Frame] = []
    /// When the last input was applied or the last motion came to rest, whichever is later.
    package var settledUs: Int64 = 0
    package var engine: PickerEngine

    package static let frameRates = 1...1000

    /// Replays `trace` into `engine`; an input the engine rejects is an error on its line.
    package init(trace: Trace, engine: PickerEngine, frameHz: Int, recordFrames: Bool) throws(TraceError) {
        self.engine = engine
        let hz = Int64(Swift.max(TraceReplay.frameRates.lowerBound, Swift.min(TraceReplay.frameRates.upperBound, frameHz)))
        confirmFlow = ConfirmFlow(settings: engine.confirmSettings, startUs: 0)
        var frame: Int64 = 0
        var lastInputUs: Int64 = 0
        func frameTimeUs(_ k: Int64) -> Int64 { k * 1_000_000 / hz }
        for entry in trace.entries {
            while frameTimeUs(frame) < entry.timeUs, !ended {
                step(toUs: frameTimeUs(frame), recordFrames: recordFrames)
                frame += 1
            }
            runCountdown(toUs: entry.timeUs)
            if ended { break }
            confirmFlow.inputReceived(atUs: entry.timeUs)
            let before = self.engine.selection
            do {
                take(try self.engine.handle(entry.input, atUs: entry.timeUs), selectedBefore: before, atUs: entry.timeUs)
            } catch {
                throw TraceError(line: entry.line, message: error.message)
            }
            lastInputUs = entry.timeUs
        }
        while !ended {
            step(toUs: frameTimeUs(frame), recordFrames: recordFrames)
            frame += 1
            if !self.engine.isAnimating { break }
        }
        settledUs = Swift.max(lastInputUs, self.engine.lastRestUs)
        // A countdown still running confirms when it runs out, as nothing after the trace stops it.
        if let deadline = confirmFlow.deadlineUs { runCountdown(toUs: deadline) }
    }

    private var confirmFlow: ConfirmFlow
    /// Confirmed or cancelled in `oneshot` mode: the picker has ended.
    private var ended = false

    private mutating func step(toUs timeUs: Int64, recordFrames: Bool) {
        runCountdown(toUs: timeUs)
        if !ended {
            let before = engine.selection
            take(engine.advance(toUs: timeUs), selectedBefore: before, atUs: timeUs)
        }
        if recordFrames { frames.append(Frame(timeUs: timeUs, offsets: engine.offsets)) }
    }

    /// A countdown (`confirm.timeout_s`) that runs out by `timeUs` confirms (or cancels,
    /// `timeout_action`) at its deadline.
    private mutating func runCountdown(toUs timeUs: Int64) {
        guard !ended, let deadline = confirmFlow.deadlineUs, deadline <= timeUs else { return }
        let before = engine.selection
        take(engine.advance(toUs: deadline), selectedBefore: before, atUs: deadline)
        guard !ended else { return }
        let outcome = confirmFlow.advance(toUs: deadline)
        if outcome != .none { end(outcome, atUs: deadline) }
    }

    /// The engine's events, `selectedBefore` its selection before them, with the confirm flow's
    /// outcome in place of the engine's own confirm and cancel.
    private mutating func take(_ caused: [TimedPickerEvent], selectedBefore: [Int], atUs timeUs: Int64) {
        var selected = selectedBefore
        let outcome = confirmFlow.decide(caused, selected: &selected, after: .none)
        events += caused.filter { $0.event != .confirmed && $0.event != .cancelled }
        feedback += engine.takeFeedback()
        if outcome != .none { end(outcome, atUs: timeUs) }
    }

    /// As a picker confirms (every moving column lands first) or cancels. A cancel ends it, and a
    /// confirm in `oneshot` mode; a confirm while a column rests on a disabled row is none.
    private mutating func end(_ outcome: ConfirmFlow.Outcome, atUs timeUs: Int64) {
        if outcome == .confirm {
            events += engine.land(atUs: timeUs)
            feedback += engine.takeFeedback()
            guard engine.model.columnWithNothingToConfirm == nil else { return }
        }
        events.append(TimedPickerEvent(timeUs: timeUs, event: outcome == .confirm ? .confirmed : .cancelled))
        if outcome == .cancel || engine.endsOnConfirm { ended = true }
    }

    /// The JSON `simulate` prints: `selection`, `events`, `feedback`, `settled_ms`, and `frames` when recorded.
    package var report: JSONValue {
        let model = engine.model
        let events = self.events.map { timed in
            var entries: [(String, JSONValue)] = [("t", TraceReplay.milliseconds(timed.timeUs)), ("type", .string(timed.event.name))]
            if let cell = timed.event.cell {
                entries += [("column", .int(cell.column)), ("id", .string(model.columns[cell.column].id)), ("row", .int(cell.row))]
            }
            return JSONValue.object(JSONObject(entries))
        }
        let feedback = self.feedback.map { timed in
            var entries: [(String, JSONValue)] = [("t", TraceReplay.milliseconds(timed.timeUs)), ("type", .string(timed.event.name))]
            if case .rowPassed(let column, let row, let rows) = timed.event {
                entries += [("column", .int(column)), ("id", .string(model.columns[column].id)), ("row", .int(row)), ("rows", .int(rows))]
            }
            return JSONValue.object(JSONObject(entries))
        }
        var entries: [(String, JSONValue)] = [
            ("selection", model.selectionReport), ("events", .array(events)), ("feedback", .array(feedback)),
            ("settled_ms", TraceReplay.milliseconds(settledUs)),
        ]
        if !frames.isEmpty {
            entries.append(("frames", .array(frames.map { frame in
                .object(JSONObject([("t", TraceReplay.milliseconds(frame.timeUs)), ("offsets", .array(frame.offsets.map(JSONValue.fixed)))]))
            })))
        }
        return .object(JSONObject(entries))
    }

    /// Microseconds as exact decimal milliseconds: 16666 → 16.666, 2000 → 2.
    static func milliseconds(_ timeUs: Int64) -> JSONValue {
        let whole = timeUs / 1000, fraction = timeUs % 1000
        guard fraction != 0 else { return .int(Int(whole)) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return .number(JSONNumber(text: "\(whole).\(digits)"))
    }
}
