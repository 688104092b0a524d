import PickerCore
import PickerDisplay
import PickerRender
import PickerSystem

/// How `run()` ended.
public enum PickerOutcome: Equatable, Sendable {
    /// Confirmed (in the config's `oneshot` mode), with the selection.
    case confirmed([SelectedRow])
    /// Cancelled: Escape where `confirm.allow_cancel` allows it, the countdown with
    /// `timeout_action` `"cancel"`, or `cancel()`.
    case cancelled
    /// `stop()`, SIGTERM, SIGINT, or Ctrl-C in the terminal preview.
    case stopped

    /// The outcome in a word, for messages.
    var word: String {
        switch self {
        case .confirmed: "confirmed"
        case .cancelled: "cancelled"
        case .stopped: "stopped"
        }
    }
}

extension Picker {
    // MARK: Your own loop

    /// The descriptors to poll for readability (`POLLIN`): the display's events,
    /// input devices and their hot-plug watch, the terminal. Ask again after each
    /// `handleEvents`, as devices come and go.
    public var pollDescriptors: [Int32] {
        var descriptors: [Int32] = []
        guard !isClosed else { return descriptors }
        if let fd = display.pollDescriptor { descriptors.append(fd.rawValue) }
        if let terminal { descriptors.append(terminal.inputDescriptor.rawValue) }
        if let input { descriptors += input.pollDescriptors.map(\.rawValue) }
        if let feedbackOutputs { descriptors += feedbackOutputs.pollDescriptors.map(\.rawValue) }
        if let speech { descriptors += speech.pollDescriptors.map(\.rawValue) }
        return descriptors
    }

    /// When `handleEvents` is due even if no descriptor becomes readable, in the
    /// picker's clock (µs); nil when nothing moves and no countdown runs, so
    /// the loop may sleep until a descriptor wakes it, and nil once the picker has ended
    /// (`isStopped`). A time in the past means now.
    public var nextDeadlineUs: Int64? { deadlineUs.map(time.hostUs(ofTime:)) }

    /// `nextDeadlineUs` on the picker's own time.
    var deadlineUs: Int64? {
        // An ended picker does nothing more, so nothing is due: a loop stepping to deadlines ends.
        guard !isStopped else { return nil }
        if calibration != nil { return calibrationDeadlineUs }
        var deadlines: [Int64] = []
        if let sent = sentInputs.first { deadlines.append(Picker.takenUs(stampUs: sent.timeUs, nowUs: lastUs)) }
        // The devices open in the turn after the first frame's.
        if firstFrame != nil && (inputToOpen != nil || feedbackToOpen != nil) { deadlines.append(lastUs) }
        if isOutputOn && (frameWanted || confirmFlow.countdownText(atUs: lastUs) != countdownShown) {
            switch display.readiness(nowUs: lastUs) {
            case .now: deadlines.append(Swift.max(lastUs, ownPacingUs ?? lastUs))
            case .at(let timeUs): deadlines.append(timeUs)
            case .afterEvents: break
            }
        }
        if let engineUs = engine.nextDeadlineUs { deadlines.append(engineUs) }
        // A dark panel shows no countdown: only its end is due (the panel lights for its last seconds by itself).
        if let countdownUs = isOutputOn ? confirmFlow.nextWakeUs(afterUs: lastUs) : confirmFlow.deadlineUs { deadlines.append(countdownUs) }
        if let warningUs = confirmFlow.warningDueUs(warningSeconds: configuration.config.speech.countdownWarningSeconds) {
            deadlines.append(Swift.max(lastUs, warningUs))
        }
        if let powerUs = power.nextDeadlineUs(afterUs: lastUs) { deadlines.append(powerUs) }
        if let toneUs = feedbackOutputs?.nextDeadlineUs { deadlines.append(toneUs) }
        if let speechUs = speech?.nextDeadlineUs { deadlines.append(speechUs) }
        if let heldUs = heldInputs.deadlineUs { deadlines.append(heldUs) }
        return deadlines.min()
    }

    /// Reads whatever is ready (display events, input), moves time to `nowUs`,
    /// draws a frame when something changed and the display can take one, and
    /// calls the delegate. Call it when a descriptor is readable or the deadline passed;
    /// calling it at other times is harmless.
    /// - Throws: `.device` when the display fails (a lost DRM device).
    public func handleEvents(nowUs: Int64) throws(PickerError) {
        guard !isStopped, !isHandlingEvents else { return }
        // The host's poll() told the host, not the picker, which descriptors are ready: a look
        // that does not wait finds out (an `EventLoop` hands them over instead).
        let ready: Set<Int32>
        do {
            var polled = pollDescriptors.map { PollDescriptor(fd: FileDescriptor(rawValue: $0), events: .readable) }
            try Poll.wait(&polled, timeoutMs: 0)
            ready = Set(polled.filter { !$0.returned.isEmpty }.map(\.fd.rawValue))
        } catch {
            throw PickerError(.device, "poll: \(error)")
        }
        try handleEvents(ready: ready, nowUs: nowUs)
    }

