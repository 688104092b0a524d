/// How a choice is confirmed and where it goes (`confirm` in the config).
package struct ConfirmConfig: Equatable, Sendable {
    /// What the countdown does when it runs out (`timeout_action`).
    package enum TimeoutAction: String, Equatable, Sendable, CaseIterable {
        /// Confirms the selection: a boot picker that goes on with the default.
        case confirm
        /// Cancels it, whatever `allow_cancel` says of Escape: a screen timeout that returns a
        /// vending machine or a ticket kiosk to its start screen buys nothing (trials 92, 93, 95, 98).
        case cancel
    }

    package var timeoutSeconds: Int?
    package var timeoutAction = TimeoutAction.confirm
    /// How much time any input gives the countdown at least (`extend_s`); nil: `timeout_s`, so
    /// input starts the whole countdown again.
    package var extendSeconds: Int?
    package var allowCancel = true
    package var tapSelected = true
    /// The countdown's seconds are drawn in the panel's corner (`show_countdown`); a host that
    /// shows its own, or none, turns them off.
    package var showCountdown = true
    package var resultFile: String?

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> ConfirmConfig {
        var reader = try ObjectReader(value, path: path)
        var confirm = ConfirmConfig()
        confirm.timeoutSeconds = try reader.optional("timeout_s", Decode.int(in: 1...86_400))
        confirm.extendSeconds = try reader.optional("extend_s", Decode.int(in: 1...86_400))
        confirm.timeoutAction = try reader.optional("timeout_action", Decode.choice(TimeoutAction.self)) ?? .confirm
        confirm.allowCancel = try reader.optional("allow_cancel", Decode.bool) ?? true
        confirm.tapSelected = try reader.optional("tap_selected", Decode.bool) ?? true
        confirm.showCountdown = try reader.optional("show_countdown", Decode.bool) ?? true
        confirm.resultFile = try reader.optional("result_file", Decode.nonEmptyString)
        try reader.finish()
        // Said alone it would do nothing, and the user would wait for a countdown that never comes.
        if confirm.extendSeconds != nil && confirm.timeoutSeconds == nil {
            throw ConfigError(path: reader.keyPath("extend_s"), message: "extends the countdown of timeout_s, which is not set; give timeout_s too")
        }
        if confirm.timeoutAction != .confirm && confirm.timeoutSeconds == nil {
            throw ConfigError(path: reader.keyPath("timeout_action"), message: "says what the countdown of timeout_s does, which is not set; give timeout_s too")
        }
        return confirm
    }
}
