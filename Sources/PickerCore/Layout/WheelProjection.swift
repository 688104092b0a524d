/// Maps the distance a row has along the unrolled wheel to where it appears
/// on the panel, and back. The renderer draws with it and hit testing reads
/// taps with it, so what is touched is what is drawn.
///
/// Wheel style: the rows lie on a cylinder of radius `R = extent / 2`
/// (extent = visible rows × pitch); a row at unrolled distance `d` from the
/// band centre sits at angle `θ = d / R` and, seen from `depth` px in front of
/// the cylinder, appears at `R sinθ · D / (D + R(1 − cosθ))`. Rows are drawn
/// up to the horizon where that stops growing (`cosθ = R / (D + R)`).
/// Flat style: the identity, up to half the extent.
package struct WheelProjection: Equatable, Sendable {
    package let style: WheelStyle
    /// Half the viewport along the scroll axis, px.
    package let radiusPx: Double
    package let depthPx: Double
    /// The largest unrolled distance that is drawn.
    package let horizonDistancePx: Double

    package init(style: WheelStyle, extentPx: Int, depthPx: Int) {
        self.style = style
        radiusPx = Double(extentPx) / 2
        self.depthPx = Double(depthPx)
        switch style {
        case .flat:
            horizonDistancePx = radiusPx
        case .wheel:
            // Bisection for the angle where the projected offset peaks (derivative zero).
            let r = radiusPx, d = Double(depthPx)
            var low = 0.0, high = Trigonometry.pi / 2
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if Trigonometry.cos(mid) > r / (d + r) { low = mid } else { high = mid }
            }
            horizonDistancePx = low * radiusPx
        }
    }

    /// How much nearer or farther than the band the row at `distance` appears (1 at the band, smaller away from it).
    package func depthScale(forDistance distance: Double) -> Double {
        guard style == .wheel else { return 1 }
        let angle = distance / radiusPx
        return depthPx / (depthPx + radiusPx * (1 - Trigonometry.cos(angle)))
    }

    /// `depthScale` in 1/65536: how a row at `distance` is narrowed across, as the painter scales it.
    package func depthScale16(forDistance distance: Double) -> Int { Int((depthScale(forDistance: distance) * 65536).rounded()) }

    /// The cosine of the row's angle on the cylinder: how squarely it faces the viewer (1 flat).
    package func facing(forDistance distance: Double) -> Double {
        guard style == .wheel else { return 1 }
        return Trigonometry.cos(distance / radiusPx)
    }

    /// Screen offset from the band centre for an unrolled distance; nil beyond the horizon.
    package func screenOffset(forDistance distance: Double) -> Double? {
        guard abs(distance) <= horizonDistancePx else { return nil }
        switch style {
        case .flat:
            return distance
        case .wheel:
            return radiusPx * Trigonometry.sin(distance / radiusPx) * depthScale(forDistance: distance)
        }
    }

    /// The largest screen offset any row reaches.
    package var maximumScreenOffset: Double { screenOffset(forDistance: horizonDistancePx) ?? radiusPx }

    /// The unrolled distance shown at a screen offset from the band centre; nil outside the drawn area.
    package func distance(forScreenOffset offset: Double) -> Double? {
        guard abs(offset) <= maximumScreenOffset else { return nil }
        if style == .flat { return offset }
        // screenOffset is increasing on [-horizon, horizon], so bisection finds the one answer.
        var low = -horizonDistancePx, high = horizonDistancePx
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if (screenOffset(forDistance: mid) ?? 0) < offset { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
