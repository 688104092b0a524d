import PickerCore

extension PickerRenderer {
    /// The cached sprite for a row in one style, built on first use. Each column keeps the
    /// rows it showed recently, so a frame neither formats row titles nor hashes them again.
    func sprite(_ column: PickerColumn, index: Int, row rowIndex: Int, highlighted: Bool, crossRange: Range<Int>) -> RowSprite {
        let wrapped = column.wrap(rowIndex)
        let memo = rowMemos[index]
        if memo.column != column || memo.sprites.count > 96 {
            memo.column = column
            memo.sprites = [:]
        }
        let style = highlighted ? 1 : 0
        if let sprite = memo.sprites[wrapped]?[style] { return sprite }
        let row = column.row(wrapped)
        let room = axis == .vertical ? max(1, crossRange.count - 2 * paddingPx) : crossRange.count
        let key = RowCache.Key(text: row.title ?? "", imagePath: row.imagePath, highlighted: highlighted, crossRoomPx: room)
        let image = row.imagePath.flatMap(image(at:))
        let font = highlighted ? theme.highlightFont : theme.font
        let builder = RowSpriteBuilder(axis: axis, rowExtentPx: layout.rowHeightPx, crossRoomPx: room)
        let sprite = cache.sprite(key) { builder.sprite(text: row.title ?? "", image: image, font: font) }
        memo.sprites[wrapped, default: [nil, nil]][style] = sprite
        return sprite
    }

    /// A row image; one the model gained after start-up is loaded on first use, and
    /// one that cannot be read is left out (its row still shows its text).
    private func image(at path: String) -> RGBAImage? {
        if let image = images[path] { return image }
        guard let image = try? PNGCodec.read(path: path) else { return nil }
        images[path] = image
        return image
    }

    /// Where an unscaled sprite sits across the column: aligned as the column asks in a
    /// vertical picker, centred in a horizontal one.
    func placement(of sprite: RowSprite, in column: PickerColumn, crossRange: Range<Int>) -> Range<Int> {
        let start: Int
        switch (axis, column.alignment) {
        case (.vertical, .left): start = crossRange.lowerBound + paddingPx
        case (.vertical, .right): start = crossRange.upperBound - paddingPx - sprite.length
        default: start = crossRange.lowerBound + (crossRange.count - sprite.length) / 2
        }
        return start..<(start + sprite.length)
    }

    /// Draws the rows of one column inside `clip` (already inside the column and the viewport).
    ///
    /// Walks the scanlines along the scroll axis; each looks up the unrolled position it
    /// shows, finds the row and the line within it, and takes that line from the row's
    /// highlighted sprite inside the band and from its regular sprite outside. A row
    /// crossing the band edge is therefore split exactly at the edge.
    func paintRows(_ surface: Surface, column index: Int, _ column: PickerColumn, offsetPx: Fixed, clip: Rect) {
        let cross = surface.crossRange(layout.columnFrames[index])
        let clipCross = surface.crossRange(clip).clamped(to: cross)
        let band = surface.scrollRange(layout.band)
        let viewportStart = surface.scrollRange(layout.viewport).lowerBound
        let pitch256 = layout.pitchPx << 8, height256 = layout.rowHeightPx << 8
        let offset256 = Int(offsetPx.raw >> 8)
        let twiceCentre = 2 * cross.lowerBound + cross.count
        var memoRow = Int.min, memoDisabled = false
        var memoSprites: [RowSprite?] = [nil, nil]
        for u in surface.scrollRange(clip) {
            let line = lines[u - viewportStart]
            guard line.light256 > 0 else { continue }
            let content = line.flat256 + offset256
            let row = floorDivide(content + pitch256 / 2, pitch256)
            var within = content - row * pitch256
            var scale16 = line.crossScale16
            if let rowScale16 {
                let distance = abs(row * pitch256 - offset256)
                scale16 = max(6554, 65536 - (65536 - rowScale16) * distance / height256)
                within = within * 65536 / scale16
            }
            let line256 = within + height256 / 2
            guard line256 > -256, line256 < height256 else { continue }
            guard column.isInfinite || (0..<column.rowCount).contains(row) else { continue }
            if row != memoRow {
                memoRow = row
                memoDisabled = column.isDisabled(row)
                memoSprites = [nil, nil]
            }
            let highlighted = band.contains(u)
            let style = highlighted ? 1 : 0
            let sprite: RowSprite
            if let cached = memoSprites[style] {
                sprite = cached
            } else {
                sprite = self.sprite(column, index: index, row: row, highlighted: highlighted, crossRange: cross)
                memoSprites[style] = sprite
            }
            let alpha = highlighted ? line.light256 : (line.light256 * theme.dim256) >> 8
            let color = memoDisabled ? theme.disabledText : highlighted ? theme.highlightText : theme.text
            drawLine(
                surface, u: u, sprite: sprite, line256: line256,
                start: placement(of: sprite, in: column, crossRange: cross).lowerBound,
                scale16: scale16, twiceCentre: twiceCentre, clipCross: clipCross,
                color: color, alpha256: alpha)
        }
    }

