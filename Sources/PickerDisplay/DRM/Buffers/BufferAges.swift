import PickerCore

/// Which parts of a reused buffer are stale (EGL's buffer age): a buffer last
/// drawn N frames ago lacks the damage of the N-1 frames drawn since, and a
/// buffer never drawn lacks everything.
package struct BufferAges: Sendable {
    private let bounds: Rect
    /// Frame number each buffer was last drawn at; nil while never drawn.
    private var drawnAt: [Int?]
    /// Damage of recent frames, newest last, with their frame numbers.
    private var history: [(frame: Int, damage: [Rect])] = []
    private var nextFrame = 0

    package init(bufferCount: Int, bounds: Rect) {
        self.bounds = bounds
        drawnAt = Array(repeating: nil, count: bufferCount)
    }

    /// The age of `buffer` in frames (0: never drawn, 1: holds the newest frame).
    package func age(of buffer: Int) -> Int {
        guard let frame = drawnAt[buffer] else { return 0 }
        return nextFrame - frame
    }

    /// What `buffer` must have repainted, beyond the coming frame's own damage, to hold the newest frame.
    package func staleDamage(of buffer: Int) -> [Rect] {
        guard let frame = drawnAt[buffer] else { return [bounds] }
        let missed = history.filter { $0.frame > frame }
        // History is kept for as many frames as there are buffers; older means unknown, so everything.
        if nextFrame - frame - 1 > missed.count { return [bounds] }
        return missed.flatMap(\.damage)
    }

    /// Records that `buffer` now holds a new frame that changed `damage` (clipped to the bounds).
    package mutating func drew(buffer: Int, damage: [Rect]) {
        let clipped = damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        history.append((nextFrame, clipped))
        if history.count > drawnAt.count { history.removeFirst(history.count - drawnAt.count) }
        drawnAt[buffer] = nextFrame
        nextFrame += 1
    }
}
