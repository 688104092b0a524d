/// Bytes waiting to be sent to one client, bounded so a client that stops
/// reading can cost the server at most `limitBytes` (plus one message).
struct OutgoingQueue {
    let limitBytes: Int
    private var bytes: [UInt8] = []
    private var head = 0

    /// The room an emptied queue keeps for the next replies; more is freed.
    static let keptCapacity = 65536

    init(limitBytes: Int) {
        self.limitBytes = limitBytes
    }

    var count: Int { bytes.count - head }
    var isEmpty: Bool { count == 0 }

    /// Appends `message`; false (and nothing appended) when the queue already
    /// holds data and would pass the limit. An empty queue takes any one message,
    /// so a single large reply (a base64 screenshot) still goes out.
    mutating func enqueue(_ message: [UInt8]) -> Bool {
        if !isEmpty && count + message.count > limitBytes { return false }
        bytes.append(contentsOf: message)
        return true
    }

    /// Calls `body` with the unsent bytes; `body` returns how many it sent.
    mutating func drain(_ body: (UnsafeRawBufferPointer) throws -> Int) rethrows {
        let sent = try bytes.withUnsafeBytes { raw in
            try body(UnsafeRawBufferPointer(rebasing: raw[head...]))
        }
        head += sent
        if head == bytes.count {
            // A large reply (a screenshot, a whole state) is sent once: its room goes back with it.
            bytes.removeAll(keepingCapacity: bytes.capacity <= OutgoingQueue.keptCapacity)
            head = 0
        } else if head > 65536 && head > bytes.count / 2 {
            bytes.removeFirst(head)
            head = 0
        }
    }
}
