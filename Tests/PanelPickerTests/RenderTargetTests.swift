import Glibc
import PanelPicker
import PickerRender
import Testing

/// A buffer the test owns, as a host program's screen: filled with a pattern the picker must leave alone.
final class HostBuffer {
    let width: Int, height: Int, stride: Int
    let format: PickerPixelFormat
    let bytes: UnsafeMutableRawBufferPointer

    /// `padding` bytes after each row, as a pitch wider than the pixels has.
    init(width: Int, height: Int, format: PickerPixelFormat, padding: Int = 12) {
        self.width = width
        self.height = height
        self.format = format
        stride = width * format.bytesPerPixel + padding
        bytes = .allocate(byteCount: stride * height, alignment: 16)
        for index in bytes.indices { bytes[index] = HostBuffer.pattern(index) }
    }

    deinit { bytes.deallocate() }

    /// A byte pattern no picture has: each byte differs from its neighbours.
    static func pattern(_ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: index &* 37 &+ 11) }

    func target(_ rect: PickerRect) throws -> PickerRenderTarget {
        try PickerRenderTarget(buffer: bytes, stride: stride, format: format, rect: rect)
    }

    /// The pixel at (`x`, `y`) as the word its format stores (RGB565 in the low 16 bits).
    func word(x: Int, y: Int) -> UInt32 {
        let offset = y * stride + x * format.bytesPerPixel
        return format == .rgb565
            ? UInt32(bytes.load(fromByteOffset: offset, as: UInt16.self))
            : bytes.load(fromByteOffset: offset, as: UInt32.self)
    }

    /// The pixels whose bytes differ from `before`'s (a copy of the buffer); rows that did not change
    /// are passed over with one memcmp, as most of a frame is.
    func pixelsChanged(since before: [UInt8]) -> [(x: Int, y: Int)] {
        before.withUnsafeBytes { old in
            (0..<height).filter { memcmp(bytes.baseAddress! + $0 * stride, old.baseAddress! + $0 * stride, stride) != 0 }.flatMap { y in
                (0..<width).filter { x in
                    let offset = y * stride + x * format.bytesPerPixel
                    return memcmp(bytes.baseAddress! + offset, old.baseAddress! + offset, format.bytesPerPixel) != 0
                }.map { (x: $0, y: y) }
            }
        }
    }

    /// The bytes of `rect`'s pixels, row by row.
    func bytes(in rect: PickerRect) -> [UInt8] {
        (0..<rect.height).flatMap { row in
            let start = (rect.y + row) * stride + rect.x * format.bytesPerPixel
            return Array(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + rect.width * format.bytesPerPixel)]))
        }
    }

    /// Byte offsets outside `rect` whose byte is not the pattern's any more.
    func bytesChangedOutside(_ rect: PickerRect) -> [Int] {
        let bpp = format.bytesPerPixel
        return bytes.indices.filter { index in
            let y = index / stride, x = (index % stride) / bpp
            let inside = y >= rect.y && y < rect.y + rect.height && x >= rect.x && x < rect.x + rect.width && index % stride < width * bpp
            return !inside && bytes[index] != HostBuffer.pattern(index)
        }
    }
}

@Suite struct RenderTargetTests {
    static let config = """
    {"size": "999x999", "theme": {"selection": {"style": "overlay"}}, "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "fruit", "items": ["apple", "pear", "plum", "fig", "kiwi", "lime"], "selected": "pear"}]}
    """
    static let rect = PickerRect(x: 37, y: 21, width: 180, height: 140)

    /// A picker drawing into `host` at `rect`.
    func makePicker(_ json: String = RenderTargetTests.config, on host: HostBuffer, rect: PickerRect = RenderTargetTests.rect,
                    clock: ManualClock) throws -> Picker {
        try Picker(configuration: PickerConfiguration(json: json), renderTarget: host.target(rect), clock: clock.pickerClock)
    }

    /// Steps the clock to each deadline until nothing moves, calling `afterEach` after every `handleEvents`.
    func runUntilIdle(_ picker: Picker, clock: ManualClock, afterEach: () -> Void = {}) throws {
        try picker.handleEvents(nowUs: clock.nowUs)
        afterEach()
        var turns = 0
        while let deadline = picker.nextDeadlineUs, turns < 2000 {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
            afterEach()
            turns += 1
        }
    }

    /// A drag flung upwards on the first column, a fling down on the second, keys and an animated select:
    /// every kind of motion, each run to its end.
    func moveEverything(_ picker: Picker, clock: ManualClock, bufferCoordinates: Bool = false, afterEach: () -> Void = {}) throws {
        let origin = bufferCoordinates ? (x: Double(RenderTargetTests.rect.x), y: Double(RenderTargetTests.rect.y)) : (x: 0, y: 0)
        func touch(_ phase: PickerInput.TouchPhase, _ x: Double, _ y: Double) {
            let input = PickerInput.touch(phase, finger: 0, x: x + origin.x, y: y + origin.y)
            if bufferCoordinates { picker.sendInBufferCoordinates(input, atUs: clock.nowUs) } else { picker.send(input, atUs: clock.nowUs) }
        }
        try runUntilIdle(picker, clock: clock, afterEach: afterEach)
        for (x, direction) in [(45.0, -1.0), (135.0, 1.0)] {
            touch(.down, x, 70)
            for step in 1...6 {
                clock.nowUs += 8_000
                touch(.move, x, 70 + direction * Double(step) * 9)
                try picker.handleEvents(nowUs: clock.nowUs)
                afterEach()
            }
            touch(.up, x, 70 + direction * 54)
            try runUntilIdle(picker, clock: clock, afterEach: afterEach)
        }
        picker.send(.key(.down))
        picker.send(.key(.down))
        try runUntilIdle(picker, clock: clock, afterEach: afterEach)
        try picker.select(value: "lime", inColumn: 1, animated: true)
        try runUntilIdle(picker, clock: clock, afterEach: afterEach)
    }

    @Test(arguments: PickerPixelFormat.allCases)
    func thePickerWritesNothingOutsideItsRectangle(format: PickerPixelFormat) throws {
        let host = HostBuffer(width: 251, height: 180, format: format)
        let clock = ManualClock()
        let rect = RenderTargetTests.rect
        let picker = try makePicker(on: host, clock: clock)
        var frames = 0
        try moveEverything(picker, clock: clock) { frames += picker.takeDamage().isEmpty ? 0 : 1 }
        #expect(frames > 40, "frames while the wheels move")
        // Checked once at the end: the picker never writes the pattern, so a byte it changed stays changed.
        let outside = host.bytesChangedOutside(rect)
        #expect(outside.count == 0, "\(format): bytes changed outside \(rect), first at offset \(outside.first ?? -1)")
        #expect(picker.selection.map(\.value) != ["09", "pear"], "the wheels moved")
        // The picker drew inside: its middle is no longer the pattern.
        let middle = (rect.y + rect.height / 2) * host.stride + (rect.x + rect.width / 2) * format.bytesPerPixel
        #expect(host.bytes[middle] != HostBuffer.pattern(middle) || host.bytes[middle + 1] != HostBuffer.pattern(middle + 1))
    }

