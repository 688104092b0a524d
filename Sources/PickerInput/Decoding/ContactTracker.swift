/// Multitouch protocol A: every frame lists every contact anew, each closed by
/// SYN_MT_REPORT, with no state kept by the kernel. Contacts are matched to
/// the previous frame's by ABS_MT_TRACKING_ID when the device sends one, else
/// by nearest position (as mtdev does), and get the lowest free id.
struct ContactTracker: TouchTracker {
    private struct Contact {
        var id: Int
        var trackingId: Int32?
        var x: Int32
        var y: Int32
    }

    private let xAxis: DeviceCapabilities.AbsoluteAxis
    private let yAxis: DeviceCapabilities.AbsoluteAxis
    private var down: [Contact] = []
    private var frame: [Contact] = []
    private var pendingX: Int32?
    private var pendingY: Int32?
    private var pendingTrackingId: Int32?
    /// A frame without any touch data (only keys, say) leaves the contacts as they are.
    private var frameHasTouchData = false
    private var touchButtonReleased = false
    /// More contacts than this in one frame are noise, not fingers.
    private static let maximumContacts = 16

    init(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis) {
        xAxis = x
        yAxis = y
    }

    mutating func apply(_ event: RawEvent, problems: inout ProblemLog) -> Bool {
        switch (event.type, event.code) {
        case (EvdevType.abs, EvdevAbs.mtPositionX):
            pendingX = problems.clamp(event.value, code: event.code, to: xAxis)
        case (EvdevType.abs, EvdevAbs.mtPositionY):
            pendingY = problems.clamp(event.value, code: event.code, to: yAxis)
        case (EvdevType.abs, EvdevAbs.mtTrackingId):
            pendingTrackingId = event.value
        case (EvdevType.key, EvdevKey.btnTouch):
            frameHasTouchData = true
            touchButtonReleased = event.value == 0
        case (EvdevType.syn, EvdevSyn.mtReport):
            frameHasTouchData = true
            defer { pendingX = nil; pendingY = nil; pendingTrackingId = nil }
            // An empty SYN_MT_REPORT is how a protocol-A device says "no contacts".
            guard pendingX != nil || pendingY != nil || pendingTrackingId != nil else { return true }
            guard let x = pendingX, let y = pendingY else {
                problems.note(.contactWithoutPosition, "a protocol-A contact came without both ABS_MT_POSITION_X and _Y; dropped")
                return true
            }
            if frame.count < ContactTracker.maximumContacts {
                frame.append(Contact(id: -1, trackingId: pendingTrackingId, x: x, y: y))
            }
        default:
            return false
        }
        return true
    }

    mutating func commit(resyncing: Bool, problems: inout ProblemLog) -> [TouchChange] {
        defer {
            frame.removeAll(keepingCapacity: true)
            frameHasTouchData = false
            touchButtonReleased = false
            pendingX = nil; pendingY = nil; pendingTrackingId = nil
        }
        guard frameHasTouchData else { return [] }
        var next = touchButtonReleased ? [] : frame
        let previous = down
        var changes: [TouchChange] = []
        var matchedPrevious = Set<Int>()

        for (nextIndex, previousIndex) in ContactTracker.match(previous, next) {
            next[nextIndex].id = previous[previousIndex].id
            matchedPrevious.insert(previousIndex)
        }
        for (index, contact) in previous.enumerated() where !matchedPrevious.contains(index) {
            changes.append(TouchChange(phase: resyncing ? .cancel : .up, id: contact.id, x: contact.x, y: contact.y))
        }
        var used = Set(next.compactMap { $0.id >= 0 ? $0.id : nil })
        for index in next.indices {
            if next[index].id < 0 {
                var id = 0
                while used.contains(id) { id += 1 }
                used.insert(id)
                next[index].id = id
                changes.append(TouchChange(phase: .down, id: id, x: next[index].x, y: next[index].y))
            } else if let before = down.first(where: { $0.id == next[index].id }),
                      before.x != next[index].x || before.y != next[index].y {
                changes.append(TouchChange(phase: .move, id: next[index].id, x: next[index].x, y: next[index].y))
            }
        }
        down = next
        return changes
    }

    /// Pairs (next index, previous index): by tracking id when every contact has one, else closest first.
    private static func match(_ previous: [Contact], _ next: [Contact]) -> [(Int, Int)] {
        if !previous.isEmpty && !next.isEmpty && (previous + next).allSatisfy({ $0.trackingId != nil }) {
            return next.indices.compactMap { n in
                previous.firstIndex(where: { $0.trackingId == next[n].trackingId }).map { (n, $0) }
            }
        }
        // Squares of Int32 differences need more than 64 bits on a device whose axes span all of Int32.
        var pairs: [(distance: Int128, next: Int, previous: Int)] = []
        for n in next.indices {
            for p in previous.indices {
                let dx = Int128(next[n].x) - Int128(previous[p].x)
                let dy = Int128(next[n].y) - Int128(previous[p].y)
                pairs.append((dx * dx + dy * dy, n, p))
            }
        }
        pairs.sort { ($0.distance, $0.next, $0.previous) < ($1.distance, $1.next, $1.previous) }
        var takenNext = Set<Int>(), takenPrevious = Set<Int>()
        var result: [(Int, Int)] = []
        for pair in pairs where !takenNext.contains(pair.next) && !takenPrevious.contains(pair.previous) {
            takenNext.insert(pair.next)
            takenPrevious.insert(pair.previous)
            result.append((pair.next, pair.previous))
        }
        return result
    }

    mutating func cancelAll() -> [TouchChange] {
        defer { down.removeAll() }
        return down.map { TouchChange(phase: .cancel, id: $0.id, x: $0.x, y: $0.y) }
    }
}
