// vm-pattern: harness tooling for the real-kernel tests (not part of the product).
// Shows a deterministic pattern through the DRM backend, writes the upright
// picture it drew as a PPM for the host to compare with the screen, optionally
// presents more full frames to measure the flip cycle, then holds the screen
// until SIGTERM/SIGINT and shuts the display down.
import Glibc
import PickerCore
import PickerDisplay
import PickerRender
import PickerSystem

let usage = """
usage: vm-pattern [--card PATH] [--connector NAME] [--mode WxH[@Hz]] [--rotation 0|90|180|270]
                  [--api auto|atomic|legacy] [--format xrgb8888|rgb565] [--expect FILE.ppm] [--flips N]
"""

func fail(_ message: String, code: Int32) -> Never {
    StandardStreams.printError("vm-pattern: \(message)")
    exit(code)
}

var config = DisplayConfig()
var expectPath: String?
var flips = 0
var arguments = Array(CommandLine.arguments.dropFirst()).makeIterator()
while let flag = arguments.next() {
    guard let value = arguments.next() else { fail("\(flag) needs a value\n\(usage)", code: 2) }
    switch flag {
    case "--card": config.card = value
    case "--connector": config.connector = value
    case "--mode":
        let parts = value.split(separator: "@").map(String.init)
        let size = parts[0].split(separator: "x").compactMap { Int($0) }
        guard size.count == 2 else { fail("bad --mode \(value)", code: 2) }
        config.mode = .requested(width: size[0], height: size[1], refreshHz: parts.count > 1 ? Int(parts[1]) : nil)
    case "--rotation":
        guard let degrees = Int(value), PanelRotation(degrees: degrees) != nil else { fail("bad --rotation \(value)", code: 2) }
        config.rotationDegrees = degrees
    case "--api":
        guard let api = DisplayConfig.API(rawValue: value) else { fail("bad --api \(value)", code: 2) }
        config.api = api
    case "--format":
        guard let format = DisplayConfig.PixelFormatName(rawValue: value) else { fail("bad --format \(value)", code: 2) }
        config.format = format
    case "--expect": expectPath = value
    case "--flips": flips = Int(value) ?? 0
    default: fail("unknown option \(flag)\n\(usage)", code: 2)
    }
}

/// Red grows to the right, green downwards, a blue checker of 16 px squares and a
/// white 32 px block at the top-left: any turn or mirror of the picture shows.
func drawPattern(_ buffer: PixelBuffer) -> [Rect] {
    let w = buffer.width, h = buffer.height
    for y in 0..<h {
        let row = buffer.bytes + y * buffer.stride
        let green = UInt32(y * 255 / max(h - 1, 1))
        for x in 0..<w {
            let pixel: UInt32
            if x < 32 && y < 32 {
                pixel = 0xFFFFFF
            } else {
                let red = UInt32(x * 255 / max(w - 1, 1))
                let blue: UInt32 = (x / 16 + y / 16) % 2 == 0 ? 0x30 : 0xC0
                pixel = red << 16 | green << 8 | blue
            }
            switch buffer.format {
            case .xrgb8888: row.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
            case .rgb565:
                let r = (pixel >> 19) & 0x1F, g = (pixel >> 10) & 0x3F, b = (pixel >> 3) & 0x1F
                row.storeBytes(of: UInt16(r << 11 | g << 5 | b), toByteOffset: x * 2, as: UInt16.self)
            }
        }
    }
    return [buffer.bounds]
}

func writePPM(_ buffer: PixelBuffer, to path: String) throws {
    var bytes = Array("P6\n\(buffer.width) \(buffer.height)\n255\n".utf8)
    bytes.reserveCapacity(bytes.count + buffer.width * buffer.height * 3)
    for y in 0..<buffer.height {
        for x in 0..<buffer.width {
            let pixel = (buffer.bytes + y * buffer.stride).load(fromByteOffset: x * 4, as: UInt32.self)
            bytes += [UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel)]
        }
    }
    try FileSystem.writeFileAtomically(path, bytes)
}

func waitForFrame(_ display: DRMDisplay) throws -> [FrameTiming] {
    while true {
        switch display.readiness(nowUs: MonotonicClock.nowUs()) {
        case .now: return []
        case .at(let timeUs):
            let waitMs = Int32(max(1, (timeUs - MonotonicClock.nowUs() + 999) / 1000))
            _ = try Poll.waitReadable([], timeoutMs: waitMs)
        case .afterEvents:
            if try Poll.waitReadable([display.device.descriptor], timeoutMs: 1000)[0] {
                let timings = try display.handleEvents()
                if !timings.isEmpty { return timings }
            }
        }
    }
}

let signals = try SignalDescriptor(signals: [SIGTERM, SIGINT])
let display: DRMDisplay
do {
    display = try DRMDisplay(options: config)
} catch {
    fail("\(error)", code: 3)
}
StandardStreams.printError("vm-pattern: display \(display.summary)")
do {
    try display.present { buffer, _ in drawPattern(buffer) }
    var timings = try waitForFrame(display)
    if let path = expectPath {
        let picture = PixelBuffer(width: display.width, height: display.height, format: .xrgb8888)
        _ = drawPattern(picture)
        try writePPM(picture, to: path)
    }
    for _ in 0..<flips {
        try display.present { buffer, _ in drawPattern(buffer) }
        timings += try waitForFrame(display)
    }
    if timings.count > 1 {
        let measured = timings.dropFirst()
        let n = Int64(measured.count)
        let draw = measured.map { $0.commitUs - $0.drawStartUs }.reduce(0, +) / n
        let flip = measured.map { $0.onScreenUs - $0.commitUs }.reduce(0, +) / n
        let cycle = measured.map { $0.onScreenUs - $0.drawStartUs }.reduce(0, +) / n
        let zipped = zip(timings.dropLast(), timings.dropFirst())
        let period = zipped.map { $1.onScreenUs - $0.onScreenUs }.reduce(0, +) / Int64(timings.count - 1)
        StandardStreams.printError("vm-pattern: \(n) full-frame flips: draw+copy \(draw) us, commit to flip event \(flip) us, "
            + "cycle \(cycle) us, paced period \(period) us (refresh \(display.output.mode.frameIntervalUs) us)")
    }
    StandardStreams.printError("vm-pattern: holding the screen until SIGTERM")
    var done = false
    while !done {
        let ready = try Poll.waitReadable([signals.descriptor, display.device.descriptor], timeoutMs: -1)
        if ready[1] { _ = try display.handleEvents() }
        if ready[0] { done = !(try signals.readSignals()).isEmpty }
    }
} catch {
    display.shutdown()
    fail("\(error)", code: 3)
}
display.shutdown()
for problem in display.shutdownProblems { StandardStreams.printError("vm-pattern: \(problem)") }
StandardStreams.printError("vm-pattern: display restored")