    @Test(arguments: PickerPixelFormat.allCases)
    func damageCoversEveryChangedPixelAndLiesInsideTheRectangle(format: PickerPixelFormat) throws {
        let host = HostBuffer(width: 251, height: 180, format: format)
        let clock = ManualClock()
        let rect = RenderTargetTests.rect
        let picker = try makePicker(on: host, clock: clock)
        var before = Array(host.bytes)
        var uncovered: [String] = []
        var outsideRect: [PickerRect] = []
        var partialFrames = 0, frames = 0
        try moveEverything(picker, clock: clock) {
            let damage = picker.takeDamage()
            outsideRect += damage.filter { $0.x < rect.x || $0.y < rect.y || $0.x + $0.width > rect.x + rect.width || $0.y + $0.height > rect.y + rect.height }
            if !damage.isEmpty {
                frames += 1
                if damage.reduce(0, { $0 + $1.width * $1.height }) < rect.width * rect.height { partialFrames += 1 }
            }
            for (x, y) in host.pixelsChanged(since: before) where uncovered.count < 3 {
                if !damage.contains(where: { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }) {
                    uncovered.append("(\(x), \(y)) outside \(damage)")
                }
            }
            before = Array(host.bytes)
        }
        #expect(uncovered.isEmpty, "\(format): changed pixels no damage rectangle names: \(uncovered)")
        #expect(outsideRect.isEmpty, "\(format): damage outside \(rect): \(outsideRect)")
        #expect(frames > 20)
        #expect(partialFrames > 10, "most frames redraw only the column that moves, not the whole rectangle")
        #expect(picker.takeDamage().isEmpty, "taken damage is gone")
    }

