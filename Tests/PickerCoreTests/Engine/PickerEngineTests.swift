import Testing
@testable import PickerCore

@Suite struct PickerEngineTests {
    private func touch(_ phase: TouchEvent.Phase, x: Int = 100, y: Int, id: Int = 0) -> InputEvent {
        .touch(TouchEvent(phase: phase, id: id, x: Fixed(x), y: Fixed(y)))
    }

    /// Flings column 0 of flat.json upward at about 2 px/ms, releasing at 80 ms.
    private func fling(_ engine: inout PickerEngine) throws {
        for step in 0...10 {
            let phase: TouchEvent.Phase = step == 0 ? .down : step == 10 ? .up : .move
            _ = try engine.handle(touch(phase, y: 240 - step * 16), atUs: Int64(step) * 8_000)
        }
    }

    @Test func fingerCatchingAFlingStopsItWhereItIsAndIsNoTap() throws {
        var engine = try TraceFixtures.engine("flat.json")
        try fling(&engine)
        #expect(engine.isAnimating)
        _ = engine.advance(toUs: 300_000)
        let caughtAt = engine.offsets[0]
        _ = try engine.handle(touch(.down, y: 150), atUs: 300_000)
        #expect(engine.offsets[0] == caughtAt)
        #expect(!engine.isAnimating)
        let events = try engine.handle(touch(.up, y: 150), atUs: 350_000) + engine.advance(toUs: 2_000_000)
        #expect(!events.contains { if case .tapped = $0.event { true } else { false } })
        // It settles on the row nearest to where it was caught.
        #expect(engine.selection[0] == Int((caughtAt / Fixed(40)).rounded))
    }

    @Test func keysPressedFasterThanTheAnimationRetargetWithoutAJump() throws {
        var engine = try TraceFixtures.engine("flat.json")
        var offsets: [Fixed] = []
        var events: [TimedPickerEvent] = []
        for timeUs in stride(from: Int64(0), through: 1_000_000, by: 1_000) {
            if timeUs % 60_000 == 0 && timeUs <= 300_000 { events += try engine.handle(.key(.down), atUs: timeUs) }
            events += engine.advance(toUs: timeUs)
            offsets.append(engine.offsets[0])
        }
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        #expect(steps.allSatisfy { $0 >= .zero && $0 <= Fixed(1) }) // never backwards, never more than 1 px/ms
        #expect(engine.selection[0] == 6)
        #expect(events.filter { if case .selectionChanged = $0.event { true } else { false } }.count == 1)
    }

    @Test func deadlineIsWhenTheMotionEnds() throws {
        var engine = try TraceFixtures.engine("flat.json")
        #expect(engine.nextDeadlineUs == nil)
        _ = try engine.handle(.encoder(delta: 2), atUs: 1_000_000)
        #expect(engine.nextDeadlineUs == 1_000_000 + MotionPlanner.animationDurationUs)
        #expect(engine.advance(toUs: 1_249_999).allSatisfy { if case .selectionChanged = $0.event { false } else { true } })
        #expect(engine.advance(toUs: 1_250_000).last == TimedPickerEvent(timeUs: 1_250_000, event: .selectionChanged(column: 0, row: 2)))
        #expect(engine.nextDeadlineUs == nil)
        #expect(!engine.isAnimating)
    }

    @Test func cancelledTouchNeitherFlingsNorTaps() throws {
        var engine = try TraceFixtures.engine("flat.json")
        _ = try engine.handle(touch(.down, y: 200), atUs: 0)
        _ = try engine.handle(touch(.move, y: 150), atUs: 20_000)
        let events = try engine.handle(.touch(TouchEvent(phase: .cancel, id: 0, x: Fixed(100), y: Fixed(150))), atUs: 30_000)
            + engine.advance(toUs: 1_000_000)
        #expect(engine.selection[0] == 1) // 50 px: snapped to the nearest row, not flung
        #expect(!events.contains { if case .tapped = $0.event { true } else { false } })
    }

