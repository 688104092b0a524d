/// oneshot: exit after confirm or cancel; daemon: report and keep running.
package enum RunMode: String, Sendable, CaseIterable {
    case oneshot, daemon
}
