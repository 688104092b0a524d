import Glibc

/// What `fstat` says of a file's content: the same device and inode with the same size and
/// modification time hold the same bytes. Caches key by it, never by how a path is spelt.
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int
    package var modifiedNs: Int64

    package init(device: UInt64, inode: UInt64, size: Int, modifiedNs: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedNs = modifiedNs
    }
}

/// A regular file opened for reading and checked before any byte of it is read: opened with
/// `O_NONBLOCK` (a FIFO or a device cannot hold the open), then `fstat` of the descriptor must
/// say a regular file no larger than the caller's limit. Everything after reads this
/// descriptor; the path is only for messages.
package struct ReadableFile {
    package let descriptor: FileDescriptor
    package let identity: FileIdentity
    package let path: String

    /// Checks the open `descriptor`; closes it and throws `FileRefusal` when it is not a regular
    /// file of at most `limit` bytes.
    init(checking descriptor: FileDescriptor, path: String, limit: Int) throws {
        var raw = stat()
        if fstat(descriptor.rawValue, &raw) == -1 {
            let error = SystemError(call: "fstat", subject: path, errno: errno)
            descriptor.close()
            throw error
        }
        guard raw.st_mode & S_IFMT == S_IFREG else {
            descriptor.close()
            throw FileRefusal(path: path, reason: "not a regular file (\(FileRefusal.kind(of: raw.st_mode)))")
        }
        guard raw.st_size <= limit else {
            descriptor.close()
            throw FileRefusal(path: path, reason: "\(raw.st_size) bytes, more than the \(limit) allowed")
        }
        self.descriptor = descriptor
        self.path = path
        identity = FileIdentity(device: UInt64(raw.st_dev), inode: UInt64(raw.st_ino), size: Int(raw.st_size),
                                modifiedNs: Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec))
    }

    /// The whole file, from the descriptor. A file that grew past its size since `fstat` is cut
    /// there: what was checked is what is read.
    package func readAll() throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: identity.size)
        var done = 0
        while done < bytes.count {
            let n = try bytes.withUnsafeMutableBytes { raw in
                try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[done...]), subject: path)
            }
            if n == 0 { break }
            done += n
        }
        return Array(bytes[0..<done])
    }

    package func close() {
        descriptor.close()
    }
}

/// A file that was opened but may not be read: not a regular file, too large, or outside the
/// folders it had to lie in.
package struct FileRefusal: Error, Equatable, CustomStringConvertible {
    package let path: String
    package let reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(reason)" }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a file"
        }
    }
}

extension FileSystem {
    /// Opens `path` for reading as `ReadableFile` says, following links: for the files the
    /// config file on disk names, which root owns.
    package static func openRegularFile(_ path: String, limit: Int) throws -> ReadableFile {
        let fd = try syscall("open", path) { Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        return try ReadableFile(checking: FileDescriptor(rawValue: fd), path: path, limit: limit)
    }
}
