/// A point in normalised device coordinates: 0..1 across each axis of the
/// panel in its native (scanout) orientation, as `input.calibration` sees it.
package struct NormalisedPoint: Equatable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One calibration tap: where the sensor put it (after `swap_axes`/`invert_*`,
/// before any calibration) and where the target was drawn.
package struct CalibrationPair: Equatable, Sendable {
    package var touched: NormalisedPoint
    package var target: NormalisedPoint

    package init(touched: NormalisedPoint, target: NormalisedPoint) {
        self.touched = touched
        self.target = target
    }
}

/// The least-squares fit of libinput's calibration matrix to calibration taps:
/// `target ≈ (a·u + b·v + c, d·u + e·v + f)` for each touched (u, v), exactly as
/// `input.calibration` is applied.
///
/// Why `Double` here, when the core otherwise computes in `Fixed`: the solve
/// forms sums of squared coordinates and divides by the determinant of their
/// covariance, which for taps close together or nearly on a line is tiny.
/// Q16 would keep 1/65536 of a panel's width in the taps and lose almost all
/// of a small determinant; widening `Fixed` would still need a bespoke
/// division. Binary64 addition, multiplication and division are correctly
/// rounded on every IEEE 754 machine, and every sum below is formed in the
/// taps' order with no fused operations, so a fit is the same bits everywhere.
/// What leaves the fit for the config is rounded to `Fixed` (`entries`), the
/// precision the touch mapping applies it with.
package struct CalibrationFit: Equatable, Sendable {
    /// The matrix, row by row: a b c d e f.
    package let matrix: [Double]
    /// Per tap: the distance between the fitted position and its target, normalised units.
    package let residuals: [Double]

    /// Fewer taps than this cannot determine six numbers (three per row).
    package static let minimumTaps = 3
    /// The taps' spread (variance of their positions, normalised units²) below which they are
    /// one spot: 1/1000 of the panel's width, the size of a few sensor units on any panel.
    static let minimumSpread = 1e-6
    /// The ratio of the taps' narrowest to widest spread below which they lie on a line:
    /// the fit across that line would be set by the noise alone.
    static let minimumAspect = 1e-3

    /// Fits the matrix to `pairs` (at least three, not all on one point or one line).
    /// - Throws: `CalibrationError` naming what was wrong with the taps.
    package init(_ pairs: [CalibrationPair]) throws(CalibrationError) {
        guard pairs.count >= CalibrationFit.minimumTaps else {
            throw CalibrationError("a calibration needs at least \(CalibrationFit.minimumTaps) taps, got \(pairs.count)")
        }
        // A host's own UI hands these in; a NaN would poison every sum and crash the rounding to Fixed.
        let limit = 1e6
        for pair in pairs {
            for value in [pair.touched.x, pair.touched.y, pair.target.x, pair.target.y] where !(abs(value) <= limit) {
                throw CalibrationError("a tap or target coordinate is \(value); expected normalised coordinates (0 to 1 across the panel)")
            }
        }
        let count = Double(pairs.count)
        var meanU = 0.0, meanV = 0.0, meanS = 0.0, meanT = 0.0
        for pair in pairs {
            meanU += pair.touched.x; meanV += pair.touched.y
            meanS += pair.target.x; meanT += pair.target.y
        }
        meanU /= count; meanV /= count; meanS /= count; meanT /= count
        // Centred sums: the normal equations of the two linear coefficients per row,
        // with the offset recovered from the means (better conditioned than the raw 3×3).
        var suu = 0.0, suv = 0.0, svv = 0.0, sus = 0.0, svs = 0.0, sut = 0.0, svt = 0.0
        for pair in pairs {
            let u = pair.touched.x - meanU, v = pair.touched.y - meanV
            let s = pair.target.x - meanS, t = pair.target.y - meanT
            suu += u * u; suv += u * v; svv += v * v
            sus += u * s; svs += v * s; sut += u * t; svt += v * t
        }
        let spread = (suu + svv) / count
        guard spread >= CalibrationFit.minimumSpread else {
            throw CalibrationError("every tap landed on the same spot (\(CalibrationFit.describe(NormalisedPoint(x: meanU, y: meanV)))): is the touchscreen reporting positions?")
        }
        let determinant = suu * svv - suv * suv
        // The covariance's eigenvalues have product `determinant` and sum `suu + svv`;
        // their ratio is small exactly when the taps hug a line.
        let trace = suu + svv
        guard determinant > 0, determinant / (trace * trace) >= CalibrationFit.minimumAspect else {
            throw CalibrationError("the taps lie on one line, so the touchscreen's other axis cannot be fitted: is one of its axes stuck?")
        }
        let a = (sus * svv - svs * suv) / determinant
        let b = (svs * suu - sus * suv) / determinant
        let d = (sut * svv - svt * suv) / determinant
        let e = (svt * suu - sut * suv) / determinant
        let c = meanS - a * meanU - b * meanV
        let f = meanT - d * meanU - e * meanV
        let matrix = [a, b, c, d, e, f]
        self.matrix = matrix
        residuals = pairs.map { pair in
            CalibrationFit.apply(matrix, pair.touched).distance(to: pair.target)
        }
    }

    /// Where the matrix puts a touched point.
    package func apply(_ point: NormalisedPoint) -> NormalisedPoint {
        CalibrationFit.apply(matrix, point)
    }

    /// The root mean square of the residuals, normalised units.
    package var rmsResidual: Double {
        var sum = 0.0
        for residual in residuals { sum += residual * residual }
        return (sum / Double(residuals.count)).squareRoot()
    }

    /// The matrix as the config holds it (`input.calibration`), each entry rounded to the nearest `Fixed`.
    package var entries: [Fixed] {
        matrix.map { Fixed(raw: Int64(($0 * 65536).rounded())) }
    }

    /// The tap that disagrees with the others: for each tap, the fit of the others predicts where it should
    /// have been; the tap whose prediction misses by most, when that miss is beyond `tolerance`
    /// (normalised units, measured by `distance`). Nil when every tap agrees, or when there are too
    /// few taps for the others to make a fit of their own.
    package static func outlier(in pairs: [CalibrationPair], tolerance: Double,
                               distance: (NormalisedPoint, NormalisedPoint) -> Double = { $0.distance(to: $1) }) -> Int? {
        guard pairs.count > minimumTaps else { return nil }
        var worst: (index: Int, miss: Double)?
        for index in pairs.indices {
            var others = pairs
            others.remove(at: index)
            guard let fit = try? CalibrationFit(others) else { continue }
            let miss = distance(fit.apply(pairs[index].touched), pairs[index].target)
            if miss > tolerance && miss > (worst?.miss ?? 0) { worst = (index, miss) }
        }
        return worst?.index
    }

    static func apply(_ m: [Double], _ p: NormalisedPoint) -> NormalisedPoint {
        NormalisedPoint(x: m[0] * p.x + m[1] * p.y + m[2], y: m[3] * p.x + m[4] * p.y + m[5])
    }

    static func describe(_ point: NormalisedPoint) -> String {
        "x \(Fixed(raw: Int64((point.x * 65536).rounded()))), y \(Fixed(raw: Int64((point.y * 65536).rounded())))"
    }
}

extension NormalisedPoint {
    package func distance(to other: NormalisedPoint) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
