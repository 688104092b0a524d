import Glibc

/// `SO_PEERGROUPS` from `<asm-generic/socket.h>`; Glibc's module does not export it.
private let soPeerGroups: Int32 = 59

/// `struct ucred` from `<sys/socket.h>`, which Glibc's module hides behind `_GNU_SOURCE`.
private struct UCred {
    var pid: Int32 = 0
    var uid: UInt32 = 0
    var gid: UInt32 = 0
}

/// Unix-domain sockets over `FileDescriptor`: every fd is close-on-exec, and
/// every call that would block on a non-blocking socket returns `nil` instead of throwing.
extension FileDescriptor {
    package enum SocketKind: Sendable {
        case stream, datagram
        var rawValue: Int32 {
            switch self {
            case .stream: Int32(SOCK_STREAM.rawValue)
            case .datagram: Int32(SOCK_DGRAM.rawValue)
            }
        }
    }

    /// `socket(AF_UNIX, kind | SOCK_CLOEXEC [| SOCK_NONBLOCK], 0)`.
    package static func unixSocket(_ kind: SocketKind, nonBlocking: Bool) throws -> FileDescriptor {
        var type = kind.rawValue | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        return FileDescriptor(rawValue: try syscall("socket") { Glibc.socket(AF_UNIX, type, 0) })
    }

