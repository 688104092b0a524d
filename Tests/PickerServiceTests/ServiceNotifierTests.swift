import Glibc
import Testing
@testable import PickerService
import PickerSystem
import PickerTestSupport

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

    /// Issue 33, finding 6: a selected value with a NUL, or of 5,000 characters, in STATUS= made
    /// systemd drop the whole datagram, READY=1 with it. The status is printable and cut.
    @Test func aHostileStatusIsMadePrintableAndCutSoReadyStillArrives() throws {
        let path = "@pp-notify-hostile-\(getpid())"
        let listener = try NotifyListener(path: path)
        let notifier = try ServiceNotifier(socketPath: path)
        defer { notifier.close() }
        try notifier.notify([.ready, .status("showing ssid=a\u{0}b\u{1B}[2J" + String(repeating: "é", count: 5000))])
        let datagram = try #require(try listener.receive())
        let lines = datagram.split(separator: "\n")
        #expect(lines.first == "READY=1")
        let status = try #require(lines.last)
        #expect(status.hasPrefix("STATUS=showing ssid=a b [2J"), "\(status)")
        #expect(status.utf8.count <= "STATUS=".utf8.count + ServiceNotifier.State.statusBytes)
        #expect(status.hasSuffix("é…"))
        #expect(!status.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func aVanishedNotifySocketIsAnErrorNamingThePath() throws {
        let notifier = try ServiceNotifier(socketPath: "/tmp/pp-no-such-notify-\(getpid()).sock")
        defer { notifier.close() }
        #expect(throws: SystemError(call: "sendto", subject: "/tmp/pp-no-such-notify-\(getpid()).sock", errno: ENOENT)) {
            try notifier.notify(.ready)
        }
    }
}
