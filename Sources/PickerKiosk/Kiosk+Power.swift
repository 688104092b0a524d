import PanelPicker
import PickerControl
import PickerCore

/// The kiosk's side of idle power and feedback: `power_changed` for subscribers and the
/// log, and the socket's `set_feedback`, `wake` and `sleep`.
extension Kiosk {
    package func picker(_ picker: Picker, didChangePower state: PickerPowerState) {
        server?.publish(ControlEvent(.powerChanged, JSONObject([("state", .string(state.rawValue))])))
        log.info("power: \(state.rawValue)")
    }

    /// `set_feedback`, `wake`, `sleep`: each replies with the state it leaves.
    func perform(_ command: PowerCommand) -> ControlResult {
        switch command {
        case .setFeedback(let enabled): picker.clicksEnabled = enabled
        case .wake: picker.wake()
        case .sleep: picker.sleep()
        }
        return .success(.object(JSONObject([("power", .string(picker.powerState.rawValue)), ("feedback", .bool(picker.clicksEnabled))])))
    }
}
