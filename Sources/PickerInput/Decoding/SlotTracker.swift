/// Multitouch protocol B: the device keeps slots; a slot's tracking id ≥ 0
/// starts a contact, -1 ends it, and axis values persist per slot (the kernel
/// only sends what changed). The slot index is the touch id.
///
/// Only a tracking id starts a touch: after a resync, libevdev may send axis
/// values for slots without a contact, which must not become fingers.
struct SlotTracker: TouchTracker {
    private struct Slot {
        var trackingId: Int32 = -1
        var x: Int32
        var y: Int32
        /// The touch the core knows about: down and not yet ended.
        var reported = false
        var reportedX: Int32 = 0
        var reportedY: Int32 = 0
        /// The contact that was reported ended in this frame; `lost` when its release never came.
        var ended = false
        var lost = false
    }

    private let xAxis: DeviceCapabilities.AbsoluteAxis
    private let yAxis: DeviceCapabilities.AbsoluteAxis
    private var slots: [Slot]
    /// nil after an out-of-range ABS_MT_SLOT, until a valid one.
    private var current: Int?
    private var touchButtonReleased = false

    /// `positions` are the slots' values at open (missing ones start at the axes' values).
    init(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis, slotCount: Int, initialSlot: Int,
         positions: [DeviceCapabilities.SlotPosition] = []) {
        xAxis = x
        yAxis = y
        let count = max(1, min(slotCount, 64))
        slots = (0..<count).map { index in
            let position = index < positions.count ? positions[index] : DeviceCapabilities.SlotPosition(x: x.value, y: y.value)
            return Slot(x: x.clamp(position.x), y: y.clamp(position.y))
        }
        current = (0..<count).contains(initialSlot) ? initialSlot : 0
    }

    mutating func apply(_ event: RawEvent, problems: inout ProblemLog) -> Bool {
        if event.type == EvdevType.key && event.code == EvdevKey.btnTouch {
            touchButtonReleased = event.value == 0
            return true
        }
        guard event.type == EvdevType.abs else { return false }
        switch event.code {
        case EvdevAbs.mtSlot:
            if event.value >= 0 && Int(event.value) < slots.count {
                current = Int(event.value)
            } else {
                current = nil
                problems.note(.slotOutOfRange, "ABS_MT_SLOT \(event.value) is outside the device's \(slots.count) slots; its events are dropped")
            }
        case EvdevAbs.mtTrackingId:
            guard let index = current else { return true }
            let old = slots[index].trackingId
            if event.value < 0 {
                if old >= 0 { slots[index].ended = slots[index].reported }
            } else if old >= 0 && old != event.value && slots[index].reported {
                slots[index].ended = true
                slots[index].lost = true
                problems.note(.lostRelease, "slot \(index) got tracking id \(event.value) while \(old) was still down; the old touch is cancelled")
            }
            slots[index].trackingId = event.value < 0 ? -1 : event.value
        case EvdevAbs.mtPositionX:
            guard let index = current else { return true }
            slots[index].x = problems.clamp(event.value, code: event.code, to: xAxis)
        case EvdevAbs.mtPositionY:
            guard let index = current else { return true }
            slots[index].y = problems.clamp(event.value, code: event.code, to: yAxis)
        default:
            return false
        }
        return true
    }

    mutating func commit(resyncing: Bool, problems: inout ProblemLog) -> [TouchChange] {
        var changes: [TouchChange] = []
        if touchButtonReleased {
            // BTN_TOUCH up while a slot still holds a contact: that slot's -1 was lost (the kernel also
            // releases BTN_TOUCH, and nothing else, when a device is unregistered mid-touch).
            for index in slots.indices where slots[index].trackingId >= 0 {
                if slots[index].reported && !slots[index].ended {
                    slots[index].ended = true
                    slots[index].lost = true
                    problems.note(.lostRelease, "BTN_TOUCH went up while slot \(index) was still down; the touch is cancelled")
                }
                slots[index].trackingId = -1
            }
            touchButtonReleased = false
        }
        for index in slots.indices {
            var slot = slots[index]
            if slot.ended {
                changes.append(TouchChange(phase: resyncing || slot.lost ? .cancel : .up, id: index, x: slot.reportedX, y: slot.reportedY))
                slot.reported = false
            }
            if slot.trackingId >= 0 && !slot.reported {
                changes.append(TouchChange(phase: .down, id: index, x: slot.x, y: slot.y))
                slot.reported = true
            } else if slot.reported && (slot.x != slot.reportedX || slot.y != slot.reportedY) {
                changes.append(TouchChange(phase: .move, id: index, x: slot.x, y: slot.y))
            }
            if slot.reported {
                slot.reportedX = slot.x
                slot.reportedY = slot.y
            }
            slot.ended = false
            slot.lost = false
            slots[index] = slot
        }
        return changes
    }

    mutating func cancelAll() -> [TouchChange] {
        var changes: [TouchChange] = []
        for index in slots.indices where slots[index].reported {
            changes.append(TouchChange(phase: .cancel, id: index, x: slots[index].reportedX, y: slots[index].reportedY))
            slots[index].reported = false
            slots[index].trackingId = -1
        }
        return changes
    }
}
