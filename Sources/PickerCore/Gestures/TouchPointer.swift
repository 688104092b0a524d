/// How far a tap may move from where it landed, on either axis, and how soon it lifts
/// (`input.tap_slop_px`, `input.tap_max_ms`).
package struct TapLimits: Equatable, Sendable {
    package var slopPx: Fixed
    package var maxDurationUs: Int64

    package init(_ input: InputConfig) {
        slopPx = Fixed(input.tapSlopPx)
        maxDurationUs = Int64(input.tapMaxMs) * 1000
    }
}

/// A finger from down to up, as the engine tracks it to tell a tap from a drag.
struct TouchPointer: Sendable {
    /// The column the finger holds; nil when it holds none (it landed outside the
    /// columns, on a column another finger holds, or its column was taken by `select`).
    var column: Int?
    /// The column it landed on while another finger held it: it takes over when that finger lifts.
    var waitingColumn: Int?
    var downX: Fixed
    var downY: Fixed
    var downUs: Int64
    var x: Fixed
    var y: Fixed
    var farthestPx = Fixed.zero
    /// It landed on a moving column: stopping a fling is no tap.
    var caughtMotion: Bool
    /// Lifting it taps nothing: a reload rebuilt the picker under it (it holds the wheel again
    /// where it rests, `PickerEngine.holdFingers(of:atUs:)`).
    var tapsNothing = false
    /// The value of the row it landed on (nil off the rows): a lift taps only that item.
    var landedValue: String?

    init(x: Fixed, y: Fixed, atUs timeUs: Int64) {
        downX = x
        downY = y
        self.x = x
        self.y = y
        downUs = timeUs
        caughtMotion = false
    }

    mutating func moved(toX x: Fixed, y: Fixed) {
        self.x = x
        self.y = y
        farthestPx = Swift.max(farthestPx, (x - downX).magnitude, (y - downY).magnitude)
    }

    /// How long a contact lies still before it is taken for one resting on the glass.
    static let restingAfterUs: Int64 = 1_000_000

    /// Whether it has lain still, within a tap's slop, since it landed a second or more before
    /// `timeUs`: a raindrop, a palm or a sleeve rather than a finger turning the wheel.
    func isResting(atUs timeUs: Int64, within limits: TapLimits) -> Bool {
        farthestPx <= limits.slopPx && timeUs - downUs >= TouchPointer.restingAfterUs
    }

    func isTap(liftedAtUs timeUs: Int64, within limits: TapLimits) -> Bool {
        !caughtMotion && !tapsNothing && farthestPx <= limits.slopPx && timeUs - downUs <= limits.maxDurationUs
    }
}
