import PanelPicker
import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// `panel-picker run` once its arguments are parsed: reads the config and the saved
/// state, opens the display, the signals and the control socket, runs the kiosk's loop
/// and restores everything on the way out.
package struct KioskLaunch {
    package static let version = "0.1.0"

    package let configPath: String
    /// nil: the config's `display.backend`, else auto.
    package let backend: PickerBackend?
    /// `--record-input`: where the input goes as a trace, if anywhere.
    package let inputRecordPath: String?

    package init(configPath: String, backend: PickerBackend?, inputRecordPath: String? = nil) {
        self.configPath = configPath
        self.backend = backend
        self.inputRecordPath = inputRecordPath
    }

    /// Runs the kiosk; returns the exit status.
    package func run(mainStartUs: Int64) -> Int32 {
        let log = KioskLog()
        // A kiosk runs for months and takes lists over its socket: what a large one used is given back.
        HeapPolicy.unmapLargeBlocksWhenFreed()
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath, limit: PickerConfig.maximumFileBytes)
        } catch {
            log.error("cannot read config \(configPath): \(SystemError.reason(of: error))")
            return 2
        }
        let directory = FileSystem.directoryName(of: configPath)
        let fileConfiguration: PickerConfiguration
        do throws(PickerError) {
            fileConfiguration = try PickerConfiguration(jsonBytes: bytes, directory: directory, source: ConfigError.naming(file: configPath))
        } catch {
            log.error(error.message)
            return 2
        }
        let fingerprint = StateFile.fingerprint(bytes)
        let directories = ServiceDirectories.current()
        let store = StateStore.forConfig(configPath, directories: directories)
        if store == nil {
            log.warning("saved state: no folder for it (not root, and none of STATE_DIRECTORY, XDG_STATE_HOME and HOME is set); the selection is not kept across restarts")
        }
        var saved = store.flatMap { loadState($0, fingerprint: fingerprint, file: fileConfiguration, log: log) }

        // Before the display is touched: a path that cannot be written stops nothing that was started.
        var inputRecord: FileDescriptor?
        if let inputRecordPath {
            do {
                // Only its owner reads it: a trace shows what was chosen.
                inputRecord = try FileDescriptor.open(inputRecordPath, [.writeOnly, .create, .truncate, .noControllingTerminal],
                                                      permissions: 0o600)
            } catch {
                log.error("--record-input \(inputRecordPath): \(SystemError.reason(of: error))")
                return 2
            }
        }
        defer { inputRecord?.close() }
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
            do throws(PickerError) {
                picker = try Picker(configuration: saved?.configuration ?? fileConfiguration, backend: backend, log: { log.info($0) }, isService: true)
            } catch where error.kind == .badInput && saved?.configuration != nil {
                // A saved font or image that cannot be opened now (gone, swapped for a link or a FIFO)
                // must not stop the start: the state goes aside and the config file's values are used.
                let kept = (try? store?.setAside()).flatMap { $0 } ?? "(could not be moved aside)"
                log.warning("saved state \(store?.path ?? ""): \(error.message); kept as \(kept), starting from the config")
                saved = nil
                picker = try Picker(configuration: fileConfiguration, backend: backend, log: { log.info($0) }, isService: true)
            }
        } catch {
            // Bad input here is a font or image the config file names that cannot be opened, named
            // after the file (`config FILE: …`) by the configuration it came from.
            log.error(error.message)
            return error.kind == .badInput ? 2 : 3
        }
        if picker.backend == .terminal { log.holdWhileTerminalPreviewShows() }
        log.info("display: \(picker.displaySummary)")
        if let saved { picker.restore(saved.state.selection) }
        if let inputRecord { picker.recordInput(to: inputRecord) }

        let opener = ControlSocketOpener(directories: directories, version: KioskLaunch.version, log: log)
        let server: ControlServer?
        let notifier: ServiceNotifier?
        do {
            let activated = try SocketActivation.takeFromEnvironment()
            let passed = activated.first { $0.name == "control" } ?? activated.first
            server = try opener.openAtStart(picker.configuration.control, activated: passed?.fd)
            notifier = try ServiceNotifier.fromEnvironment()
        } catch {
            picker.close()
            log.release()
            log.error("control socket: \(error)")
            return 2
        }
        if let server { log.info("control socket: \(server.listener.address ?? "passed by systemd")") }
        let config = picker.configuration.config
        if picker.backend == .offscreen && server == nil && (config.confirm.timeoutSeconds == nil || config.mode == .daemon) {
            // Memory takes no input: with no socket nothing could ever change, confirm or end it but a signal.
            picker.close()
            log.release()
            log.error("offscreen with no control socket, nothing could ever confirm this picker: give it a socket "
                      + "(control.socket, or XDG_RUNTIME_DIR), a confirm.timeout_s in oneshot mode, or another --backend")
            return 2
        }
        let kiosk = Kiosk(picker: picker, configPath: configPath, fileFingerprint: fingerprint,
                          changedOverSocket: saved?.state.config(forFileFingerprint: fingerprint) != nil,
                          notifier: notifier, store: store, log: log, controlOpener: opener)
        kiosk.server = server
        picker.delegate = kiosk
        let loop = KioskLoop(kiosk: kiosk, signals: signals, mainStartUs: mainStartUs)
        let failure = loop.run()
        kiosk.flushState()

        let stopUs = picker.clock.nowUs()
        kiosk.notify([.stopping])
        loop.drainReplies()
        kiosk.server?.close()
        picker.close()
        kiosk.releaseOutput()
        log.release()
        for problem in picker.shutdownProblems { log.warning(problem) }
        logLatency(picker.inputToScreen, log: log)
        logFrameGaps(picker.frameGaps, log: log)
        if let failure {
            log.error(failure.message)
            return failure.kind == .badInput ? 2 : 3
        }
        switch kiosk.finish {
        case .confirmed?:
            return 0
        case .confirmedWithoutResultFile?:
            return 4
        case .cancelled?:
            return 1
        case .stopped(let why)?:
            log.info("\(why): display restored in \(milliseconds(picker.clock.nowUs() - stopUs)) ms")
            kiosk.printOutput(kiosk.resultDocument.serialized)
            return 0
        case nil:
            return 0
        }
    }

    /// The saved state, when there is a usable one; the config it holds when it was made from this config file.
    private func loadState(_ store: StateStore, fingerprint: String, file: PickerConfiguration, log: KioskLog)
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
            log.warning("cannot read the saved state in \(store.path): \(SystemError.reason(of: error)); starting from the config")
            return nil
        }
        do {
            let state = try SavedState.decode(payload)
            guard let document = state.config(forFileFingerprint: fingerprint) else { return (state, nil) }
            // Saved socket changes obey the socket's rules too: a state file written before they
            // existed may carry a result_file or device a client chose, or a file outside the
            // allowed folders; the files it names are opened beneath them, as a client's are.
            let folders = AssetFolders.open(for: file)
            let configuration: PickerConfiguration
            do {
                let checked = try SocketEditPolicy.check(document, running: file.document)
                configuration = try PickerConfiguration(document: checked, directory: file.directory, files: .beneath(folders))
                try AssetFolders.check(configuration.config, against: folders)
            } catch let error as ControlError {
                // Set aside whole: a state that breaks a rule was not written by this build's
                // rules, and its selection may name rows only its config had.
                let kept = (try? store.setAside()) ?? "(could not be moved aside)"
                log.warning("saved state \(store.path): its config changes are refused (\(error.message)); kept as \(kept), starting from the config")
                return nil
            }
            return (state, configuration)
        } catch {
            let kept = (try? store.setAside()) ?? "(could not be moved aside)"
            log.warning("saved state \(store.path) is unusable (\(error)); kept as \(kept), starting from the config")
            return nil
        }
    }

    /// From one frame's drawing to the next while the wheel moved: a loop held by anything shows here.
    private func logFrameGaps(_ gaps: LatencySummary, log: KioskLog) {
        guard let medianUs = gaps.medianUs, let maxUs = gaps.maxUs else { return }
        log.info("frames while the wheel moved: \(gaps.count) gaps, median \(milliseconds(medianUs)) ms, longest \(milliseconds(maxUs)) ms")
    }

    /// Input to screen: from an event's kernel stamp to the flip event of the first frame showing it.
    private func logLatency(_ summary: LatencySummary, log: KioskLog) {
        guard let medianUs = summary.medianUs, let maxUs = summary.maxUs else { return }
        log.info("input to screen over \(summary.count) frames: median \(milliseconds(medianUs)) ms, max \(milliseconds(maxUs)) ms")
    }
}
