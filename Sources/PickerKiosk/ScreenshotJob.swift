import PickerControl
import PickerCore
import PickerRender
import PickerSystem

/// A `screenshot`: the shown frame, copied when the request was read, written as PNG some rows
/// at a time in its client's turns, so a stream of 1080p screenshots leaves frames and other
/// clients their time (docs/control.md, Robustness). Then it is the reply, or a file beneath
/// `control.screenshot_dir`.
final class ScreenshotJob: ControlJob {
    /// Where a screenshot with a path goes: checked against `control.screenshot_dir` before any work.
    struct File {
        let folder: String
        let relative: String
        /// As the client wrote it, for the reply and errors.
        let path: String
    }

    /// Rows written between looks at the clock: about 1.5 ms of a 1920-wide frame here.
    static let rowsPerStep = 32

    private enum Work {
        case encoding(PNGRowEncoder, width: Int, height: Int, into: File?)
        case refused(ControlError)
    }

    private let work: Work

    init(encoding encoder: PNGRowEncoder, width: Int, height: Int, into file: File?) {
        work = .encoding(encoder, width: width, height: height, into: file)
    }

    init(refused error: ControlError) {
        work = .refused(error)
    }

    func advance(isTimeUp: () -> Bool) -> ControlResult? {
        switch work {
        case .refused(let error):
            return .failure(error)
        case .encoding(let encoder, let width, let height, let file):
            do {
                guard let png = try encoder.encode(rowsPerStep: Self.rowsPerStep, until: isTimeUp) else { return nil }
                return deliver(png, width: width, height: height, to: file)
            } catch {
                return .failure(ControlError(.failed, "cannot encode the frame as PNG: \(error)"))
            }
        }
    }

    /// The whole job at once, for a caller with no loop to spread it over.
    func run() -> ControlResult {
        while true {
            if let result = advance(isTimeUp: { false }) { return result }
        }
    }

    private func deliver(_ png: [UInt8], width: Int, height: Int, to file: File?) -> ControlResult {
        guard let file else { return .success(ControlMessage.inlineScreenshot(png: png, width: width, height: height)) }
        do {
            try FileSystem.writeFileAtomically(beneath: file.folder, file.relative, png)
        } catch {
            return .failure(ControlError(.failed, "cannot write \(file.path): \(SystemError.reason(of: error))"))
        }
        return .success(.object(JSONObject([("path", .string(file.path)), ("width", .int(width)), ("height", .int(height))])))
    }
}
