import Glibc

/// Whole-file reads and crash-safe writes.
public enum FileSystem {
    /// Reads a whole file. Errors name the path.
    public static func readFile(_ path: String) throws -> [UInt8] {
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = try chunk.withUnsafeMutableBytes { try fd.read(into: $0, subject: path) }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// Replaces `path` with `bytes` so that a crash at any moment leaves either
    /// the old file or the new one, never a mix: write a temporary file in the
    /// same directory, fsync it, rename it over `path`, fsync the directory.
    public static func writeFileAtomically(_ path: String, _ bytes: some Collection<UInt8>, permissions: mode_t = 0o644) throws {
        let temporary = path + ".tmp"
        let fd = try FileDescriptor.open(temporary, [.writeOnly, .create, .truncate], permissions: permissions)
        do {
            try fd.writeAll(bytes, subject: temporary)
            try fd.sync(subject: temporary)
        } catch {
            fd.close()
            _ = unlink(temporary)
            throw error
        }
        fd.close()
        _ = try syscall("rename", "\(temporary) to \(path)") { Glibc.rename(temporary, path) }
        let directory = FileSystem.directoryName(of: path)
        let dirFD = try FileDescriptor.open(directory, [.readOnly, .directory])
        defer { dirFD.close() }
        try dirFD.sync(subject: directory)
    }

    /// The directory part of a path: "/a/b" → "/a", "b" → ".".
    public static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
