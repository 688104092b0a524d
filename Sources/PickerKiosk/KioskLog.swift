import PickerService
import PickerSystem

/// `run`'s log: systemd priority prefixes under the journal, plain lines
/// otherwise. While the terminal preview owns the screen, lines are held
/// back (they would scribble over the picture) and written once it is gone.
package final class KioskLog {
    private let service: ServiceLog
    private var held: [(LogLevel, String)]?

    /// Lines less severe than `threshold` are dropped.
    package init(threshold: LogLevel = .info) {
        service = ServiceLog.detect(threshold: threshold)
    }

    package func info(_ message: String) { write(.info, message) }
    package func warning(_ message: String) { write(.warning, message) }
    package func error(_ message: String) { write(.error, message) }

    /// Holds lines back from now on, when standard error is the terminal the preview draws on.
    package func holdWhileTerminalPreviewShows() {
        if TerminalDevice.isTerminal(StandardStreams.error) { held = held ?? [] }
    }

    /// Writes what was held back.
    package func release() {
        let lines = held ?? []
        held = nil
        for (level, message) in lines { service.log(level, message) }
    }

    private func write(_ level: LogLevel, _ message: String) {
        if held != nil {
            held?.append((level, message))
        } else {
            service.log(level, message)
        }
    }
}
