/// One calibration tap's position from a finger's decoded events.
///
/// A finger's first samples are taken while it is still pressing in (a
/// resistive panel's reading slides as the pressure builds) and its last ones
/// while it lifts, so the tap is the mean of the samples between, leaving out
/// `edgeSamples` at each end. A short contact keeps at least its middle sample.
/// Only the first finger down counts; others are ignored until it lifts.
package struct TapSampler: Sendable {
    /// A finished tap: the mean position and how many samples it averaged.
    package struct Tap: Equatable, Sendable {
        package var x: Fixed
        package var y: Fixed
        package var sampleCount: Int
    }

    package let edgeSamples: Int
    private var finger: Int?
    private var samples: [(x: Fixed, y: Fixed)] = []

    package init(edgeSamples: Int = 3) {
        self.edgeSamples = max(0, edgeSamples)
    }

    /// Feeds one touch event; returns the tap when its finger lifts. A cancelled touch gives no tap.
    package mutating func consume(_ event: TouchEvent) -> Tap? {
        switch event.phase {
        case .down:
            guard finger == nil else { return nil }
            finger = event.id
            samples = [(event.x, event.y)]
        case .move:
            guard finger == event.id else { return nil }
            samples.append((event.x, event.y))
        case .up:
            guard finger == event.id else { return nil }
            finger = nil
            return stableMean()
        case .cancel:
            guard finger == event.id else { return nil }
            finger = nil
            samples = []
        }
        return nil
    }

    /// Forgets a finger that is down (a new target was shown under it).
    package mutating func reset() {
        finger = nil
        samples = []
    }

    private func stableMean() -> Tap? {
        guard !samples.isEmpty else { return nil }
        let dropped = min(edgeSamples, (samples.count - 1) / 2)
        let kept = samples[dropped..<(samples.count - dropped)]
        var sumX: Int64 = 0, sumY: Int64 = 0
        for sample in kept {
            sumX += sample.x.raw
            sumY += sample.y.raw
        }
        let count = Int64(kept.count)
        return Tap(x: Fixed(ratio: sumX, count << 16), y: Fixed(ratio: sumY, count << 16), sampleCount: kept.count)
    }
}