    /// `handleEvents(nowUs:)` once the readable descriptors (of `pollDescriptors`) are known.
    func handleEvents(ready: Set<Int32>, nowUs: Int64) throws(PickerError) {
        guard !isStopped, !isHandlingEvents else { return }
        isHandlingEvents = true
        defer { isHandlingEvents = false }
        if let note = foreignClockCheck.note(hostUs: nowUs, ownUs: clock.nowUs()) { log(note) }
        let timeUs = time.read(hostUs: nowUs)
        lastUs = timeUs
        takeoversBeforeTurn = takeovers.count
        noticeReleasedDataSource()
        if let fd = display.pollDescriptor, ready.contains(fd.rawValue) {
            do {
                for timing in try display.handleEvents() { frameShown(timing) }
            } catch {
                throw PickerError(.device, "\(error)")
            }
        }
        var inputs: [(event: InputEvent, timeUs: Int64)] = []
        if let terminal, ready.contains(terminal.inputDescriptor.rawValue) {
            do {
                let read = try terminal.readInput()
                // A calibration's taps come from the touchscreen: the preview's mouse is in its cells, only its keys count.
                let events = calibration == nil ? read.events : read.events.filter { if case .key = $0 { true } else { false } }
                inputs += events.map { ($0, timeUs) }
                if read.interrupted { stop() }
            } catch {
                throw PickerError(.device, "terminal: \(error)")
            }
        }
        if let feedbackOutputs, feedbackOutputs.pollDescriptors.contains(where: { ready.contains($0.rawValue) }) {
            feedbackOutputs.handleHotplug()
        }
        handleSpeech(ready: ready, atUs: timeUs)
        // A host may queue input stamped a little ahead (a scripted gesture): each is taken when
        // the clock reaches its stamp, in the order sent, so the delegate hears it then (trial 21
        // heard a whole 600 ms gesture's didSelect at 0). One stamped further ahead than any script
        // means (a stamp gone wrong, Int64.max) is taken as now, so nothing waits for years.
        let due = sentInputs.prefix { Picker.takenUs(stampUs: $0.timeUs, nowUs: timeUs) <= timeUs }
        if let sentUs = due.first?.timeUs { unshownInputUs = unshownInputUs ?? min(sentUs, timeUs) }
        inputs += due.map { ($0.event, min($0.timeUs, timeUs)) }
        sentInputs.removeFirst(due.count)
        if let input, !ready.isEmpty {
            let readable = input.pollDescriptors.filter { ready.contains($0.rawValue) }
            for timed in input.readEvents(nowUs: timeUs, readable: readable) where !timed.event.isNoStep {
                inputs.append((timed.event, timed.timeUs))
                unshownInputUs = unshownInputUs ?? timed.timeUs
            }
        }
        if calibration != nil {
            try handleCalibration(inputs, atUs: timeUs)
            return
        }
        var events: [TimedPickerEvent] = []
        var selected = engine.selection
        // A reload or select from the delegate, hearing what the batch said (its speech, a focus
        // move), took columns over: what the batch had of them is stale, and `selected` was read
        // from the old ones (trial 61: index out of range deciding a later input's tap), while what
        // input does after it is the new screen's.
        var eventsMark = takeovers.count
        func isStale(_ timed: TimedPickerEvent, since mark: Int) -> Bool {
            timed.event.cell.map { takeovers.tookOver($0.column, after: mark) } ?? false
        }
        func dropTakenOver() {
            guard takeovers.count != eventsMark else { return }
            events.removeAll { isStale($0, since: eventsMark) }
            (selected, eventsMark) = (engine.selection, takeovers.count)
        }
        func take(_ caused: [TimedPickerEvent], since mark: Int) {
            dropTakenOver()
            let fresh = caused.filter { !isStale($0, since: mark) }
            outcome = confirmFlow.decide(fresh, selected: &selected, after: outcome)
            events += fresh
        }
        var outcome = ConfirmFlow.Outcome.none
        // Input sent before the first frame comes after the picker appeared, which it cuts off as
        // any input does, not the other way round (trial 69 heard a key's "at the end" cut off by
        // `on_start`).
        if !inputs.isEmpty { announceAppearance() }
        // Any input silences speech at once (EN 301 549 5.1.3.5), before it moves anything; not a
        // held key's release, nor the finger that asked for a repeat, lifting.
        // A disabled picker takes no input, and its words (the host's "please wait") go on (trial 66).
        // Nor a touch the picker takes no part of (trial 76's finger on the host's header).
        var offFingers = fingersOffPicker
        let interrupts = inputs.contains { timed in
            !Self.isOffPicker(timed.event, fingers: &offFingers, layout: engine.layout) && heldInputs.interruptsSpeech(timed.event)
        }
        // Steps that move nothing, against the end whose words are still being said: a knob
        // turned on at the end restarted "Z, at the end" once a detent, ten times in 50 ms
        // (trial 83). Those words go on, and the steps say nothing more.
        let againstTheEndSaid = announcer.isSpeaking && endSaid.map { end in
            end.utterance == announcer.last && end.column == engine.focusedColumn
                && inputs.allSatisfy { engine.stepGoesNowhere($0.event) && engine.stepDirection($0.event) == end.direction }
        } == true
        if engine.isEnabled, interrupts, !againstTheEndSaid { announce(.input) }
        var togglesLargeText = false
        // A focus move said in this batch: the user's latest words, which the rows the batch's
        // motions settle on, said at its end, would cut off (trial 62: a Tab beside a landing).
        var focusSaid = false
        // Columns whose end a step of this batch said: keys typed ahead past the end say it once
        // (trial 42 heard five identical "home-5G, at the end" for five keys in one turn).
        var endsSaid: Set<Int> = againstTheEndSaid ? [engine.focusedColumn] : []
        // A confirm or a cancel ends the batch where it happens: what came after it is taken in the
        // next turn, due at once, so a confirm reports the rows it was given and a later input
        // neither changes them nor is lost (trial 42: Enter then Down in one turn confirmed the row
        // the Down chose; a daemon's second Enter, or its Escape, was never heard). An ended
        // picker takes nothing after it.
        var taken = inputs.count
        for (index, (event, eventUs)) in inputs.enumerated() {
            // A countdown that ran out before this input confirmed before it (trial 42 saw a key
            // stamped just after the deadline give the countdown more time).
            if outcome == .none { outcome = countdownOutcome(atUs: eventUs, take: take) }
            // An outcome this input or one before it decided: the batch ends before this one.
            if outcome != .none {
                taken = index
                break
            }
            // A disabled picker ignores its user, though a touch still wakes the panel to show it.
            let isTaken = engine.isEnabled || !event.isUserInput
            // A touch the picker takes no part of is not its user's: it gives the countdown no more time
            // (trial 30), and neither wakes the picker nor keeps it awake (trial 44: a host's touch beside it woke it).
            let offPicker = isOffPicker(event)
            // Nor the moves and lift of a finger the picker let go of, which turn nothing: a
            // countdown that cancelled under a resting finger cancelled again 45 s after it lifted
            // (trial 110).
            let letGo = if case .touch(let touch) = event { engine.belongsToNoFinger(touch) } else { false }
            if isTaken, !offPicker, !letGo { confirmFlow.inputReceived(atUs: Swift.min(eventUs, timeUs)) }
            apply(power.advance(toUs: eventUs))
            guard offPicker || admit(event, atUs: eventUs), isTaken else { continue }
            heldInputs.repeatsSpeech = announcer.isEnabled
            let held = heldInputs.handle(event, atUs: eventUs, band: engine.layout.band)
            perform(held)
            if event == .key(.largeText) { togglesLargeText.toggle() }
            // Someone turned or held a column: a pending select of it, quiet or reported, is theirs to
            // settle now; one of another column goes on as the program's.
            // A long press that goes back is a focus move or a cancel: it lands no column.
            let taken = held.contains(.back) ? [] : engine.columnsTaken(by: event)
            overtakenSelections.formUnion(quietSelections.keys.filter(taken.contains))
            overtakenSelections.formUnion(reportedSelections.intersection(taken))
            overtakenSelections.formUnion(reloadRetargetedSelections.intersection(taken))
            quietSelections = quietSelections.filter { !taken.contains($0.key) }
            reportedSelections.subtract(taken)
            reloadRetargetedSelections.subtract(taken)
            chosenRowsTaken = [:]
            do throws(PickerEngineError) {
                if case .key(let key) = event { announceKey(key) }
                let focusedBefore = engine.focusedColumn
                let headingBefore = engine.headingRows[focusedBefore]
                let markBefore = takeovers.count
                let meetsTheEnd = engine.stepMeetsTheEnd(event), turnsALoop = engine.stepTurnsALoop(event)
                let passedRow = engine.disabledRowStepped(event)
                let passing = passedRow.map { spoken(row: $0, inColumn: focusedBefore) }
                // Enter, or the encoder's button, catching a fling confirms nothing: the log says so, as
                // confirm()'s does (trial 113's Enter was dropped with no word).
                let entersNow = event == .key(.enter) || (held.contains(.enter) && engine.encoderButtonKey == .enter)
                if entersNow, engine.isEnabled, let reason = glidingReason(atUs: eventUs) { log("enter: nothing confirmed: " + reason) }
                var caused = try engine.handle(event, atUs: eventUs)
                // The encoder button let go within 1 s: the Enter (or Tab, `input.encoder_button`) it stands for.
                if held.contains(.enter) { caused += try engine.handle(.key(engine.encoderButtonKey), atUs: eventUs) }
                // Let go after 1 s, with `input.encoder_long_press` `"back"`: the column before, or a cancel.
                if held.contains(.back) { caused += try engine.handle(.key(engine.encoderBackKey), atUs: eventUs) }
                if let end = endSaidAhead, engine.headingRows.dropFirst(end.column).first != end.heading {
                    endsUndone.insert(end.column)
                    endSaidAhead = nil
                }
                if engine.focusedColumn != focusedBefore {
                    // Said and told as the key is taken, before the input after it, which a call from
                    // `didFocusColumn` (focus(column:), isEnabled) then governs (trial 64), and before
                    // the batch's passes, told at its end (trial 62). Keys typed ahead after it say
                    // the value where they take it, so the column is named alone ("minute", then "32":
                    // trial 46 heard "Raum, Küche", then "Küche, am Ende").
                    if !event.isPointing {
                        announceFocus(naming: inputs[(index + 1)...].contains { $0.event.movesAlong })
                        focusSaid = true
                    }
                    // Not when a reload from the delegate, hearing the focus said, took the column away.
                    if !isClosed, !takeovers.tookOver(engine.focusedColumn, after: markBefore) {
                        delegate?.picker(self, didFocusColumn: engine.focusedColumn)
                    }
                }
                // Unless a select or reload from the delegate, hearing the focus said, took columns
                // over: what the step would say of them is theirs now (trial 61's driver trapped
                // reading a column such a reload had removed).
                if takeovers.count == markBefore {
                    // A step that moves nothing (the rows' end, a date's min) is said, so that a user
                    // without sight knows it was heard (trial 30 heard silence).
                    // A focus move earlier in the batch is said before what this step says, in the
                    // order they came (trial 34 heard "nachm., at the end" cut off by "Tageszeit, nachm.").
                    let heading = engine.headingRows[focusedBefore]
                    // Kept before anything is said, as a delegate hearing it may change the rows.
                    if engine.focusedColumn == focusedBefore, heading != headingBefore {
                        let column = engine.model.columns[focusedBefore], row = column.wrap(heading)
                        passedUnavailable[focusedBefore] = passedRow.flatMap { passed in
                            passing.map { PassedRow(column: focusedBefore, landing: row, landingValue: column.row(row).value,
                                                    passedValue: column.row(passed).value, words: $0, mark: takeovers.count) }
                        }
                    }
                    if meetsTheEnd, heading != headingBefore, engine.focusedColumn == focusedBefore {
                        // Cut short by the end, it is said at once with the row it turns to, which its
                        // settle then does not say again.
                        let row = engine.model.columns[focusedBefore].wrap(heading)
                        let spoken = spoken(row: row, inColumn: focusedBefore)
                        if endsSaid.insert(focusedBefore).inserted {
                            // Kept first: a delegate hearing the words may reload, and the landing
                            // that lands is not said again.
                            endSaidAhead = (focusedBefore, heading, row, spoken.text)
                            // Stopped short by disabled rows: the nearest is said first, as a step of one says it.
                            announceEnd(spoken, passing: passing, at: (focusedBefore, row), stepping: engine.stepDirection(event))
                        }
                    } else if turnsALoop, heading == headingBefore, engine.focusedColumn == focusedBefore {
                        // Whole turns come back to the row they left, which no landing tells: it is
                        // said now, with no end, as a looping column has none.
                        let row = engine.model.columns[focusedBefore].wrap(heading)
                        let spoken = spoken(row: row, inColumn: focusedBefore)
                        announce(.settled(text: spoken.text, lang: spoken.lang), telling: [(focusedBefore, row)])
                    } else if caused.isEmpty, event.movesAlong, engine.focusedColumn == focusedBefore {
                        let stepped = heading != headingBefore
                        if !isMoving {
                            let row = engine.model.columns[focusedBefore].selectedRow
                            let spoken = spoken(row: row, inColumn: focusedBefore)
                            // A step that overtook a select's animation before it left its row rests there at
                            // once, with no event: it moved on from where the select was going, and is said
                            // as a settle, not as the end (trial 33 heard "März, at the end").
                            if stepped, overtakenSelections.remove(focusedBefore) != nil {
                                // The program's select it overtook is undone: told as this step's landing.
                                caused.append(TimedPickerEvent(timeUs: eventUs, event: .selectionChanged(column: focusedBefore, row: row)))
                            } else if stepped {
                                announce(.settled(text: spoken.text, lang: spoken.lang), telling: [(focusedBefore, row)])
                            } else if endsSaid.insert(focusedBefore).inserted {
                                // Only disabled rows beyond: they are there, and said so (trial 71 heard
                                // "P1, at the end" below a locked P2).
                                announceEnd(spoken, passing: passing, at: (focusedBefore, row), stepping: engine.stepDirection(event))
                            }
                        } else if !stepped, !engine.isHeld {
                            // A step while the column moves that changes not where it is going (a second Up
                            // while the first still turns it to the first row) is at the end too: trial 38
                            // heard only the settle.
                            let row = engine.model.columns[focusedBefore].wrap(headingBefore)
                            let spoken = spoken(row: row, inColumn: focusedBefore)
                            if endsSaid.insert(focusedBefore).inserted {
                                endSaidAhead = (focusedBefore, headingBefore, row, spoken.text)
                                announceEnd(spoken, passing: passing, at: (focusedBefore, row), stepping: engine.stepDirection(event))
                            }
                        }
                    }
                }
                take(caused, since: markBefore)
            } catch {
                log("input: \(error.message)")
                announce(.error(message: error.message))
            }
            frameWanted = true
        }
        inputRecording?.record(Array(inputs.prefix(taken)))
        sentInputs.insert(contentsOf: inputs.dropFirst(taken).map { (event: $0.event, timeUs: $0.timeUs) }, at: 0)
        heldInputs.repeatsSpeech = announcer.isEnabled
        perform(heldInputs.advance(toUs: timeUs))
        // After the batch, as a reload replaces the engine the batch went to.
        if togglesLargeText { toggleLargeText() }
        let passed = engine.advance(toUs: timeUs)
        take(passed, since: takeovers.count)
        // An overtaken select that came to rest with no landing of its own (back on the row it
        // left, where the model's selection never changed) is told there (trial 71).
        let restingOvertaken = overtakenSelections.filter { !engine.movingColumns.contains($0) }
        overtakenSelections.subtract(restingOvertaken)
        let landed = Set(events.compactMap { if case .selectionChanged(let column, _) = $0.event { column } else { nil } })
        take(restingOvertaken.subtracting(landed).sorted().map {
            TimedPickerEvent(timeUs: timeUs, event: .selectionChanged(column: $0, row: engine.model.columns[$0].selectedRow))
        }, since: takeovers.count)
        if outcome == .none { outcome = countdownOutcome(atUs: timeUs, take: take) }
        if outcome == .none { warnCountdown(atUs: timeUs) }
        // A picker that ends now leaves the panel lit for what comes next; it does not darken it on its way out.
        // A daemon's confirm ends no picker: its countdown's end is activity now, so a `sleep()` in
        // `didConfirm` holds and the idle times count from the confirm (trial 53: 16.7 ms late).
        if outcome == .none || (outcome == .confirm && configuration.config.mode == .daemon) { advancePower(toUs: timeUs) }
        playFeedback(atUs: timeUs)
        // A delegate may close the picker from any call: nothing is drawn or heard after it.
        guard !isClosed else { return }
        if engine.isAnimating { frameWanted = true }
        try drawIfReady(atUs: timeUs)
        openDevicesOnceShown()
        if firstFrame != nil { firstFrameTurnEnded = true }
        dropTakenOver()
        let confirmsBefore = confirmsMade
        // A batch that confirms says the rows in its confirmation: their landing said first was cut
        // off at once (trial 67 heard "10", then "Confirmed: 10, 30", where confirm() says the one).
        dispatch(events, since: eventsMark, saysSettled: !focusSaid && outcome != .confirm)
        // A delegate that stopped or closed the picker while it heard the batch ended it there: no
        // confirm of the batch's comes after (trial 42 saw didConfirm override a stop()).
        guard !isClosed, !isStopped else { return }
        switch outcome {
        case .confirm:
            // One that confirmed as it heard the batch (a tap on the selected row) made the batch's
            // confirm: a daemon heard two for one tap (trial 67).
            if confirmsMade == confirmsBefore { confirmed() }
        case .cancel:
            cancelled(atUs: timeUs)
        case .none:
            // A column whose end was said ahead, and which input undid (a finger caught the wheel),
            // rests with no landing of its own: trial 61's driver heard "c0r0, at the end" last as
            // a finger caught the wheel back on c0r7.
            let resting = endsUndone.filter { !engine.movingColumns.contains($0) }
            endsUndone.subtract(resting)
            sayWhereTheyRest(resting)
            sayChosenRowsTaken()
        }
    }

