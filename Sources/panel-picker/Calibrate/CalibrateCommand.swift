import PanelPicker
import PickerCore
import PickerKiosk
import PickerSystem

/// `panel-picker calibrate`'s command line; the calibration itself is PickerKiosk's `CalibrationLaunch`.
struct CalibrateCommand {
    static let usage = """
    usage: panel-picker calibrate --config FILE [--device PATH] [--points 5|9] [--write]
                                  [--timeout S] [--backend auto|drm|fbdev|terminal]

    Shows crosshair targets one at a time; tap the centre of each. The taps give
    the touchscreen's input.calibration matrix (libinput's, see docs/input.md),
    checked with one more target; a tap far from the others is asked for again.

    options:
      --config FILE      the picker's config (display, input, theme). Required.
      --device PATH      the touchscreen (default: input.devices, else every
                         /dev/input/event*)
      --points N         5 (corners and centre, default) or 9 targets
      --write            write input.calibration into FILE (atomically; other
                         keys and their order are kept, the file is re-indented)
      --timeout S        give up after S seconds (default 120)
      --backend NAME     drm or fbdev (the panel), terminal (a preview, the
                         touchscreen still read from evdev), or auto (default)
      -h, --help         this text

    Without --write it prints the matrix and a JSON fragment to paste.
    Exit codes: 0 calibrated, 1 cancelled (Escape, the timeout, SIGTERM; nothing
    changed), 2 bad input, 3 no usable display or no touchscreen.
    """

    var launch = CalibrationLaunch(configPath: "", devicePath: nil, points: .five, write: false, timeoutS: 120, backend: .auto)

    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config", "--device", "--points", "--timeout", "--backend"], flags: ["--write"])
        while case .option(let option, let value)? = try options.next() {
            switch option {
            case "--write": launch.write = true
            case "--config": launch.configPath = value
            case "--device": launch.devicePath = value
            case "--points":
                guard let count = Int(value).flatMap(CalibrationPointCount.init(rawValue:)) else {
                    throw UsageError("--points expects 5 or 9, got '\(value)'")
                }
                launch.points = count
            case "--timeout":
                guard let seconds = Int(value), (1...86_400).contains(seconds) else {
                    throw UsageError("--timeout expects whole seconds from 1 to 86400, got '\(value)'")
                }
                launch.timeoutS = seconds
            default:
                guard let backend = PickerBackend(rawValue: value), backend != .offscreen else {
                    throw UsageError("--backend expects auto, drm, fbdev or terminal, got '\(value)'")
                }
                launch.backend = backend
            }
        }
        guard !launch.configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }
}

/// Runs `calibrate` and returns the exit status.
func runCalibrate(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(CalibrateCommand.usage)
        return 0
    }
    do throws(UsageError) {
        return try CalibrateCommand(arguments: arguments).launch.run()
    } catch {
        StandardStreams.printError("panel-picker calibrate: \(error)\n\(CalibrateCommand.usage)")
        return 2
    }
}
