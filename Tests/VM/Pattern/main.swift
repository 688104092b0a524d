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
                  [--api auto|atomic|legacy] [--format xrgb8888|rgb565] [--expect FILE.ppm]
                  [--flips N] [--paced N]
  --flips N   N more frames that each change every pixel (the full-frame flip cycle)
  --paced N   N more frames that change nothing (how fast frames go when drawing is free)
"""

func fail(_ message: String, code: Int32) -> Never {
    StandardStreams.printError("vm-pattern: \(message)")
    exit(code)
}

var config = DisplayConfig()
var expectPath: String?
var flips = 0
var pacedFrames = 0
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
    case "--paced": pacedFrames = Int(value) ?? 0
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

/// Waits (in poll) until the display takes a frame, presents it, and waits until the kernel reports it on screen.
func show(_ display: DRMDisplay, _ draw: (PixelBuffer, [Rect]) -> [Rect]) throws -> FrameTiming {
    var shown: FrameTiming?
    var presented = false
    while true {
        switch display.readiness(nowUs: MonotonicClock.nowUs()) {
        case .now:
            if let shown { return shown }
            if !presented {
                try display.present(draw)
                presented = true
            }
        case .at(let timeUs):
            if let shown { return shown }
            let waitMs = Int32(max(1, (timeUs - MonotonicClock.nowUs() + 999) / 1000))
            _ = try Poll.waitReadable([], timeoutMs: waitMs)
        case .afterEvents:
            if try Poll.waitReadable([display.device.descriptor], timeoutMs: 1000)[0] {
                shown = try display.handleEvents().last ?? shown
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
    let first = try show(display) { buffer, _ in drawPattern(buffer) }
    if let path = expectPath {
        let picture = PixelBuffer(width: display.width, height: display.height, format: .xrgb8888)
        _ = drawPattern(picture)
        try writePPM(picture, to: path)
    }
    var full: [FrameTiming] = []
    for _ in 0..<flips {
        full.append(try show(display) { buffer, _ in drawPattern(buffer) })
    }
    if !full.isEmpty {
        let n = Int64(full.count)
        StandardStreams.printError("vm-pattern: \(n) full-frame flips: draw \(full.map { $0.commitUs - $0.drawStartUs }.reduce(0, +) / n) us, "
            + "commit to flip event \(full.map { $0.onScreenUs - $0.commitUs }.reduce(0, +) / n) us, "
            + "cycle \(full.map { $0.onScreenUs - $0.drawStartUs }.reduce(0, +) / n) us")
    }
    // Unchanged frames: only a buffer that missed frames is repainted, so drawing costs nothing and the pacing shows.
    var paced = [full.last ?? first]
    for _ in 0..<pacedFrames {
        paced.append(try show(display) { buffer, stale in
            if !stale.isEmpty { _ = drawPattern(buffer) }
            return []
        })
    }
    // Commit to commit: what the pacer holds to the refresh (flip events themselves arrive with jitter).
    let intervals = zip(paced.dropLast(), paced.dropFirst()).map { $1.commitUs - $0.commitUs }.dropFirst()
    if let shortest = intervals.min() {
        StandardStreams.printError("vm-pattern: \(intervals.count) unchanged frames: commit period \(intervals.reduce(0, +) / Int64(intervals.count)) us, "
            + "shortest \(shortest) us, refresh \(display.output.mode.frameIntervalUs) us")
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
