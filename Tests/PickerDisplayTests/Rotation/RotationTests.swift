import PickerCore
import PickerRender
import Testing
@testable import PickerDisplay

@Suite struct PanelRotationTests {
    /// Where the picture's top-left and top-right corners land on the scanout of a 4x2 picture.
    @Test(arguments: [
        (PanelRotation.upright, (0, 0), (3, 0)),
        (.quarter, (0, 3), (0, 0)),        // turned counter-clockwise: top edge runs up the left side
        (.half, (3, 1), (0, 1)),
        (.threeQuarters, (1, 0), (1, 3)),  // turned clockwise: top edge runs down the right side
    ])
    func cornersLandWhereTheTurnPutsThem(rotation: PanelRotation, topLeft: (Int, Int), topRight: (Int, Int)) {
        let a = rotation.scanoutPoint(x: 0, y: 0, pictureWidth: 4, pictureHeight: 2)
        let b = rotation.scanoutPoint(x: 3, y: 0, pictureWidth: 4, pictureHeight: 2)
        #expect(a == topLeft && b == topRight)
    }

    @Test(arguments: PanelRotation.allCases)
    func picturePointUndoesScanoutPoint(rotation: PanelRotation) {
        for y in 0..<3 {
            for x in 0..<5 {
                let s = rotation.scanoutPoint(x: x, y: y, pictureWidth: 5, pictureHeight: 3)
                #expect(rotation.picturePoint(x: s.x, y: s.y, pictureWidth: 5, pictureHeight: 3) == (x, y))
            }
        }
    }

    @Test(arguments: [
        (PanelRotation.upright, Rect(x: 1, y: 0, width: 2, height: 1)),
        (.quarter, Rect(x: 0, y: 1, width: 1, height: 2)),
        (.half, Rect(x: 1, y: 1, width: 2, height: 1)),
        (.threeQuarters, Rect(x: 1, y: 1, width: 1, height: 2)),
    ])
    func rectanglesTurnWithTheirPixels(rotation: PanelRotation, expected: Rect) {
        #expect(rotation.scanoutRect(Rect(x: 1, y: 0, width: 2, height: 1), pictureWidth: 4, pictureHeight: 2) == expected)
    }

    @Test func quarterTurnsSwapTheSize() {
        #expect(PanelRotation.quarter.rotatedSize(width: 800, height: 480) == (480, 800))
        #expect(PanelRotation.half.rotatedSize(width: 800, height: 480) == (800, 480))
    }
}

@Suite struct RotatedCopyTests {
    private func picture(_ format: PixelFormat) -> PixelBuffer {
        let buffer = PixelBuffer(width: 3, height: 2, format: format)
        for y in 0..<2 {
            for x in 0..<3 { buffer.storePixel(x: x, y: y, UInt32(10 * y + x + 1)) }
        }
        return buffer
    }

    static let turns: [(PanelRotation, [[UInt32]])] = [
        (.upright, [[1, 2, 3], [11, 12, 13]]),
        (.quarter, [[3, 13], [2, 12], [1, 11]]),
        (.half, [[13, 12, 11], [3, 2, 1]]),
        (.threeQuarters, [[11, 1], [12, 2], [13, 3]]),
    ]

    @Test(arguments: turns, [PixelFormat.xrgb8888, .rgb565])
    func copiesTheWholePictureTurned(turn: (PanelRotation, [[UInt32]]), format: PixelFormat) {
        let (rotation, rows) = turn
        let source = picture(format)
        let size = rotation.rotatedSize(width: 3, height: 2)
        // A padded stride, as dumb buffers have.
        let target = PixelBuffer(width: size.width, height: size.height, format: format, stride: 64)
        RotatedCopy.copy(source.bounds, from: source, to: target, rotation: rotation)
        #expect((0..<size.height).map { y in (0..<size.width).map { target.loadPixel(x: $0, y: y) } } == rows)
    }

    @Test func copiesOnlyTheGivenRectangle() {
        let source = picture(.xrgb8888)
        let target = PixelBuffer(width: 2, height: 3, format: .xrgb8888)
        RotatedCopy.copy(Rect(x: 2, y: 0, width: 1, height: 2), from: source, to: target, rotation: .quarter)
        #expect((0..<3).map { y in (0..<2).map { target.loadPixel(x: $0, y: y) } } == [[3, 13], [0, 0], [0, 0]])
    }
}

private extension PixelBuffer {
    func storePixel(x: Int, y: Int, _ value: UInt32) {
        let row = bytes + y * stride
        switch format {
        case .xrgb8888: row.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
        case .rgb565: row.storeBytes(of: UInt16(value), toByteOffset: x * 2, as: UInt16.self)
        }
    }

    func loadPixel(x: Int, y: Int) -> UInt32 {
        let row = bytes + y * stride
        switch format {
        case .xrgb8888: return row.load(fromByteOffset: x * 4, as: UInt32.self)
        case .rgb565: return UInt32(row.load(fromByteOffset: x * 2, as: UInt16.self))
        }
    }
}
