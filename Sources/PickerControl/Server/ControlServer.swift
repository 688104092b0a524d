import PickerCore
import PickerSystem

/// The control socket server. It owns no thread and no timer: the kiosk polls
/// `pollDescriptors` in its one poll() loop and hands every ready descriptor
/// to `handle(_:handler:)` (or `handleReadable`/`handleWritable`).
///
/// The server parses lines, answers `ping`, `version` and `subscribe` itself,
/// passes picker commands to the kiosk's `ControlHandler`, and fans `publish`ed
/// events out to subscribers. Nothing a client does can block it: sockets are
/// non-blocking, a line longer than the limit is answered and skipped, and a
/// client that lets its queue of unread output pass the limit is disconnected.
public final class ControlServer {
    public struct Limits: Equatable, Sendable {
        /// Clients connected at once (config `control.max_clients`); more are told so and closed.
        public var maximumClients = 16
        public var maximumLineBytes = 65536
        /// Unsent replies and events a client may leave waiting before it is dropped.
        public var maximumQueuedBytes = 1 << 20
        /// Above this much unsent output a client's requests are left unread until it catches up.
        public var readPauseBytes = 65536
        public var readChunkBytes = 16384

        public init() {}
    }

    public let listener: ListeningSocket
    public let policy: PeerPolicy
    public let limits: Limits
    /// The `version` command's answer.
    public let version: String
    /// Where the server reports rejected and dropped clients (the kiosk passes its warning log).
    private let log: (String) -> Void

    private var connections: [Int32: Connection] = [:]
    private var connectionCount = 0
    /// Set when accept fails (out of fds): the waiting connection would keep the
    /// listener readable and poll() spinning, so it is left alone until a client leaves.
    private var acceptPaused = false

    /// The protocol version `version` reports; bumped only for incompatible changes.
    public static let protocolVersion = 1

    public init(listener: ListeningSocket, policy: PeerPolicy, limits: Limits, version: String, log: @escaping (String) -> Void) {
        self.listener = listener
        self.policy = policy
        self.limits = limits
        self.version = version
        self.log = log
    }

    /// The listening socket and every client, with the events the server waits for now.
    public var pollDescriptors: [PollDescriptor] {
        var descriptors = [PollDescriptor(fd: listener.fd, events: acceptPaused ? [] : .readable)]
        for connection in connections.values.sorted(by: { $0.number < $1.number }) {
            var events: PollEvents = []
            if !connection.inputEnded && connection.backlog.isEmpty && connection.outgoing.count < limits.readPauseBytes {
                events.insert(.readable)
            }
            if !connection.outgoing.isEmpty { events.insert(.writable) }
            descriptors.append(PollDescriptor(fd: connection.fd, events: events))
        }
        return descriptors
    }

    public var clientCount: Int { connections.count }

    /// True while some client still has output waiting (the kiosk keeps polling
    /// for a moment before exiting so a `confirm` reply reaches its client).
    public var hasPendingOutput: Bool { connections.values.contains { !$0.outgoing.isEmpty } }

    /// Routes one polled descriptor's returned events. Descriptors that are not the server's are ignored.
    /// A hang-up or error goes both ways, so a client whose socket died while
    /// output waited for it is dropped instead of being polled again and again.
    public func handle(_ descriptor: PollDescriptor, handler: some ControlHandler) {
        let failed = !descriptor.returned.isDisjoint(with: [.hangUp, .error, .invalid])
        if failed || descriptor.returned.contains(.readable) {
            handleReadable(descriptor.fd, handler: handler)
        }
        if failed || descriptor.returned.contains(.writable) {
            handleWritable(descriptor.fd, handler: handler)
        }
    }

