import Glibc
import PickerRender
import PickerSystem

// swift run -c release picker-bench
do {
    guard let fonts = BundledFonts.locate() else {
        throw RenderError("cannot find Fonts/DejaVuSans.ttf (set PANEL_PICKER_FONTS)")
    }
    if CommandLine.arguments.dropFirst().first == "--peak-memory" {
        try drawForPeakMemory(fonts: fonts)
    } else {
        try benchmarkFrames(fonts: fonts)
        try benchmarkPeakMemory()
        try benchmarkControlRoundTrip()
    }
} catch {
    StandardStreams.printError("picker-bench: \(error)")
    exit(2)
}
