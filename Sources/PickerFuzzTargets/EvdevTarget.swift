import PickerCore
import PickerInput

/// One evdev device, as `InputDevices` decodes it: what the device says it can do, how the
/// config maps it onto the panel, and the events it sends. All of it comes from the bytes
/// (a device or a driver can report any axis range and any event):
///
///     u16 capability bits (EvdevTarget.Capability)
///     i32 ABS_X/ABS_MT_POSITION_X min, max; i32 the same for Y; i32 ABS_MT_SLOT min, max, value
///     u8 slot positions n, then n × (i32 x, i32 y)
///     u8 swap_axes | invert_x << 1 | invert_y << 2 | rotation (0, 90, 180, 270) << 3
///     u16 panel width − 1, u16 panel height − 1 (each taken modulo 8192)
///     6 × i64 calibration matrix (Fixed raw values: the config takes any number)
///     then events to the end: u8 type (low 2 bits: SYN, KEY, REL, ABS), u16 code, i32 value, i16 Δt in ms
///
/// Tests/PickerFuzzTests/Corpus/evdev holds the evemu recordings in this form (scripts/fuzz makes them).
enum EvdevTarget {
    struct Capability: OptionSet {
        var rawValue: UInt16
        static let direct = Capability(rawValue: 1 << 0)
        static let buttonTouch = Capability(rawValue: 1 << 1)
        static let buttonLeft = Capability(rawValue: 1 << 2)
        static let toolFinger = Capability(rawValue: 1 << 3)
        static let toolPen = Capability(rawValue: 1 << 4)
        static let stylus = Capability(rawValue: 1 << 5)
        static let absoluteXY = Capability(rawValue: 1 << 6)
        static let multitouchXY = Capability(rawValue: 1 << 7)
        static let multitouchSlot = Capability(rawValue: 1 << 8)
        static let relativeXY = Capability(rawValue: 1 << 9)
        static let wheel = Capability(rawValue: 1 << 10)
        static let wheelHiRes = Capability(rawValue: 1 << 11)
        static let horizontalWheel = Capability(rawValue: 1 << 12)
        static let horizontalWheelHiRes = Capability(rawValue: 1 << 13)
        /// REL_DIAL and REL_Z (a rotary encoder's axes).
        static let dial = Capability(rawValue: 1 << 14)
        static let navigationKeys = Capability(rawValue: 1 << 15)
    }

    static let navigationKeys: Set<UInt16> = [
        EvdevKey.up, EvdevKey.down, EvdevKey.left, EvdevKey.right, EvdevKey.pageUp, EvdevKey.pageDown,
        EvdevKey.enter, EvdevKey.kpEnter, EvdevKey.esc, EvdevKey.tab, EvdevKey.ok, EvdevKey.select,
        EvdevKey.dpadUp, EvdevKey.dpadDown, EvdevKey.kp8, EvdevKey.kp2,
    ]

    static func run(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        let capabilities = capabilities(&reader)
        let options = reader.uint8()
        guard let rotation = PanelRotation(degrees: Int((options >> 3) & 3) * 90) else { return }
        let panel = PanelGeometry(widthPx: Int(reader.uint16() % 8192) + 1, heightPx: Int(reader.uint16() % 8192) + 1, rotation: rotation)
        let matrix = (0..<6).map { _ in Fixed(raw: reader.int64()) }
        guard let calibration = try? CalibrationMatrix(matrix) else { return }
        let settings = TouchMappingSettings(calibration: calibration, swapAxes: options & 1 != 0, invertX: options & 2 != 0, invertY: options & 4 != 0)
        var decoder = DeviceDecoder(capabilities: capabilities, settings: settings, panel: panel)
        var output: [TimedInputEvent] = []
        var timeUs: Int64 = 1_000_000
        while !reader.isAtEnd {
            let type = UInt16(reader.uint8() & 3), code = reader.uint16(), value = reader.int32()
            timeUs += Int64(reader.int16()) * 1000
            decoder.consume(RawEvent(timeUs: timeUs, type: type, code: code, value: value), into: &output)
        }
        decoder.cancelTouches(timeUs: timeUs, into: &output)
        _ = decoder.takeProblems()
    }

    static func capabilities(_ reader: inout ByteReader) -> DeviceCapabilities {
        let bits = Capability(rawValue: reader.uint16())
        let x = DeviceCapabilities.AbsoluteAxis(minimum: reader.int32(), maximum: reader.int32())
        let y = DeviceCapabilities.AbsoluteAxis(minimum: reader.int32(), maximum: reader.int32())
        let slot = DeviceCapabilities.AbsoluteAxis(minimum: reader.int32(), maximum: reader.int32(), value: reader.int32())
        let positions = (0..<reader.uint8()).map { _ in DeviceCapabilities.SlotPosition(x: reader.int32(), y: reader.int32()) }
        var device = DeviceCapabilities(name: "fuzz", slotPositions: positions)
        if bits.contains(.direct) { device.properties.insert(EvdevProperty.direct) }
        let keys: [(Capability, UInt16)] = [
            (.buttonTouch, EvdevKey.btnTouch), (.buttonLeft, EvdevKey.btnLeft), (.toolFinger, EvdevKey.btnToolFinger),
            (.toolPen, EvdevKey.btnToolPen), (.stylus, EvdevKey.btnStylus),
        ]
        for (bit, code) in keys where bits.contains(bit) { device.keys.insert(code) }
        if bits.contains(.navigationKeys) { device.keys.formUnion(navigationKeys) }
        if bits.contains(.absoluteXY) { (device.absoluteAxes[EvdevAbs.x], device.absoluteAxes[EvdevAbs.y]) = (x, y) }
        if bits.contains(.multitouchXY) { (device.absoluteAxes[EvdevAbs.mtPositionX], device.absoluteAxes[EvdevAbs.mtPositionY]) = (x, y) }
        if bits.contains(.multitouchSlot) { device.absoluteAxes[EvdevAbs.mtSlot] = slot }
        let relative: [(Capability, [UInt16])] = [
            (.relativeXY, [EvdevRel.x, EvdevRel.y]), (.wheel, [EvdevRel.wheel]), (.wheelHiRes, [EvdevRel.wheelHiRes]),
            (.horizontalWheel, [EvdevRel.hwheel]), (.horizontalWheelHiRes, [EvdevRel.hwheelHiRes]), (.dial, [EvdevRel.dial, EvdevRel.z]),
        ]
        for (bit, codes) in relative where bits.contains(bit) { device.relativeAxes.formUnion(codes) }
        return device
    }
}
