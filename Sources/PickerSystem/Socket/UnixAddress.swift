import Glibc

/// An `AF_UNIX` address: a filesystem path, or an abstract name written with a
/// leading `@` (as systemd writes `NOTIFY_SOCKET`), which lives in no directory.
package struct UnixAddress: Equatable, Sendable, CustomStringConvertible {
    /// The path as given, `@` included for an abstract name.
    package var path: String

    /// `sun_path` holds 108 bytes; a filesystem path needs one of them for its NUL.
    package static let maximumPathBytes = 107

    package init(_ path: String) throws(UnixAddressError) {
        let bytes = Array(path.utf8)
        if bytes.isEmpty { throw .empty }
        if bytes.contains(0) { throw .containsNul(path) }
        if bytes.count > UnixAddress.maximumPathBytes { throw .tooLong(path, bytes: bytes.count) }
        self.path = path
    }

    package var isAbstract: Bool { path.hasPrefix("@") }
    package var description: String { path }

    /// Calls `body` with a `sockaddr_un` and its exact length: an abstract name
    /// starts with NUL and has no terminator, so the length must not include padding.
    func withSockaddr<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) throws -> R) rethrows -> R {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var bytes = Array(path.utf8)
        if isAbstract { bytes[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let length = socklen_t(pathOffset + bytes.count + (isAbstract ? 0 : 1))
        return try withUnsafePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { try body($0, length) }
        }
    }
}

package enum UnixAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case containsNul(String)
    case tooLong(String, bytes: Int)

    package var description: String {
        switch self {
        case .empty: "socket path is empty"
        case .containsNul(let path): "socket path '\(path)' contains a NUL byte"
        case .tooLong(let path, let bytes):
            "socket path '\(path)' is \(bytes) bytes long; Unix sockets allow at most \(UnixAddress.maximumPathBytes)"
        }
    }
}
