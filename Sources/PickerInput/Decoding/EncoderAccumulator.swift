/// Relative axes → detents.
///
/// A hi-res wheel reports both REL_WHEEL and REL_WHEEL_HI_RES for the same
/// motion; the classification keeps only the hi-res axis then, and this
/// counts its 1/120 units into whole detents, carrying the remainder (and
/// dropping it when the direction turns, so half a detent back and forth
/// never adds up to a step).
struct EncoderAccumulator: Sendable {
    private let axes: [UInt16: DeviceClassification.EncoderAxis]
    private var remainders: [UInt16: Int32] = [:]
    private var pendingDetents = 0

    init(axes: [UInt16: DeviceClassification.EncoderAxis]) {
        self.axes = axes
    }

    /// Takes one EV_REL event; returns false when the axis is not an encoder axis of this device.
    mutating func apply(code: UInt16, value: Int32) -> Bool {
        guard let axis = axes[code] else { return false }
        let units = Int64(value) * Int64(axis.sign)
        guard axis.unitsPerDetent > 1 else {
            pendingDetents += Int(clamping: units)
            return true
        }
        var remainder = Int64(remainders[code] ?? 0)
        if (remainder > 0 && units < 0) || (remainder < 0 && units > 0) { remainder = 0 }
        let total = remainder + units
        let perDetent = Int64(axis.unitsPerDetent)
        pendingDetents += Int(clamping: total / perDetent)
        remainders[code] = Int32(total % perDetent)
        return true
    }

    /// The detents of the frame that just ended (0 when none).
    mutating func commit() -> Int {
        defer { pendingDetents = 0 }
        return pendingDetents
    }
}
