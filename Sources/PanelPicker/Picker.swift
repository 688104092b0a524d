import PickerCore
import PickerDisplay
import PickerInput
import PickerRender
import PickerSystem

/// A picker on a display: one or more wheels of rows, moved by touch, keys,
/// a rotary encoder or calls, drawn only while something moves.
///
/// A `Picker` owns its display, input devices, the picker's behaviour and
/// its renderer, and does all its work in one thread of control around
/// `poll()`. Either let it own the loop (`run()`), or put its descriptors in
/// your own loop: poll `pollDescriptors` for readability with a timeout up to
/// `nextDeadlineUs`, then call `handleEvents(nowUs:)`.
///
/// Threads: a picker is not `Sendable`, so the compiler lets no two threads use
/// it at once; it may be handed over whole (to a detached task that is its only
/// user from then on, say). Its delegate is called on the thread that calls into
/// it. The value types it hands out (`SelectedRow`, `PickerConfiguration`,
/// `PickerFrame`, `PickerError`) are `Sendable`.
public final class Picker {
    /// Receives selection, tap, highlight, confirm and cancel events.
    public weak var delegate: (any PickerDelegate)?
    /// The config in effect (`reload` replaces it).
    public internal(set) var configuration: PickerConfiguration
    /// The backend in use (`auto` resolved).
    public let backend: PickerBackend
    /// The display in use, for logs: device, connector, mode, or the size.
    public let displaySummary: String
    /// The clock the picker reads (`handleEvents(nowUs:)` takes its time).
    public let clock: PickerClock
    /// How the picker ended, nil while it runs: confirmed (in the config's `oneshot` mode; in
    /// `daemon` mode a confirm only tells the delegate), cancelled, or stopped (`stop()`, `close()`,
    /// Ctrl-C in the terminal preview). Once it is set, `handleEvents` does nothing more.
    public internal(set) var outcome: PickerOutcome?
    /// True once the picker has ended (`outcome` is set): a host loop runs `while !picker.isStopped`.
    public var isStopped: Bool { outcome != nil }
    /// True once `close()` was called: every call after it does nothing.
    var isClosed = false

    let display: DisplayBackend
    /// The host's buffer the picker draws into, when it was made with a render target (else nil).
    let hostBuffer: HostBufferDisplay?
    /// The buffer and rectangle the picker draws into; nil when it owns its display.
    public internal(set) var renderTarget: PickerRenderTarget?
    let terminal: TerminalDisplay?
    /// The evdev devices, opened once the first frame is shown (`openDevicesOnceShown`).
    var input: InputDevices?
    /// What `input` opens with, until it is open.
    var inputToOpen: InputSettings?
    /// When `input` opened and what it took, for the kiosk's start-up line.
    package internal(set) var inputOpening: (openUs: Int64, tookUs: Int64)?
    /// The buzzers and haptic motors (panels only, and opened as input is).
    var feedbackOutputs: FeedbackOutputs?
    /// What `feedbackOutputs` opens with, until it is open.
    var feedbackToOpen: FeedbackConfig?
    /// Whether a loop turn has ended since the first frame was shown: the devices open in the
    /// next one, so the turn that shows it returns at once (systemd hears READY=1 then).
    var firstFrameTurnEnded = false
    /// Whether the picker has said it appeared (`speech.on_start`): with its first frame, or before
    /// input that came sooner.
    var appearanceAnnounced = false
    /// What is said and when (`speech` in the config).
    var announcer: Announcer
    /// The rows the last utterance that told rows told, for a repeat to check they are still so.
    var toldRows: ToldRows?
    /// How many times a confirm, a settle or the host's `speak(_:)` was said: rows a batch settled
    /// on go unsaid once a call from its delegate said something newer (trial 50 heard "30 min" cut
    /// off "Confirmed: 30 min"; trial 58 a clamp's "c" cut off by the "d" it undid, and the host's
    /// "Mode screen" by a row of the screen its reload took away).
    var spokenByCalls = 0
    /// A moving column whose end a step said with the row it goes to ("Loft, at the end"): its
    /// settle there goes unsaid, as it would cut that off (trial 53 heard only "Loft"). A step
    /// that turns the column elsewhere forgets it.
    var endSaidAhead: (column: Int, heading: Int, row: Int, text: String)?
    /// The last end a step said, and in which column: steps against it while it is still being
    /// said let it go on.
    var endSaid: (column: Int, utterance: Utterance, direction: Int)?
    /// Columns whose end, said ahead, later input undid (a finger caught the wheel): where they come
    /// to rest is said, though no selection changes, as the words told of a row they never reached.
    var endsUndone: Set<Int> = []
    /// espeak-ng, once speech is on (nil while off, and when espeak-ng is not installed).
    var speech: EspeakSpeech?
    /// The speech key and a finger on the band, held (`HeldInputs`).
    var heldInputs = HeldInputs()
    let backlight: Backlight?
    var power: IdlePower
    let log: (String) -> Void
    var engine: PickerEngine
    var renderer: PickerRenderer {
        didSet {
            logNote(renderer.largeTextNote, replacing: oldValue.largeTextNote)
            logNote(renderer.monthsCutNote, replacing: oldValue.monthsCutNote)
        }
    }
    var confirmFlow: ConfirmFlow
    var frameWanted = true
    var countdownShown: String?
    /// The characters the log has named as drawn with no font (`noticeUncoveredCharacters`).
    var uncoveredLogged: Set<UInt32> = []
    /// Each column's band losses (`PickerRenderer.bandLosses`) the log has named.
    var bandLossesLogged: [String: [BandLoss]] = [:]
    /// Whether the loop has logged that the data source went (`noticeReleasedDataSource`).
    var dataSourceReleaseLogged = false
    var foreignClockCheck = ForeignClockCheck()
    /// Whether `send` has logged that the picker ended and takes no more input.
    var endedInputLogged = false
    /// The time of the last `handleEvents` (or construction): programmatic changes happen then at the earliest.
    var lastUs: Int64
    /// The host clock's readings and stamps made the core's times.
    let time: PickerTime
    /// How many confirms the picker has made (`confirmed()`), so a batch tells whether its delegate
    /// confirmed as it heard it.
    var confirmsMade = 0
    /// Programmatic selections whose settling is not to be reported: column → the value it goes to.
    var quietSelections: [Int: String] = [:]
    /// Columns whose quiet select a reload sent elsewhere (it took the row away): their landing is
    /// `SelectionCause.reload`, and told, as the program knows only of the row it chose.
    var reloadRetargetedSelections: Set<Int> = []
    /// The nearest disabled row a key's step passed over, said unavailable before the row it lands
    /// on, unless a select or reload took the column over after its `mark`: column → its words.
    var passedUnavailable: [Int: PassedRow] = [:]
    /// True while a confirm is said and told (`confirmed()`): a `confirm()` from the delegate then
    /// is the same confirm.
    var isConfirming = false
    /// The columns (by id) whose `didSelect` the delegate is hearing, innermost last.
    var selectionsHeard: [String] = []
    /// The columns a reload or select from the delegate changed as it heard another column's
    /// selection (a country's cities): their rows are said after that selection, in its utterance,
    /// "FR, Lyon", rather than cut it off or go unsaid (trial 76's destinations). By column, as the
    /// row they rest on when said.
    var cascadedColumns: [Int] = []
    /// The row a key's step or a tap was turning a column to, which a reload took away or disabled:
    /// where the column comes to rest, that row is said unavailable first. Column → its words; a
    /// select, a rebuilding reload or any input forgets it.
    var chosenRowsTaken: [Int: SpokenValue] = [:]
    /// Columns whose animated select the user's input overtook: their landing is told as the
    /// user's, even on the row the select left, which the program no longer believes selected.
    var overtakenSelections: Set<Int> = []
    /// Columns a fling or a step was turning whose selected row a reload took away: told where
    /// the reload moved them, said only where they land.
    var movedUnderAMotion: Set<Int> = []
    /// Columns turning to a select that asked to be reported: their landing is `SelectionCause.select`.
    var reportedSelections: Set<Int> = []
    /// The columns selects, reloads and a confirm's landing took over, and when.
    var takeovers = ColumnTakeovers()
    /// `takeovers.count` when the turn under way began: its batch tells nothing of a column taken
    /// over since.
    var takeoversBeforeTurn = 0
    /// Selects or reloads running now, each inside a delegate call of the one before (`enterNested`).
    var nestedCalls = 0
    /// True while `handleEvents` runs: one called from a delegate inside it does nothing, as the
    /// turn under way takes what is due (trial 44 asked whether a delegate may call it).
    var isHandlingEvents = false
    /// The fingers whose touch went down off the picker (a host's screen beside a widget), which
    /// the picker takes no part of, to their end.
    var fingersOffPicker: Set<Int> = []
    /// Large text as its user chose it (`setLargeText`, the key) against what the host's configs
    /// say; reloads that leave `theme.large_text` as `configured` keep `chosen`, or wait with it
    /// while the grown font cannot show their rows (`reloadKeepingLargeTextChoice`).
    var largeTextChoice: (configured: Bool, chosen: Bool)?
    /// The speech `setSpeech(voice:sentences:)` chose against the `speech` section the host's
    /// configuration had before it; reloads that give that section again keep `chosen`.
    var speechChoice: (replaced: JSONValue?, chosen: JSONObject)?
    /// Input handed in by `send(_:atUs:)`, applied at the next `handleEvents`.
    var sentInputs: [(event: InputEvent, timeUs: Int64)] = []
    /// When the first engine was made: a recorded trace's time 0.
    let engineStartUs: Int64
    var inputRecording: InputRecording?
    /// When construction reached each step, for the kiosk's start-up line.
    package let startup: PickerStartup
    /// The first frame's trip to the screen, once it got there.
    package internal(set) var firstFrame: FrameTiming?
    /// Frames that reached the screen since the start: whether the loop keeps drawing while clients flood it.
    package internal(set) var framesShown = 0
    /// Input to screen, over the frames that carried input (evdev's kernel stamp, or the time sent, to the frame's flip event).
    package internal(set) var inputToScreen = LatencySummary()
    /// The time from one frame's drawing to the next while the wheel moves (idle time between
    /// movements is not a gap): whatever holds the loop shows here as a frame drawn late.
    package internal(set) var frameGaps = LatencySummary()
    /// When the last frame was drawn, while the wheel was still moving after it; nil at rest.
    var movingFrameUs: Int64?
    /// The oldest input (kernel stamp) not yet in a presented frame, and the one in the frame on its way.
    var unshownInputUs: Int64?
    var inFlightInputUs: Int64?
    /// When the last frame was drawn, for backends that take frames at any time (offscreen, terminal): they are paced here.
    var lastFrameUs: Int64?
    /// The frame period for those backends.
    let ownFrameIntervalUs: Int64
    /// How touches are mapped outside a calibration: the config's `input` onto the rotated picture.
    let touchMapping: TouchMappingSettings
    let touchPanel: PanelGeometry
    /// The touch calibration shown instead of the picker (the kiosk's socket `calibrate`); nil when none.
    var calibration: RunningCalibration?
    /// Told how a calibration ended, once the picker is back.
    package var calibrationEnded: ((CalibrationScreen.Outcome) -> Void)?

