import PanelPicker
import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// `panel-picker run`: the kiosk, built on the `PanelPicker` library's own-loop API.
struct RunCommand {
    static let version = "0.1.0"

    static let usage = """
    usage: panel-picker run --config FILE [--backend auto|drm|fbdev|terminal|offscreen]

    Shows the picker and serves it until it is confirmed, cancelled or stopped.

    options:
      --config FILE      the picker's config (JSON; see docs/config.md). Required.
      --backend NAME     where to draw (default: the config's display.backend, else auto):
                           drm        the panel through DRM/KMS, input from evdev devices
                           fbdev      the panel through a Linux framebuffer (display.fbdev,
                                      else the first /dev/fb*), input from evdev devices
                           terminal   a preview in this terminal (arrow keys, Tab, Enter,
                                      Escape, mouse wheel and clicks; Ctrl-C quits)
                           offscreen  memory only: driven over the control socket
                           auto       drm when a KMS device is usable, else fbdev when the
                                      active console is in text mode and no DRM master holds
                                      the display, else terminal when standard output is a
                                      terminal, else offscreen
      -h, --help         this text

    Confirming (Enter, a tap on the selected row with confirm.tap_selected, the
    confirm.timeout_s countdown, or the socket's confirm) prints the selection as
    {"selection": [{"column", "id", "row", "value"}, ...]} on standard output,
    writes it atomically to confirm.result_file, and exits 0; with "mode": "daemon"
    it is reported and the picker keeps running. Escape cancels (exit 1) when
    confirm.allow_cancel. SIGTERM and SIGINT restore the display, print the
    selection and exit 0; SIGHUP re-reads the config file (a bad one is logged and
    the running config kept) and moves the control socket if its section changed.

    The control socket (docs/control.md) is control.socket, else
    $RUNTIME_DIRECTORY/control.sock, else /run/panel-picker/control.sock, or the
    socket systemd passes (LISTEN_FDS). Socket changes and the last settled
    selection are saved in $STATE_DIRECTORY/state, else /var/lib/panel-picker/state.
    Under systemd: READY=1 after the first frame, STATUS=, RELOADING=1, STOPPING=1,
    WATCHDOG=1 (NOTIFY_SOCKET, WATCHDOG_USEC). Logs go to standard error.

    Exit codes: 0 confirmed or stopped, 1 cancelled, 2 bad input (options, config,
    another instance on the socket), 3 no usable display or device.
    """

