/// What an evdev device says it can report: the input the classifier and the
/// decoder work from, read once when the device is opened.
public struct DeviceCapabilities: Equatable, Sendable {
    /// An absolute axis's `input_absinfo`.
    public struct AbsoluteAxis: Equatable, Sendable {
        public var minimum: Int32
        public var maximum: Int32
        /// The axis's value when the device was opened.
        public var value: Int32

        public init(minimum: Int32, maximum: Int32, value: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.value = value
        }

        /// `value` limited to the axis range; a device reporting outside its own range is clamped, not trusted.
        public func clamp(_ value: Int32) -> Int32 {
            guard minimum <= maximum else { return minimum }
            return Swift.min(Swift.max(value, minimum), maximum)
        }
    }

    /// A multitouch slot's position when the device was opened (libevdev's copy of EVIOCGMTSLOTS).
    public struct SlotPosition: Equatable, Sendable {
        public var x: Int32
        public var y: Int32
        public init(x: Int32, y: Int32) {
            self.x = x
            self.y = y
        }
    }

    public var name: String
    /// `INPUT_PROP_*` bits set.
    public var properties: Set<UInt16>
    /// `EV_KEY` codes (keys and buttons).
    public var keys: Set<UInt16>
    /// `EV_REL` codes.
    public var relativeAxes: Set<UInt16>
    /// `EV_ABS` codes with their ranges.
    public var absoluteAxes: [UInt16: AbsoluteAxis]
    /// Each slot's position at open, by slot: the kernel never resends a value a slot already holds,
    /// so a touch at the spot of the slot's last touch (before this reader started) carries none.
    public var slotPositions: [SlotPosition]

    public init(
        name: String,
        properties: Set<UInt16> = [],
        keys: Set<UInt16> = [],
        relativeAxes: Set<UInt16> = [],
        absoluteAxes: [UInt16: AbsoluteAxis] = [:],
        slotPositions: [SlotPosition] = []
    ) {
        self.name = name
        self.properties = properties
        self.keys = keys
        self.relativeAxes = relativeAxes
        self.absoluteAxes = absoluteAxes
        self.slotPositions = slotPositions
    }

    public func has(key code: UInt16) -> Bool { keys.contains(code) }
    public func has(relative code: UInt16) -> Bool { relativeAxes.contains(code) }
    public func has(property bit: UInt16) -> Bool { properties.contains(bit) }
}