    @Test func touchesOutsideTheColumnsAndUnknownFingersAreIgnored() throws {
        var engine = try TraceFixtures.engine("flat.json")
        var events = try engine.handle(touch(.down, x: -5, y: 150), atUs: 0)
        events += try engine.handle(touch(.move, x: -5, y: 0), atUs: 10_000)
        events += try engine.handle(touch(.up, x: -5, y: 0), atUs: 20_000)
        events += try engine.handle(touch(.move, y: 0, id: 7), atUs: 30_000)
        events += try engine.handle(touch(.up, y: 0, id: 7), atUs: 40_000)
        #expect(events.isEmpty)
        #expect(engine.offsets == [.zero, .zero])
    }

    @Test func aSecondFingerOnAHeldColumnWaitsThenTakesOverWhenTheFirstLifts() throws {
        var engine = try TraceFixtures.engine("flat.json")
        _ = try engine.handle(touch(.down, y: 150, id: 0), atUs: 0)
        _ = try engine.handle(touch(.move, y: 110, id: 0), atUs: 10_000)
        _ = try engine.handle(touch(.down, x: 120, y: 200, id: 1), atUs: 20_000)
        _ = try engine.handle(touch(.move, x: 120, y: 0, id: 1), atUs: 30_000) // ignored: column 0 is held
        #expect(engine.offsets[0] == Fixed(40))
        _ = try engine.handle(touch(.up, y: 110, id: 0), atUs: 200_000)
        _ = try engine.handle(touch(.move, x: 120, y: -40, id: 1), atUs: 210_000) // now it drags from y = 0
        #expect(engine.offsets[0] == Fixed(80))
        _ = try engine.handle(touch(.up, x: 120, y: -40, id: 1), atUs: 400_000)
        _ = engine.advance(toUs: 1_000_000)
        #expect(engine.selection[0] == 2)
    }

    /// Trial 105's outdoor station: a raindrop lying on the wheel held it, and the user's finger
    /// moved nothing for as long as it lay there. A contact still for a second or more gives the
    /// column up to a finger that lands on it; its later moves and lift belong to no finger.
    @Test func aContactRestingStillASecondGivesTheColumnUpToAFingerThatLands() throws {
        var engine = try TraceFixtures.engine("flat.json")
        _ = try engine.handle(touch(.down, y: 150, id: 7), atUs: 0)
        _ = try engine.handle(touch(.down, x: 120, y: 200, id: 0), atUs: 500_000)
        _ = try engine.handle(touch(.move, x: 120, y: 120, id: 0), atUs: 520_000)
        #expect(engine.offsets[0] == .zero, "within a second it is a finger holding the wheel: the second waits")
        _ = try engine.handle(touch(.up, x: 120, y: 120, id: 0), atUs: 540_000)
        _ = try engine.handle(touch(.down, x: 120, y: 200, id: 1), atUs: 1_500_000)
        _ = try engine.handle(touch(.move, x: 120, y: 120, id: 1), atUs: 1_520_000)
        #expect(engine.offsets[0] == Fixed(80), "the finger turns the wheel the drop held")
        _ = try engine.handle(touch(.up, x: 120, y: 120, id: 1), atUs: 1_700_000)
        _ = try engine.handle(touch(.move, y: 0, id: 7), atUs: 1_800_000)
        _ = try engine.handle(touch(.up, y: 0, id: 7), atUs: 1_900_000)
        _ = engine.advance(toUs: 3_000_000)
        #expect(engine.selection[0] == 2 && !engine.isHeld, "the drop's run down the glass moves nothing")
        // A tap beside a resting drop taps.
        _ = try engine.handle(touch(.down, y: 150, id: 8), atUs: 3_000_000)
        _ = try engine.handle(touch(.down, x: 120, y: 190, id: 2), atUs: 4_100_000)
        let tap = try engine.handle(touch(.up, x: 120, y: 190, id: 2), atUs: 4_150_000)
        #expect(tap.contains { if case .tapped = $0.event { true } else { false } }, "\(tap)")
    }

