/// For each scanline of a column along the scroll axis: where on the flat strip
/// of rows it looks, how much the row is shrunk across, and how bright it is.
///
/// Built once per column extent, so a frame at any scroll offset only adds the
/// offset to `flat256` and looks the row up: no trigonometry per frame.
struct LineProjection: Equatable {
    struct Line: Equatable {
        /// Distance along the flat strip from the band centre, in 1/256 px (positive: later rows).
        var flat256: Int32
        /// Scale across the scroll axis, 65536 = 1 (perspective makes far rows narrower).
        var crossScale16: Int32
        /// Opacity from the wheel angle and the edge fade, 0...256.
        var light256: Int32
        var visible: Bool
    }

    enum Style: Equatable {
        case flat
        /// A cylinder seen from `depthPx` in front of it.
        case wheel(depthPx: Int)
    }

    let lines: [Line]

    /// - Parameters:
    ///   - extentPx: the column's length along the scroll axis.
    ///   - bandCentrePx: the band centre measured from the column's start.
    ///   - fade: the fraction of the extent at each end over which rows fade out (0 = none).
    init(style: Style, extentPx: Int, bandCentrePx: Double, fade: Double) {
        let fadePx = fade * Double(extentPx)
        var lines: [Line] = []
        lines.reserveCapacity(extentPx)
        let cylinder: Cylinder?
        if case .wheel(let depthPx) = style {
            let reach = max(bandCentrePx, Double(extentPx) - bandCentrePx)
            cylinder = Cylinder(fittingReachPx: reach, depthPx: Double(max(1, depthPx)))
        } else {
            cylinder = nil
        }
        for index in 0..<extentPx {
            let centre = Double(index) + 0.5
            let fromEnd = min(centre, Double(extentPx) - centre)
            let fadeFactor = fadePx > 0 ? min(1, fromEnd / fadePx) : 1
            let offset = centre - bandCentrePx
            guard let cylinder else {
                lines.append(Line(
                    flat256: Int32((offset * 256).rounded()), crossScale16: 65536,
                    light256: Int32((fadeFactor * 256).rounded()), visible: fadeFactor > 0))
                continue
            }
            guard let angle = cylinder.angle(projectedAt: abs(offset)) else {
                lines.append(Line(flat256: 0, crossScale16: 0, light256: 0, visible: false))
                continue
            }
            let flat = (offset < 0 ? -angle : angle) * cylinder.radiusPx
            let cosine = Trigonometry.cosine(angle)
            // Rows turn away from the eye and lose light as the cosine of their angle,
            // never quite to black so the far rows stay legible.
            let light = (0.35 + 0.65 * cosine) * fadeFactor
            lines.append(Line(
                flat256: Int32((flat * 256).rounded()),
                crossScale16: Int32((cylinder.perspective(angle) * 65536).rounded()),
                light256: Int32((light * 256).rounded()), visible: light > 0))
        }
        self.lines = lines
    }
}

/// A cylinder whose front touches the screen, seen from `depthPx` in front of it
/// (AKPickerView's viewDepth). A point at angle θ from the front projects to
/// `r sin θ · d / (d + r (1 − cos θ))`; the radius is chosen so the silhouette
/// (where the line of sight grazes the cylinder) lands on the column's ends, and
/// a row at the front is drawn at its true size.
struct Cylinder {
    let radiusPx: Double
    let depthPx: Double
    /// The grazing angle: rows beyond it face away and are not drawn.
    let silhouetteAngle: Double

    init(fittingReachPx reach: Double, depthPx: Double) {
        self.depthPx = depthPx
        var low = 0.0, high = max(1, reach) * 1000
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if Cylinder.silhouetteReach(radius: mid, depth: depthPx) < reach { low = mid } else { high = mid }
        }
        radiusPx = max(1, (low + high) / 2)
        silhouetteAngle = Cylinder.grazingAngle(radius: radiusPx, depth: depthPx)
    }

    func perspective(_ angle: Double) -> Double {
        depthPx / (depthPx + radiusPx * (1 - Trigonometry.cosine(angle)))
    }

    func projected(_ angle: Double) -> Double {
        radiusPx * Trigonometry.sine(angle) * perspective(angle)
    }

    /// The angle that projects to `distancePx` from the centre; nil past the silhouette.
    func angle(projectedAt distancePx: Double) -> Double? {
        guard distancePx <= projected(silhouetteAngle) else { return nil }
        var low = 0.0, high = silhouetteAngle
        for _ in 0..<48 {
            let mid = (low + high) / 2
            if projected(mid) < distancePx { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// cos θ = r / (d + r): where the line of sight from the eye is tangent to the cylinder.
    private static func grazingAngle(radius: Double, depth: Double) -> Double {
        let cosine = radius / (depth + radius)
        // Invert the cosine by bisection on [0, π/2] (the angle only grows with the radius).
        var low = 0.0, high = Trigonometry.halfPi
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if Trigonometry.cosine(mid) > cosine { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    private static func silhouetteReach(radius: Double, depth: Double) -> Double {
        let angle = grazingAngle(radius: radius, depth: depth)
        return radius * Trigonometry.sine(angle) * depth / (depth + radius * (1 - Trigonometry.cosine(angle)))
    }
}
