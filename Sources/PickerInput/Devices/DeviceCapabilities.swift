/// What an evdev device says it can report: the input the classifier and the
/// decoder work from, read once when the device is opened.
package struct DeviceCapabilities: Equatable, Sendable {
    /// An absolute axis's `input_absinfo`.
    package struct AbsoluteAxis: Equatable, Sendable {
        package var minimum: Int32
        package var maximum: Int32
        /// The axis's value when the device was opened.
        package var value: Int32

        package init(minimum: Int32, maximum: Int32, value: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.value = value
        }

        /// `value` limited to the axis range; a device reporting outside its own range is clamped, not trusted.
        package func clamp(_ value: Int32) -> Int32 {
            guard minimum <= maximum else { return minimum }
            return Swift.min(Swift.max(value, minimum), maximum)
        }
    }

    /// A multitouch slot's position when the device was opened (libevdev's copy of EVIOCGMTSLOTS).
    package struct SlotPosition: Equatable, Sendable {
        package var x: Int32
        package var y: Int32
        package init(x: Int32, y: Int32) {
            self.x = x
            self.y = y
        }
    }

    package var name: String
    /// `INPUT_PROP_*` bits set.
    package var properties: Set<UInt16>
    /// `EV_KEY` codes (keys and buttons).
    package var keys: Set<UInt16>
    /// `EV_REL` codes.
    package var relativeAxes: Set<UInt16>
    /// `EV_ABS` codes with their ranges.
    package var absoluteAxes: [UInt16: AbsoluteAxis]
    /// Each slot's position at open, by slot: the kernel never resends a value a slot already holds,
    /// so a touch at the spot of the slot's last touch (before this reader started) carries none.
    package var slotPositions: [SlotPosition]

    package init(
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

    package func has(key code: UInt16) -> Bool { keys.contains(code) }
    package func has(relative code: UInt16) -> Bool { relativeAxes.contains(code) }
    package func has(property bit: UInt16) -> Bool { properties.contains(bit) }
}