    /// Trial 35: a still finger lifted after a second one had dragged beside it tapped (and confirmed).
    @Test func aFingerJoinedByASecondOnItsColumnTapsNothing() throws {
        var engine = try TraceFixtures.engine("flat.json")
        var events = try engine.handle(touch(.down, y: 150, id: 0), atUs: 0)
        events += try engine.handle(touch(.down, x: 120, y: 200, id: 1), atUs: 20_000)
        events += try engine.handle(touch(.move, x: 120, y: 50, id: 1), atUs: 40_000)
        events += try engine.handle(touch(.up, x: 120, y: 50, id: 1), atUs: 60_000)
        events += try engine.handle(touch(.up, y: 150, id: 0), atUs: 100_000)
        events += engine.advance(toUs: 1_000_000)
        #expect(!events.contains { if case .tapped = $0.event { true } else { false } }, "\(events)")
        #expect(engine.selection[0] == 0)
        // Trial 37: the first lifts first, and the second, which takes the column over, taps nothing either.
        var handedOver = try TraceFixtures.engine("flat.json")
        var later = try handedOver.handle(touch(.down, y: 150, id: 0), atUs: 0)
        later += try handedOver.handle(touch(.down, x: 120, y: 150, id: 1), atUs: 10_000)
        later += try handedOver.handle(touch(.up, y: 150, id: 0), atUs: 50_000)
        later += try handedOver.handle(touch(.up, x: 120, y: 150, id: 1), atUs: 80_000)
        later += handedOver.advance(toUs: 1_000_000)
        #expect(!later.contains { if case .tapped = $0.event { true } else { false } }, "\(later)")
        // Alone, the same finger taps.
        var alone = try TraceFixtures.engine("flat.json")
        _ = try alone.handle(touch(.down, y: 150, id: 0), atUs: 0)
        let lifted = try alone.handle(touch(.up, y: 150, id: 0), atUs: 100_000)
        #expect(lifted.contains { if case .tapped = $0.event { true } else { false } })
    }

    /// On the wheel rows are drawn closer together away from the band; a tap goes to the row drawn under it.
    @Test(arguments: [(-2, "vertical"), (1, "vertical"), (2, "horizontal"), (-1, "horizontal")])
    func tapOnTheWheelSelectsTheRowDrawnUnderTheFinger(rowsAway: Int, orientation: String) throws {
        let config = try PickerConfig.parse(Array("""
        {"size": "480x320", "orientation": "\(orientation)", "row_height": 48, "visible_rows": 5,
         "columns": [{"range": {"from": 0, "to": 20}, "selected": 10}]}
        """.utf8), directory: "")
        var engine = try PickerEngine(config: config)
        let layout = engine.layout
        let shown = try #require(layout.projection.screenOffset(forDistance: Double(rowsAway * 48)))
        #expect(abs(shown) < Double(abs(rowsAway) * 48)) // the wheel draws it nearer the band than flat would
        let along = layout.bandCentrePx + Fixed(Int(shown.rounded()))
        let (x, y) = orientation == "vertical" ? (Fixed(240), along) : (along, Fixed(160))
        var events = try engine.handle(.touch(TouchEvent(phase: .down, id: 0, x: x, y: y)), atUs: 0)
        events += try engine.handle(.touch(TouchEvent(phase: .up, id: 0, x: x, y: y)), atUs: 90_000)
        events += engine.advance(toUs: 1_000_000)
        #expect(events.first == TimedPickerEvent(timeUs: 90_000, event: .tapped(column: 0, row: 10 + rowsAway)))
        #expect(engine.selection == [10 + rowsAway])
    }