    /// The listening socket: accepts waiting clients. A client: reads once and answers every complete line.
    public func handleReadable(_ fd: FileDescriptor, handler: some ControlHandler) {
        if fd == listener.fd {
            acceptWaitingClients()
            return
        }
        guard let connection = connections[fd.rawValue], !connection.inputEnded else { return }
        var chunk = [UInt8](repeating: 0, count: limits.readChunkBytes)
        let received: Int?
        do {
            received = try chunk.withUnsafeMutableBytes { try connection.fd.receiveNonBlocking(into: $0) }
        } catch {
            drop(connection, reason: nil)
            return
        }
        guard let received else { return }
        if received == 0 {
            connection.inputEnded = true
            if connection.framer.finish() != nil { connection.backlog.append(.unterminated) }
            answerBacklog(connection, handler: handler)
            return
        }
        connection.backlog += chunk.withUnsafeBytes { connection.framer.append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
        answerBacklog(connection, handler: handler)
    }

    /// A client's socket has room again: sends what waits, answers requests
    /// that waited for that, and closes the client if it has said all it will.
    public func handleWritable(_ fd: FileDescriptor, handler: some ControlHandler) {
        guard let connection = connections[fd.rawValue] else { return }
        do {
            try connection.flush()
        } catch {
            drop(connection, reason: nil)
            return
        }
        answerBacklog(connection, handler: handler)
    }

    /// Sends `event` to every client subscribed to its kind.
    public func publish(_ event: ControlEvent) {
        let line = ControlMessage.event(event)
        for connection in connections.values where connection.subscriptions.contains(event.kind) {
            send(line, to: connection)
        }
    }

    /// Closes every client and the listening socket (removing its file).
    public func close() {
        for connection in connections.values { connection.close() }
        connections.removeAll()
        listener.close()
    }

    // MARK: Internals

    /// Answers backlogged lines until the client has `readPauseBytes` of output waiting.
    private func answerBacklog(_ connection: Connection, handler: some ControlHandler) {
        var answered = 0
        while answered < connection.backlog.count && !connection.isClosed && connection.outgoing.count < limits.readPauseBytes {
            let piece = connection.backlog[answered]
            answered += 1
            switch piece {
            case .line(let line):
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                send(respond(to: line, from: connection, handler: handler), to: connection)
            case .overlong:
                send(ControlMessage.reply(id: .null, .failure(ControlError(
                    .lineTooLong, "a line passed \(limits.maximumLineBytes) bytes; the rest of it is skipped"))), to: connection)
            case .unterminated:
                send(ControlMessage.reply(id: .null, .failure(ControlError(
                    .incompleteLine, "the connection ended in the middle of a request (a line must end with a newline)"))), to: connection)
            }
        }
        connection.backlog.removeFirst(answered)
        finishIfDone(connection)
    }

    private func respond(to line: [UInt8], from connection: Connection, handler: some ControlHandler) -> [UInt8] {
        let request: ControlRequest
        switch RequestDecoder.decode(line) {
        case .failure(let failure): return ControlMessage.reply(id: failure.id, .failure(failure.error))
        case .success(let decoded): request = decoded
        }
        let result: ControlResult
        switch request.command {
        case .ping:
            result = .success(.object(JSONObject([("pong", .bool(true))])))
        case .version:
            result = .success(.object(JSONObject([
                ("version", .string(version)), ("protocol", .int(ControlServer.protocolVersion)),
            ])))
        case .subscribe(let kinds):
            connection.subscriptions = kinds
            let names = ControlEventKind.allCases.filter(kinds.contains).map { JSONValue.string($0.rawValue) }
            result = .success(.object(JSONObject([("events", .array(names))])))
        case .picker(let command):
            result = handler.perform(command)
        }
        return ControlMessage.reply(id: request.id, result)
    }

    private func acceptWaitingClients() {
        while true {
            let fd: FileDescriptor
            do {
                guard let accepted = try listener.fd.acceptNonBlocking() else { return }
                fd = accepted
            } catch {
                // EMFILE and the like: the connection stays queued until a client leaves.
                log("control socket: cannot accept a client: \(error); waiting for a client to leave")
                acceptPaused = true
                return
            }
            connectionCount += 1
            let peer: PeerCredentials
            do {
                peer = try fd.peerCredentials()
            } catch {
                log("control socket: client #\(connectionCount) rejected: \(error)")
                fd.close()
                continue
            }
            let connection = Connection(fd: fd, peer: peer, number: connectionCount, limits: limits)
            if !policy.allows(peer) {
                refuse(connection, ControlError(.permissionDenied, "uid \(peer.uid) may not use this control socket (root, the service's user and its control.group may)"))
            } else if connections.count >= policy.slots(for: peer, maximum: limits.maximumClients) {
                refuse(connection, ControlError(.tooManyClients, "\(connections.count) clients are connected already (control.max_clients"
                    + (policy.isPrivileged(peer) ? ")" : "; the last place is kept for root and the service's user)")))
            } else {
                connections[fd.rawValue] = connection
            }
        }
    }

    /// Tells a client why it is not served, as far as its socket buffer takes it at once, and closes it.
    private func refuse(_ connection: Connection, _ error: ControlError) {
        log("control socket: \(connection.name) refused: \(error.message)")
        _ = connection.outgoing.enqueue(ControlMessage.reply(id: .null, .failure(error)))
        try? connection.flush()
        connection.close()
    }

    private func send(_ line: [UInt8], to connection: Connection) {
        guard !connection.isClosed else { return }
        guard connection.outgoing.enqueue(line) else {
            drop(connection, reason: "\(connection.outgoing.count) bytes of replies and events are waiting unread (limit \(limits.maximumQueuedBytes))")
            return
        }
        do {
            try connection.flush()
        } catch {
            drop(connection, reason: nil)
        }
    }

    private func finishIfDone(_ connection: Connection) {
        if connection.inputEnded && connection.backlog.isEmpty && connection.outgoing.isEmpty && !connection.isClosed {
            connections[connection.fd.rawValue] = nil
            connection.close()
            acceptPaused = false
        }
    }

    /// Disconnects a client; `reason` is logged when the server chose to (a vanished client is not news).
    private func drop(_ connection: Connection, reason: String?) {
        if let reason { log("control socket: dropped \(connection.name): \(reason)") }
        connections[connection.fd.rawValue] = nil
        connection.close()
        acceptPaused = false
    }
}