    /// Opens the display and input devices for `configuration`.
    ///
    /// - Parameters:
    ///   - backend: nil takes the config's `display.backend` (default `auto`); `auto` tries DRM, then fbdev
    ///     (when the active console is in text mode), then the terminal (when standard output is one), then offscreen.
    ///   - clock: `CLOCK_MONOTONIC` unless a test drives time by hand.
    ///   - log: one line per notable thing (the devices used, problems with them); not called for errors that are thrown.
    /// - Throws: `PickerError` `.device` when the display cannot be used, `.badInput` for a font or image it cannot read.
    public convenience init(configuration: PickerConfiguration, backend: PickerBackend? = nil, clock: PickerClock = .monotonic,
                            log: @escaping (String) -> Void = { _ in }) throws(PickerError) {
        try self.init(configuration: configuration, backend: backend, clock: clock, log: log, isService: false)
    }

    /// `isService`: `panel-picker run` makes it, and reads the config's `control`, `state` and
    /// `mqtt` beside it.
    package convenience init(configuration: PickerConfiguration, backend: PickerBackend?, clock: PickerClock = .monotonic,
                             log: @escaping (String) -> Void, isService: Bool) throws(PickerError) {
        do throws(PickerError) {
            try self.init(configuration: configuration, backend: backend, clock: clock, log: log, evdevOnAnyBackend: false, isService: isService)
        } catch {
            throw configuration.naming(error)
        }
    }

    /// A picker drawn into `renderTarget`, a buffer your program owns and shows: a widget among your own.
    /// It opens no display and reads no input device (`backend` is `.offscreen`); hand it input with
    /// `send(_:atUs:)` (the picker's coordinates) or `sendInBufferCoordinates(_:atUs:)`, drive it with
    /// `handleEvents(nowUs:)`, and after each call show what `takeDamage()` names.
    /// - Throws: `.badInput` for a font or image it cannot read.
    public convenience init(configuration: PickerConfiguration, renderTarget: PickerRenderTarget, clock: PickerClock = .monotonic,
                            log: @escaping (String) -> Void = { _ in }) throws(PickerError) {
        do throws(PickerError) {
            try self.init(configuration: configuration, backend: .offscreen, clock: clock, log: log, evdevOnAnyBackend: false,
                          renderTarget: renderTarget)
        } catch {
            throw configuration.naming(error)
        }
    }

    /// `evdevOnAnyBackend`: read the evdev devices on the terminal preview too (`panel-picker calibrate`
    /// shows its targets there for a touchscreen on the same machine); panels always read them.
    package init(configuration: PickerConfiguration, backend: PickerBackend?, clock: PickerClock,
                 log: @escaping (String) -> Void, evdevOnAnyBackend: Bool, renderTarget: PickerRenderTarget? = nil, isService: Bool = false) throws(PickerError) {
        self.configuration = configuration
        self.clock = clock
        self.log = log
        let config = configuration.config
        guard var rotation = PanelRotation(degrees: config.display.rotationDegrees) else {
            throw PickerError(.badInput, "display.rotation: expected 0, 90, 180 or 270")
        }
        // The host lays its own buffer out and sends input in its coordinates: a panel's rotation
        // is the host's to apply. Trial 24 saw it accepted with no word and nothing turned.
        if renderTarget != nil, rotation != .upright {
            log("display.rotation: \(rotation.rawValue) is not applied to a render target: the picker draws into the host's buffer as the host lays it out, and takes input in its coordinates")
            rotation = .upright
        }
        // Trial 49: a backend named beside a render target was passed over without a word; trial 51: a size.
        if renderTarget != nil, config.display.backend != .auto {
            log("display.backend: \(config.display.backend.rawValue) is not used by a render target: the picker draws into the host's buffer")
        }
        if let renderTarget, config.sizeGiven, (config.width, config.height) != (renderTarget.rect.width, renderTarget.rect.height) {
            log("size: \(config.width)x\(config.height) is not used by a render target: the picker is its rectangle's \(renderTarget.rect.width)x\(renderTarget.rect.height)")
        }
        // Trial 50: a `control.socket` opened nothing and said nothing. These sections are the
        // service's, which `panel-picker run` reads beside the picker.
        let serviceKeys = ["control", "state", "mqtt"].filter { configuration.document[$0] != nil }
        if !isService, !serviceKeys.isEmpty {
            log("\(serviceKeys.joined(separator: ", ")): the panel-picker service's (its control socket, saved state, MQTT); a library picker does not read them")
        }
        let inputSettings: InputSettings
        do throws(InputConfigurationError) {
            inputSettings = try InputSettings(config.input, keys: config.keyBindings)
        } catch {
            throw PickerError(.badInput, "\(error)")
        }
        let beganUs = clock.nowUs()
        let time = PickerTime(clock: clock)
        self.time = time
        let opened = if let renderTarget { OpenedDisplay(renderTarget: renderTarget, clock: time.pickerClock) } else {
            try OpenedDisplay.open(backend ?? PickerBackend(config.display.backend), config: config, clock: time.pickerClock)
        }
        let displayOpenUs = clock.nowUs()
        self.renderTarget = renderTarget
        hostBuffer = opened.display as? HostBufferDisplay
        self.backend = opened.backend
        display = opened.display
        terminal = opened.terminal
        displaySummary = opened.summary
        // 60 Hz like a panel; a terminal takes 30 (each frame is many escape sequences).
        ownFrameIntervalUs = opened.backend == .terminal ? 33_333 : 16_667
        lastUs = time.nowUs()
        engineStartUs = lastUs
        do throws(PickerError) {
            (engine, renderer) = try Picker.build(configuration, width: opened.display.width, height: opened.display.height,
                                                  writesAlpha: renderTarget?.format == .argb8888Premultiplied)
            engine.begin(atUs: lastUs)
        } catch {
            opened.display.shutdown()
            throw error
        }
        let rendererReadyUs = clock.nowUs()
        let notes = [renderer.largeTextNote, renderer.monthsCutNote, Self.fittedFontNote(config, rowFontSizePx: renderer.rowFontSizePx)]
        for note in configuration.model.notes + notes.compactMap({ $0 }) { log(note) }
        confirmFlow = ConfirmFlow(settings: config.confirm, startUs: lastUs)
        touchMapping = inputSettings.mapping
        touchPanel = PanelGeometry(widthPx: opened.display.width, heightPx: opened.display.height, rotation: rotation)
        power = IdlePower(settings: config.power, startUs: lastUs)
        // Scanning the input devices for a speaker took 47 ms under TCG, ahead of the first frame.
        feedbackToOpen = opened.backend.isPanel ? config.feedback : nil
        announcer = Announcer(settings: config.speech)
        heldInputs = HeldInputs(input: config.input)
        speech = Picker.openSpeech(config.speech, log: log)
        backlight = opened.backend.isPanel
            ? Backlight.open(name: config.power.backlight, dimPercent: config.power.dimPercent, log: log) : nil
        // Opening the devices took 140-360 ms under QEMU's TCG, all of it ahead of the first frame:
        // a boot-time picker shows first, and a finger comes later than that anyway.
        inputToOpen = opened.backend.isPanel || evdevOnAnyBackend ? inputSettings : nil
        startup = PickerStartup(beganUs: beganUs, displayOpenUs: displayOpenUs, rendererReadyUs: rendererReadyUs)
    }

