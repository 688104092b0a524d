/// An 8-bit coverage image, `width` bytes a row, used to compose a row's text
/// before it is cached.
struct AlphaCanvas {
    let width: Int
    let height: Int
    var coverage: [UInt8]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        coverage = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// Full coverage over `columns` × `rows`, clipped: a line drawn through text.
    mutating func fill(columns: Range<Int>, rows: Range<Int>) {
        let across = columns.clamped(to: 0..<width)
        for row in rows.clamped(to: 0..<height) {
            for column in across { coverage[row * width + column] = 255 }
        }
    }

    /// Puts `source` at (`x`, `y`), keeping the larger coverage where glyphs overlap; clipped.
    mutating func stamp(_ source: [UInt8], width sourceWidth: Int, height sourceHeight: Int, x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + sourceWidth)
        let top = max(0, y), bottom = min(height, y + sourceHeight)
        guard left < right, top < bottom else { return }
        let canvasWidth = width, count = right - left
        source.withUnsafeBufferPointer { source in
            coverage.withUnsafeMutableBufferPointer { coverage in
                for row in top..<bottom {
                    let from = source.baseAddress! + (row - y) * sourceWidth + (left - x)
                    let into = coverage.baseAddress! + row * canvasWidth + left
                    for column in 0..<count { into[column] = max(into[column], from[column]) }
                }
            }
        }
    }
}
