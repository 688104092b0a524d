import Glibc
import PickerControl
import PickerCore
import PickerRender
import PickerSystem
import PickerTestSupport

// Issue 33's starvation figure: one client streams `screenshot` requests while another pings,
// against the same pinger alone, on one loop that draws a scrolling 1080p frame every 16.7 ms
// and serves the control socket between frames, as the kiosk's does. The clients are this
// executable run again (`--flood-screenshots SOCKET`, `--ping SOCKET COUNT`), so the loop's
// process is alone with its work, as the kiosk is.

/// What the kiosk does for `screenshot` (a copy of the shown frame, its PNG written 32 rows at
/// a time in the client's turns, base64 in the reply), on the loop's 1080p frame; every other
/// command is answered with an empty object.
private final class ScreenshotHandler: ControlHandler {
    let shown: PixelBuffer
    /// How long each screenshot took from its request's turn to its reply, frames and other clients included.
    fileprivate(set) var screenshotUs: [Int64] = []

    init(shown: PixelBuffer) {
        self.shown = shown
    }

    func perform(_ command: PickerCommand) -> ControlResult { .success(.object(JSONObject())) }

    func job(for command: PickerCommand) -> ControlJob? {
        guard case .screenshot = command else { return nil }
        let copy = PixelBuffer(width: shown.width, height: shown.height, format: .xrgb8888)
        copy.copy(shown.bounds, from: shown)
        guard let encoder = try? PNGRowEncoder(copy) else { return nil }
        return ScreenshotWork(encoder: encoder, size: (copy.width, copy.height), handler: self)
    }
}

private final class ScreenshotWork: ControlJob {
    let encoder: PNGRowEncoder
    let size: (width: Int, height: Int)
    let startUs = MonotonicClock.nowUs()
    unowned let handler: ScreenshotHandler

    init(encoder: PNGRowEncoder, size: (Int, Int), handler: ScreenshotHandler) {
        self.encoder = encoder
        self.size = size
        self.handler = handler
    }

    func advance(isTimeUp: () -> Bool) -> ControlResult? {
        do {
            guard let png = try encoder.encode(rowsPerStep: 32, until: isTimeUp) else { return nil }
            handler.screenshotUs.append(MonotonicClock.nowUs() - startUs)
            return .success(ControlMessage.inlineScreenshot(png: png, width: size.width, height: size.height))
        } catch {
            return .failure(ControlError(.failed, "\(error)"))
        }
    }
}

/// One phase's figures: the pinger's round trips and the loop's longest gap between frames.
private struct StarvationPhase {
    var pingUs: [Int64]
    var longestFrameGapUs: Int64
    var screenshotUs: [Int64]
    var seconds: Double
}

private func percentile(_ values: [Int64], _ fraction: Double) -> Int64 {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

private func milliseconds(_ us: Int64) -> String { format(Double(us) / 1000, 1) + " ms" }

/// Runs the loop until the pinger is done: frames at 60 Hz, the server between them.
private func runPhase(flooding: Bool, pings: Int) throws -> StarvationPhase {
    let width = 1920, height = 1080
    let picker = try BenchPicker(width: width, height: height)
    let renderer = try PickerRenderer(config: picker.config, model: picker.model, layout: picker.layout)
    let shown = PixelBuffer(width: width, height: height, format: .xrgb8888)
    var offsets = picker.model.columns.map { picker.layout.offset(forRow: $0.selectedRow) }
    _ = renderer.render(model: picker.model, offsets: offsets, into: shown, staleDamage: [shown.bounds])
    let handler = ScreenshotHandler(shown: shown)

    let path = "/tmp/picker-bench-starvation-\(getpid()).sock"
    unlink(path)
    let server = ControlServer(
        listener: try ListeningSocket.bind(path: path, groupID: nil),
        policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: nil),
        limits: ControlServer.Limits(), version: "bench", log: { _, _ in })
    defer { server.close() }
    guard let executable = FileSystem.executablePath() else {
        throw RenderError("cannot find this executable to run the socket's clients")
    }
    let flooder = flooding ? try ChildProcess(executable, ["--flood-screenshots", path]) : nil
    let pinger = try ChildProcess(executable, ["--ping", path, String(pings)])

    let frameUs: Int64 = 16_667
    let startUs = MonotonicClock.nowUs()
    var nextFrameUs = startUs + frameUs
    var lastFrameUs = startUs
    var longestGapUs: Int64 = 0
    while !pinger.poll() {
        let nowUs = MonotonicClock.nowUs()
        if nowUs >= nextFrameUs {
            offsets[1] = offsets[1] + Fixed(7)
            _ = renderer.render(model: picker.model, offsets: offsets, into: shown, staleDamage: [])
            longestGapUs = max(longestGapUs, nowUs - lastFrameUs)
            lastFrameUs = nowUs
            nextFrameUs = max(nextFrameUs + frameUs, nowUs)
        }
        var descriptors = server.pollDescriptors
        let wakeUs = min(nextFrameUs, server.wakeUs ?? nextFrameUs)
        let timeoutMs = Int32(clamping: max(0, (wakeUs - MonotonicClock.nowUs() + 999) / 1000))
        try Poll.wait(&descriptors, timeoutMs: min(timeoutMs, 100))
        server.serve(ready: descriptors.filter { !$0.returned.isEmpty }, nowUs: MonotonicClock.nowUs(), handler: handler)
    }
    let seconds = Double(MonotonicClock.nowUs() - startUs) / 1_000_000
    flooder?.kill(SIGTERM)
    flooder?.wait()
    let pingUs = pinger.output.split(whereSeparator: \.isWhitespace).compactMap { Int64($0) }
    guard pinger.exitCode == 0, pingUs.count == pings else {
        throw RenderError("the pinging client failed: \(pinger.output.prefix(500))")
    }
    return StarvationPhase(pingUs: pingUs, longestFrameGapUs: longestGapUs, screenshotUs: handler.screenshotUs, seconds: seconds)
}

