import Testing
@testable import PickerCore

/// Motions are analytic curves of absolute time and change state only at input
/// times and computed ends, so the frame rate cannot change any result.
@Suite struct FrameRateTests {
    static let traces: [(trace: String, config: String)] = [
        ("drag.jsonl", "flat.json"), ("rubber.jsonl", "flat.json"), ("wrap.jsonl", "flat.json"), ("tap.jsonl", "flat.json"),
        ("keys.jsonl", "flat.json"), ("encoder.jsonl", "flat.json"), ("two-fingers.jsonl", "flat.json"),
        ("select.jsonl", "flat.json"), ("month.jsonl", "date.json"), ("horizontal.jsonl", "horizontal.json"),
    ]

    @Test(arguments: traces)
    func sameTraceGivesIdenticalEventsAndSelectionAtEveryFrameRate(trace: String, config: String) throws {
        let replays = try TraceFixtures.frameRates.map { try TraceFixtures.replay(trace, config: config, hz: $0) }
        for replay in replays.dropFirst() {
            #expect(replay.events == replays[0].events)
            #expect(replay.engine.selection == replays[0].engine.selection)
            #expect(replay.settledUs == replays[0].settledUs)
            #expect(replay.report.serialized == replays[0].report.serialized)
        }
    }

    @Test(arguments: [0.5, 2.0, 4.0, -3.0])
    func flingsAreIdenticalAtEveryFrameRate(velocity: Double) throws {
        let lines = TraceFixtures.flingLines(velocityPxPerMs: velocity, startRow: velocity < 0 ? 50 : 0)
        let replays = try TraceFixtures.frameRates.map { try TraceFixtures.replay(lines: lines, hz: $0) }
        #expect(replays.allSatisfy { $0.events == replays[0].events && $0.settledUs == replays[0].settledUs })
        #expect(replays[0].events.count > 3)
    }

    /// 30, 60 and 120 Hz share every 30 Hz frame time; the offsets there must agree bit for bit,
    /// and each frame must equal the engine's offsets sampled alone at that time.
    @Test(arguments: traces)
    func framesAtSharedTimesShowTheSameOffsets(trace: String, config: String) throws {
        var byTime: [Int64: [Fixed]] = [:]
        for hz in [30, 60, 120] {
            let replay = try TraceFixtures.replay(trace, config: config, hz: hz, frames: true)
            for frame in replay.frames {
                if let seen = byTime[frame.timeUs] {
                    #expect(seen == frame.offsets, "\(trace) at \(frame.timeUs) µs, \(hz) Hz")
                } else {
                    byTime[frame.timeUs] = frame.offsets
                }
            }
        }
        #expect(byTime.count > 10)
    }
}