    /// Trial 36: a configuration with no size printed 800x480, the default, for a picker drawn
    /// into a 160x96 rectangle. One says it gives no size; one that gives a size says it.
    @Test func aConfigurationSaysWhetherItGivesASize() throws {
        let sizeless = try PickerConfiguration(json: #"{"columns": [{"items": ["a", "b"]}]}"#)
        #expect(sizeless.description == #"PickerConfiguration(no size given, 1 column in 1 section, from ".")"#)
        let sized = try PickerConfiguration(json: #"{"size": "320x240", "columns": [{"items": ["a", "b"]}]}"#)
        #expect(sized.description.hasPrefix("PickerConfiguration(320x240, "))
    }

    @Test func theFirstFrameIsTheWholeRectangleAndAnIdlePickerDrawsNothing() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        #expect(picker.takeDamage().isEmpty, "nothing drawn before the first handleEvents")
        try runUntilIdle(picker, clock: clock)
        #expect(picker.takeDamage() == [RenderTargetTests.rect])
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.takeDamage().isEmpty)
        #expect(picker.backend == .offscreen)
        #expect(picker.displaySummary == "xrgb8888 buffer of the host, rect 180x140+37+21, stride 1016")
        // Trial 42 read "it draws xrgb8888 buffer of the host".
        let refused = #expect(throws: PickerError.self) { try picker.run() }
        #expect(refused?.message.hasPrefix("run: nothing can reach this picker: it draws into an xrgb8888 buffer of the host, rect ") == true,
                "\(refused?.message ?? "")")
    }

    /// Trial 40: after `close()`, `frame` read the host's buffer, which the host may free then.
    @Test func aClosedPickersFrameIsDrawnAfreshNotReadFromTheHostsBuffer() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try runUntilIdle(picker, clock: clock)
        let drawn = picker.frame
        picker.close()
        for index in host.bytes.indices { host.bytes[index] = 0x5A }
        let closed = picker.frame
        #expect((closed.width, closed.height) == (drawn.width, drawn.height))
        let rect = RenderTargetTests.rect
        for (x, y) in [(0, 0), (rect.width / 2, rect.height / 2), (rect.width - 1, rect.height - 1)] {
            #expect(closed.pixel(x: x, y: y) != 0x5A5A5A, "(\(x), \(y)) came from the host's buffer")
            #expect(closed.pixel(x: x, y: y) == drawn.pixel(x: x, y: y), "(\(x), \(y))")
        }
    }

    /// Trial 27: a reload whose config gave another size was refused, naming the config's size
    /// ("made with 800x480") for a picker the rectangle had always sized. The rectangle decides.
    @Test func aReloadOfAnotherConfigSizeKeepsTheRectangle() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try picker.reload(PickerConfiguration(json: RenderTargetTests.config.replacing("999x999", with: "320x240")))
        try runUntilIdle(picker, clock: clock)
        #expect(picker.frame.width == 180 && picker.frame.height == 140)
    }

    /// The program draws over an idle picker (a popup), then asks for its picture again.
    @Test func setNeedsDisplayDrawsTheWholeRectangleAgain() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try runUntilIdle(picker, clock: clock)
        _ = picker.takeDamage()
        let drawn = Array(UnsafeRawBufferPointer(host.bytes))
        let rect = RenderTargetTests.rect
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) { host.bytes.storeBytes(of: 0x00FF00FF as UInt32, toByteOffset: y * host.stride + x * 4, as: UInt32.self) }
        }
        clock.nowUs += 1_000_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.takeDamage().isEmpty, "an idle picker does not know the program drew over it")
        picker.setNeedsDisplay()
        try runUntilIdle(picker, clock: clock)
        #expect(picker.takeDamage() == [rect])
        #expect(Array(UnsafeRawBufferPointer(host.bytes)) == drawn, "the picture is back, byte for byte")
    }

    /// Trial 44: an RGB565 target's `frame` was the picker's own picture drawn afresh, not the buffer:
    /// before the first turn it read black over the host's red, and a popup the host drew was not in it.
    @Test(arguments: [PickerPixelFormat.xrgb8888, .rgb565])
    func aTargetsFrameIsReadBackFromTheHostsBuffer(format: PickerPixelFormat) throws {
        let host = HostBuffer(width: 251, height: 180, format: format)
        let rect = RenderTargetTests.rect
        // Red, and green for the popup, in the format's own words; their 8-bit colours are exact in both.
        let (red, green): (UInt32, UInt32) = format == .rgb565 ? (0xF800, 0x07E0) : (0xFF_0000, 0x00FF_00)
        func paint(_ word: UInt32, rows: Range<Int>) {
            for y in rows {
                for x in rect.x..<(rect.x + rect.width) {
                    let offset = y * host.stride + x * format.bytesPerPixel
                    if format == .rgb565 { host.bytes.storeBytes(of: UInt16(word), toByteOffset: offset, as: UInt16.self) }
                    else { host.bytes.storeBytes(of: word, toByteOffset: offset, as: UInt32.self) }
                }
            }
        }
        // The buffer's word as the frame reads it: RGB565 widened as the renderer widens it.
        func widened(_ word: UInt32) -> UInt32 { format == .rgb565 ? RGB565.widen(UInt16(word)) : word & 0xFF_FFFF }
        paint(red, rows: rect.y..<(rect.y + rect.height))
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        #expect(picker.frame.pixel(x: 5, y: 5) == 0xFF_0000, "before the first turn, the buffer's own pixels")
        try runUntilIdle(picker, clock: clock)
        let drawn = picker.frame
        #expect(drawn.pixel(x: 5, y: 5) != 0xFF_0000, "the picker's picture once drawn")
        for y in 0..<rect.height {
            for x in 0..<rect.width where drawn.pixel(x: x, y: y) != widened(host.word(x: rect.x + x, y: rect.y + y)) {
                Issue.record("frame and buffer differ at (\(x), \(y))")
                return
            }
        }
        paint(green, rows: rect.y..<(rect.y + 10))
        #expect(picker.frame.pixel(x: 5, y: 5) == 0x00FF_00, "what the host drew over the rectangle is in the frame")
        #expect(picker.frame.pixel(x: 5, y: 20) == drawn.pixel(x: 5, y: 20))
    }

    /// Trial 24: a render target was fixed for the picker's life, so a host flipping two buffers
    /// could not use it. After every turn of a flipping picker, the buffer it drew in holds what a
    /// twin drawing into one buffer holds, byte for byte, and the pattern outside the rectangle stays.
    @Test(arguments: [PickerPixelFormat.xrgb8888, .rgb565])
    func aHostFlippingTwoBuffersSeesTheWholePictureInEach(format: PickerPixelFormat) throws {
        let front = HostBuffer(width: 251, height: 180, format: format), back = HostBuffer(width: 251, height: 180, format: format)
        let single = HostBuffer(width: 251, height: 180, format: format)
        let clock = ManualClock(), twinClock = ManualClock()
        let flipping = try makePicker(on: front, clock: clock)
        let twin = try makePicker(on: single, clock: twinClock)
        let rect = RenderTargetTests.rect
        // `shown` is the buffer the picker draws into next and the host shows after the turn.
        var shown = front, hidden = back
        // After each turn that drew, the host shows the buffer drawn and hands the other one over,
        // which lacks what was drawn since it was last drawn in.
        try moveEverything(twin, clock: twinClock)
        var flips = 0
        func flipIfDrawn() throws {
            guard !flipping.takeDamage().isEmpty else { return }
            flips += 1
            swap(&shown, &hidden)
            try flipping.setRenderTarget(shown.target(rect))
        }
        try moveEverything(flipping, clock: clock) { try? flipIfDrawn() }
        #expect(flips > 20)
        // Both buffers, each drawn last in turn, hold the twin's whole picture: a handed buffer
        // is caught up at the next turn, though nothing moves.
        for _ in 0..<2 {
            clock.nowUs += 20_000
            try flipping.handleEvents(nowUs: clock.nowUs)
            #expect(shown.bytes(in: rect) == single.bytes(in: rect), "the buffer drawn last holds the whole picture")
            try flipIfDrawn()
        }
        // Then it is idle (trial 25 flipped two idle buffers for ever, each catching up on the other).
        let flipsWhenIdle = flips
        for _ in 0..<4 {
            clock.nowUs += 20_000
            try flipping.handleEvents(nowUs: clock.nowUs)
            try flipIfDrawn()
        }
        #expect(flips - flipsWhenIdle <= 1 && flipping.nextDeadlineUs == nil, "\(flips - flipsWhenIdle) more flips with nothing moving")
        for host in [front, back] {
            for index in host.bytes.indices {
                let x = (index % host.stride) / format.bytesPerPixel, y = index / host.stride
                let inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height && index % host.stride < host.width * format.bytesPerPixel
                if !inside, host.bytes[index] != HostBuffer.pattern(index) { Issue.record("byte \(index) outside the rectangle changed"); return }
            }
        }
        #expect(throws: PickerError.self) { try flipping.setRenderTarget(front.target(PickerRect(x: 0, y: 0, width: 100, height: 100))) }
    }

    /// Trial 38: flipping two buffers while moving the rectangle now and then left the idle picker
    /// drawing its whole rectangle every frame for ever, as the rectangle it forgot was whichever
    /// its table listed first, by address (4 runs of 10). Many moves, many runs: each ends idle.
    @Test func aHostMovingTheRectangleWhileFlippingComesToRest() throws {
        for _ in 0..<12 {
            let buffers = [HostBuffer(width: 251, height: 180, format: .xrgb8888), HostBuffer(width: 251, height: 180, format: .xrgb8888)]
            let clock = ManualClock()
            var rect = PickerRect(x: 0, y: 0, width: 200, height: 160)
            let picker = try makePicker(on: buffers[0], rect: rect, clock: clock)
            var shown = 0, turns = 0, idle = false
            while turns < 60, !idle {
                try picker.handleEvents(nowUs: clock.nowUs)
                if !picker.takeDamage().isEmpty {
                    shown ^= 1
                    // Six moves: more rectangles than the picker remembers.
                    if turns < 12, turns % 2 == 1 { rect = PickerRect(x: rect.x + 3, y: 0, width: 200, height: 160) }
                    try picker.setRenderTarget(buffers[shown].target(rect))
                }
                if let deadline = picker.nextDeadlineUs { clock.nowUs = max(clock.nowUs + 16_000, deadline) } else { idle = turns >= 12 }
                turns += 1
            }
            #expect(idle, "still drawing after \(turns) turns")
        }
    }

    /// Trial 40 flipped five buffers in turn: the picker remembered four, so each buffer that
    /// came back was forgotten, drawn whole, and flipped, for ever. A host may cycle as many
    /// buffers as the picker remembers (`PickerRenderTarget.buffersRemembered`) and still rest.
    @Test(arguments: [3, 5, PickerRenderTarget.buffersRemembered])
    func aHostCyclingManyBuffersComesToRest(count: Int) throws {
        let buffers = (0..<count).map { _ in HostBuffer(width: 251, height: 180, format: .xrgb8888) }
        let clock = ManualClock()
        let picker = try makePicker(on: buffers[0], clock: clock)
        var shown = 0, flips = 0
        for _ in 0..<(4 * count + 10) {
            try picker.handleEvents(nowUs: clock.nowUs)
            if !picker.takeDamage().isEmpty {
                flips += 1
                shown = (shown + 1) % count
                try picker.setRenderTarget(buffers[shown].target(RenderTargetTests.rect))
            }
            clock.nowUs = max(clock.nowUs + 16_000, picker.nextDeadlineUs ?? 0)
        }
        #expect(flips == count && picker.nextDeadlineUs == nil, "\(flips) flips, deadline \(String(describing: picker.nextDeadlineUs))")
    }

    /// Trial 39: a picker slid back over where it had been drew nothing there, as it remembered
    /// that place's picture, though its own drawing in between had overlapped it: the host showed
    /// another place's picture. Each place it comes back to holds its whole picture.
    @Test func aRectangleSlidBackOverItsOwnDrawingIsDrawnAgain() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let places = [10, 40, 70].map { PickerRect(x: $0, y: 20, width: 120, height: 140) }
        let clock = ManualClock()
        let picker = try makePicker(on: host, rect: places[0], clock: clock)
        try runUntilIdle(picker, clock: clock)
        _ = picker.takeDamage()
        for index in [1, 2, 1, 0] {
            try picker.setRenderTarget(host.target(places[index]))
            try runUntilIdle(picker, clock: clock)
            #expect(!picker.takeDamage().isEmpty, "moved to x = \(places[index].x)")
            let twin = HostBuffer(width: 251, height: 180, format: .xrgb8888), twinClock = ManualClock()
            try runUntilIdle(try makePicker(on: twin, rect: places[index], clock: twinClock), clock: twinClock)
            #expect(host.bytes(in: places[index]) == twin.bytes(in: places[index]), "the picture at x = \(places[index].x)")
        }
    }

    /// Trial 24: a config's `display.rotation` was accepted in a render target with no word, and
    /// nothing turned. The host lays its buffer out: the picker says so and draws upright.
    @Test func aRotationInARenderTargetIsLoggedAndNotApplied() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        var lines: [String] = []
        let json = RenderTargetTests.config.replacing(#""size": "999x999","#, with: #""size": "999x999", "display": {"rotation": 90},"#)
        #expect(json != RenderTargetTests.config)
        let picker = try Picker(configuration: PickerConfiguration(json: json), renderTarget: host.target(RenderTargetTests.rect),
                                clock: clock.pickerClock, log: { lines.append($0) })
        #expect(lines.contains { $0.hasPrefix("display.rotation: 90 is not applied to a render target") }, "\(lines)")
        // Trial 49: a backend named beside a render target went unsaid; trial 50: so did the service's sections.
        var otherLines: [String] = []
        let named = RenderTargetTests.config.replacing(#""size": "999x999","#, with: #""display": {"backend": "drm"}, "control": {"socket": "/tmp/p.sock"}, "state": {},"#)
        _ = try Picker(configuration: PickerConfiguration(json: named), renderTarget: host.target(RenderTargetTests.rect), log: { otherLines.append($0) })
        #expect(otherLines.contains("display.backend: drm is not used by a render target: the picker draws into the host's buffer"), "\(otherLines)")
        #expect(lines.contains("size: 999x999 is not used by a render target: the picker is its rectangle's \(RenderTargetTests.rect.width)x\(RenderTargetTests.rect.height)"),
                "\(lines)")
        #expect(otherLines.contains("control, state: the panel-picker service's (its control socket, saved state, MQTT); a library picker does not read them"))
        try picker.handleEvents(nowUs: clock.nowUs)
        let uprightClock = ManualClock(), uprightHost = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let upright = try makePicker(on: uprightHost, clock: uprightClock)
        try upright.handleEvents(nowUs: uprightClock.nowUs)
        #expect(Array(UnsafeRawBufferPointer(host.bytes)) == Array(UnsafeRawBufferPointer(uprightHost.bytes)))
    }

    /// Trial 29: a fling that went down 30 px below the rectangle vanished with no word. The picker
    /// still takes none of it, and says so once, at the touch's start.
    @Test func aTouchThatWentDownOffThePickerIsLogged() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        var lines: [String] = []
        let rect = RenderTargetTests.rect
        let picker = try Picker(configuration: PickerConfiguration(json: RenderTargetTests.config), renderTarget: host.target(rect),
                                clock: clock.pickerClock, log: { lines.append($0) })
        let x = Double(rect.x + 10), below = Double(rect.y + rect.height + 30)
        picker.sendInBufferCoordinates(.touch(.down, finger: 0, x: x, y: below), atUs: clock.nowUs)
        picker.sendInBufferCoordinates(.touch(.move, finger: 0, x: x, y: below - 60), atUs: clock.nowUs + 10_000)
        picker.sendInBufferCoordinates(.touch(.down, finger: 1, x: x, y: Double(rect.y + 5)), atUs: clock.nowUs)
        let off = lines.filter { $0.hasPrefix("touch: ") }
        // Named as sent, in the buffer's coordinates, beside the rectangle: trial 113's touch on its
        // own button bar was named in the picker's, and told to use the call it had used.
        #expect(off == ["touch: finger 0 went down at (\(x), \(below)) of your buffer, off the picker's rectangle \(rect): "
                        + "the picker takes no part of that touch; hand a touch to the picker it went down on"], "\(lines)")
    }

    /// Trial 112 sent a point of its buffer to `send(_:)`: the log says where it lies and which call
    /// takes buffer coordinates.
    @Test func aTouchSentInTheBuffersCoordinatesIsToldTheCallForThem() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        var lines: [String] = []
        let rect = RenderTargetTests.rect
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: RenderTargetTests.config), renderTarget: host.target(rect),
                                clock: clock.pickerClock, log: { lines.append($0) })
        let x = Double(rect.x + rect.width - 2), y = Double(rect.y + rect.height - 2)
        picker.send(.touch(.down, finger: 0, x: x, y: y))
        #expect(lines.filter { $0.hasPrefix("touch: ") }.first?.hasSuffix(
            "hand a touch to the picker it went down on; (\(x), \(y)) lies in the picker's rectangle of your buffer, \(rect): "
                + "a point in the buffer's coordinates goes through sendInBufferCoordinates(_:atUs:)") == true, "\(lines)")
    }

    /// Trial 112: a one-shot widget that a tap on its selected row confirmed looked alive, and took
    /// no more input with no word of why. The first input after says so, once.
    @Test func inputToAnEndedPickerIsSaidOnce() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        var lines: [String] = []
        let picker = try Picker(configuration: PickerConfiguration(json: RenderTargetTests.config), renderTarget: host.target(RenderTargetTests.rect),
                                clock: clock.pickerClock, log: { lines.append($0) })
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.confirm())
        picker.send(.key(.down))
        picker.send(.key(.down))
        let said = lines.filter { $0.hasPrefix("send: ") }
        #expect(said == [#"send: the picker has ended (confirmed) and takes no more input; a picker that stays on screen as a widget "#
                         + #"is a daemon ("mode": "daemon", style.mode = .daemon)"#], "\(lines)")
        let stopped = try Picker(configuration: PickerConfiguration(json: RenderTargetTests.config), renderTarget: host.target(RenderTargetTests.rect),
                                 clock: clock.pickerClock, log: { lines.append($0) })
        stopped.stop()
        stopped.send(.key(.down))
        #expect(lines.filter { $0.hasPrefix("send: ") }.count == 1, "a host's own stop is not said")
    }

    /// Trial 30: a touch off a daemon widget, which it took no part of, still gave its confirm
    /// countdown more time, and the picker confirmed again 3 s later with no input of its user's.
    @Test func aTouchOffThePickerGivesTheCountdownNoTime() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let json = #"{"mode": "daemon", "confirm": {"timeout_s": 3}, "columns": [{"items": ["a", "b"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), renderTarget: host.target(RenderTargetTests.rect),
                                clock: clock.pickerClock)
        let delegate = RecordingDelegate()
        picker.delegate = delegate
        let start = clock.nowUs
        try picker.handleEvents(nowUs: start)
        let below = Double(RenderTargetTests.rect.y + RenderTargetTests.rect.height + 30)
        for (phase, atUs) in [(PickerInput.TouchPhase.down, start + 2_000_000), (.up, start + 2_100_000)] {
            picker.sendInBufferCoordinates(.touch(phase, finger: 0, x: 60, y: below), atUs: atUs)
        }
        while clock.nowUs < start + 3_200_000 {
            clock.nowUs = min(start + 3_200_000, picker.nextDeadlineUs ?? start + 3_200_000)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        #expect(delegate.calls.filter { $0.hasPrefix("confirm") } == ["confirm a"], "confirmed 3 s after the start: \(delegate.calls)")
    }

    /// Trial 29: what power means for a widget was not said. Its state follows `sleep()` as on a
    /// panel, the picture stays (blanking is the host's), and a touch wakes it and does nothing else.
    @Test func aWidgetSleepsInStateOnlyAndATouchWakesIt() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        _ = picker.takeDamage()
        let before = Array(UnsafeRawBufferPointer(host.bytes)), selected = picker.selection
        picker.sleep()
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.powerState == .off && picker.takeDamage().isEmpty)
        #expect(Array(UnsafeRawBufferPointer(host.bytes)) == before)
        let rect = RenderTargetTests.rect
        picker.sendInBufferCoordinates(.touch(.down, finger: 0, x: Double(rect.x + 20), y: Double(rect.y + 10)), atUs: clock.nowUs)
        picker.sendInBufferCoordinates(.touch(.up, finger: 0, x: Double(rect.x + 20), y: Double(rect.y + 10)), atUs: clock.nowUs + 50_000)
        clock.nowUs += 100_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.powerState == .awake && picker.selection.map(\.value) == selected.map(\.value), "the waking tap selects nothing")
    }

    /// Trial 44: a touch that went down beside a sleeping widget, which it took no part of, woke it.
    @Test func aTouchOffASleepingWidgetLeavesItAsleep() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try picker.handleEvents(nowUs: clock.nowUs)
        picker.sleep()
        try picker.handleEvents(nowUs: clock.nowUs)
        let rect = RenderTargetTests.rect
        let beside = (x: Double(rect.x + 20), y: Double(rect.y + rect.height + 20))
        for (phase, dy) in [(PickerInput.TouchPhase.down, 0.0), (.move, -80), (.up, -80)] {
            picker.sendInBufferCoordinates(.touch(phase, finger: 0, x: beside.x, y: beside.y + dy), atUs: clock.nowUs)
            clock.nowUs += 20_000
        }
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.powerState == .off, "the host's touch, beside the picker, moved into it and lifted there")
        picker.sendInBufferCoordinates(.touch(.down, finger: 1, x: Double(rect.x + 20), y: Double(rect.y + 10)), atUs: clock.nowUs)
        clock.nowUs += 20_000
        try picker.handleEvents(nowUs: clock.nowUs)
        #expect(picker.powerState == .awake, "a touch on it wakes it")
    }

    /// The same picture as the offscreen picker of the rectangle's size, pixel for pixel.
    @Test func anXRGBTargetHoldsTheOffscreenPicture() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock(), twinClock = ManualClock()
        let rect = RenderTargetTests.rect
        let picker = try makePicker(on: host, clock: clock)
        let sized = RenderTargetTests.config.replacing("999x999", with: "\(rect.width)x\(rect.height)")
        let twin = try Picker(configuration: PickerConfiguration(json: sized), backend: .offscreen, clock: twinClock.pickerClock)
        try moveEverything(picker, clock: clock)
        try moveEverything(twin, clock: twinClock)
        let frame = twin.frame
        var differing = 0
        for y in 0..<rect.height {
            for x in 0..<rect.width where host.word(x: rect.x + x, y: rect.y + y) != frame.pixel(x: x, y: y) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(try picker.frame.pngData() == frame.pngData(), "picker.frame is the rectangle's picture")
    }

    @Test func touchesInBufferCoordinatesMoveThePickerAsThePickersOwnDo() throws {
        var selections: [[String]] = []
        for bufferCoordinates in [false, true] {
            let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
            let clock = ManualClock()
            let picker = try makePicker(on: host, clock: clock)
            try moveEverything(picker, clock: clock, bufferCoordinates: bufferCoordinates)
            selections.append(picker.selection.map(\.value))
        }
        #expect(selections[0] == selections[1])
        #expect(selections[0][0] != "09", "the drag moved the first column")
        // Taps: at the buffer's top-left corner, left of and above the picker, nothing; inside, the row under it.
        var calls: [[String]] = []
        for bufferCoordinates in [false, true] {
            let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
            let clock = ManualClock()
            let picker = try makePicker(on: host, clock: clock)
            let delegate = RecordingDelegate()
            picker.delegate = delegate
            let origin = bufferCoordinates ? (x: Double(RenderTargetTests.rect.x), y: Double(RenderTargetTests.rect.y)) : (x: 0, y: 0)
            let taps = bufferCoordinates ? [(5.0, 5.0), (origin.x + 45, origin.y + 100)] : [(45.0, 100.0)]
            for (x, y) in taps {
                for (phase, atUs) in [(PickerInput.TouchPhase.down, clock.nowUs), (.up, clock.nowUs + 50_000)] {
                    let input = PickerInput.touch(phase, finger: 0, x: x, y: y)
                    if bufferCoordinates { picker.sendInBufferCoordinates(input, atUs: atUs) } else { picker.send(input, atUs: atUs) }
                }
                clock.nowUs += 60_000
                try runUntilIdle(picker, clock: clock)
            }
            calls.append(delegate.calls)
        }
        #expect(calls[0] == calls[1])
        #expect(calls[0].contains { $0.hasPrefix("tap 0:") }, "\(calls[0])")
    }

    @Test func aDragThatLeavesTheRectangleStillMovesItsPicker() throws {
        let host = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        let clock = ManualClock()
        let picker = try makePicker(on: host, clock: clock)
        try runUntilIdle(picker, clock: clock)
        // Down just inside the first column's top (buffer y 30, the rectangle starts at 21), then every move
        // above the rectangle, slowly: only a picker that follows the finger out of its rectangle moves.
        let x = Double(RenderTargetTests.rect.x) + 45
        for (index, y) in [30.0, 10, -10, -30, -50, -50].enumerated() {
            let phase: PickerInput.TouchPhase = index == 0 ? .down : index == 5 ? .up : .move
            picker.sendInBufferCoordinates(.touch(phase, finger: 0, x: x, y: y), atUs: clock.nowUs + Int64(index) * 100_000)
        }
        clock.nowUs += 600_000
        try runUntilIdle(picker, clock: clock)
        #expect(Int(picker.selection[0].value)! > 10, "dragged up 80 px from 09: \(picker.selection[0].value)")
    }

    /// A transparent background leaves alpha 0 around the rows; composed over the host's drawing, the
    /// drawing shows there unchanged and the rows cover it.
    @Test func aTransparentBackgroundComposesOverTheHostsDrawing() throws {
        let json = RenderTargetTests.config.replacing(#""theme": {"#, with: ##""theme": {"background": "#20304000", "##)
        let layer = HostBuffer(width: 251, height: 180, format: .argb8888Premultiplied)
        let clock = ManualClock()
        let rect = RenderTargetTests.rect
        let picker = try makePicker(json, on: layer, clock: clock)
        try runUntilIdle(picker, clock: clock)
        var clear = 0, opaque = 0, partial = 0, notPremultiplied = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let pixel = layer.word(x: x, y: y), alpha = pixel >> 24
                if alpha == 0 { clear += 1 } else if alpha == 255 { opaque += 1 } else { partial += 1 }
                if (pixel >> 16) & 0xFF > alpha || (pixel >> 8) & 0xFF > alpha || pixel & 0xFF > alpha { notPremultiplied += 1 }
            }
        }
        #expect(notPremultiplied == 0)
        #expect(clear > rect.width * rect.height / 2, "most of a picker is background")
        #expect(opaque > 100 && partial > 100, "text and the band cover the host, their edges in part: \(opaque) opaque, \(partial) partial")
        // Composed over a host pattern (source over, premultiplied): where alpha is 0 the host's pixel is unchanged.
        var shown = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let source = layer.word(x: x, y: y), host = 0xFF00_0000 | UInt32(truncatingIfNeeded: x &* 2_654_435_761 &+ y)
                let composed = over(source, host)
                if source >> 24 == 0 {
                    #expect(composed == host)
                    shown += 1
                } else if source >> 24 == 255 {
                    #expect(composed == source)
                }
            }
        }
        #expect(shown == clear)
        // The same theme with an opaque background is opaque everywhere, and its colours are the XRGB picture's.
        let opaqueJSON = json.replacing("#20304000", with: "#203040ff")
        let argb = HostBuffer(width: 251, height: 180, format: .argb8888Premultiplied)
        let xrgb = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        for host in [argb, xrgb] {
            let clock = ManualClock()
            let picker = try makePicker(opaqueJSON, on: host, clock: clock)
            try runUntilIdle(picker, clock: clock)
        }
        var mismatched = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) where argb.word(x: x, y: y) != (xrgb.word(x: x, y: y) | 0xFF00_0000) { mismatched += 1 }
        }
        #expect(mismatched == 0)
    }

    /// Premultiplied source over an opaque destination, per channel, rounded.
    func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - source >> 24
        var result: UInt32 = 0xFF00_0000
        for shift: UInt32 in [16, 8, 0] {
            let channel = (source >> shift) & 0xFF + ((destination >> shift) & 0xFF * inverse + 127) / 255
            result |= Swift.min(255, channel) << shift
        }
        return result
    }

    @Test func anRGB565TargetHoldsTheXRGBPictureNarrowed() throws {
        let rect = RenderTargetTests.rect
        let narrow = HostBuffer(width: 251, height: 180, format: .rgb565)
        let wide = HostBuffer(width: 251, height: 180, format: .xrgb8888)
        for host in [narrow, wide] {
            let clock = ManualClock()
            let picker = try makePicker(on: host, clock: clock)
            try moveEverything(picker, clock: clock)
        }
        var mismatched = 0
        for y in rect.y..<(rect.y + rect.height) {
            for x in rect.x..<(rect.x + rect.width) {
                let pixel = wide.word(x: x, y: y)
                let r = ((pixel >> 16) & 0xFF) * 31 + 127, g = ((pixel >> 8) & 0xFF) * 63 + 127, b = (pixel & 0xFF) * 31 + 127
                if narrow.word(x: x, y: y) != (r / 255) << 11 | (g / 255) << 5 | (b / 255) { mismatched += 1 }
            }
        }
        #expect(mismatched == 0)
    }

    @Test func aTargetThatDoesNotFitIsRefusedSayingWhy() throws {
        let host = HostBuffer(width: 100, height: 50, format: .xrgb8888, padding: 0)
        let cases: [(PickerRect, Int, String)] = [
            (PickerRect(x: -1, y: 0, width: 16, height: 16), 400, "render target: rect 16x16 at x = -1, y = 0 starts outside the buffer: x and y must be 0 or more"),
            (PickerRect(x: 90, y: 0, width: 16, height: 16), 400, "render target: rect 16x16+90+0 ends at x = 106, past a row of 100 xrgb8888 pixels (stride 400)"),
            (PickerRect(x: 0, y: 40, width: 16, height: 16), 400, "render target: rect 16x16+0+40 ends at y = 56, past the buffer's 20000 bytes (stride 400)"),
            // Trial 36: past both edges, the bottom came only once the right was mended.
            (PickerRect(x: 90, y: 40, width: 16, height: 16), 400,
             "render target: rect 16x16+90+40 ends at x = 106, past a row of 100 xrgb8888 pixels (stride 400); also it ends at y = 56, past the buffer's 50 rows"),
            // The width in pixels where the bytes belong.
            (PickerRect(x: 0, y: 0, width: 100, height: 16), 100,
             "render target: rect 100x16+0+0 ends at x = 100, past a row of 25 xrgb8888 pixels (stride 100); stride counts bytes: if a row is 100 pixels, pass 100 × 4 = 400"),
            (PickerRect(x: 0, y: 0, width: 16, height: 16), 0, "render target: stride 0 must be above 0 (bytes from one row to the next)"),
        ]
        for (rect, stride, message) in cases {
            #expect(throws: PickerError(.badInput, message)) {
                try PickerRenderTarget(buffer: host.bytes, stride: stride, format: .xrgb8888, rect: rect)
            }
        }
        // A right stride and a rectangle placed past the right edge: no word about the stride.
        let tall = HostBuffer(width: 100, height: 400, format: .xrgb8888, padding: 0)
        #expect(throws: PickerError(.badInput, "render target: rect 40x16+70+0 ends at x = 110, past a row of 100 xrgb8888 pixels (stride 400)")) {
            try PickerRenderTarget(buffer: tall.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: 70, y: 0, width: 40, height: 16))
        }
        // The last pixel of the last row fits exactly, with no padding after it.
        let fits = try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: 84, y: 34, width: 16, height: 16))
        #expect(fits.rect.width == 16)
    }

    /// A rectangle lower than a row: the band could not be seen whole, so the picker is refused, in the
    /// config's words, at the rectangle's size (the config's own 800x480 held the rows). Trial 28: it
    /// said to give "a larger size" (style.height, from Swift), which a render target does not read.
    @Test func aRectangleLowerThanARowIsRefused() throws {
        let host = HostBuffer(width: 100, height: 100, format: .xrgb8888, padding: 0)
        let target = try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: 0, y: 0, width: 100, height: 40))
        let configuration = try PickerConfiguration(json: #"{"columns": [{"items": ["a"]}]}"#)
        let error = #expect(throws: PickerError.self) { try Picker(configuration: configuration, renderTarget: target) }
        #expect(error?.message.hasSuffix("row_height: rows of the default 48 px (no row_height given) do not fit on a picker 40 px tall; give a row_height of at most 40 px or a larger picker (the render target's rectangle, or the display)") == true,
                "\(error?.message ?? "")")
    }

    @Test func aDataSourcePickerInARectangleLowerThanARowIsToldToGrowTheRectangle() throws {
        let host = HostBuffer(width: 100, height: 100, format: .xrgb8888, padding: 0)
        let target = try host.target(PickerRect(x: 0, y: 0, width: 16, height: 16))
        let error = #expect(throws: PickerError.self) { try Picker(dataSource: StyleTests.Words(), style: StyleTests.style, renderTarget: target) }
        #expect(error?.message == "style.rowHeight: rows of the default 48 px (no rowHeight given) do not fit on a picker 16 px tall; give a rowHeight of at most 16 px or a larger picker "
                + "(the render target's rectangle, or the display)", "\(error?.message ?? "")")
    }

    /// Trial 34: seven rows of 100 px in a 200x200 rectangle were first refused at the style's
    /// default 480 px ("at most 3 fit"), and once three were given, at the rectangle's 200 ("at most
    /// 1 fit"). A style whose size was not set is checked at the rectangle's size alone, once.
    @Test func aStyleWithNoSizeIsCheckedAtTheRectanglesSize() throws {
        let host = HostBuffer(width: 200, height: 200, format: .xrgb8888, padding: 0)
        let target = try host.target(PickerRect(x: 0, y: 0, width: 200, height: 200))
        var style = PickerStyle()
        style.rowHeight = 100
        style.visibleRows = 7
        let error = #expect(throws: PickerError.self) { try Picker(dataSource: StyleTests.Words(), style: style, renderTarget: target) }
        #expect(error?.message == "style.visibleRows: 7 rows of 100 px do not fit on a picker 200 px tall; at most 1 fit", "\(error?.message ?? "")")
        style.visibleRows = 1
        _ = try Picker(dataSource: StyleTests.Words(), style: style, renderTarget: target)
        // Set, the style's size is what a picker offscreen is, and the rows are checked against it at once.
        style.height = 150
        style.visibleRows = 3
        #expect(throws: PickerError(.badInput, "style.visibleRows: 3 rows of 100 px do not fit on a picker 150 px tall (the size it was given); at most 1 fit")) {
            try PickerConfiguration(dataSource: StyleTests.Words(), style: style)
        }
    }

    /// Any Int in a rectangle, a stride or a byte count is refused in words or gives a target that lies
    /// inside the buffer; none traps on an overflow (`Int.max - 10 + 20` did).
    @Test func anyIntValuesAreRefusedOrFitNeverTrapping() throws {
        let host = HostBuffer(width: 100, height: 100, format: .xrgb8888, padding: 0)
        #expect(throws: PickerError(.badInput, "render target: rect 20x20+9223372036854775797+0 ends past the largest Int (9223372036854775807): no buffer holds it")) {
            try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: Int.max - 10, y: 0, width: 20, height: 20))
        }
        #expect(throws: PickerError(.badInput, "render target: rect 20x20+0+9223372036854775797 ends past the largest Int (9223372036854775807): no buffer holds it")) {
            try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: 0, y: Int.max - 10, width: 20, height: 20))
        }
        #expect(throws: PickerError(.badInput, "render target: the byte count is negative (-1)")) {
            try PickerRenderTarget(pixels: host.bytes.baseAddress!, byteCount: -1, stride: 400, format: .xrgb8888, rect: PickerRect(x: 0, y: 0, width: 20, height: 20))
        }
        let values = [Int.min, -1, 0, 1, 16, 400, Int.max / 4, Int.max / 2, Int.max - 10, Int.max]
        var fitted = 0
        for x in values {
            for y in values {
                for side in values {
                    for stride in values + [Int.max - 3] {
                        for byteCount in [-1, 0, host.bytes.count] {
                            let rect = PickerRect(x: x, y: y, width: side, height: side)
                            guard let target = try? PickerRenderTarget(pixels: host.bytes.baseAddress!, byteCount: byteCount, stride: stride,
                                                                       format: .xrgb8888, rect: rect) else { continue }
                            #expect((target.rect.y + side - 1) * stride + (target.rect.x + side) * 4 <= host.bytes.count, "\(rect) stride \(stride)")
                            fitted += 1
                        }
                        let frame = try? PickerFrame(copying: UnsafeRawBufferPointer(host.bytes), width: x, height: y, stride: stride, format: .xrgb8888)
                        if let frame { #expect(frame.width * 4 <= stride && (frame.height - 1) * stride + frame.width * 4 <= host.bytes.count) }
                    }
                }
            }
        }
        #expect(fitted > 0, "some rectangles fit")
    }

    /// A rectangle past the row with a right stride: read as pixels, 400 would hold its row, but not its 16 rows
    /// in a buffer of 48 rows of 400 bytes, so no stride in pixels is suggested.
    @Test func aTrueOverflowWithARightStrideSuggestsNoStrideInPixels() {
        let host = HostBuffer(width: 100, height: 48, format: .xrgb8888, padding: 0)
        #expect(throws: PickerError(.badInput, "render target: rect 16x16+90+0 ends at x = 106, past a row of 100 xrgb8888 pixels (stride 400)")) {
            try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: PickerRect(x: 90, y: 0, width: 16, height: 16))
        }
    }

    @Test(arguments: [(PickerPixelFormat.xrgb8888, 398, "render target: stride 398 is not a whole number of xrgb8888 pixels (4 bytes each): rows would start between pixels"),
                      (.rgb565, 401, "render target: stride 401 is not a whole number of rgb565 pixels (2 bytes each): rows would start between pixels")])
    func aStrideOfPartPixelsIsRefused(format: PickerPixelFormat, stride: Int, message: String) {
        let host = HostBuffer(width: 100, height: 50, format: format, padding: 0)
        #expect(throws: PickerError(.badInput, message)) {
            try PickerRenderTarget(buffer: host.bytes, stride: stride, format: format, rect: PickerRect(x: 0, y: 0, width: 16, height: 16))
        }
    }

    /// A picker's size is the rectangle's, so the config's `size` limits hold for it.
    @Test(arguments: [(PickerRect(x: 0, y: 0, width: 0, height: 16), "0x16"), (PickerRect(x: 0, y: 0, width: 15, height: 40), "15x40"),
                      (PickerRect(x: 0, y: 0, width: 40, height: 8), "40x8")])
    func aRectangleSmallerThanAPickerIsRefusedAsAConfigsSizeIs(rect: PickerRect, size: String) {
        let host = HostBuffer(width: 100, height: 50, format: .xrgb8888, padding: 0)
        #expect(throws: PickerError(.badInput, "render target: rect \(rect): expected a width and height from 16 to 8192, got \(size)")) {
            try PickerRenderTarget(buffer: host.bytes, stride: 400, format: .xrgb8888, rect: rect)
        }
        #expect(throws: PickerError(.badInput, "config: size: expected a width and height from 16 to 8192, got \(size)")) {
            try PickerConfiguration(json: #"{"size": "\#(size)", "columns": [{"items": ["a"]}]}"#)
        }
    }

    @Test func aFrameCopiesABufferSmallerThanAPicker() throws {
        let host = HostBuffer(width: 8, height: 4, format: .xrgb8888, padding: 0)
        let frame = try PickerFrame(copying: UnsafeRawBufferPointer(host.bytes), width: 8, height: 4, stride: 32, format: .xrgb8888)
        #expect(frame.width == 8 && frame.height == 4)
        // A size that does not fit is named after this call: there is no render target, nor a rect of the caller's.
        #expect(throws: PickerError(.badInput, "PickerFrame(copying:): a frame of 8x5 ends at y = 5, past the buffer's 128 bytes (stride 32)")) {
            try PickerFrame(copying: UnsafeRawBufferPointer(host.bytes), width: 8, height: 5, stride: 32, format: .xrgb8888)
        }
        #expect(throws: PickerError(.badInput, "PickerFrame(copying:): the buffer is empty (0 bytes)")) {
            try PickerFrame(copying: UnsafeRawBufferPointer(start: nil, count: 0), width: 8, height: 4, stride: 32, format: .xrgb8888)
        }
    }

    /// Trial 82 drew its cup icon through the library and saved it with `pngData()`: an RGB PNG,
    /// whose transparent corners came back as black squares on every row. A frame with alpha (a copy
    /// of an ARGB buffer) is an RGBA PNG with straight alpha; an XRGB frame stays RGB.
    @Test func anARGBFramesPNGKeepsItsAlpha() throws {
        // Opaque red, half-covered green (premultiplied 0x80: 0x40 of 0x80 is half), and nothing.
        var pixels: [UInt32] = [0xFF_FF0000, 0x80_004000, 0x00_000000, 0xFF_0000FF]
        let png = try pixels.withUnsafeMutableBytes { bytes in
            try PickerFrame(copying: UnsafeRawBufferPointer(bytes), width: 2, height: 2, stride: 8, format: .argb8888Premultiplied).pngData()
        }
        #expect(png[25] == 6, "colour type RGBA")
        let image = try PNGCodec.decode(png, name: "frame")
        #expect(Array(image.pixels) == [0xFF, 0, 0, 0xFF, 0, 0x80, 0, 0x80, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF])
        let opaque = try pixels.withUnsafeMutableBytes { bytes in
            try PickerFrame(copying: UnsafeRawBufferPointer(bytes), width: 2, height: 2, stride: 8, format: .xrgb8888).pngData()
        }
        #expect(opaque[25] == 2, "colour type RGB")
    }

    @Test func aBackgroundsOpacityIsTwoHexDigitsAfterTheColour() throws {
        // "#12345éf" is nine bytes of UTF-8 ending in a hex digit, none of them an opacity.
        for bad in ["#2030400", "#20304000f", "#203040+f", "#203040gg", "#12345éf", "#é345678ff", "transparent"] {
            let json = #"{"theme": {"background": "\#(bad)"}, "columns": [{"items": ["a"]}]}"#
            #expect(throws: PickerError(.badInput, ##"config: theme.background: expected a colour as "#rrggbb", or "#rrggbbaa" with an opacity from 00 (transparent) to ff, got the string "\##(bad)""##)) {
                try PickerConfiguration(json: json)
            }
        }
        // Shown over black where nothing is behind it: #ff000080 on a panel is a half-dark red.
        let picker = try Picker(configuration: PickerConfiguration(json: ##"{"size": "32x32", "row_height": 16, "theme": {"background": "#ff000080"}, "columns": [{"items": ["."]}]}"##),
                                backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        #expect(picker.frame.pixel(x: 0, y: 0) == 0x80_0000)
    }

    @Test func aFramesRawBytesAreItsPixels() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: RenderTargetTests.config.replacing("999x999", with: "160x48")),
                                backend: .offscreen)
        try picker.handleEvents(nowUs: picker.clock.nowUs())
        let frame = picker.frame
        #expect(frame.bytesPerRow == 160 * 4)
        let mismatched = frame.withUnsafeBytes { bytes in
            #expect(bytes.count == 160 * 4 * 48)
            return (0..<48).flatMap { y in (0..<160).map { x in (x, y) } }.filter { x, y in
                bytes.load(fromByteOffset: y * frame.bytesPerRow + x * 4, as: UInt32.self) != frame.pixel(x: x, y: y)
            }.count
        }
        #expect(mismatched == 0)
        #expect(frame.withUnsafeBytes { $0.contains { $0 != 0 } }, "a picture, not an empty buffer")
    }
}