/// The parent's side: the pinger alone, then beside a client streaming screenshots.
func benchmarkControlStarvation(pings: Int = 300) throws {
    let alone = try runPhase(flooding: false, pings: pings)
    let flooded = try runPhase(flooding: true, pings: pings)
    print("control socket under a screenshot stream: ping p50 \(milliseconds(percentile(flooded.pingUs, 0.5))), "
        + "p99 \(milliseconds(percentile(flooded.pingUs, 0.99))) (alone: p50 \(milliseconds(percentile(alone.pingUs, 0.5))), "
        + "p99 \(milliseconds(percentile(alone.pingUs, 0.99)))); the streaming client got "
        + "\(format(Double(flooded.screenshotUs.count) / flooded.seconds, 1)) 1920x1080 screenshots a second "
        + "(each \(milliseconds(percentile(flooded.screenshotUs, 0.5))) from request to reply, the median); "
        + "longest gap between frames \(milliseconds(flooded.longestFrameGapUs)) (alone: \(milliseconds(alone.longestFrameGapUs))), "
        + "\(pings) pings 10 ms apart")
}

/// A client that writes `screenshot` requests as fast as the socket takes them and reads every reply, until the server leaves.
func floodScreenshots(socket path: String) throws {
    let fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
    defer { fd.close() }
    try fd.connect(to: UnixAddress(path))
    try fd.makeNonBlockingAndCloseOnExec()
    let requests = Array(String(repeating: #"{"id":1,"cmd":"screenshot"}"# + "\n", count: 64).utf8)
    var unsent = requests[...]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        var descriptors = [PollDescriptor(fd: fd, events: [.readable, .writable])]
        try Poll.wait(&descriptors, timeoutMs: 1000)
        let returned = descriptors[0].returned
        if returned.contains(.readable) || !returned.isDisjoint(with: [.hangUp, .error]) {
            guard let count = try buffer.withUnsafeMutableBytes({ try fd.receiveNonBlocking(into: $0) }) else { continue }
            if count == 0 { return }
        }
        if returned.contains(.writable) {
            if unsent.isEmpty { unsent = requests[...] }
            if let sent = try unsent.withUnsafeBytes({ try fd.sendNonBlocking($0) }) { unsent = unsent.dropFirst(sent) }
        }
    }
}

/// A client that sends `count` pings 10 ms apart, each after the last one's reply, and prints each round trip in µs.
func ping(socket path: String, count: Int) throws {
    let fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
    defer { fd.close() }
    try fd.connect(to: UnixAddress(path))
    let request = Array(#"{"id":2,"cmd":"ping"}"#.utf8) + [0x0A]
    var buffer = [UInt8](repeating: 0, count: 4096)
    var roundTrips: [Int64] = []
    for _ in 0..<count {
        let startUs = MonotonicClock.nowUs()
        try fd.writeAll(request)
        var reply: [UInt8] = []
        while reply.last != 0x0A {
            let read = try buffer.withUnsafeMutableBytes { try fd.read(into: $0) }
            guard read > 0 else { throw RenderError("the server closed the connection before answering a ping") }
            reply += buffer[..<read]
        }
        roundTrips.append(MonotonicClock.nowUs() - startUs)
        usleep(10_000)
    }
    print(roundTrips.map(String.init).joined(separator: " "))
}