    /// What the confirm countdown decides at `timeUs`. One that runs out lets go of the fingers on
    /// the picker (`take` hears what their columns do then): a finger lying still is no input, so
    /// the countdown ran out under it, and trial 108's station, back at its start screen, heard
    /// that finger drag the old picker on to a selection of the user's 10 s later. A column it held
    /// settles on the row in its band, which a confirm then confirms: the row the user sees.
    private func countdownOutcome(atUs timeUs: Int64, take: ([TimedPickerEvent], Int) -> Void) -> ConfirmFlow.Outcome {
        let outcome = confirmFlow.advance(toUs: timeUs)
        if outcome != .none { take(engine.letGoOfFingers(atUs: timeUs), takeovers.count) }
        return outcome
    }

    /// A column whose chosen row a reload took, come to rest with no landing of its own (back on
    /// the row it left), says that row unavailable and where it rests: "Omelette, unavailable,
    /// Mushroom risotto" (trial 73 heard nothing after its Down).
    private func sayChosenRowsTaken() {
        for column in chosenRowsTaken.keys.sorted() where !engine.movingColumns.contains(column) {
            guard let taken = chosenRowsTaken.removeValue(forKey: column) else { continue }
            let row = engine.model.columns[column].selectedRow
            let spoken = spoken(row: row, inColumn: column)
            announce(.passedUnavailable(row: taken, text: spoken.text, lang: spoken.lang, atEnd: false), telling: [(column, row)])
        }
    }

