import PickerFuzzTargets
import PickerSystem

#if FUZZING
/// The target named by $PICKER_FUZZ_TARGET (scripts/fuzz sets it).
private let fuzzTarget: FuzzTarget = {
    guard let name = FileSystem.environment("PICKER_FUZZ_TARGET"), let target = FuzzTarget(rawValue: name) else {
        StandardStreams.printError("picker-fuzz: set PICKER_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        Environment.exitProcess(2)
    }
    return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// libFuzzer's own `main` (FuzzerMain.cpp) is this one call. SwiftPM links every executable
/// with `main` aliased to `picker_fuzz_main`, so that is where the driver is started.
@_extern(c, "LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

@_cdecl("picker_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#endif
