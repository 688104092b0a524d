import PickerCore

/// A row's content rasterised once: text coverage and an optional premultiplied
/// image, stored as lines along the scroll axis so the painter can walk them
/// whatever the picker's orientation.
///
/// The row is `lineCount` lines long (`row_height`), each `length` pixels across;
/// only the lines from `firstLine` that hold ink are stored, and each stored line
/// knows the span across it that holds ink, so the painter skips empty pixels.
final class RowSprite {
    let lineCount: Int
    let length: Int
    let firstLine: Int
    let storedLines: Int
    /// Text coverage 0...255, `length` bytes a stored line; empty when the sprite holds only an image
    /// (an icon), and while it is `packed`.
    private(set) var coverage: [UInt8]
    /// The coverage as runs, while no frame draws the sprite: the row cache packs the sprites not
    /// drawn for a few frames (`RowCache.keptDenseFrames`), and unpacks them before they are drawn.
    private var packed: CoverageRuns?
    /// The last frame that drew the sprite (`RowCache`'s count).
    var lastUsedFrame = 0
    /// Premultiplied `0xAARRGGBB`, `length` words a stored line; empty when the row has no image.
    let image: [UInt32]
    /// Per stored line, the ink's first pixel and one past its last (equal when the line is empty).
    let inkSpans: [InkSpan]
    /// Whether the row's text runs right to left, so its start is its right end.
    let isRightToLeft: Bool
    /// A rich row's parts, each a sprite of its own `offset` pixels across from this one's start,
    /// so the painter walks only their ink and not the empty room between them; this sprite then
    /// stores no lines itself. Secondary parts (the detail line, the trailing text) take the
    /// row's detail colour. Empty for a plain row.
    let pieces: [RowSprite.Piece]

    /// 16-bit ends in one array: a line is never longer than a panel's side (8192 px at most), and two
    /// arrays of 32-bit ends took 272 bytes more a sprite, 32 KiB of the 1080p time picker's 120.
    struct InkSpan {
        var start: UInt16
        var end: UInt16
    }

    struct Piece {
        var offset: Int
        var sprite: RowSprite
        var isSecondary: Bool
    }

    /// Crops planes that hold the row's lines `lines` (`length` bytes or words a line; the
    /// row's other lines are empty) to the lines holding ink. A plane that holds just those
    /// lines is kept, not copied: the builders draw only the lines their content reaches.
    init(lineCount: Int, length: Int, lines: Range<Int>, coverage: [UInt8], image: [UInt32], isRightToLeft: Bool) {
        self.lineCount = lineCount
        self.length = length
        self.isRightToLeft = isRightToLeft
        pieces = []
        let searched = lines.clamped(to: 0..<lineCount)
        var spans = [InkSpan](repeating: InkSpan(start: 0, end: 0), count: searched.count)
        var first = lineCount, last = -1
        coverage.withUnsafeBufferPointer { coverage in
            image.withUnsafeBufferPointer { image in
                for line in searched {
                    let offset = (line - lines.lowerBound) * length
                    let text = coverage.isEmpty ? nil : RowSprite.inkSpan(coverage.baseAddress! + offset, count: length)
                    let picture = image.isEmpty ? nil : RowSprite.inkSpan(UnsafeBufferPointer(rebasing: image[offset..<(offset + length)]))
                    guard let span = Range.hull(text, picture) else { continue }
                    spans[line - searched.lowerBound] = InkSpan(start: UInt16(span.lowerBound), end: UInt16(span.upperBound))
                    first = min(first, line)
                    last = line
                }
            }
        }
        guard last >= 0 else {
            (firstLine, storedLines, self.coverage, self.image, inkSpans) = (0, 0, [], [], [])
            return
        }
        firstLine = first
        storedLines = last - first + 1
        let range = ((first - lines.lowerBound) * length)..<((last + 1 - lines.lowerBound) * length)
        self.coverage = coverage.isEmpty || range == coverage.indices ? coverage : Array(coverage[range])
        self.image = image.isEmpty || range == image.indices ? image : Array(image[range])
        let stored = (first - searched.lowerBound)..<(last + 1 - searched.lowerBound)
        inkSpans = Array(spans[stored])
    }

