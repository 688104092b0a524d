import Glibc
import PickerCore
@testable import PickerControl
import PickerSystem
import PickerTestSupport

/// Answers picker commands the way a kiosk would, recording them; `select`
/// publishes `selection_changed` through the server, as the kiosk will.
final class FakeKiosk: ControlHandler {
    var performed: [PickerCommand] = []
    weak var server: ControlServer?
    /// Runs as each command is carried out (a test advances its manual clock here, as an expensive command would).
    var onPerform: (PickerCommand) -> Void = { _ in }
    /// When set, a screenshot is a job that takes this many advances, each logged in `advances` by its number.
    var screenshotSteps: Int?
    var advances: [Int] = []

    func job(for command: PickerCommand) -> ControlJob? {
        guard case .screenshot = command, let steps = screenshotSteps else { return nil }
        performed.append(command)
        return StepJob(number: performed.count, steps: steps, kiosk: self)
    }

    func perform(_ command: PickerCommand) -> ControlResult {
        performed.append(command)
        onPerform(command)
        switch command {
        case .select(.index(let column), .index(let row), _):
            guard column < 2 else { return .failure(ControlError(.notFound, "column \(column) does not exist (the picker has 2)")) }
            server?.publish(ControlEvent(.selectionChanged, JSONObject([("column", .int(column)), ("row", .int(row))])))
            return .success(.object(JSONObject([("column", .int(column)), ("row", .int(row))])))
        case .screenshot(.inline):
            return .success(ControlMessage.inlineScreenshot(png: [0x89, 0x50, 0x4E, 0x47], width: 2, height: 1))
        case .getState:
            return .success(.object(JSONObject([("config", .string(String(repeating: "c", count: 10_000)))])))
        case .getSelection:
            return .success(.object(JSONObject([
                ("hour", .object(JSONObject([("row", .int(9)), ("value", .string("09"))]))),
                ("minute", .object(JSONObject([("row", .int(30)), ("value", .string("30"))]))),
            ])))
        default:
            return .success(.object(JSONObject([("done", .bool(true))])))
        }
    }
}

/// A job done in `steps` advances, however much time each turn has left.
final class StepJob: ControlJob {
    let number: Int
    var stepsLeft: Int
    unowned let kiosk: FakeKiosk

    init(number: Int, steps: Int, kiosk: FakeKiosk) {
        self.number = number
        stepsLeft = steps
        self.kiosk = kiosk
    }

    func advance(isTimeUp: () -> Bool) -> ControlResult? {
        kiosk.advances.append(number)
        stepsLeft -= 1
        return stepsLeft == 0 ? .success(.object(JSONObject([("job", .int(number))]))) : nil
    }
}

/// A server on a fresh socket, driven by a poll loop in the test's own thread.
final class ServerHarness {
    let path: String
    let server: ControlServer
    let kiosk = FakeKiosk()
    var logs: [String] = []

    init(limits: ControlServer.Limits = ControlServer.Limits(), policy: PeerPolicy? = nil, path: String? = nil,
         clock: @escaping () -> Int64 = MonotonicClock.nowUs) throws {
        let path = path ?? "/tmp/pp-ctl-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        self.path = path
        let listener = try ListeningSocket.bind(path: path, groupID: nil)
        let box = LogBox()
        server = ControlServer(
            listener: listener, policy: policy ?? PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
            limits: limits, version: "1.2.3", clock: clock, log: { line, _ in box.lines.append(line) })
        logBox = box
        kiosk.server = server
    }

    private let logBox: LogBox
    var logLines: [String] { logBox.lines }

    /// One turn of the kiosk's loop: poll the server's fds (not waiting while requests wait
    /// for their turn), then let it serve what is ready, at `nowUs` (the monotonic clock by default).
    func pumpOnce(timeoutMs: Int32 = 20, nowUs: Int64? = nil) {
        var descriptors = server.pollDescriptors
        let due = server.wakeUs.map { $0 <= (nowUs ?? MonotonicClock.nowUs()) } ?? false
        _ = try? Poll.wait(&descriptors, timeoutMs: due ? 0 : timeoutMs)
        server.serve(ready: descriptors.filter { !$0.returned.isEmpty }, nowUs: nowUs ?? MonotonicClock.nowUs(), handler: kiosk)
    }

    /// Pumps until `done` holds, at most `rounds` times; returns whether it held.
    @discardableResult
    func pump(rounds: Int = 500, until done: () -> Bool) -> Bool {
        for _ in 0..<rounds {
            if done() { return true }
            pumpOnce()
        }
        return done()
    }

    func connect() throws -> TestClient {
        try TestClient(path: path)
    }

    deinit {
        server.close()
    }
}

final class LogBox {
    var lines: [String] = []
}

extension ServerHarness {
    /// Sends one request line and pumps until its reply arrives.
    func request(_ client: TestClient, _ line: String) -> JSONValue? {
        let before = client.lines.filter { $0["id"] != nil }.count
        client.send(line + "\n")
        pump { client.lines.filter { $0["id"] != nil }.count > before || client.sawEnd }
        return client.lines.filter { $0["id"] != nil }.dropFirst(before).first
    }
}
