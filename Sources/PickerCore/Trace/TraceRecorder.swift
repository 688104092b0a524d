/// Turns the input a running picker receives into trace lines (`Trace.line`), so that
/// `panel-picker simulate` replays exactly what moved the wheel: times from the engine's
/// start, coordinates as calibrated and rotated.
///
/// Sources are read one after another, so a batch's stamps can step back a little (a key
/// from the terminal, then a device's older touch). A trace may not go backwards, so such a
/// stamp is written as the one before it, as the engine takes it: its motion never goes back.
package struct TraceRecorder: Sendable {
    private let startUs: Int64
    private var lastUs: Int64 = 0

    /// `startUs`: when the engine that receives the input was made (a replay's time 0).
    package init(startUs: Int64) { self.startUs = startUs }

    /// One line (with its newline) per input, in the order given.
    package mutating func lines(for inputs: [(event: InputEvent, timeUs: Int64)]) -> String {
        var text = ""
        for (event, timeUs) in inputs {
            let (sinceStart, overflow) = timeUs.subtractingReportingOverflow(startUs)
            if !overflow { lastUs = Swift.max(lastUs, Swift.min(sinceStart, Int64(Trace.maxTimeMs) * 1000)) }
            text += Trace.line(event, atUs: lastUs) + "\n"
        }
        return text
    }
}