    deinit { close() }

    /// Opens the evdev devices and the feedback outputs if they wait to be, in the loop's turn
    /// after the one that showed the first frame (or `now`, for a calibration): the 35-40 ms they
    /// took under TCG came before systemd heard READY=1 (issue 28).
    func openDevicesOnceShown(now: Bool = false) {
        guard now || firstFrameTurnEnded, !isClosed else { return }
        if let settings = feedbackToOpen {
            feedbackOutputs = FeedbackOutputs(settings: settings, log: log)
            feedbackToOpen = nil
        }
        guard let settings = inputToOpen else { return }
        let startUs = clock.nowUs()
        input = InputDevices(settings: settings, panel: touchPanel, log: log)
        inputToOpen = nil
        let openUs = clock.nowUs()
        inputOpening = (openUs, openUs - startUs)
    }

    /// The time for a call between two `handleEvents`: the clock's.
    var callUs: Int64 { time.nowUs() }

    private static func build(_ configuration: PickerConfiguration, width: Int, height: Int,
                              writesAlpha: Bool) throws(PickerError) -> (PickerEngine, PickerRenderer) {
        let (model, layout, renderer) = try sized(configuration, width: width, height: height, writesAlpha: writesAlpha)
        return (PickerEngine(config: configuration.config, model: model, layout: layout), renderer)
    }

    /// The model with its widths, its layout and the renderer for `configuration` at `width`×`height`.
    private static func sized(_ configuration: PickerConfiguration, width: Int, height: Int, writesAlpha: Bool)
        throws(PickerError) -> (model: PickerModel, layout: PickerLayout, renderer: PickerRenderer)
    {
        do throws(RenderError) {
            return try PickerRenderer.sizing(config: configuration.config, model: configuration.model, width: width, height: height,
                                             files: configuration.files, writesAlpha: writesAlpha)
        } catch {
            throw PickerError(.badInput, PickerRenderer.naming(unopenedFilesOf: configuration.config, besides: error.message,
                                                               files: configuration.files))
        }
    }

    /// Restores the display (the console, the terminal) and closes the devices; the picker ends
    /// (`outcome` `.stopped`, unless it had ended). Safe to call twice. Nothing changes it after that:
    /// `select` and the reloads throw `.badInput` ("the picker is closed"), and input, `confirm`,
    /// power and speech calls do nothing. It has no descriptors or deadline to wait for. What it was
    /// saying stops (`.stop` to the delegate); `stop()` leaves it, as a confirmation goes on being said.
    public func close() {
        guard !isClosed else { return }
        // A host's own engine stops what the picker was saying (trial 77 heard it run on).
        announce(.input)
        isClosed = true
        backlight?.restore()
        feedbackOutputs?.close()
        speech = nil
        // A picker that ends dark leaves the console dark otherwise.
        try? display.power?.setOutputOn(true)
        input?.close()
        inputRecording?.stop()
        display.shutdown()
        if outcome == nil { outcome = .stopped }
    }

    /// Throws for a call that would change a closed or ended picker: a silent no-op would hide the
    /// mistake, and a change after the outcome would report a choice nobody made.
    func requireOpen(_ call: String) throws(PickerError) {
        if isClosed { throw PickerError(.badInput, "\(call): the picker is closed; make a new one to show it again") }
        if let outcome {
            throw PickerError(.badInput, "\(call): the picker has ended (\(outcome.word)); make a new one to show it again")
        }
    }

    /// Selects and reloads may nest this deep: a delegate that reloads (trial 30) or selects with
    /// `reportsSelection` (trial 42) in `didSelect` for the selection its own call reported
    /// recursed until the stack ran out; now the call that goes one deeper is refused.
    static let deepestNesting = 8

    /// Counts a select or reload in (`verb` names it in the refusal: "reload", "select"); the
    /// caller counts it out (`defer { nestedCalls -= 1 }`).
    func enterNested(_ call: String, _ verb: String) throws(PickerError) {
        guard nestedCalls < Picker.deepestNesting else {
            throw PickerError(.badInput, "\(call): \(Picker.deepestNesting) \(verb)s are running, each called from the delegate of the one before; "
                              + "a delegate that \(verb)s in didSelect must not \(verb) again for the selection its own \(verb) reports")
        }
        nestedCalls += 1
    }

    /// Problems met while restoring the display (it carries on past each), for the log.
    package var shutdownProblems: [String] {
        display.shutdownProblems
    }

    // MARK: Selection

    /// Every column's selected row.
    public var selection: [SelectedRow] {
        engine.model.columns.indices.map { reported(row: engine.model.columns[$0].selectedRow, inColumn: $0) }
    }

    /// Row `row` of `column` (wrapped on an infinite column) as `selection` and `didSelect` report it.
    func reported(row: Int, inColumn column: Int) -> SelectedRow {
        let pickerColumn = engine.model.columns[column], wrapped = pickerColumn.wrap(row), shown = pickerColumn.row(wrapped)
        return SelectedRow(column: column, columnID: pickerColumn.id, row: wrapped, value: shown.value, text: shown.title,
                           isEnabled: !pickerColumn.isDisabled(wrapped), number: engine.model.number(ofRow: wrapped, inColumn: column))
    }

    /// The column keys, the encoder and `send(.key(.up))` move (left, right and Tab change it).
    public var focusedColumn: Int { engine.focusedColumn }

    /// Whether the panel marks the focused column with a ring: once a key or the encoder is used,
    /// until a touch or a wheel (docs/input.md); in a picker of one column only once the host
    /// showed it (`focus(column: 0)`), as one widget among others that take focus.
    public var showsFocus: Bool { engine.markedFocus != nil }

    /// Moves the focus to `column`, and marks it on screen (`shown`) or not: a host whose own
    /// focus moves into the picker, or away from it (`focus(column: focusedColumn, shown: false)`).
    /// A picker of one column, which keys alone never mark, shows the ring too when the host asks.
    /// No delegate call; speech names the column when it changes, as for a key, and when the ring
    /// comes on (the host's focus entering a picker of one column: trial 55 heard nothing there).
    /// With `shown: false` it says nothing: the host's focus is elsewhere (trial 92's reset to its
    /// start screen said "Programme, Coton" to an empty kiosk).
    /// - Throws: `.badInput` for a column the picker does not have, or a picker that has ended.
    public func focus(column: Int, shown: Bool = true) throws(PickerError) {
        try requireOpen("focus(column:)")
        guard engine.model.columns.indices.contains(column) else {
            throw PickerError(.badInput, "focus(column:): column \(column) does not exist (the picker has \(engine.model.columns.count.counted("column")))")
        }
        let before = engine.focusedColumn, wasShown = showsFocus
        engine.focus(column: column, shown: shown)
        if shown, column != before || !wasShown { announceFocus() }
        frameWanted = true
    }

