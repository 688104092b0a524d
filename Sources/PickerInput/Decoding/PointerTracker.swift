/// One finger from one position and one button: a single-touch screen
/// (ABS_X/ABS_Y + BTN_TOUCH), an absolute pointer such as QEMU's usb-tablet
/// (ABS_X/ABS_Y + BTN_LEFT), or a mouse (REL_X/REL_Y deltas + BTN_LEFT) whose
/// pointer is kept here in panel pixels. Moves while the button is up are
/// hovering and give nothing. The touch id is always 0.
struct PointerTracker: TouchTracker {
    enum Source: Sendable {
        case absolute(x: DeviceCapabilities.AbsoluteAxis, y: DeviceCapabilities.AbsoluteAxis, button: UInt16)
        /// The pointer starts at the panel's centre and stays on it.
        case relative(widthPx: Int, heightPx: Int)
    }

    private let source: Source
    private let button: UInt16
    private var x: Int32
    private var y: Int32
    private var buttonDown = false
    private var reported = false
    private var reportedX: Int32 = 0
    private var reportedY: Int32 = 0

    init(_ source: Source) {
        self.source = source
        switch source {
        case .absolute(let xAxis, let yAxis, let button):
            self.button = button
            x = xAxis.clamp(xAxis.value)
            y = yAxis.clamp(yAxis.value)
        case .relative(let widthPx, let heightPx):
            button = EvdevKey.btnLeft
            x = Int32(clamping: widthPx / 2)
            y = Int32(clamping: heightPx / 2)
        }
    }

    mutating func apply(_ event: RawEvent, problems: inout ProblemLog) -> Bool {
        if event.type == EvdevType.key && event.code == button {
            buttonDown = event.value != 0
            return true
        }
        switch source {
        case .absolute(let xAxis, let yAxis, _):
            guard event.type == EvdevType.abs else { return false }
            switch event.code {
            case EvdevAbs.x: x = problems.clamp(event.value, code: event.code, to: xAxis)
            case EvdevAbs.y: y = problems.clamp(event.value, code: event.code, to: yAxis)
            default: return false
            }
        case .relative(let widthPx, let heightPx):
            guard event.type == EvdevType.rel else { return false }
            switch event.code {
            case EvdevRel.x: x = PointerTracker.moved(x, by: event.value, within: widthPx)
            case EvdevRel.y: y = PointerTracker.moved(y, by: event.value, within: heightPx)
            default: return false
            }
        }
        return true
    }

    private static func moved(_ position: Int32, by delta: Int32, within extent: Int) -> Int32 {
        let limit = Int64(max(extent, 1) - 1)
        return Int32(clamping: min(max(Int64(position) + Int64(delta), 0), limit))
    }

    mutating func commit(resyncing: Bool, problems: inout ProblemLog) -> [TouchChange] {
        var changes: [TouchChange] = []
        if reported && !buttonDown {
            // A release frame may move the pointer too (QEMU's tablet sends both): the finger lifts where it ended.
            if !resyncing && (x != reportedX || y != reportedY) {
                changes.append(TouchChange(phase: .move, id: 0, x: x, y: y))
                reportedX = x
                reportedY = y
            }
            changes.append(TouchChange(phase: resyncing ? .cancel : .up, id: 0, x: reportedX, y: reportedY))
            reported = false
        } else if !reported && buttonDown {
            changes.append(TouchChange(phase: .down, id: 0, x: x, y: y))
            reported = true
        } else if reported && (x != reportedX || y != reportedY) {
            changes.append(TouchChange(phase: .move, id: 0, x: x, y: y))
        }
        if reported {
            reportedX = x
            reportedY = y
        }
        return changes
    }

    mutating func cancelAll() -> [TouchChange] {
        guard reported else { return [] }
        reported = false
        buttonDown = false
        return [TouchChange(phase: .cancel, id: 0, x: reportedX, y: reportedY)]
    }
}
