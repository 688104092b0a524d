import PanelPicker
import PickerCore
import PickerDisplay
import PickerInput
import PickerRender
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
    package func run() -> Int32 {
        let log = KioskLog()
        let bytes: [UInt8]
        let config: PickerConfig
        do {
            bytes = try FileSystem.readFile(configPath)
            config = try PickerConfig.parse(bytes, directory: FileSystem.directoryName(of: configPath))
        } catch let error as SystemError {
            log.error("cannot read config \(configPath): \(error.reason)")
            return 2
        } catch {
            log.error("\(configPath): \(error)")
            return 2
        }
        guard let rotation = PanelRotation(degrees: config.display.rotationDegrees) else {
            log.error("display.rotation: expected 0, 90, 180 or 270")
            return 2
        }
        let signals: SignalDescriptor
        do {
            signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt])
        } catch {
            log.error("\(error)")
            return 3
        }
        let opened: OpenedDisplay
        do throws(PickerError) {
            opened = try OpenedDisplay.open(backend, config: config)
        } catch {
            log.error(error.message)
            return 3
        }
        // The terminal comes back first, then what was logged meanwhile: printed on the preview's
        // alternate screen, a message would be cleared with it, and calibrate would exit without a word.
        if opened.backend == .terminal { log.holdWhileTerminalPreviewShows() }
        defer {
            opened.display.shutdown()
            log.release()
        }
        guard opened.backend != .offscreen else {
            log.error("calibrate needs a screen to show targets on: \(opened.summary)")
            return 3
        }
        log.info("display: \(opened.summary)")
        let geometry = CalibrationGeometry(pictureWidth: opened.display.width, pictureHeight: opened.display.height, rotation: rotation)
        let scanout = geometry.scanoutSize
        // The taps are wanted as the sensor reports them after swap_axes/invert_*, with no matrix and no
        // rotation: the fit replaces the matrix, and rotation applies after it.
        let settings = InputSettings(
            devicePaths: devicePath.map { [$0] } ?? config.input.devices, grab: true,
            mapping: TouchMappingSettings(swapAxes: config.input.swapAxes, invertX: config.input.invertX, invertY: config.input.invertY))
        let input = InputDevices(settings: settings, panel: PanelGeometry(widthPx: scanout.width, heightPx: scanout.height),
                                 log: { log.info($0) })
        defer { input.close() }
        let touchRoles: DeviceClassification.Roles = [.touchscreen, .absolutePointer]
        guard input.devicesInUse.contains(where: { !$0.roles.isDisjoint(with: touchRoles) }) else {
            let looked = devicePath ?? config.input.devices?.joined(separator: ", ") ?? "/dev/input/event*"
            log.error("no touchscreen to calibrate: none of \(looked) is a touchscreen or absolute pointer that can be opened")
            return 3
        }
        let painter: CalibrationPainter
        do throws(RenderError) {
            painter = try CalibrationPainter(theme: config.theme, width: geometry.pictureWidth, height: geometry.pictureHeight)
        } catch {
            log.error("\(error)")
            return 2
        }
        let screen = CalibrationScreen(session: CalibrationSession(geometry: geometry, points: points), painter: painter,
                                       display: opened.display, log: { log.info($0) })
        let deadlineUs = MonotonicClock.nowUs() + Int64(timeoutS) * 1_000_000
        let outcome: CalibrationScreen.Outcome
        do {
            outcome = try loop(screen, display: opened.display, terminal: opened.terminal, input: input, signals: signals, deadlineUs: deadlineUs)
        } catch {
            log.error("\(error)")
            return 3
        }
        guard case .finished(let fit) = outcome else {
            log.info("calibrate: cancelled; nothing changed")
            return 1
        }
        opened.display.shutdown()
        log.release()
        return report(fit, configBytes: bytes, log: log)
    }

    /// Polls the display, the terminal, the devices and the signals until the screen has an outcome;
    /// nil from the deadline, SIGTERM/SIGINT or the terminal's Ctrl-C (all a cancel).
    private func loop(_ screen: CalibrationScreen, display: DisplayBackend, terminal: TerminalDisplay?, input: InputDevices,
                      signals: SignalDescriptor, deadlineUs: Int64) throws -> CalibrationScreen.Outcome {
        while true {
            let nowUs = MonotonicClock.nowUs()
            guard nowUs < deadlineUs else { return .cancelled }
            try screen.drawIfReady(nowUs: nowUs)
            var wakeUs = deadlineUs
            if screen.frameWanted, case .at(let frameUs) = display.readiness(nowUs: nowUs) { wakeUs = min(wakeUs, frameUs) }
            let inputDescriptors = input.pollDescriptors
            var descriptors = [signals.descriptor] + inputDescriptors
            if let fd = display.pollDescriptor { descriptors.append(fd) }
            if let terminal { descriptors.append(terminal.inputDescriptor) }
            let timeoutMs = Int32(clamping: max(0, (wakeUs - nowUs + 999) / 1000))
            let ready = zip(descriptors, try Poll.waitReadable(descriptors, timeoutMs: timeoutMs)).filter(\.1).map(\.0)
            if ready.contains(signals.descriptor) { return .cancelled }
            if let fd = display.pollDescriptor, ready.contains(fd) { _ = try display.handleEvents() }
            var events: [InputEvent] = []
            if let terminal, ready.contains(terminal.inputDescriptor) {
                let read = try terminal.readInput()
                if read.interrupted { return .cancelled }
                // The terminal's mouse is in the preview's cells, not on the touchscreen: only its keys count.
                events += read.events.filter { if case .key = $0 { true } else { false } }
            }
            let readable = inputDescriptors.filter(ready.contains)
            if !readable.isEmpty { events += input.readEvents(nowUs: MonotonicClock.nowUs(), readable: readable).map(\.event) }
            for event in events {
                if let outcome = screen.handle(event) { return outcome }
            }
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
            log.error("cannot write \(configPath): \((error as? SystemError)?.reason ?? "\(error)")")
            return 2
        }
        print("wrote input.calibration to \(configPath)")
        return 0
    }
}