extension RenderTargetTests {
    /// Trial 7 (issue 31): a data source's picker had to be made through a configuration to draw into a
    /// render target; made from the data source, it draws what that one draws, in its rectangle only,
    /// and keeps its data source for reloadData().
    @Test func aDataSourcesPickerDrawsIntoARenderTargetAsItsConfigurationDoes() throws {
        let (direct, throughConfiguration) = (HostBuffer(width: 260, height: 200, format: .xrgb8888),
                                              HostBuffer(width: 260, height: 200, format: .xrgb8888))
        let words = StyleTests.Words()
        let clock = ManualClock()
        let picker = try Picker(dataSource: words, style: StyleTests.style, renderTarget: direct.target(Self.rect), clock: clock.pickerClock)
        let configured = try Picker(configuration: PickerConfiguration(dataSource: words, style: StyleTests.style),
                                    renderTarget: throughConfiguration.target(Self.rect), clock: clock.pickerClock)
        try picker.handleEvents(nowUs: clock.nowUs)
        try configured.handleEvents(nowUs: clock.nowUs)
        #expect(picker.frame.width == Self.rect.width && picker.frame.height == Self.rect.height, "its size is the rectangle's")
        #expect(direct.bytesChangedOutside(Self.rect).isEmpty)
        #expect(Array(direct.bytes) == Array(throughConfiguration.bytes))
        words.words = ["delta", "beta", "gamma"]
        try picker.reloadData()
        #expect(picker.selection.map(\.value) == ["delta"])
    }
}