    /// Says the rows `columns` rest on where the last words told other rows of them, as their
    /// landing would have: a motion stopped or caught on the row it was leaving changes no
    /// selection, and nothing else says so.
    private func sayWhereTheyRest(_ columns: Set<Int>) {
        guard let told = toldRows, told.utterance == announcer.last else { return }
        let off = told.columnsOffTheirRows(in: engine.model).filter(columns.contains)
        announceSettled(off.map { ($0, engine.model.columns[$0].selectedRow) })
    }

    /// What the columns did since the last `handleEvents` up to a call's time (a fling run on): its
    /// events and the rows it passed. A call that changes the rows or the selection takes it from
    /// the engine first (`motion(upToUs:)`) and reports it before its own (`report(_:quiet:atUs:)`).
    struct MotionSinceLastTurn {
        let events: [TimedPickerEvent]
        let passes: [TimedFeedbackEvent]

        /// The motion as the rows `translation` leads to show it, once a reload put them in place:
        /// each row by its new index, and nothing of a row or column that went (trial 56: a third
        /// column's landing, told after a switch to one column, trapped).
        func told(by translation: RowTranslation) -> MotionSinceLastTurn {
            var translation = translation
            let events = events.compactMap { timed -> TimedPickerEvent? in
                switch timed.event {
                case .selectionChanged(let column, let row):
                    return translation.cell(column: column, row: row).map { TimedPickerEvent(timeUs: timed.timeUs, event: .selectionChanged(column: $0.column, row: $0.row)) }
                case .highlightChanged(let column, let row):
                    return translation.cell(column: column, row: row).map { TimedPickerEvent(timeUs: timed.timeUs, event: .highlightChanged(column: $0.column, row: $0.row)) }
                case .tapped, .disabledRowTapped, .confirmed, .cancelled:
                    return timed
                }
            }
            let passes = passes.compactMap { timed -> TimedFeedbackEvent? in
                guard case .rowPassed(let column, let row, let rows) = timed.event else { return timed }
                return translation.cell(column: column, row: row).map { TimedFeedbackEvent(timeUs: timed.timeUs, event: .rowPassed(column: $0.column, row: $0.row, rows: rows)) }
            }
            return MotionSinceLastTurn(events: events, passes: passes)
        }
    }