    /// A tap on a disabled row is reported, once, as a tap on a disabled row and not as a tap; the
    /// column stays where it was. Keys step over the same row without reporting it.
    @Test func aTapOnADisabledRowIsReportedOnceAndSelectsNothing() throws {
        let config = try PickerConfig.parse(Array("""
        {"size": "480x320", "style": "flat", "row_height": 48, "visible_rows": 5,
         "columns": [{"items": ["a", "b", "c", "d", "e"], "disabled": [3], "selected": 2}]}
        """.utf8), directory: "")
        var engine = try PickerEngine(config: config)
        let below = engine.layout.bandCentrePx + Fixed(48)
        var events = try engine.handle(.touch(TouchEvent(phase: .down, id: 0, x: Fixed(240), y: below)), atUs: 0)
        events += try engine.handle(.touch(TouchEvent(phase: .up, id: 0, x: Fixed(240), y: below)), atUs: 90_000)
        events += engine.advance(toUs: 1_000_000)
        #expect(events == [TimedPickerEvent(timeUs: 90_000, event: .disabledRowTapped(column: 0, row: 3))])
        #expect(engine.selection == [2] && engine.offsets == [Fixed(96)])

        var keyed = try engine.handle(.key(.down), atUs: 2_000_000)
        keyed += engine.advance(toUs: 3_000_000)
        #expect(engine.selection == [4])
        #expect(!keyed.contains { if case .disabledRowTapped = $0.event { true } else { false } })
    }

