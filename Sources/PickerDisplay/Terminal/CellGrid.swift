import PickerCore
import PickerRender

/// A frame shrunk to terminal character cells, two pixels a cell: the upper
/// half block "▀" takes the top pixel as its foreground colour and the bottom
/// pixel as its background, so cells come out square on common fonts.
struct CellGrid: Equatable {
    struct Cell: Equatable {
        var top: RGBColor
        var bottom: RGBColor
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(top: RGBColor(red: 0, green: 0, blue: 0), bottom: RGBColor(red: 0, green: 0, blue: 0)), count: columns * rows)
    }

    subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }

    /// The mapping between frame pixels and grid pixels (the grid has `rows * 2` pixel rows).
    struct Scale: Equatable {
        /// Frame pixels per grid pixel, the same on both axes so circles stay round.
        let framePixelsPerCellPixel: Double
        let frameWidth: Int
        let frameHeight: Int

        init(frameWidth: Int, frameHeight: Int, columns: Int, rows: Int) {
            self.frameWidth = frameWidth
            self.frameHeight = frameHeight
            framePixelsPerCellPixel = max(Double(frameWidth) / Double(max(columns, 1)), Double(frameHeight) / Double(max(rows * 2, 1)), 1)
        }

        /// The frame pixels one grid pixel covers.
        func frameSpan(_ gridPixel: Int, limit: Int) -> Range<Int> {
            let start = min(Int(Double(gridPixel) * framePixelsPerCellPixel), limit)
            let end = min(max(Int(Double(gridPixel + 1) * framePixelsPerCellPixel), start + 1), limit)
            return start..<end
        }

        /// The grid pixels that show any of `rect`'s frame pixels.
        func gridPixels(covering rect: Rect) -> (x: Range<Int>, y: Range<Int>) {
            let s = framePixelsPerCellPixel
            return (Int(Double(rect.x) / s)..<Int((Double(rect.maxX) / s).rounded(.up)), Int(Double(rect.y) / s)..<Int((Double(rect.maxY) / s).rounded(.up)))
        }

        /// The frame point under the centre of a terminal cell's upper or lower half (1-based cell coordinates, as mouse reports give).
        func framePoint(cellColumn: Int, cellRow: Int) -> (x: Int, y: Int) {
            let x = (Double(cellColumn - 1) + 0.5) * framePixelsPerCellPixel
            let y = (Double(cellRow - 1) * 2 + 1) * framePixelsPerCellPixel
            return (min(Int(x), frameWidth - 1), min(Int(y), frameHeight - 1))
        }
    }

    /// Recomputes the cells that show `damage` by averaging the frame pixels each grid pixel covers.
    mutating func update(from frame: PixelBuffer, scale: Scale, damage: [Rect]) {
        for rect in damage {
            let (xs, ys) = scale.gridPixels(covering: rect.intersection(frame.bounds))
            for gridY in ys where gridY / 2 < rows {
                let frameRows = scale.frameSpan(gridY, limit: frame.height)
                for gridX in xs where gridX < columns {
                    let color = CellGrid.average(frame, columns: scale.frameSpan(gridX, limit: frame.width), rows: frameRows)
                    let index = (gridY / 2) * columns + gridX
                    if gridY % 2 == 0 { cells[index].top = color } else { cells[index].bottom = color }
                }
            }
        }
    }

    private static func average(_ frame: PixelBuffer, columns: Range<Int>, rows: Range<Int>) -> RGBColor {
        guard !columns.isEmpty, !rows.isEmpty else { return RGBColor(red: 0, green: 0, blue: 0) }
        var red = 0, green = 0, blue = 0
        for y in rows {
            for x in columns {
                let pixel = frame.xrgb(x: x, y: y)
                red += Int(pixel >> 16 & 0xFF); green += Int(pixel >> 8 & 0xFF); blue += Int(pixel & 0xFF)
            }
        }
        let count = columns.count * rows.count
        return RGBColor(red: UInt8((red + count / 2) / count), green: UInt8((green + count / 2) / count), blue: UInt8((blue + count / 2) / count))
    }

    /// ANSI text that turns a terminal showing `previous` into showing `self`:
    /// only changed cells, a cursor move per run, colours only when they change.
    func ansiUpdate(from previous: CellGrid?) -> String {
        var out = ""
        var lastTop: RGBColor?
        var lastBottom: RGBColor?
        for row in 0..<rows {
            var cursorAt: Int?
            for column in 0..<columns {
                let cell = self[column, row]
                if let previous, previous.columns == columns, previous.rows == rows, previous[column, row] == cell { continue }
                if cursorAt != column { out += "\u{1B}[\(row + 1);\(column + 1)H" }
                if cell.top != lastTop { out += "\u{1B}[38;2;\(cell.top.red);\(cell.top.green);\(cell.top.blue)m"; lastTop = cell.top }
                if cell.bottom != lastBottom { out += "\u{1B}[48;2;\(cell.bottom.red);\(cell.bottom.green);\(cell.bottom.blue)m"; lastBottom = cell.bottom }
                out += "▀"
                cursorAt = column + 1
            }
        }
        return out.isEmpty ? out : out + "\u{1B}[0m"
    }
}
