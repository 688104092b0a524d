import Glibc

extension FileSystem {
    /// The running executable's path (`readlink("/proc/self/exe")`), nil where /proc is missing.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether the file exists and this process may read it (`access(2)` with `R_OK`).
    public static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// An environment variable's value (`getenv(3)`).
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
