import PickerCore
import PickerService
import PickerSystem

/// `run`'s log: systemd priority prefixes under the journal, plain lines
/// otherwise. While the terminal preview owns the screen, lines are held
/// back (they would scribble over the picture) and written once it is gone.
package final class KioskLog {
    /// Writes a line that is not held back: the service log, or a test's list.
    private let output: (LogLevel, String) -> Void
    private var held: [(LogLevel, String)]?
    /// Lines a client can cause (a selection, a refused connection) are held to a budget per kind.
    private var budget = LogBudget()

    /// Lines less severe than `threshold` are dropped; `output` replaces standard error (the tests read the lines).
    package init(threshold: LogLevel = .info, output: ((LogLevel, String) -> Void)? = nil) {
        let service = ServiceLog.detect(threshold: threshold)
        self.output = output ?? { service.log($0, $1) }
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

    /// A line of the control socket's, budgeted for the uid of the client that caused it apart
    /// from every other client's, so one client neither fills the log nor silences another.
    package func control(_ message: String, causedByUID uid: UInt32?) {
        limited(.warning, kind: uid.map { "control socket uid \($0)" } ?? "control socket", message)
    }

    /// Holds lines back from now on, when standard error is the terminal the preview draws on.
    package func holdWhileTerminalPreviewShows() {
        if TerminalDevice.isTerminal(StandardStreams.error) { held = held ?? [] }
    }

    /// Writes what was held back.
    package func release() {
        let lines = held ?? []
        held = nil
        for (level, message) in lines { output(level, message) }
    }

    private func write(_ level: LogLevel, _ message: String) {
        if held != nil {
            held?.append((level, message))
        } else {
            output(level, message)
        }
    }
}
