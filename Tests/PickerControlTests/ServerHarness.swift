import Glibc
import PickerCore
@testable import PickerControl
import PickerSystem

/// Answers picker commands the way a kiosk would, recording them; `select`
/// publishes `selection_changed` through the server, as the kiosk will.
final class FakeKiosk: ControlHandler {
    var performed: [PickerCommand] = []
    weak var server: ControlServer?

    func perform(_ command: PickerCommand) -> ControlResult {
        performed.append(command)
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

/// A server on a fresh socket, driven by a poll loop in the test's own thread.
final class ServerHarness {
    let path: String
    let server: ControlServer
    let kiosk = FakeKiosk()
    var logs: [String] = []

    init(limits: ControlServer.Limits = ControlServer.Limits(), policy: PeerPolicy? = nil, path: String? = nil) throws {
        let path = path ?? "/tmp/pp-ctl-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).sock"
        self.path = path
        let listener = try ListeningSocket.bind(path: path, groupID: nil)
        let box = LogBox()
        server = ControlServer(
            listener: listener, policy: policy ?? PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
            limits: limits, version: "1.2.3", log: { box.lines.append($0) })
        logBox = box
        kiosk.server = server
    }

    private let logBox: LogBox
    var logLines: [String] { logBox.lines }

    /// One round of the kiosk's loop: poll the server's fds, handle what is ready.
    func pumpOnce(timeoutMs: Int32 = 20) {
        var descriptors = server.pollDescriptors
        guard (try? Poll.wait(&descriptors, timeoutMs: timeoutMs)) ?? 0 > 0 else { return }
        for descriptor in descriptors where !descriptor.returned.isEmpty {
            server.handle(descriptor, handler: kiosk)
        }
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

/// The client end: non-blocking, so the test thread can pump the server between reads.
final class TestClient {
    let fd: FileDescriptor
    private var received: [UInt8] = []
    private var ended = false

    /// Whether the server has closed the connection (reads what arrived first).
    var sawEnd: Bool {
        readAvailable()
        return ended
    }

    init(path: String) throws {
        fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try fd.connect(to: UnixAddress(path))
        try fd.makeNonBlockingAndCloseOnExec()
    }

    func send(_ text: String) {
        send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in try? fd.sendNonBlocking(UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            guard let sent = sent ?? nil else { usleep(100); continue }
            offset += sent
        }
    }

    /// Reads whatever has arrived; false once the connection is over.
    @discardableResult
    func readAvailable() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count: Int?
            do {
                count = try buffer.withUnsafeMutableBytes { try fd.receiveNonBlocking(into: $0) }
            } catch {
                ended = true
                return false
            }
            guard let count else { return true }
            if count == 0 {
                ended = true
                return false
            }
            received += buffer[..<count]
        }
    }

    /// Complete lines received so far, parsed.
    var lines: [JSONValue] {
        readAvailable()
        return received.split(separator: 0x0A, omittingEmptySubsequences: true).dropLast(received.last == 0x0A ? 0 : 1)
            .compactMap { try? JSONParser.parse(Array($0)) }
    }

    private var isClosed = false

    func close() {
        guard !isClosed else { return }
        isClosed = true
        fd.close()
    }

    deinit {
        close()
    }
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
