import Glibc
import Testing
@testable import PickerService
import PickerSystem

/// A real datagram socket standing in for systemd's notify socket.
final class NotifyListener {
    let fd: FileDescriptor
    let path: String

    init(path: String) throws {
        self.path = path
        if !path.hasPrefix("@") { unlink(path) }
        fd = try FileDescriptor.unixSocket(.datagram, nonBlocking: true)
        try fd.bind(to: UnixAddress(path))
    }

    /// The next datagram, waiting up to a second for it.
    func receive() throws -> String? {
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

@Suite struct ServiceNotifierTests {
    @Test(arguments: ["/tmp/pp-notify-\(getpid()).sock", "@pp-notify-\(getpid())"])
    func notificationsArriveAsSystemdLinesOnPathAndAbstractSockets(path: String) throws {
        let listener = try NotifyListener(path: path)
        let notifier = try ServiceNotifier(socketPath: path)
        defer { notifier.close() }

        try notifier.notify([.ready, .status("showing 2 columns")])
        #expect(try listener.receive() == "READY=1\nSTATUS=showing 2 columns\n")
        try notifier.notify(.watchdog)
        #expect(try listener.receive() == "WATCHDOG=1\n")
        try notifier.notify(.reloading)
        #expect(try listener.receive() == "RELOADING=1\n")
        try notifier.notify(.stopping)
        #expect(try listener.receive() == "STOPPING=1\n")
    }

    @Test func aMultiLineStatusBecomesOneLineSoItCannotInjectAssignments() throws {
        let path = "@pp-notify-status-\(getpid())"
        let listener = try NotifyListener(path: path)
        let notifier = try ServiceNotifier(socketPath: path)
        defer { notifier.close() }
        try notifier.notify(.status("bad\nREADY=1"))
        #expect(try listener.receive() == "STATUS=bad READY=1\n")
    }

    @Test func aVanishedNotifySocketIsAnErrorNamingThePath() throws {
        let notifier = try ServiceNotifier(socketPath: "/tmp/pp-no-such-notify-\(getpid()).sock")
        defer { notifier.close() }
        #expect(throws: SystemError(call: "sendto", subject: "/tmp/pp-no-such-notify-\(getpid()).sock", errno: ENOENT)) {
            try notifier.notify(.ready)
        }
    }
}
