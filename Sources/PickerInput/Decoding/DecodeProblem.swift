/// Something a device sent that was wrong or lost, worth one line in the log.
///
/// The decoder never stops on a bad event: it clamps, drops or ends touches,
/// and reports each kind of trouble once per device so a misbehaving device
/// cannot flood the journal.
package struct DecodeProblem: Equatable, Sendable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// An absolute axis reported a value outside its own absinfo range (clamped).
        case valueOutOfRange(code: UInt16)
        /// ABS_MT_SLOT named a slot the device does not have (its events are dropped).
        case slotOutOfRange
        /// A protocol-A contact came without both coordinates (dropped).
        case contactWithoutPosition
        /// A touch ended without its release (the slot got a new tracking id, or BTN_TOUCH went up first).
        case lostRelease
        /// The kernel's buffer overflowed (SYN_DROPPED); state was resynchronised.
        case eventsDropped
    }

    package var kind: Kind
    package var message: String

    package var description: String { message }
}

/// Collects problems, each kind once.
struct ProblemLog: Sendable {
    private var seen: Set<DecodeProblem.Kind> = []
    private(set) var pending: [DecodeProblem] = []

    mutating func note(_ kind: DecodeProblem.Kind, _ message: @autoclosure () -> String) {
        if seen.insert(kind).inserted {
            pending.append(DecodeProblem(kind: kind, message: message()))
        }
    }

    /// A value clamped to `axis`, noting the first out-of-range value of each axis.
    mutating func clamp(_ value: Int32, code: UInt16, to axis: DeviceCapabilities.AbsoluteAxis) -> Int32 {
        let clamped = axis.clamp(value)
        if clamped != value {
            note(.valueOutOfRange(code: code),
                 "axis 0x\(String(code, radix: 16)) reported \(value), outside its range \(axis.minimum)...\(axis.maximum); clamped")
        }
        return clamped
    }

    mutating func take() -> [DecodeProblem] {
        defer { pending.removeAll() }
        return pending
    }
}