    /// Whether the picker takes input (UIKit's `isEnabled`, LVGL's disabled state): a host turns it
    /// off while the choice cannot be made. A disabled picker ignores touches, keys, the encoder
    /// and wheels (a touch still wakes a dark panel); draws every row, its icons and the band's
    /// lines in `theme.disabled_text`, with no focus ring; and runs no confirm countdown (it
    /// starts again whole when enabled). Disabling lets go of a finger on it, and stops a fling:
    /// the column settles on the row in its band, with no tap (a key's step, a tap's turn and a
    /// select land where they were going). `select`, `confirm()` and reloads still
    /// work. No delegate call of its own; a column that settles reports its row as usual.
    public var isEnabled: Bool {
        get { engine.isEnabled }
        set {
            guard !isClosed, !isStopped, newValue != engine.isEnabled else { return }
            let nowUs = callUs
            let events = engine.setEnabled(newValue, atUs: nowUs)
            if newValue {
                confirmFlow.resume(atUs: nowUs)
            } else {
                confirmFlow.hold()
                // A key held down now is let go of unseen: its repeat or long press must not fire.
                heldInputs = HeldInputs(input: configuration.config.input)
            }
            frameWanted = true
            dispatch(events)
        }
    }

    /// True while a column moves or a finger holds one: frames are being drawn, so nothing
    /// slow (a disk write) should run in the loop now. An ended picker draws nothing more, and
    /// moves nothing: a cancel mid-step left it true for good (trial 70).
    public var isMoving: Bool { !isStopped && (engine.isAnimating || engine.isHeld) }

    /// The columns, from 0 across all sections.
    public var columnCount: Int { engine.model.columns.count }

    /// The index of the column with config `id`, or whose index `id` spells ("2", as a saved state
    /// and `--select` name columns); nil when there is none.
    public func columnIndex(id: String) -> Int? {
        engine.model.directory.index(named: id)
    }

    /// The row count of `column` (a date's day column follows its month); nil for a column that
    /// does not exist.
    public func rowCount(inColumn column: Int) -> Int? {
        engine.model.columns.indices.contains(column) ? engine.model.columns[column].rowCount : nil
    }

    /// The index of the first row of `column` whose value is `value`, as `select(value:inColumn:)` finds
    /// it: a range's row also by its number (`"45"` for "45 s", `"2"` for a month's "02", as
    /// `SelectedRow.number` gives it), a date's month and a 12-hour clock's period also by the name
    /// they show ("février", "PM", any case). Nil when the column or such a row does not exist; a
    /// disabled row is found too.
    public func row(withValue value: String, inColumn column: Int) -> Int? {
        // Blank values may repeat (spacer rows): none names a row, as in a config's `selected`.
        guard engine.model.columns.indices.contains(column), !value.isBlank else { return nil }
        let rows = engine.model.columns[column].rows
        return rows.index(ofValue: value) ?? engine.model.row(ofNumberIn: value, inColumn: column)
            ?? (showsNames(column) ? rows.index(ofShownText: value) : nil)
    }

    /// Whether `column` is a date's month or a 12-hour clock's period, whose rows are also found by
    /// the names they show: `render --select month=février` finds them so (trials 29, 36).
    private func showsNames(_ column: Int) -> Bool {
        let section = engine.model.columns[column].sectionIndex
        return engine.model.isMonth(column) || (timeColumns(inSection: section).map { $0.1.count == 3 && $0.1[2] == column } ?? false)
    }

    /// Selects `row` of `column`: animated (the wheel turns there in 250 ms) or at once.
    ///
    /// Delegate calls: none unless `reportsSelection` is true, animated or not (the caller knows
    /// what it asked for). With `reportsSelection`, a changed row brings one `didSelect` when it
    /// lands, after one `didHighlightRow` for that row when animated (a select at once does not
    /// move the column, and a highlight reports a moving column: one that was moving hears the row
    /// its band shows now, when another). Touch or keys that move the column before an animated
    /// select lands make the landing theirs, and it is reported wherever it lands (back on the row
    /// it left too); one whose row a reload takes away is reported where it lands (`.reload`),
    /// quiet or not. A motion still running since the last `handleEvents` is reported first, up to
    /// now; a select not reported leaves its column's out.
    /// - Throws: `.badInput` for a column or row that does not exist or a disabled row.
    public func select(row: Int, inColumn column: Int, animated: Bool = true, reportsSelection: Bool = false) throws(PickerError) {
        try requireOpen("select")
        try enterNested("select", "select")
        defer { nestedCalls -= 1 }
        let nowUs = callUs
        // The motion up to now is the user's; what the select moves after it is the program's.
        let passed: [TimedPickerEvent]
        do throws(PickerEngineError) {
            try engine.validateSelect(column: column, row: row)
            passed = engine.advance(toUs: nowUs)
        } catch {
            throw PickerError(.badInput, error.message)
        }
        // An animated selection settles later, remembered until it does as quiet or reported; the
        // latest select of a column says which.
        reportedSelections.remove(column)
        quietSelections[column] = nil
        reloadRetargetedSelections.remove(column)
        overtakenSelections.remove(column)
        chosenRowsTaken[column] = nil
        frameWanted = true
        // The motion up to now comes first, passes before highlights, as in `handleEvents`, and is
        // told before the select is made, so `selection` says then what it tells of (trial 81's
        // landing was told while `selection` already held the select's row); a quiet select
        // replaced its column's, which is left out (trial 35 heard a pass after the select).
        let quiet: Set<Int> = reportsSelection ? [] : [column]
        let mark = takeovers.count
        play(engine.takeFeedback(), quiet: quiet, since: mark, atUs: nowUs)
        dispatch(passed, quiet: animated ? [] : quiet, since: mark)
        // A delegate that closed the picker, or changed the rows, as it heard the motion.
        guard !isClosed, !isStopped else { return }
        let selected: [TimedPickerEvent]
        do throws(PickerEngineError) {
            try engine.validateSelect(column: column, row: row)
            selected = try engine.handle(.select(column: column, row: row, animated: animated), atUs: nowUs)
        } catch {
            throw PickerError(.badInput, error.message)
        }
        if animated && engine.model.selection[column] != row {
            if reportsSelection {
                reportedSelections.insert(column)
            } else {
                quietSelections[column] = engine.model.columns[column].row(row).value
            }
        }
        let selectMark = takeovers.count
        play(engine.takeFeedback(), quiet: quiet, since: selectMark, atUs: nowUs)
        dispatch(selected, quiet: animated ? [] : quiet, since: selectMark, selectedFrom: 0)
        takeovers.takeOver([column])
    }

    /// Selects the first row of `column` whose value is `value`; a date's month also by the name it
    /// shows ("février", any case), as well as by its number ("02").
    /// - Throws: `.badInput` when the column or the value does not exist, the value is blank (spacer
    ///   rows repeat it: select those by index), or its row is disabled.
    public func select(value: String, inColumn column: Int, animated: Bool = true, reportsSelection: Bool = false) throws(PickerError) {
        try requireOpen("select")
        guard engine.model.columns.indices.contains(column) else {
            throw PickerError(.badInput, "select: column \(column) does not exist (the picker has \(engine.model.columns.count.counted("column")))")
        }
        let rows = engine.model.columns[column].rows
        // Trial 49's select(value: "") took the first of several blank spacer rows.
        guard !value.isBlank else {
            throw PickerError(.badInput, "select: the blank value \(value.quotedForMessage) names no row, as blank values may repeat (spacer rows): "
                              + "select such a row by its index (select(row:inColumn:))")
        }
        guard let row = row(withValue: value, inColumn: column) else {
            // Trial 21 (issue 31): "Februar" for a month whose values are "01" to "12" got no hint.
            let shown = showsNames(column) ? rows.row(0).title.map { "; or a name it shows, such as \($0.quotedForMessage)" } ?? "" : ""
            throw PickerError(.badInput, "select: column \(column) \"\(engine.model.columns[column].id)\" has no row with value \"\(value)\" (\(SelectedValueHint.hint(for: value, in: rows))\(shown))")
        }
        // Trial 27: "row 3 … is disabled" named no value of the caller's.
        guard !engine.model.columns[column].isDisabled(row) || !engine.model.columns[column].hasEnabledRow else {
            let why = engine.model.limitReason(row: row, inColumn: column).map { ": it is \($0)" } ?? "; select an enabled row"
            throw PickerError(.badInput, "select: the row with value \(value.quotedForMessage) (row \(row) of column \(column) \"\(engine.model.columns[column].id)\") is disabled\(why)")
        }
        try select(row: row, inColumn: column, animated: animated, reportsSelection: reportsSelection)
    }

