import PickerCore

/// An `InputEvent` and when it happened, in monotonic microseconds.
package struct TimedInputEvent: Equatable, Sendable {
    package var timeUs: Int64
    package var event: InputEvent

    package init(timeUs: Int64, event: InputEvent) {
        self.timeUs = timeUs
        self.event = event
    }
}
