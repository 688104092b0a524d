/// One analytic piece of a column's motion, evaluated at the time elapsed since it began.
enum MotionCurve: Hashable, Sendable {
    case decay(DecayCurve)
    case hermite(HermiteCurve)
    case spring(SpringCurve)

    var durationUs: Int64 {
        switch self {
        case .decay(let curve): curve.durationUs
        case .hermite(let curve): curve.durationUs
        case .spring(let curve): curve.durationUs
        }
    }

    func positionPx(atUs elapsedUs: Int64) -> Fixed {
        switch self {
        case .decay(let curve): curve.positionPx(atUs: elapsedUs)
        case .hermite(let curve): curve.positionPx(atUs: elapsedUs)
        case .spring(let curve): curve.positionPx(atUs: elapsedUs)
        }
    }

    func velocityPxPerMs(atUs elapsedUs: Int64) -> Fixed {
        switch self {
        case .decay(let curve): curve.velocityPxPerMs(atUs: elapsedUs)
        case .hermite(let curve): curve.velocityPxPerMs(atUs: elapsedUs)
        case .spring(let curve): curve.velocityPxPerMs(atUs: elapsedUs)
        }
    }

    var endPx: Fixed { positionPx(atUs: durationUs) }
}
