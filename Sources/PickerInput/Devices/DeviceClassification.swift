import PickerCore

/// What PanelPicker makes of a device, decided from its capabilities alone.
///
/// The rules follow udev's `input_id` builtin, which libinput trusts too:
/// a touchscreen is direct (or has BTN_TOUCH without being a touchpad or a
/// pen), a touchpad (BTN_TOOL_FINGER on an indirect device) moves a cursor
/// elsewhere and is no finger on the panel, so it is left out.
package struct DeviceClassification: Equatable, Sendable {
    package struct Roles: OptionSet, Hashable, Sendable, CustomStringConvertible {
        package var rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Fingers on the panel, at the panel position under them.
        package static let touchscreen = Roles(rawValue: 1 << 0)
        /// A tablet or QEMU's usb-tablet: one absolute position and a button, used as one finger.
        package static let absolutePointer = Roles(rawValue: 1 << 1)
        /// A mouse: a pointer moved by deltas, its left button used as the finger (for development).
        package static let relativeMouse = Roles(rawValue: 1 << 2)
        /// Navigation keys (arrows, page keys, enter, escape, tab, keypad equivalents).
        package static let keys = Roles(rawValue: 1 << 3)
        /// Detents from a dial, a wheel or the rotary-encoder driver.
        package static let encoder = Roles(rawValue: 1 << 4)

        package var description: String {
            let names: [(Roles, String)] = [
                (.touchscreen, "touchscreen"), (.absolutePointer, "absolute pointer"), (.relativeMouse, "relative mouse"),
                (.keys, "keys"), (.encoder, "rotary encoder"),
            ]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.isEmpty ? "nothing PanelPicker uses" : present.joined(separator: ", ")
        }
    }

    /// Where touches come from, and in which evdev protocol.
    package enum TouchSource: Equatable, Sendable {
        /// Multitouch protocol B: slots with tracking ids.
        case slots(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis, slotCount: Int, initialSlot: Int,
                   positions: [DeviceCapabilities.SlotPosition])
        /// Multitouch protocol A: anonymous contacts, each closed by SYN_MT_REPORT.
        case contacts(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis)
        /// ABS_X/ABS_Y and one button that says whether the "finger" is down.
        case single(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis, button: UInt16)
        /// REL_X/REL_Y deltas and BTN_LEFT.
        case relative
    }

    /// A relative axis that moves the picker by detents.
    package struct EncoderAxis: Equatable, Sendable {
        /// +1 when a positive value moves to higher rows, -1 when it moves to lower ones.
        package var sign: Int32
        /// 1 for detent axes, 120 for the hi-res wheel axes.
        package var unitsPerDetent: Int32
    }

    package var roles: Roles
    package var touch: TouchSource?
    package var encoderAxes: [UInt16: EncoderAxis]

    /// `keys`: which key codes the picker reads; a device with any of them is a keypad.
    package init(_ device: DeviceCapabilities, keys: KeyBindings = KeyBindings()) {
        var roles: Roles = []
        let direct = device.has(property: EvdevProperty.direct)
        let isTouchpad = !direct && device.has(key: EvdevKey.btnToolFinger)
        let isPen = device.has(key: EvdevKey.btnToolPen) || device.has(key: EvdevKey.btnStylus)
        let mtX = device.absoluteAxes[EvdevAbs.mtPositionX], mtY = device.absoluteAxes[EvdevAbs.mtPositionY]
        let absX = device.absoluteAxes[EvdevAbs.x], absY = device.absoluteAxes[EvdevAbs.y]
        let hasTouchButton = device.has(key: EvdevKey.btnTouch)

        touch = nil
        if !isTouchpad {
            let touchscreen = direct
                ? (mtX != nil && mtY != nil) || (absX != nil && absY != nil && hasTouchButton)
                : hasTouchButton && !isPen && !device.has(key: EvdevKey.btnLeft) && ((mtX != nil && mtY != nil) || (absX != nil && absY != nil))
            if touchscreen {
                roles.insert(.touchscreen)
                if let mtX, let mtY {
                    if let slot = device.absoluteAxes[EvdevAbs.mtSlot], slot.maximum >= 0, slot.minimum == 0 {
                        touch = .slots(x: mtX, y: mtY, slotCount: Int(slot.maximum) + 1, initialSlot: Int(slot.value),
                                       positions: device.slotPositions)
                    } else {
                        touch = .contacts(x: mtX, y: mtY)
                    }
                } else if let absX, let absY {
                    touch = .single(x: absX, y: absY, button: EvdevKey.btnTouch)
                }
            } else if let absX, let absY {
                let button = isPen && hasTouchButton ? EvdevKey.btnTouch : EvdevKey.btnLeft
                if device.has(key: button) {
                    roles.insert(.absolutePointer)
                    touch = .single(x: absX, y: absY, button: button)
                }
            }
        }

        let isMouse = device.has(relative: EvdevRel.x) && device.has(relative: EvdevRel.y) && device.has(key: EvdevKey.btnLeft)
        if isMouse && touch == nil {
            roles.insert(.relativeMouse)
            touch = .relative
        }

        var axes: [UInt16: EncoderAxis] = [:]
        // Scrolling the wheel down (negative) moves the list on to higher rows, as in every scroll view.
        if device.has(relative: EvdevRel.wheelHiRes) {
            axes[EvdevRel.wheelHiRes] = EncoderAxis(sign: -1, unitsPerDetent: EvdevRel.hiResUnitsPerDetent)
        } else if device.has(relative: EvdevRel.wheel) {
            axes[EvdevRel.wheel] = EncoderAxis(sign: -1, unitsPerDetent: 1)
        }
        if device.has(relative: EvdevRel.hwheelHiRes) {
            axes[EvdevRel.hwheelHiRes] = EncoderAxis(sign: 1, unitsPerDetent: EvdevRel.hiResUnitsPerDetent)
        } else if device.has(relative: EvdevRel.hwheel) {
            axes[EvdevRel.hwheel] = EncoderAxis(sign: 1, unitsPerDetent: 1)
        }
        if device.has(relative: EvdevRel.dial) {
            axes[EvdevRel.dial] = EncoderAxis(sign: 1, unitsPerDetent: 1)
        }
        // The kernel's rotary-encoder driver reports steps on the REL axis named by `linux,axis` (REL_X by default).
        if !isMouse {
            for code in [EvdevRel.x, EvdevRel.y, EvdevRel.z] where device.has(relative: code) {
                axes[code] = EncoderAxis(sign: 1, unitsPerDetent: 1)
            }
        }
        encoderAxes = axes
        if !axes.isEmpty { roles.insert(.encoder) }

        if device.keys.contains(where: { keys.key(for: $0) != nil }) {
            roles.insert(.keys)
        }
        self.roles = roles
    }
}
