/// sysfs attributes: small text files the kernel reads as one write, so they are
/// written in place (open, one write), never through a temporary file and a rename.
extension FileSystem {
    /// Writes `text` to the attribute at `path` in one `write(2)`.
    package static func writeAttribute(_ path: String, _ text: String) throws {
        let fd = try FileDescriptor.open(path, .writeOnly)
        defer { fd.close() }
        try fd.writeAll(Array(text.utf8), subject: path)
    }

    /// Reads the attribute at `path` as a whole number (sysfs ends it with a newline).
    package static func readIntegerAttribute(_ path: String) throws -> Int? {
        let text = String(decoding: try readFile(path), as: UTF8.self)
        return Int(text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first ?? "")
    }
}
