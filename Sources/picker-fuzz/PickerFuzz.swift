import PickerFuzzTargets
import PickerSystem

// Built normally: `picker-fuzz TARGET FILE...` runs each file through the target (a crash
// reproduces as a crash). Built with -DFUZZING by scripts/fuzz, libFuzzer owns `main` and
// calls LLVMFuzzerTestOneInput (FuzzEntry.swift) instead.
#if !FUZZING
@main
struct PickerFuzz {
    static func main() {
        let usage = "usage: picker-fuzz TARGET FILE...  (TARGET: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")))"
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            StandardStreams.printError(usage)
            Environment.exitProcess(2)
        }
        for path in arguments.dropFirst() {
            do {
                target.run(try FileSystem.readFile(path))
            } catch {
                StandardStreams.printError("picker-fuzz: cannot read \(path): \(SystemError.reason(of: error))")
                Environment.exitProcess(2)
            }
        }
        try? StandardStreams.printOutput("\(target.rawValue): \(arguments.count - 1) inputs ran")
    }
}
#endif