    /// A rich row made of `pieces`, placed as one sprite `length` wide.
    init(lineCount: Int, length: Int, isRightToLeft: Bool, pieces: [RowSprite.Piece]) {
        self.lineCount = lineCount
        self.length = length
        self.isRightToLeft = isRightToLeft
        self.pieces = pieces
        firstLine = 0
        storedLines = 0
        coverage = []
        image = []
        inkSpans = []
    }

    /// First to one past the last non-zero byte of a line; nil when it is all zero.
    /// Most of a row is empty, so the scan skips zeros eight bytes a step.
    private static func inkSpan(_ line: UnsafePointer<UInt8>, count: Int) -> Range<Int>? {
        let words = UnsafeRawPointer(line)
        var start = 0
        while start + 8 <= count && words.loadUnaligned(fromByteOffset: start, as: UInt64.self) == 0 { start += 8 }
        while start < count && line[start] == 0 { start += 1 }
        guard start < count else { return nil }
        var end = count
        while end - 8 >= start && words.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) == 0 { end -= 8 }
        while line[end - 1] == 0 { end -= 1 }
        return start..<end
    }

    /// First to one past the last non-zero pixel of an image line; nil when it is all transparent.
    private static func inkSpan(_ line: UnsafeBufferPointer<UInt32>) -> Range<Int>? {
        guard let first = line.firstIndex(where: { $0 != 0 }), let last = line.lastIndex(where: { $0 != 0 }) else { return nil }
        return first..<(last + 1)
    }

    /// Whether drawing the row's line at `line256` (1/256 px from the row's top) takes anything
    /// from this sprite: a part of a rich row holds only some of the row's lines.
    @inline(__always) func shows(line256: Int) -> Bool {
        let upper = (line256 >> 8) - firstLine
        return stores(upper) || (line256 & 255 != 0 && stores(upper + 1))
    }

    /// Whether stored line `line` (counted from `firstLine`) exists.
    @inline(__always) func stores(_ line: Int) -> Bool { line >= 0 && line < storedLines }

    /// The ink across stored line `line`; nil when the line is not stored or empty.
    @inline(__always) func ink(_ line: Int) -> Range<Int>? {
        guard stores(line) else { return nil }
        let span = inkSpans[line]
        guard span.start < span.end else { return nil }
        return Int(span.start)..<Int(span.end)
    }

    /// The span across the sprite that holds ink on any of its lines; nil when none does.
    var inkHull: Range<Int>? {
        (0..<storedLines).reduce(nil) { hull, line in Range.hull(hull, ink(line)) }
    }

    /// The bytes the sprite takes while it is drawn, its coverage unpacked: the row cache's budget counts these.
    var byteCount: Int {
        (hasText ? storedLines * length : 0) + image.count * 4 + inkSpans.count * MemoryLayout<InkSpan>.stride
            + pieces.reduce(0) { $0 + $1.sprite.byteCount }
    }

    /// Whether the sprite (not its pieces) has text coverage, packed or not.
    private var hasText: Bool { !coverage.isEmpty || packed != nil }

    /// Keeps the coverage (and its pieces') as runs, where they take less room; it must be
    /// unpacked before it is drawn again.
    func pack() {
        for piece in pieces { piece.sprite.pack() }
        guard packed == nil, !coverage.isEmpty else { return }
        let runs = coverage.withUnsafeBufferPointer { plane in
            CoverageRuns(plane.baseAddress!, length: length, lineCount: storedLines) { self.ink($0) }
        }
        guard runs.byteCount < coverage.count else { return }
        packed = runs
        coverage = []
    }

    /// The coverage (and its pieces') dense again, as it was built.
    func unpack() {
        for piece in pieces { piece.sprite.unpack() }
        guard let packed else { return }
        coverage = packed.decoded(lineCount: storedLines, length: length)
        self.packed = nil
    }

    /// The sprite's coverage is packed (its own or a piece's).
    var isPacked: Bool { packed != nil || pieces.contains { $0.sprite.isPacked } }
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
    let direction: TextDirection
    /// The coverage, in 256ths, a rich row's detail and trailing text are drawn at
    /// (`RenderTheme.secondaryCoverage256`).
    var secondaryCoverage256 = RenderTheme.dimmedSecondaryCoverage256
    /// The row is disabled and its title struck through (`theme.strike_disabled`).
    var strikesTitle = false

    /// Lays out an optional image and text and rasterises them with `font` (`bandFont`: the
    /// band's, in which a vertical row's text start is decided, `verticalPlainRoom`).
    func sprite(text: String, image: RowImage?, font: Font, bandFont: Font? = nil, leading: ColumnLeading = ColumnLeading()) -> RowSprite {
        switch axis {
        case .vertical: return verticalSprite(text: text, image: image, font: font, bandFont: bandFont ?? font, leading: leading)
        case .horizontal: return horizontalSprite(text: text, image: image, font: font)
        }
    }

    /// Image then text, side by side, centred on the row's middle line; a right-to-left row
    /// puts the image at its start, the right. The column's `leading` may leave the image out, or
    /// start the text further in.
    private func verticalSprite(text: String, image: RowImage?, font: Font, bandFont: Font, leading: ColumnLeading) -> RowSprite {
        let (icon, start, textRoom) = verticalPlainRoom(text: text, image: image, leading: leading, bandFont: bandFont)
        let run = text.isEmpty ? nil : TextRun(text, font: font, direction: direction, maxWidthPx: textRoom)
        let rightToLeft = run?.isRightToLeft ?? (direction == .rtl)
        let ink = run.map { strikesTitle ? $0.ink(font: font).struck(font: font) : $0.ink(font: font) } ?? TextRun.Ink(left: 0, right: 0, rows: nil)
        let textWidth = ink.right - ink.left
        let length = max(1, start + textWidth)
        let textStart = rightToLeft ? 0 : start
        let iconStart = rightToLeft ? length - (icon?.width ?? 0) : 0
        let baseline = (rowExtentPx * 64 + font.ascender26 + font.descender26 + 64) / 128
        let iconTop = (rowExtentPx - (icon?.height ?? 0)) / 2
        // The planes hold only the lines the glyphs and the icon reach, not the whole row.
        let lines = (Range.hull(ink.rows(baselineY: baseline), icon.map { iconTop..<(iconTop + $0.height) }) ?? 0..<0)
            .clamped(to: 0..<rowExtentPx)
        var canvas = AlphaCanvas(width: length, height: lines.count)
        run?.draw(into: &canvas, font: font, originX: textStart - ink.left, baselineY: baseline - lines.lowerBound, struck: strikesTitle ? ink : nil)
        var pixels: [UInt32] = []
        if let icon, let image {
            pixels = iconPlane(image, icon, count: length * lines.count) { x, y in
                (iconTop + y - lines.lowerBound) * length + iconStart + x
            }
        }
        return RowSprite(
            lineCount: rowExtentPx, length: length, lines: lines, coverage: canvas.coverage, image: pixels,
            isRightToLeft: rightToLeft)
    }

    /// Between a vertical row's icon and its text, a fifth of the row, from 4 px to 12: rows grown
    /// for large text kept 22 px beside a lock, and "mesh" left its lock out to stay whole.
    var iconGapPx: Int { max(4, min(12, rowExtentPx / 5)) }

    /// A plain row's image as it is scaled (nil where the column leaves it out), where its text
    /// starts (after the image and a gap, and at the column's shared title start at the least),
    /// and the room left for the text. The shared start gives way where it would cut the text in
    /// the band's font `bandFont`: "Hidden ne…" stood beside 100 px kept for other rows' icons.
    func verticalPlainRoom(text: String, image: RowImage?, leading: ColumnLeading = ColumnLeading(), bandFont: Font? = nil)
        -> (icon: (width: Int, height: Int)?, textStart: Int, textRoom: Int)
    {
        let icon = leading.iconsLeftOut ? nil : image.map { fit($0, maxWidth: crossRoomPx, maxHeight: rowExtentPx * 7 / 10) }
        let iconPx = icon?.width ?? 0
        let ownStart = iconPx + (icon != nil && !text.isEmpty ? iconGapPx : 0)
        var start = text.isEmpty ? iconPx : max(ownStart, leading.titleStartPx)
        if start > ownStart, let bandFont,
           wholeInkPx(text, font: bandFont) > crossRoomPx - start {
            start = ownStart
        }
        return (icon, start, max(1, crossRoomPx - start))
    }

    /// The room a horizontal item `itemPx` wide leaves its text and image: an eighth of the item
    /// (4 px at least) stays clear between neighbours.
    static func horizontalContentRoomPx(itemPx: Int) -> Int { max(1, itemPx - max(4, itemPx / 8)) }

    /// Image above text, both centred along the item; stored transposed (a line per pixel column).
    private func horizontalSprite(text: String, image: RowImage?, font: Font) -> RowSprite {
        let room = RowSpriteBuilder.horizontalContentRoomPx(itemPx: rowExtentPx)
        let icon = image.map { fit($0, maxWidth: room, maxHeight: crossRoomPx * 6 / 10) }
        let run = text.isEmpty ? nil : TextRun(text, font: font, direction: direction, maxWidthPx: room)
        let gap = icon != nil && run != nil ? max(4, font.pixelSize / 4) : 0
        let textHeight = run != nil ? font.lineHeightPx : 0
        let height = max(1, (icon?.height ?? 0) + gap + textHeight)
        var canvas = AlphaCanvas(width: rowExtentPx, height: height)
        if let run {
            let ink = run.ink(font: font)
            let left = (rowExtentPx - ink.width) / 2 - ink.left
            run.draw(into: &canvas, font: font, originX: left, baselineY: height - textHeight + (font.ascender26 + 32) / 64, struck: strikesTitle ? ink : nil)
        }
        var coverage = [UInt8](repeating: 0, count: rowExtentPx * height)
        for y in 0..<height {
            for x in 0..<rowExtentPx { coverage[x * height + y] = canvas.coverage[y * rowExtentPx + x] }
        }
        var pixels: [UInt32] = []
        if let icon, let image {
            let left = (rowExtentPx - icon.width) / 2
            pixels = iconPlane(image, icon, count: rowExtentPx * height) { x, y in (left + x) * height + y }
        }
        return RowSprite(lineCount: rowExtentPx, length: height, lines: 0..<rowExtentPx, coverage: coverage, image: pixels,
            isRightToLeft: run?.isRightToLeft ?? false)
    }

    /// An image plane of `count` words with the scaled icon's pixel (x, y) stored at `index(x, y)`.
    func iconPlane(_ image: RowImage, _ icon: (width: Int, height: Int), count: Int, index: (Int, Int) -> Int) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: count)
        let scaled = image.premultiplied(width: icon.width, height: icon.height)
        for y in 0..<icon.height {
            for x in 0..<icon.width { pixels[index(x, y)] = scaled[y * icon.width + x] }
        }
        return pixels
    }

    /// The image's size scaled down (never up) to fit the box, keeping its aspect ratio.
    func fit(_ image: RowImage, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        RowSpriteBuilder.fit(width: image.width, height: image.height, maxWidth: maxWidth, maxHeight: maxHeight)
    }

    /// A `width`×`height` image's size scaled down (never up) to fit the box, keeping its aspect ratio.
    static func fit(width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> (width: Int, height: Int) {
        let boxWidth = max(1, maxWidth), boxHeight = max(1, maxHeight)
        if width <= boxWidth && height <= boxHeight { return (width, height) }
        if width * boxHeight > height * boxWidth {
            return (boxWidth, max(1, height * boxWidth / width))
        }
        return (max(1, width * boxHeight / height), boxHeight)
    }

}
