import Glibc

/// `poll(2)` over a few descriptors.
public enum Poll {
    /// Waits until one of `descriptors` is readable or `timeoutMs` passes (-1: no timeout).
    /// Returns, for each descriptor in order, whether it is readable (or hung up / in error,
    /// which a read then reports). EINTR returns all false, so the caller re-checks its state.
    public static func waitReadable(_ descriptors: [FileDescriptor], timeoutMs: Int32) throws -> [Bool] {
        var fds = descriptors.map { pollfd(fd: $0.rawValue, events: Int16(POLLIN), revents: 0) }
        let ready = fds.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), timeoutMs) }
        if ready == -1 {
            let code = Glibc.errno
            if code != EINTR { throw SystemError(call: "poll", errno: code) }
        }
        if ready <= 0 { return Array(repeating: false, count: fds.count) }
        return fds.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
    }
}
