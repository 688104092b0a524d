import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// The bridge's connection to the picker's control socket, on the loop: requests go out
/// without blocking, replies come back to the closure that asked, events go to `onEvent`.
/// A picker that is not there yet, or restarts, is connected to again after a backoff.
/// The socket's own checks (its group, `SO_PEERCRED`, the edit policy, the allowed
/// folders) apply to every request, as to any client: the bridge gains no power over it.
final class PickerLink: EventSource {
    let path: String
    var onConnected: () -> Void = {}
    var onLost: () -> Void = {}
    var onEvent: (JSONValue) -> Void = { _ in }
    private let log: (LogLevel, String) -> Void

    private var fd: FileDescriptor?
    private var framer = LineFramer(maximumLineBytes: PickerLink.maximumLineBytes)
    private var outgoing: [UInt8] = []
    private var replies: [Int: (JSONValue) -> Void] = [:]
    private var nextID = 1
    private var retryAtUs: Int64? = 0
    private var backoffUs = PickerLink.firstBackoffUs
    private var lastProblem = ""

    /// A `get_state` of a config with 100 000-row columns is megabytes; anything longer is not the picker.
    static let maximumLineBytes = 64 * 1024 * 1024
    /// Requests waiting for a picker that does not read: past this, new ones are refused.
    static let maximumOutgoingBytes = 4 * 1024 * 1024
    static let firstBackoffUs: Int64 = 100_000
    static let longestBackoffUs: Int64 = 5_000_000

    init(path: String, log: @escaping (LogLevel, String) -> Void) {
        self.path = path
        self.log = log
    }

    var isConnected: Bool { fd != nil }

    /// Sends one request; `reply` gets the picker's reply line. False when there is no
    /// connection or too much is already waiting to be written.
    @discardableResult
    func send(_ command: String, _ fields: JSONObject = JSONObject(), reply: @escaping (JSONValue) -> Void = { _ in }) -> Bool {
        guard fd != nil, outgoing.count < Self.maximumOutgoingBytes else { return false }
        let id = nextID
        nextID += 1
        var request = JSONObject([("id", .int(id)), ("cmd", .string(command))])
        for (key, value) in fields.entries { request[key] = value }
        outgoing += Array((JSONValue.object(request).serialized + "\n").utf8)
        replies[id] = reply
        flush()
        return true
    }

    var watchedDescriptors: [PollDescriptor] {
        guard let fd else { return [] }
        return [PollDescriptor(fd: fd, events: outgoing.isEmpty ? .readable : [.readable, .writable])]
    }

    var wakeUs: Int64? { fd == nil ? retryAtUs : nil }

    func handle(ready: [PollDescriptor], nowUs: Int64) throws {
        guard fd != nil else {
            connect(nowUs: nowUs)
            return
        }
        for descriptor in ready {
            if descriptor.returned.contains(.writable) { flush() }
            if !descriptor.returned.intersection([.readable, .hangUp, .error]).isEmpty { receive(nowUs: nowUs) }
        }
    }

    private func connect(nowUs: Int64) {
        do {
            let socket = try FileDescriptor.unixSocket(.stream, nonBlocking: true)
            do {
                try socket.connect(to: UnixAddress(path))
            } catch {
                socket.close()
                throw error
            }
            fd = socket
            backoffUs = Self.firstBackoffUs
            lastProblem = ""
            log(.info, "mqtt: connected to the picker at \(path)")
            onConnected()
        } catch {
            let line = "cannot reach the picker at \(path): \(SystemError.reason(of: error)); trying again"
            if line != lastProblem { log(.warning, "mqtt: \(line)") }
            lastProblem = line
            retryAtUs = nowUs + backoffUs
            backoffUs = min(backoffUs * 2, Self.longestBackoffUs)
        }
    }

    private func flush() {
        guard let fd else { return }
        while !outgoing.isEmpty {
            let sent: Int?
            do {
                sent = try outgoing.withUnsafeBytes { try fd.sendNonBlocking($0) }
            } catch {
                lose(reason: SystemError.reason(of: error), nowUs: MonotonicClock.nowUs())
                return
            }
            guard let sent else { return }
            outgoing.removeFirst(sent)
        }
    }

    private func receive(nowUs: Int64) {
        guard let fd else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count: Int?
            do {
                count = try chunk.withUnsafeMutableBytes { try fd.receiveNonBlocking(into: $0) }
            } catch {
                lose(reason: SystemError.reason(of: error), nowUs: nowUs)
                return
            }
            guard let count else { return }
            if count == 0 {
                lose(reason: "the picker closed the connection", nowUs: nowUs)
                return
            }
            let pieces = chunk.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            for piece in pieces {
                guard case .line(let bytes) = piece, let line = try? JSONParser.parse(bytes) else {
                    lose(reason: "the picker sent a line that is not JSON", nowUs: nowUs)
                    return
                }
                take(line, nowUs: nowUs)
                if self.fd == nil { return }
            }
        }
    }

    private func take(_ line: JSONValue, nowUs: Int64) {
        if case .number(let number)? = line["id"], let id = number.int, let reply = replies.removeValue(forKey: id) {
            reply(line)
        } else if line["event"] != nil {
            onEvent(line)
        } else if line["id"] == .null, case .object(let error)? = line["error"] {
            // A refusal of the connection itself (permission_denied, too many clients).
            let message: String = if case .string(let text)? = error["message"] { text } else { "refused" }
            lose(reason: "the picker refused the bridge: \(message)", nowUs: nowUs)
        }
    }

    private func lose(reason: String, nowUs: Int64) {
        fd?.close()
        fd = nil
        outgoing.removeAll()
        replies.removeAll()
        framer = LineFramer(maximumLineBytes: Self.maximumLineBytes)
        log(.warning, "mqtt: lost the picker at \(path): \(reason); trying again")
        retryAtUs = nowUs + backoffUs
        backoffUs = min(backoffUs * 2, Self.longestBackoffUs)
        onLost()
    }
}
