import PickerCore
import PickerSystem

/// A blocking client of the control socket (what `panel-picker ctl` uses):
/// send a request, wait for the reply with its id, and read event lines.
package final class ControlClient {
    package enum ClientError: Error, Equatable, CustomStringConvertible {
        /// The socket cannot be reached (no service, no permission).
        case unreachable(path: String, SystemError)
        /// The service closed the connection.
        case closed
        case timedOut(ms: Int32)
        /// The service sent a line that is not JSON (it never should).
        case garbled(String)
        /// Anything else: a bad path, a failed system call.
        case failed(String)

        package var description: String {
            switch self {
            case .unreachable(let path, let error):
                if error.errno == Errno.noEntry {
                    "no control socket at \(path): is panel-picker running (or give --socket PATH)?"
                } else if error.errno == Errno.connectionRefused {
                    "nothing accepts connections on \(path): panel-picker is not running"
                } else if error.errno == Errno.permissionDenied || error.errno == Errno.notPermitted {
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

    package let path: String
    private let fd: FileDescriptor
    private var received: [UInt8] = []
    private var nextID = 1

    package init(path: String) throws(ClientError) {
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
    ///
    /// An error about the connection or the line itself (`"id": null`: too many
    /// clients, permission denied, a line too long) is returned as the reply,
    /// since the reply with our id will never come.
    package func call(
        _ command: String, _ fields: JSONObject = JSONObject(), timeoutMs: Int32,
        onEvent: (JSONValue) -> Void = { _ in }
    ) throws(ClientError) -> JSONValue {
        let id = nextID
        nextID += 1
        var request = JSONObject([("id", .int(id)), ("cmd", .string(command))])
        for (key, value) in fields.entries { request[key] = value }
        do {
            try send(Array((JSONValue.object(request).serialized + "\n").utf8), timeoutMs: timeoutMs)
        } catch {
            // The service may have said why before it closed (a refused connection): show that.
            if let line = try? nextLine(timeoutMs: 100), line["id"] == .null { return line }
            throw error
        }
        while true {
            guard let line = try nextLine(timeoutMs: timeoutMs) else { throw .closed }
            if line["id"] == .int(id) || (line["id"] == .null && line["ok"] == .bool(false)) { return line }
            onEvent(line)
        }
    }

    /// Writes all of `bytes` with MSG_NOSIGNAL: a service that closed the
    /// connection is an error here, not a SIGPIPE that kills the client.
    private func send(_ bytes: [UInt8], timeoutMs: Int32) throws(ClientError) {
        var offset = 0
        while offset < bytes.count {
            let sent: Int?
            do {
                sent = try bytes.withUnsafeBytes { try fd.sendNonBlocking(UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            } catch {
                throw .closed
            }
            if let sent {
                offset += sent
                continue
            }
            var descriptors = [PollDescriptor(fd: fd, events: .writable)]
            let ready: Int
            do { ready = try Poll.wait(&descriptors, timeoutMs: timeoutMs) } catch { throw .failed("\(error)") }
            if ready == 0 { throw .timedOut(ms: timeoutMs) }
        }
    }

    /// The next line from the service, or nil when it closed the connection.
    /// `timeoutMs` < 0 waits for ever.
    package func nextLine(timeoutMs: Int32) throws(ClientError) -> JSONValue? {
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

    package func close() {
        fd.close()
    }
}

extension JSONValue {
    /// The value at `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
