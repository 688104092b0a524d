import Glibc
import PickerRender
import PickerSystem

// swift run -c release picker-bench
do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--peak-memory" {
        try drawForPeakMemory()
    } else if arguments.count == 2, arguments[0] == "--flood-screenshots" {
        try floodScreenshots(socket: arguments[1])
    } else if arguments.count == 3, arguments[0] == "--ping", let count = Int(arguments[2]) {
        try ping(socket: arguments[1], count: count)
    } else {
        // The probe first: posix_spawn shares this process's memory until the exec, and Linux
        // keeps that memory's high-water mark as the child's ru_maxrss (fs/exec.c, exec_mmap),
        // so a probe started after the frame benchmarks reported their buffers as its own.
        try benchmarkPeakMemory()
        try benchmarkFrames()
        try benchmarkHostBuffer()
        try benchmarkReload()
        try benchmarkControlRoundTrip()
        try benchmarkControlStarvation()
    }
} catch {
    StandardStreams.printError("picker-bench: \(error)")
    exit(2)
}
