import PanelPicker
import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// `run`'s picker on duty: the `Picker`'s delegate (results, events for
/// subscribers, saved state) and the control socket's command handler.
/// Everything runs on the loop's one thread.
package final class Kiosk: PickerDelegate, ControlHandler {
    /// Why the loop ends.
    package enum Finish: Equatable {
        case confirmed, cancelled
        /// Confirmed, but `confirm.result_file` could not be written: a boot script that
        /// reads that file must not take the exit status for success (exit 4).
        case confirmedWithoutResultFile
        case stopped(String)
    }

    package let picker: Picker
    package let configPath: String
    package var server: ControlServer?
    package let notifier: ServiceNotifier?
    /// nil when there is no folder for it (no `$STATE_DIRECTORY`, not root, no `$XDG_STATE_HOME` or `$HOME`).
    package let store: (any StateStorage)?
    package let log: KioskLog
    private let controlOpener: ControlSocketOpener
    /// The `control` section the server was opened from: socket commands may load a config with
    /// another one, which takes effect only when the file brings it (SIGHUP) or at the next start.
    private var openedControl: ControlConfig
    /// Where the files a client names may lie (the config file's folder, the system font folders,
    /// `control.asset_dirs`), opened once; again when SIGHUP reloads the config file.
    package private(set) var allowedFolders: AllowedFolders
    /// The config file's fingerprint, to tell a saved config made from it from one made from an older file.
    package var fileFingerprint: String
    /// True when the config in effect came from socket changes (saved with the state), not straight from the file.
    package var changedOverSocket: Bool
    package private(set) var finish: Finish?
    /// The picker is saying something (`speech_started` was sent and its `speech_ended` not yet).
    var isSpeaking = false
    private var lastSaveProblem: String?
    private var saveSchedule: SaveSchedule
    /// A daemon's `confirm.result_file` writes: each confirm's at once when the last is a
    /// second old, else the newest when the second is up (10,000 confirms in 10 s once cost 20,000 fsyncs).
    private var resultSchedule = SaveSchedule(delayMs: 0)
    private var pendingResult: (path: String, bytes: [UInt8])?
    /// Writes `confirm.result_file` (crash-safe, two fsyncs); the tests count the writes.
    private let writeResult: (String, [UInt8]) throws -> Void
    /// Standard output, for results; the fuzz target drops them.
    private let writeOutput: (String) throws -> Void
    /// Results confirmed while the terminal preview showed: its screen is gone when it stops, and they with it.
    private var heldOutput: [String] = []

    package init(picker: Picker, configPath: String, fileFingerprint: String, changedOverSocket: Bool,
         notifier: ServiceNotifier?, store: (any StateStorage)?, log: KioskLog, controlOpener: ControlSocketOpener,
         writeOutput: @escaping (String) throws -> Void = StandardStreams.printOutput,
         writeResult: @escaping (String, [UInt8]) throws -> Void = { try FileSystem.writeFileAtomically($0, $1) }) {
        self.picker = picker
        self.configPath = configPath
        self.fileFingerprint = fileFingerprint
        self.changedOverSocket = changedOverSocket
        self.notifier = notifier
        self.store = store
        self.log = log
        self.controlOpener = controlOpener
        self.writeOutput = writeOutput
        self.writeResult = writeResult
        openedControl = picker.configuration.control
        allowedFolders = AssetFolders.open(for: picker.configuration)
        saveSchedule = SaveSchedule(delayMs: picker.configuration.config.state.saveDelayMs)
    }

    package var selectionReport: JSONValue { picker.model.selectionReport }
    package var resultDocument: JSONValue { .object(JSONObject([("selection", selectionReport)])) }

    // MARK: PickerDelegate

    package func picker(_ picker: Picker, didSelect row: SelectedRow) {
        publish(.selectionChanged(column: row.column, row: row.row))
        log.limited(.info, kind: "selection", "selection: \(row.columnID) = \(row.value)")
        notify([.status(statusText)])
        stateChanged()
    }

    package func picker(_ picker: Picker, didHighlightRow row: Int, inColumn column: Int) {
        publish(.highlightChanged(column: column, row: row))
    }

    package func picker(_ picker: Picker, didTapRow row: Int, inColumn column: Int) {
        publish(.tapped(column: column, row: row))
    }

    package func picker(_ picker: Picker, didTapDisabledRow row: Int, inColumn column: Int) {
        publish(.disabledRowTapped(column: column, row: row))
    }

    package func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) {
        publish(.confirmed)
        let document = resultDocument
        if picker.backend == .terminal {
            heldOutput.append(document.serialized)
        } else {
            printOutput(document.serialized)
        }
        let values = selection.map(\.value).joined(separator: " ")
        let nowUs = picker.clock.nowUs()
        pendingResult = picker.configuration.resultFile.map { ($0, Array((document.serialized + "\n").utf8)) }
        if picker.configuration.isDaemon {
            if pendingResult != nil {
                resultSchedule.changed(atUs: nowUs)
                if resultSchedule.advance(toUs: nowUs, moving: false) == .write { writePendingResult() }
            }
            if saveSchedule.hurry(atUs: nowUs, moving: picker.isMoving) == .write { save() }
            log.limited(.info, kind: "confirmed", "confirmed: \(values)")
            notify([.status("confirmed \(values)")])
        } else {
            let resultWritten = writePendingResult()
            flushState()
            log.info("confirmed: \(values); stopping")
            finish = resultWritten ? .confirmed : .confirmedWithoutResultFile
        }
    }

    /// Writes the newest confirm's result file; false (and logged) when it cannot.
    @discardableResult
    private func writePendingResult() -> Bool {
        guard let (path, bytes) = pendingResult else { return true }
        pendingResult = nil
        do {
            try writeResult(path, bytes)
            return true
        } catch {
            log.error("cannot write confirm.result_file \(path): \(SystemError.reason(of: error))")
            return false
        }
    }

    package func pickerDidCancel(_ picker: Picker) {
        publish(.cancelled)
        log.info("cancelled; stopping")
        finish = .cancelled
    }

    /// Writes a line of results on standard output.
    package func printOutput(_ line: String) {
        do {
            try writeOutput(line)
        } catch {
            log.warning("cannot write the selection to standard output: \(error)")
        }
    }

    /// Writes the result lines held back while the terminal preview had the screen.
    package func releaseOutput() {
        heldOutput.forEach(printOutput)
        heldOutput = []
    }

    private func publish(_ event: PickerEvent) {
        server?.publish(ControlEvent(event, model: picker.model))
    }

    package func stop(_ why: String) {
        finish = .stopped(why)
    }

    package var statusText: String {
        "showing " + picker.selection.map { "\($0.columnID)=\($0.value)" }.joined(separator: " ")
    }

    package func notify(_ states: [ServiceNotifier.State]) {
        do {
            try notifier?.notify(states)
        } catch {
            log.warning("sd_notify: \(error)")
        }
    }

    // MARK: Saved state

    /// When the saved state or a daemon's result file is next due; nil when nothing waits, and the
    /// state waits while a column moves (its frames wake the loop).
    package var nextSaveUs: Int64? {
        [picker.isMoving ? nil : saveSchedule.dueUs, resultSchedule.dueUs].compactMap { $0 }.min()
    }

    /// Writes the result file when its second is up, and the state when a change has settled long enough and nothing moves.
    package func saveIfDue(nowUs: Int64) {
        if resultSchedule.advance(toUs: nowUs, moving: false) == .write { writePendingResult() }
        if saveSchedule.advance(toUs: nowUs, moving: picker.isMoving) == .write { save() }
    }

    /// Writes what is pending now, the result file included: at a confirm that ends the run, SIGTERM and exit.
    package func flushState() {
        let nowUs = picker.clock.nowUs()
        if resultSchedule.flush(atUs: nowUs) == .write { writePendingResult() }
        if saveSchedule.flush(atUs: nowUs) == .write { save() }
    }

    private func stateChanged() {
        saveSchedule.changed(atUs: picker.clock.nowUs())
    }

    /// Saves the selection and, after socket changes, the config; a failure is logged once per cause.
    private func save() {
        guard let store else { return }
        let state = SavedState(configFingerprint: fileFingerprint,
                               config: changedOverSocket ? picker.configuration.document : nil,
                               selection: SavedState.selection(of: picker.model))
        do {
            try store.save(state.encoded())
            lastSaveProblem = nil
        } catch {
            let problem = "cannot save the state in \(store.path): \(SystemError.reason(of: error))"
            if problem != lastSaveProblem { log.warning(problem) }
            lastSaveProblem = problem
        }
    }

    // MARK: SIGHUP

    /// Re-reads the config file; a config that fails is logged and the running one kept.
    package func reloadConfigFile() {
        notify([.reloading])
        defer { notify([.ready, .status(statusText)]) }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath, limit: PickerConfig.maximumFileBytes)
        } catch {
            log.error("SIGHUP: cannot read \(configPath): \(SystemError.reason(of: error)); keeping the running config")
            return
        }
        do throws(PickerError) {
            let configuration = try PickerConfiguration(jsonBytes: bytes, directory: FileSystem.directoryName(of: configPath),
                                                        source: ConfigError.naming(file: configPath))
            // A font or image it cannot open is named after the file, as its parse errors are.
            try picker.reload(configuration)
        } catch {
            log.error("SIGHUP: \(error.message); keeping the running config")
            return
        }
        fileFingerprint = StateFile.fingerprint(bytes)
        changedOverSocket = false
        allowedFolders = AssetFolders.open(for: picker.configuration)
        log.info("SIGHUP: reloaded \(configPath)")
        if picker.configuration.control != openedControl { reopenControlSocket(picker.configuration.control) }
        saveSchedule.delayUs = Int64(picker.configuration.config.state.saveDelayMs) * 1000
        stateChanged()
    }

    /// Moves the control socket to what a reloaded `control` section says; its clients are
    /// dropped. When the new socket cannot be opened, the old one is opened again. A socket
    /// systemd passed stays: its path and owner are the socket unit's, not the config's.
    private func reopenControlSocket(_ control: ControlConfig) {
        if let server, server.listener.path == nil {
            log.warning("SIGHUP: the control section changed, but the socket is systemd's (socket activation): restart to apply it")
            return
        }
        server?.close()
        server = nil
        do {
            server = try controlOpener.open(control)
            openedControl = control
            log.info("SIGHUP: control socket \(server?.listener.path ?? "off")")
        } catch {
            log.error("SIGHUP: control socket: \(error); keeping the previous control section")
            do {
                server = try controlOpener.open(openedControl)
            } catch {
                log.error("SIGHUP: the previous control socket cannot be opened again either (\(error)); the control socket is off")
            }
        }
    }

    // MARK: ControlHandler

    package func perform(_ command: PickerCommand) -> ControlResult {
        switch command {
        case .getState:
            return .success(state)
        case .getSelection:
            return .success(.object(JSONObject([("selection", selectionReport)])))
        case .select(let column, let row, let animated):
            return select(column: column, row: row, animated: animated)
        case .setItems(let column, _):
            // Only that column's rows change, so the reload compares no other column.
            let changed = try? column.index(in: picker.model.directory)
            return apply(ConfigEdit.edit(for: command, columns: picker.model.directory) { picker.selection[$0].value },
                         changedRowsIn: changed.map { [$0] })
        case .setColumns, .setTheme, .loadConfig:
            return apply(ConfigEdit.edit(for: command, columns: picker.model.directory) { picker.selection[$0].value })
        case .confirm:
            // A column with nothing to choose confirms nothing: the client hears why, not a selection.
            if let column = picker.model.columnWithNothingToConfirm {
                picker.confirm()
                return .failure(ControlError(.failed, "nothing to confirm: " + picker.model.nothingToChoose(inColumn: column)))
            }
            // As Enter: a fling is caught, and the client hears why nothing was confirmed.
            if let gliding = picker.glidingReason {
                picker.confirm()
                return .failure(ControlError(.failed, "nothing confirmed: " + gliding))
            }
            picker.confirm()
            return .success(resultDocument)
        case .setEnabled(let enabled):
            picker.isEnabled = enabled
            log.info(enabled ? "input: taken again (set_enabled)" : "input: ignored, the picker dimmed (set_enabled)")
            return .success(.object(JSONObject([("enabled", .bool(picker.isEnabled))])))
        case .screenshot(let destination):
            // The server takes screenshots as jobs (`job(for:)`); this answers a direct call at once.
            return screenshotJob(destination).run()
        case .calibrate(let points, let timeoutS):
            return calibrate(points: points, timeoutS: timeoutS)
        case .power(let command):
            return perform(command)
        case .speech(let command):
            return perform(command)
        }
    }

    package func job(for command: PickerCommand) -> ControlJob? {
        guard case .screenshot(let destination) = command else { return nil }
        return screenshotJob(destination)
    }

    private var state: JSONValue {
        .object(JSONObject([
            ("config", .object(picker.configuration.document)), ("selection", selectionReport),
            ("backend", .string(picker.backend.rawValue)), ("enabled", .bool(picker.isEnabled)),
        ]))
    }

    private func select(column reference: ColumnReference, row reference2: RowReference, animated: Bool) -> ControlResult {
        do throws(ControlError) {
            let column = try reference.index(in: picker.model.directory)
            let row: Int
            switch reference2 {
            case .index(let index): row = index
            case .value(let value):
                guard let found = picker.row(withValue: value, inColumn: column) else {
                    throw ControlError(.notFound, "column \(column) \"\(picker.selection[column].columnID)\" has no \(reference2)")
                }
                row = found
            }
            do throws(PickerError) {
                try picker.select(row: row, inColumn: column, animated: animated, reportsSelection: true)
            } catch {
                throw ControlError(.notFound, error.message)
            }
            let model = picker.model.columns[column]
            return .success(.object(JSONObject([
                ("column", .int(column)), ("id", .string(model.id)), ("row", .int(row)), ("value", .string(model.row(row).value)),
            ])))
        } catch {
            return .failure(error)
        }
    }

    /// Makes a candidate document with `edit`, holds it to the trust model (docs/control.md),
    /// validates it as a config file, and only then switches to it.
    private func apply(_ edit: (JSONObject) throws(ControlError) -> JSONObject, changedRowsIn changed: [Int]? = nil) -> ControlResult {
        do throws(ControlError) {
            let running = picker.configuration
            let candidate = try SocketEditPolicy.check(try edit(running.document), running: running.document)
            let configuration: PickerConfiguration
            do throws(ConfigError) {
                configuration = try PickerConfiguration(document: candidate, directory: running.directory, files: .beneath(allowedFolders))
            } catch {
                throw ControlError(.invalidConfig, "\(error)")
            }
            // Every file, the ones the running config names too: each is opened again, beneath the folders.
            try AssetFolders.check(configuration.config, against: allowedFolders)
            do throws(PickerError) {
                try picker.reload(configuration, changedRowsIn: changed)
            } catch {
                throw ControlError(.invalidConfig, error.message)
            }
        } catch {
            return .failure(error)
        }
        changedOverSocket = true
        stateChanged()
        notify([.status(statusText)])
        return .success(state)
    }

    /// The path a `screenshot` may write, relative to `control.screenshot_dir`; refused without that folder or outside it.
    /// `..` is refused by its spelling as a path outside is (`permission_denied`): `/shots/../x.png`
    /// failed later, when the file was written, with "Invalid argument". An empty or `.` component,
    /// which climbs nowhere, is refused as a value the service does not take.
    private func screenshotPlace(_ path: String) throws(ControlError) -> (folder: String, relative: String) {
        guard let folder = picker.configuration.control.screenshotDirectory else {
            throw ControlError(.permissionDenied, "screenshot to a path needs control.screenshot_dir in the config file; "
                + "without a path the PNG comes back in the reply")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else {
            throw ControlError(.permissionDenied, "screenshot path \(path) is outside control.screenshot_dir (\(folder))")
        }
        let relative = String(path.dropFirst(prefix.count))
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") {
            throw ControlError(.permissionDenied, "screenshot path \(path) climbs with \"..\", which is not accepted: "
                + "give the path inside control.screenshot_dir (\(folder)) without it")
        }
        if components.contains(where: { $0.isEmpty || $0 == "." }) {
            throw ControlError(.invalidValue, "screenshot path \(path) has an empty or \".\" component; give it without")
        }
        return (folder, relative)
    }

    /// A screenshot of the shown frame, copied now and written as PNG a slice at a time; a
    /// refused path is its first and only answer.
    private func screenshotJob(_ destination: ScreenshotDestination) -> ScreenshotJob {
        let frame = picker.frame
        do throws(ControlError) {
            var file: ScreenshotJob.File?
            if case .file(let path) = destination {
                let place = try screenshotPlace(path)
                file = ScreenshotJob.File(folder: place.folder, relative: place.relative, path: path)
            }
            do throws(PickerError) {
                return ScreenshotJob(encoding: try frame.pngEncoder(), width: frame.width, height: frame.height, into: file)
            } catch {
                throw ControlError(.failed, error.message)
            }
        } catch {
            return ScreenshotJob(refused: error)
        }
    }
}
