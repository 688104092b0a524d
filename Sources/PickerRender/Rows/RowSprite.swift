/// A row's content rasterised once: text coverage and an optional premultiplied
/// image, stored as lines along the scroll axis so the painter can walk them
/// whatever the picker's orientation.
///
/// `lineCount` is the row's extent along the scroll axis (`row_height`), each
/// line `length` pixels across; the painter places the sprite across the column.
struct RowSprite {
    let lineCount: Int
    let length: Int
    /// Text coverage 0...255, `length` bytes a line.
    let coverage: [UInt8]
    /// Premultiplied `0xAARRGGBB`, `length` words a line; empty when the row has no image.
    let image: [UInt32]

    var byteCount: Int { coverage.count + image.count * 4 }
}

/// Rasterises row content into sprites.
struct RowSpriteBuilder {
    enum Axis: Equatable {
        /// Rows stack top to bottom; a sprite line is a pixel row.
        case vertical
        /// Items run left to right; a sprite line is a pixel column.
        case horizontal
    }

    let axis: Axis
    /// Extent of a row along the scroll axis.
    let rowExtentPx: Int
    /// Room across the scroll axis for the content (column width less padding in a vertical picker).
    let crossRoomPx: Int

    /// Lays out an optional image and text and rasterises them with `font`.
    func sprite(text: String, image: RGBAImage?, font: Font) -> RowSprite {
        switch axis {
        case .vertical: return verticalSprite(text: text, image: image, font: font)
        case .horizontal: return horizontalSprite(text: text, image: image, font: font)
        }
    }

    /// Image then text, side by side, centred on the row's middle line.
    private func verticalSprite(text: String, image: RGBAImage?, font: Font) -> RowSprite {
        let icon = image.map { fit($0, maxWidth: crossRoomPx, maxHeight: rowExtentPx * 7 / 10) }
        let gap = icon != nil && !text.isEmpty ? max(4, rowExtentPx / 5) : 0
        let textRoom = max(1, crossRoomPx - (icon?.width ?? 0) - gap)
        let run = text.isEmpty ? nil : TextRun(text, font: font, maxWidthPx: textRoom)
        let ink = run.map { inkSpan($0, font: font) } ?? (left: 0, right: 0)
        let textStart = (icon?.width ?? 0) + gap
        let length = max(1, textStart + ink.right - ink.left)
        var canvas = AlphaCanvas(width: length, height: rowExtentPx)
        if let run {
            let baseline = (rowExtentPx * 64 + font.ascender26 + font.descender26 + 64) / 128
            run.draw(into: &canvas, font: font, originX: textStart - ink.left, baselineY: baseline)
        }
        var pixels: [UInt32] = []
        if let icon, let image {
            pixels = [UInt32](repeating: 0, count: length * rowExtentPx)
            let scaled = image.premultipliedScaled(toWidth: icon.width, height: icon.height)
            let top = (rowExtentPx - icon.height) / 2
            for y in 0..<icon.height {
                for x in 0..<icon.width { pixels[(top + y) * length + x] = scaled[y * icon.width + x] }
            }
        }
        return RowSprite(lineCount: rowExtentPx, length: length, coverage: canvas.coverage, image: pixels)
    }

    /// Image above text, both centred along the item; stored transposed (a line per pixel column).
    private func horizontalSprite(text: String, image: RGBAImage?, font: Font) -> RowSprite {
        let room = max(1, rowExtentPx - max(4, rowExtentPx / 8))
        let icon = image.map { fit($0, maxWidth: room, maxHeight: crossRoomPx * 6 / 10) }
        let run = text.isEmpty ? nil : TextRun(text, font: font, maxWidthPx: room)
        let gap = icon != nil && run != nil ? max(4, font.pixelSize / 4) : 0
        let textHeight = run != nil ? font.lineHeightPx : 0
        let height = max(1, (icon?.height ?? 0) + gap + textHeight)
        var canvas = AlphaCanvas(width: rowExtentPx, height: height)
        if let run {
            let ink = inkSpan(run, font: font)
            let left = (rowExtentPx - (ink.right - ink.left)) / 2 - ink.left
            run.draw(into: &canvas, font: font, originX: left, baselineY: height - textHeight + (font.ascender26 + 32) / 64)
        }
        var coverage = [UInt8](repeating: 0, count: rowExtentPx * height)
        for y in 0..<height {
            for x in 0..<rowExtentPx { coverage[x * height + y] = canvas.coverage[y * rowExtentPx + x] }
        }
        var pixels: [UInt32] = []
        if let icon, let image {
            pixels = [UInt32](repeating: 0, count: rowExtentPx * height)
            let scaled = image.premultipliedScaled(toWidth: icon.width, height: icon.height)
            let left = (rowExtentPx - icon.width) / 2
            for y in 0..<icon.height {
                for x in 0..<icon.width { pixels[(left + x) * height + y] = scaled[y * icon.width + x] }
            }
        }
        return RowSprite(lineCount: rowExtentPx, length: height, coverage: coverage, image: pixels)
    }

    /// The image's size scaled down (never up) to fit the box, keeping its aspect ratio.
    private func fit(_ image: RGBAImage, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let boxWidth = max(1, maxWidth), boxHeight = max(1, maxHeight)
        if image.width <= boxWidth && image.height <= boxHeight { return (image.width, image.height) }
        if image.width * boxHeight > image.height * boxWidth {
            return (boxWidth, max(1, image.height * boxWidth / image.width))
        }
        return (max(1, image.width * boxHeight / image.height), boxHeight)
    }

    /// Leftmost and rightmost pixel the run touches, relative to its pen start:
    /// the advance box widened by any ink that overhangs it.
    private func inkSpan(_ run: TextRun, font: Font) -> (left: Int, right: Int) {
        var left = 0, right = run.widthPx
        for placed in run.glyphs {
            let bitmap = font.glyph(placed.glyph, face: placed.face)
            guard bitmap.width > 0 else { continue }
            let start = ((placed.x26 + 32) >> 6) + bitmap.left
            left = min(left, start)
            right = max(right, start + bitmap.width)
        }
        return (left, right)
    }
}