    func motion(upToUs timeUs: Int64) -> MotionSinceLastTurn {
        MotionSinceLastTurn(events: engine.advance(toUs: timeUs), passes: engine.takeFeedback())
    }

    /// Reports `motion` as `handleEvents` would, passes before highlights, but for `quiet` columns,
    /// whose motion a select that is not reported replaced (trial 35 heard a pass after the select).
    func report(_ motion: MotionSinceLastTurn, quiet: Set<Int> = [], since mark: Int? = nil, atUs timeUs: Int64) {
        let mark = mark ?? takeovers.count
        play(motion.passes, quiet: quiet, since: mark, atUs: timeUs)
        dispatch(motion.events, quiet: quiet, since: mark)
    }

    /// Tells the delegate, in order; a quiet column's settling (a programmatic select) is not reported, nor its band's changes.
    /// Nothing is told of a column taken over after `mark` (by default, when the call begins): a
    /// select, reload or confirm from the delegate took it over. With `saysSettled` false the rows
    /// that settle are not said: the call says them itself (a confirm's "Confirmed: …"). The events
    /// from index `selectedFrom` on are a reported select's own.
    func dispatch(_ events: [TimedPickerEvent], quiet: Set<Int> = [], since mark: Int? = nil, saysSettled: Bool = true,
                  selectedFrom: Int = .max) {
        let mark = mark ?? takeovers.count
        // The columns that settle together are said in one utterance: a year turned past a date's
        // max moved the month and day too, and each said alone cut off the one before (trial 31
        // heard "31", not "2027, März, 31").
        var settled: [(column: Int, row: Int)] = []
        // The disabled row the keys' steps passed on their way to the rows settled on.
        var passing: [Int: SpokenValue] = [:]
        let spokenBefore = spokenByCalls
        // The value each landing settled on, before a delegate call can reload the rows.
        var landedValues: [Int: String] = [:]
        for (index, timed) in events.enumerated() {
            guard case .selectionChanged(let column, let row) = timed.event, engine.model.columns.indices.contains(column) else { continue }
            landedValues[index] = engine.model.columns[column].row(row).value
        }
        // The value each column settled on in the batch, as it was told.
        var settledValues: [Int: String] = [:]
        // The row `column` rests on where a reload from the delegate took it over last and left it
        // on `value`, at rest: the reload tells nothing of a value that did not change, so the
        // landing is still the user's to be told and said. Trial 84's terminal lost the guest's
        // split, landed beside a tip whose `didSelect` reloaded the splits; trial 86's mixer said
        // nothing of a source whose own `didSelect` reloaded the sources.
        func keptByReload(_ column: Int, landedOn value: String?) -> Int? {
            guard let value, takeovers.reloaded(column, after: mark), engine.model.columns.indices.contains(column),
                  !engine.movingColumns.contains(column) else { return nil }
            let row = engine.model.selection[column]
            return engine.model.columns[column].row(row).value == value ? row : nil
        }
        defer {
            // What a call from the delegate said (a confirm, a select's or a reload's settle, its own
            // `speak`) is newer than these rows, and a select or reload replaced their columns' motion.
            if saysSettled, spokenByCalls == spokenBefore {
                let said = settled.compactMap { cell -> (column: Int, row: Int)? in
                    guard takeovers.tookOver(cell.column, after: mark) else { return cell }
                    return keptByReload(cell.column, landedOn: settledValues[cell.column]).map { (cell.column, $0) }
                }
                announceSettled(said, passing: passing)
            }
            // A cascade that newer words left unsaid is not said later, after other rows.
            if selectionsHeard.isEmpty { cascadedColumns.removeAll() }
        }
        // A quiet select's month moved the day with it (31 March to February): the date's other
        // columns that change with it, at the same moment, are as quiet (trial 33 heard "28").
        var quietSettle: (section: Int, timeUs: Int64)?
        // A column that landed twice in the batch (input stamped apart, taken late) is told once,
        // where it landed last, which `selection` says: trial 70 heard "j1" while `selection`
        // said j3, and both said as if two columns had settled.
        var lastLanding: [Int: Int] = [:]
        for (index, timed) in events.enumerated() where index < selectedFrom {
            if case .selectionChanged(let column, _) = timed.event { lastLanding[column] = index }
        }
        for (index, timed) in events.enumerated() {
            // A delegate that closed or stopped the picker hears nothing more (trials 36 and 42 heard
            // a highlight), nor what the batch had of a column whose motion its select or reload
            // replaced (trial 37).
            guard !isClosed, !isStopped else { return }
            var event = timed.event
            if let column = event.cell?.column, takeovers.tookOver(column, after: mark) {
                guard case .selectionChanged = event, let row = keptByReload(column, landedOn: landedValues[index]) else { continue }
                event = .selectionChanged(column: column, row: row)
            }
            switch event {
            case .selectionChanged(let column, let row):
                let section = engine.model.columns[column].sectionIndex
                if quiet.contains(column) || quietSelections[column] != nil {
                    quietSelections[column] = nil
                    quietSettle = (section, timed.timeUs)
                    let spoken = spoken(row: row, inColumn: column)
                    announce(.selectedQuietly(text: spoken.text, lang: spoken.lang), telling: [(column, row)])
                    continue
                }
                if let quietSettle, quietSettle.section == section, quietSettle.timeUs == timed.timeUs,
                   engine.model.sections[section].date != nil {
                    continue
                }
                if index < selectedFrom, lastLanding[column] != index { continue }
                let spoken = spoken(row: row, inColumn: column)
                let saidAtTheEnd = takeEndSaidAhead(column: column, row: row)
                endsUndone.remove(column)
                if let passed = passedUnavailable.removeValue(forKey: column), passed.landing == row,
                   !takeovers.tookOver(column, after: passed.mark) {
                    passing[column] = passed.words
                }
                if let taken = chosenRowsTaken.removeValue(forKey: column) { passing[column] = taken }
                if !saidAtTheEnd {
                    settled.append((column, row))
                    settledValues[column] = landedValues[index]
                    // A repeat says this row, though a reload from the `didSelect` below leaves it
                    // unsaid (trial 67 heard the row a quiet select had chosen before it).
                    if saysSettled { announce(.selectedQuietly(text: spoken.text, lang: spoken.lang), telling: [(column, row)]) }
                }
                overtakenSelections.remove(column)
                let selected = reportedSelections.remove(column) != nil || index >= selectedFrom
                let retargeted = reloadRetargetedSelections.remove(column) != nil
                reportSelection(row: row, inColumn: column, cause: selected ? .select : retargeted ? .reload : .user)
            case .highlightChanged(let column, let row):
                if quiet.contains(column) || quietSelections[column] != nil { continue }
                delegate?.picker(self, didHighlightRow: row, inColumn: column)
            case .tapped(let column, let row):
                delegate?.picker(self, didTapRow: row, inColumn: column)
            case .disabledRowTapped(let column, let row):
                let spoken = spoken(row: row, inColumn: column)
                announce(.unavailable(text: spoken.text, lang: spoken.lang), telling: [(column, row)])
                // A reload from the delegate, hearing it said, took the row away (trial 61).
                guard !takeovers.tookOver(column, after: mark) else { continue }
                delegate?.picker(self, didTapDisabledRow: row, inColumn: column)
            case .confirmed, .cancelled:
                // The confirm flow decides what these mean (Escape may not cancel).
                break
            }
        }
    }

