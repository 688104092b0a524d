/// One presented frame's trip to the screen, in `CLOCK_MONOTONIC` µs.
public struct FrameTiming: Equatable, Sendable {
    /// Counts presented frames from 1.
    public var sequence: Int
    /// When `present` started drawing it.
    public var drawStartUs: Int64
    /// When it was handed to the kernel.
    public var commitUs: Int64
    /// When the kernel reported it on screen (the flip event's timestamp).
    public var onScreenUs: Int64

    public init(sequence: Int, drawStartUs: Int64, commitUs: Int64, onScreenUs: Int64) {
        self.sequence = sequence
        self.drawStartUs = drawStartUs
        self.commitUs = commitUs
        self.onScreenUs = onScreenUs
    }
}
