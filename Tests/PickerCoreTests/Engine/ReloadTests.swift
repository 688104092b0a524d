import Testing
@testable import PickerCore

/// Rows replaced under a column at rest and in the middle of a drag, a fling and a key
/// move, on the engine's own (manual) time. Each moving case runs twin engines on the
/// same input, one of them reloaded part way, and compares what the user sees.
@Suite struct ReloadTests {
    static let names = (0..<40).map { "n\($0)" }
    static let pitch = 40

    static func engine(selected: Int = 10) throws -> PickerEngine {
        let items = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
        {"size": "240x400", "style": "flat", "row_height": 40, "visible_rows": 5,
         "columns": [{"id": "net", "items": [\(items)], "selected": \(selected)}]}
        """
        return try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: ""))
    }

    static func rows(_ names: [String], disabled: Set<String> = []) -> ColumnRows {
        .items(names.map { name in
            var item = ItemConfig(text: name)
            item.disabled = disabled.contains(name)
            return item
        })
    }

    /// The value of the row in the band now.
    static func bandValue(_ engine: PickerEngine) -> String {
        let column = engine.model.columns[0]
        let row = Swift.max(0, Swift.min(column.rowCount - 1, (engine.offsets[0] / Fixed(pitch)).rounded))
        return column.row(row).value
    }

    static func touch(_ phase: TouchEvent.Phase, y: Int) -> InputEvent {
        .touch(TouchEvent(phase: phase, id: 0, x: Fixed(120), y: Fixed(y)))
    }

    /// A finger that drags up 90 px in 100 ms, rests 150 ms (no fling) and lifts.
    static let slowDrag: [(Int64, InputEvent)] =
        (0...10).map { step in (Int64(step) * 10_000, touch(step == 0 ? .down : .move, y: 200 - step * 9)) }
        + [(250_000, touch(.up, y: 110))]
    /// A finger that flicks up 80 px in 80 ms and lifts: a fling of about a dozen rows.
    static let fling: [(Int64, InputEvent)] =
        (0...10).map { step in (Int64(step) * 8_000, touch(step == 0 ? .down : step == 10 ? .up : .move, y: 200 - step * 8)) }
    /// Page down (four rows), then down twice more while it moves.
    static let keys: [(Int64, InputEvent)] = [(0, .key(.pagedown)), (60_000, .key(.down)), (120_000, .key(.down))]

    enum Change: CaseIterable {
        case insertAbove, removeAbove, insertBelow, removeBelow

        /// The new rows, and how far every row at or after the selection moved.
        var rows: (names: [String], shift: Int) {
            var names = ReloadTests.names
            switch self {
            case .insertAbove: names.insert("new", at: 2); return (names, 1)
            case .removeAbove: names.remove(at: 2); return (names, -1)
            case .insertBelow: names.append("new"); return (names, 0)
            case .removeBelow: names.removeLast(); return (names, 0)
            }
        }
    }

    /// Runs `input` on twin engines, replacing one's rows at `reloadUs`; every millisecond
    /// after it the band shows the same item on both, and the reloaded one's offset differs
    /// by exactly the rows inserted or removed before it. Returns the final selected values.
    func runTwins(_ input: [(Int64, InputEvent)], change: Change, reloadUs: Int64) throws -> (plain: String, reloaded: String) {
        var plain = try Self.engine()
        var reloaded = try Self.engine()
        var pending = input
        for timeUs in stride(from: Int64(0), through: 5_000_000, by: 1_000) {
            while let next = pending.first, next.0 <= timeUs {
                _ = try plain.handle(next.1, atUs: next.0)
                _ = try reloaded.handle(next.1, atUs: next.0)
                pending.removeFirst()
            }
            _ = plain.advance(toUs: timeUs)
            _ = reloaded.advance(toUs: timeUs)
            if timeUs == reloadUs {
                #expect(plain.isAnimating || plain.isHeld, "the reload comes while the column moves")
                let events = try reloaded.replaceRows(inColumn: 0, with: Self.rows(change.rows.names), atUs: timeUs)
                #expect(events == [], "the selected value stayed, so the reload reports nothing")
            }
            if timeUs >= reloadUs {
                #expect(Self.bandValue(reloaded) == Self.bandValue(plain), "at \(timeUs) µs")
                #expect(reloaded.offsets[0] == plain.offsets[0] + Fixed(Self.pitch * change.rows.shift), "at \(timeUs) µs")
            }
        }
        #expect(!plain.isAnimating && !reloaded.isAnimating)
        return (plain.model.columns[0].selectedValue, reloaded.model.columns[0].selectedValue)
    }

    @Test(arguments: Change.allCases)
    func aDragKeepsTheItemUnderTheFinger(change: Change) throws {
        let result = try runTwins(Self.slowDrag, change: change, reloadUs: 55_000)
        #expect(result.reloaded == result.plain)
        #expect(result.plain == "n12", "90 px up from n10 at 40 px a row")
    }

    /// Trial 24: the item under a still finger removed, and a row inserted at the top, pulled the
    /// row above into the band. The rows about the band keep their place on screen: the one before
    /// the removed item stays where it was, and the one after it closes up into the band.
    @Test(arguments: [false, true]) func aDragWhoseBandItemGoesKeepsTheRowsAboutItInPlace(insertAbove: Bool) throws {
        var engine = try Self.engine()
        for (timeUs, event) in Self.slowDrag where timeUs <= 100_000 { _ = try engine.handle(event, atUs: timeUs) }
        _ = engine.advance(toUs: 120_000)
        #expect(engine.isHeld)
        let band = Self.bandValue(engine), offset = engine.offsets[0]
        let index = try #require(Self.names.firstIndex(of: band))
        var names = Self.names
        names.remove(at: index)
        if insertAbove { names.insert("new", at: 0) }
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(names), atUs: 120_000)
        #expect(engine.offsets[0] == offset + Fixed(insertAbove ? Self.pitch : 0), "the row before \(band) stays on screen")
        #expect(Self.bandValue(engine) == Self.names[index + 1])
    }

    enum UnderFinger: CaseIterable {
        /// The touched row removed (trial 32: the lift tapped the next row, and confirmed it).
        case touchedRowGoes
        /// A row inserted between the band and the touched row, which slides one row on
        /// (trial 33: the lift tapped what was inserted).
        case rowInsertedAboveIt
        /// A row removed far below: the touched row stays under the finger.
        case rowGoesFarBelow
    }

    /// A tap is on the item the finger landed on: a reload that takes it away, or brings
    /// another under the finger, leaves the lift no tap; one that leaves it there keeps the tap.
    @Test(arguments: UnderFinger.allCases) func aTapIsOnTheItemTheFingerLandedOn(change: UnderFinger) throws {
        var engine = try Self.engine()
        // One row below the band: n11, with n10 selected in the band.
        _ = try engine.handle(Self.touch(.down, y: 240), atUs: 0)
        var names = Self.names
        switch change {
        case .touchedRowGoes: names.remove(at: 11)
        case .rowInsertedAboveIt: names.insert("new", at: 11)
        case .rowGoesFarBelow: names.removeLast()
        }
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(names), atUs: 50_000)
        let events = try engine.handle(Self.touch(.up, y: 240), atUs: 100_000) + engine.advance(toUs: 1_000_000)
        let tapped = events.compactMap { event -> String? in
            if case .tapped(_, let row) = event.event { engine.model.columns[0].row(row).value } else { nil }
        }
        #expect(tapped == (change == .rowGoesFarBelow ? ["n11"] : []), "\(events)")
        #expect(engine.model.columns[0].selectedValue == (change == .rowGoesFarBelow ? "n11" : "n10"))
    }

    @Test(arguments: Change.allCases)
    func aFlingGoesOnToTheSameItem(change: Change) throws {
        let result = try runTwins(Self.fling, change: change, reloadUs: 150_000)
        #expect(result.reloaded == result.plain)
    }

    @Test(arguments: Change.allCases)
    func aKeyMoveGoesOnToTheSameItem(change: Change) throws {
        let result = try runTwins(Self.keys, change: change, reloadUs: 90_000)
        #expect(result.plain == "n16")
        #expect(result.reloaded == "n16")
    }

    @Test func aReloadAtRestKeepsTheSelectedItemInTheBandWithNoEvents() throws {
        var engine = try Self.engine()
        let events = try engine.replaceRows(inColumn: 0, with: Self.rows(Change.insertAbove.rows.names), atUs: 1_000)
        #expect(events == [])
        #expect(engine.selection == [11])
        #expect(engine.offsets[0] == Fixed(11 * Self.pitch))
        #expect(!engine.isAnimating)
    }

    @Test func aSelectedRowThatBecameDisabledGivesWayToTheNearestEnabledOne() throws {
        var engine = try Self.engine()
        let events = try engine.replaceRows(inColumn: 0, with: Self.rows(Self.names, disabled: ["n10", "n11"]), atUs: 1_000)
        // n9 is one row away, n12 two.
        #expect(engine.model.columns[0].selectedValue == "n9")
        #expect(events == [TimedPickerEvent(timeUs: 1_000, event: .selectionChanged(column: 0, row: 9))])
        #expect(engine.offsets[0] == Fixed(9 * Self.pitch), "the band shows it at once")
    }

    @Test func aSelectedValueThatWentGivesWayToTheRowNowAtItsPlace() throws {
        var engine = try Self.engine()
        var names = Self.names
        names.remove(at: 10)
        let events = try engine.replaceRows(inColumn: 0, with: Self.rows(names), atUs: 1_000)
        #expect(engine.model.columns[0].selectedValue == "n11")
        #expect(events == [TimedPickerEvent(timeUs: 1_000, event: .selectionChanged(column: 0, row: 10))])
        #expect(!events.contains { if case .highlightChanged = $0.event { true } else { false } })
    }

    @Test func aFlingWhoseTargetIsDisabledLandsOnTheNearestEnabledRow() throws {
        var plain = try Self.engine()
        for (timeUs, event) in Self.fling { _ = try plain.handle(event, atUs: timeUs) }
        _ = plain.advance(toUs: 5_000_000)
        let target = plain.selection[0]
        var engine = try Self.engine()
        for (timeUs, event) in Self.fling { _ = try engine.handle(event, atUs: timeUs) }
        _ = engine.advance(toUs: 150_000)
        #expect(engine.isAnimating)
        let disabled: Set<String> = ["n\(target)"]
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(Self.names, disabled: disabled), atUs: 150_000)
        let events = engine.advance(toUs: 5_000_000)
        #expect(!engine.isAnimating)
        let landed = engine.selection[0]
        #expect((landed - target).magnitude == 1, "lands next to the disabled target \(target), on \(landed)")
        #expect(events.last == TimedPickerEvent(timeUs: events.last?.timeUs ?? 0, event: .selectionChanged(column: 0, row: landed)))
        #expect(engine.offsets[0] == Fixed(landed * Self.pitch))
    }

    /// The time the column comes to rest, on the engine's own clock: the first millisecond it no longer animates.
    static func restUs(_ engine: inout PickerEngine, from startUs: Int64) -> Int64 {
        var timeUs = startUs
        while engine.isAnimating && timeUs < 10_000_000 {
            timeUs += 1_000
            _ = engine.advance(toUs: timeUs)
        }
        return timeUs
    }

    @Test func aFlingWhoseTargetIsDisabledGlidesOnAsLongAsAnUndisturbedOne() throws {
        var plain = try Self.engine()
        for (timeUs, event) in Self.fling { _ = try plain.handle(event, atUs: timeUs) }
        _ = plain.advance(toUs: 150_000)
        let plainRestUs = Self.restUs(&plain, from: 150_000)
        var engine = try Self.engine()
        for (timeUs, event) in Self.fling { _ = try engine.handle(event, atUs: timeUs) }
        _ = engine.advance(toUs: 150_000)
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(Self.names, disabled: ["n\(plain.selection[0])"]), atUs: 150_000)
        let restUs = Self.restUs(&engine, from: 150_000)
        // A glide of one row more or less than the undisturbed one, not a 250 ms dash to it.
        #expect(restUs * 4 > plainRestUs * 3, "rests at \(restUs / 1000) ms; undisturbed at \(plainRestUs / 1000) ms")
        #expect(restUs * 3 < plainRestUs * 4, "rests at \(restUs / 1000) ms; undisturbed at \(plainRestUs / 1000) ms")
    }

    /// Trial 57: a fling whose row closed, with every row after it closed too, turned round within a
    /// frame towards the open row behind it. It goes on a little, slowing, and comes back.
    @Test func aFlingWhoseNearestEnabledRowIsBehindTurnsRoundWithoutAJolt() throws {
        var engine = try Self.engine()
        for (timeUs, event) in Self.fling { _ = try engine.handle(event, atUs: timeUs) }
        let reloadUs: Int64 = 90_000
        _ = engine.advance(toUs: reloadUs - 1_000)
        let before = engine.offsets[0]
        _ = engine.advance(toUs: reloadUs)
        let speedBefore = engine.offsets[0] - before
        #expect(speedBefore > Fixed(ratio: 1, 2), "the fling still moves on: \(speedBefore) px/ms")
        let band = Int((engine.offsets[0] / Fixed(Self.pitch)).floor)
        let closed = Set(Self.names[(band + 1)...])
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(Self.names, disabled: closed), atUs: reloadUs)
        var previous = engine.offsets[0], speed = speedBefore, timeUs = reloadUs
        while engine.isAnimating && timeUs < 5_000_000 {
            timeUs += 1_000
            _ = engine.advance(toUs: timeUs)
            let step = engine.offsets[0] - previous
            #expect((step - speed).magnitude < Fixed(ratio: 1, 2), "the speed jumps from \(speed) to \(step) px/ms at \(timeUs / 1000) ms")
            (previous, speed) = (engine.offsets[0], step)
        }
        #expect(engine.selection[0] == band)
        #expect(engine.offsets[0] == Fixed(band * Self.pitch))
    }

    /// Trial 23: a fling on a short list springs back onto its last row; that row disabled on the
    /// way crept 1.5-2.6 s onto the row before it, where the undisturbed fling rested in 0.6 s.
    @Test(arguments: [100, 200, 400]) func aFlingSpringingOntoADisabledEndRestsOnTheRowBeforeAsSoon(disableMs: Int) throws {
        let names = Array(Self.names.prefix(8))
        let json = """
        {"size": "240x400", "style": "flat", "row_height": 40, "visible_rows": 5,
         "columns": [{"id": "net", "items": [\(names.map { "\"\($0)\"" }.joined(separator: ", "))], "selected": 2}]}
        """
        var plain = try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: ""))
        for (timeUs, event) in Self.fling { _ = try plain.handle(event, atUs: timeUs) }
        let plainRestUs = Self.restUs(&plain, from: 80_000)
        #expect(plain.selection[0] == 7, "the fling reaches the end")
        var engine = try PickerEngine(config: PickerConfig.parse(Array(json.utf8), directory: ""))
        for (timeUs, event) in Self.fling { _ = try engine.handle(event, atUs: timeUs) }
        let reloadUs = Int64(disableMs) * 1_000
        _ = engine.advance(toUs: reloadUs)
        _ = try engine.replaceRows(inColumn: 0, with: Self.rows(names, disabled: ["n7"]), atUs: reloadUs)
        var offset = engine.offsets[0]
        var timeUs = reloadUs
        while engine.isAnimating && timeUs < 10_000_000 {
            timeUs += 1_000
            _ = engine.advance(toUs: timeUs)
            #expect((engine.offsets[0] - offset).magnitude < Fixed(3), "no jump at \(timeUs / 1000) ms")
            offset = engine.offsets[0]
        }
        #expect(engine.selection[0] == 6)
        #expect(timeUs * 2 < plainRestUs * 3, "rests at \(timeUs / 1000) ms; undisturbed at \(plainRestUs / 1000) ms")
    }
}
