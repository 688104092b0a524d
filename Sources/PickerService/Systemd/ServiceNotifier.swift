import PickerCore
import PickerSystem

/// sd_notify(3) without libsystemd: datagrams of `KEY=value` lines sent to
/// the socket systemd names in `$NOTIFY_SOCKET` (a path, or `@name` for an
/// abstract one).
package final class ServiceNotifier {
    /// One line of a notification.
    package enum State: Equatable, Sendable {
        /// `READY=1`: start-up is done (the first frame is on screen).
        case ready
        /// `RELOADING=1`: re-reading the config (SIGHUP); send `.ready` when done.
        case reloading
        /// `STOPPING=1`: shutting down.
        case stopping
        /// `STATUS=...`: one line shown by `systemctl status`.
        case status(String)
        /// `WATCHDOG=1`: still alive.
        case watchdog

        /// The most bytes of a status sent: systemd drops a whole datagram it cannot take, READY=1 with it.
        package static let statusBytes = 200

        /// `text` as one printable line: a newline would start a new assignment, and a NUL or any
        /// other control character (a client's selected value may hold one) makes systemd drop
        /// the datagram; each becomes a space. Cut to `statusBytes` at a character, with "…".
        static func statusLine(_ text: String) -> String {
            let printable = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.isControlCode ? " " : $0 }))
            guard printable.utf8.count > statusBytes else { return printable }
            var cut = ""
            for character in printable {
                if cut.utf8.count + character.utf8.count > statusBytes - 3 { break }
                cut.append(character)
            }
            return cut + "…"
        }

        var line: String {
            switch self {
            case .ready: "READY=1"
            case .reloading: "RELOADING=1"
            case .stopping: "STOPPING=1"
            case .status(let text): "STATUS=" + State.statusLine(text)
            case .watchdog: "WATCHDOG=1"
            }
        }
    }

    package let address: UnixAddress
    private let fd: FileDescriptor

    /// The notifier systemd asked for, or nil when not run by systemd (no `NOTIFY_SOCKET`).
    package static func fromEnvironment() throws -> ServiceNotifier? {
        guard let path = FileSystem.environment("NOTIFY_SOCKET"), !path.isEmpty else { return nil }
        return try ServiceNotifier(socketPath: path)
    }

    package init(socketPath: String) throws {
        address = try UnixAddress(socketPath)
        fd = try FileDescriptor.unixSocket(.datagram, nonBlocking: true)
    }

    /// Sends `states` as one datagram (systemd applies them together).
    package func notify(_ states: [State]) throws {
        let message = states.map(\.line).joined(separator: "\n") + "\n"
        try fd.sendDatagram(Array(message.utf8), to: address)
    }

    package func notify(_ state: State) throws {
        try notify([state])
    }

    package func close() {
        fd.close()
    }
}
