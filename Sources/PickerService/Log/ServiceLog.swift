import PickerCore
import PickerSystem

/// syslog(3) priorities, as systemd reads them from a `<N>` line prefix.
package enum LogLevel: Int, Comparable, Sendable {
    case error = 3, warning = 4, notice = 5, info = 6, debug = 7

    package static func < (a: LogLevel, b: LogLevel) -> Bool { a.rawValue < b.rawValue }

    var word: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .notice: "notice"
        case .info: "info"
        case .debug: "debug"
        }
    }
}

/// Log lines on standard error: with `<N>` priority prefixes when stderr is
/// connected to the journal (so `journalctl -p warning` works), plain otherwise.
package struct ServiceLog: Sendable {
    package var journal: Bool
    /// Lines above this level (less severe) are not written.
    package var threshold: LogLevel

    package init(journal: Bool, threshold: LogLevel = .info) {
        self.journal = journal
        self.threshold = threshold
    }

    /// Journal prefixes only when `$JOURNAL_STREAM` ("device:inode") names the
    /// very stream stderr is: a child whose stderr was redirected inherits the
    /// variable but not the journal connection.
    package static func detect(threshold: LogLevel = .info) -> ServiceLog {
        ServiceLog(journal: stderrIsJournal(FileSystem.environment("JOURNAL_STREAM")), threshold: threshold)
    }

    static func stderrIsJournal(_ journalStream: String?) -> Bool {
        guard let parts = journalStream?.split(separator: ":"), parts.count == 2,
              let device = UInt64(parts[0]), let inode = UInt64(parts[1]),
              let status = try? FileStatus.of(StandardStreams.error)
        else { return false }
        return status.device == device && status.inode == inode
    }

    /// The text written for one message: every line prefixed, so a multi-line
    /// message keeps its priority in the journal. Every other control character (an escape
    /// sequence, a carriage return, a NUL in a value a client chose) is written as `\u{1B}`,
    /// so a log line cannot move a terminal's cursor or hide what came before it.
    package func format(_ level: LogLevel, _ message: String) -> String {
        let prefix = journal ? "<\(level.rawValue)>" : (level <= .warning ? "panel-picker: \(level.word): " : "panel-picker: ")
        return message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { prefix + ServiceLog.escaped($0) }.joined(separator: "\n")
    }

    static func escaped(_ line: Substring) -> String {
        guard line.unicodeScalars.contains(where: { $0.isControlCode }) else { return String(line) }
        var text = ""
        for scalar in line.unicodeScalars {
            if scalar.isControlCode {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    package func log(_ level: LogLevel, _ message: String) {
        guard level <= threshold else { return }
        StandardStreams.printError(format(level, message))
    }
}
