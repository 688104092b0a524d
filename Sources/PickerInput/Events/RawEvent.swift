/// One evdev event as libevdev hands it over (or as an evemu recording lists it).
package struct RawEvent: Equatable, Sendable, CustomStringConvertible {
    /// Monotonic microseconds.
    package var timeUs: Int64
    package var type: UInt16
    package var code: UInt16
    package var value: Int32

    package init(timeUs: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.timeUs = timeUs
        self.type = type
        self.code = code
        self.value = value
    }

    package var description: String {
        "type \(type) code \(code) value \(value) at \(timeUs) us"
    }
}
