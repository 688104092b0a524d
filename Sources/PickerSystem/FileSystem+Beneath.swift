import Glibc

extension FileSystem {
    /// Writes `bytes` atomically to `relativePath` inside `folder` without ever leaving it:
    /// every component is opened with `O_NOFOLLOW` relative to the one before (`openat`), so a
    /// symbolic link anywhere below `folder`, planted by whoever else may write there, fails
    /// with ELOOP instead of being followed, and `..` is refused. This is what `openat2`'s
    /// `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS` does; `openat2` has no glibc wrapper on Debian 12
    /// and `syscall(2)` is variadic, which Swift cannot call. The file itself is replaced as
    /// `replace(_:in:shownAs:with:permissions:)` says.
    package static func writeFileAtomically(beneath folder: String, _ relativePath: String, _ bytes: some Collection<UInt8>,
                                           permissions: mode_t = 0o644) throws {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let name = components.last, components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw SystemError(call: "openat", subject: "\(folder)/\(relativePath)", errno: EINVAL)
        }
        var parent = try FileDescriptor.open(folder, [.readOnly, .directory])
        defer { parent.close() }
        var walked = folder
        for component in components.dropLast() {
            walked += "/" + component
            let next = try syscall("openat", walked) {
                openat(parent.rawValue, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC, 0)
            }
            parent.close()
            parent = FileDescriptor(rawValue: next)
        }
        try replace(name, in: parent, shownAs: walked, with: bytes, permissions: permissions)
    }

    /// `realpath(3)`: the absolute path with every link and `..` resolved.
    package static func resolvedPath(_ path: String) throws -> String {
        guard let resolved = realpath(path, nil) else { throw SystemError(call: "realpath", subject: path, errno: errno) }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
