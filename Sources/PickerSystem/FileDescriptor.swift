import Glibc

/// An open file descriptor. A plain value: whoever opened it closes it
/// (`close()`), and types that own one close it in their own `close()`/`deinit`.
package struct FileDescriptor: RawRepresentable, Hashable, Sendable {
    package var rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// `open(2)` flags.
    package struct OpenOptions: OptionSet, Sendable {
        package var rawValue: Int32
        package init(rawValue: Int32) { self.rawValue = rawValue }
        package static let readOnly = OpenOptions(rawValue: O_RDONLY)
        package static let writeOnly = OpenOptions(rawValue: O_WRONLY)
        package static let readWrite = OpenOptions(rawValue: O_RDWR)
        package static let create = OpenOptions(rawValue: O_CREAT)
        package static let truncate = OpenOptions(rawValue: O_TRUNC)
        package static let exclusive = OpenOptions(rawValue: O_EXCL)
        package static let nonBlocking = OpenOptions(rawValue: O_NONBLOCK)
        package static let directory = OpenOptions(rawValue: O_DIRECTORY)
        /// A terminal opened with it does not become the controlling terminal of a session leader (a service).
        package static let noControllingTerminal = OpenOptions(rawValue: O_NOCTTY)
        /// Always set by `open` below: no fd leaks into a child process.
        package static let closeOnExec = OpenOptions(rawValue: O_CLOEXEC)
    }

    /// `open(2)`; the fd is always close-on-exec.
    package static func open(
        _ path: String, _ options: OpenOptions, permissions: mode_t = 0o644
    ) throws -> FileDescriptor {
        let flags = options.union(.closeOnExec).rawValue
        let fd = try syscall("open", path) { Glibc.open(path, flags, permissions) }
        return FileDescriptor(rawValue: fd)
    }

    /// `close(2)`. EINTR is not retried: on Linux the fd is gone either way.
    package func close() {
        _ = Glibc.close(rawValue)
    }

    /// `fchmod(2)`. On an unbound Unix socket it sets the mode its file gets at `bind` (less the umask).
    package func setPermissions(_ permissions: mode_t) throws {
        _ = try syscall("fchmod") { fchmod(rawValue, permissions) }
    }

    /// `read(2)` into `buffer`; returns the byte count, 0 at end of file.
    package func read(into buffer: UnsafeMutableRawBufferPointer, subject: String = "") throws -> Int {
        try syscall("read", subject) { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// `write(2)` of as much of `buffer` as the kernel takes; returns the byte count.
    package func write(_ buffer: UnsafeRawBufferPointer, subject: String = "") throws -> Int {
        try syscall("write", subject) { Glibc.write(rawValue, buffer.baseAddress, buffer.count) }
    }

    /// Writes all of `bytes`, looping over short writes.
    package func writeAll(_ bytes: some Collection<UInt8>, subject: String = "") throws {
        let array = Array(bytes)
        var done = 0
        while done < array.count {
            done += try array.withUnsafeBytes { raw in
                try write(UnsafeRawBufferPointer(rebasing: raw[done...]), subject: subject)
            }
        }
    }

    /// `fsync(2)`.
    package func sync(subject: String = "") throws {
        _ = try syscall("fsync", subject) { Glibc.fsync(rawValue) }
    }
}