    /// `socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)`: a child's standard input the picker
    /// writes with `sendNonBlocking`, so a child that died is EPIPE rather than a SIGPIPE that kills the picker.
    package static func unixStreamPair() throws -> (FileDescriptor, FileDescriptor) {
        var fds: [Int32] = [-1, -1]
        _ = try syscall("socketpair") { Glibc.socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) }
        return (FileDescriptor(rawValue: fds[0]), FileDescriptor(rawValue: fds[1]))
    }

    /// `bind(2)`; the file a path address creates gets `0o777 & ~umask`.
    package func bind(to address: UnixAddress) throws {
        _ = try address.withSockaddr { pointer, length in
            try syscall("bind", address.path) { Glibc.bind(rawValue, pointer, length) }
        }
    }

    /// `listen(2)`.
    package func listen(backlog: Int32) throws {
        _ = try syscall("listen") { Glibc.listen(rawValue, backlog) }
    }

    /// `connect(2)`; EINTR is not retried, because a restarted connect reports EALREADY.
    package func connect(to address: UnixAddress) throws {
        _ = try address.withSockaddr { pointer, length in
            try syscall("connect", address.path, retryOnInterrupt: false) { Glibc.connect(rawValue, pointer, length) }
        }
    }

    /// `accept(2)`, then non-blocking and close-on-exec; nil when no connection is waiting.
    /// ECONNABORTED (the peer gave up while queued) also yields nil: nothing is lost.
    /// (`accept4` would set both flags at once, but Glibc's Swift module hides it
    /// behind `_GNU_SOURCE`; the kiosk never forks, so the gap cannot leak the fd.)
    package func acceptNonBlocking() throws -> FileDescriptor? {
        let fd = Glibc.accept(rawValue, nil, nil)
        if fd >= 0 {
            let client = FileDescriptor(rawValue: fd)
            do {
                try client.makeNonBlockingAndCloseOnExec()
            } catch {
                client.close()
                throw error
            }
            return client
        }
        let code = Glibc.errno
        if code == EAGAIN || code == EWOULDBLOCK || code == EINTR || code == ECONNABORTED { return nil }
        throw SystemError(call: "accept", errno: code)
    }

    /// `send(2)` with `MSG_NOSIGNAL` (a vanished peer is EPIPE, not SIGPIPE) and
    /// `MSG_DONTWAIT`; nil when the socket buffer is full.
    package func sendNonBlocking(_ buffer: UnsafeRawBufferPointer) throws -> Int? {
        let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
        let sent = Glibc.send(rawValue, buffer.baseAddress, buffer.count, flags)
        if sent >= 0 { return sent }
        let code = Glibc.errno
        if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return nil }
        throw SystemError(call: "send", errno: code)
    }

    /// `recv(2)` with `MSG_DONTWAIT`; 0 at end of stream, nil when nothing is waiting.
    package func receiveNonBlocking(into buffer: UnsafeMutableRawBufferPointer) throws -> Int? {
        let received = Glibc.recv(rawValue, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
        if received >= 0 { return received }
        let code = Glibc.errno
        if code == EAGAIN || code == EWOULDBLOCK || code == EINTR { return nil }
        throw SystemError(call: "recv", errno: code)
    }

    /// `sendto(2)` of one datagram with `MSG_NOSIGNAL`.
    package func sendDatagram(_ bytes: [UInt8], to address: UnixAddress) throws {
        _ = try address.withSockaddr { pointer, length in
            try bytes.withUnsafeBytes { raw in
                try syscall("sendto", address.path) {
                    Glibc.sendto(rawValue, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL), pointer, length)
                }
            }
        }
    }

    /// `getsockopt(SO_PEERCRED)` and `getsockopt(SO_PEERGROUPS)`.
    package func peerCredentials() throws -> PeerCredentials {
        var credentials = UCred()
        var length = socklen_t(MemoryLayout<UCred>.size)
        _ = try syscall("getsockopt(SO_PEERCRED)") {
            Glibc.getsockopt(rawValue, SOL_SOCKET, SO_PEERCRED, &credentials, &length)
        }
        var groups = [gid_t](repeating: 0, count: 64)
        var groupsLength = socklen_t(groups.count * MemoryLayout<gid_t>.size)
        var result = groups.withUnsafeMutableBytes { raw in
            Glibc.getsockopt(rawValue, SOL_SOCKET, soPeerGroups, raw.baseAddress, &groupsLength)
        }
        if result == -1 && Glibc.errno == ERANGE {
            // The kernel wrote the size it needs into groupsLength.
            groups = [gid_t](repeating: 0, count: Int(groupsLength) / MemoryLayout<gid_t>.size)
            result = groups.withUnsafeMutableBytes { raw in
                Glibc.getsockopt(rawValue, SOL_SOCKET, soPeerGroups, raw.baseAddress, &groupsLength)
            }
        }
        let count = result == 0 ? Int(groupsLength) / MemoryLayout<gid_t>.size : 0
        return PeerCredentials(
            pid: credentials.pid, uid: credentials.uid, gid: credentials.gid, groups: Array(groups.prefix(count)))
    }

    /// `getsockname(2)`: the address this `AF_UNIX` socket is bound to; nil when it is unbound.
    /// An abstract name comes back with its leading `@`, as `UnixAddress` writes it.
    package func boundUnixAddress() throws -> UnixAddress? {
        var address = sockaddr_un()
        var length = socklen_t(MemoryLayout<sockaddr_un>.size)
        _ = try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                try syscall("getsockname") { Glibc.getsockname(rawValue, raw, &length) }
            }
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let count = Int(length) - pathOffset
        guard count > 0 else { return nil }
        var bytes = withUnsafeBytes(of: &address.sun_path) { Array($0.prefix(count)) }
        if bytes[0] == 0 {
            bytes[0] = UInt8(ascii: "@")
        } else if let end = bytes.firstIndex(of: 0) {
            bytes.removeSubrange(end...)
        }
        return try UnixAddress(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether this fd is a listening `AF_UNIX` stream socket (what socket activation must hand over).
    package func isListeningUnixStreamSocket() -> Bool {
        func option(_ level: Int32, _ name: Int32) -> Int32? {
            var value: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            return Glibc.getsockopt(rawValue, level, name, &value, &length) == 0 ? value : nil
        }
        return option(SOL_SOCKET, SO_DOMAIN) == AF_UNIX
            && option(SOL_SOCKET, SO_TYPE) == Int32(SOCK_STREAM.rawValue)
            && option(SOL_SOCKET, SO_ACCEPTCONN) == 1
    }

    /// Sets `O_NONBLOCK` and `FD_CLOEXEC` on an fd this process inherited.
    package func makeNonBlockingAndCloseOnExec() throws {
        let flags = try syscall("fcntl(F_GETFL)") { fcntl(rawValue, F_GETFL) }
        _ = try syscall("fcntl(F_SETFL)") { fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) }
        let fdFlags = try syscall("fcntl(F_GETFD)") { fcntl(rawValue, F_GETFD) }
        _ = try syscall("fcntl(F_SETFD)") { fcntl(rawValue, F_SETFD, fdFlags | FD_CLOEXEC) }
    }
}
