import PickerCore
import PickerSystem
import PickerTestSupport
import Testing
@testable import PickerRender

/// The glyphs we draw, compared with HarfBuzz's own command-line shaper (`hb-shape`,
/// package libharfbuzz-bin) run on the same font file, size and text: glyph ids and
/// positions must be identical, so the test fails if our runs, directions, scripts or
/// scale drift from what HarfBuzz does on its own.
@Suite struct ShapingOracleTests {
    static let hbShape = "/usr/bin/hb-shape"
    static let noto = "/usr/share/fonts/truetype/noto/"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let fontPath: String
        let text: String
        /// Drawn with this built-in face (whose layout tables are the process's shared `ShapingFace`)
        /// rather than opened from `fontPath`, which holds the same bytes for hb-shape.
        var builtIn: BuiltInFont?
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "kerned Latin", fontPath: RenderFixture.regularFontPath, text: "AVAWAY"),
        Case(name: "kerned Latin, built-in face", fontPath: RenderFixture.regularFontPath, text: "AVAWAY To", builtIn: .dejaVuSans),
        Case(name: "marks on letters with no precomposed form, built-in face", fontPath: RenderFixture.regularFontPath, text: "q\u{0303}w\u{0323}\u{0302} x\u{0304}", builtIn: .dejaVuSans),
        Case(name: "Arabic", fontPath: noto + "NotoSansArabic-Regular.ttf", text: "العربية"),
        Case(name: "Persian", fontPath: noto + "NotoSansArabic-Regular.ttf", text: "فارسی"),
        Case(name: "Hebrew", fontPath: noto + "NotoSansHebrew-Regular.ttf", text: "עברית"),
        Case(name: "Hindi", fontPath: noto + "NotoSansDevanagari-Regular.ttf", text: "हिन्दी"),
        Case(name: "Thai, stacked marks", fontPath: noto + "NotoSansThai-Regular.ttf", text: "ผู้ใช้ที่นี่"),
        // NFD: the tone and vowel marks are separate combining code points.
        Case(name: "Vietnamese, NFD", fontPath: RenderFixture.regularFontPath, text: "Tie\u{0302}\u{0301}ng Vie\u{0323}\u{0302}t"),
    ]

    /// One glyph as hb-shape prints it: `gid=cluster@dx,dy+ax` (offsets only when non-zero).
    struct OracleGlyph: Equatable {
        var glyph: UInt32
        var x26: Int
        var y26: Int
    }

    @Test(arguments: cases)
    func drawnGlyphsEqualHbShape(_ testCase: Case) throws {
        try #require(FileSystem.isReadable(ShapingOracleTests.hbShape), "scripts/setup installs libharfbuzz-bin")
        try #require(FileSystem.isReadable(testCase.fontPath), "scripts/setup installs fonts-noto-core")
        let pixelSize = 32
        let library = try FreeTypeLibrary()
        let font = try Font(sources: [testCase.builtIn.map { .builtIn($0) } ?? .file(testCase.fontPath)], pixelSize: pixelSize, library: library)
        let drawn = TextRun(testCase.text, font: font, direction: .auto).glyphs.map {
            OracleGlyph(glyph: $0.glyph, x26: $0.x26, y26: $0.y26)
        }
        // hb-shape's --font-size is its scale; 64 units a pixel is FreeType's 26.6, the renderer's unit.
        // hb-shape decodes its text argument in the locale's charset: in the POSIX locale (no LANG,
        // as after `su - user`) that is ASCII, and every non-Latin case fails with "Invalid byte sequence".
        let process = try ChildProcess("/usr/bin/env", [
            "LC_ALL=C.UTF-8", ShapingOracleTests.hbShape, "--font-funcs=ft", "--font-size=\(pixelSize * 64)", "--no-glyph-names", testCase.fontPath, testCase.text,
        ])
        process.wait()
        try #require(process.exitCode == 0, "hb-shape: \(process.output)")
        let expected = try ShapingOracleTests.parse(process.output)
        #expect(drawn.count > 0)
        #expect(drawn == expected)
    }

    /// Turns `[36=0+1270|57=1@-10,20+1270]` into glyphs placed along a pen, as the renderer places them.
    static func parse(_ output: String) throws -> [OracleGlyph] {
        var line = output.split(separator: "\n").first.map(String.init) ?? ""
        line.removeAll { $0 == "[" || $0 == "]" }
        var pen26 = 0
        return try line.split(separator: "|").map { item in
            let glyphAndRest = item.split(separator: "=", maxSplits: 1)
            let positions = glyphAndRest.count == 2 ? glyphAndRest[1].split(separator: "+", maxSplits: 1) : []
            guard glyphAndRest.count == 2, positions.count == 2, let glyph = UInt32(glyphAndRest[0]) else {
                throw RenderError("hb-shape printed \(item), not gid=cluster@dx,dy+ax")
            }
            var offset = (x: 0, y: 0)
            if let at = positions[0].split(separator: "@", maxSplits: 1).dropFirst().first {
                let parts = at.split(separator: ",").compactMap { Int($0) }
                guard parts.count == 2 else { throw RenderError("hb-shape printed offsets \(at)") }
                offset = (parts[0], parts[1])
            }
            guard let advance = Int(positions[1].split(separator: ",")[0]) else { throw RenderError("hb-shape printed advance \(positions[1])") }
            defer { pen26 += advance }
            return OracleGlyph(glyph: glyph, x26: pen26 + offset.x, y26: offset.y)
        }
    }
}
