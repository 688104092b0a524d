import Glibc
import Testing
@testable import PickerControl
import PickerCore
import PickerSystem

@Suite struct LineFramerTests {
    /// Feeds `chunks` one read at a time; returns what each read produced, then what is left at the end.
    func frame(_ chunks: [String], limit: Int = 8) -> (perRead: [[LineFramer.Piece]], leftover: [UInt8]?) {
        var framer = LineFramer(maximumLineBytes: limit)
        let perRead = chunks.map { chunk in Array(chunk.utf8).withUnsafeBytes { framer.append($0) } }
        return (perRead, framer.finish())
    }

    static func line(_ text: String) -> LineFramer.Piece { .line(Array(text.utf8)) }

    @Test(arguments: [
        ("a\nb\n", [line("a"), line("b")]),
        ("a\r\n", [line("a")]),
        ("\n", [line("")]),
        ("half", []),
        ("12345678\n", [line("12345678")]),
        ("123456789\nok\n", [.overlong, line("ok")]),
    ])
    func linesAreSplitAtNewlinesWithinTheLimit(input: String, pieces: [LineFramer.Piece]) {
        #expect(frame([input]).perRead == [pieces])
    }

    @Test func aLineSplitAcrossReadsIsJoinedAndAHalfLineIsLeftAtTheEnd() {
        let framed = frame(["ab", "cd\ne"])
        #expect(framed.perRead == [[], [Self.line("abcd")]])
        #expect(framed.leftover == Array("e".utf8))
    }

    @Test func anOverlongLineIsReportedOnceAsSoonAsItPassesTheLimitAndTheRestIsDropped() {
        let framed = frame(["123456", "789", String(repeating: "x", count: 100), "tail\nnext\n"])
        #expect(framed.perRead == [[], [.overlong], [], [Self.line("next")]])
        #expect(framed.leftover == nil)
    }
}

@Suite struct OutgoingQueueTests {
    @Test func anEmptyQueueTakesOneMessageOfAnySizeButAFullOneRefuses() {
        var queue = OutgoingQueue(limitBytes: 10)
        var accepted = [queue.enqueue([UInt8](repeating: 1, count: 25)), queue.enqueue([2])]
        #expect(accepted == [true, false])
        queue.drain { $0.count }
        #expect(queue.isEmpty)
        accepted = [6, 4, 1].map { queue.enqueue([UInt8](repeating: 3, count: $0)) }
        #expect(accepted == [true, true, false])
    }

    @Test func partialSendsResumeWhereTheyStopped() {
        var queue = OutgoingQueue(limitBytes: 100)
        _ = queue.enqueue(Array("hello world".utf8))
        var sent: [UInt8] = []
        queue.drain { sent += $0.prefix(4); return 4 }
        queue.drain { sent += $0.prefix(4); return 4 }
        #expect(queue.count == 3)
        queue.drain { sent += $0; return $0.count }
        #expect(String(decoding: sent, as: UTF8.self) == "hello world")
        #expect(queue.isEmpty)
    }
}

@Suite struct PeerPolicyTests {
    @Test(arguments: [
        (0 as UInt32, 0 as UInt32, [] as [UInt32], nil as UInt32?, true),   // root
        (1000, 1000, [], nil, true),                                          // the service's own user
        (2000, 2000, [], nil, false),                                         // anyone else, no group configured
        (2000, 2000, [], 50, false),                                          // not in the group
        (2000, 50, [], 50, true),                                             // primary group
        (2000, 2000, [7, 50], 50, true),                                      // supplementary group
    ])
    func onlyRootTheServiceUserAndTheGroupMayConnect(uid: UInt32, gid: UInt32, groups: [UInt32], group: UInt32?, allowed: Bool) {
        let policy = PeerPolicy(serviceUID: 1000, groupID: group)
        #expect(policy.allows(PeerCredentials(pid: 1, uid: uid, gid: gid, groups: groups)) == allowed)
    }

    /// Issue 33, finding 8: sixteen idle connections of a group member locked root out.
    @Test func theLastPlaceIsKeptForRootAndTheServicesUser() {
        let policy = PeerPolicy(serviceUID: 990, groupID: 1000)
        let member = PeerCredentials(pid: 1, uid: 1001, gid: 1000, groups: [])
        #expect(policy.slots(for: member, maximum: 16) == 15)
        #expect(policy.slots(for: PeerCredentials(pid: 1, uid: 0, gid: 0, groups: []), maximum: 16) == 16)
        #expect(policy.slots(for: PeerCredentials(pid: 1, uid: 990, gid: 990, groups: []), maximum: 16) == 16)
        #expect(policy.slots(for: member, maximum: 1) == 1, "a single place is not kept away")
    }
}

@Suite struct SocketPathTests {
    @Test(arguments: [
        ("/tmp/x.sock" as String?, ServiceDirectories(systemdRuntime: "/run/ignored", isRoot: true), "/tmp/x.sock" as String?),
        (nil, ServiceDirectories(systemdRuntime: "/run/a:/run/b", isRoot: false), "/run/a/control.sock"),
        (nil, ServiceDirectories(isRoot: true), "/run/panel-picker/control.sock"),
        (nil, ServiceDirectories(isRoot: false, userRuntime: "/run/user/1000"), "/run/user/1000/panel-picker/control.sock"),
        (nil, ServiceDirectories(isRoot: false), nil),
    ])
    func thePathComesFromConfigThenTheRuntimeFolder(configured: String?, directories: ServiceDirectories, path: String?) {
        #expect(SocketPath.resolve(configured: configured, directories: directories) == path)
    }