    /// Says the end on `cell` (the row `spoken` says) of a step in `direction`, and keeps what was
    /// said: steps against that end while it is still said do not say it again.
    private func announceEnd(_ spoken: SpokenValue, passing: SpokenValue?, at cell: (column: Int, row: Int), stepping direction: Int?) {
        announce(Self.atEnd(spoken, passing: passing), telling: [cell])
        endSaid = nil
        if let said = announcer.last, let direction { endSaid = (cell.column, said, direction) }
    }

    /// A step's end on the row `spoken` says: after the disabled row it found beyond (`passing`),
    /// unavailable, where there is one.
    static func atEnd(_ spoken: SpokenValue, passing: SpokenValue?) -> Announcement {
        passing.map { .passedUnavailable(row: $0, text: spoken.text, lang: spoken.lang, atEnd: true) } ?? .atEnd(text: spoken.text, lang: spoken.lang)
    }

    /// Says the rows that settled together, in one utterance: in their language where they share
    /// one, else in `speech.voice`.
    /// A row a key's step passed disabled rows to reach says the nearest (`passing`, by column) first.
    /// Rows that settle as the delegate hears another column's selection wait to be said after it
    /// (`cascadedColumns`); those that waited are said after these.
    func announceSettled(_ settled: [(column: Int, row: Int)], passing: [Int: SpokenValue] = [:]) {
        guard !settled.isEmpty, !cascade(settled) else { return }
        let cells = settled + takeCascade(besides: settled)
        guard let rows = together(cells) else { return }
        if settled.count == 1, let passed = passing[settled[0].column] {
            announce(.passedUnavailable(row: passed, text: rows.text, lang: rows.lang, atEnd: false), telling: cells)
        } else if cells.count == 1, engine.model.columns[cells[0].column].isDisabled(cells[0].row) {
            // A column with nothing to choose rests on disabled rows: "Peanuts, unavailable".
            announce(.unavailable(text: rows.text, lang: rows.lang), telling: cells)
        } else {
            announce(.settled(text: rows.text, lang: rows.lang), telling: cells)
        }
        spokenByCalls += 1
    }

    /// Whether `cells` changed as the delegate heard a selection in another column, a cascade;
    /// if so, their columns wait in `cascadedColumns` to be said after it.
    func cascade(_ cells: [(column: Int, row: Int)]) -> Bool {
        guard !selectionsHeard.isEmpty, !cells.isEmpty,
              !cells.contains(where: { selectionsHeard.contains(engine.model.columns[$0.column].id) }) else { return false }
        for cell in cells where !cascadedColumns.contains(cell.column) { cascadedColumns.append(cell.column) }
        return true
    }

    /// The cascaded columns but `settled`'s, at the rows they rest on now, and none left waiting.
    func takeCascade(besides settled: [(column: Int, row: Int)] = []) -> [(column: Int, row: Int)] {
        defer { cascadedColumns.removeAll() }
        return cascadedColumns.filter { column in engine.model.columns.indices.contains(column) && !settled.contains { $0.column == column } }
            .map { ($0, engine.model.selection[$0]) }
    }

    /// What `cells` say as one utterance, nil for none.
    func together(_ cells: [(column: Int, row: Int)]) -> (text: String, lang: String?)? {
        let rows = cells.map { spoken(row: $0.row, inColumn: $0.column) }
        guard let first = rows.first else { return nil }
        return (rows.map(\.text).joined(separator: ", "), rows.allSatisfy { $0.lang == first.lang } ? first.lang : nil)
    }