    /// Confirms the current selection, as Enter does: the delegate's `didConfirm` is called, and in
    /// `oneshot` mode the picker ends (`outcome` is `.confirmed`). An ended picker ignores it. While
    /// a column whose every row is disabled rests on one, nothing is confirmed: its row is said
    /// unavailable, and the log says why. During a fling, as Enter, it catches the wheel and
    /// confirms nothing: the fling stops where the wheel is and settles on the row in the band,
    /// which the next confirm confirms (a host's Next button bought a dock the user never saw).
    /// - Returns: whether the delegate heard `didConfirm`: a host's own Buy button learns that
    ///   nothing was bought (trial 101).
    @discardableResult
    public func confirm() -> Bool {
        // One confirm at a time: a delegate that confirms as it hears "Confirmed: …" or `didConfirm`
        // confirmed a second time (trial 76's sign got its destination twice).
        guard !isStopped, !isConfirming else { return false }
        defer { frameWanted = true }
        if let reason = glidingReason {
            log("confirm: nothing confirmed: " + reason)
            dispatch(engine.stopFlings(atUs: lastUs), saysSettled: false)
            return false
        }
        return confirmFlow.confirmed(atUs: lastUs) == .confirm && confirmed()
    }

    /// Cancels, as Escape does, whatever `confirm.allow_cancel` says of Escape (it rules the user's
    /// key, not the program: a charger whose car is unplugged while its owner chooses). Every
    /// column stops at the clock's time: a fling where its wheel is, a column under a finger where
    /// the finger lets go (its later moves and lift are nobody's input), a key's step or a select
    /// on its row, each landing at once. Delegate calls: the motion up to now, then `didSelect`
    /// for each column that lands on a new row (`.user`), then `pickerDidCancel`, and nothing of
    /// those motions after it. A `oneshot` picker ends (`outcome` `.cancelled`); a daemon goes on,
    /// its countdown waiting for the next input. An ended picker ignores it.
    /// - Returns: whether the delegate heard `pickerDidCancel`.
    @discardableResult
    public func cancel() -> Bool {
        guard !isClosed, !isStopped, !isConfirming else { return false }
        defer { frameWanted = true }
        let nowUs = max(lastUs, callUs)
        confirmFlow.cancelled()
        return cancelled(atUs: nowUs)
    }

    /// Starts the confirm countdown (`confirm.timeout_s`, `style.confirm.timeoutSeconds`) again
    /// whole from the clock's time, whatever it was doing: a daemon widget shown again, whose
    /// countdown waited for the next input after `cancel()` or a confirm, goes back to its start
    /// screen when nobody touches it, as its screen should (trial 113's charger). A disabled
    /// picker's runs whole once it is enabled. Nothing without a countdown, or once ended.
    public func restartCountdown() {
        guard !isClosed, !isStopped else { return }
        confirmFlow.restart(atUs: Swift.max(lastUs, callUs), held: !engine.isEnabled)
        frameWanted = true
    }

    /// Why a confirm now would confirm nothing, a column still gliding from a fling; nil when none is.
    package var glidingReason: String? { glidingReason(atUs: lastUs) }

    /// Why a confirm at `timeUs` would confirm nothing; nil when it would.
    func glidingReason(atUs timeUs: Int64) -> String? {
        engine.flingingColumn(atUs: timeUs).map { "column \($0) \(engine.model.columns[$0].id.quotedForMessage) was still gliding from a fling, to a row not yet shown; it stops where it is: confirm again" }
    }

    /// Ends the picker (`outcome` `.stopped`, unless it had already ended): `run()` returns, and a
    /// host loop sees `isStopped`.
    public func stop() {
        if outcome == nil { outcome = .stopped }
    }

    // MARK: Content

    /// Replaces the whole config (columns, theme, confirm rules). The countdown runs on through
    /// new rows or colours alone; a config made afresh, or new confirm rules, start it again whole,
    /// unless it waits for input after a confirm or a cancel (a daemon's: an untouched one confirms once).
    ///
    /// When only columns' rows or the theme's colours changed (items, ranges, disabled rows,
    /// colours; the same columns, ids, sizes and fonts), each changed column gets its new rows as
    /// `reloadColumn(_:items:)` describes, and a drag, fling or animation in progress goes on.
    /// Otherwise the picker is made afresh: motions stop where the wheel is, and each column keeps
    /// the value in its band (its selection, unless it moved; the row of an animated `select` or a
    /// key's step still on its way) where a
    /// column with its id and an enabled row with that value still exist (else the new config's `selected`). A date section whose `selected` changed
    /// shows the new date.
    ///
    /// Delegate calls: one `didSelect` for each column (matched by id) whose selected value
    /// changed, in column order; nothing else, and nothing when every value stayed.
    ///
    /// New `power` settings light the panel and restart the idle time; new `feedback` settings
    /// replace `clicksEnabled`.
    ///
    /// - Throws: `.badInput` naming the key of a font or image the new config names that cannot be
    ///   opened (`columns[0].items[3].detail_font: ...`); the picker then goes on as it was.
    public func reload(_ configuration: PickerConfiguration) throws(PickerError) {
        // A closed picker says so in its own words, not a data source's.
        try requireOpen("reload")
        try enterNested("reload", "reload")
        defer { nestedCalls -= 1 }
        var configuration = configuration
        // A new style says nothing of the device: settings it was not given are the running
        // picker's (trial 27: a colour change through the documented restyle turned speech off).
        if let source = configuration.contentSource, source.settings == nil, let dataSource = source.dataSource,
           let kept = self.configuration.contentSource?.settings {
            configuration = try PickerConfiguration(dataSource: dataSource, style: source.style, directory: configuration.directory, settings: kept)
        }
        configuration = try keepingSpeechChoice(configuration)
        // Its frame is the display's, or the host's rectangle, for its life: another size was drawn at the old one without a word.
        let (running, next) = (self.configuration.config, configuration.config)
        // A render target's rectangle is the picker's size whatever a config says: trial 27's reload
        // was refused for the size of a config the rectangle had replaced. A config or style that
        // gives no size keeps the picker's (trial 45: a restyle of a 480x320 picker was refused for
        // the 800x480 a style with no size stands for).
        guard renderTarget != nil || !next.sizeGiven || (next.width, next.height) == (running.width, running.height) else {
            let key = configuration.contentSource == nil ? "size" : "style.width and style.height"
            let refusal = "reload: \(key) \(next.width)x\(next.height): a picker keeps the size it was made with "
                + "(\(running.width)x\(running.height)); make a new Picker for another size"
            // Its fonts and images that cannot be opened are named too, not after the size is fixed (trial 45).
            let unopened = RenderError(naming: PickerRenderer.problems(opening: next.namedFiles, files: configuration.files))
            throw PickerError(.badInput, refusal + (unopened.map { "; also " + configuration.naming(PickerError(.badInput, $0.message)).message } ?? ""))
        }
        do throws(PickerError) {
            try reload(configuration, changedRowsIn: nil)
        } catch {
            throw configuration.naming(error)
        }
    }

    /// `reload(_:)` for an edit that knows which columns' rows it changed (a socket's `set_items`),
    /// so the other columns are not compared row by row; nil compares every column.
    package func reload(_ configuration: PickerConfiguration, changedRowsIn changed: [Int]?) throws(PickerError) {
        try requireOpen("reload")
        try reloadKeepingLargeTextChoice(configuration) { next throws(PickerError) in try reloadAsGiven(next, changedRowsIn: changed) }
    }

