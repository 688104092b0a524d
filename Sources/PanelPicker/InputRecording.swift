import PickerCore
import PickerSystem

/// The input the loop hands the engine, appended to a trace file as it arrives
/// (`panel-picker run --record-input`): `panel-picker simulate` replays it to the
/// same selection, which is how a wheel that landed wrong in the field is studied.
final class InputRecording {
    private var recorder: TraceRecorder
    private var file: FileDescriptor?
    private let log: (String) -> Void

    init(file: FileDescriptor, engineStartUs: Int64, log: @escaping (String) -> Void) {
        self.file = file
        recorder = TraceRecorder(startUs: engineStartUs)
        self.log = log
    }

    /// Appends `inputs`; a write that fails ends the recording (said once), never the picker.
    func record(_ inputs: [(event: InputEvent, timeUs: Int64)]) {
        guard let file, !inputs.isEmpty else { return }
        do {
            try file.writeAll(Array(recorder.lines(for: inputs).utf8), subject: "input record")
        } catch {
            log("input record: \(SystemError.reason(of: error)); recording stops, the picker goes on")
            stop()
        }
    }

    /// Writes nothing more. The file stays open: it is its opener's to close.
    func stop() { file = nil }
}