    /// Tells the delegate what a reload changed: its selections, which no quiet select hides. They
    /// are said only in `speech.moved_text` where the config gives it (a screen switch would
    /// chatter), else a repeat says the rows they moved to, not what was said before: trial 52's
    /// repeat said "12000 rpm", a row the reload had disabled. Where a column's own motion ended
    /// in `ended` (a new layout, large text switched on mid-fling, stops it where the wheel is) they
    /// are said as its landing would have been: trial 61's seeded driver heard "b, at the end"
    /// last, and the wheel stopped on c with nothing said. Those of `chosen`, a step or a tap the
    /// reload landed on its row, are the user's.
    ///
    /// A column the reload left on its value, which it disabled or enabled (as only a column whose
    /// every row is disabled keeps a disabled one; `before`: the model the reload replaced), is
    /// told too, and said unavailable where disabled: nothing else tells the host, or a user
    /// without sight, that the last snack sold.
    func dispatchReload(_ events: [TimedPickerEvent], since mark: Int, replacing before: PickerModel, endingMotionsOf ended: Set<Int> = [],
                        landingChoicesOf chosen: Set<Int> = []) {
        defer { if selectionsHeard.isEmpty { cascadedColumns.removeAll() } }
        let told = events.compactMap { timed -> (column: Int, row: Int)? in
            guard case .selectionChanged(let column, let row) = timed.event, !takeovers.tookOver(column, after: mark) else { return nil }
            return (column, row)
        }
        // What is said is where the columns rest: one still turning is said where it lands.
        let changed = told.filter { !movedUnderAMotion.contains($0.column) }
        movedUnderAMotion = []
        let endsAMotion = changed.contains { ended.contains($0.column) }
        if !changed.isEmpty, engine.encoderButtonKey == .enter { heldInputs.spendButtonPress() }
        // What a repeat says (or `moved_text` says) is the rows the selection moved to before the
        // delegate hears of them, as any call's speech comes first: a `speakAgain()` in the reload's
        // `didSelect` said the removed row (trial 65), and what a call there says or selects is newer.
        // A reload the delegate made as it heard a selection in another column (the user's country,
        // a program's reported route, a route a reload withdrew) follows it, and that selection's
        // words are said; `moved_text` would cut them off with a "no longer available" of rows
        // nobody chose (trial 75's ballot, trial 76's destinations).
        let followsAChoice = !endsAMotion && cascade(changed)
        // Nor is a column said moved whose rows are all new (a category's products swapped in):
        // trial 98 heard "Sold out, now Orange juice" with nothing sold.
        let newLists = !changed.isEmpty && changed.allSatisfy { hasANewList($0.column, since: before) }
        var movedSaid = false
        if !endsAMotion, let moved = together(changed) {
            movedSaid = announce(.moved(text: moved.text, lang: moved.lang, told: !followsAChoice && !newLists), telling: changed)
            if movedSaid { spokenByCalls += 1 }
        }
        let countBefore = takeovers.count, lastSaid = announcer.last, spokenBefore = spokenByCalls
        // A selection left on its value that the reload disabled or enabled, as only a column with
        // nothing to choose keeps one, is told too: trial 101's Buy button heard nothing when the
        // last showtime sold out under it (`SelectedRow.isEnabled`).
        let reenabled = columnsLeftOnTheirValue(since: before, disabledBefore: true)
        let soldOut = columnsLeftOnTheirValue(since: before, disabledBefore: false)
        let toldOnTheirValue = (soldOut + reenabled).filter { column in !told.contains { $0.column == column } }.sorted()
            .map { (column: $0, row: engine.model.columns[$0].selectedRow) }
        for (column, row) in told + toldOnTheirValue where !isClosed && !takeovers.tookOver(column, after: mark) {
            // A select still on its way, which the reload landed at once, is the program's.
            let cause: SelectionCause = reportedSelections.remove(column) != nil ? .select : chosen.contains(column) ? .user : .reload
            reportSelection(row: row, inColumn: column, cause: cause)
        }
        // A route the depot withdrew was said moved before its `didSelect`, where the delegate
        // reloaded its destinations: said again with them, "Not available, now 22, Bílá Hora", as
        // nothing newer was said (trial 76 heard the route's words cut off by the destination's).
        if selectionsHeard.isEmpty, !cascadedColumns.isEmpty, !endsAMotion {
            let cascaded = takeCascade(besides: changed)
            if movedSaid, !isClosed, spokenByCalls == spokenBefore, !changed.contains(where: { takeovers.tookOver($0.column, after: countBefore) }),
               let moved = together(changed + cascaded),
               announce(.moved(text: moved.text, lang: moved.lang, told: true), telling: changed + cascaded) {
                spokenByCalls += 1
            }
            return
        }
        // A landing is said after its `didSelect` calls, unless a call from the delegate said newer
        // words or took a column over (trial 61 heard "pear2", which a reload inside the reload had
        // replaced by "pear3").
        guard !isClosed, announcer.last == lastSaid, takeovers.count == countBefore else { return }
        if !movedSaid, let soldOut = soldOut.first(where: { column in !changed.contains { $0.column == column } }) {
            let row = engine.model.columns[soldOut].selectedRow, spoken = spoken(row: row, inColumn: soldOut)
            if announce(.unavailable(text: spoken.text, lang: spoken.lang), telling: [(soldOut, row)]) { spokenByCalls += 1 }
            return
        }
        if endsAMotion {
            // A step to the end lands there with its words said already ("r9, at the end").
            announceSettled(changed.filter { !takeEndSaidAhead(column: $0.column, row: $0.row) })
        } else {
            // Trial 61's driver heard "c0r8, at the end" last as a restyle stopped the wheel on c0r0.
            sayWhereTheyRest(ended)
        }
    }

    /// Whether `column` holds none of the values it held in `before`: a list swapped for another,
    /// not one whose selected row went. Lists of items only (a range is its numbers).
    private func hasANewList(_ column: Int, since before: PickerModel) -> Bool {
        let now = engine.model.columns[column]
        guard case .items(let items) = now.rows, let old = before.columns.first(where: { $0.id == now.id }),
              case .items(let oldItems) = old.rows else { return false }
        let values = Set(items.map(\.reportedValue))
        return !oldItems.contains { values.contains($0.reportedValue) }
    }

    /// The columns resting on the value they rested on in `before`, disabled there as
    /// `disabledBefore` says and the other way now.
    private func columnsLeftOnTheirValue(since before: PickerModel, disabledBefore: Bool) -> [Int] {
        engine.model.columns.indices.filter { index in
            let column = engine.model.columns[index]
            guard column.isDisabled(column.selectedRow) != disabledBefore, let old = before.columns.first(where: { $0.id == column.id }) else { return false }
            return old.selectedValue == column.selectedValue && old.isDisabled(old.selectedRow) == disabledBefore
        }
    }

    /// Logs the characters a frame drew as boxes, as no installed font has them, each once.
    private func noticeUncoveredCharacters() {
        let uncovered = renderer.uncoveredCharacters
        guard !uncovered.isSubset(of: uncoveredLogged) else { return }
        let new = uncovered.subtracting(uncoveredLogged).sorted()
        uncoveredLogged.formUnion(new)
        log("font: no installed font has \(new.map(\.codePointName).joined(separator: ", ")): drawn as a box; install a font that has it "
            + "(fc-list \":charset=\(String(new[0], radix: 16))\" lists those that do)")
    }

    /// Says that the band cut a title or a detail, or left a trailing text out, each loss once: a
    /// charger's "350 kW" went in a narrow column (trial 108), and two zones read "Goutte-à-gout…"
    /// (trial 109), with the log silent. The renderer looks again after each reload, so the rows of a
    /// new language are named too (trial 110's "Mittel" lost "+0,40 €" after "Medium" was named).
    private func noticeBandLosses() {
        for (id, losses) in renderer.bandLosses.sorted(by: { $0.key < $1.key }) {
            for loss in losses where !bandLossesLogged[id, default: []].contains(loss) {
                log(loss.note(columnID: id, in: engine.model))
                bandLossesLogged[id, default: []].append(loss)
            }
        }
    }

    /// Whether `column`'s landing on `row` was said ahead, with its end, in the words it has now;
    /// the column's words said ahead are spent either way.
    private func takeEndSaidAhead(column: Int, row: Int) -> Bool {
        guard let ahead = endSaidAhead, ahead.column == column else { return false }
        endSaidAhead = nil
        return ahead.row == row && ahead.text == spoken(row: row, inColumn: column).text
    }

    func reportSelection(row: Int, inColumn column: Int, cause: SelectionCause) {
        selectionsHeard.append(engine.model.columns[column].id)
        defer { selectionsHeard.removeLast() }
        delegate?.picker(self, didSelect: reported(row: row, inColumn: column), cause: cause)
    }

