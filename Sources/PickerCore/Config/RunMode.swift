/// oneshot: exit after confirm or cancel; daemon: report and keep running.
public enum RunMode: String, Sendable, CaseIterable {
    case oneshot, daemon
}
