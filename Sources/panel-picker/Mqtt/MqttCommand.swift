import PanelPicker
import PickerSystem

/// `panel-picker mqtt`'s command line. The bridge itself (libmosquitto, TLS) is the
/// dynamically linked `panel-picker-mqtt` beside this program, or in
/// `../libexec/panel-picker/` from it, so the static kiosk carries no network code
/// (docs/fleet.md says why).
struct MqttCommand {
    static let usage = """
    usage: panel-picker mqtt --config FILE [--socket PATH]

    Bridges a running picker to the MQTT broker of the config's "mqtt" section:
    each column is a Home Assistant MQTT Select (discovery, command, state,
    availability with a last will), confirm and cancel are events, and rows come
    from the fleet on <base_topic>/set_items and set_columns (docs/fleet.md).

    options:
      --config FILE   the picker's config, with its "mqtt" section. Required.
      --socket PATH   the picker's control socket (default: $PANEL_PICKER_SOCKET,
                      else the config's control.socket, else the one
                      'panel-picker ctl' uses)
      -h, --help      this text

    It runs until SIGTERM or SIGINT and connects again, with a backoff, to a
    broker or a picker that goes away. Exit codes: 0 stopped, 2 bad input
    (config, password file), 3 the bridge cannot run (no panel-picker-mqtt).
    """

    var configPath = ""
    var socketPath = ""

    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config", "--socket"])
        while case .option(let option, let value)? = try options.next() {
            if option == "--config" { configPath = value } else { socketPath = value }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
    }

    /// Where the bridge is installed relative to this program.
    static func helperCandidates(executable: String) -> [String] {
        let folder = FileSystem.directoryName(of: executable)
        return ["\(folder)/panel-picker-mqtt", "\(FileSystem.directoryName(of: folder))/libexec/panel-picker/panel-picker-mqtt"]
    }
}

/// Returns only on failure (the bridge replaces this process).
func runMqtt(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        print(MqttCommand.usage)
        return 0
    }
    let command: MqttCommand
    do {
        command = try MqttCommand(arguments: arguments)
    } catch {
        StandardStreams.printError("panel-picker mqtt: \(error)\n\n\(MqttCommand.usage)")
        return 2
    }
    let candidates = FileSystem.executablePath().map(MqttCommand.helperCandidates) ?? []
    guard let helper = candidates.first(where: FileSystem.isExecutable) else {
        StandardStreams.printError("panel-picker mqtt: the bridge panel-picker-mqtt is not installed (looked for \(candidates.joined(separator: " and ")))")
        return 3
    }
    do {
        try Environment.replaceProcess(with: helper, arguments: [command.configPath, command.socketPath, PickerBuild.version])
    } catch {
        StandardStreams.printError("panel-picker mqtt: cannot start \(helper): \(SystemError.reason(of: error))")
        return 3
    }
}
