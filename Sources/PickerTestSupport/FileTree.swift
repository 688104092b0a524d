import Glibc

/// Files of every kind the trust boundary must refuse or read safely, made on disk for a test
/// or the `files` fuzz target: regular files, folders, links, FIFOs and sparse files.
package enum FileTree {
    package enum Entry: Equatable, Sendable {
        case file([UInt8])
        case directory
        case symbolicLink(to: String)
        case fifo
        /// A file of this many bytes with none of them on disk.
        case sparse(size: Int64)
        case hardLink(to: String)
    }

    /// Makes `entry` at `path`; false when the system refused (a name taken, a missing folder):
    /// the caller goes on with the tree as it is.
    @discardableResult
    package static func make(_ entry: Entry, at path: String) -> Bool {
        switch entry {
        case .file(let bytes):
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
        case .directory:
            return mkdir(path, 0o755) == 0
        case .symbolicLink(let target):
            return symlink(target, path) == 0
        case .fifo:
            return mkfifo(path, 0o644) == 0
        case .sparse(let size):
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            return ftruncate(fd, off_t(size)) == 0
        case .hardLink(let target):
            return link(target, path) == 0
        }
    }
}
