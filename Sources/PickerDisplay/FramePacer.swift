/// When the display can take the next frame.
package enum FrameReadiness: Equatable, Sendable {
    /// Present now.
    case now
    /// Not before this `CLOCK_MONOTONIC` time (µs): the last frame went out less than a refresh ago.
    case at(timeUs: Int64)
    /// A flip is still pending: wait for the display's descriptor, then call `handleEvents`.
    case afterEvents
}

/// Paces frames by flip events and by time: the next frame waits for the
/// last flip's completion event, and also for one refresh period after the
/// last frame was committed, because some drivers (QEMU's among them) signal
/// completion at once, and animation advanced per flip would then race.
package struct FramePacer: Sendable {
    package let frameIntervalUs: Int64
    package private(set) var flipPending = false
    private var lastCommitUs: Int64?

    package init(frameIntervalUs: Int64) {
        self.frameIntervalUs = frameIntervalUs
    }

    package mutating func committed(atUs timeUs: Int64) {
        flipPending = true
        lastCommitUs = timeUs
    }

    package mutating func flipped() {
        flipPending = false
    }

    package func readiness(nowUs: Int64) -> FrameReadiness {
        if flipPending { return .afterEvents }
        guard let last = lastCommitUs, nowUs < last + frameIntervalUs else { return .now }
        return .at(timeUs: last + frameIntervalUs)
    }
}
