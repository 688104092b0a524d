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

extension SocketActivationServiceTests {
    /// Pings over `client` and returns the reply line, or nil when none comes within `timeoutMs`.
    func ping(_ client: FileDescriptor, timeoutMs: Int32) throws -> String? {
        try client.writeAll(Array((#"{"id":1,"cmd":"ping"}"# + "\n").utf8))
        return try reply(client, timeoutMs: timeoutMs)
    }

    func reply(_ client: FileDescriptor, timeoutMs: Int32) throws -> String? {
        var descriptors = [PollDescriptor(fd: client, events: .readable)]
        guard try Poll.wait(&descriptors, timeoutMs: timeoutMs) == 1 else { return nil }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = try buffer.withUnsafeMutableBytes { try client.read(into: $0) }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// A client of `socket` once its listener listens: systemd-socket-activate binds it (the file
    /// appears) a moment before it listens, and a connect between the two is refused (it was, in
    /// a run under load), so a refusal is tried again for up to 5 s.
    func connectWhenListening(_ socket: String) throws -> FileDescriptor {
        var attempts = 0
        while true {
            let client = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
            do {
                try client.connect(to: UnixAddress(socket))
                return client
            } catch let error as SystemError where error.errno == ECONNREFUSED && attempts < 500 {
                client.close()
                attempts += 1
                usleep(10_000)
            }
        }
    }

    /// With its descriptors used up the service stops accepting (one log line) instead of
    /// spinning on a listener that stays readable, and takes the waiting client once one leaves.
    @Test func runningOutOfDescriptorsPausesAcceptingUntilAClientLeaves() throws {
        let probe = try #require(siblingExecutable("picker-control-probe"))
        let scratch = ScratchDirectory("emfile")
        let socket = scratch.path + "/control.sock"
        let service = try ChildProcess("/usr/bin/systemd-socket-activate", [
            "--listen=\(socket)", "--fdname=control", "/usr/bin/prlimit", "--nofile=12:12", probe,
        ])
        for _ in 0..<500 where try FileStatus.of(socket) == nil { usleep(10_000) }

        var served: [FileDescriptor] = []
        var waiting: FileDescriptor?
        defer { (served + [waiting].compactMap { $0 }).forEach { $0.close() } }
        while waiting == nil && served.count < 20 {
            let client = try connectWhenListening(socket)
            if try ping(client, timeoutMs: 1000) != nil { served.append(client) } else { waiting = client }
        }
        let queued = try #require(waiting, "the service ran out of descriptors after \(served.count) clients")
        #expect(served.count >= 2)

        served.removeFirst().close()
        #expect(try reply(queued, timeoutMs: 5000) == #"{"id":1,"ok":true,"result":{"pong":true}}"# + "\n")

        try served[0].writeAll(Array((#"{"id":2,"cmd":"confirm"}"# + "\n").utf8))
        service.wait()
        let complaints = service.output.split(separator: "\n").filter { $0.contains("cannot accept a client") }
        // Once when the last client was turned away, once more after the freed descriptor was taken again.
        #expect((1...2).contains(complaints.count), "a complaint per wake-up means poll() spun: \(complaints.count) lines")
        #expect(complaints.first?.contains("waiting for a client to leave") == true)
    }
}
