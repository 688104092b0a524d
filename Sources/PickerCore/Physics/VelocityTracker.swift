/// The release velocity of a drag, from the touch samples of its last 100 ms.
///
/// A weighted least-squares slope through the recent samples, each weighted
/// down linearly to zero at the window's far edge (as LVGL's throw
/// prediction): one noisy last move cannot decide a fling, and a finger that
/// stopped before lifting gives no fling at all.
package struct VelocityTracker: Sendable {
    package static let windowUs: Int64 = 100_000
    /// Releases faster than this are clamped: no real finger is faster, and it bounds every later product.
    package static let maxVelocityPxPerMs = Fixed(20)

    private struct Sample {
        var timeUs: Int64
        var positionPx: Fixed
    }

    private var samples: [Sample] = []
    /// Enough for a 500 Hz digitiser over the whole window; older samples beyond it are dropped.
    private static let capacity = 64

    package init() {}

    /// Records the position along the scroll axis at `timeUs` (non-decreasing).
    package mutating func add(positionPx: Fixed, atUs timeUs: Int64) {
        samples.removeAll { timeUs - $0.timeUs > VelocityTracker.windowUs }
        if samples.count == VelocityTracker.capacity { samples.removeFirst() }
        samples.append(Sample(timeUs: timeUs, positionPx: positionPx))
    }

    /// Moves every sample by `px` (the content moved under the finger: rows were inserted or
    /// removed before it), which leaves the velocity as it was.
    package mutating func shift(byPx px: Fixed) {
        for index in samples.indices { samples[index].positionPx += px }
    }

    /// The velocity at `nowUs`, in px/ms, clamped to `±maxVelocityPxPerMs`; zero with fewer than two recent samples.
    package func velocityPxPerMs(atUs nowUs: Int64) -> Fixed {
        let recent = samples.filter { nowUs - $0.timeUs < VelocityTracker.windowUs }
        guard recent.count >= 2, let origin = recent.last else { return .zero }
        // Weights 1...100, times in µs relative to the newest sample (≤ 1e5), positions relative
        // to it in raw Q16 (< 2^64): with at most 64 samples every product below stays under 2^118.
        var sumW: Int128 = 0, sumWT: Int128 = 0, sumWX: Int128 = 0, sumWTT: Int128 = 0, sumWTX: Int128 = 0
        for sample in recent {
            let age = nowUs - sample.timeUs
            let weight = Int128((VelocityTracker.windowUs - age + 999) / 1000)
            let t = Int128(sample.timeUs - origin.timeUs)
            let x = Int128(sample.positionPx.raw - origin.positionPx.raw)
            sumW += weight
            sumWT += weight * t
            sumWX += weight * x
            sumWTT += weight * t * t
            sumWTX += weight * t * x
        }
        let denominator = sumW * sumWTT - sumWT * sumWT
        guard denominator > 0 else { return .zero }
        // The slope is in raw units per µs; ×1000 for per ms.
        let numerator = sumW * sumWTX - sumWT * sumWX
        let perMs = Fixed.roundedDivide(numerator * 1000, denominator)
        return Fixed(raw: Exponential.clampToInt64(perMs)).clamped(magnitude: VelocityTracker.maxVelocityPxPerMs)
    }
}