    /// `reload(_:changedRowsIn:)` of `configuration` as it is.
    func reloadAsGiven(_ configuration: PickerConfiguration, changedRowsIn changed: [Int]?) throws(PickerError) {
        let config = configuration.config
        let nowUs = callUs
        let previous = self.configuration.config, columnsBefore = engine.model.columns.count, fontBefore = renderer.rowFontSizePx
        let framesBefore = engine.layout.columnFrames
        // A call from the delegate hearing what this reload reports takes over from it (trial 59).
        let mark = takeovers.count
        // Fonts and images are opened, and the rows sized, before anything moves on, so a refused
        // config changes nothing.
        var rebuilt: (PickerEngine, PickerRenderer)?
        var resized = Resizing.none(largeTextNote: renderer.largeTextNote)
        if config.outline != previous.outline {
            rebuilt = try Picker.build(configuration, width: display.width, height: display.height,
                                       writesAlpha: renderTarget?.format == .argb8888Premultiplied)
        } else {
            try openRows(of: configuration)
            resized = try resizing(for: configuration)
            if case .rebuild(let engine, let renderer) = resized { rebuilt = (engine, renderer) }
        }
        let motion = motion(upToUs: nowUs), modelBefore = engine.model
        let events: [TimedPickerEvent]
        // The columns whose motion the reload ends short of a landing: a rebuild's flings, key steps
        // and drags; any reload's drags, whose band row the moved selection takes.
        var stopped: Set<Int> = [], chosen: Set<Int> = []
        if let rebuilt {
            let kept = selection
            // A column under a finger counts too: the reload makes the row in its band the selection.
            let turningIDs = engine.model.ids(ofColumns: engine.movingColumns)
            // A step or a tap on its way lands on the row its user chose, told as theirs.
            let chosenIDs = engine.model.ids(ofColumns: engine.model.columns.indices.filter { engine.chosenTarget(ofColumn: $0) != nil })
            // A motion stops where the wheel is: each column keeps the value in its band now. A select
            // still turning lands on its row (trial 44: a restyle just after a select undid it).
            let stoppedRows = engine.rowsStoppedNow
            let shown = zip(engine.model.columns, stoppedRows).map { column, row in
                SavedState.SelectedValue(columnID: column.id, value: column.row(row).value)
            }
            var (newEngine, newRenderer) = rebuilt
            // A socket's set_feedback outlasts edits that leave the feedback settings alone.
            if config.feedback == previous.feedback { newEngine.clicksEnabled = engine.clicksEnabled }
            newEngine.keepInteraction(of: engine)
            let before = engine
            engine = newEngine
            renderer = newRenderer
            // A quiet select that lands here is the program's own choice, not reported.
            let quietlyLanded = quietSelections
            quietSelections = [:]
            // It lands every motion, and tells what it changed from the values before.
            (reloadRetargetedSelections, overtakenSelections, chosenRowsTaken) = ([], [], [:])
            let reportedIDs = before.model.ids(ofColumns: reportedSelections)
            // A date section given a new `selected` starts there, as a new picker would.
            let redated = config.dateColumnIDs(withSelectedChangedSince: previous)
            engine.restore(shown.filter { !redated.contains($0.columnID) }, atUs: nowUs)
            // Its selections are told below, from the values before and after.
            _ = keepTimes(from: previous, model: before.model, rows: stoppedRows, to: config, atUs: nowUs)
            // A finger on the wheel holds it again where it rests now, and drags it on; its column
            // keeps the selection it had, as the finger has chosen nothing yet.
            engine.holdFingers(of: before, atUs: nowUs)
            for column in engine.heldColumns {
                let pickerColumn = engine.model.columns[column]
                guard let was = kept.first(where: { $0.columnID == pickerColumn.id }), let row = pickerColumn.rows.index(ofValue: was.value),
                      !pickerColumn.isDisabled(row) else { continue }
                engine.keepSelection(row: row, ofHeldColumn: column, atUs: nowUs)
            }
            events = selection.filter { now in quietlyLanded[now.column] != now.value && kept.contains { $0.columnID == now.columnID && $0.value != now.value } }
                .map { TimedPickerEvent(timeUs: nowUs, event: .selectionChanged(column: $0.column, row: $0.row)) }
            // A reported select the rebuild landed is told as the program's; none turns on.
            reportedSelections = engine.model.columns(withIDs: reportedIDs).intersection(events.compactMap { $0.event.cell?.column })
            stopped = engine.model.columns(withIDs: turningIDs)
            chosen = engine.model.columns(withIDs: chosenIDs)
        } else {
            var model = configuration.model
            model.keepDates(of: engine.model, except: config.dateColumnIDs(withSelectedChangedSince: previous))
            let (before, stoppedRows) = (engine.model, engine.rowsStoppedNow)
            stopped = engine.heldColumns
            let replaced = try replaceRows(from: model, columns: changed, atUs: nowUs)
            adopt(resized, rowsOf: config)
            events = replaced + keepTimes(from: previous, model: before, rows: stoppedRows, to: config, atUs: nowUs)
        }
        for note in configuration.model.notes where !self.configuration.model.notes.contains(note) { log(note) }
        if let note = Self.defaultFontNote(from: fontBefore, to: renderer.rowFontSizePx, previous: previous, next: config) { log(note) }
        if config.outline == previous.outline, config.layoutDirection == previous.layoutDirection,
           let note = Self.columnsMovedNote(before: framesBefore, after: engine.layout.columnFrames, ids: engine.model.columns.map(\.id)) {
            log(note)
        }
        self.configuration = configuration
        // New rows on the same screen (a status refresh every few seconds) leave the countdown
        // running: trial 92's screen timeout never ran out. A new screen, or new rules, start it again.
        if rebuilt != nil || config.confirm != previous.confirm { confirmFlow = confirmFlow.reloaded(settings: config.confirm, atUs: nowUs) }
        if !engine.isEnabled { confirmFlow.hold() }
        if config.speech != previous.speech { restartSpeech(config.speech) }
        if TapLimits(config.input) != TapLimits(previous.input) || config.input.encoderLongPress != previous.input.encoderLongPress {
            heldInputs = HeldInputs(input: config.input)
        }
        // New idle times count from now, on a lit panel; other edits (new items every few seconds) keep it dark.
        if config.power != previous.power {
            let previousPower = power.state
            power = IdlePower(settings: config.power, startUs: nowUs)
            apply(previousPower == .awake ? nil : PowerChange(timeUs: nowUs, from: previousPower, to: .awake))
        }
        countdownShown = nil
        frameWanted = true
        report(motion.told(by: RowTranslation(from: modelBefore, to: engine.model)), since: mark, atUs: nowUs)
        let passes = passedUnavailable
        dispatchReload(events, since: mark, replacing: modelBefore, endingMotionsOf: stopped, landingChoicesOf: chosen)
        // The rest of a report under way is about the old screen's columns, and the new one's: all taken over.
        takeovers.takeOver(0..<Swift.max(columnsBefore, engine.model.columns.count), byReload: true)
        if rebuilt == nil { keep(passes) }
    }

    /// Why a reload changed the rows' default font, every row's text growing or shrinking at once;
    /// nil where it kept it, or a size was given. Trial 113's charger gave one current row a reason
    /// under its title, and every column's text shrank by a third with no word.
    static func defaultFontNote(from before: Int, to after: Int, previous: PickerConfig, next: PickerConfig) -> String? {
        guard before != after, previous.theme.fontSizePx == nil, next.theme.fontSizePx == nil,
              previous.theme.largeText == next.theme.largeText else { return nil }
        let why = switch (previous.stacksDetails, next.stacksDetails) {
        case (false, true): "a row has a detail under its title now, and the default is 2/5 of a row's height, not 3/5"
        case (true, false): "no row has a detail under its title now, and the default is 3/5 of a row's height, not 2/5"
        default: "the default fits the titles whole in the band, and they changed"
        }
        return "reload: the rows' default font is \(after) px now, not \(before) px: \(why); give the rows a size of their "
            + "own (theme.font_size, style.fontSize) to keep one size as rows change"
    }

