import PanelPicker
import PickerCore
import PickerSystem

/// `panel-picker calibrate` once its arguments are parsed: shows the targets on
/// the display, reads the touchscreen's uncalibrated taps, and prints (or writes
/// into the config) the `input.calibration` matrix that lines them up.
package struct CalibrationLaunch {
    package var configPath: String
    /// The touchscreen; nil means the config's `input.devices`, else every /dev/input/event*.
    package var devicePath: String?
    package var points: CalibrationPointCount
    package var write: Bool
    package var timeoutS: Int
    package var backend: PickerBackend

    package init(configPath: String, devicePath: String?, points: CalibrationPointCount, write: Bool, timeoutS: Int, backend: PickerBackend) {
        self.configPath = configPath
        self.devicePath = devicePath
        self.points = points
        self.write = write
        self.timeoutS = timeoutS
        self.backend = backend
    }

    /// Runs the calibration; returns the exit status (0 done, 1 cancelled or timed out, 2 bad input, 3 no display or touchscreen).
    ///
    /// It is the socket's `calibrate` on a picker of its own: the picker opens the display and the
    /// devices (taken exclusively), shows the targets in calibration mode, and runs its loop until
    /// the calibration ends, SIGTERM/SIGINT or the terminal's Ctrl-C (both a cancel).
    package func run() -> Int32 {
        let log = KioskLog()
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath, limit: PickerConfig.maximumFileBytes)
        } catch {
            log.error("cannot read config \(configPath): \(SystemError.reason(of: error))")
            return 2
        }
        let picker: Picker
        do throws(PickerError) {
            picker = try Picker(configuration: calibrationConfiguration(bytes), backend: backend, clock: .monotonic,
                                log: { log.info($0) }, evdevOnAnyBackend: true)
        } catch {
            log.error(error.message)
            return error.kind == .badInput ? 2 : 3
        }
        // The terminal comes back first, then what was logged meanwhile: printed on the preview's
        // alternate screen, a message would be cleared with it, and calibrate would exit without a word.
        if picker.backend == .terminal { log.holdWhileTerminalPreviewShows() }
        defer {
            picker.close()
            log.release()
        }
        guard picker.backend != .offscreen else {
            log.error("calibrate needs a screen to show targets on: \(picker.displaySummary)")
            return 3
        }
        log.info("display: \(picker.displaySummary)")
        var outcome = CalibrationScreen.Outcome.cancelled
        picker.calibrationEnded = { [unowned picker] ended in
            outcome = ended
            picker.stop()
        }
        do throws(PickerError) {
            try picker.beginCalibration(points: points, timeoutUs: Int64(timeoutS) * 1_000_000)
        } catch where error.kind == .device {
            let looked = devicePath ?? picker.configuration.config.input.devices?.joined(separator: ", ") ?? "/dev/input/event*"
            log.error("no touchscreen to calibrate: none of \(looked) is a touchscreen or absolute pointer that can be opened")
            return 3
        } catch {
            log.error(error.message)
            return 2
        }
        do throws(PickerError) {
            _ = try picker.run()
        } catch {
            log.error(error.message)
            return 3
        }
        guard case .finished(let fit) = outcome else {
            log.info("calibrate: cancelled; nothing changed")
            return 1
        }
        log.release()
        return report(fit, configBytes: bytes, log: log)
    }

    /// The config file with the devices to read: `--device` in place of `input.devices`, taken exclusively.
    private func calibrationConfiguration(_ bytes: [UInt8]) throws(PickerError) -> PickerConfiguration {
        let file = try PickerConfiguration(jsonBytes: bytes, directory: FileSystem.directoryName(of: configPath), source: ConfigError.naming(file: configPath))
        var document = file.document
        var input = if case .object(let object)? = document["input"] { object } else { JSONObject() }
        input["grab"] = .bool(true)
        if let devicePath { input["devices"] = .array([.string(devicePath)]) }
        document["input"] = .object(input)
        do throws(ConfigError) {
            return try PickerConfiguration(document: document, directory: file.directory)
        } catch {
            throw PickerError(.badInput, ConfigError.inFile(configPath, "\(error)"))
        }
    }

    /// Prints the matrix and the config fragment, and with `--write` puts it into the config file.
    private func report(_ fit: CalibrationFit, configBytes: [UInt8], log: KioskLog) -> Int32 {
        let entries = fit.entries
        print("matrix: \(entries.map(\.exactDecimal).joined(separator: " "))")
        let hundredths = Int((fit.rmsResidual * 10000).rounded())
        let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        print("residual: \(hundredths / 100).\(fraction) % of the panel (rms of \(fit.residuals.count) taps)")
        guard write else {
            print(CalibrationConfigEdit.fragment(entries))
            return 0
        }
        do {
            let edited = try CalibrationConfigEdit.apply(entries, toConfig: configBytes, directory: FileSystem.directoryName(of: configPath))
            let mode = (try? FileStatus.of(configPath))??.permissions ?? 0o644
            try FileSystem.writeFileAtomically(configPath, Array(edited.utf8), permissions: mode & 0o7777)
        } catch {
            log.error("cannot write \(configPath): \(SystemError.reason(of: error))")
            return 2
        }
        print("wrote input.calibration to \(configPath)")
        return 0
    }
}
