import CPoll
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
        try wait(&descriptors, timeoutUs: timeoutMs < 0 ? nil : Int64(timeoutMs) * 1000)
    }

    /// `ppoll(2)` over `descriptors`, waiting at most `timeoutUs` (nil: forever): to the
    /// microsecond, where poll()'s whole milliseconds would draw a 60 Hz frame every 17 ms.
    /// Returns how many descriptors have events; EINTR returns 0.
    @discardableResult
    package static func wait(_ descriptors: inout [PollDescriptor], timeoutUs: Int64?) throws -> Int {
        var raw = descriptors.map { pollfd(fd: $0.fd.rawValue, events: $0.events.rawValue, revents: 0) }
        var timeout = timeoutUs.map { max(0, $0) }.map { timespec(tv_sec: Int($0 / 1_000_000), tv_nsec: Int($0 % 1_000_000) * 1000) }
        let count = raw.withUnsafeMutableBufferPointer { fds in
            guard timeout != nil else { return panel_picker_ppoll(fds.baseAddress, nfds_t(fds.count), nil) }
            return panel_picker_ppoll(fds.baseAddress, nfds_t(fds.count), &timeout!)
        }
        if count == -1 {
            if Glibc.errno == EINTR { return 0 }
            throw SystemError(call: "ppoll", errno: Glibc.errno)
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
