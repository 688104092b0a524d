import Glibc
import PickerSystem

/// A real datagram socket standing in for systemd's notify socket.
package final class NotifyListener {
    package let fd: FileDescriptor
    package let path: String

    package init(path: String) throws {
        self.path = path
        if !path.hasPrefix("@") { unlink(path) }
        fd = try FileDescriptor.unixSocket(.datagram, nonBlocking: true)
        try fd.bind(to: UnixAddress(path))
    }

    /// The next datagram, waiting up to a second for it.
    package func receive() throws -> String? {
        var descriptors = [PollDescriptor(fd: fd, events: .readable)]
        guard try Poll.wait(&descriptors, timeoutMs: 1000) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = try buffer.withUnsafeMutableBytes { try fd.receiveNonBlocking(into: $0) } ?? 0
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    deinit {
        fd.close()
        if !path.hasPrefix("@") { unlink(path) }
    }
}
