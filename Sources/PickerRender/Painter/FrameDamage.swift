import PickerCore

/// What a frame changed, for the display.
package struct FrameDamage: Equatable, Sendable {
    /// Where this frame differs from the previous frame (the next frame's stale damage for the other buffers).
    package var changed: [Rect]
    /// Every rectangle written in the target buffer: `changed` plus the stale damage that was asked for.
    package var repainted: [Rect]

    package init(changed: [Rect], repainted: [Rect]) {
        self.changed = changed
        self.repainted = repainted
    }
}

extension Array where Element == Rect {
    /// Non-empty rectangles with every overlapping pair replaced by its union, so no pixel is painted twice.
    package func mergedOverlaps() -> [Rect] {
        var rects = filter { !$0.isEmpty }
        var merged = true
        while merged {
            merged = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i && !rects[i].intersection(rects[j]).isEmpty {
                    rects[i] = rects[i].union(rects[j])
                    rects.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return rects
    }
}