    /// Why a new picker's rows are drawn smaller than the default the docs give; nil where they are
    /// not, or a size was given. Trial 115's centrifuge found its text a size it never chose, and
    /// nothing said that the default had shrunk to fit the titles.
    static func fittedFontNote(_ config: PickerConfig, rowFontSizePx: Int) -> String? {
        let theme = config.theme
        let share = config.stacksDetails ? "2/5" : "3/5"
        let basis = config.fontBasisPx, size = theme.fontSizePx(rowHeightPx: basis, stacksDetails: config.stacksDetails)
        guard theme.fontSizePx == nil, theme.highlightFontSizePx == nil, !theme.largeText, rowFontSizePx < size else { return nil }
        return "the rows' default font is \(rowFontSizePx) px, not \(size) px (\(share) of \(basis) px), so that the titles are whole "
            + "in the band; give the rows a size of their own (theme.font_size, style.fontSize), or the columns more room, to choose it"
    }

    /// Which columns new rows moved sideways, as columns that share the width by need share it
    /// anew; nil where none did. Trial 115's speed column jumped left when a unit switch gave it
    /// "×g" rows for "rpm" ones, and only the docs said why.
    static func columnsMovedNote(before: [Rect], after: [Rect], ids: [String]) -> String? {
        guard before.count == after.count, after.count == ids.count else { return nil }
        let moved = ids.indices.filter { before[$0].x != after[$0].x || before[$0].width != after[$0].width }
        guard let first = moved.first else { return nil }
        let more = moved.count > 1 ? " (and \((moved.count - 1).counted("more column")) moved)" : ""
        return "reload: the columns share the width anew for the new rows: column \(first) \(ids[first].quotedForMessage) is \(after[first].width) px "
            + "wide at x \(after[first].x) now, not \(before[first].width) px at x \(before[first].x)\(more); give the columns widths of their own "
            + "(a config column's or section's \"width\", a data source's widthFractions) to keep them in place as rows change"
    }

    /// What new rows in a config of the same outline change in how the picker is sized.
    enum Resizing {
        /// The same sizes: the new rows change at most what large text says it loses of them.
        case none(largeTextNote: String?)
        /// Sections or columns that share by need, or a default font fitted to the titles, take
        /// new widths or a new size, or the rows new colours; the scroll axis stays, so motions go on.
        case reshare(model: PickerModel, renderer: PickerRenderer)
        /// The scroll axis changes too (a horizontal picker's items sized to its widest title).
        case rebuild(engine: PickerEngine, renderer: PickerRenderer)
    }

    /// Sizes `configuration`'s rows as a new picker would: "home-5G" given by `set_items` to a
    /// column sized for "cafe" was cut until another change shared the widths again.
    func resizing(for configuration: PickerConfiguration) throws(PickerError) -> Resizing {
        let sized = try Picker.sized(configuration, width: display.width, height: display.height,
                                     writesAlpha: renderTarget?.format == .argb8888Premultiplied)
        // New colours are drawn by the renderer that has them.
        if sized.renderer.sizesLike(renderer), configuration.config.theme == self.configuration.config.theme {
            return .none(largeTextNote: sized.renderer.largeTextNote)
        }
        if engine.canReshare(sized.model, layout: sized.layout) { return .reshare(model: sized.model, renderer: sized.renderer) }
        return .rebuild(engine: PickerEngine(config: configuration.config, model: sized.model, layout: sized.layout), renderer: sized.renderer)
    }

    /// Logs what large text costs, or what the band cuts of a date's months, where it says something new.
    private func logNote(_ note: String?, replacing old: String?) {
        if note != old, let note { log(note) }
    }

    /// After the engine took `config`'s new rows: draws them with the widths and fonts `resizing`
    /// sized, or lets the renderer drop what only the old rows needed. A rebuild was taken already.
    func adopt(_ resizing: Resizing, rowsOf config: PickerConfig) {
        switch resizing {
        case .none(let note):
            renderer.close(rowsNotIn: config)
            // A reload whose new trailing text large text leaves out said nothing where the sizes
            // stayed (trial 83's readout lost "-1234567.890 mm" with the note and the log silent).
            let old = renderer.largeTextNote
            renderer.largeTextNote = note
            logNote(note, replacing: old)
        case .reshare(let model, let resized):
            engine.reshare(model, layout: resized.layout)
            renderer = resized
        case .rebuild:
            break
        }
    }

    /// Opens the fonts and images `config`'s rows name in the renderer that will draw them.
    func openRows(of configuration: PickerConfiguration) throws(PickerError) {
        do throws(RenderError) {
            try renderer.open(rowsOf: configuration.config, files: configuration.files)
        } catch {
            throw PickerError(.badInput, "\(error)")
        }
    }

    /// Gives each of `columns` (nil: every column) whose rows differ in `model` (which has the
    /// picker's outline) its new rows.
    private func replaceRows(from model: PickerModel, columns: [Int]?, atUs nowUs: Int64) throws(PickerError) -> [TimedPickerEvent] {
        var events: [TimedPickerEvent] = []
        for index in columns ?? Array(model.columns.indices) where model.columns.indices.contains(index) {
            let (column, current) = (model.columns[index], engine.model.columns[index])
            guard column.rows != current.rows || column.disabledRows != current.disabledRows else { continue }
            events += try replaceRows(inColumn: index, with: column.rows, disabledRows: column.disabledRows, atUs: nowUs)
        }
        return events
    }

    /// Replaces the rows of one column with `items` (their text is their value); the other
    /// columns go on moving undisturbed.
    ///
    /// The selection follows its value while a row with it exists and is enabled; otherwise it
    /// moves to the enabled row nearest to where it was. The item in the selection band stays
    /// there: rows inserted or removed before it leave a drag with the same item under the finger,
    /// and a fling, key move or animation heading for the same item (or, when that item went,
    /// the nearest enabled row).
    ///
    /// Delegate calls: one `didSelect` when the selected value changed (it went, or was disabled),
    /// nothing otherwise, even when its row index moved (read `selection`). Never `didHighlightRow`:
    /// the column shows other rows, it did not move. A motion in progress reports as usual later.
    /// `configuration` shows the new rows afterwards.
    /// - Throws: `.badInput` for a column that does not exist or is a date or time section's, no items, or
    ///   an item longer than a row's text may be (1,024 bytes of UTF-8, as in a config).
    public func reloadColumn(_ column: Int, items: [String]) throws(PickerError) {
        try requireOpen("reloadColumn")
        try enterNested("reloadColumn", "reload")
        defer { nestedCalls -= 1 }
        // The column first: a data-source picker was sent to reloadColumn(9), which then said
        // column 9 does not exist (trial 96).
        let entries = engine.model.directory.entries
        guard entries.indices.contains(column) else {
            throw PickerError(.badInput, "reloadColumn: column \(column) does not exist (the picker has \(entries.count.counted("column")))")
        }
        // Rows given here would leave the data source behind, and its next reload would undo them.
        guard configuration.contentSource == nil else {
            throw PickerError(.badInput, "reloadColumn(_:items:): this picker's rows come from its data source; "
                              + "change what it answers and call reloadColumn(\(column)) or reloadData()")
        }
        guard !items.isEmpty else {
            throw PickerError(.badInput, "reloadColumn: items is empty; a column needs at least one row")
        }
        if let problem = RangeConfig.itemCountProblem(items.count) { throw PickerError(.badInput, "reloadColumn: items \(problem)") }
        for (index, item) in items.enumerated() {
            if let problem = ItemConfig.textProblem(item) { throw PickerError(.badInput, "reloadColumn: items[\(index)]: \(problem)") }
        }
        let rows = items.map { ItemConfig(text: $0) }
        // An item is its row's text and value at once: rows that show one text twice need values of
        // their own, which a data source or a config gives (trial 40 was sent to the socket's command).
        if let (index, earlier) = ItemConfig.firstRepeatedValue(in: rows) {
            throw PickerError(.badInput, "reloadColumn: items[\(index)] \(items[index].quotedForMessage) is items[\(earlier)] too; each item is its row's value, "
                              + "which must be its own (selections, saved state and select(value:inColumn:) find a row by it); "
                              + "for rows that show the same text, give them values of their own in a data source or a config")
        }
        // `configuration` says what the picker shows: a later reload or `setLargeText` starts from it.
        guard let document = ColumnItemsEdit.settingItems(items.map(JSONValue.string), column: entries[column],
                                                          keepingValue: selection[column].value, in: configuration.document) else {
            let (section, owner) = timeColumns(inSection: entries[column].section) == nil ? ("date", "calendar") : ("time", "clock")
            throw PickerError(.badInput, "reloadColumn: column \(column) \"\(entries[column].id)\" is a \(section) section's; its rows are the "
                              + "\(owner)'s (reload(_:) a config whose \(section) section says otherwise)")
        }
        let next: PickerConfiguration
        do throws(ConfigError) {
            next = try PickerConfiguration(document: document, directory: configuration.directory, files: configuration.files)
        } catch {
            throw PickerError(.badInput, "reloadColumn: \(error)")
        }
        do throws(PickerError) {
            try reloadRows(inColumn: column, with: .items(rows), of: next)
        } catch {
            throw PickerError(error.kind, "reloadColumn: \(error.message)")
        }
    }

