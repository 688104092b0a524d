import PickerCore
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

/// The picker's time on a host's clock (`HostTimeline`): the one place the host's readings and
/// stamps become the core's times, shared with the display, which stamps frames on it.
final class PickerTime {
    private let clock: PickerClock
    private var timeline: HostTimeline

    init(clock: PickerClock) {
        self.clock = clock
        timeline = HostTimeline(hostUs: clock.nowUs())
    }

    /// Reads the clock: the time now.
    func nowUs() -> Int64 { timeline.read(hostUs: clock.nowUs()) }

    /// The time a host's reading of the clock makes (`handleEvents(nowUs:)`).
    func read(hostUs: Int64) -> Int64 { timeline.read(hostUs: hostUs) }

    /// Where a host's stamp on an input lies.
    func time(ofStampUs stampUs: Int64) -> Int64 { timeline.time(ofHostUs: stampUs) }

    /// A time on the host's clock.
    func hostUs(ofTime timeUs: Int64) -> Int64 { timeline.hostUs(ofTime: timeUs) }

    /// This time as a clock, for the display's frame stamps.
    var pickerClock: PickerClock { PickerClock(nowUs) }
}
