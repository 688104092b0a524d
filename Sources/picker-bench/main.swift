import Glibc
import PickerSystem

// swift run -c release picker-bench
do {
    try benchmarkFrames()
    try benchmarkControlRoundTrip()
} catch {
    StandardStreams.printError("picker-bench: \(error)")
    exit(2)
}
