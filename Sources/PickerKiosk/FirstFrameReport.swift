import PanelPicker
import PickerDisplay

/// The log line for the first frame on screen, timed from the process start when that is
/// the picker's own start, else from `main`.
package enum FirstFrameReport {
    /// Longer than any loader takes before `main` (the slowest measured: 385 ms under QEMU with
    /// shared libraries): a process that started earlier than this ran something else first,
    /// such as `swift run` building the package before it executes the picker in its place.
    package static let longestStartBeforeMainUs: Int64 = 2_000_000

    /// `processStartUs` is nil without /proc.
    package static func line(onScreenUs: Int64, mainStartUs: Int64, processStartUs: Int64?) -> String {
        guard let processStartUs, mainStartUs - processStartUs <= longestStartBeforeMainUs else {
            let before = processStartUs.map { " (the process started \(milliseconds(mainStartUs - $0)) ms before main)" } ?? ""
            return "first frame on screen \(milliseconds(onScreenUs - mainStartUs)) ms after main\(before)"
        }
        return "first frame on screen \(milliseconds(onScreenUs - processStartUs)) ms after process start "
            + "(main entered at \(milliseconds(mainStartUs - processStartUs)) ms)"
    }

    /// The steps from `main` to the screen, each as the time it took: where a slow start goes
    /// (`main` to the picker is the config and the saved state; then the display, the fonts and
    /// renderer; then the rest of the start and drawing the frame, and the display showing it).
    package static func stepsLine(_ startup: PickerStartup, frame: FrameTiming, mainStartUs: Int64) -> String {
        let steps = [
            ("config and saved state", startup.beganUs - mainStartUs),
            ("display", startup.displayOpenUs - startup.beganUs),
            ("fonts and renderer", startup.rendererReadyUs - startup.displayOpenUs),
            ("until drawing", frame.drawStartUs - startup.rendererReadyUs),
            ("drawing", frame.commitUs - frame.drawStartUs),
            ("to the screen", frame.onScreenUs - frame.commitUs),
        ]
        return "start-up: " + steps.map { "\($0.0) \(milliseconds($0.1)) ms" }.joined(separator: ", ")
    }

    /// The input devices, which open in the loop's turn after the first frame's (`Picker.inputOpening`):
    /// what opening them took.
    package static func inputLine(tookUs: Int64) -> String {
        "start-up: input devices opened after drawing, in \(milliseconds(tookUs)) ms"
    }
}
