import PickerCore
import PickerSystem

/// The control socket server. It owns no thread and no timer: the kiosk polls
/// `pollDescriptors` in its one poll() loop, wakes it at `wakeUs`, and hands
/// each turn's ready descriptors to `serve(ready:nowUs:handler:)`.
///
/// The server parses lines, answers `ping`, `version` and `subscribe` itself,
/// passes picker commands to the kiosk's `ControlHandler`, and fans `publish`ed
/// events out to subscribers. Nothing a client does can block it: sockets are
/// non-blocking, a line longer than the limit is answered and skipped, and a
/// client that lets its queue of unread output pass the limit is disconnected.
///
/// Nor can one client starve the others or the picker: a turn reads at most one
/// chunk from each client and answers at most `linesPerTurn` of its requests, clients
/// take turns round-robin, and once the server has spent `turnSliceUs` in a turn the
/// clients left wait for the next one, which starts with them. Between turns the loop
/// draws frames, reads input and handles signals. Nor can one client's expensive requests
/// take the picker's time: a client whose answers have taken more than its share of the loop
/// (`shareUsPerSecond`) waits until it is back within it, while the others are served.
package final class ControlServer {
    package struct Limits: Equatable, Sendable {
        /// Clients connected at once (config `control.max_clients`); more are told so and closed.
        package var maximumClients = 16
        /// The longest request line (config `control.max_line_kib`); a longer one is answered and skipped.
        package var maximumLineBytes = 65536
        /// Unsent replies and events a client may leave waiting before it is dropped.
        package var maximumQueuedBytes = 1 << 20
        /// Above this much unsent output a client's requests are left unread until it catches up.
        package var readPauseBytes = 65536
        package var readChunkBytes = 16384
        /// Requests of one client answered in one turn of the loop; the rest wait for the next turn.
        package var linesPerTurn = 8
        /// Once a turn's answers have taken this long (µs, at least one answered), the clients
        /// not yet served wait for the next turn, and it starts with them.
        package var turnSliceUs: Int64 = 4000
        /// A client that finishes no line for this long (µs; config `control.idle_timeout_s`) is told
        /// so and closed; a subscriber may wait for events for ever, unless it leaves half a line.
        package var idleTimeoutUs: Int64 = 60_000_000
        /// How much of the loop's time one client's requests may take on average (µs a second).
        /// A request's cost is known only once it is answered, so a client that goes over, with
        /// screenshots, `set_items` or `set_theme` at a high rate, waits until it has paid it back.
        package var shareUsPerSecond: Int64 = 250_000
        /// How much a client may take at once before its share holds it back (µs).
        package var shareBurstUs: Int64 = 1_000_000

        package init() {}
    }

    /// Where the server reports a line for the log: the message, and the uid of the client that
    /// caused it (nil when none did), so a log can hold each client to a budget of its own.
    package typealias Log = (_ message: String, _ causedByUID: UInt32?) -> Void

    package let listener: ListeningSocket
    package let policy: PeerPolicy
    package let limits: Limits
    /// The `version` command's answer.
    package let version: String
    /// Where the server reports rejected, dropped and timed-out clients (the kiosk passes its warning log).
    private let log: Log
    /// Measures how long a turn's answers take, for `turnSliceUs`.
    private let clock: () -> Int64

    private var connections: [Int32: Connection] = [:]
    private var connectionCount = 0
    /// Set when accept fails (out of fds): the waiting connection would keep the
    /// listener readable and poll() spinning, so it is left alone until a client leaves.
    private var acceptPaused = false
    /// The loop's time at the last `serve`: `wakeUs` while requests wait, so the loop comes back at once.
    private var lastTurnUs: Int64 = 0
    /// Where the next turn's round-robin starts: the first waiting client numbered this or higher.
    private var nextClientNumber = 0

    /// The protocol version `version` reports; bumped only for incompatible changes.
    package static let protocolVersion = 1

    package init(listener: ListeningSocket, policy: PeerPolicy, limits: Limits, version: String,
                clock: @escaping () -> Int64 = MonotonicClock.nowUs, log: @escaping Log) {
        self.listener = listener
        self.policy = policy
        self.limits = limits
        self.version = version
        self.clock = clock
        self.log = log
    }

    /// The listening socket and every client, with the events the server waits for now.
    package var pollDescriptors: [PollDescriptor] {
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

    package var clientCount: Int { connections.count }

    /// True while some client still has output waiting (the kiosk keeps polling
    /// for a moment before exiting so a `confirm` reply reaches its client).
    package var hasPendingOutput: Bool { connections.values.contains { !$0.outgoing.isEmpty } }

    /// When the server is due without a descriptor waking it: at once while some client's
    /// requests wait for their turn, else when the first idle client times out; nil when
    /// neither (an idle picker with idle subscribers never wakes).
    package var wakeUs: Int64? {
        let waiting = connections.values.filter(hasRequestsToAnswer)
        if waiting.contains(where: { isWithinShare($0, nowUs: lastTurnUs) }) { return lastTurnUs }
        let shareBackUs = waiting.map { $0.share.readyUs(nowUs: lastTurnUs) }
        let idleUs = connections.values.compactMap { $0.idleDeadlineUs(timeoutUs: limits.idleTimeoutUs) }
        return (shareBackUs + idleUs).min()
    }

    /// One turn of the loop at `nowUs`: accepts, reads and writes for the descriptors poll()
    /// reported (descriptors that are not the server's are ignored), answers waiting requests
    /// within the turn's bounds, and closes clients that are done or have timed out.
    package func serve(ready: [PollDescriptor], nowUs: Int64, handler: some ControlHandler) {
        lastTurnUs = nowUs
        for descriptor in ready { take(descriptor, nowUs: nowUs) }
        answerInTurn(nowUs: nowUs, handler: handler)
        for connection in connections.values.sorted(by: { $0.number < $1.number }) {
            finishIfDone(connection)
            if let deadlineUs = connection.idleDeadlineUs(timeoutUs: limits.idleTimeoutUs), nowUs >= deadlineUs {
                timeOut(connection)
            }
        }
    }

    /// A client's socket has room again: sends what waits, and closes the client if it has said all it will.
    package func handleWritable(_ fd: FileDescriptor) {
        guard let connection = connections[fd.rawValue] else { return }
        do {
            try connection.flush()
        } catch {
            drop(connection, reason: nil)
            return
        }
        finishIfDone(connection)
    }

    /// Sends `event` to every client subscribed to its kind.
    package func publish(_ event: ControlEvent) {
        let line = ControlMessage.event(event)
        for connection in connections.values where connection.subscriptions.contains(event.kind) {
            send(line, to: connection)
        }
    }

    /// Closes every client and the listening socket (removing its file).
    package func close() {
        for connection in connections.values { connection.close() }
        connections.removeAll()
        listener.close()
    }

    // MARK: Internals

    /// Routes one polled descriptor's returned events. A hang-up or error goes both ways, so a
    /// client whose socket died while output waited for it is dropped instead of being polled again and again.
    private func take(_ descriptor: PollDescriptor, nowUs: Int64) {
        if descriptor.fd == listener.fd {
            if descriptor.returned.contains(.readable) { acceptWaitingClients(nowUs: nowUs) }
            return
        }
        let failed = !descriptor.returned.isDisjoint(with: [.hangUp, .error, .invalid])
        if failed || descriptor.returned.contains(.readable) { read(descriptor.fd, nowUs: nowUs) }
        if failed || descriptor.returned.contains(.writable) { handleWritable(descriptor.fd) }
    }

    /// Reads one chunk from a client into its backlog; the requests are answered in their turn.
    private func read(_ fd: FileDescriptor, nowUs: Int64) {
        guard let connection = connections[fd.rawValue], !connection.isClosed, !connection.inputEnded else { return }
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
            return
        }
        let pieces = chunk.withUnsafeBytes { connection.framer.append(UnsafeRawBufferPointer(rebasing: $0[..<received])) }
        if pieces.contains(where: { if case .line = $0 { true } else { false } }) { connection.lastLineUs = nowUs }
        connection.backlog += pieces
    }

    /// Whether a client has requests waiting and room for their answers (its unread output is under the pause mark).
    private func hasRequestsToAnswer(_ connection: Connection) -> Bool {
        !connection.isClosed && (!connection.backlog.isEmpty || connection.job != nil) && connection.outgoing.count < limits.readPauseBytes
    }

    /// Whether a client's answers so far have left it a share of the loop at `nowUs`.
    private func isWithinShare(_ connection: Connection, nowUs: Int64) -> Bool {
        connection.share.readyUs(nowUs: nowUs) <= nowUs
    }

    /// Answers waiting clients round-robin, each at most `linesPerTurn` requests, until the turn's slice is spent.
    private func answerInTurn(nowUs: Int64, handler: some ControlHandler) {
        let waiting = connections.values.filter { hasRequestsToAnswer($0) && isWithinShare($0, nowUs: nowUs) }
            .sorted { $0.number < $1.number }
        guard !waiting.isEmpty else { return }
        let first = waiting.firstIndex { $0.number >= nextClientNumber } ?? 0
        let order = Array(waiting[first...] + waiting[..<first])
        let sliceEndUs = clock() + limits.turnSliceUs
        for (index, connection) in order.enumerated() {
            if index > 0 && clock() >= sliceEndUs {
                nextClientNumber = connection.number
                return
            }
            answerBacklog(connection, nowUs: nowUs, handler: handler, sliceEndUs: sliceEndUs)
        }
        nextClientNumber = order[0].number + 1
    }

    /// Advances the client's job, if it has one, then answers up to `linesPerTurn` backlogged lines
    /// (at least one thing is done), stopping early once the turn's slice is spent, the client has
    /// `readPauseBytes` of output waiting, it has used up its share of the loop, or a line starts
    /// a job; what each step took is charged to that share.
    private func answerBacklog(_ connection: Connection, nowUs: Int64, handler: some ControlHandler, sliceEndUs: Int64) {
        var done = 0
        var answered = 0
        while !connection.isClosed && connection.outgoing.count < limits.readPauseBytes
            && (done == 0 || clock() < sliceEndUs) && isWithinShare(connection, nowUs: nowUs) {
            let startUs = clock()
            defer { connection.share.spend(max(0, clock() - startUs), nowUs: nowUs) }
            if let job = connection.job {
                done += 1
                guard let result = job.work.advance(isTimeUp: { clock() >= sliceEndUs }) else { break }
                connection.job = nil
                send(ControlMessage.reply(id: job.id, result), to: connection)
                continue
            }
            guard answered < min(limits.linesPerTurn, connection.backlog.count) else { break }
            let piece = connection.backlog[answered]
            answered += 1
            done += 1
            switch piece {
            case .line(let line):
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                switch answer(line, from: connection, handler: handler) {
                case .reply(let reply): send(reply, to: connection)
                case .job(let work, let id): connection.job = (work, id)
                }
            case .overlong:
                send(ControlMessage.reply(id: .null, .failure(ControlError(
                    .lineTooLong, "a line passed \(limits.maximumLineBytes) bytes (the service's control.max_line_kib); the rest of it is skipped"))), to: connection)
            case .unterminated:
                send(ControlMessage.reply(id: .null, .failure(ControlError(
                    .incompleteLine, "the connection ended in the middle of a request (a line must end with a newline)"))), to: connection)
            }
        }
        connection.backlog.removeFirst(answered)
        if (!connection.backlog.isEmpty || connection.job != nil) && !isWithinShare(connection, nowUs: nowUs) && !connection.shareSpentLogged {
            connection.shareSpentLogged = true
            log("control socket: \(connection.name) used its share of the picker's time (\(limits.shareUsPerSecond / 1000) ms a second); "
                + "its requests wait until it is back within it", connection.peer.uid)
        }
        finishIfDone(connection)
    }

    /// What a request line gets: its reply now, or a job whose reply comes when it is done.
    private enum Answer {
        case reply([UInt8])
        case job(ControlJob, id: JSONValue)
    }

    private func answer(_ line: [UInt8], from connection: Connection, handler: some ControlHandler) -> Answer {
        let request: ControlRequest
        switch RequestDecoder.decode(line) {
        case .failure(let failure): return .reply(ControlMessage.reply(id: failure.id, .failure(failure.error)))
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
            if let job = handler.job(for: command) { return .job(job, id: request.id) }
            result = handler.perform(command)
        }
        return .reply(ControlMessage.reply(id: request.id, result))
    }

    private func acceptWaitingClients(nowUs: Int64) {
        while true {
            let fd: FileDescriptor
            do {
                guard let accepted = try listener.fd.acceptNonBlocking() else { return }
                fd = accepted
            } catch {
                // EMFILE and the like: the connection stays queued until a client leaves.
                log("control socket: cannot accept a client: \(error); waiting for a client to leave", nil)
                acceptPaused = true
                return
            }
            connectionCount += 1
            let peer: PeerCredentials
            do {
                peer = try fd.peerCredentials()
            } catch {
                log("control socket: client #\(connectionCount) rejected: \(error)", nil)
                fd.close()
                continue
            }
            let connection = Connection(fd: fd, peer: peer, number: connectionCount, limits: limits, nowUs: nowUs)
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
        log("control socket: \(connection.name) refused: \(error.message)", connection.peer.uid)
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
        if connection.inputEnded && connection.backlog.isEmpty && connection.job == nil && connection.outgoing.isEmpty && !connection.isClosed {
            connections[connection.fd.rawValue] = nil
            connection.close()
            acceptPaused = false
        }
    }

    /// Tells a client that finished no line for `idleTimeoutUs` why it is closed, as far as its
    /// socket buffer takes it at once, and closes it.
    private func timeOut(_ connection: Connection) {
        let timeout = limits.idleTimeoutUs % 1_000_000 == 0 ? "\(limits.idleTimeoutUs / 1_000_000) s" : "\(limits.idleTimeoutUs / 1000) ms"
        let error = ControlError(.idleTimeout, "no complete request for \(timeout) (control.idle_timeout_s)"
            + (connection.framer.hasPartialLine ? ", only part of a line" : "") + "; closing")
        log("control socket: closed \(connection.name): \(error.message)", connection.peer.uid)
        _ = connection.outgoing.enqueue(ControlMessage.reply(id: .null, .failure(error)))
        try? connection.flush()
        connections[connection.fd.rawValue] = nil
        connection.close()
        acceptPaused = false
    }

    /// Disconnects a client; `reason` is logged when the server chose to (a vanished client is not news).
    private func drop(_ connection: Connection, reason: String?) {
        if let reason { log("control socket: dropped \(connection.name): \(reason)", connection.peer.uid) }
        connections[connection.fd.rawValue] = nil
        connection.close()
        acceptPaused = false
    }
}
