import Glibc
import PickerCore
import PickerInput
import PickerSystem

// vm-input: the input half of `panel-picker run` for the real-kernel scenarios
// (Tests/VM/scenarios/input.*): real evdev devices through PickerInput into the
// core's engine, with no display. It records what it decoded as a trace that
// `panel-picker simulate` replays, prints the selection each time the picker
// comes to rest, and measures the input path.

let usage = """
usage: vm-input --config FILE --trace-out FILE [--ready FILE]

Reads the config's input devices (hot-plug included) into the picker engine.
stdout: one line per rest, {"t": ms, "selection": [row, ...]}; on SIGTERM or
SIGINT a last line {"final": [...], "events": N, "latency_us": {"median", "max"}}.
stderr: the device log. --ready FILE is created once devices are being watched.
"""

struct Failure: Error, CustomStringConvertible {
    var description: String
}

func main() throws {
    var arguments = CommandLine.arguments.dropFirst()
    var configPath = "", tracePath = "", readyPath: String?
    while let option = arguments.popFirst() {
        guard let value = arguments.popFirst() else { throw Failure(description: "\(option) needs a value\n\(usage)") }
        switch option {
        case "--config": configPath = value
        case "--trace-out": tracePath = value
        case "--ready": readyPath = value
        default: throw Failure(description: "unknown option '\(option)'\n\(usage)")
        }
    }
    guard !configPath.isEmpty, !tracePath.isEmpty else { throw Failure(description: usage) }

    let config = try PickerConfig.parse(try FileSystem.readFile(configPath), directory: FileSystem.directoryName(of: configPath))
    var engine = try PickerEngine(config: config)
    guard let rotation = PanelRotation(degrees: config.display.rotationDegrees) else {
        throw Failure(description: "display.rotation \(config.display.rotationDegrees) is not 0, 90, 180 or 270")
    }
    let panel = PanelGeometry(widthPx: engine.layout.width, heightPx: engine.layout.height, rotation: rotation)
    let signals = try SignalDescriptor(signals: [SignalNumber.terminate, SignalNumber.interrupt])
    let trace = try FileDescriptor.open(tracePath, [.writeOnly, .create, .truncate])
    defer { trace.close() }
    let startUs = MonotonicClock.nowUs()
    let devices = InputDevices(settings: try InputSettings(config.input), panel: panel, log: { StandardStreams.printError($0) })
    defer { devices.close() }
    if let readyPath {
        try FileSystem.writeFileAtomically(readyPath, Array("ready\n".utf8))
    }

    var busy = false
    var latenciesUs: [Int64] = []
    var eventCount = 0
    while true {
        let timeoutMs: Int32 = engine.nextDeadlineUs.map { deadline in
            Int32(clamping: Swift.max(0, (deadline + startUs - MonotonicClock.nowUs() + 999) / 1000))
        } ?? -1
        let inputDescriptors = devices.pollDescriptors
        let ready = try Poll.waitReadable([signals.descriptor] + inputDescriptors, timeoutMs: timeoutMs)
        let nowUs = MonotonicClock.nowUs()
        if ready.first == true, !(try signals.readSignals()).isEmpty { break }
        let readable = zip(inputDescriptors, ready.dropFirst()).filter(\.1).map(\.0)
        var lines = ""
        for timed in devices.readEvents(nowUs: nowUs, readable: readable) {
            // The kernel's stamp to this read: how long an event waited before the picker saw it.
            latenciesUs.append(nowUs - timed.timeUs)
            eventCount += 1
            let timeUs = timed.timeUs - startUs
            lines += Trace.line(timed.event, atUs: timeUs) + "\n"
            do {
                _ = try engine.handle(timed.event, atUs: timeUs)
            } catch {
                StandardStreams.printError("vm-input: the engine rejected \(timed.event): \(error.message)")
            }
            busy = true
        }
        if !lines.isEmpty { try trace.writeAll(Array(lines.utf8), subject: tracePath) }
        _ = engine.advance(toUs: nowUs - startUs)
        if busy && !engine.isAnimating && !engine.isHeld {
            busy = false
            try StandardStreams.printOutput(#"{"t_us":\#(engine.nowUs),"selection":\#(engine.selection)}"#)
        }
    }
    // Like simulate, report the selection once every motion has come to rest.
    while let deadline = engine.nextDeadlineUs {
        _ = engine.advance(toUs: deadline)
    }
    latenciesUs.sort()
    let median = latenciesUs.isEmpty ? 0 : latenciesUs[latenciesUs.count / 2]
    let worst = latenciesUs.last ?? 0
    try StandardStreams.printOutput(#"{"final":\#(engine.selection),"events":\#(eventCount),"latency_us":{"median":\#(median),"max":\#(worst)}}"#)
}

do {
    try main()
} catch {
    StandardStreams.printError("vm-input: \(error)")
    exit(2)
}
