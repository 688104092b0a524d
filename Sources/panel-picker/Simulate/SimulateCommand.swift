import PickerCore
import PickerRender
import PickerSystem

/// `panel-picker simulate`: replays a timed input trace through the core with no
/// display and prints the result as one JSON object.
struct SimulateCommand {
    static let usage = """
    usage: panel-picker simulate --config FILE --trace FILE [--frame-hz N] [--frames]

    Replays the trace (JSON Lines: {"t": ms, "type": "touch"|"key"|"encoder"|"wheel"|"select", ...}),
    steps frames at N Hz (default 60, 1..1000) until every column is at rest, and prints
    {"selection": [...], "events": [...], "feedback": [...], "settled_ms": ms} with, given --frames,
    "frames": [{"t": ms, "offsets": [px, ...]}, ...].
    Exit status 2 on a bad option, config or trace line.
    """

    var configPath = ""
    var tracePath = ""
    var frameHz = 60
    var recordFrames = false

    init(arguments: [String]) throws(UsageError) {
        var options = CommandOptions(arguments, valued: ["--config", "--trace", "--frame-hz"], flags: ["--frames"])
        while case .option(let option, let text)? = try options.next() {
            switch option {
            case "--config": configPath = text
            case "--trace": tracePath = text
            case "--frame-hz":
                guard let hz = Int(text), TraceReplay.frameRates.contains(hz) else {
                    throw UsageError("--frame-hz expects a whole number from \(TraceReplay.frameRates.lowerBound) to \(TraceReplay.frameRates.upperBound), got '\(text)'")
                }
                frameHz = hz
            default: recordFrames = true
            }
        }
        guard !configPath.isEmpty else { throw UsageError("--config FILE is required") }
        guard !tracePath.isEmpty else { throw UsageError("--trace FILE is required") }
    }

    /// The replay's JSON on one line.
    func run() throws(UsageError) -> String {
        let file = try ConfigFile(path: configPath)
        let traceBytes = try read(tracePath, what: "trace")
        // Rows as `run` lays them out, from the fonts: large text, a horizontal picker's item width.
        let engine = PickerEngine(config: file.config, model: file.model, layout: file.layout)
        do throws(TraceError) {
            let trace = try Trace.parse(traceBytes)
            let replay = try TraceReplay(trace: trace, engine: engine, frameHz: frameHz, recordFrames: recordFrames)
            return replay.report.serialized
        } catch {
            throw UsageError("\(tracePath):\(error.line): \(error.message)")
        }
    }

    private func read(_ path: String, what: String) throws(UsageError) -> [UInt8] {
        do {
            return try FileSystem.readFile(path)
        } catch {
            throw UsageError("cannot read \(what) \(path): \(SystemError.reason(of: error))")
        }
    }
}

/// Runs `simulate` and returns the exit status: 0 printed, 2 bad input of any kind.
func runSimulate(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        try? StandardStreams.printOutput(SimulateCommand.usage)
        return 0
    }
    do throws(UsageError) {
        let output = try SimulateCommand(arguments: arguments).run()
        try? StandardStreams.printOutput(output)
        return 0
    } catch {
        StandardStreams.printError("panel-picker simulate: \(error)")
        return 2
    }
}
