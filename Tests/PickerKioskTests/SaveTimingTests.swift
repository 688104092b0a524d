import PickerControl
import PickerCore
import Testing

/// When the kiosk writes its saved state, counted through the storage seam.
@Suite struct SaveTimingTests {
    @Test func aBurstOfAThousandSelectsGivesAtMostTwoWrites() throws {
        let fixture = try KioskFixture()
        for index in 0..<1000 {
            let result = fixture.perform(.select(column: .index(0), row: .index(index % 24), animated: false))
            #expect((try? result.get()) != nil)
            fixture.clock.nowUs += 100
            try fixture.turn()
        }
        for _ in 0..<100 where try fixture.turnAtNextWakeUp() {}
        fixture.kiosk.flushState()
        #expect((1...2).contains(fixture.storage.writesAtUs.count), "writes at \(fixture.storage.writesAtUs)")
        let saved = try SavedState.decode(fixture.storage.lastPayload)
        #expect(saved.selection.first == SavedState.SelectedValue(columnID: "hour", value: "15"), "the last select: row 999 % 24")
        #expect(fixture.kiosk.nextSaveUs == nil, "nothing left to write: the loop may sleep")
    }

    @Test func aSelectionIsWrittenOnceItHasBeenStillForTheDelay() throws {
        let fixture = try KioskFixture()
        let startUs = fixture.clock.nowUs
        _ = fixture.perform(.select(column: .id("ssid"), row: .value("cafe"), animated: false))
        try fixture.turn()
        #expect(fixture.kiosk.nextSaveUs == startUs + 1_000_000)
        for _ in 0..<100 where try fixture.turnAtNextWakeUp() {}
        #expect(fixture.storage.writesAtUs == [startUs + 1_000_000])
    }

    @Test func aConfirmWritesAtOnce() throws {
        let fixture = try KioskFixture()
        _ = fixture.perform(.select(column: .id("ssid"), row: .value("office"), animated: false))
        try fixture.turn()
        _ = fixture.perform(.confirm)
        #expect(fixture.storage.writesAtUs == [fixture.clock.nowUs], "no waiting for the delay")
    }

    /// A save that stalls 200 ms (a slow fsync) falls due while a column moves: it waits for the
    /// motion to end, so no frame of the moving column comes late.
    @Test func aSlowSaveDelaysNoFrameOfAMovingColumn() throws {
        let fixture = try KioskFixture(stallUs: 200_000)
        let changedUs = fixture.clock.nowUs
        _ = fixture.perform(.select(column: .id("ssid"), row: .value("cafe"), animated: false))
        try fixture.turn()
        fixture.clock.nowUs = changedUs + 900_000
        _ = fixture.perform(.select(column: .id("hour"), row: .index(23), animated: true))
        try fixture.turn()
        #expect(fixture.kiosk.picker.isMoving)

        var movingFrameGapsUs: [Int64] = []
        var lastTurnUs = fixture.clock.nowUs
        var motionEndUs: Int64?
        for _ in 0..<1000 {
            let wasMoving = fixture.kiosk.picker.isMoving
            guard try fixture.turnAtNextWakeUp() else { break }
            if wasMoving { movingFrameGapsUs.append(fixture.clock.nowUs - lastTurnUs) }
            if wasMoving && !fixture.kiosk.picker.isMoving { motionEndUs = fixture.clock.nowUs }
            lastTurnUs = fixture.clock.nowUs
        }
        let endUs = try #require(motionEndUs)
        #expect(endUs > changedUs + 1_000_000, "the save fell due while the column moved")
        #expect(movingFrameGapsUs.count > 10)
        #expect(movingFrameGapsUs.allSatisfy { $0 <= 17_000 }, "frame gaps while moving: \(movingFrameGapsUs.max() ?? 0) µs at most")
        #expect(fixture.storage.writesAtUs.count == 1)
        #expect(fixture.storage.writesAtUs.allSatisfy { $0 >= endUs }, "written after the motion")
    }

    /// Issue 33, finding 8: 10,000 `confirm`s in 10 s cost 20,000 fsyncs. A daemon's client that
    /// selects and confirms in a tight loop (a thousand pairs in a second) now costs a result
    /// file write and a state write at the first confirm and one more of each when the second
    /// is up, holding the last confirm's selection.
    @Test func aThousandConfirmsInASecondWriteTheResultAndTheStateTwiceEach() throws {
        let config = """
        {"size": "320x240", "mode": "daemon", "state": {"save_delay_ms": 1000}, "confirm": {"result_file": "/nowhere/result.json"},
         "columns": [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9}]}
        """
        let fixture = try KioskFixture(config: config)
        let startUs = fixture.clock.nowUs
        for index in 0..<1000 {
            _ = fixture.perform(.select(column: .index(0), row: .index(index % 24), animated: false))
            _ = fixture.perform(.confirm)
            fixture.clock.nowUs += 999
            try fixture.turn()
        }
        #expect(fixture.results.writes.map(\.atUs) == [startUs], "the first confirm's at once, then none in the second")
        #expect(fixture.storage.writesAtUs == [startUs])
        for _ in 0..<100 where try fixture.turnAtNextWakeUp() {}
        #expect(fixture.results.writes.map(\.atUs) == [startUs, startUs + 1_000_000], "the newest when the second is up")
        #expect(fixture.results.writes.last?.text == #"{"selection":[{"column":0,"id":"hour","row":15,"value":"15"}]}"# + "\n", "the last confirm: row 999 % 24")
        #expect(fixture.storage.writesAtUs == [startUs, startUs + 1_000_000])
        #expect(try SavedState.decode(fixture.storage.lastPayload).selection.first?.value == "15")
        #expect(fixture.kiosk.nextSaveUs == nil, "nothing left to write: the loop may sleep")
    }

    @Test func aDaemonsConfirmAfterAQuietSecondWritesAtOnce() throws {
        let config = """
        {"size": "320x240", "mode": "daemon", "confirm": {"result_file": "/nowhere/result.json"},
         "columns": [{"id": "ssid", "items": ["home", "office", "cafe"]}]}
        """
        let fixture = try KioskFixture(config: config)
        _ = fixture.perform(.confirm)
        fixture.clock.nowUs += 1_000_000
        _ = fixture.perform(.select(column: .index(0), row: .value("cafe"), animated: false))
        _ = fixture.perform(.confirm)
        #expect(fixture.results.writes.map(\.atUs) == [fixture.clock.nowUs - 1_000_000, fixture.clock.nowUs])
        #expect(fixture.storage.writesAtUs == [fixture.clock.nowUs], "the selection, without waiting for the delay")
    }
}
