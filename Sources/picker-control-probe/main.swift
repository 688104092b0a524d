import PickerControl
import PickerCore
import PickerService
import PickerSystem

// The control server in the smallest service loop there is, for tests of what
// systemd hands a service: the socket passed through LISTEN_FDS, READY=1 and
// STOPPING=1 over NOTIFY_SOCKET, log lines for the journal. Picker commands are
// answered with their parsed form; `confirm` ends the loop. Not installed.

/// Echoes each picker command back; `confirm` asks the loop to finish.
final class EchoHandler: ControlHandler {
    var confirmed = false

    func perform(_ command: PickerCommand) -> ControlResult {
        if command == .confirm { confirmed = true }
        return .success(.object(JSONObject([("command", .string("\(command)"))])))
    }
}

let log = ServiceLog.detect()
func fail(_ message: String) -> Never {
    log.log(.error, message)
    Environment.exitProcess(2)
}

let passed: [SocketActivation.PassedDescriptor]
do { passed = try SocketActivation.takeFromEnvironment() } catch { fail("\(error)") }
guard let control = passed.first(where: { $0.name == "control" }) ?? passed.first else {
    fail("no socket was passed (run me under systemd-socket-activate or a .socket unit)")
}
let server: ControlServer
let notifier: ServiceNotifier?
do {
    server = ControlServer(
        listener: try ListeningSocket.adopt(control.fd),
        policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
        limits: ControlServer.Limits(), version: "probe", log: { message, _ in log.log(.warning, message) })
    notifier = try ServiceNotifier.fromEnvironment()
    try notifier?.notify([.ready, .status("serving the control socket")])
} catch {
    fail("\(error)")
}
let handler = EchoHandler()
while !handler.confirmed || server.hasPendingOutput {
    var descriptors = server.pollDescriptors
    do {
        try Poll.wait(&descriptors, timeoutUs: EventLoop.timeoutUs(until: server.wakeUs, from: MonotonicClock.nowUs()))
    } catch {
        fail("\(error)")
    }
    server.serve(ready: descriptors.filter { !$0.returned.isEmpty }, nowUs: MonotonicClock.nowUs(), handler: handler)
}
try? notifier?.notify(.stopping)
log.log(.info, "confirmed; stopping")
server.close()