    var configPath = ""
    var backend: PickerBackend?

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            switch option {
            case "--config": configPath = value
            case "--backend":
                guard let parsed = PickerBackend(rawValue: value) else {
                    throw UsageError("--backend expects auto, drm, fbdev, terminal or offscreen, got '\(value)'")
                }
                backend = parsed
            default: throw UsageError("unknown option '\(option)'")
            }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }

    /// Runs the kiosk; returns the exit status.
    func run(mainStartUs: Int64) -> Int32 {
        let log = KioskLog()
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath)
        } catch {
            log.error("cannot read config \(configPath): \((error as? SystemError)?.reason ?? "\(error)")")
            return 2
        }
        let directory = FileSystem.directoryName(of: configPath)
        let fileConfiguration: PickerConfiguration
        do throws(PickerError) {
            fileConfiguration = try PickerConfiguration(jsonBytes: bytes, directory: directory, source: configPath)
        } catch {
            log.error(error.message)
            return 2
        }
        let fingerprint = StateFile.fingerprint(bytes)
        let store = StateStore(directory: StateStore.resolveDirectory(stateDirectoryVariable: FileSystem.environment("STATE_DIRECTORY")))
        let saved = loadState(store, fingerprint: fingerprint, directory: directory, log: log)

        // Before the display is touched, so a signal at any later moment is handled by the loop and restores it.
        let signals: SignalDescriptor
        do {
            signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt, SignalNumber.hangUp, SignalNumber.windowChanged])
        } catch {
            log.error("\(error)")
            return 3
        }
        let picker: Picker
        do throws(PickerError) {
            picker = try Picker(configuration: saved?.configuration ?? fileConfiguration, backend: backend, log: { log.info($0) })
        } catch {
            log.error(error.message)
            return error.kind == .badInput ? 2 : 3
        }
        if picker.backend == .terminal { log.holdWhileTerminalPreviewShows() }
        log.info("display: \(picker.displaySummary)")
        if let saved { picker.restore(saved.state.selection, atUs: picker.clock.nowUs()) }

        let opener = ControlSocketOpener(runtimeDirectory: FileSystem.environment("RUNTIME_DIRECTORY"), version: RunCommand.version, log: log)
        let server: ControlServer?
        let notifier: ServiceNotifier?
        do {
            let activated = try SocketActivation.takeFromEnvironment()
            let passed = activated.first { $0.name == "control" } ?? activated.first
            server = try opener.open(picker.configuration.control, activated: passed?.fd)
            notifier = try ServiceNotifier.fromEnvironment()
        } catch {
            picker.close()
            log.release()
            log.error("control socket: \(error)")
            return 2
        }
        if let path = server?.listener.path { log.info("control socket: \(path)") }
        let kiosk = Kiosk(picker: picker, configPath: configPath, fileFingerprint: fingerprint,
                          changedOverSocket: saved?.state.config(forFileFingerprint: fingerprint) != nil,
                          notifier: notifier, store: store, log: log, controlOpener: opener)
        kiosk.server = server
        picker.delegate = kiosk
        let loop = KioskLoop(kiosk: kiosk, signals: signals, mainStartUs: mainStartUs)
        let failure = loop.run()

        let stopUs = MonotonicClock.nowUs()
        kiosk.notify([.stopping])
        loop.drainReplies()
        kiosk.server?.close()
        picker.close()
        kiosk.releaseOutput()
        log.release()
        for problem in picker.shutdownProblems { log.warning(problem) }
        logLatency(picker.inputToScreenUs, log: log)
        if let failure {
            log.error(failure.message)
            return failure.kind == .badInput ? 2 : 3
        }
        switch kiosk.finish {
        case .confirmed?:
            return 0
        case .cancelled?:
            return 1
        case .stopped(let why)?:
            log.info("\(why): display restored in \(milliseconds(MonotonicClock.nowUs() - stopUs)) ms")
            kiosk.printOutput(kiosk.resultDocument.serialized)
            return 0
        case nil:
            return 0
        }
    }

    /// The saved state, when there is a usable one; the config it holds when it was made from this config file.
    private func loadState(_ store: StateStore, fingerprint: String, directory: String, log: KioskLog)
        -> (state: SavedState, configuration: PickerConfiguration?)? {
        let payload: [UInt8]
        do {
            switch try store.load() {
            case .none: return nil
            case .payload(let bytes): payload = bytes
            case .setAside(let reason, let keptAt):
                log.warning("saved state \(store.path) is unusable (\(reason)); kept as \(keptAt), starting from the config")
                return nil
            }
        } catch {
            log.warning("cannot read the saved state in \(store.path): \((error as? SystemError)?.reason ?? "\(error)"); starting from the config")
            return nil
        }
        do {
            let state = try SavedState.decode(payload)
            guard let document = state.config(forFileFingerprint: fingerprint) else { return (state, nil) }
            return (state, try PickerConfiguration(document: document, directory: directory))
        } catch {
            let kept = (try? store.setAside()) ?? "(could not be moved aside)"
            log.warning("saved state \(store.path) is unusable (\(error)); kept as \(kept), starting from the config")
            return nil
        }
    }

    /// Input to screen: from an event's kernel stamp to the flip event of the first frame showing it.
    private func logLatency(_ samplesUs: [Int64], log: KioskLog) {
        guard !samplesUs.isEmpty else { return }
        let sorted = samplesUs.sorted()
        log.info("input to screen over \(sorted.count) frames: median \(milliseconds(sorted[sorted.count / 2])) ms, "
            + "max \(milliseconds(sorted[sorted.count - 1])) ms")
    }
}

/// Milliseconds with one decimal, for logs.
func milliseconds(_ us: Int64) -> String {
    let tenths = (us + 50) / 100
    return "\(tenths / 10).\(abs(tenths % 10))"
}

/// Runs `run` and returns the exit status.
func runRun(_ arguments: [String], mainStartUs: Int64) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(RunCommand.usage)
        return 0
    }
    do throws(UsageError) {
        return try RunCommand(arguments: arguments).run(mainStartUs: mainStartUs)
    } catch {
        StandardStreams.printError("panel-picker run: \(error)\n\(RunCommand.usage)")
        return 2
    }
}
