import PickerCore
import PickerSystem

/// Something to say, or to stop saying, as the picker's delegate hears it.
public typealias PickerSpeechRequest = SpeechRequest
/// One utterance: its text, and the voice, rate and volume to say it with.
public typealias PickerUtterance = Utterance

extension Picker {
    // MARK: Speech

    /// Whether speech is on (`speech.enabled`, `setSpeech(enabled:)`), not whether it is speaking now.
    public var isSpeechEnabled: Bool { announcer.isEnabled }

    /// Switches speech on or off without touching the config (the socket's `set_speech`).
    /// On, espeak-ng starts (one log line and silence when it is not installed); off, it says
    /// `speech.off_text` ("Speech off"), cutting off what was said, and is silent after it.
    /// Switched on, it says `speech.on_text` ("Speech on").
    public func setSpeech(enabled: Bool) {
        guard !isClosed else { return }
        if enabled, speech == nil {
            var settings = configuration.config.speech
            settings.enabled = true
            speech = Picker.openSpeech(settings, log: log)
        }
        perform(announcer.setEnabled(enabled))
        // espeak-ng stays until it has said `off_text`, or is stopped.
        if !enabled, !announcer.isSpeaking { speech = nil }
    }

    /// Your speech engine finished the last utterance (`speech.engine: "delegate"`): input after
    /// this asks for no `stop`. Ignored while nothing is being said (one cut off by a `stop` has ended).
    public func speechDidFinish() {
        finishedSpeaking()
    }

    /// Says `text`, cutting off what was being said (the socket's `speak`). Nothing while speech is
    /// off, nor for a blank text, which has nothing to say (trial 52's engine was handed "").
    public func speak(_ text: String) {
        guard !text.isBlank else { return }
        announce(.text(text))
        spokenByCalls += 1
    }

    /// Says the last utterance again (the socket's `speak_again`).
    public func speakAgain() {
        repeatLast()
    }

    /// Says the last utterance again. Where it told rows that a reload has since removed, or changed
    /// what they say or whether they can be chosen, it says the rows now selected in their columns
    /// (the focused column's, where none of them is left) instead.
    func repeatLast() {
        if let told = toldRows, told.utterance == announcer.last, !told.holds(in: engine.model) {
            let columns = told.columns(in: engine.model)
            let cells = (columns.isEmpty ? [engine.focusedColumn] : columns).map { ($0, engine.model.columns[$0].selectedRow) }
            if let rows = together(cells) { announce(.selectedQuietly(text: rows.text, lang: rows.lang), telling: cells) }
        }
        announce(.repeatLast)
    }

    /// Tells the announcer what happened and does what it asks: the delegate hears each request,
    /// and espeak-ng, when running, carries it out. True when it asked for something to be said.
    /// `telling`: the rows the announcement tells, kept as they are for a repeat.
    @discardableResult
    func announce(_ announcement: Announcement, telling cells: [(column: Int, row: Int)]? = nil) -> Bool {
        guard !isClosed else { return false }
        let before = announcer.last
        let requests = announcer.handle(announcement)
        let said = requests.contains { if case .say = $0 { true } else { false } }
        // Before the delegate hears it: a reload it makes then changes the rows (trial 61's driver
        // found the cells read in the new rows, past their end).
        if let cells, let last = announcer.last, said || last != before {
            toldRows = ToldRows(utterance: last, cells: cells, in: engine.model)
        }
        perform(requests)
        return said
    }

    private func perform(_ requests: [SpeechRequest]) {
        for request in requests {
            delegate?.picker(self, didRequestSpeech: request)
            switch request {
            case .say(let utterance): speech?.say(utterance, nowUs: lastUs)
            case .stop:
                speech?.stop()
                if !announcer.isEnabled { speech = nil }
            }
        }
    }

    /// New `speech` settings: a new announcer (the volume back to its default) and a new espeak-ng;
    /// a repeat still says the last utterance.
    func restartSpeech(_ settings: SpeechConfig) {
        // What was being said stops, and a host's own engine hears so (trial 77's Finnish sentence ran on).
        announce(.input)
        speech?.stop()
        speech = nil
        let before = announcer
        announcer = Announcer(settings: settings)
        announcer.keepLast(of: before)
        speech = Picker.openSpeech(settings, log: log)
    }

