import PickerCore

/// The decoding state machine for one device: raw evdev events in (as
/// libevdev delivers them, SYN_DROPPED resync included), the core's input
/// events out, one batch per SYN_REPORT frame, stamped with the frame's time.
///
/// After SYN_DROPPED, libevdev delivers the device's true state as a burst of
/// events closed by SYN_REPORT; touches that vanished in it end as `.cancel`,
/// so no finger stays down that is not. Values outside an axis's range are
/// clamped; `cancelTouches` ends every touch when the device goes away.
package struct DeviceDecoder: Sendable {
    package let classification: DeviceClassification
    private var tracker: (any TouchTracker)?
    /// nil for a mouse, whose tracker already works in panel pixels.
    private var mapping: TouchMapping?
    private var keys: KeyTranslator
    private var encoder: EncoderAccumulator
    private var resyncing = false
    private var problems = ProblemLog()

    /// `keys`: which key codes are the picker's (the config's `keyBindings`).
    package init(capabilities: DeviceCapabilities, settings: TouchMappingSettings, panel: PanelGeometry, keys: KeyBindings = KeyBindings()) {
        let classification = DeviceClassification(capabilities, keys: keys)
        self.keys = KeyTranslator(bindings: keys)
        self.classification = classification
        encoder = EncoderAccumulator(axes: classification.encoderAxes)
        switch classification.touch {
        case .slots(let x, let y, let slotCount, let initialSlot, let positions):
            tracker = SlotTracker(x: x, y: y, slotCount: slotCount, initialSlot: initialSlot, positions: positions)
            mapping = TouchMapping(xAxis: x, yAxis: y, settings: settings, panel: panel)
        case .contacts(let x, let y):
            tracker = ContactTracker(x: x, y: y)
            mapping = TouchMapping(xAxis: x, yAxis: y, settings: settings, panel: panel)
        case .single(let x, let y, let button):
            tracker = PointerTracker(.absolute(x: x, y: y, button: button))
            mapping = TouchMapping(xAxis: x, yAxis: y, settings: settings, panel: panel)
        case .relative:
            tracker = PointerTracker(.relative(widthPx: panel.widthPx, heightPx: panel.heightPx))
            mapping = nil
        case nil:
            tracker = nil
            mapping = nil
        }
    }

    /// Takes one event; at SYN_REPORT appends the frame's input events to `output`.
    package mutating func consume(_ event: RawEvent, into output: inout [TimedInputEvent]) {
        switch event.type {
        case EvdevType.syn:
            switch event.code {
            case EvdevSyn.report:
                commit(timeUs: event.timeUs, into: &output)
            case EvdevSyn.dropped:
                resyncing = true
                problems.note(.eventsDropped, "the kernel dropped events (SYN_DROPPED): reading too slowly; state was resynchronised")
            default:
                _ = tracker?.apply(event, problems: &problems)
            }
        case EvdevType.key:
            if !keys.apply(code: event.code, value: event.value) {
                _ = tracker?.apply(event, problems: &problems)
            }
        case EvdevType.rel:
            if !encoder.apply(code: event.code, value: event.value) {
                _ = tracker?.apply(event, problems: &problems)
            }
        case EvdevType.abs:
            _ = tracker?.apply(event, problems: &problems)
        default:
            break
        }
    }

    /// Ends every touch that is down with `.cancel`: the device was unplugged or closed.
    package mutating func cancelTouches(timeUs: Int64, into output: inout [TimedInputEvent]) {
        guard let changes = tracker?.cancelAll(), !changes.isEmpty else { return }
        for change in changes {
            output.append(TimedInputEvent(timeUs: timeUs, event: .touch(touchEvent(change))))
        }
    }

    /// Maps touches from now on with `settings` onto `panel` (a calibration reads the sensor with no
    /// matrix and no rotation, then puts the config's back). Touches in progress were mapped the old
    /// way: cancel them first.
    package mutating func remap(settings: TouchMappingSettings, panel: PanelGeometry) {
        mapping?.settings = settings
        mapping?.panel = panel
    }

    /// The problems seen since the last call, each kind once per device.
    package mutating func takeProblems() -> [DecodeProblem] {
        problems.take()
    }

    private mutating func commit(timeUs: Int64, into output: inout [TimedInputEvent]) {
        if let changes = tracker?.commit(resyncing: resyncing, problems: &problems) {
            for change in changes {
                output.append(TimedInputEvent(timeUs: timeUs, event: .touch(touchEvent(change))))
            }
        }
        for key in keys.commit() {
            output.append(TimedInputEvent(timeUs: timeUs, event: key))
        }
        let detents = encoder.commit()
        if detents != 0 {
            output.append(TimedInputEvent(timeUs: timeUs, event: .encoder(delta: detents)))
        }
        resyncing = false
    }

    private func touchEvent(_ change: TouchChange) -> TouchEvent {
        if let mapping {
            let position = mapping.panelPosition(x: change.x, y: change.y)
            return TouchEvent(phase: change.phase, id: change.id, x: position.x, y: position.y)
        }
        return TouchEvent(phase: change.phase, id: change.id, x: Fixed(Int(change.x)), y: Fixed(Int(change.y)))
    }
}