/// Trial 27: a host had no way to ask how large a picker should be. `preferredSize()` answers for a
/// config and for a data source's, and the host gives the picker a rectangle that size.
@Suite struct PreferredSizeTests {
    @Test func aHostGivesThePickerItsPreferredSize() throws {
        let configuration = try PickerConfiguration(json: #"{"size": "320x240", "sections": [{"date": {"month_names": "fr", "selected": "2024-09-14"}}]}"#)
        let size = try configuration.preferredSize()
        #expect(size.height == 240 && size.width > 320, "the 320 px panel shrank the font for \"septembre\"")
        #expect(size.description == "\(size.width)x240")
        let host = HostBuffer(width: size.width + 20, height: size.height + 20, format: .xrgb8888)
        let rect = PickerRect(x: 10, y: 10, width: size.width, height: size.height)
        let picker = try Picker(configuration: configuration, renderTarget: host.target(rect))
        try picker.handleEvents(nowUs: 0)
        #expect(host.bytesChangedOutside(rect).isEmpty)
        #expect(picker.selection.map(\.text) == ["14", "septembre", "2024"], "French puts the day first")
    }

    @Test func aTitleNoPanelHoldsIsRefusedByName() throws {
        let configuration = try PickerConfiguration(json: #"{"columns": [{"items": ["\#(String(repeating: "W", count: 600))"]}]}"#)
        #expect(throws: PickerError.self) { try configuration.preferredSize() }
        do { _ = try configuration.preferredSize() } catch {
            #expect(error.message.contains("no picker up to 8192 px wide shows every row whole"), "\(error.message)")
        }
    }
}
