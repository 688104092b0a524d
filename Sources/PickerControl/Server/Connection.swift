import PickerCore
import PickerSystem

/// One connected client: its socket, who it is, its half-read line, its
/// unsent output and what it subscribed to.
final class Connection {
    let fd: FileDescriptor
    let peer: PeerCredentials
    /// Counts connections since start, for log lines.
    let number: Int
    var framer: LineFramer
    var outgoing: OutgoingQueue
    var subscriptions: Set<ControlEventKind> = []
    /// Lines read but not answered yet: answering stops while the client has
    /// `readPauseBytes` of output waiting, so a batch of requests whose replies
    /// are large is answered as the client reads, not all at once into the queue.
    var backlog: [LineFramer.Piece] = []
    /// The request being answered a slice at a time, with its id for the reply: the client's
    /// later lines wait for it.
    var job: (work: ControlJob, id: JSONValue)?
    /// The client closed its sending side: answer what it sent, finish writing, then close.
    var inputEnded = false
    /// When the client connected or last finished a line (the loop's clock): the idle timeout counts from it.
    var lastLineUs: Int64
    /// The client's share of the loop: a token is a µs of the loop spent answering it. In debt,
    /// its requests wait until the debt is paid, while the other clients are served.
    var share: TokenBucket
    /// Whether the log has heard that this client used up its share (said once a connection).
    var shareSpentLogged = false
    private(set) var isClosed = false

    init(fd: FileDescriptor, peer: PeerCredentials, number: Int, limits: ControlServer.Limits, nowUs: Int64) {
        self.fd = fd
        self.peer = peer
        self.number = number
        lastLineUs = nowUs
        share = TokenBucket(perSecond: Int(limits.shareUsPerSecond), burst: Int(limits.shareBurstUs))
        framer = LineFramer(maximumLineBytes: limits.maximumLineBytes)
        outgoing = OutgoingQueue(limitBytes: limits.maximumQueuedBytes)
    }

    var name: String { "client #\(number) (pid \(peer.pid), uid \(peer.uid))" }

    /// When the client is closed for saying nothing, nil when it may wait for ever: a subscriber
    /// waits for events by design, unless it has left half a line.
    func idleDeadlineUs(timeoutUs: Int64) -> Int64? {
        guard !isClosed, subscriptions.isEmpty || framer.hasPartialLine else { return nil }
        return lastLineUs + timeoutUs
    }

    /// Sends what the socket takes now. Throws when the peer is gone (EPIPE, ECONNRESET).
    func flush() throws {
        var blocked = false
        while !outgoing.isEmpty && !blocked {
            try outgoing.drain { pending in
                guard let sent = try fd.sendNonBlocking(pending) else {
                    blocked = true
                    return 0
                }
                return sent
            }
        }
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        fd.close()
    }
}
