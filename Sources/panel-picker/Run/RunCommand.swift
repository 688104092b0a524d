import PickerCore
import PickerDisplay
import PickerInput
import PickerRender
import PickerSystem

/// `panel-picker run`: shows the picker, moves it with evdev input (`RunLoop`)
/// until SIGTERM or SIGINT, then restores the display and prints the
/// selection. (The kiosk's control socket and confirm flow join the loop
/// later; the display part lives in `DisplaySession`.)
struct RunCommand {
    static let usage = """
    usage: panel-picker run --config FILE [--backend auto|drm|offscreen]

    Shows the picker on the DRM display (auto: when one is usable, else offscreen)
    and moves it with the config's input devices (touchscreens, pointers, keys,
    rotary encoders; every /dev/input/event* with hot-plug unless input.devices
    lists them) until SIGTERM or SIGINT; then prints the selection as JSON,
    {"selection": [{"column", "id", "row", "value"}, ...]}, on standard output.
    Logs the time from process start to the first frame on screen, the flip
    cycle, the devices used, selection changes and the input-to-screen latency
    on standard error.
    Exit codes: 0 done, 2 bad input, 3 no usable display or device.
    """

    var configPath = ""
    var backend = DisplaySession.Backend.auto

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
            switch option {
            case "--config": configPath = value
            case "--backend":
                guard let parsed = DisplaySession.Backend(rawValue: value) else {
                    throw UsageError("--backend expects auto, drm or offscreen, got '\(value)'")
                }
                backend = parsed
            default: throw UsageError("unknown option '\(option)'")
            }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }

    /// Runs until a signal; returns the exit status.
    func run(mainStartUs: Int64) -> Int32 {
        let config: PickerConfig, model: PickerModel
        do {
            let bytes = try FileSystem.readFile(configPath)
            do throws(ConfigError) {
                config = try PickerConfig.parse(bytes, directory: FileSystem.directoryName(of: configPath))
                model = try PickerModel(config: config)
            } catch {
                return fail("config \(configPath): \(error)", status: 2)
            }
        } catch {
            return fail("cannot read config \(configPath): \((error as? SystemError)?.reason ?? "\(error)")", status: 2)
        }
        // Before the display is touched, so a signal at any later moment is handled by the loop and restores it.
        let signals: SignalDescriptor
        do {
            signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt])
        } catch {
            return fail("\(error)", status: 3)
        }
        let session: DisplaySession
        do throws(DisplayError) {
            session = try DisplaySession.open(backend, config: config)
        } catch {
            return fail("\(error)", status: 3)
        }
        log("display: \(session.summary)")
        let layout = PickerLayout(config: config, model: model, width: session.display.width, height: session.display.height)
        let renderer: PickerRenderer
        do throws(RenderError) {
            renderer = try PickerRenderer(config: config, model: model, layout: layout,
                                          fonts: BundledFonts.locate() ?? BundledFonts(directory: "Fonts"))
        } catch {
            session.display.shutdown()
            return fail("\(error)", status: 2)
        }
        let offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
        let inputSettings: InputSettings
        do throws(InputConfigurationError) {
            inputSettings = try InputSettings(config.input)
        } catch {
            session.display.shutdown()
            return fail("config \(configPath): \(error)", status: 2)
        }
        guard let rotation = PanelRotation(degrees: config.display.rotationDegrees) else {
            session.display.shutdown()
            return fail("config \(configPath): display.rotation: expected 0, 90, 180 or 270", status: 2)
        }
        do {
            let timing = try session.showFrame { buffer, stale in
                renderer.render(model: model, offsets: offsets, into: buffer, staleDamage: stale).changed
            }
            logFirstFrame(timing, mainStartUs: mainStartUs)
            let input = InputDevices(settings: inputSettings,
                                     panel: PanelGeometry(widthPx: layout.width, heightPx: layout.height, rotation: rotation),
                                     log: log)
            defer { input.close() }
            let loop = RunLoop(session: session, renderer: renderer, engine: PickerEngine(config: config, model: model, layout: layout),
                               input: input, signals: signals, log: log)
            let signal = try loop.run()
            let stopUs = MonotonicClock.nowUs()
            session.display.shutdown()
            for problem in session.problems { log(problem) }
            log("\(signal == SignalNumber.interrupt ? "SIGINT" : "SIGTERM"): display restored in \(milliseconds(MonotonicClock.nowUs() - stopUs)) ms")
            logLatency(loop.inputToScreenUs)
            try StandardStreams.printOutput(JSONValue.object(JSONObject([("selection", loop.engine.model.selectionReport)])).serialized)
            return 0
        } catch {
            session.display.shutdown()
            return fail("\(error)", status: 3)
        }
    }

    private func logFirstFrame(_ timing: FrameTiming, mainStartUs: Int64) {
        let originUs = MonotonicClock.processStartUs() ?? mainStartUs
        log("first frame on screen \(milliseconds(timing.onScreenUs - originUs)) ms after process start "
            + "(main entered at \(milliseconds(mainStartUs - originUs)) ms)")
        log("flip cycle \(milliseconds(timing.onScreenUs - timing.drawStartUs)) ms: draw \(milliseconds(timing.commitUs - timing.drawStartUs)) ms, "
            + "commit to on screen \(milliseconds(timing.onScreenUs - timing.commitUs)) ms")
    }

    /// Input to screen: from an event's kernel stamp to the flip event of the first frame showing it.
    private func logLatency(_ samplesUs: [Int64]) {
        guard !samplesUs.isEmpty else { return }
        let sorted = samplesUs.sorted()
        log("input to screen over \(sorted.count) frames: median \(milliseconds(sorted[sorted.count / 2])) ms, "
            + "max \(milliseconds(sorted[sorted.count - 1])) ms")
    }

    private func log(_ text: String) {
        StandardStreams.printError("panel-picker: \(text)")
    }

    private func fail(_ message: String, status: Int32) -> Int32 {
        log(message)
        return status
    }

    private func milliseconds(_ us: Int64) -> String {
        let tenths = (us + 50) / 100
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
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
        StandardStreams.printError("panel-picker run: \(error)")
        return 2
    }
}
