import Testing
@testable import PickerCore

@Suite struct TraceRecorderTests {
    private func touch(_ phase: TouchEvent.Phase, y: Int) -> InputEvent {
        .touch(TouchEvent(phase: phase, id: 0, x: Fixed(100) + .half, y: Fixed(y) + .half))
    }

    /// Times count from the engine's start; a stamp from before it, or one older than the line
    /// before (sources are read one after another), is written as the latest so far, as a trace
    /// must not go back.
    @Test func timesCountFromTheStartAndNeverGoBack() throws {
        var recorder = TraceRecorder(startUs: 5_000_000)
        let text = recorder.lines(for: [(.key(.down), 4_999_000), (touch(.down, y: 200), 5_012_345),
                                        (touch(.move, y: 190), 5_010_000), (touch(.up, y: 190), 5_020_000)])
            + recorder.lines(for: [(.encoder(delta: 2), 5_019_000)])
        let trace = try Trace.parse(Array(text.utf8))
        #expect(trace.entries.map(\.timeUs) == [0, 12_345, 12_345, 20_000, 20_000])
        #expect(trace.entries.map(\.input) == [.key(.down), touch(.down, y: 200), touch(.move, y: 190), touch(.up, y: 190),
                                               .encoder(delta: 2)])
    }

    /// Replaying what was recorded moves the engine as the recorded input did, to the row.
    @Test func aRecordedFlingReplaysToTheSameSelection() throws {
        let config = try PickerConfig.parse(Array(#"{"size": "320x240", "columns": [{"id": "n", "range": {"from": 0, "to": 99}}]}"#.utf8),
                                           directory: "/")
        var live = try PickerEngine(config: config)
        var recorder = TraceRecorder(startUs: 1_000_000)
        var text = ""
        // An uneven throw, as a digitiser under load reports it.
        let moves: [(Int64, Int)] = [(0, 200), (7_000, 196), (19_000, 180), (23_000, 171), (38_000, 150), (41_000, 143)]
        for (index, (atUs, y)) in moves.enumerated() {
            let event = touch(index == 0 ? .down : .move, y: y)
            _ = try live.handle(event, atUs: 1_000_000 + atUs)
            text += recorder.lines(for: [(event, 1_000_000 + atUs)])
        }
        _ = try live.handle(touch(.up, y: 143), atUs: 1_049_000)
        text += recorder.lines(for: [(touch(.up, y: 143), 1_049_000)])
        _ = live.advance(toUs: 10_000_000)
        let replay = try TraceReplay(trace: Trace.parse(Array(text.utf8)), engine: PickerEngine(config: config), frameHz: 60, recordFrames: false)
        #expect(live.selection[0] > 2, "the throw carried the wheel")
        #expect(replay.engine.selection == live.selection)
    }
}
