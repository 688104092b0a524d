import PanelPicker
import PickerControl
import PickerDisplay
import PickerService
import PickerSystem

/// `run`'s one `EventLoop`, with its sources in the order they hear each turn's
/// news: the signal pipe, the control socket with its clients, the picker
/// (display, input, terminal), the saved state's next write and the watchdog's
/// next ping. With nothing due, poll() sleeps until a descriptor wakes it.
package final class KioskLoop {
    private let kiosk: Kiosk
    private let signals: SignalDescriptor
    private let mainStartUs: Int64
    private let loop: EventLoop
    private var readySent = false
    private var inputOpeningLogged = false

    package init(kiosk: Kiosk, signals: SignalDescriptor, mainStartUs: Int64) {
        self.kiosk = kiosk
        self.signals = signals
        self.mainStartUs = mainStartUs
        let picker = kiosk.picker
        loop = EventLoop(clock: picker.clock.nowUs)
        loop.add(ReadableSource(signals.descriptor) { [unowned self] in try handleSignals() })
        loop.add(ControlServerSource(kiosk: kiosk))
        loop.add(PickerSource(picker) { [unowned self] in pickerDidTurn() })
        loop.add(SaveSource(kiosk: kiosk))
        if let watchdog = Watchdog(watchdogUSec: FileSystem.environment("WATCHDOG_USEC"), watchdogPID: FileSystem.environment("WATCHDOG_PID"),
                                   processID: Identity.processID, nowUs: loop.readClock()) {
            loop.add(WatchdogSource(watchdog, kiosk: kiosk))
        }
    }

    /// Runs until the kiosk finishes; returns the error that ended it early, if one did.
    package func run() -> PickerError? {
        while kiosk.finish == nil {
            do {
                try turn()
            } catch let error as PickerError {
                return error
            } catch {
                return PickerError(.device, "\(error)")
            }
        }
        return nil
    }

    /// One turn of the loop: one poll(), then every source that is ready or due.
    package func turn() throws {
        try loop.turn { kiosk.finish != nil }
    }

    /// systemd hears READY as soon as the first frame is on screen, before anything later in the turn.
    private func pickerDidTurn() {
        let picker = kiosk.picker
        if !readySent, let first = picker.firstFrame {
            readySent = true
            logFirstFrame(first)
            kiosk.notify([.ready, .status(kiosk.statusText)])
        }
        if !inputOpeningLogged, let opening = picker.inputOpening {
            inputOpeningLogged = true
            kiosk.log.info(FirstFrameReport.inputLine(tookUs: opening.tookUs))
        }
        if picker.isStopped && kiosk.finish == nil { kiosk.stop("Ctrl-C") }
    }

    private func handleSignals() throws {
        for signal in try signals.readSignals() {
            switch signal {
            case SignalNumber.hangUp:
                kiosk.reloadConfigFile()
            case SignalNumber.windowChanged:
                do throws(PickerError) {
                    try kiosk.picker.terminalWindowDidResize()
                } catch {
                    kiosk.log.warning(error.message)
                }
            case SignalNumber.interrupt:
                kiosk.stop("SIGINT")
            default:
                kiosk.stop("SIGTERM")
            }
        }
    }

    /// Gives clients a moment (at most 100 ms) to receive replies still queued,
    /// so the `confirm` that ended the run is answered.
    package func drainReplies() {
        guard let server = kiosk.server else { return }
        let drain = EventLoop(clock: kiosk.picker.clock.nowUs)
        let source = DrainSource(server: server, endUs: drain.readClock() + 100_000)
        drain.add(source)
        while server.hasPendingOutput, drain.readClock() < source.endUs {
            guard (try? drain.turn()) != nil else { return }
        }
    }

    private func logFirstFrame(_ timing: FrameTiming) {
        kiosk.log.info(FirstFrameReport.line(onScreenUs: timing.onScreenUs, mainStartUs: mainStartUs, processStartUs: MonotonicClock.processStartUs()))
        kiosk.log.info(FirstFrameReport.stepsLine(kiosk.picker.startup, frame: timing, mainStartUs: mainStartUs))
        kiosk.log.info("flip cycle \(milliseconds(timing.onScreenUs - timing.drawStartUs)) ms: draw \(milliseconds(timing.commitUs - timing.drawStartUs)) ms, "
            + "commit to on screen \(milliseconds(timing.onScreenUs - timing.commitUs)) ms")
    }
}

/// The picker, followed by what the kiosk does after each of its turns.
private final class PickerSource: EventSource {
    private let picker: Picker
    private let didTurn: () -> Void

    init(_ picker: Picker, didTurn: @escaping () -> Void) {
        self.picker = picker
        self.didTurn = didTurn
    }

    var watchedDescriptors: [PollDescriptor] { picker.watchedDescriptors }
    var wakeUs: Int64? { picker.wakeUs }

    func handle(ready: [PollDescriptor], nowUs: Int64) throws {
        try picker.handle(ready: ready, nowUs: nowUs)
        didTurn()
    }
}

/// The control socket's listener and clients, the server a SIGHUP may have replaced included.
private final class ControlServerSource: EventSource {
    private let kiosk: Kiosk
    /// The server whose descriptors were polled: after a SIGHUP replaced it, they are the old one's.
    private var polled: ControlServer?

    init(kiosk: Kiosk) { self.kiosk = kiosk }

    var watchedDescriptors: [PollDescriptor] {
        polled = kiosk.server
        return polled?.pollDescriptors ?? []
    }

    var wakeUs: Int64? { polled?.wakeUs }

    func handle(ready: [PollDescriptor], nowUs: Int64) {
        guard let server = polled, server === kiosk.server else { return }
        server.serve(ready: ready, nowUs: nowUs, handler: kiosk)
    }
}

/// The saved state's next write, once a change has settled.
private final class SaveSource: EventSource {
    private let kiosk: Kiosk
    init(kiosk: Kiosk) { self.kiosk = kiosk }
    var watchedDescriptors: [PollDescriptor] { [] }
    var wakeUs: Int64? { kiosk.nextSaveUs }
    func handle(ready: [PollDescriptor], nowUs: Int64) { kiosk.saveIfDue(nowUs: nowUs) }
}

/// systemd's watchdog: `WATCHDOG=1` at every ping time.
private final class WatchdogSource: EventSource {
    private var watchdog: Watchdog
    private let kiosk: Kiosk

    init(_ watchdog: Watchdog, kiosk: Kiosk) {
        self.watchdog = watchdog
        self.kiosk = kiosk
    }

    var watchedDescriptors: [PollDescriptor] { [] }
    var wakeUs: Int64? { watchdog.nextPingUs }
    func handle(ready: [PollDescriptor], nowUs: Int64) {
        if watchdog.takePingIfDue(nowUs: nowUs) { kiosk.notify([.watchdog]) }
    }
}

/// The replies still queued when the run ends, until they are out or the time is up.
private final class DrainSource: EventSource {
    private let server: ControlServer
    let endUs: Int64

    init(server: ControlServer, endUs: Int64) {
        self.server = server
        self.endUs = endUs
    }

    var watchedDescriptors: [PollDescriptor] {
        server.pollDescriptors.map { PollDescriptor(fd: $0.fd, events: $0.events.intersection(.writable)) }
    }

    var wakeUs: Int64? { endUs }

    func handle(ready: [PollDescriptor], nowUs: Int64) {
        for descriptor in ready { server.handleWritable(descriptor.fd) }
    }
}
