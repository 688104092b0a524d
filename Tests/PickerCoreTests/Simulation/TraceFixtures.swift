import PickerSystem
@testable import PickerCore

/// Configs and traces under Tests/PickerCoreTests/Traces, replayed through the
/// same `TraceReplay` that `panel-picker simulate` runs.
enum TraceFixtures {
    static let directory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Traces"
    }()

    static let frameRates = [30, 60, 120, 144]

    static func bytes(_ name: String) throws -> [UInt8] {
        try FileSystem.readFile(directory + "/" + name)
    }

    static func engine(_ config: String) throws -> PickerEngine {
        try PickerEngine(config: PickerConfig.parse(bytes(config), directory: directory))
    }

    static func replay(_ trace: String, config: String = "flat.json", hz: Int = 60, frames: Bool = false) throws -> TraceReplay {
        try TraceReplay(trace: Trace.parse(bytes(trace)), engine: engine(config), frameHz: hz, recordFrames: frames)
    }

    static func replay(lines: [String], config: String = "flat.json", hz: Int = 60, frames: Bool = false) throws -> TraceReplay {
        let text = lines.joined(separator: "\n")
        return try TraceReplay(trace: Trace.parse(Array(text.utf8)), engine: engine(config), frameHz: hz, recordFrames: frames)
    }

    /// A finger on column 0 of flat.json (x = 100) moving at a steady `velocityPxPerMs` upward
    /// (positive: the offset grows) for 104 ms in 8 ms steps, lifting while still moving.
    static func flingLines(velocityPxPerMs: Double, startRow: Int = 0) -> [String] {
        var lines: [String] = []
        var t = 0
        if startRow != 0 {
            lines.append(#"{"t":0,"type":"select","column":0,"row":\#(startRow),"animated":false}"#)
            t = 10
        }
        let startY = velocityPxPerMs > 0 ? 240.0 : 60.0
        for step in 0...13 {
            let y = startY - velocityPxPerMs * Double(step * 8)
            let phase = step == 0 ? "down" : step == 13 ? "up" : "move"
            lines.append(#"{"t":\#(t + step * 8),"type":"touch","phase":"\#(phase)","x":100,"y":\#(y),"id":0}"#)
        }
        return lines
    }
}

func event(_ timeMs: Double, _ event: PickerEvent) -> TimedPickerEvent {
    TimedPickerEvent(timeUs: Int64((timeMs * 1000).rounded()), event: event)
}

extension TraceReplay {
    var selectionEvents: [TimedPickerEvent] {
        events.filter { if case .selectionChanged = $0.event { true } else { false } }
    }

    /// The recorded offsets of `column` at each frame, with the frame time in µs.
    func offsets(ofColumn column: Int) -> [(timeUs: Int64, offsetPx: Fixed)] {
        frames.map { ($0.timeUs, $0.offsets[column]) }
    }
}

/// A reproducible stream of numbers for generated traces (a 64-bit LCG).
struct SeededRandom {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
