import Glibc
import PickerSystem

// swift run picker-speech-bench (docs/speech.md)
do {
    try benchmarkSpeech()
} catch {
    StandardStreams.printError("picker-speech-bench: \(error)")
    exit(2)
}