    /// Trial 37: let go still, 1.56 rows on, over disabled row 2, the wheel went on to row 3, 1.44
    /// rows away, where row 1 was 0.56 away. It settles on the enabled row nearer to where it is.
    @Test(arguments: [(100, 1), (140, 3)])
    func aWheelLetGoOverADisabledRowSettlesOnTheNearerEnabledOne(draggedPx: Int, settled: Int) throws {
        let items = (0..<12).map { $0 == 2 ? #"{"text": "r2", "disabled": true}"# : "\"r\($0)\"" }.joined(separator: ", ")
        let config = try PickerConfig.parse(Array("""
        {"size": "320x400", "style": "flat", "row_height": 64, "visible_rows": 5, "columns": [{"items": [\(items)]}]}
        """.utf8), directory: "")
        var engine = try PickerEngine(config: config)
        _ = try engine.handle(touch(.down, x: 160, y: 300), atUs: 0)
        for step in 1...10 { _ = try engine.handle(touch(.move, x: 160, y: 300 - draggedPx * step / 10), atUs: Int64(step) * 50_000) }
        _ = try engine.handle(touch(.up, x: 160, y: 300 - draggedPx), atUs: 1_500_000)
        _ = engine.advance(toUs: 3_000_000)
        #expect(engine.selection == [settled])
    }

    /// `theme.direction: rtl` on a horizontal picker: later rows lie to the left of the band,
    /// a tap there selects them, and a swipe to the right brings them in (and flings on), where
    /// a left-to-right picker goes back by as many rows.
    @Test(arguments: [("rtl", 11, 15), ("ltr", 9, 5)])
    func aHorizontalPickerRunsItsRowsInItsDirectionAndSwipesFollow(direction: String, tappedLeft: Int, swipedRight: Int) throws {
        let config = try PickerConfig.parse(Array("""
        {"size": "480x120", "orientation": "horizontal", "style": "flat", "row_height": 80, "visible_rows": 5,
         "theme": {"direction": "\(direction)"}, "columns": [{"range": {"from": 0, "to": 20}, "selected": 10}]}
        """.utf8), directory: "")
        var tapped = try PickerEngine(config: config)
        let left = tapped.layout.bandCentrePx - Fixed(80)
        var events = try tapped.handle(.touch(TouchEvent(phase: .down, id: 0, x: left, y: Fixed(60))), atUs: 0)
        events += try tapped.handle(.touch(TouchEvent(phase: .up, id: 0, x: left, y: Fixed(60))), atUs: 90_000)
        #expect(events.first == TimedPickerEvent(timeUs: 90_000, event: .tapped(column: 0, row: tappedLeft)))

        var swiped = try PickerEngine(config: config)
        for step in 0...8 {
            let phase: TouchEvent.Phase = step == 0 ? .down : step == 8 ? .up : .move
            _ = try swiped.handle(.touch(TouchEvent(phase: phase, id: 0, x: Fixed(100 + step * 20), y: Fixed(60))), atUs: Int64(step) * 40_000)
        }
        _ = swiped.advance(toUs: 10_000_000)
        #expect(swiped.selection == [swipedRight])
    }

    /// Laid out right to left (trial 116's Arabic setup screen), keys and touches follow what is
    /// shown: left moves the focus to the next column, which stands on the left, and a tap at the
    /// right edge turns the first column.
    @Test func aRightToLeftLayoutsKeysAndTouchesFollowWhatIsShown() throws {
        var flat = try String(decoding: TraceFixtures.bytes("flat.json"), as: UTF8.self)
        flat = flat.replacingEach(#""style": "flat","#, with: #""style": "flat", "layout_direction": "rtl","#)
        var engine = try PickerEngine(config: PickerConfig.parse(Array(flat.utf8), directory: TraceFixtures.directory))
        #expect(engine.layout.columnFrames.map(\.x) == [200, 0])
        _ = try engine.handle(.key(.left), atUs: 0)
        #expect(engine.focusedColumn == 1)
        _ = try engine.handle(.key(.left), atUs: 1_000)
        #expect(engine.focusedColumn == 1, "the last column stands at the left edge")
        _ = try engine.handle(.key(.right), atUs: 2_000)
        #expect(engine.focusedColumn == 0)
        _ = try engine.handle(touch(.down, x: 300, y: 190), atUs: 10_000)
        _ = try engine.handle(touch(.up, x: 300, y: 190), atUs: 60_000)
        _ = engine.advance(toUs: 2_000_000)
        #expect(engine.selection == [1, 0], "the tap below the band at the right turned the minutes")
    }

    /// Trial 117: a day and a 12-hour time laid out right to left stand period, hour, minute, day
    /// from the left; the left key went from the day to the hour, past the minute beside it.
    @Test func leftAndRightKeysMoveToTheColumnShownBeside() throws {
        let text = #"{"size": "480x320", "layout_direction": "rtl", "sections": [{"columns": [{"id": "day", "items": ["Mon", "Tue"]}]}, {"time": {"hours": 12}}]}"#
        var engine = try PickerEngine(config: PickerConfig.parse(Array(text.utf8), directory: "/"))
        let ids = engine.model.columns.map(\.id)
        var visited: [String] = []
        for step in 0..<4 {
            _ = try engine.handle(.key(.left), atUs: Int64(step) * 1_000)
            visited.append(ids[engine.focusedColumn])
        }
        #expect(visited == ["minute", "hour", "period", "period"])
        for step in 0..<2 {
            _ = try engine.handle(.key(.right), atUs: Int64(10 + step) * 1_000)
        }
        #expect(ids[engine.focusedColumn] == "minute")
        _ = try engine.handle(.key(.tab), atUs: 20_000)
        #expect(ids[engine.focusedColumn] == "period", "Tab goes on in the config's order")
    }

    /// The terminal preview's mouse wheel turns the column under the pointer, not the focused one.
    @Test func aWheelStepsTheColumnUnderThePointer() throws {
        var engine = try TraceFixtures.engine("flat.json")
        #expect(engine.focusedColumn == 0)
        _ = try engine.handle(.wheel(delta: 2, x: Fixed(300), y: Fixed(150)), atUs: 0)
        _ = engine.advance(toUs: 2_000_000)
        #expect(engine.selection == [0, 2], "the right column (x 300 of 400) moved two rows")
        _ = try engine.handle(.wheel(delta: 1, x: Fixed(100), y: Fixed(150)), atUs: 2_000_000)
        _ = try engine.handle(.wheel(delta: 5, x: Fixed(-10), y: Fixed(150)), atUs: 2_000_000)
        _ = engine.advance(toUs: 4_000_000)
        #expect(engine.selection == [1, 2], "the left one moved once; off the panel nothing moved")
        #expect(engine.focusedColumn == 0)
    }

    /// `highlight_changed` reports a moving column's band (docs/control.md); a jump does not move.
    @Test func aSelectAtOnceReportsTheSelectionAndNoHighlight() throws {
        var engine = try TraceFixtures.engine("flat.json")
        let events = try engine.handle(.select(column: 1, row: 2, animated: false), atUs: 0)
        #expect(events == [TimedPickerEvent(timeUs: 0, event: .selectionChanged(column: 1, row: 2))])
        let animated = try engine.handle(.select(column: 1, row: 0, animated: true), atUs: 10_000) + engine.advance(toUs: 1_000_000)
        #expect(animated.contains { $0.event == .highlightChanged(column: 1, row: 0) }, "a select that moves still reports its band")
        #expect(animated.last?.event == .selectionChanged(column: 1, row: 0))
    }

    /// Trial 23: `simulate` reported Enter's confirm while a key's step still ran, and the library
    /// landed the column first. The engine lands it, so both report the same order.
    @Test func enterDuringAKeyMoveLandsTheColumnThenConfirms() throws {
        var engine = try TraceFixtures.engine("flat.json")
        _ = try engine.handle(.key(.down), atUs: 0)
        _ = try engine.handle(.key(.down), atUs: 50_000)
        let events = try engine.handle(.key(.enter), atUs: 100_000)
        #expect(events.suffix(2) == [
            TimedPickerEvent(timeUs: 100_000, event: .selectionChanged(column: 0, row: 2)),
            TimedPickerEvent(timeUs: 100_000, event: .confirmed),
        ])
        #expect(!engine.isAnimating)
        #expect(engine.advance(toUs: 2_000_000).isEmpty, "nothing lands twice")
    }

