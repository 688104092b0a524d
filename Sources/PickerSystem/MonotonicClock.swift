import Glibc

/// `CLOCK_MONOTONIC`, the clock the kernel stamps DRM flip events and evdev
/// events with. The core never reads it; the event loop passes its value in.
package enum MonotonicClock {
    /// Microseconds since an arbitrary point (boot).
    package static func nowUs() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000 + Int64(time.tv_nsec) / 1000
    }

    /// When this process started, in the same microseconds as `nowUs()`, from
    /// `/proc/self/stat`'s start time (clock ticks since boot, usually 10 ms
    /// steps). Nil when /proc is not mounted.
    package static func processStartUs() -> Int64? {
        guard let stat = try? FileSystem.readFile("/proc/self/stat") else { return nil }
        // The command name (field 2) may hold spaces; fields are counted after its closing ')'.
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
        // Field 22 (starttime) is the 20th after the ')'.
        guard fields.count > 19, let ticks = Int64(String(decoding: fields[19], as: UTF8.self)) else { return nil }
        let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
        guard ticksPerSecond > 0 else { return nil }
        // starttime counts from boot on CLOCK_BOOTTIME, which equals CLOCK_MONOTONIC until the first suspend.
        return ticks * 1_000_000 / ticksPerSecond
    }
}
