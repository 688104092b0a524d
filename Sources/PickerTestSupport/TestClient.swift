import Glibc
import PickerCore
import PickerSystem

/// A control socket client for tests: non-blocking, so the test thread can pump the server between reads.
package final class TestClient {
    package let fd: FileDescriptor
    private var received: [UInt8] = []
    private var parsed: [JSONValue] = []
    /// How much of `received` has been split into `parsed` lines.
    private var parsedBytes = 0
    private var ended = false

    /// Whether the server has closed the connection (reads what arrived first).
    package var sawEnd: Bool {
        readAvailable()
        return ended
    }

    package init(path: String) throws {
        fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try fd.connect(to: UnixAddress(path))
        try fd.makeNonBlockingAndCloseOnExec()
    }

    package func send(_ text: String) {
        send(Array(text.utf8))
    }

    package func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in try? fd.sendNonBlocking(UnsafeRawBufferPointer(rebasing: raw[offset...])) }
            guard let sent = sent ?? nil else { usleep(100); continue }
            offset += sent
        }
    }

    /// Reads whatever has arrived; false once the connection is over.
    @discardableResult
    package func readAvailable() -> Bool {
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
    package var lines: [JSONValue] {
        readAvailable()
        // Only the lines completed since the last look are parsed: a test that asks after every turn stays linear.
        if let newline = received.lastIndex(of: 0x0A), newline >= parsedBytes {
            parsed += received[parsedBytes...newline].split(separator: 0x0A).compactMap { try? JSONParser.parse(Array($0)) }
            parsedBytes = newline + 1
        }
        return parsed
    }

    private var isClosed = false

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        fd.close()
    }

    deinit {
        close()
    }
}