    @Test func aClientFindsTheUsersOwnPickerElseTheService() {
        let user = ServiceDirectories(isRoot: false, userRuntime: "/run/user/1000")
        let own = "/run/user/1000/panel-picker/control.sock"
        #expect(SocketPath.forClient(directories: user) { $0 == own } == own)
        #expect(SocketPath.forClient(directories: user) { _ in false } == "/run/panel-picker/control.sock")
        #expect(SocketPath.forClient(directories: ServiceDirectories(isRoot: false)) { _ in true } == "/run/panel-picker/control.sock")
        #expect(SocketPath.forClient(directories: ServiceDirectories(isRoot: true, userRuntime: "/run/user/0")) { _ in true }
                == "/run/panel-picker/control.sock")
    }

    @Test func withoutAFolderForTheSocketTheServerSaysWhy() throws {
        #expect(throws: ListeningSocket.OpenError.noRuntimeDirectory) {
            try ControlServer.start(config: ControlConfig(), directories: ServiceDirectories(isRoot: false), activated: nil,
                                    version: "1", log: { _, _ in })
        }
    }
}

@Suite struct ListeningSocketTests {
    @Test func theSocketFileIsMode0660AndGroupOwnedFromTheStart() throws {
        let path = "/tmp/pp-listen-\(getpid())/control.sock"
        // Any group as root; chown lets anyone else give a file only a group of their own.
        let group = geteuid() == 0 ? try #require(try Identity.groupID(named: "video")) : getegid()
        // As under systemd's UMask=0077. (The umask is the process's: bind no longer depends on it,
        // and the other tests' modes are set exactly, so changing it here disturbs nothing.)
        let previous = umask(0o077)
        let socket = try ListeningSocket.bind(path: path, groupID: group)
        umask(previous)
        defer { socket.close(); rmdir(FileSystem.directoryName(of: path)) }
        let status = try #require(try FileStatus.of(path))
        #expect(status.kind == .socket)
        #expect(status.permissions == 0o660)
        #expect(status.groupID == group)
        #expect(try FileStatus.of(FileSystem.directoryName(of: path))?.permissions == 0o755, "the group can reach it")
    }

    @Test func closingRemovesTheSocketFile() throws {
        let path = "/tmp/pp-close-\(getpid()).sock"
        try ListeningSocket.bind(path: path, groupID: nil).close()
        #expect(try FileStatus.of(path) == nil)
    }

    @Test func aStaleSocketFileLeftByACrashIsReplaced() throws {
        let path = "/tmp/pp-stale-\(getpid()).sock"
        // A bound socket that was never listened on refuses connections, as a dead instance's file does.
        let dead = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try dead.bind(to: UnixAddress(path))
        dead.close()
        let socket = try ListeningSocket.bind(path: path, groupID: nil)
        defer { socket.close() }
        #expect(try FileStatus.of(path)?.kind == .socket)
    }

    @Test func aSecondInstanceIsRefusedAndTheFirstKeepsItsSocket() throws {
        let path = "/tmp/pp-second-\(getpid()).sock"
        let first = try ListeningSocket.bind(path: path, groupID: nil)
        defer { first.close() }
        #expect(throws: ListeningSocket.OpenError.alreadyRunning(path: path)) {
            try ListeningSocket.bind(path: path, groupID: nil)
        }
        let client = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        defer { client.close() }
        try client.connect(to: UnixAddress(path))
        #expect(ListeningSocket.OpenError.alreadyRunning(path: path).description.contains("already running"))
    }

    @Test func aFileThatIsNotASocketIsLeftAlone() throws {
        let path = "/tmp/pp-notsock-\(getpid())"
        try FileSystem.writeFileAtomically(path, Array("keep me".utf8))
        defer { unlink(path) }
        #expect(throws: ListeningSocket.OpenError.notASocket(path: path)) {
            try ListeningSocket.bind(path: path, groupID: nil)
        }
        #expect(try FileSystem.readFile(path) == Array("keep me".utf8))
    }

    @Test func onlyAListeningStreamSocketIsAdopted() throws {
        let datagram = try FileDescriptor.unixSocket(.datagram, nonBlocking: false)
        defer { datagram.close() }
        #expect(throws: ListeningSocket.OpenError.notAListeningSocket(fd: datagram.rawValue)) {
            try ListeningSocket.adopt(datagram)
        }
        let listener = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try listener.bind(to: UnixAddress("@pp-adopt-\(getpid())"))
        try listener.listen(backlog: 4)
        let adopted = try ListeningSocket.adopt(listener)
        #expect(adopted.path == nil)
        adopted.close()
    }

    /// A second close must not close whatever file has since been given the same number
    /// (in a library host, another thread's). The socket sits at a high number so that
    /// nothing else in this process is handed that number in between.
    @Test func closingTwiceLeavesTheNextOwnerOfTheNumberAlone() throws {
        let listener = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try listener.bind(to: UnixAddress("@pp-twice-\(getpid())"))
        try listener.listen(backlog: 4)
        let high = fcntl(listener.rawValue, F_DUPFD_CLOEXEC, 900 + Int32.random(in: 0..<100))
        listener.close()
        try #require(high >= 900)
        let socket = try ListeningSocket.adopt(FileDescriptor(rawValue: high))
        socket.close()
        let other = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { Glibc.close(other) }
        try #require(dup2(other, high) == high)
        defer { Glibc.close(high) }
        socket.close()
        #expect(fcntl(high, F_GETFD) != -1, "the file now at \(high) is still open")
    }
}
