import PickerCore
import PickerService
import PickerSystem

/// `run`'s log: systemd priority prefixes under the journal, plain lines
/// otherwise. While the terminal preview owns the screen, lines are held
/// back (they would scribble over the picture) and written once it is gone.
package final class KioskLog {
    private let service: ServiceLog
    private var held: [(LogLevel, String)]?
    /// Lines a client can cause (a selection, a refused connection) are held to a budget per kind.
    private var budget = LogBudget()

    /// Lines less severe than `threshold` are dropped.
    package init(threshold: LogLevel = .info) {
        service = ServiceLog.detect(threshold: threshold)
    }

    package func info(_ message: String) { write(.info, message) }
    package func warning(_ message: String) { write(.warning, message) }
    package func error(_ message: String) { write(.error, message) }

    /// A line of a `kind` a client can cause as often as it likes: written within the kind's
    /// `LogBudget`, else counted, and the next line written says how many were left out.
    package func limited(_ level: LogLevel, kind: String, _ message: String) {
        switch budget.admit(kind, atUs: MonotonicClock.nowUs()) {
        case .write(let suppressed):
            write(level, suppressed == 0 ? message : "\(message) (\(suppressed) \(kind) lines left out before this one)")
        case .drop:
            return
        }
    }

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
