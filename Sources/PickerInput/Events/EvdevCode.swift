/// The evdev event types and codes PanelPicker reads, as numbers from
/// `linux/input-event-codes.h`.
///
/// They are spelled out here (instead of taken from the C header) so the
/// decoder stays pure Swift and is tested without libevdev.
package enum EvdevType {
    package static let syn: UInt16 = 0x00
    package static let key: UInt16 = 0x01
    package static let rel: UInt16 = 0x02
    package static let abs: UInt16 = 0x03
}

package enum EvdevSyn {
    package static let report: UInt16 = 0
    package static let mtReport: UInt16 = 2
    package static let dropped: UInt16 = 3
}

package enum EvdevAbs {
    package static let x: UInt16 = 0x00
    package static let y: UInt16 = 0x01
    package static let mtSlot: UInt16 = 0x2f
    package static let mtPositionX: UInt16 = 0x35
    package static let mtPositionY: UInt16 = 0x36
    package static let mtTrackingId: UInt16 = 0x39
}

package enum EvdevRel {
    package static let x: UInt16 = 0x00
    package static let y: UInt16 = 0x01
    package static let z: UInt16 = 0x02
    package static let hwheel: UInt16 = 0x06
    package static let dial: UInt16 = 0x07
    package static let wheel: UInt16 = 0x08
    package static let wheelHiRes: UInt16 = 0x0b
    package static let hwheelHiRes: UInt16 = 0x0c
    /// A hi-res wheel reports this many units per detent.
    package static let hiResUnitsPerDetent: Int32 = 120
}

package enum EvdevKey {
    package static let esc: UInt16 = 1
    package static let tab: UInt16 = 15
    package static let r: UInt16 = 19
    package static let volumeDown: UInt16 = 114
    package static let volumeUp: UInt16 = 115
    package static let enter: UInt16 = 28
    package static let kp8: UInt16 = 72
    package static let kp9: UInt16 = 73
    package static let kp4: UInt16 = 75
    package static let kp6: UInt16 = 77
    package static let kp2: UInt16 = 80
    package static let kp3: UInt16 = 81
    package static let kpEnter: UInt16 = 96
    package static let up: UInt16 = 103
    package static let pageUp: UInt16 = 104
    package static let left: UInt16 = 105
    package static let right: UInt16 = 106
    package static let down: UInt16 = 108
    package static let pageDown: UInt16 = 109
    package static let back: UInt16 = 158
    package static let exit: UInt16 = 174
    package static let ok: UInt16 = 0x160
    package static let select: UInt16 = 0x161
    package static let btnLeft: UInt16 = 0x110
    package static let btnToolPen: UInt16 = 0x140
    package static let btnToolFinger: UInt16 = 0x145
    package static let btnTouch: UInt16 = 0x14a
    package static let btnStylus: UInt16 = 0x14b
    package static let dpadUp: UInt16 = 0x220
    package static let dpadDown: UInt16 = 0x221
    package static let dpadLeft: UInt16 = 0x222
    package static let dpadRight: UInt16 = 0x223

    /// Key values: released, pressed, and the kernel's autorepeat.
    package static let released: Int32 = 0
    package static let pressed: Int32 = 1
    package static let repeated: Int32 = 2
}

/// `INPUT_PROP_*` bits.
package enum EvdevProperty {
    package static let direct: UInt16 = 0x01
}
