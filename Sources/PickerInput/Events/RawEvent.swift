/// One evdev event as libevdev hands it over (or as an evemu recording lists it).
public struct RawEvent: Equatable, Sendable, CustomStringConvertible {
    /// Monotonic microseconds.
    public var timeUs: Int64
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

    public init(timeUs: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.timeUs = timeUs
        self.type = type
        self.code = code
        self.value = value
    }

    public var description: String {
        "type \(type) code \(code) value \(value) at \(timeUs) us"
    }
}
