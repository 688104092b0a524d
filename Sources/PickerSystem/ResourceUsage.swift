import Glibc

/// The process's own resource counters (`getrusage(2)`).
public enum ResourceUsage {
    /// The peak resident set size in bytes (`ru_maxrss`, which Linux reports in KiB).
    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
    }
}
