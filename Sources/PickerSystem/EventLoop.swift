/// Something an `EventLoop` waits for: descriptors, a time, or both.
///
/// The loop asks every source what to watch and when it is due before each
/// poll(), so a source's descriptors may change from one turn to the next (a
/// device unplugged, a client connected).
package protocol EventSource: AnyObject {
    /// The descriptors to poll this turn, with the events each wants.
    var watchedDescriptors: [PollDescriptor] { get }
    /// When the source is due even if none of its descriptors becomes ready, on the
    /// loop's clock (µs); nil when only a descriptor can wake it. A time at or before
    /// now yields: the source is called again next turn, after poll() has looked at
    /// every descriptor without sleeping.
    var wakeUs: Int64? { get }
    /// The turn's news: the descriptors poll() reported (`returned` set; none when
    /// the source is here because its `wakeUs` came), at `nowUs` on the loop's clock.
    func handle(ready: [PollDescriptor], nowUs: Int64) throws
}

/// One poll() for a whole program: sources register, and each turn the loop
/// sleeps until a descriptor is ready or the earliest `wakeUs` comes (forever
/// when no source has one, so an idle program never wakes), then hands each
/// source its readiness, in the order the sources were added.
package final class EventLoop {
    private var sources: [any EventSource] = []
    private let clock: () -> Int64

    /// - Parameter clock: microseconds on the clock every source's times are on (the picker's);
    ///   a source that must never see time go back holds its own last time (as `Picker` does).
    package init(clock: @escaping () -> Int64) {
        self.clock = clock
    }

    /// Adds `source` after those already there: it hears each turn's news after them.
    package func add(_ source: any EventSource) {
        sources.append(source)
    }

    /// Forgets `source`; its descriptors are not polled from the next turn on.
    package func remove(_ source: any EventSource) {
        sources.removeAll { $0 === source }
    }

    /// The loop's clock, now.
    package func readClock() -> Int64 { clock() }

    /// One turn: one poll(), then each source whose descriptors were reported or
    /// whose time came is handled. A source's time is read when its turn comes, so
    /// one that an earlier source made due (a socket command that moves the picker)
    /// is handled in the same turn. Once `done` is true (a source ended the program)
    /// the sources after it are not called. A source's error ends the turn and is thrown.
    package func turn(until done: () -> Bool = { false }) throws {
        var watched: [PollDescriptor] = []
        var ranges: [Range<Int>] = []
        var earliestUs: Int64?
        for source in sources {
            let descriptors = source.watchedDescriptors
            ranges.append(watched.count..<(watched.count + descriptors.count))
            watched += descriptors
            if let wakeUs = source.wakeUs { earliestUs = min(earliestUs ?? wakeUs, wakeUs) }
        }
        try Poll.wait(&watched, timeoutUs: EventLoop.timeoutUs(until: earliestUs, from: readClock()))
        let polledSources = sources
        for (source, range) in zip(polledSources, ranges) {
            // A source an earlier one removed this turn is not called with descriptors it may have closed.
            if done() { return }
            guard sources.contains(where: { $0 === source }) else { continue }
            let ready = watched[range].filter { !$0.returned.isEmpty }
            let nowUs = readClock()
            guard !ready.isEmpty || (source.wakeUs.map { $0 <= nowUs } ?? false) else { continue }
            try source.handle(ready: ready, nowUs: nowUs)
        }
    }

    /// ppoll()'s timeout for sleeping until `timeUs` (the kernel never wakes it earlier,
    /// so the wake-up finds the time come); nil, no timeout, for nil.
    package static func timeoutUs(until timeUs: Int64?, from nowUs: Int64) -> Int64? {
        timeUs.map { max(0, $0 - nowUs) }
    }
}

/// One descriptor whose readiness a closure handles, with no time of its own
/// (a signal pipe, a bridge's socket).
package final class ReadableSource: EventSource {
    package let descriptor: FileDescriptor
    private let onReadable: () throws -> Void

    package init(_ descriptor: FileDescriptor, onReadable: @escaping () throws -> Void) {
        self.descriptor = descriptor
        self.onReadable = onReadable
    }

    package var watchedDescriptors: [PollDescriptor] { [PollDescriptor(fd: descriptor, events: .readable)] }
    package var wakeUs: Int64? { nil }
    package func handle(ready: [PollDescriptor], nowUs: Int64) throws { try onReadable() }
}