    private func drawIfReady(atUs timeUs: Int64) throws(PickerError) {
        let countdown = confirmFlow.countdownText(atUs: timeUs)
        guard frameWanted || countdown != countdownShown, isOutputOn, display.readiness(nowUs: timeUs) == .now,
              timeUs >= ownPacingUs ?? timeUs else { return }
        lastFrameUs = timeUs
        let appears = firstFrame == nil
        let model = engine.model
        let offsets = engine.offsets, focus = engine.markedFocus, disabled = !engine.isEnabled
        countdownShown = countdown
        inFlightInputUs = unshownInputUs
        unshownInputUs = nil
        let renderer = self.renderer
        do {
            if let timing = try display.present({ buffer, stale in
                renderer.render(model: model, offsets: offsets, into: buffer, staleDamage: stale, countdown: countdown, focus: focus,
                                disabled: disabled).changed
            }) {
                frameShown(timing)
            }
            try terminal?.setStatus(statusLine(countdown: countdown))
        } catch {
            throw PickerError(.device, "\(error)")
        }
        noticeUncoveredCharacters()
        noticeBandLosses()
        frameWanted = engine.isAnimating
        if let movingFrameUs { frameGaps.add(timeUs - movingFrameUs) }
        movingFrameUs = frameWanted ? timeUs : nil
        // `speech.on_start` once the picker is on screen: a delegate engine is set by then (said
        // from the initialiser, it reached no one, trial 27). Said after the frame is done with, so
        // what a delegate hearing it changes is drawn next (trial 69 saw a select there never drawn).
        if appears, firstFrame != nil { announceAppearance() }
    }

    /// Says `speech.on_start`, once.
    private func announceAppearance() {
        guard !appearanceAnnounced else { return }
        appearanceAnnounced = true
        announce(.appeared)
    }

    /// The earliest next frame on a backend that does not pace frames itself (the panels do).
    private var ownPacingUs: Int64? {
        guard !backend.isPanel, let lastFrameUs else { return nil }
        return lastFrameUs + ownFrameIntervalUs
    }

    private func frameShown(_ timing: FrameTiming) {
        if firstFrame == nil { firstFrame = timing }
        framesShown += 1
        if let inputUs = inFlightInputUs {
            inputToScreen.add(timing.onScreenUs - inputUs)
            inFlightInputUs = nil
        }
    }

    /// The terminal preview's line under the picture: the selection as the picture shows it (a
    /// date's month by its name, where results give its number).
    private func statusLine(countdown: String?) -> String {
        let values = selection.map(\.text).joined(separator: " ")
        let confirm = configuration.config.confirm
        var keys = "arrows/wheel move, tab next column, enter confirm"
        if confirm.allowCancel { keys += ", esc cancel" }
        keys += ", ctrl-c quit"
        return "[\(values)]" + (countdown.map { "  confirming in \($0) s" } ?? "") + "  " + keys
    }

    // MARK: The picker's own loop

    /// Runs the picker until it is confirmed (in `oneshot` mode; in `daemon` mode
    /// confirming only tells the delegate), cancelled, or stopped (`stop()`,
    /// SIGTERM, SIGINT, Ctrl-C in the terminal preview), then restores the display.
    /// It sleeps in `poll()` whenever nothing moves. It takes SIGTERM, SIGINT and,
    /// for the terminal preview, SIGWINCH for as long as it runs; use your own
    /// loop (`pollDescriptors`, `handleEvents`) to keep signals to yourself.
    /// - Throws: `.device` when nothing could ever reach the picker: it draws offscreen (no panel
    ///   or terminal was found, or a render target), reads no input device, and has nothing
    ///   moving and no countdown. It would wait for a signal alone; `run` says so instead, and
    ///   leaves the picker open, to drive in a loop of your own. The same where its clock does not
    ///   move by itself (a manual one, which only a host's loop moves): a deadline would never come.
    ///   Otherwise it closes the picker (`close()`) before it returns or throws.
    public func run() throws(PickerError) -> PickerOutcome {
        let signals: SignalDescriptor
        do {
            signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt, SignalNumber.windowChanged])
        } catch {
            throw PickerError(.device, "cannot take signals: \(error)")
        }
        // A picker nothing can reach is left open, as the refusal says to drive it in a loop of
        // one's own (trial 41 was told so of a picker already closed).
        var unreachable = false
        defer { if !unreachable { close() } }
        let loop = EventLoop(clock: clock.nowUs)
        var received: [Int32] = []
        loop.add(ReadableSource(signals.descriptor) { received += try signals.readSignals() })
        loop.add(self)
        let clockCheck = StalledClockCheck(clock: clock)
        loop.add(clockCheck)
        while true {
            if let outcome { return outcome }
            if backend == .offscreen, input == nil, inputToOpen == nil, nextDeadlineUs == nil {
                unreachable = true
                throw PickerError(.device, "run: nothing can reach this picker: it draws \(renderTarget == nil ? "" : "into an ")\(displaySummary), with no input device, "
                                  + "nothing moving and no countdown; drive it with send(_:) and handleEvents(nowUs:) in a loop of your own, "
                                  + "or run it on a panel or in a terminal")
            }
            let deadlineUs = nextDeadlineUs
            clockCheck.waitsForDeadline = deadlineUs != nil
            do {
                try loop.turn { isStopped }
            } catch let error as PickerError {
                throw error
            } catch {
                throw PickerError(.device, "\(error)")
            }
            if clockCheck.isStalled(deadlineUs: deadlineUs), outcome == nil, received.isEmpty {
                unreachable = true
                throw PickerError(.device, "run: the picker's clock did not move while run() slept towards its next deadline: "
                                  + "nothing moves a manual clock while run() sleeps on it; drive a picker on your own clock with "
                                  + "send(_:) and handleEvents(nowUs:) in a loop of your own, or make it with PickerClock.monotonic for run()")
            }
            for signal in received {
                guard signal == SignalNumber.windowChanged else { return .stopped }
                try terminalWindowDidResize()
            }
            received.removeAll()
        }
    }

    /// Whether `event` is part of a touch that went down off the picker, keeping `fingersOffPicker`.
    private func isOffPicker(_ event: InputEvent) -> Bool {
        Self.isOffPicker(event, fingers: &fingersOffPicker, layout: engine.layout)
    }

    /// Whether `event` is a touch of a finger that landed off the picker, `fingers` being those
    /// down off it so far (kept up to date).
    private static func isOffPicker(_ event: InputEvent, fingers: inout Set<Int>, layout: PickerLayout) -> Bool {
        guard case .touch(let touch) = event else { return false }
        switch touch.phase {
        case .down:
            let off = !layout.isOnPicker(x: touch.x, y: touch.y)
            if off { fingers.insert(touch.id) } else { fingers.remove(touch.id) }
            return off
        case .move: return fingers.contains(touch.id)
        case .up, .cancel: return fingers.remove(touch.id) != nil
        }
    }
}