    /// espeak-ng when speech is on and it is the engine; nothing for a delegate's engine. Speech on,
    /// the log names the sentences said in English for want of the voice's language.
    static func openSpeech(_ settings: SpeechConfig, log: @escaping (String) -> Void) -> EspeakSpeech? {
        let inEnglish = settings.sentencesInEnglish
        if settings.enabled, !inEnglish.isEmpty {
            log("speech.voice \"\(settings.voice)\": the picker has no sentences of its own in its language (it has "
                + SpeechSentences.languages.joined(separator: ", ") + "), so " + inEnglish.joined(separator: ", ")
                + " are said in English; give them in `speech`")
        }
        return settings.enabled && settings.engine == .espeakNG ? EspeakSpeech(settings: settings, log: log) : nil
    }

    /// What a row says (its item's `speech`, its title, or its value for an image alone), and in
    /// which language: the item's `lang`, the column's, the theme's, else nil (`speech.voice`).
    func spoken(row: Int, inColumn column: Int) -> SpokenValue {
        let spoken = engine.model.columns[column].spoken(row)
        return SpokenValue(text: spoken.text, lang: spoken.lang ?? configuration.config.theme.lang)
    }

    /// The selection was confirmed: said, the session's volume forgotten, the delegate told. A
    /// column still moving lands first where it was heading (its `didSelect` comes before
    /// `didConfirm`), so what is confirmed is the row the panel was going to show. True when the
    /// delegate heard `didConfirm`; false where a column with nothing to choose refused it, or the
    /// landing's calls ended the picker.
    @discardableResult
    func confirmed() -> Bool {
        isConfirming = true
        defer { isConfirming = false }
        confirmsMade += 1
        let moving = engine.movingColumns
        // "Confirmed: …" names the rows it lands on: said alone first, they were cut off at once (trial 63).
        dispatch(engine.land(atUs: lastUs), saysSettled: false)
        // The landing ended the moving columns' motion: nothing of it comes after (trial 42 heard a
        // highlight of the abandoned motion after a confirm from didPassRow). A column already at
        // rest keeps what the batch still has to report of it (trial 46 lost a didSelect so).
        takeovers.takeOver(moving)
        frameWanted = true
        // A delegate that stopped the picker, or confirmed it, as it heard the landing ended it.
        guard !isClosed, configuration.config.mode == .daemon || !isStopped else { return false }
        // A column with no row to choose rests on a disabled one: nothing is confirmed, and its
        // row is said unavailable (trial 98's machine sold a snack its last reload had sold out).
        if let column = engine.model.columnWithNothingToConfirm {
            let row = engine.model.columns[column].selectedRow, spoken = spoken(row: row, inColumn: column)
            log("confirm: nothing confirmed: " + engine.model.nothingToChoose(inColumn: column))
            announce(.unavailable(text: spoken.text, lang: spoken.lang), telling: [(column, row)])
            spokenByCalls += 1
            return false
        }
        let selection = selection
        announce(.confirmed(values: selection.map { row in
            let spoken = spoken(row: row.row, inColumn: row.column)
            return SpokenValue(text: spoken.text, lang: spoken.lang)
        }))
        spokenByCalls += 1
        announce(.sessionEnded)
        // The picker has ended before the delegate hears of it, so the delegate sees `isStopped`.
        if configuration.config.mode != .daemon { outcome = .confirmed(selection) }
        // A knob alone starts the next choice at the first column: its button only moves on, so a
        // daemon left the focus on the last column for good (trial 72). Not said: the confirmation is.
        let startsOver = configuration.config.mode == .daemon && configuration.config.input.encoderButton == .nextColumn
            && engine.focusedColumn != 0
        if startsOver {
            engine.focus(column: 0, shown: showsFocus)
            frameWanted = true
        }
        delegate?.picker(self, didConfirm: selection)
        if startsOver, !isClosed, engine.focusedColumn == 0 { delegate?.picker(self, didFocusColumn: 0) }
        return true
    }

