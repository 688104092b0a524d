import PickerSystem

/// The control socket's listening end: bound here, or handed over by systemd.
///
/// A socket this process bound is created with mode 0660 from the start (the
/// umask is narrowed around `bind`), given to the configured group, and
/// unlinked on `close` if the file is still the one it created.
package final class ListeningSocket {
    package let fd: FileDescriptor
    /// The path clients connect to; nil for an activated socket whose path systemd owns.
    package let path: String?
    private let createdFile: FileStatus?

    /// Why the socket could not be opened, beyond a failed system call (`SystemError`)
    /// or a path that cannot be a socket address (`UnixAddressError`).
    package enum OpenError: Error, Equatable, CustomStringConvertible {
        /// Another process accepts connections on the path.
        case alreadyRunning(path: String)
        /// Something that is not a socket sits at the path; it is left alone.
        case notASocket(path: String)
        case unknownGroup(String)
        /// The fd systemd passed is not a listening Unix stream socket.
        case notAListeningSocket(fd: Int32)
        /// No `control.socket`, and no runtime folder to put the socket in: not root, no
        /// `$RUNTIME_DIRECTORY`, no `$XDG_RUNTIME_DIR`.
        case noRuntimeDirectory

        package var description: String {
            switch self {
            case .alreadyRunning(let path):
                "another panel-picker is already running: it accepts connections on \(path) (stop it first, or give this one another control.socket)"
            case .notASocket(let path):
                "\(path) exists and is not a socket; remove it or choose another control.socket"
            case .unknownGroup(let name): "control.group '\(name)' is not a group on this system"
            case .notAListeningSocket(let fd):
                "the socket passed by systemd (fd \(fd)) is not a listening Unix stream socket; check ListenStream= in panel-picker.socket"
            case .noRuntimeDirectory:
                "no folder for it: not root, and neither RUNTIME_DIRECTORY nor XDG_RUNTIME_DIR is set"
            }
        }
    }

    /// Binds and listens on `path`, giving the file to `groupID`. A stale socket file (left by a crashed
    /// instance: connecting is refused) is replaced; a live one is not.
    package static func bind(path: String, groupID: UInt32?, backlog: Int32 = 16) throws -> ListeningSocket {
        let address = try UnixAddress(path)
        if !address.isAbstract {
            // Searchable by the group even under a service's UMask=0077, or the 0660 socket inside is out of its reach.
            try FileSystem.createDirectory(FileSystem.directoryName(of: path), permissions: 0o755)
        }
        let fd = try FileDescriptor.unixSocket(.stream, nonBlocking: true)
        do {
            // The file is born at most 0660 (a looser umask cannot widen it), then set to exactly
            // 0660 (a tighter one would shut the group out). No process-wide umask is touched:
            // a program embedding the library may be creating files on other threads.
            try fd.setPermissions(0o660)
            try bindReplacingStale(fd, address)
            var created: FileStatus?
            if !address.isAbstract {
                try FileSystem.setPermissions(path, 0o660)
                if let groupID { try FileSystem.setGroup(path, groupID) }
                created = try FileStatus.of(path)
            }
            try fd.listen(backlog: backlog)
            return ListeningSocket(fd: fd, path: path, createdFile: created)
        } catch {
            fd.close()
            throw error
        }
    }

    private static func bindReplacingStale(_ fd: FileDescriptor, _ address: UnixAddress) throws {
        do {
            try fd.bind(to: address)
        } catch let error as SystemError where error.errno == Errno.addressInUse {
            if !address.isAbstract, let status = try FileStatus.of(address.path), status.kind != .socket {
                throw OpenError.notASocket(path: address.path)
            }
            let probe = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
            defer { probe.close() }
            do {
                try probe.connect(to: address)
                throw OpenError.alreadyRunning(path: address.path)
            } catch let probeError as SystemError where probeError.errno == Errno.connectionRefused || probeError.errno == Errno.noEntry {
                if !address.isAbstract { try FileSystem.remove(address.path) }
                try fd.bind(to: address)
            }
        }
    }

    /// Adopts a listening socket passed by the service manager (`LISTEN_FDS`).
    package static func adopt(_ fd: FileDescriptor) throws -> ListeningSocket {
        guard fd.isListeningUnixStreamSocket() else { throw OpenError.notAListeningSocket(fd: fd.rawValue) }
        try fd.makeNonBlockingAndCloseOnExec()
        return ListeningSocket(fd: fd, path: nil, createdFile: nil)
    }

    /// Where clients connect: the path this process bound, else the address systemd bound
    /// (nil when the kernel cannot say).
    package var address: String? {
        path ?? (try? fd.boundUnixAddress())?.path
    }

    /// The group owning the socket's file, looked up through the address the socket is bound to:
    /// for a socket systemd made, the `SocketGroup=` it was made for. nil for an abstract name,
    /// or when the file has been removed or replaced by something that is not a socket.
    package func fileGroupID() throws -> UInt32? {
        guard let address = try fd.boundUnixAddress(), !address.isAbstract,
              let status = try FileStatus.of(address.path), status.kind == .socket else { return nil }
        return status.groupID
    }

    private init(fd: FileDescriptor, path: String?, createdFile: FileStatus?) {
        self.fd = fd
        self.path = path
        self.createdFile = createdFile
    }

    private var isClosed = false

    /// Closes the socket and removes its file, unless another instance has replaced the file since.
    /// Closing again does nothing: the descriptor's number may already belong to another file.
    package func close() {
        guard !isClosed else { return }
        isClosed = true
        fd.close()
        if let path, let createdFile, let now = try? FileStatus.of(path),
           now.device == createdFile.device, now.inode == createdFile.inode {
            try? FileSystem.remove(path)
        }
    }
}
