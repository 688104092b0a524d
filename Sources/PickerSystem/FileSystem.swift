import Glibc

/// Whole-file reads and crash-safe writes.
package enum FileSystem {
    /// Reads a whole file. Errors name the path.
    package static func readFile(_ path: String, limit: Int = .max) throws -> [UInt8] {
        let fd = try FileDescriptor.open(path, .readOnly)
        defer { fd.close() }
        var bytes: [UInt8] = []
        // Not zeroed first: zeroing wrote all 16 pages of the chunk for a file of a few hundred bytes,
        // and the heap kept them resident after the chunk was freed (64 KiB of picker-bench's peak,
        // spent reading /proc/self/status).
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let n = try fd.read(into: chunk, subject: path)
            if n == 0 { return bytes }
            // Read as a stream (a pipe has no size to check first), so the limit is counted as it comes.
            guard bytes.count + n <= limit else { throw FileTooLarge(limit: limit) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<n]))
        }
    }

    /// Replaces `path` with `bytes` so that a crash at any moment leaves either
    /// the old file or the new one, never a mix: write a temporary file in the
    /// same directory, fsync it, rename it over `path`, fsync the directory.
    /// Neither name is ever written through: see `replace(_:in:shownAs:with:permissions:)`.
    package static func writeFileAtomically(_ path: String, _ bytes: some Collection<UInt8>, permissions: mode_t = 0o644) throws {
        let directory = FileSystem.directoryName(of: path)
        let name = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
        guard !name.isEmpty, name != ".", name != ".." else { throw SystemError(call: "open", subject: path, errno: EISDIR) }
        let folder = try FileDescriptor.open(directory, [.readOnly, .directory])
        defer { folder.close() }
        try replace(name, in: folder, shownAs: directory, with: bytes, permissions: permissions)
    }

    /// Replaces the entry `name` of the open folder with a new file holding `bytes`. Whoever
    /// else may write in that folder (a sticky `/tmp`, a group's drop folder) cannot make this
    /// write land elsewhere: the temporary file gets a fresh random name and is created with
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`, so a link or file planted at any name is never opened
    /// (a name taken is skipped for another), and `renameat` replaces whatever sits at `name`,
    /// a link included, without following it. A write that fails leaves no temporary behind.
    static func replace(_ name: String, in folder: FileDescriptor, shownAs directory: String, with bytes: some Collection<UInt8>,
                        permissions: mode_t) throws {
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 where fd < 0 {
            temporary = ".\(name.utf8.count <= 200 ? name : "file").\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
            fd = openat(folder.rawValue, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
            if fd < 0 && errno != EEXIST { break }
        }
        let shown = "\(directory)/\(temporary)"
        guard fd >= 0 else { throw SystemError(call: "openat", subject: shown, errno: errno) }
        let file = FileDescriptor(rawValue: fd)
        do {
            defer { file.close() }
            try file.writeAll(bytes, subject: shown)
            try file.sync(subject: shown)
        } catch {
            _ = unlinkat(folder.rawValue, temporary, 0)
            throw error
        }
        guard renameat(folder.rawValue, temporary, folder.rawValue, name) == 0 else {
            let failure = SystemError(call: "renameat", subject: "\(shown) to \(directory)/\(name)", errno: errno)
            _ = unlinkat(folder.rawValue, temporary, 0)
            throw failure
        }
        try folder.sync(subject: directory)
    }

    /// The directory part of a path: "/a/b" → "/a", "b" → ".".
    package static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

/// A file read whole that held more than its reader allows.
package struct FileTooLarge: Error, Equatable, CustomStringConvertible {
    package let limit: Int

    package var description: String {
        limit % (1 << 20) == 0 ? "larger than \(limit >> 20) MiB, the most it may hold" : "larger than \(limit) bytes, the most it may hold"
    }
}
