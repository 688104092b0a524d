import PickerCore
import Testing
@testable import PickerRender

/// Sprites that no frame drew lately keep their coverage as runs (`CoverageRuns`, `RowCache`):
/// unpacked, they must be byte for byte what was built, and every frame drawn as before.
@Suite struct PackedSpriteTests {
    @Test(arguments: [("00", BuiltInFont.dejaVuSans), ("59", .dejaVuSans), ("00", .dejaVuSansBold), ("48", .dejaVuSansBold)])
    func digitsUnpackAsBuiltFromLessRoom(text: String, face: BuiltInFont) throws {
        let library = try FreeTypeLibrary()
        let font = try RenderTheme.font(nil, key: "theme.font", builtIn: face, style: "", pixelSize: 72, library: library)
        let run = TextRun(text, font: font, direction: .ltr)
        let ink = run.ink(font: font)
        var canvas = AlphaCanvas(width: ink.width + 6, height: 90)
        run.draw(into: &canvas, font: font, originX: 3 - ink.left, baselineY: 70)
        let sprite = RowSprite(lineCount: 90, length: canvas.width, lines: 0..<90, coverage: canvas.coverage, image: [], isRightToLeft: false)
        let built = sprite.coverage
        let bytes = sprite.byteCount

        sprite.pack()
        #expect(sprite.isPacked && sprite.coverage.isEmpty)
        #expect(sprite.byteCount == bytes, "the cache's budget counts a sprite as drawn")
        sprite.unpack()
        #expect(!sprite.isPacked && sprite.coverage == built)
    }

    /// Runs at both ends of a line, zero gaps either side of the longest kept inside a run,
    /// an empty line between stored ones, full coverage either side of the shortest kept as a
    /// run of its own, and a last line that ends in ink (decoding writes whole words).
    @Test func runsUnpackAtTheLinesEdgesAndAcrossGaps() {
        let lines: [[UInt8]] = [
            [255] + [UInt8](repeating: 0, count: 38) + [1],
            [UInt8](repeating: 0, count: 40),
            [0, 0, 9] + [UInt8](repeating: 0, count: 7) + [8] + [UInt8](repeating: 0, count: 8) + [7, 6] + [UInt8](repeating: 0, count: 19),
            [UInt8](repeating: 255, count: 12) + [128] + [UInt8](repeating: 255, count: 8) + [7] + [UInt8](repeating: 255, count: 18),
        ]
        let plane = Array(lines.joined())
        let sprite = RowSprite(lineCount: 6, length: 40, lines: 1..<5, coverage: plane, image: [], isRightToLeft: false)

        sprite.pack()
        #expect(sprite.isPacked)
        sprite.unpack()
        #expect(sprite.coverage == plane)
    }

    /// Planes of every width from 1 to 70 px, made of stretches of zeros, full coverage and
    /// edges of every length (a fixed pseudo-random sequence): each unpacks byte for byte.
    @Test func planesOfEveryShapeUnpackByteForByte() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        var packed = 0
        for length in 1...70 {
            var plane: [UInt8] = []
            while plane.count < length * 9 {
                let stretch = 1 + next(20)
                switch next(3) {
                case 0: plane += [UInt8](repeating: 0, count: stretch)
                case 1: plane += [UInt8](repeating: 255, count: stretch)
                default: plane += (0..<stretch).map { _ in UInt8(1 + next(254)) }
                }
            }
            plane = Array(plane.prefix(length * 9))
            let sprite = RowSprite(lineCount: 9, length: length, lines: 0..<9, coverage: plane, image: [], isRightToLeft: false)
            let stored = sprite.coverage
            sprite.pack()
            if sprite.isPacked { packed += 1 }
            sprite.unpack()
            #expect(sprite.coverage == stored, "\(length) px")
        }
        #expect(packed > 50, "only \(packed) of 70 planes took less room as runs")
    }

    /// A column scrolled away and back: its rows were packed while out of view and are drawn
    /// from the unpacked coverage, every pixel as a renderer that never packed draws them.
    @Test func rowsScrolledBackDrawAsBefore() throws {
        let json = #"""
        {"size": "240x200", "row_height": 40, "visible_rows": 5,
         "columns": [{"id": "a", "range": {"from": 0, "to": 59, "format": "%02d"}, "selected": 10}]}
        """#
        let scrolled = try RenderFixture(json)
        let buffer = PixelBuffer(width: scrolled.layout.width, height: scrolled.layout.height, format: .xrgb8888)
        let start = scrolled.selectedOffsets[0]
        var packedSeen = false
        for step in Array(0...30) + Array((0...30).reversed()) {
            let offsets = [start + Fixed(step * 13)]
            scrolled.renderer.render(model: scrolled.model, offsets: offsets, into: buffer)
            packedSeen = packedSeen || scrolled.renderer.cache.packedCount > 0
            let fresh = try RenderFixture(json).frame(offsets: offsets)
            #expect(buffer.pixels == fresh.pixels, "step \(step)")
        }
        #expect(packedSeen)
    }
}
