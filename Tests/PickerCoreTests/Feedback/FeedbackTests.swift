import Testing
@testable import PickerCore

/// Rows passing the band and the clicks the limiter lets through, as `simulate` reports them.
@Suite struct FeedbackTests {
    /// flat.json (60 rows, 40 px pitch) with its feedback settings changed.
    static func replay(_ lines: [String], hz: Int = 60, minIntervalMs: Int = 30, clicks: Bool = true) throws -> TraceReplay {
        var config = try PickerConfig.parse(TraceFixtures.bytes("flat.json"), directory: TraceFixtures.directory)
        config.feedback.minIntervalMs = minIntervalMs
        config.feedback.clickMs = 1
        config.feedback.enabled = clicks
        let trace = try Trace.parse(Array(lines.joined(separator: "\n").utf8))
        return try TraceReplay(trace: trace, engine: PickerEngine(config: config), frameHz: hz, recordFrames: false)
    }

    /// A fling from row 0 at 1.1 px/ms that comes to rest on row 17.
    static let fling17 = TraceFixtures.flingLines(velocityPxPerMs: 1.1)

    @Test func aFlingPassingSeventeenRowsClicksSeventeenTimesWhenUnlimited() throws {
        let replay = try Self.replay(Self.fling17, minIntervalMs: 1)
        #expect(replay.engine.selection[0] == 17)
        let passes = replay.feedback.filter { if case .rowPassed = $0.event { true } else { false } }
        #expect(passes.count == 17)
        #expect(passes.allSatisfy { if case .rowPassed(0, _, 1) = $0.event { true } else { false } })
        #expect(passes.map { if case .rowPassed(_, let row, _) = $0.event { row } else { -1 } } == Array(1...17))
        #expect(replay.clickTimes.count == 17)
        #expect(replay.clickTimes == passes.map(\.timeUs))
    }

    /// The count follows from the pass times alone: a pass clicks when `min_interval_ms` has gone by since the last click.
    @Test(arguments: [45, 60, 120])
    func aRateLimitedFlingClicksAsOftenAsTheIntervalAllows(minIntervalMs: Int) throws {
        let replay = try Self.replay(Self.fling17, minIntervalMs: minIntervalMs)
        let passTimes = replay.feedback.compactMap { if case .rowPassed = $0.event { $0.timeUs } else { nil } }
        var expected: [Int64] = []
        for time in passTimes where expected.last.map({ time - $0 >= Int64(minIntervalMs) * 1000 }) ?? true { expected.append(time) }
        #expect(passTimes.count == 17)
        #expect(replay.clickTimes == expected)
        #expect(replay.clickTimes.count < 17)
        #expect(zip(replay.clickTimes, replay.clickTimes.dropFirst()).allSatisfy { $1 - $0 >= Int64(minIntervalMs) * 1000 })
    }

    @Test(arguments: [1, 30])
    func theSameTraceGivesTheSameFeedbackAtEveryFrameRate(minIntervalMs: Int) throws {
        for lines in [Self.fling17, TraceFixtures.flingLines(velocityPxPerMs: -3, startRow: 50)] {
            let replays = try TraceFixtures.frameRates.map { try Self.replay(lines, hz: $0, minIntervalMs: minIntervalMs) }
            #expect(replays[0].feedback.count > 10)
            #expect(replays.allSatisfy { $0.feedback == replays[0].feedback })
        }
    }

    @Test(arguments: ["drag.jsonl", "keys.jsonl", "encoder.jsonl", "tap.jsonl", "select.jsonl", "wrap.jsonl"])
    func everyKindOfMotionPassesRowsIdenticallyAtEveryFrameRate(trace: String) throws {
        let replays = try TraceFixtures.frameRates.map { try TraceFixtures.replay(trace, hz: $0) }
        #expect(replays[0].feedback.contains { $0.event == .click })
        #expect(replays.allSatisfy { $0.feedback == replays[0].feedback })
    }

    @Test func nothingMovingPassesNoRow() throws {
        let replay = try Self.replay([
            // A tap on the selected row, a finger that stays put, focus keys, enter.
            #"{"t":0,"type":"touch","phase":"down","x":100,"y":150,"id":0}"#,
            #"{"t":50,"type":"touch","phase":"up","x":100,"y":150,"id":0}"#,
            #"{"t":400,"type":"touch","phase":"down","x":100,"y":150,"id":0}"#,
            #"{"t":900,"type":"touch","phase":"up","x":100,"y":150,"id":0}"#,
            #"{"t":1000,"type":"key","key":"right"}"#,
            #"{"t":1100,"type":"key","key":"left"}"#,
            #"{"t":1200,"type":"key","key":"enter"}"#,
            #"{"t":1300,"type":"key","key":"up"}"#,
        ])
        #expect(replay.engine.selection[0] == 0)
        #expect(replay.feedback.isEmpty)
    }

    @Test func aSelectThatDoesNotAnimatePassesNoRowAndOneThatAnimatesPassesThemAll() throws {
        let jump = try Self.replay([#"{"t":0,"type":"select","column":0,"row":40,"animated":false}"#])
        #expect(jump.engine.selection[0] == 40)
        #expect(jump.feedback.isEmpty)

        let animated = try Self.replay([#"{"t":0,"type":"select","column":0,"row":5,"animated":true}"#], minIntervalMs: 1)
        let rows = animated.feedback.reduce(0) { if case .rowPassed(_, _, let rows) = $1.event { $0 + rows } else { $0 } }
        #expect(rows == 5)
        #expect(!animated.clickTimes.isEmpty)
    }

    @Test func aLongSelectPassesAtMostOneSampleAMillisecond() throws {
        let replay = try Self.replay([#"{"t":0,"type":"select","column":0,"row":59,"animated":true}"#], minIntervalMs: 1)
        let passes = replay.feedback.filter { if case .rowPassed = $0.event { true } else { false } }
        let rows = passes.reduce(0) { if case .rowPassed(_, _, let rows) = $1.event { $0 + rows } else { $0 } }
        #expect(rows == 59)
        #expect(Set(passes.map(\.timeUs)).count == passes.count)
        #expect(passes.allSatisfy { $0.timeUs % 1000 == 0 })
    }

    @Test func disabledClicksStillReportPassingRows() throws {
        let replay = try Self.replay(Self.fling17, clicks: false)
        #expect(replay.clickTimes.isEmpty)
        #expect(replay.feedback.count == 17)
    }

    @Test func simulatePrintsRowsPassedAndClicks() throws {
        let replay = try Self.replay([#"{"t":0,"type":"key","key":"down"}"#])
        let report = replay.report.serialized
        #expect(report.contains(#""feedback":[{"t":"#))
        #expect(report.contains(#""type":"row_passed","column":0,"id":"minute","row":1,"rows":1}"#))
        #expect(report.contains(#""type":"click"}"#))
    }
}

extension TraceReplay {
    var clickTimes: [Int64] { feedback.filter { $0.event == .click }.map(\.timeUs) }
}
