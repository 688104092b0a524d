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
}
