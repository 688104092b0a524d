/// A column's planned motion: analytic curves back to back, ending at rest
/// on `targetRow`. Planned once, when an input event arrives; afterwards the
/// position is a pure function of the absolute time, so sampling it at any
/// frame rate gives the same values and the same end.
struct Motion: Hashable, Sendable {
    enum Purpose: Hashable, Sendable {
        /// Back to a row after a slow release, a caught motion, or a spring back past an end.
        case settle
        case fling
        /// Keys and encoder detents: further presses add to `targetRow`.
        case step
        case tap
        case select
    }

    struct Segment: Hashable, Sendable {
        var startUs: Int64
        var curve: MotionCurve
        var endUs: Int64 { startUs + curve.durationUs }
    }

    var segments: [Segment]
    /// The absolute row it comes to rest on.
    var targetRow: Int
    var purpose: Purpose
    /// Added to every curve's position: rows inserted or removed before the column's items moved them all.
    var shiftPx = Fixed.zero

    var startUs: Int64 { segments.first?.startUs ?? 0 }
    var endUs: Int64 { segments.last?.endUs ?? 0 }

    func segment(atUs timeUs: Int64) -> Segment? {
        segments.last { $0.startUs <= timeUs } ?? segments.first
    }

    func positionPx(atUs timeUs: Int64) -> Fixed {
        guard let segment = segment(atUs: timeUs) else { return .zero }
        return segment.curve.positionPx(atUs: timeUs - segment.startUs) + shiftPx
    }

    /// The same motion over rows that moved by `rows` (the column gained or lost rows before them).
    mutating func shift(byRows rows: Int, pitchPx: Fixed) {
        shiftPx += pitchPx * rows
        targetRow += rows
    }

    func velocityPxPerMs(atUs timeUs: Int64) -> Fixed {
        guard let segment = segment(atUs: timeUs), timeUs < endUs else { return .zero }
        return segment.curve.velocityPxPerMs(atUs: timeUs - segment.startUs)
    }
}
