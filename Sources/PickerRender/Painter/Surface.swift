import PickerCore

/// An XRGB8888 buffer seen as words, with the scroll axis abstracted: a "line"
/// runs across the scroll axis (a pixel row in a vertical picker, a pixel column
/// in a horizontal one).
struct Surface {
    let base: UnsafeMutablePointer<UInt32>
    let strideWords: Int
    let bounds: Rect
    let vertical: Bool

    init(_ buffer: PixelBuffer, vertical: Bool) {
        base = buffer.bytes.bindMemory(to: UInt32.self, capacity: buffer.byteCount / 4)
        strideWords = buffer.stride / 4
        bounds = buffer.bounds
        self.vertical = vertical
    }

    /// The pixel at scroll coordinate `u`, cross coordinate `v`.
    @inline(__always) func pixel(u: Int, v: Int) -> UnsafeMutablePointer<UInt32> {
        vertical ? base + u * strideWords + v : base + v * strideWords + u
    }

    /// Words between neighbours along a line.
    var lineStepWords: Int { vertical ? 1 : strideWords }

    func fill(_ rect: Rect, _ color: UInt32) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // One row by pattern, the rest copied from it: memcpy's wide stores beat a 32-bit fill loop.
        let first = base + area.y * strideWords + area.x
        first.update(repeating: color, count: area.width)
        for y in (area.y + 1)..<area.maxY {
            (base + y * strideWords + area.x).update(from: first, count: area.width)
        }
    }

    /// Scroll range (`start`, `end`) of a rectangle.
    func scrollRange(_ rect: Rect) -> Range<Int> { vertical ? rect.y..<rect.maxY : rect.x..<rect.maxX }
    /// Cross range of a rectangle.
    func crossRange(_ rect: Rect) -> Range<Int> { vertical ? rect.x..<rect.maxX : rect.y..<rect.maxY }

    /// A rectangle from scroll and cross ranges.
    func rect(scroll: Range<Int>, cross: Range<Int>) -> Rect {
        vertical
            ? Rect(x: cross.lowerBound, y: scroll.lowerBound, width: cross.count, height: scroll.count)
            : Rect(x: scroll.lowerBound, y: cross.lowerBound, width: scroll.count, height: cross.count)
    }
}
