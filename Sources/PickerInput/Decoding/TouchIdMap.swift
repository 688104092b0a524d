import PickerCore

/// Gives touches from several devices ids that never collide: each (device,
/// local id) pair gets the lowest id not in use while its touch is down, and
/// gives it back on `up` or `cancel`, as the core expects ids to be reused.
struct TouchIdMap: Sendable {
    private struct Owner: Hashable {
        var device: Int
        var localId: Int
    }

    private var ids: [Owner: Int] = [:]

    /// The panel-wide touch for `touch` from `device`; nil for a move or end of a touch this map never saw go down.
    mutating func map(_ touch: TouchEvent, device: Int) -> TouchEvent? {
        let owner = Owner(device: device, localId: touch.id)
        var mapped = touch
        switch touch.phase {
        case .down:
            // A down for a touch still held (which decoders never send) takes over its id.
            let used = Set(ids.values)
            let id = ids[owner] ?? (0...).first { !used.contains($0) } ?? 0
            ids[owner] = id
            mapped.id = id
        case .move:
            guard let id = ids[owner] else { return nil }
            mapped.id = id
        case .up, .cancel:
            guard let id = ids.removeValue(forKey: owner) else { return nil }
            mapped.id = id
        }
        return mapped
    }
}
