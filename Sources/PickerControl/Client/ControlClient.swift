import PickerCore
import PickerSystem

/// A blocking client of the control socket (what `panel-picker ctl` uses):
/// send a request, wait for the reply with its id, and read event lines.
public final class ControlClient {
    public enum ClientError: Error, Equatable, CustomStringConvertible {
        /// The socket cannot be reached (no service, no permission).
        case unreachable(path: String, SystemError)
        /// The service closed the connection.
        case closed
        case timedOut(ms: Int32)
        /// The service sent a line that is not JSON (it never should).
        case garbled(String)
        /// Anything else: a bad path, a failed system call.
        case failed(String)

        public var description: String {
            switch self {
            case .unreachable(let path, let error):
                if error.isNotFound {
                    "no control socket at \(path): is panel-picker running (or give --socket PATH)?"
                } else if error.isConnectionRefused {
                    "nothing accepts connections on \(path): panel-picker is not running"
                } else if error.isPermissionDenied {
                    "not allowed to use \(path): run as root or as a member of the socket's group"
                } else {
                    "cannot connect to \(path): \(error.reason)"
                }
            case .closed: "the service closed the connection"
            case .timedOut(let ms): "no reply within \(ms) ms"
            case .garbled(let line): "the service sent a line that is not JSON: \(line.prefix(80))"
            case .failed(let message): message
            }
        }
    }

    public let path: String
    private let fd: FileDescriptor
    private var received: [UInt8] = []
    private var nextID = 1

    public init(path: String) throws(ClientError) {
        self.path = path
        do {
            fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
            do {
                try fd.connect(to: UnixAddress(path))
            } catch {
                fd.close()
                throw error
            }
        } catch let error as SystemError where error.call == "connect" {
            throw .unreachable(path: path, error)
        } catch {
            throw .failed("\(error)")
        }
    }

    /// Sends `{"id": <next>, "cmd": command, ...fields}` and returns the reply,
    /// handing any event lines that arrive first to `onEvent`.
    public func call(
        _ command: String, _ fields: JSONObject = JSONObject(), timeoutMs: Int32,
        onEvent: (JSONValue) -> Void = { _ in }
    ) throws(ClientError) -> JSONValue {
        let id = nextID
        nextID += 1
        var request = JSONObject([("id", .int(id)), ("cmd", .string(command))])
        for (key, value) in fields.entries { request[key] = value }
        do {
            try fd.writeAll(Array((JSONValue.object(request).serialized + "\n").utf8), subject: path)
        } catch {
            throw .closed
        }
        while true {
            guard let line = try nextLine(timeoutMs: timeoutMs) else { throw .closed }
            if case .object(let object) = line, object["id"] == .int(id) { return line }
            onEvent(line)
        }
    }

    /// The next line from the service, or nil when it closed the connection.
    /// `timeoutMs` < 0 waits for ever.
    public func nextLine(timeoutMs: Int32) throws(ClientError) -> JSONValue? {
        while true {
            if let newline = received.firstIndex(of: 0x0A) {
                let line = Array(received[..<newline])
                received.removeSubrange(...newline)
                do {
                    return try JSONParser.parse(line)
                } catch {
                    throw .garbled(String(decoding: line, as: UTF8.self))
                }
            }
            var descriptors = [PollDescriptor(fd: fd, events: .readable)]
            let ready: Int
            do { ready = try Poll.wait(&descriptors, timeoutMs: timeoutMs) } catch { throw .failed("\(error)") }
            if ready == 0 { throw .timedOut(ms: timeoutMs) }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try fd.read(into: $0, subject: path) }
            } catch {
                return nil
            }
            if count == 0 { return nil }
            received += chunk[..<count]
        }
    }

    public func close() {
        fd.close()
    }
}
