import PickerSystem

/// Where a picker reads the time: `CLOCK_MONOTONIC` in microseconds, or a
/// manual clock in tests. Every time the picker takes or gives
/// (`handleEvents(nowUs:)`, `nextDeadlineUs`) is on this clock.
public struct PickerClock {
    private let read: () -> Int64

    /// A clock that answers `nowUs()` with `read()`.
    public init(_ read: @escaping () -> Int64) {
        self.read = read
    }

    /// `CLOCK_MONOTONIC`, the clock evdev stamps input with.
    public static var monotonic: PickerClock { PickerClock { MonotonicClock.nowUs() } }

    /// The time now, µs.
    public func nowUs() -> Int64 { read() }
}