    /// The choice was cancelled at `timeUs`: every column stops there, said, the session's volume
    /// forgotten, the delegate told. A `oneshot` picker ends; a daemon goes on, as it does after a
    /// confirm (trial 74's widget was dead after one Escape, a Back key, which the docs' widget
    /// recipe had left allowed).
    /// Returns whether the delegate heard it.
    @discardableResult
    func cancelled(atUs timeUs: Int64) -> Bool {
        // Nothing moves on after a cancel: a fling's landing told after `pickerDidCancel` (trial
        // 113's charger, back at its status page) was a choice of the user's nobody was making.
        // A fling stops where its wheel is and a finger's column where it lets go, each landing
        // at once on the row in its band; a step or a select lands on its row.
        let moving = engine.movingColumns
        dispatch(engine.letGoOfFingers(atUs: timeUs) + engine.land(atUs: timeUs), saysSettled: false)
        takeovers.takeOver(moving)
        frameWanted = true
        // A delegate that stopped or closed the picker as it heard a landing ended it there.
        guard !isClosed, !isStopped else { return false }
        announce(.cancelled)
        announce(.sessionEnded)
        if configuration.config.mode != .daemon { outcome = .cancelled }
        delegate?.pickerDidCancel(self)
        return true
    }

    /// Speech's own keys: the volume steps, and the last utterance again. The speech key acts
    /// when held (`heldInputs`).
    func announceKey(_ key: Key) {
        switch key {
        case .volumeUp: announce(Announcement.volumeUp)
        case .volumeDown: announce(Announcement.volumeDown)
        case .speakAgain: repeatLast()
        case .up, .down, .left, .right, .pageup, .pagedown, .enter, .escape, .tab, .toggleSpeech, .largeText, .encoderButton: break
        }
    }

    /// What a hold asked for, when its time came.
    func perform(_ actions: [HeldInputs.Action]) {
        for action in actions {
            switch action {
            case .toggleSpeech: setSpeech(enabled: !isSpeechEnabled)
            case .repeatLast: repeatLast()
            // The loop hands the encoder button's presses to the engine, as the keys they stand for.
            case .enter, .back: break
            }
        }
    }

    /// Keys or an encoder moved the focus: the column's `label` names it, then its value. A time's
    /// column with no label is named in the voice's language ("Stunde" in German: trial 40 heard
    /// "hour, 11"); any other column by its id. `naming`: the name alone, for a column that steps
    /// are turning, whose value is said where it settles.
    func announceFocus(naming: Bool = false) {
        let column = engine.focusedColumn
        let pickerColumn = engine.model.columns[column]
        // A column on its way somewhere (a select's animation) is said where it is going (trial 33
        // heard "Monat, März" on the way to February).
        let heading = engine.headingRows[column]
        let value = spoken(row: heading, inColumn: column)
        let isTime = timeColumns(inSection: pickerColumn.sectionIndex) != nil
        let label = pickerColumn.label
            ?? (isTime ? MonthNames.name(ofTimeColumn: pickerColumn.id, forLanguage: configuration.config.speech.voice) : nil)
            ?? pickerColumn.id
        if naming {
            announce(.text(label))
        } else {
            announce(.focused(label: label, value: value.text, lang: value.lang), telling: [(column, heading)])
        }
    }

    /// The countdown's warning, once per run when `countdown_warning_s` are left, to more than one
    /// sense (EAA Annex I): a tone on the buzzers and haptic motors (with `feedback` on), the delegate
    /// told, and said when speech is on; the countdown on screen is the third.
    func warnCountdown(atUs timeUs: Int64) {
        guard let secondsLeft = confirmFlow.takeWarning(atUs: timeUs, warningSeconds: configuration.config.speech.countdownWarningSeconds)
        else { return }
        if engine.clicksEnabled { feedbackOutputs?.warn(atUs: timeUs) }
        // Said just before the call it speaks of, as every other call's speech is (trial 63).
        announce(.countdown(secondsLeft: secondsLeft))
        guard !isClosed else { return }
        delegate?.picker(self, didWarnCountdown: secondsLeft)
    }

    /// espeak-ng's pipes: an utterance that ended lets the announcer know.
    func handleSpeech(ready: Set<Int32>, atUs timeUs: Int64) {
        guard let speech, speech.handle(ready: ready, nowUs: timeUs) else { return }
        finishedSpeaking()
    }

    /// The last utterance was said to its end: the announcer may repeat it, the delegate hears it.
    /// Nothing when nothing was being said (trial 36: `speechDidFinish()` twice, heard twice).
    private func finishedSpeaking() {
        guard announcer.isSpeaking else { return }
        announce(.finished)
        if !announcer.isEnabled { speech = nil }
        delegate?.pickerDidFinishSpeaking(self)
    }
}
