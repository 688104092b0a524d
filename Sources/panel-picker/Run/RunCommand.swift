import PanelPicker
import PickerKiosk
import PickerSystem

/// `panel-picker run`'s command line; the kiosk itself is PickerKiosk's `KioskLaunch`.
struct RunCommand {
    static let usage = """
    usage: panel-picker run --config FILE [--backend auto|drm|fbdev|terminal|offscreen]
                            [--record-input TRACE]

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
      --record-input TRACE
                         write the input the picker gets (touches, keys, encoder and
                         wheel steps, as calibrated and rotated, with the kernel's
                         times) to TRACE as it comes: `panel-picker simulate --trace
                         TRACE` replays it to the same selection (docs/input.md)
      -h, --help         this text

    Confirming (Enter, a tap on the selected row with confirm.tap_selected, the
    confirm.timeout_s countdown, or the socket's confirm) prints the selection as
    {"selection": [{"column", "id", "row", "value"}, ...]} on standard output,
    writes it atomically to confirm.result_file, and exits 0; with "mode": "daemon"
    it is reported and the picker keeps running. Escape cancels (exit 1) when
    confirm.allow_cancel. SIGTERM and SIGINT restore the display, print the
    selection and exit 0; SIGHUP re-reads the config file (a bad one is logged and
    the running config kept) and moves the control socket if its section changed.

    The control socket (docs/control.md) is control.socket, else control.sock in
    $RUNTIME_DIRECTORY, else /run/panel-picker for root, else
    $XDG_RUNTIME_DIR/panel-picker (without a place it may make it, run goes on
    without one and says so), or the socket systemd passes (LISTEN_FDS); its clients
    may change what is shown (rows, layout, theme, confirm timing), never the files,
    devices, size or mode the config file on disk sets.
    Socket changes and the last settled selection are saved in the file state in
    $STATE_DIRECTORY; without it, in one file per config (state-NAME-CRC, NAME the
    config's file name) in /var/lib/panel-picker for root, else
    $XDG_STATE_HOME/panel-picker (~/.local/state/panel-picker); once unchanged for
    state.save_delay_ms (1000), and at once at confirm and exit. Offscreen, run
    needs a control socket or a oneshot confirm.timeout_s: nothing else could
    ever confirm it.
    Under systemd: READY=1 after the first frame, STATUS=, RELOADING=1, STOPPING=1,
    WATCHDOG=1 (NOTIFY_SOCKET, WATCHDOG_USEC). Logs go to standard error.

    Exit codes: 0 confirmed or stopped, 1 cancelled, 2 bad input (options, config,
    another instance on the socket), 3 no usable display or device, 4 confirmed
    but confirm.result_file could not be written.
    """

    var configPath = ""
    var backend: PickerBackend?
    var inputRecordPath: String?

    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config", "--backend", "--record-input"])
        while case .option(let option, let value)? = try options.next() {
            if option == "--config" {
                configPath = value
                continue
            }
            if option == "--record-input" {
                inputRecordPath = value
                continue
            }
            guard let parsed = PickerBackend(rawValue: value) else {
                throw UsageError("--backend expects auto, drm, fbdev, terminal or offscreen, got '\(value)'")
            }
            backend = parsed
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }
}

/// Runs `run` and returns the exit status.
func runRun(_ arguments: [String], mainStartUs: Int64) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(RunCommand.usage)
        return 0
    }
    do throws(UsageError) {
        let command = try RunCommand(arguments: arguments)
        return KioskLaunch(configPath: command.configPath, backend: command.backend, inputRecordPath: command.inputRecordPath)
            .run(mainStartUs: mainStartUs)
    } catch {
        StandardStreams.printError("panel-picker run: \(error)\n\(RunCommand.usage)")
        return 2
    }
}
