/// One presented frame's trip to the screen, in `CLOCK_MONOTONIC` µs.
package struct FrameTiming: Equatable, Sendable {
    /// Counts presented frames from 1.
    package var sequence: Int
    /// When `present` started drawing it.
    package var drawStartUs: Int64
    /// When it was handed to the kernel.
    package var commitUs: Int64
    /// When the kernel reported it on screen (the flip event's timestamp).
    package var onScreenUs: Int64

    package init(sequence: Int, drawStartUs: Int64, commitUs: Int64, onScreenUs: Int64) {
        self.sequence = sequence
        self.drawStartUs = drawStartUs
        self.commitUs = commitUs
        self.onScreenUs = onScreenUs
    }
}
