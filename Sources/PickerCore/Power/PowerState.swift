/// How lit the panel is.
package enum PowerState: String, Equatable, Sendable {
    /// Full brightness.
    case awake
    /// The backlight at `power.dim_percent`; the picker still shows and takes input.
    case dimmed
    /// The display is off: the user sees nothing, so the input that wakes it does nothing else.
    case off
}

/// The panel went from one state to another at a time.
package struct PowerChange: Equatable, Sendable {
    package var timeUs: Int64
    package var from: PowerState
    package var to: PowerState

    package init(timeUs: Int64, from: PowerState, to: PowerState) {
        self.timeUs = timeUs
        self.from = from
        self.to = to
    }
}
