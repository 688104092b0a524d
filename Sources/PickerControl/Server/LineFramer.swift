/// Splits a byte stream into lines of at most `maximumLineBytes`.
///
/// A line longer than the limit is reported once, as soon as the limit is
/// passed (not when its newline finally arrives), and the rest of it is thrown
/// away: a client streaming garbage costs the server at most the limit in memory.
/// Package-visible so the fuzzer (PickerFuzzTargets) frames streams exactly as the server does.
package struct LineFramer {
    package enum Piece: Equatable {
        /// A complete line without its `\n` (and without a `\r` before it, for telnet-style clients).
        case line([UInt8])
        /// A line passed the limit; its remaining bytes up to the next newline are being discarded.
        case overlong
        /// The stream ended in the middle of a line (the server adds this after `finish`).
        case unterminated
    }

    let maximumLineBytes: Int
    /// The room kept for the next line once one is framed; a long line's (a list of 100,000 rows
    /// under `control.max_line_kib`) is freed, not held for as long as its client stays connected.
    static let keptCapacity = 65536
    private var pending: [UInt8] = []
    private var discarding = false

    package init(maximumLineBytes: Int) {
        self.maximumLineBytes = maximumLineBytes
    }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) -> [Piece] {
        var pieces: [Piece] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            let end = newline ?? bytes.count
            if discarding {
                if newline != nil { discarding = false }
            } else if pending.count + (end - start) > maximumLineBytes {
                pieces.append(.overlong)
                pending.removeAll(keepingCapacity: pending.capacity <= LineFramer.keptCapacity)
                discarding = newline == nil
            } else {
                pending.append(contentsOf: bytes[start..<end])
                if newline != nil {
                    if pending.last == 0x0D { pending.removeLast() }
                    pieces.append(.line(pending))
                    pending.removeAll(keepingCapacity: pending.capacity <= LineFramer.keptCapacity)
                }
            }
            start = end + 1
        }
        return pieces
    }

    /// Bytes of a line have come without its newline (or an overlong line is being skipped).
    package var hasPartialLine: Bool { !pending.isEmpty || discarding }

    /// At end of stream: the half line left over, if any.
    package mutating func finish() -> [UInt8]? {
        defer { pending.removeAll() }
        return pending.isEmpty ? nil : pending
    }
}
