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

    @Test func aVanishedNotifySocketIsAnErrorNamingThePath() throws {
        let notifier = try ServiceNotifier(socketPath: "/tmp/pp-no-such-notify-\(getpid()).sock")
        defer { notifier.close() }
        #expect(throws: SystemError(call: "sendto", subject: "/tmp/pp-no-such-notify-\(getpid()).sock", errno: ENOENT)) {
            try notifier.notify(.ready)
        }
    }
}
