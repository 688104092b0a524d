/// Why a picker call failed: what kind of failure, and a message naming what was wrong.
public struct PickerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it is; `panel-picker` maps the first two to its exit codes.
    public enum Kind: Equatable, Sendable {
        /// A config, column, row or value that is not acceptable (exit code 2).
        case badInput
        /// No usable display or device, or one failed (exit code 3).
        case device
        /// A file the host asked the picker to write could not be written: the file system refused
        /// it (a folder that does not exist or is not writable, a full disk). The message names the
        /// path and the system's reason.
        case fileSystem
    }

    /// What kind of failure it is.
    public var kind: Kind
    /// What was wrong, naming the key, column, row, file or device.
    public var message: String

    /// An error of `kind` saying `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
