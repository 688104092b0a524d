import PickerCore
import PickerSystem
import Testing
@testable import PickerRender

/// Frames compared with reference PNGs in `Golden/`. To accept new pictures after a
/// deliberate change, rewrite them and look at them before committing:
///
///     PANEL_PICKER_UPDATE_GOLDEN=1 swift test --filter GoldenTests
@Suite struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Extra scroll per column in px, on top of the selection.
        var scrollPx: [Fixed] = []
        var format = PixelFormat.xrgb8888
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "wheel-indicator"),
        Case(name: "wheel-scrolling-depth", scrollPx: [Fixed(ratio: 27, 2), Fixed(-11)]),
        Case(name: "flat-spacing-overlay", scrollPx: [.zero, Fixed(ratio: 35, 4)]),
        Case(name: "flat-row-scale", scrollPx: [Fixed(13)]),
        Case(name: "horizontal-wheel", scrollPx: [Fixed(-20)]),
        Case(name: "sections-disabled"),
        Case(name: "images-band-image", scrollPx: [Fixed(9), Fixed(-14)]),
        Case(name: "fallback-ellipsis-rgb565", format: .rgb565),
        // Issue 29: "5G" in a Noto Sans Hebrew Regular row falls back to a regular face, in the bold band too
        // (the band's chain is the theme's one regular file; it was drawn in Noto Sans Bold).
        Case(name: "fallback-weight"),
        // Text above FontFace.largestHintedPixelSize, drawn from unhinted outlines.
        Case(name: "flat-large-text"),
        // Kerned Latin, Arabic, Persian, Hebrew, Hindi, Thai stacked marks, Vietnamese in NFD,
        // mixed-direction rows and mirrored brackets, each row's direction from its first strong character.
        Case(name: "scripts-auto"),
        // theme.direction rtl on a horizontal wheel: the items run right to left (row 3 is left of the band).
        Case(name: "horizontal-rtl", scrollPx: [Fixed(20)]),
        // align start and end: each row by its own direction (Hebrew and Arabic rows start at the right).
        Case(name: "align-start-end"),
        // Rich rows: each part alone and all together, on a flat column with a leading-image row in the band.
        Case(name: "rich-parts-flat"),
        // A wheel with the all-parts row in the band, and a Hebrew one below it with leading and trailing swapped.
        Case(name: "rich-all-wheel", scrollPx: [Fixed(7)]),
        // Horizontal items stack their parts; the all-parts item in the band.
        Case(name: "rich-horizontal"),
        // A column too narrow for the parts: each is cut with an ellipsis, the title keeping the most room.
        Case(name: "rich-narrow"),
        // Rows with fonts of their own: a fontconfig pattern, a size, a file, a detail font; the sized row in the band.
        Case(name: "rich-fonts"),
        // Rows with fonts of their own inside the band (highlight_font, highlight_font_size, detail_highlight_font and its size):
        // each column has another row in the band, and the right one is scrolled so the band cuts a row in two.
        Case(name: "rich-highlight-fonts", scrollPx: [.zero, Fixed(22)]),
        // theme.preset high-contrast on a wheel: far rows at full brightness, a disabled row, yellow band text and lines.
        Case(name: "high-contrast-wheel", scrollPx: [.zero, Fixed(9)]),
        // theme.large_text with a 40 px H on a 480x320 wheel: rows grown from 40 px, the band's H foreshortened no lower than 40.
        Case(name: "large-text-wheel", scrollPx: [Fixed(-12)]),
    ]

    @Test(arguments: cases)
    func frameMatchesItsReferencePicture(_ golden: Case) throws {
        let directory = RenderFixture.goldenDirectory
        let bytes = try FileSystem.readFile("\(directory)/\(golden.name).json")
        let config = try PickerConfig.parse(bytes, directory: directory)
        // Laid out as `panel-picker render` lays it out (large text, dates sized from the fonts).
        let (model, layout, renderer) = try PickerRenderer.sizing(config: config, model: PickerModel(config: config))
        var offsets = model.columns.map { layout.offset(forRow: $0.selectedRow) }
        for (index, scroll) in golden.scrollPx.enumerated() { offsets[index] += scroll }
        let buffer = PixelBuffer(width: layout.width, height: layout.height, format: golden.format)
        renderer.render(model: model, offsets: offsets, into: buffer)

        let path = "\(directory)/\(golden.name).png"
        if FileSystem.environment("PANEL_PICKER_UPDATE_GOLDEN") == "1" {
            try PNGCodec.write(buffer, to: path)
        }
        let reference = try PNGCodec.read(path: path)
        #expect(reference.width == buffer.width && reference.height == buffer.height)
        let actual = buffer.rgbBytes()
        var differing = 0
        for index in 0..<(reference.width * reference.height) where index * 3 + 2 < actual.count {
            for channel in 0..<3 where reference.pixels[index * 4 + channel] != actual[index * 3 + channel] {
                differing += 1
            }
        }
        #expect(differing == 0, "\(differing) channel values differ from \(path)")
    }
}
