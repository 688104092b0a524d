/// The evdev event types and codes PanelPicker reads, as numbers from
/// `linux/input-event-codes.h`.
///
/// They are spelled out here (instead of taken from the C header) so the
/// decoder stays pure Swift and is tested without libevdev.
public enum EvdevType {
    public static let syn: UInt16 = 0x00
    public static let key: UInt16 = 0x01
    public static let rel: UInt16 = 0x02
    public static let abs: UInt16 = 0x03
}

public enum EvdevSyn {
    public static let report: UInt16 = 0
    public static let mtReport: UInt16 = 2
    public static let dropped: UInt16 = 3
}

public enum EvdevAbs {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let mtSlot: UInt16 = 0x2f
    public static let mtPositionX: UInt16 = 0x35
    public static let mtPositionY: UInt16 = 0x36
    public static let mtTrackingId: UInt16 = 0x39
}

public enum EvdevRel {
    public static let x: UInt16 = 0x00
    public static let y: UInt16 = 0x01
    public static let z: UInt16 = 0x02
    public static let hwheel: UInt16 = 0x06
    public static let dial: UInt16 = 0x07
    public static let wheel: UInt16 = 0x08
    public static let wheelHiRes: UInt16 = 0x0b
    public static let hwheelHiRes: UInt16 = 0x0c
    /// A hi-res wheel reports this many units per detent.
    public static let hiResUnitsPerDetent: Int32 = 120
}

public enum EvdevKey {
    public static let esc: UInt16 = 1
    public static let tab: UInt16 = 15
    public static let r: UInt16 = 19
    public static let volumeDown: UInt16 = 114
    public static let volumeUp: UInt16 = 115
    public static let enter: UInt16 = 28
    public static let kp8: UInt16 = 72
    public static let kp9: UInt16 = 73
    public static let kp4: UInt16 = 75
    public static let kp6: UInt16 = 77
    public static let kp2: UInt16 = 80
    public static let kp3: UInt16 = 81
    public static let kpEnter: UInt16 = 96
    public static let up: UInt16 = 103
    public static let pageUp: UInt16 = 104
    public static let left: UInt16 = 105
    public static let right: UInt16 = 106
    public static let down: UInt16 = 108
    public static let pageDown: UInt16 = 109
    public static let back: UInt16 = 158
    public static let exit: UInt16 = 174
    public static let ok: UInt16 = 0x160
    public static let select: UInt16 = 0x161
    public static let btnLeft: UInt16 = 0x110
    public static let btnToolPen: UInt16 = 0x140
    public static let btnToolFinger: UInt16 = 0x145
    public static let btnTouch: UInt16 = 0x14a
    public static let btnStylus: UInt16 = 0x14b
    public static let dpadUp: UInt16 = 0x220
    public static let dpadDown: UInt16 = 0x221
    public static let dpadLeft: UInt16 = 0x222
    public static let dpadRight: UInt16 = 0x223

    /// Key values: released, pressed, and the kernel's autorepeat.
    public static let released: Int32 = 0
    public static let pressed: Int32 = 1
    public static let repeated: Int32 = 2
}

/// `INPUT_PROP_*` bits.
public enum EvdevProperty {
    public static let direct: UInt16 = 0x01
}
