/// The panel a calibration runs on: the picture the targets are drawn in, and
/// how it is turned on the scanout, whose orientation normalised device
/// coordinates follow (`input.calibration` applies before `display.rotation`).
package struct CalibrationGeometry: Equatable, Sendable {
    package var pictureWidth: Int
    package var pictureHeight: Int
    package var rotation: PanelRotation

    package init(pictureWidth: Int, pictureHeight: Int, rotation: PanelRotation = .upright) {
        self.pictureWidth = max(1, pictureWidth)
        self.pictureHeight = max(1, pictureHeight)
        self.rotation = rotation
    }

    /// The scanout's size: what touches are mapped onto while calibrating (upright, no matrix).
    package var scanoutSize: (width: Int, height: Int) {
        rotation.rotatedSize(width: pictureWidth, height: pictureHeight)
    }

    /// Where a target drawn on picture pixel (`x`, `y`) lies in normalised device coordinates: the
    /// centre of the scanout pixel showing it, as the touch mapping puts a value on its cell's centre.
    package func normalised(pictureX x: Int, pictureY y: Int) -> NormalisedPoint {
        let scanout = rotation.scanoutPoint(x: x, y: y, pictureWidth: pictureWidth, pictureHeight: pictureHeight)
        let size = scanoutSize
        return NormalisedPoint(x: (Double(scanout.x) + 0.5) / Double(size.width), y: (Double(scanout.y) + 0.5) / Double(size.height))
    }

    /// A touch mapped onto the upright scanout with no calibration, in normalised device coordinates.
    package func normalised(scanoutX x: Fixed, scanoutY y: Fixed) -> NormalisedPoint {
        let size = scanoutSize
        return NormalisedPoint(x: x.double / Double(size.width), y: y.double / Double(size.height))
    }

    /// The distance between two normalised points in scanout pixels (what a finger misses by).
    package func distancePx(_ a: NormalisedPoint, _ b: NormalisedPoint) -> Double {
        let size = scanoutSize
        let dx = (a.x - b.x) * Double(size.width), dy = (a.y - b.y) * Double(size.height)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The targets, in picture pixels: 5 are the four corners 10 % in from the edges and the
    /// centre; 9 add the edges' midpoints. Corners far apart pin the scale, the centre a bend.
    package func targets(count: CalibrationPointCount) -> [PicturePoint] {
        let xs = [pictureWidth / 10, pictureWidth / 2, pictureWidth - 1 - pictureWidth / 10]
        let ys = [pictureHeight / 10, pictureHeight / 2, pictureHeight - 1 - pictureHeight / 10]
        switch count {
        case .five:
            return [PicturePoint(x: xs[0], y: ys[0]), PicturePoint(x: xs[2], y: ys[0]), PicturePoint(x: xs[2], y: ys[2]),
                    PicturePoint(x: xs[0], y: ys[2]), PicturePoint(x: xs[1], y: ys[1])]
        case .nine:
            return ys.flatMap { y in xs.map { PicturePoint(x: $0, y: y) } }
        }
    }

    /// The check after a fit: a point none of the targets used, off both the centre lines.
    package var verificationTarget: PicturePoint {
        PicturePoint(x: pictureWidth * 3 / 10, y: pictureHeight * 7 / 10)
    }

    /// How far the check tap may land from its target: 2.5 % of the panel's shorter side, at least 8 px.
    package var verificationTolerancePx: Double {
        Double(max(8, min(pictureWidth, pictureHeight) / 40))
    }
}

/// A picture pixel.
package struct PicturePoint: Equatable, Sendable {
    package var x: Int
    package var y: Int

    package init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// `--points`: how many targets a calibration shows.
package enum CalibrationPointCount: Int, Sendable, CaseIterable {
    case five = 5
    case nine = 9
}
