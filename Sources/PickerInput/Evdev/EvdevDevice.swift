import CEvdev
import Glibc
import PickerSystem

/// One open evdev device through libevdev: its capabilities, an optional
/// exclusive grab, and non-blocking reads that follow libevdev's SYN_DROPPED
/// resync. The only file (with nothing else) that calls libevdev.
final class EvdevDevice {
    enum ReadOutcome: Equatable {
        /// Everything waiting was read (or the per-call cap was reached; poll says when there is more).
        case drained
        /// The device is gone (ENODEV: unplugged) or failed; it should be closed.
        case failed(SystemError)
    }

    let path: String
    let descriptor: FileDescriptor
    let capabilities: DeviceCapabilities
    private let device: OpaquePointer
    private var closed = false

    /// A runaway device cannot keep the loop in one read forever; poll brings the loop back for the rest.
    private static let maximumEventsPerRead = 4096
    /// Kernel stamps further than this behind the loop's clock are not trusted (a clock that is not monotonic).
    private static let maximumStampAgeUs: Int64 = 10_000_000

    init(path: String) throws {
        self.path = path
        descriptor = try FileDescriptor.open(path, [.readOnly, .nonBlocking])
        var created: OpaquePointer?
        let status = libevdev_new_from_fd(descriptor.rawValue, &created)
        guard status == 0, let created else {
            descriptor.close()
            throw SystemError(call: "libevdev_new_from_fd", subject: path, errno: -status)
        }
        device = created
        // The loop's clock: evdev stamps with CLOCK_REALTIME unless told otherwise.
        _ = libevdev_set_clock_id(device, CLOCK_MONOTONIC)
        capabilities = EvdevDevice.readCapabilities(device)
    }

    private static func readCapabilities(_ device: OpaquePointer) -> DeviceCapabilities {
        var capabilities = DeviceCapabilities(name: libevdev_get_name(device).map { String(cString: $0) } ?? "")
        for bit in 0..<UInt32(INPUT_PROP_CNT) where libevdev_has_property(device, bit) != 0 {
            capabilities.properties.insert(UInt16(bit))
        }
        for code in 0..<UInt32(KEY_CNT) where libevdev_has_event_code(device, UInt32(EV_KEY), code) != 0 {
            capabilities.keys.insert(UInt16(code))
        }
        for code in 0..<UInt32(REL_CNT) where libevdev_has_event_code(device, UInt32(EV_REL), code) != 0 {
            capabilities.relativeAxes.insert(UInt16(code))
        }
        for code in 0..<UInt32(ABS_CNT) {
            guard libevdev_has_event_code(device, UInt32(EV_ABS), code) != 0, let info = libevdev_get_abs_info(device, code) else { continue }
            var value = info.pointee.value
            if code == UInt32(ABS_MT_SLOT) { value = libevdev_get_current_slot(device) }
            capabilities.absoluteAxes[UInt16(code)] = .init(minimum: info.pointee.minimum, maximum: info.pointee.maximum, value: value)
        }
        let slotCount = libevdev_get_num_slots(device)
        if slotCount > 0 {
            capabilities.slotPositions = (0..<UInt32(slotCount)).map { slot in
                DeviceCapabilities.SlotPosition(x: libevdev_get_slot_value(device, slot, UInt32(ABS_MT_POSITION_X)),
                                                y: libevdev_get_slot_value(device, slot, UInt32(ABS_MT_POSITION_Y)))
            }
        }
        return capabilities
    }

    /// EVIOCGRAB: no other reader (the console, another program) sees this device's events.
    func grab() throws {
        let status = libevdev_grab(device, LIBEVDEV_GRAB)
        if status < 0 { throw SystemError(call: "EVIOCGRAB", subject: path, errno: -status) }
    }

    /// Reads what is waiting into `events`, including the SYN_DROPPED resync burst.
    /// Kernel stamps are used when they are plausible on the loop's clock, else `nowUs`.
    func read(nowUs: Int64, into events: inout [RawEvent]) -> ReadOutcome {
        var flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
        var event = input_event()
        for _ in 0..<EvdevDevice.maximumEventsPerRead {
            let status = libevdev_next_event(device, flags, &event)
            switch status {
            case Int32(LIBEVDEV_READ_STATUS_SUCCESS.rawValue), Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue):
                // SYNC in normal mode is the SYN_DROPPED itself; in sync mode, one event of the device's true state.
                if status == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue) { flags = LIBEVDEV_READ_FLAG_SYNC.rawValue }
                let stampUs = Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec)
                let plausible = stampUs <= nowUs && stampUs >= nowUs - EvdevDevice.maximumStampAgeUs
                events.append(RawEvent(timeUs: plausible ? stampUs : nowUs, type: event.type, code: event.code, value: event.value))
            case -EAGAIN:
                // In sync mode, -EAGAIN ends the resync; normal events may follow.
                guard flags == LIBEVDEV_READ_FLAG_SYNC.rawValue else { return .drained }
                flags = LIBEVDEV_READ_FLAG_NORMAL.rawValue
            case -EINTR:
                continue
            default:
                return .failed(SystemError(call: "read", subject: path, errno: -status))
            }
        }
        return .drained
    }

    /// Releases libevdev and closes the descriptor (which also ends a grab). Safe to call twice.
    func close() {
        guard !closed else { return }
        closed = true
        libevdev_free(device)
        descriptor.close()
    }

    deinit { close() }
}
