import Glibc
import PickerRender
import PickerSystem

// swift run -c release picker-bench
do {
    if CommandLine.arguments.dropFirst().first == "--peak-memory" {
        try drawForPeakMemory()
    } else {
        // The probe first: posix_spawn shares this process's memory until the exec, and Linux
        // keeps that memory's high-water mark as the child's ru_maxrss (fs/exec.c, exec_mmap),
        // so a probe started after the frame benchmarks reported their buffers as its own.
        try benchmarkPeakMemory()
        try benchmarkFrames()
        try benchmarkHostBuffer()
        try benchmarkControlRoundTrip()
    }
} catch {
    StandardStreams.printError("picker-bench: \(error)")
    exit(2)
}
