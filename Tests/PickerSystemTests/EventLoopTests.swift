import Glibc
import PickerSystem
import Testing

/// A source the test scripts: its descriptors, its time, and what it heard.
private final class ScriptedSource: EventSource {
    var watchedDescriptors: [PollDescriptor] = []
    var wakeUs: Int64?
    var heard: [(ready: [Int32], nowUs: Int64)] = []
    var onHandle: () -> Void = {}

    init(watching descriptors: [FileDescriptor] = [], wakeUs: Int64? = nil) {
        watchedDescriptors = descriptors.map { PollDescriptor(fd: $0, events: .readable) }
        self.wakeUs = wakeUs
    }

    func handle(ready: [PollDescriptor], nowUs: Int64) {
        heard.append((ready.map(\.fd.rawValue), nowUs))
        onHandle()
    }
}

private final class Pipe {
    let read: FileDescriptor
    let write: FileDescriptor
    init() {
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        read = FileDescriptor(rawValue: ends[0])
        write = FileDescriptor(rawValue: ends[1])
    }
    deinit {
        read.close()
        write.close()
    }
}

@Suite struct EventLoopTests {
    @Test func eachSourceHearsOnlyItsOwnReadyDescriptors() throws {
        let first = Pipe(), second = Pipe()
        let loop = EventLoop(clock: { 1_000 })
        let quiet = ScriptedSource(watching: [first.read])
        let ready = ScriptedSource(watching: [second.read])
        loop.add(quiet)
        loop.add(ready)
        try second.write.writeAll([1])
        try loop.turn()
        #expect(quiet.heard.isEmpty, "a source with nothing ready and no time due is not called")
        #expect(ready.heard.map(\.ready) == [[second.read.rawValue]])
        #expect(ready.heard.map(\.nowUs) == [1_000])
    }

    @Test func aSourceWhoseTimeCameIsCalledWithNothingReady() throws {
        var nowUs: Int64 = 5_000
        let loop = EventLoop(clock: { nowUs })
        let due = ScriptedSource(wakeUs: 4_000)
        let later = ScriptedSource(wakeUs: 9_000)
        loop.add(due)
        loop.add(later)
        try loop.turn()
        #expect(due.heard.map(\.ready) == [[]])
        #expect(later.heard.isEmpty)
        nowUs = 9_000
        due.wakeUs = nil
        try loop.turn()
        #expect(later.heard.map(\.nowUs) == [9_000])
    }

    @Test func aSourceAnEarlierOneMadeDueIsCalledInTheSameTurn() throws {
        let loop = EventLoop(clock: { 100 })
        let moved = ScriptedSource()
        let command = ScriptedSource(wakeUs: 100)
        command.onHandle = {
            command.wakeUs = nil
            // Yields: due now, so it runs this turn and poll() does not sleep next turn.
            moved.wakeUs = 100
        }
        loop.add(command)
        loop.add(moved)
        try loop.turn()
        #expect(moved.heard.count == 1)
    }

    @Test func nothingIsCalledOnceTheProgramIsDone() throws {
        let loop = EventLoop(clock: { 0 })
        var done = false
        let ending = ScriptedSource(wakeUs: 0)
        ending.onHandle = { done = true }
        let after = ScriptedSource(wakeUs: 0)
        loop.add(ending)
        loop.add(after)
        try loop.turn { done }
        #expect(ending.heard.count == 1 && after.heard.isEmpty)
    }

    @Test func aRemovedSourceIsNotCalled() throws {
        let loop = EventLoop(clock: { 0 })
        let removed = ScriptedSource(wakeUs: 0)
        let remover = ScriptedSource(wakeUs: 0)
        remover.onHandle = { loop.remove(removed) }
        loop.add(remover)
        loop.add(removed)
        try loop.turn()
        #expect(remover.heard.count == 1 && removed.heard.isEmpty)
    }

    @Test(arguments: [
        (nil as Int64?, nil as Int64?), (999, 0), (1_000, 0), (1_001, 1), (17_667, 16_667), (Int64(1) << 50, (Int64(1) << 50) - 1_000),
    ])
    func pollSleepsToTheMicrosecond(timeUs: Int64?, timeoutUs: Int64?) {
        #expect(EventLoop.timeoutUs(until: timeUs, from: 1_000) == timeoutUs)
    }

    /// A deadline in microseconds is never woken before (how much later is the machine's, and not asserted).
    @Test func aTimeoutInMicrosecondsNeverWakesEarly() throws {
        var none: [PollDescriptor] = []
        for timeoutUs: Int64 in [1, 999, 1_500, 16_667] {
            let startUs = MonotonicClock.nowUs()
            try Poll.wait(&none, timeoutUs: timeoutUs)
            #expect(MonotonicClock.nowUs() - startUs >= timeoutUs)
        }
    }
}