    /// One sprite line, interpolated between its two nearest source lines, scaled about the column centre.
    /// Only the ink span of those lines is touched.
    private func drawLine(
        _ surface: Surface, u: Int, sprite: RowSprite, line256: Int, start: Int, scale16: Int,
        twiceCentre: Int, clipCross: Range<Int>, color: UInt32, alpha256: Int
    ) {
        let upper = (line256 >> 8) - sprite.firstLine, fraction = line256 & 255
        let lower = upper + 1
        let hasUpper = upper >= 0 && upper < sprite.storedLines
        let hasLower = fraction != 0 && lower >= 0 && lower < sprite.storedLines
        var inkLow = Int.max, inkHigh = Int.min
        if hasUpper {
            inkLow = Int(sprite.inkStart[upper])
            inkHigh = Int(sprite.inkEnd[upper])
        }
        if hasLower && sprite.inkStart[lower] < sprite.inkEnd[lower] {
            inkLow = min(inkLow, Int(sprite.inkStart[lower]))
            inkHigh = max(inkHigh, Int(sprite.inkEnd[lower]))
        }
        guard inkLow < inkHigh else { return }
        let first: Int, end: Int, k16: Int, step16: Int
        if scale16 == 65536 {
            first = max(clipCross.lowerBound, start + inkLow)
            end = min(clipCross.upperBound, start + inkHigh)
            k16 = (first - start) << 16
            step16 = 65536
        } else {
            let left2 = twiceCentre + ((2 * (start + inkLow) - 4 - twiceCentre) * scale16) >> 16
            let right2 = twiceCentre + ((2 * (start + inkHigh) + 4 - twiceCentre) * scale16) >> 16
            first = max(clipCross.lowerBound, floorDivide(left2, 2))
            end = min(clipCross.upperBound, (right2 + 1) / 2 + 1)
            // Stepping from the column centre (not from the clip's edge) gives every pixel the
            // same sample position however the frame is clipped, so damage repaints match full frames.
            step16 = (1 << 32) / scale16
            let middle = twiceCentre >> 1
            let middleK16 = ((2 * middle + 1 - twiceCentre) << 31) / scale16 + (twiceCentre - 2 * start - 1) * 32768
            k16 = middleK16 + (first - middle) * step16
        }
        guard first < end else { return }
        let target = surface.pixel(u: u, v: first)
        let stepWords = surface.lineStepWords
        let length = sprite.length
        scratch.reserve(length)
        sprite.coverage.withUnsafeBufferPointer { coverage in
            let base = coverage.baseAddress!
            let source: UnsafePointer<UInt8>
            if fraction == 0 {
                source = base + upper * length
            } else {
                let blended = scratch.coverage
                let weightLower = fraction, weightUpper = 256 - fraction
                for k in inkLow..<inkHigh {
                    let a = hasUpper ? Int(base[upper * length + k]) : 0
                    let b = hasLower ? Int(base[lower * length + k]) : 0
                    blended[k] = UInt8(truncatingIfNeeded: (a * weightUpper + b * weightLower) >> 8)
                }
                source = UnsafePointer(blended)
            }
            SpanBlend.coverage(
                source, ink: inkLow..<inkHigh, k16: k16, step16: step16,
                into: target, stepWords: stepWords, count: end - first, color: color, alpha256: UInt32(alpha256))
        }
        guard !sprite.image.isEmpty else { return }
        sprite.image.withUnsafeBufferPointer { image in
            let blended = scratch.image
            for k in inkLow..<inkHigh {
                let a = hasUpper ? image[upper * length + k] : 0
                let b = hasLower ? image[lower * length + k] : 0
                blended[k] = SpanBlend.lerp(a, b, UInt32(fraction))
            }
            SpanBlend.image(
                blended, ink: inkLow..<inkHigh, k16: k16, step16: step16,
                into: target, stepWords: stepWords, count: end - first, alpha256: UInt32(alpha256))
        }
    }
}

/// Division rounding towards negative infinity (rows above the first have negative indices).
@inline(__always) func floorDivide(_ a: Int, _ b: Int) -> Int {
    let quotient = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
}
