import Glibc

/// Path operations beyond reading and writing whole files.
extension FileSystem {
    /// `mkdir(2)`; an existing directory is fine (and keeps its permissions). A new one gets
    /// exactly `permissions`, whatever the umask (e.g. a service's UMask=0077).
    package static func createDirectory(_ path: String, permissions: mode_t = 0o755) throws {
        if mkdir(path, permissions) == -1 {
            guard Glibc.errno == EEXIST else { throw SystemError(call: "mkdir", subject: path, errno: Glibc.errno) }
            return
        }
        try setPermissions(path, permissions)
    }

    /// `createDirectory` for `path` and every missing folder above it, each with `permissions`.
    package static func createDirectories(_ path: String, permissions: mode_t) throws {
        let parent = directoryName(of: path)
        if parent != path, parent != "/", parent != ".", try FileStatus.of(parent) == nil {
            try createDirectories(parent, permissions: permissions)
        }
        try createDirectory(path, permissions: permissions)
    }

    /// `chmod(2)`.
    package static func setPermissions(_ path: String, _ permissions: mode_t) throws {
        _ = try syscall("chmod", path) { chmod(path, permissions) }
    }

    /// `unlink(2)`; a missing file is fine.
    package static func remove(_ path: String) throws {
        if unlink(path) == -1 && Glibc.errno != ENOENT {
            throw SystemError(call: "unlink", subject: path, errno: Glibc.errno)
        }
    }

    /// `rename(2)`.
    package static func rename(_ from: String, to: String) throws {
        _ = try syscall("rename", "\(from) to \(to)") { Glibc.rename(from, to) }
    }

    /// `lchown(2)` of the group only.
    package static func setGroup(_ path: String, _ groupID: UInt32) throws {
        _ = try syscall("chown", path) { lchown(path, uid_t.max, groupID) }
    }

    /// The running executable's path (`readlink("/proc/self/exe")`), nil where /proc is missing.
    package static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the file exists and this process may read it (`access(2)` with `R_OK`).
    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether the file exists and this process may execute it (`access(2)` with `X_OK`).
    package static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// An environment variable's value (`getenv(3)`).
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
