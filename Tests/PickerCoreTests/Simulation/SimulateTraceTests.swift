import PickerSystem
import Testing
@testable import PickerCore

@Suite struct SimulateTraceTests {
    @Test func dragFollowsTheFingerExactlyAndRestsOnTheRowUnderIt() throws {
        let replay = try TraceFixtures.replay("drag.jsonl", frames: true)
        // (time of the move, finger y): the offset is the finger's way up from y = 200.
        let moves: [(Int64, Int)] = [(0, 200), (16_000, 190), (32_000, 170), (48_000, 150), (64_000, 130), (80_000, 120)]
        for (timeUs, offset) in replay.offsets(ofColumn: 0) where timeUs < 300_000 {
            let y = moves.last { $0.0 <= timeUs }?.1 ?? 200
            #expect(offset == Fixed(200 - y), "frame at \(timeUs) µs")
        }
        #expect(replay.events == [
            event(32, .highlightChanged(column: 0, row: 1)),
            event(64, .highlightChanged(column: 0, row: 2)),
            event(300, .selectionChanged(column: 0, row: 2)),
        ])
        #expect(replay.engine.selection == [2, 0])
        #expect(replay.settledUs == 300_000)
    }

    /// Upward (positive) and downward releases at steady speeds: the column lands on the row
    /// nearest to `offset + v * r / (1 - r)` with r = 0.998, clamped to the column.
    @Test(arguments: [(0.25, 0), (0.5, 0), (1.0, 0), (2.0, 0), (3.0, 0), (4.0, 0), (-0.5, 40), (-1.0, 40), (-4.0, 40)])
    func flingsLandWhereTheProjectionSays(velocity: Double, startRow: Int) throws {
        let replay = try TraceFixtures.replay(lines: TraceFixtures.flingLines(velocityPxPerMs: velocity, startRow: startRow), frames: true)
        let releaseOffset = Double(startRow * 40) + velocity * 104
        let rest = releaseOffset + velocity * 0.998 / (1 - 0.998)
        let expected = min(59, max(0, Int((rest / 40).rounded())))
        #expect(replay.engine.selection[0] == expected)
        #expect(replay.frames.last?.offsets[0] == Fixed(expected * 40))
        // One change for the select that put the column on its start row, one for the fling.
        #expect(replay.selectionEvents.count == (startRow == 0 ? 0 : 1) + (expected == startRow ? 0 : 1))
        #expect(replay.selectionEvents.last?.event == .selectionChanged(column: 0, row: expected))
        // Smooth: no frame moves further than the finger did in a frame (16.7 ms, which can span three 8 ms moves).
        let offsets = replay.offsets(ofColumn: 0).map(\.offsetPx)
        let fastest = zip(offsets, offsets.dropFirst()).map { ($1 - $0).magnitude }.max() ?? .zero
        #expect(fastest.double <= abs(velocity) * 25 + 1)
    }

    @Test func flingPastTheLastRowBouncesWithinTheBandAndComesBack() throws {
        let replay = try TraceFixtures.replay(lines: TraceFixtures.flingLines(velocityPxPerMs: 4), frames: true)
        let offsets = replay.offsets(ofColumn: 0).map(\.offsetPx)
        let end = Fixed(59 * 40)
        let peak = offsets.max() ?? .zero
        #expect(peak > end)
        #expect(peak - end < Fixed(200) / 3)
        #expect(offsets.last == end)
    }

    @Test func rubberBandResistsPastTheFirstRowAndSpringsBack() throws {
        let replay = try TraceFixtures.replay("rubber.jsonl", frames: true)
        // A 100 px pull past row 0 of a 200 px column shows as (1 - 1/(100*0.55/200 + 1)) * 200.
        let shown = -(1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        let held = replay.offsets(ofColumn: 0).filter { $0.timeUs >= 64_000 && $0.timeUs < 300_000 }
        #expect(!held.isEmpty)
        #expect(held.allSatisfy { abs($0.offsetPx.double - shown) < 0.001 })
        let released = replay.offsets(ofColumn: 0).filter { $0.timeUs >= 300_000 }.map(\.offsetPx)
        #expect(zip(released, released.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(released.allSatisfy { $0 <= .zero })
        #expect(released.last == .zero)
        #expect(replay.events.isEmpty)
        #expect(replay.settledUs > 300_000)
    }

    @Test func infiniteColumnWrapsPastBothEnds() throws {
        let replay = try TraceFixtures.replay("wrap.jsonl")
        #expect(replay.events == [
            event(16, .highlightChanged(column: 1, row: 9)),
            event(32, .highlightChanged(column: 1, row: 8)),
            event(300, .selectionChanged(column: 1, row: 8)),
            event(1016, .highlightChanged(column: 1, row: 9)),
            event(1032, .highlightChanged(column: 1, row: 0)),
            event(1048, .highlightChanged(column: 1, row: 1)),
            event(1300, .selectionChanged(column: 1, row: 1)),
        ])
        #expect(replay.engine.offsets[1] == Fixed(40))
    }

    /// Trial 24: a tap on the selected row gave only `tapped` in `simulate`, and confirmed in the
    /// library (`confirm.tap_selected`, on by default). Both decide through `ConfirmFlow`.
    @Test(arguments: ["flat.json", "flat-daemon.json"])
    func tapAnimatesToTheTappedRowAndTappingTheSelectedRowConfirms(config: String) throws {
        let replay = try TraceFixtures.replay("tap.jsonl", config: config)
        let notHighlights = replay.events.filter { if case .highlightChanged = $0.event { false } else { true } }
        #expect(notHighlights == [
            event(80, .tapped(column: 0, row: 2)),
            event(330, .selectionChanged(column: 0, row: 2)),
            event(1050, .tapped(column: 0, row: 2)),
            event(1050, .confirmed),
        ])
        #expect(replay.engine.selection == [2, 0])
    }

    /// In `oneshot` mode Enter ends the picker: nothing after it is applied, as in a running one.
    @Test func aOneshotPickerTakesNoInputAfterItsConfirm() throws {
        let replay = try TraceFixtures.replay("keys.jsonl")
        #expect(replay.events.last == event(2000, .confirmed))
        #expect(replay.engine.selection == [0, 3])
    }

    /// A countdown confirms where it runs out, counted from the last input, as a running picker's
    /// does; with `extend_s` an input leaves at least that long. Escape cancels by default, and ends.
    @Test func theCountdownConfirmsWhenItRunsOutAndEscapeCancels() throws {
        let dir = TraceFixtures.directory
        let text = try String(decoding: FileSystem.readFile(dir + "/flat.json"), as: UTF8.self)
        let json = "{\"confirm\": {\"timeout_s\": 2}, " + text.drop { $0 != "\"" }
        let engine = try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: dir))
        let keyed = try TraceReplay(trace: Trace.parse(Array(#"{"t":500,"type":"key","key":"down"}"#.utf8)), engine: engine,
                                    frameHz: 60, recordFrames: false)
        #expect(keyed.events.suffix(2) == [event(750, .selectionChanged(column: 0, row: 1)), event(2500, .confirmed)])
        #expect(keyed.settledUs == 750_000)
        let lines = [#"{"t":100,"type":"key","key":"escape"}"#, #"{"t":200,"type":"key","key":"down"}"#]
        let escaped = try TraceReplay(trace: Trace.parse(Array(lines.joined(separator: "\n").utf8)), engine: engine,
                                      frameHz: 60, recordFrames: false)
        #expect(escaped.events == [event(100, .cancelled)])
        // A countdown that cancels (`timeout_action`) ends the simulation cancelled where it runs out.
        let cancelling = "{\"confirm\": {\"timeout_s\": 2, \"timeout_action\": \"cancel\"}, " + text.drop { $0 != "\"" }
        let cancelled = try TraceReplay(trace: Trace.parse(Array(#"{"t":500,"type":"key","key":"down"}"#.utf8)),
                                        engine: PickerEngine(config: PickerConfig.parse(Array(cancelling.utf8), directory: dir)),
                                        frameHz: 60, recordFrames: false)
        #expect(cancelled.events.last == event(2500, .cancelled))
    }

    /// A column whose every row is disabled turns through its rows and confirms nothing, in
    /// `simulate` as in the picker (NothingToChooseTests): Enter and the countdown end nothing.
    @Test func aColumnWithNothingToChooseConfirmsNothing() throws {
        let json = #"{"confirm": {"timeout_s": 2}, "columns": [{"items": ["a", "b", "c"], "disabled": [0, 1, 2]}]}"#
        let engine = try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: ""))
        let lines = [#"{"t":100,"type":"key","key":"down"}"#, #"{"t":600,"type":"key","key":"enter"}"#]
        let replay = try TraceReplay(trace: Trace.parse(Array(lines.joined(separator: "\n").utf8)), engine: engine, frameHz: 60, recordFrames: false)
        #expect(replay.engine.selection == [1])
        #expect(!replay.events.contains { $0.event == .confirmed }, "\(replay.events)")
    }

    /// Escape cancels only where `confirm.allow_cancel` lets it, as the picker's confirm flow decides.
    @Test func keysMoveOneRowOrAPageOnTheFocusedColumnAndConfirmOrCancel() throws {
        let replay = try TraceFixtures.replay("keys.jsonl", config: "flat-daemon.json")
        let reported = replay.events.filter { if case .highlightChanged = $0.event { false } else { true } }
        #expect(reported == [
            event(350, .selectionChanged(column: 0, row: 3)), // three quick downs: one change, 250 ms after the last
            event(760, .selectionChanged(column: 1, row: 9)), // right, up: wraps below row 0
            event(1250, .selectionChanged(column: 1, row: 3)), // pagedown: visible_rows - 1 = 4 rows
            event(1660, .selectionChanged(column: 0, row: 0)), // left, pageup from 3: stops at row 0
            event(2000, .confirmed), // a daemon goes on; escape with allow_cancel false does nothing
            event(2460, .selectionChanged(column: 1, row: 4)), // tab wraps focus to column 1, down
        ])
    }

    @Test func encoderDetentsQueueAndStopAtTheEnds() throws {
        let replay = try TraceFixtures.replay("encoder.jsonl")
        #expect(replay.selectionEvents == [
            event(250, .selectionChanged(column: 0, row: 3)),
            event(550, .selectionChanged(column: 0, row: 0)),
            event(870, .selectionChanged(column: 0, row: 4)),
        ])
    }

    @Test func twoFingersSpinTwoColumnsAndAThirdOnAHeldColumnIsIgnored() throws {
        let replay = try TraceFixtures.replay("two-fingers.jsonl")
        #expect(replay.events == [
            event(16, .highlightChanged(column: 0, row: 1)),
            event(20, .highlightChanged(column: 1, row: 9)),
            event(32, .highlightChanged(column: 0, row: 2)),
            event(36, .highlightChanged(column: 1, row: 8)),
            event(300, .selectionChanged(column: 0, row: 2)),
            event(310, .selectionChanged(column: 1, row: 8)),
        ])
        #expect(replay.engine.selection == [2, 8])
    }

    @Test func selectAnimatesInBoundedTimeOrJumps() throws {
        let replay = try TraceFixtures.replay("select.jsonl")
        #expect(replay.selectionEvents == [
            event(250, .selectionChanged(column: 0, row: 30)),
            event(300, .selectionChanged(column: 1, row: 5)),
        ])
        #expect(replay.events.last == event(300, .selectionChanged(column: 1, row: 5)))
        #expect(replay.settledUs == 400_000)
    }

    @Test func dateDayColumnFollowsTheMonthLikeUIDatePicker() throws {
        let replay = try TraceFixtures.replay("month.jsonl", config: "date.json")
        // 2023-01-31, then the month moves to February: the 31st no longer exists, the 28th is taken.
        #expect(replay.selectionEvents == [
            event(260, .selectionChanged(column: 1, row: 1)),
            event(260, .selectionChanged(column: 2, row: 27)),
        ])
        #expect(replay.engine.model.date(inSection: 0) == CalendarDate(year: 2023, month: 2, day: 28))
        #expect(replay.engine.offsets[2] == Fixed(27 * 40))
    }

    @Test func horizontalPickerFollowsAFingerMovingLeftAndSkipsDisabledRows() throws {
        let replay = try TraceFixtures.replay("horizontal.jsonl", config: "horizontal.json")
        #expect(replay.selectionEvents == [
            event(300, .selectionChanged(column: 0, row: 2)), // 160 px left at an 80 px pitch
            event(650, .selectionChanged(column: 0, row: 4)), // the encoder step skips disabled row 3
        ])
    }
}