    /// The panel marks the column keys move once a key or the encoder is used, and not after a
    /// touch or a wheel, nor in a one-column picker. A touch or a wheel focuses its column, unmarked:
    /// the knob then turns the column last touched (trial 101 touched the minutes and turned the hours).
    @Test func keysAndTheEncoderMarkTheFocusedColumnAndTouchesAndWheelsFocusTheirsUnmarked() throws {
        var engine = try TraceFixtures.engine("flat.json")
        #expect(engine.markedFocus == nil)
        _ = try engine.handle(.key(.tab), atUs: 0)
        #expect(engine.markedFocus == 1)
        _ = try engine.handle(touch(.down, y: 200), atUs: 10_000)
        _ = try engine.handle(touch(.up, y: 200), atUs: 20_000)
        #expect(engine.markedFocus == nil)
        #expect(engine.focusedColumn == 0, "the touch on column 0 focused it")
        _ = try engine.handle(.encoder(delta: 1), atUs: 30_000)
        #expect(engine.markedFocus == 0)
        _ = try engine.handle(.wheel(delta: 1, x: Fixed(300), y: Fixed(200)), atUs: 40_000)
        #expect(engine.markedFocus == nil)
        #expect(engine.focusedColumn == 1, "the wheel over column 1 focused it")
        _ = try engine.handle(.wheel(delta: 1, x: Fixed(-5), y: Fixed(200)), atUs: 45_000)
        #expect(engine.focusedColumn == 1, "a wheel off every column leaves the focus")
        _ = try engine.handle(.key(.volumeUp), atUs: 50_000)
        #expect(engine.markedFocus == nil, "speech's keys move no column")
        let json = #"{"size": "240x400", "columns": [{"id": "hour", "range": {"from": 0, "to": 23}}]}"#
        var single = try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: ""))
        _ = try single.handle(.key(.down), atUs: 0)
        #expect(single.focusShown && single.markedFocus == nil)
    }

    @Test func replacedRowsKeepTheSelectedValueAndTheColumnJumpsToIt() throws {
        var engine = try TraceFixtures.engine("flat.json")
        _ = try engine.handle(.select(column: 1, row: 2, animated: false), atUs: 0)
        let items = ["x", "c", "y"].map { ItemConfig(text: $0) }
        let events = try engine.replaceRows(inColumn: 1, with: .items(items), atUs: 10_000)
        #expect(events == [], "the value stayed selected; only its index moved")
        #expect(engine.selection[1] == 1)
        #expect(engine.offsets[1] == Fixed(40))
        #expect(!engine.isAnimating)
        // Without the value the index stays, clamped to the new rows.
        _ = try engine.replaceRows(inColumn: 1, with: .items(["p"].map { ItemConfig(text: $0) }), atUs: 20_000)
        #expect(engine.selection[1] == 0)
        #expect(throws: PickerEngineError.self) { try engine.replaceRows(inColumn: 1, with: .items([]), atUs: 30_000) }
    }

    /// 100,000 rows of 512 px: offsets up to 5.1e7 px, touched with absurd speeds and distances.
    @Test func theLargestColumnTakesExtremeInputWithoutOverflow() throws {
        let config = try PickerConfig.parse(Array(#"""
        {"size": "1024x1024", "row_height": 512, "visible_rows": 1, "columns": [{"range": {"from": 0, "to": 99999}}]}
        """#.utf8), directory: "")
        var engine = try PickerEngine(config: config)
        _ = try engine.handle(.select(column: 0, row: 99_990, animated: true), atUs: 0)
        _ = engine.advance(toUs: 300_000)
        #expect(engine.offsets[0] == Fixed(99_990 * 512))
        // A finger flying up a million pixels in a millisecond, then lifting.
        _ = try engine.handle(touch(.down, x: 500, y: 1000), atUs: 1_000_000)
        _ = try engine.handle(touch(.move, x: 500, y: -1_000_000), atUs: 1_001_000)
        #expect(engine.offsets[0] < Fixed(99_999 * 512 + 512)) // the rubber band holds it within one extent
        _ = try engine.handle(touch(.up, x: 500, y: -1_000_000), atUs: 1_001_001)
        _ = engine.advance(toUs: 30_000_000)
        #expect(engine.selection[0] == 99_999)
        #expect(engine.offsets[0] == Fixed(99_999 * 512))
        // And the same the other way, from the top.
        _ = try engine.handle(touch(.down, x: 500, y: 0), atUs: 40_000_000)
        _ = try engine.handle(touch(.move, x: 500, y: 1_000_000), atUs: 40_001_000)
        _ = try engine.handle(touch(.up, x: 500, y: 1_000_000), atUs: 40_001_001)
        _ = engine.advance(toUs: 80_000_000)
        #expect(!engine.isAnimating)
        #expect((0...99_999).contains(engine.selection[0]))
        #expect(engine.offsets[0] == Fixed(engine.selection[0] * 512))
    }

    /// A long pseudo-random mix of drags, flings, taps, keys and encoder steps: every settle
    /// reports a real change exactly once, and the last report is the final selection.
    @Test(arguments: [1, 7, 42])
    func selectionChangesAreReportedOnceAndOnlyWhenTheRowChanges(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        var lines: [String] = []
        var t = 0
        for _ in 0..<60 {
            t += 20 + next(400)
            switch next(4) {
            case 0:
                lines.append(#"{"t":\#(t),"type":"key","key":"\#(["up", "down", "left", "right", "pagedown", "tab"][next(6)])"}"#)
            case 1:
                lines.append(#"{"t":\#(t),"type":"encoder","delta":\#(next(9) - 4)}"#)
            default:
                let x = [100, 300][next(2)], y = 50 + next(200), dy = next(240) - 120, steps = 1 + next(6)
                lines.append(#"{"t":\#(t),"type":"touch","phase":"down","x":\#(x),"y":\#(y),"id":0}"#)
                for step in 1...steps {
                    lines.append(#"{"t":\#(t + step * 9),"type":"touch","phase":"move","x":\#(x),"y":\#(y + dy * step / steps),"id":0}"#)
                }
                t += steps * 9 + next(3) * 50
                lines.append(#"{"t":\#(t),"type":"touch","phase":"up","x":\#(x),"y":\#(y + dy),"id":0}"#)
            }
        }
        let replays = try [30, 144].map { try TraceFixtures.replay(lines: lines, hz: $0) }
        #expect(replays[0].events == replays[1].events)
        let replay = replays[0]
        var reported = [0, 0]
        for timed in replay.events {
            guard case .selectionChanged(let column, let row) = timed.event else { continue }
            #expect(row != reported[column])
            reported[column] = row
        }
        #expect(reported == replay.engine.selection)
        #expect(replay.selectionEvents.count >= 2)
    }

    /// Arbitrary fingers, keys, encoder turns and selects at extreme values: the engine never
    /// traps, and once everything is lifted and settled every column rests exactly on its selected row.
    @Test(arguments: [("flat.json", 3), ("date.json", 11), ("horizontal.json", 5)])
    func arbitraryInputAlwaysEndsAtRestOnTheSelectedRows(config: String, seed: UInt64) throws {
        var engine = try TraceFixtures.engine(config)
        var random = SeededRandom(seed: seed)
        func next(_ bound: Int) -> Int { random.next(bound) }
        let coordinates = [-1_000_000, -300, 0, 37, 100, 150, 230, 300, 599, 5_000, 1_000_000]
        var down: Set<Int> = []
        var timeUs: Int64 = 0
        for _ in 0..<3_000 {
            timeUs += Int64(next(3) == 0 ? 0 : next(40_000))
            let input: InputEvent
            switch next(10) {
            case 0...5:
                let id = next(4)
                let phases: [TouchEvent.Phase] = down.contains(id) ? [.move, .move, .up, .cancel] : [.down]
                let phase = phases[next(phases.count)]
                if phase == .down { down.insert(id) } else if phase != .move { down.remove(id) }
                input = .touch(TouchEvent(phase: phase, id: id, x: Fixed(coordinates[next(coordinates.count)] + next(9)),
                                          y: Fixed(coordinates[next(coordinates.count)] - next(9))))
            case 6: input = .key(Key.allCases[next(Key.allCases.count)])
            case 7: input = .encoder(delta: [Int.min, -10_000, -3, -1, 1, 2, 10_000, Int.max][next(8)])
            default:
                let column = next(engine.model.columns.count)
                input = .select(column: column, row: next(engine.model.columns[column].rowCount), animated: next(2) == 0)
            }
            _ = try? engine.handle(input, atUs: timeUs)
            if next(4) == 0 { _ = engine.advance(toUs: timeUs + Int64(next(20_000))) }
        }
        for id in down { _ = try engine.handle(.touch(TouchEvent(phase: .up, id: id, x: .zero, y: .zero)), atUs: timeUs) }
        _ = engine.advance(toUs: timeUs + 600_000_000)
        #expect(!engine.isAnimating && !engine.isHeld)
        for (column, offset) in engine.offsets.enumerated() {
            let pitch = Fixed(engine.layout.pitchPx)
            #expect(offset.raw % pitch.raw == 0)
            let row = Int(offset.raw / pitch.raw)
            let count = engine.model.columns[column].rowCount
            #expect(((row % count) + count) % count == engine.selection[column])
            #expect(!engine.model.columns[column].isDisabled(engine.selection[column]))
        }
    }
}
