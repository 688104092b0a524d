import PickerSystem

/// sd_listen_fds(3) without libsystemd: the fds a `.socket` unit passed,
/// numbered from 3, announced by `LISTEN_PID`, `LISTEN_FDS` and `LISTEN_FDNAMES`.
package enum SocketActivation {
    package static let firstDescriptor: Int32 = 3

    package struct PassedDescriptor: Equatable, Sendable {
        package var fd: FileDescriptor
        /// From `FileDescriptorName=` (default: the socket unit's name).
        package var name: String
    }

    package enum ActivationError: Error, Equatable, CustomStringConvertible {
        case badCount(String)

        package var description: String {
            switch self {
            case .badCount(let value): "LISTEN_FDS='\(value)' is not a count of file descriptors"
            }
        }
    }

    /// The passed fds described by the variables' values; empty when they are
    /// meant for another process (the variables leaked through a fork) or absent.
    package static func passedDescriptors(
        listenPID: String?, listenFDs: String?, listenFDNames: String?, processID: Int32
    ) throws(ActivationError) -> [PassedDescriptor] {
        guard let listenPID, Int32(listenPID) == processID, let listenFDs else { return [] }
        guard let count = Int32(listenFDs), count >= 0, count <= 4096 else { throw .badCount(listenFDs) }
        let names = listenFDNames?.split(separator: ":", omittingEmptySubsequences: false).map(String.init) ?? []
        return (0..<count).map { index in
            PassedDescriptor(
                fd: FileDescriptor(rawValue: firstDescriptor + index),
                name: Int(index) < names.count ? names[Int(index)] : "unknown")
        }
    }

    /// Reads and then removes the variables (as `sd_listen_fds(1)` does) so
    /// that nothing this process starts believes the fds are its own.
    package static func takeFromEnvironment() throws(ActivationError) -> [PassedDescriptor] {
        let variables = ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"]
        let values = variables.map(FileSystem.environment)
        variables.forEach(Environment.remove)
        return try passedDescriptors(
            listenPID: values[0], listenFDs: values[1], listenFDNames: values[2], processID: Identity.processID)
    }
}
