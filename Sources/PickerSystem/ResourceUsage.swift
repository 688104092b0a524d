import Glibc

/// The process's own memory counters.
package enum ResourceUsage {
    /// The peak resident set size in bytes (`getrusage(2)`'s `ru_maxrss`, which Linux reports in KiB).
    package static func peakResidentBytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
    }

    /// The resident set now, split into anonymous memory (heap, buffers) and file-backed
    /// pages (code, mapped fonts), from `/proc/self/status`'s `RssAnon` and `RssFile`.
    package static func residentBytes() -> (anonymous: Int, fileBacked: Int)? {
        guard let status = try? FileSystem.readFile("/proc/self/status") else { return nil }
        var anonymous: Int?, fileBacked: Int?
        for line in status.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self)
            let kibibytes = Int(text.split(separator: " ").dropFirst().first ?? "")
            if text.hasPrefix("RssAnon:") { anonymous = kibibytes.map { $0 * 1024 } }
            if text.hasPrefix("RssFile:") { fileBacked = kibibytes.map { $0 * 1024 } }
        }
        guard let anonymous, let fileBacked else { return nil }
        return (anonymous, fileBacked)
    }
}
