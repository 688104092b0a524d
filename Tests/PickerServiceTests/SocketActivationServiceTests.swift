import Glibc
import Testing
@testable import PickerService
import PickerSystem
import PickerTestSupport

/// A service started the way systemd starts it: the control socket passed in,
/// readiness reported on a real notify socket, and a real client talking to it.
@Suite struct SocketActivationServiceTests {
    @Test func aSocketActivatedServiceServesThePassedSocketAndReportsReadyAndStopping() throws {
        let probe = try #require(siblingExecutable("picker-control-probe"))
        let ctl = try #require(siblingExecutable("panel-picker"))
        let scratch = ScratchDirectory("activation")
        let socket = scratch.path + "/control.sock"
        let notify = try NotifyListener(path: scratch.path + "/notify.sock")

        let service = try ChildProcess("/usr/bin/systemd-socket-activate", [
            "--listen=\(socket)", "--fdname=control", "--setenv=NOTIFY_SOCKET=\(notify.path)", probe,
        ])
        for _ in 0..<500 where try FileStatus.of(socket) == nil { usleep(10_000) }

        // The first connection starts the service, which finds it waiting on the passed socket.
        let ping = try ChildProcess(ctl, ["ctl", "--socket", socket, "ping"])
        ping.wait()
        #expect(ping.output == "pong\n")
        #expect(try notify.receive() == "READY=1\nSTATUS=serving the control socket\n")

        let select = try ChildProcess(ctl, ["ctl", "--socket", socket, "--json", "select", "hour", "9"])
        select.wait()
        #expect(select.output.contains(#"select(column: column \"hour\", row: row 9, animated: true)"#), "\(select.output)")

        let confirm = try ChildProcess(ctl, ["ctl", "--socket", socket, "confirm"])
        confirm.wait()
        #expect(confirm.exitCode == 0)
        service.wait()
        #expect(service.exitCode == 0, "\(service.output)")
        #expect(try notify.receive() == "STOPPING=1\n")
        #expect(service.output.hasSuffix("\npanel-picker: confirmed; stopping\n"), "plain log lines when stderr is not the journal")
    }
}
