import PickerCore

/// A trace file replayed as `panel-picker simulate` replays it (60 Hz, report printed).
enum TraceTarget {
    /// The configs of Tests/PickerCoreTests/Traces: flat columns with a looping one, a date
    /// section, and a horizontal picker with a disabled row. A trace runs against the one at
    /// its length modulo their count, so the fuzzer reaches all three from any trace.
    static let configs: [PickerConfig] = [
        #"{"size": "400x300", "style": "flat", "row_height": 40, "visible_rows": 5, "columns": [{"id": "minute", "range": {"from": 0, "to": 59, "format": "%02d"}}, {"id": "letter", "items": ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"], "infinite": true}]}"#,
        #"{"size": "480x272", "row_height": 40, "visible_rows": 5, "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2023-01-31", "months": "numbers"}}]}"#,
        #"{"size": "600x200", "orientation": "horizontal", "style": "flat", "row_height": 60, "row_spacing": 20, "visible_rows": 7, "deceleration_rate": "fast", "columns": [{"id": "n", "range": {"from": 1, "to": 20}, "disabled": [3]}]}"#,
    ].compactMap { try? PickerConfig.parse(Array($0.utf8), directory: "") }

    static func run(_ bytes: [UInt8]) {
        guard let trace = try? Trace.parse(bytes),
              let engine = try? PickerEngine(config: configs[bytes.count % configs.count]),
              let replay = try? TraceReplay(trace: trace, engine: engine, frameHz: 60, recordFrames: false) else { return }
        _ = replay.report.serialized
    }
}
