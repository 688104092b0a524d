import PickerCore
import Testing

/// When the kiosk writes its saved state, on a manual clock.
@Suite struct SaveScheduleTests {
    @Test func nothingIsWrittenUntilAChangeHasBeenStillForTheDelay() {
        var schedule = SaveSchedule(delayMs: 1000)
        #expect(schedule.advance(toUs: 5_000_000, moving: false) == .wait, "nothing changed")
        #expect(schedule.dueUs == nil)
        schedule.changed(atUs: 1_000_000)
        #expect(schedule.dueUs == 2_000_000)
        #expect(schedule.advance(toUs: 1_999_999, moving: false) == .wait)
        #expect(schedule.advance(toUs: 2_000_000, moving: false) == .write)
        #expect(schedule.dueUs == nil, "written: nothing pending")
        #expect(schedule.advance(toUs: 9_000_000, moving: false) == .wait)
    }

    @Test func eachNewChangeRestartsTheWait() {
        var schedule = SaveSchedule(delayMs: 1000)
        schedule.changed(atUs: 0)
        schedule.changed(atUs: 900_000)
        #expect(schedule.advance(toUs: 1_000_000, moving: false) == .wait)
        #expect(schedule.advance(toUs: 1_900_000, moving: false) == .write)
    }

    @Test func aFloodOfChangesIsWrittenAtMostOnceASecond() {
        var schedule = SaveSchedule(delayMs: 0)
        var writes: [Int64] = []
        // A change every millisecond for ten seconds, the clock checked after each.
        for timeUs in stride(from: Int64(0), to: 10_000_000, by: 1000) {
            schedule.changed(atUs: timeUs)
            if schedule.advance(toUs: timeUs, moving: false) == .write { writes.append(timeUs) }
        }
        #expect(writes.count == 10)
        #expect(zip(writes, writes.dropFirst()).allSatisfy { $1 - $0 >= SaveSchedule.minimumGapUs })
    }

    @Test func noWriteWhileAColumnMovesEvenWhenDue() {
        var schedule = SaveSchedule(delayMs: 100)
        schedule.changed(atUs: 0)
        #expect(schedule.advance(toUs: 500_000, moving: true) == .wait)
        #expect(schedule.dueUs == 100_000, "still pending, and due as soon as the motion ends")
        #expect(schedule.advance(toUs: 600_000, moving: false) == .write)
    }

    @Test func aFlushWritesWhatIsPendingAtOnceAndNothingOtherwise() {
        var schedule = SaveSchedule(delayMs: 1000)
        #expect(schedule.flush(atUs: 0) == .wait, "nothing pending: the file already holds it")
        schedule.changed(atUs: 10)
        #expect(schedule.flush(atUs: 20) == .write, "a confirm or SIGTERM does not wait for the delay")
        #expect(schedule.flush(atUs: 30) == .wait)
    }

    @Test func theWriteAfterAFlushStillKeepsTheOneSecondGap() {
        var schedule = SaveSchedule(delayMs: 0)
        schedule.changed(atUs: 10)
        #expect(schedule.flush(atUs: 20) == .write)
        schedule.changed(atUs: 40)
        #expect(schedule.dueUs == 1_000_020)
    }

    /// A daemon's confirm skips the delay but not the one-second gap, and a change after it waits for the delay again.
    @Test func aHurriedChangeSkipsTheDelayButKeepsTheGap() {
        var schedule = SaveSchedule(delayMs: 5000)
        #expect(schedule.hurry(atUs: 0, moving: false) == .wait, "nothing pending")
        schedule.changed(atUs: 1_000_000)
        #expect(schedule.hurry(atUs: 1_000_000, moving: false) == .write, "no delay, no write before it")
        schedule.changed(atUs: 1_200_000)
        #expect(schedule.hurry(atUs: 1_200_000, moving: false) == .wait)
        #expect(schedule.dueUs == 2_000_000, "a second after the last write, not five after the change")
        #expect(schedule.advance(toUs: 2_000_000, moving: true) == .wait, "never while a column moves")
        #expect(schedule.advance(toUs: 2_100_000, moving: false) == .write)
        schedule.changed(atUs: 3_000_000)
        #expect(schedule.dueUs == 8_000_000, "an ordinary change waits for the delay again")
    }
}