    /// A one-column reload at the clock's time to `next`, sized as `resizing` says: the motion up to
    /// now is reported as usual, then the reload's own events. The picker is `next`'s before the
    /// delegate hears either: trial 64's `setLargeText` in the reload's `didSelect` read the old
    /// configuration, drew its rows, and a reload made there was undone when the outer one ended.
    func reloadRows(inColumn column: Int, with rows: ColumnRows, disabledRows: Set<Int> = [], of next: PickerConfiguration,
                    resizing: Resizing? = nil) throws(PickerError) {
        let nowUs = callUs, mark = takeovers.count
        let motion = motion(upToUs: nowUs), modelBefore = engine.model
        // A finger's column whose selection the reload moves takes the row in its band: said as
        // that row's landing, after its `didSelect` (trial 72 heard `moved_text` before it).
        let held = engine.heldColumns
        let events = try replaceRows(inColumn: column, with: rows, disabledRows: disabledRows, atUs: nowUs)
        let previous = configuration.config, fontBefore = renderer.rowFontSizePx, framesBefore = engine.layout.columnFrames
        configuration = next
        adopt(resizing ?? .none(largeTextNote: renderer.largeTextNote), rowsOf: next.config)
        if let note = Self.defaultFontNote(from: fontBefore, to: renderer.rowFontSizePx, previous: previous, next: next.config) { log(note) }
        if let note = Self.columnsMovedNote(before: framesBefore, after: engine.layout.columnFrames, ids: engine.model.columns.map(\.id)) { log(note) }
        report(motion.told(by: RowTranslation(from: modelBefore, to: engine.model)), since: mark, atUs: nowUs)
        let passes = passedUnavailable
        dispatchReload(events, since: mark, replacing: modelBefore, endingMotionsOf: held)
        takeovers.takeOver([column], byReload: true)
        keep(passes)
    }

    /// `passes`, the disabled rows steps passed over before a reload that let motions go on, kept
    /// where the step still lands on its row and the row it passed is there and disabled, in its
    /// words now: trial 92's status reload, every few seconds, lost "M1, 23 min, unavailable".
    func keep(_ passes: [Int: PassedRow]) {
        passedUnavailable = passes.compactMapValues { passed in
            guard engine.model.columns.indices.contains(passed.column) else { return nil }
            let column = engine.model.columns[passed.column]
            let landing = column.wrap(engine.headingRows[passed.column])
            guard column.row(landing).value == passed.landingValue, let row = column.rows.index(ofValue: passed.passedValue),
                  column.isDisabled(row) else { return nil }
            return PassedRow(column: passed.column, landing: landing, landingValue: passed.landingValue, passedValue: passed.passedValue,
                             words: spoken(row: row, inColumn: passed.column), mark: takeovers.count)
        }
    }

    /// Shows new rows in one column while the others keep moving; returns the reload's events
    /// (the engine must be at `nowUs` already, so none are the motion's).
    func replaceRows(inColumn column: Int, with rows: ColumnRows, disabledRows: Set<Int> = [], atUs nowUs: Int64) throws(PickerError) -> [TimedPickerEvent] {
        frameWanted = true
        let goingTo = engine.model.columns[column].row(engine.headingRows[column]).value
        let chosen = engine.chosenTarget(ofColumn: column).map { (value: engine.model.columns[column].row($0).value,
                                                                   words: spoken(row: $0, inColumn: column)) }
        let events: [TimedPickerEvent]
        do throws(PickerEngineError) {
            events = try engine.replaceRows(inColumn: column, with: rows, disabledRows: disabledRows, atUs: nowUs)
        } catch {
            throw PickerError(.badInput, error.message)
        }
        // A select whose row went (or was disabled) turns on to another, which the program did not
        // choose: it is told where it lands, as the reload's (trial 71's quiet select went untold;
        // trial 73's reported one was told as `.select`).
        let heading = engine.model.columns[column].row(engine.headingRows[column]).value
        if heading != goingTo, quietSelections[column] != nil || reportedSelections.contains(column) {
            quietSelections[column] = nil
            reportedSelections.remove(column)
            reloadRetargetedSelections.insert(column)
        }
        // A key's step or a tap whose row went turns elsewhere, often back to where it left: the
        // user who asked for that row hears it is gone (trial 73 heard silence).
        // Said as the row reads now where it is still there, disabled ("9, withdrawn": trial 76 heard
        // the words it had before), else as it read.
        if let chosen, heading != goingTo {
            let now = engine.model.columns[column].rows.index(ofValue: chosen.value).map { spoken(row: $0, inColumn: column) }
            chosenRowsTaken[column] = now ?? chosen.words
        }
        // A fling or a step on its way to another row lands where it lands: the row it left, taken
        // away or disabled under it, moves the selection, told as the reload's (`.reload`) and not
        // said; the landing is told where it lands on another row, and said where it comes to rest
        // (trial 94 heard "Not available, now Programme 4", a row the wheel never showed, as it
        // flung on to 25; trial 117's program, told nothing, held a value `selection` no longer had).
        let selected = engine.model.columns[column].selectedRow
        let moved = TimedPickerEvent(timeUs: nowUs, event: .selectionChanged(column: column, row: selected))
        if events.contains(moved), engine.movingColumns.contains(column), !engine.heldColumns.contains(column),
           quietSelections[column] == nil, !reportedSelections.contains(column),
           engine.model.columns[column].wrap(engine.headingRows[column]) != selected {
            movedUnderAMotion.insert(column)
        }
        return events
    }

    /// Selects saved values by column id at once, with no delegate calls; ids and values that no longer exist are skipped.
    package func restore(_ values: [SavedState.SelectedValue]) {
        engine.restore(values, atUs: callUs)
        frameWanted = true
    }

    /// Appends every input the loop hands the engine from now on to `file`, as trace lines that
    /// `panel-picker simulate` replays (docs/input.md), after the selection as it stands now. A
    /// reload or a socket's change is not input: a replay across one may part from the run. The
    /// file stays the caller's to close, after the picker.
    package func recordInput(to file: FileDescriptor) {
        inputRecording?.stop()
        let recording = InputRecording(file: file, engineStartUs: engineStartUs, log: log)
        let nowUs = callUs
        recording.record(engine.selection.enumerated().map { (.select(column: $0.offset, row: $0.element, animated: false), nowUs) })
        inputRecording = recording
    }

    /// The terminal window changed size (SIGWINCH): the preview is fitted again.
    package func terminalWindowDidResize() throws(PickerError) {
        do {
            try terminal?.windowDidResize()
        } catch {
            throw PickerError(.device, "terminal: \(error)")
        }
    }

    /// The model the engine keeps (for `panel-picker`'s reports).
    package var model: PickerModel { engine.model }

    // MARK: The frame

    /// The picture on the display now (for the panel backends, drawn afresh the same way). A
    /// closed picker's is drawn afresh too: a render target's buffer is the host's to free then.
    public var frame: PickerFrame {
        let alpha = renderTarget?.format == .argb8888Premultiplied
        if !isClosed, let picture = display.shownPicture { return PickerFrame(copying: picture, alpha: alpha) }
        let buffer = PixelBuffer(width: display.width, height: display.height, format: .xrgb8888)
        // The renderer remembers what it drew last; drawing elsewhere means the next frame is drawn whole.
        renderer.invalidate()
        renderer.render(model: engine.model, offsets: engine.offsets, into: buffer, countdown: countdownShown, focus: engine.markedFocus,
                        disabled: !engine.isEnabled)
        renderer.invalidate()
        frameWanted = true
        return PickerFrame(copying: buffer, alpha: alpha)
    }
}

/// One user at a time: a picker is handed over whole or not at all.
@available(*, unavailable)
extension Picker: Sendable {}
