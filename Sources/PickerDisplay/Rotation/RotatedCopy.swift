import PickerCore
import PickerRender

/// Copies part of an upright picture onto a scanout buffer turned by a
/// `PanelRotation`; the software rotation for panels mounted sideways.
public enum RotatedCopy {
    /// Copies picture rectangle `rect` of `picture` to where `rotation` puts it on `scanout`.
    /// Both buffers share a format; `scanout` has the rotated size.
    public static func copy(_ rect: Rect, from picture: PixelBuffer, to scanout: PixelBuffer, rotation: PanelRotation) {
        let area = rect.intersection(picture.bounds)
        guard !area.isEmpty, picture.format == scanout.format else { return }
        switch picture.format.bytesPerPixel {
        case 4: copy(area, from: picture, to: scanout, rotation: rotation, as: UInt32.self)
        default: copy(area, from: picture, to: scanout, rotation: rotation, as: UInt16.self)
        }
    }

    private static func copy<Pixel: FixedWidthInteger>(_ area: Rect, from picture: PixelBuffer, to scanout: PixelBuffer,
                                                       rotation: PanelRotation, as _: Pixel.Type) {
        let size = MemoryLayout<Pixel>.size
        let sourceRow = picture.stride / size, targetRow = scanout.stride / size
        let source = picture.bytes.assumingMemoryBound(to: Pixel.self)
        let target = scanout.bytes.assumingMemoryBound(to: Pixel.self)
        let origin = rotation.scanoutPoint(x: area.x, y: area.y, pictureWidth: picture.width, pictureHeight: picture.height)
        // How the target index moves for one step right (x) and one step down (y) in the picture.
        let (stepX, stepY): (Int, Int) = switch rotation {
        case .upright: (1, targetRow)
        case .quarter: (-targetRow, 1)
        case .half: (-1, -targetRow)
        case .threeQuarters: (targetRow, -1)
        }
        var rowStart = origin.y * targetRow + origin.x
        for y in area.y..<area.maxY {
            let from = source + y * sourceRow + area.x
            if rotation == .upright {
                (target + rowStart).update(from: from, count: area.width)
            } else {
                var index = rowStart
                for x in 0..<area.width {
                    target[index] = from[x]
                    index += stepX
                }
            }
            rowStart += stepY
        }
    }
}
