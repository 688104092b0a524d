/// How lit the panel is.
public enum PowerState: String, Equatable, Sendable {
    /// Full brightness.
    case awake
    /// The backlight at `power.dim_percent`; the picker still shows and takes input.
    case dimmed
    /// The display is off: the user sees nothing, so the input that wakes it does nothing else.
    case off
}

/// The panel went from one state to another at a time.
public struct PowerChange: Equatable, Sendable {
    public var timeUs: Int64
    public var from: PowerState
    public var to: PowerState

    public init(timeUs: Int64, from: PowerState, to: PowerState) {
        self.timeUs = timeUs
        self.from = from
        self.to = to
    }
}
