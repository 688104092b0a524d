import PickerFleet
import PickerSystem

// Started by `panel-picker mqtt`, which reads the command line (the static panel-picker
// cannot link libmosquitto: Debian ships it as a shared library only, docs/fleet.md):
// panel-picker-mqtt CONFIG SOCKET|"" VERSION.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 3, !arguments[0].isEmpty else {
    StandardStreams.printError("panel-picker-mqtt is started by 'panel-picker mqtt --config FILE [--socket PATH]'")
    Environment.exitProcess(2)
}
let launch = FleetLaunch(configPath: arguments[0], socketPath: arguments[1].isEmpty ? nil : arguments[1], version: arguments[2])
Environment.exitProcess(launch.run())
