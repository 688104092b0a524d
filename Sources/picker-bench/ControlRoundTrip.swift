import Glibc
import PickerControl
import PickerCore
import PickerSystem

/// Answers every picker command with an empty object: the benchmark measures the socket path, not a picker.
private final class IdleHandler: ControlHandler {
    func perform(_ command: PickerCommand) -> ControlResult { .success(.object(JSONObject())) }
}

private func nowNs() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// The control socket's round trip (`ping` sent, parsed, answered and read back
/// through a real server on a real socket, in one thread as the kiosk runs it),
/// against a baseline of the same bytes bounced over a bare Unix socket.
func benchmarkControlRoundTrip(iterations: Int = 20_000) throws {
    let request = Array(#"{"id":1,"cmd":"ping"}"#.utf8) + [0x0A]
    var buffer = [UInt8](repeating: 0, count: 4096)

    let bare = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
    defer { bare.close() }
    try bare.bind(to: UnixAddress("@picker-bench-\(getpid())"))
    try bare.listen(backlog: 1)
    let near = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
    try near.connect(to: UnixAddress("@picker-bench-\(getpid())"))
    // Non-blocking is fine here: each read follows a write in the same thread, so its bytes are already there.
    guard let far = try bare.acceptNonBlocking() else { throw SystemError(call: "accept", errno: EAGAIN) }
    defer { near.close(); far.close() }
    let baselineStart = nowNs()
    for _ in 0..<iterations {
        try near.writeAll(request)
        let count = try buffer.withUnsafeMutableBytes { try far.read(into: $0) }
        try far.writeAll(buffer[..<count])
        _ = try buffer.withUnsafeMutableBytes { try near.read(into: $0) }
    }
    let baselineNs = nowNs() - baselineStart

    let path = "/tmp/picker-bench-\(getpid()).sock"
    let server = ControlServer(
        listener: try ListeningSocket.bind(path: path, groupID: nil),
        policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
        limits: ControlServer.Limits(), version: "bench", log: { _, _ in })
    defer { server.close() }
    let handler = IdleHandler()
    let client = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
    defer { client.close() }
    try client.connect(to: UnixAddress(path))
    func serve() throws {
        var descriptors = server.pollDescriptors
        try Poll.wait(&descriptors, timeoutMs: 1000)
        server.serve(ready: descriptors.filter { !$0.returned.isEmpty }, nowUs: MonotonicClock.nowUs(), handler: handler)
    }
    try serve()
    let serverStart = nowNs()
    for _ in 0..<iterations {
        try client.writeAll(request)
        try serve()
        _ = try buffer.withUnsafeMutableBytes { try client.read(into: $0) }
    }
    let serverNs = nowNs() - serverStart

    let perRoundTripUs = Double(serverNs) / Double(iterations) / 1000
    let ratio = Double(serverNs) / Double(baselineNs)
    print("control round trip: \(Int(perRoundTripUs * 10) / 10) us per ping = \(Int(ratio * 10) / 10)x the same bytes bounced over a bare socket (\(iterations) iterations)")
}
