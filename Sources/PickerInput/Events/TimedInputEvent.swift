import PickerCore

/// An `InputEvent` and when it happened, in monotonic microseconds.
public struct TimedInputEvent: Equatable, Sendable {
    public var timeUs: Int64
    public var event: InputEvent

    public init(timeUs: Int64, event: InputEvent) {
        self.timeUs = timeUs
        self.event = event
    }
}
