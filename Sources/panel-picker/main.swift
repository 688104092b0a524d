import PanelPicker
import PickerSystem

let mainStartUs = MonotonicClock.nowUs()

let usage = """
usage: panel-picker COMMAND [OPTIONS]

commands:
  run        show the picker (DRM, terminal preview, or offscreen)
  render     render one frame to a PNG file
  simulate   replay an input trace through the core and print JSON
  ctl        talk to a running picker's control socket
  calibrate  line the touchscreen up with the picture (input.calibration)
  boot       carry out a boot choice: start the target the confirmed row names (as root)
  mqtt       bridge a running picker to an MQTT broker (Home Assistant selects)
  licenses   print the licences of the third-party code inside this program

Run 'panel-picker --version' for the version, commit and build.

Run 'panel-picker COMMAND --help' for a command's options.
Exit codes: 0 done, 1 cancelled, 2 bad input, 3 no usable display or device,
4 confirmed but the result file not written.
"""

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "simulate" {
    Environment.exitProcess(runSimulate(Array(arguments.dropFirst())))
}
if arguments.isEmpty || arguments[0] == "--help" || arguments[0] == "-h" {
    print(usage)
    Environment.exitProcess(arguments.isEmpty ? 2 : 0)
}
if arguments == ["--version"] {
    print(PickerBuild.summary)
    Environment.exitProcess(0)
}
if arguments == ["licenses"] {
    print(PickerBuild.thirdPartyNotices, terminator: "")
    Environment.exitProcess(0)
}
if arguments[0] == "run" {
    Environment.exitProcess(runRun(Array(arguments.dropFirst()), mainStartUs: mainStartUs))
}
if arguments[0] == "render" {
    Environment.exitProcess(runRender(Array(arguments.dropFirst())))
}
if arguments[0] == "calibrate" {
    Environment.exitProcess(runCalibrate(Array(arguments.dropFirst())))
}
if arguments[0] == "boot" {
    Environment.exitProcess(runBoot(Array(arguments.dropFirst())))
}
if arguments[0] == "mqtt" {
    Environment.exitProcess(runMqtt(Array(arguments.dropFirst())))
}
if arguments[0] == "ctl" {
    Environment.exitProcess(runCtl(Array(arguments.dropFirst())))
}
StandardStreams.printError("panel-picker: unknown command '\(arguments[0])'\n\(usage)")
Environment.exitProcess(2)
