import Glibc

/// What `lstat(2)` says about a path: enough to tell a socket from a file
/// and to recognise the very inode we created later on.
package struct FileStatus: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case regular, directory, socket, symbolicLink, other
    }

    package var kind: Kind
    package var device: UInt64
    package var inode: UInt64
    /// Permission bits only (`st_mode & 0o7777`).
    package var permissions: UInt32
    package var groupID: UInt32

    /// `lstat(2)`; nil when nothing is at `path`.
    package static func of(_ path: String) throws -> FileStatus? {
        var raw = stat()
        if lstat(path, &raw) == -1 {
            if Glibc.errno == ENOENT { return nil }
            throw SystemError(call: "lstat", subject: path, errno: Glibc.errno)
        }
        return FileStatus(raw)
    }

    /// `fstat(2)` of an open descriptor.
    package static func of(_ fd: FileDescriptor) throws -> FileStatus {
        var raw = stat()
        _ = try syscall("fstat") { fstat(fd.rawValue, &raw) }
        return FileStatus(raw)
    }

    private init(_ raw: stat) {
        switch raw.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFSOCK: kind = .socket
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        device = UInt64(raw.st_dev)
        inode = UInt64(raw.st_ino)
        permissions = UInt32(raw.st_mode & 0o7777)
        groupID = raw.st_gid
    }
}
