import Glibc
import Testing
@testable import PickerControl
import PickerSystem

@Suite struct LineFramerTests {
    func feed(_ framer: inout LineFramer, _ text: String) -> [LineFramer.Piece] {
        Array(text.utf8).withUnsafeBytes { framer.append($0) }
    }

    @Test(arguments: [
        ("a\nb\n", [LineFramer.Piece.line(Array("a".utf8)), .line(Array("b".utf8))]),
        ("a\r\n", [.line(Array("a".utf8))]),
        ("\n", [.line([])]),
        ("half", []),
        ("12345678\n", [.line(Array("12345678".utf8))]),
        ("123456789\nok\n", [.overlong, .line(Array("ok".utf8))]),
    ])
    func linesAreSplitAtNewlinesWithinTheLimit(input: String, pieces: [LineFramer.Piece]) {
        var framer = LineFramer(maximumLineBytes: 8)
        let result1 = feed(&framer, input)
        #expect(result1 == pieces)
    }

    @Test func aLineSplitAcrossReadsIsJoined() {
        var framer = LineFramer(maximumLineBytes: 8)
        let result2 = feed(&framer, "ab")
        #expect(result2 == [])
        let result3 = feed(&framer, "cd\ne")
        #expect(result3 == [.line(Array("abcd".utf8))])
        let result4 = framer.finish()
        #expect(result4 == Array("e".utf8))
        let result5 = framer.finish()
        #expect(result5 == nil)
    }

    @Test func anOverlongLineIsReportedOnceAsSoonAsItPassesTheLimitAndTheRestIsDropped() {
        var framer = LineFramer(maximumLineBytes: 8)
        let result6 = feed(&framer, "123456")
        #expect(result6 == [])
        let result7 = feed(&framer, "789")
        #expect(result7 == [.overlong])
        let result8 = feed(&framer, String(repeating: "x", count: 100))
        #expect(result8 == [])
        let result9 = feed(&framer, "tail\nnext\n")
        #expect(result9 == [.line(Array("next".utf8))])
        let result10 = framer.finish()
        #expect(result10 == nil)
    }
}

@Suite struct OutgoingQueueTests {
    @Test func anEmptyQueueTakesOneMessageOfAnySizeButAFullOneRefuses() {
        var queue = OutgoingQueue(limitBytes: 10)
        let result11 = queue.enqueue([UInt8](repeating: 1, count: 25))
        #expect(result11)
        let result12 = queue.enqueue([2])
        #expect(!result12)
        queue.drain { $0.count }
        #expect(queue.isEmpty)
        let result13 = queue.enqueue([UInt8](repeating: 3, count: 6))
        #expect(result13)
        let result14 = queue.enqueue([UInt8](repeating: 4, count: 4))
        #expect(result14)
        let result15 = queue.enqueue([5])
        #expect(!result15)
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
}

@Suite struct SocketPathTests {
    @Test(arguments: [
        ("/tmp/x.sock" as String?, "/run/ignored" as String?, "/tmp/x.sock"),
        (nil, "/run/panel-picker-test", "/run/panel-picker-test/control.sock"),
        (nil, "/run/a:/run/b", "/run/a/control.sock"),
        (nil, "", "/run/panel-picker/control.sock"),
        (nil, nil, "/run/panel-picker/control.sock"),
    ])
    func thePathComesFromConfigThenSystemdThenTheFallback(configured: String?, runtime: String?, path: String) {
        #expect(SocketPath.resolve(configured: configured, runtimeDirectory: runtime) == path)
    }
}

@Suite struct ListeningSocketTests {
    @Test func theSocketFileIsMode0660AndGroupOwnedFromTheStart() throws {
        let path = "/tmp/pp-listen-\(getpid())/control.sock"
        let video = try #require(try Identity.groupID(named: "video"))
        let socket = try ListeningSocket.bind(path: path, groupID: video)
        defer { socket.close(); rmdir(FileSystem.directoryName(of: path)) }
        let status = try #require(try FileStatus.of(path))
        #expect(status.kind == .socket)
        #expect(status.permissions == 0o660)
        #expect(status.groupID == video)
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
}
