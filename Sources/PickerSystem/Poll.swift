import Glibc

/// `poll(2)` event bits.
package struct PollEvents: OptionSet, Hashable, Sendable {
    package var rawValue: Int16
    package init(rawValue: Int16) { self.rawValue = rawValue }
    /// `POLLIN`
    package static let readable = PollEvents(rawValue: Int16(POLLIN))
    /// `POLLOUT`
    package static let writable = PollEvents(rawValue: Int16(POLLOUT))
    /// `POLLERR` (reported, never requested)
    package static let error = PollEvents(rawValue: Int16(POLLERR))
    /// `POLLHUP` (reported, never requested)
    package static let hangUp = PollEvents(rawValue: Int16(POLLHUP))
    /// `POLLNVAL`: the fd is not open (reported, never requested)
    package static let invalid = PollEvents(rawValue: Int16(POLLNVAL))
}

/// One fd and the events wanted on it; `returned` is filled in by `poll`.
package struct PollDescriptor: Equatable, Sendable {
    package var fd: FileDescriptor
    package var events: PollEvents
    package var returned: PollEvents = []

    package init(fd: FileDescriptor, events: PollEvents) {
        self.fd = fd
        self.events = events
    }
}

package enum Poll {
    /// `poll(2)` over `descriptors`, waiting at most `timeoutMs` (-1: forever).
    /// Returns how many descriptors have events; EINTR returns 0 so the caller's
    /// loop can look at whatever the signal changed.
    @discardableResult
    package static func wait(_ descriptors: inout [PollDescriptor], timeoutMs: Int32) throws -> Int {
        var raw = descriptors.map { pollfd(fd: $0.fd.rawValue, events: $0.events.rawValue, revents: 0) }
        let count = raw.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), timeoutMs) }
        if count == -1 {
            if Glibc.errno == EINTR { return 0 }
            throw SystemError(call: "poll", errno: Glibc.errno)
        }
        for index in descriptors.indices {
            descriptors[index].returned = PollEvents(rawValue: raw[index].revents)
        }
        return Int(count)
    }

    /// Waits until one of `descriptors` is readable or `timeoutMs` passes (-1: no timeout).
    /// Returns, for each descriptor in order, whether it is readable (or hung up / in error,
    /// which a read then reports). EINTR returns all false, so the caller re-checks its state.
    package static func waitReadable(_ descriptors: [FileDescriptor], timeoutMs: Int32) throws -> [Bool] {
        var polled = descriptors.map { PollDescriptor(fd: $0, events: .readable) }
        try wait(&polled, timeoutMs: timeoutMs)
        return polled.map { !$0.returned.isDisjoint(with: [.readable, .hangUp, .error]) }
    }
}
