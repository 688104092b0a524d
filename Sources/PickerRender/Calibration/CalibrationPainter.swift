import PickerCore

/// The calibration screen (`panel-picker calibrate`): the theme's background,
/// one crosshair target, and a line of instruction drawn through the same
/// text path as rows, in the theme's font and text colour.
package final class CalibrationPainter {
    package let width: Int
    package let height: Int
    private let background: UInt32
    private let ink: UInt32
    private let accent: UInt32
    private let font: Font
    private let library: FreeTypeLibrary
    private let picture: PixelBuffer

    /// Opens the theme's font at a size that fits a sentence across the panel.
    /// - Throws: `RenderError` naming a font that cannot be opened.
    package init(theme: ThemeConfig, width: Int, height: Int) throws(RenderError) {
        self.width = max(1, width)
        self.height = max(1, height)
        background = theme.background.xrgb
        ink = theme.text.xrgb
        accent = theme.tint.xrgb
        do {
            library = try FreeTypeLibrary()
            // About 36 characters across the shorter side's width: a short instruction fits a 320 px panel.
            let size = max(10, min(self.width, self.height * 2) / 36)
            // The theme's font as rows get it: patterns through fontconfig, and its fallback for what the font lacks.
            font = try RenderTheme.font(theme.fonts, key: "theme.font", builtIn: .dejaVuSans, style: "",
                                        pixelSize: size, library: library)
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError("\(error)")
        }
        picture = PixelBuffer(width: self.width, height: self.height, format: .xrgb8888)
    }

    /// How long a crosshair's arms are from its centre, px.
    package var armPx: Int { max(10, min(width, height) / 20) }

    /// Draws the whole screen into `buffer` (any format; the picture is composed in XRGB8888
    /// and converted once) and returns the rectangle it changed.
    package func render(target: PicturePoint?, instruction: String, into buffer: PixelBuffer) -> [Rect] {
        picture.fill(picture.bounds, xrgb: background)
        if let target {
            let arm = armPx
            // Arms 3 px thick centred on the target's pixel, with a gap at the centre so the finger
            // aims at a spot rather than covering a line.
            for (start, end) in [(-arm, -3), (4, arm + 1)] {
                picture.fill(Rect(x: target.x + start, y: target.y - 1, width: end - start, height: 3), xrgb: ink)
                picture.fill(Rect(x: target.x - 1, y: target.y + start, width: 3, height: end - start), xrgb: ink)
            }
            picture.fill(Rect(x: target.x - 1, y: target.y - 1, width: 3, height: 3), xrgb: accent)
        }
        let width = self.width, height = self.height
        let label = TextLabel(text: instruction, font: font, maxWidthPx: width - 2 * armPx) { labelWidth, labelHeight in
            // A third of the way down, clear of every target row (10 %, 50 %, 70 %, 90 %).
            ((width - labelWidth) / 2, height * 3 / 10 - labelHeight / 2)
        }
        label.paint(Surface(picture, vertical: true), clip: picture.bounds, color: ink)
        buffer.copy(buffer.bounds, from: picture)
        return [buffer.bounds]
    }
}
