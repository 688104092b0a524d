import PanelPicker
import PickerControl
import PickerCore
import PickerKiosk
import PickerSystem

/// A client's byte stream on the control socket, answered by `panel-picker run`'s own
/// handler (PickerKiosk's `Kiosk`, offscreen): framed into lines, each decoded, and the
/// picker commands carried out, trust checks and saved state included.
enum ControlTarget {
    /// Small, so the fuzzer reaches the overlong-line path; the framer works the same at any limit.
    static let maximumLineBytes = 256

    /// Two sections, one of them a date, so every kind of column edit has something to act on.
    static let startDocument = """
        {"size": "320x240", "row_height": 24, "sections": [
          {"width": 0.5, "columns": [{"id": "h", "range": {"from": 0, "to": 23, "format": "%02d"}},
                                     {"id": "m", "items": ["00", "15", "30", "45"], "infinite": true, "disabled": [1]}]},
          {"width": 0.5, "date": {"from": 2020, "to": 2030, "selected": "2024-02-29"}}
        ]}
        """
    static let startConfiguration = try? PickerConfiguration(json: startDocument, directory: ConfigTarget.imageDirectory)

    static func run(_ bytes: [UInt8]) {
        guard let startConfiguration, let kiosk = makeKiosk(startConfiguration) else { return }
        var framer = LineFramer(maximumLineBytes: maximumLineBytes)
        var pieces: [LineFramer.Piece] = []
        bytes.withUnsafeBytes { stream in
            // Chunk sizes come from the stream itself, so the fuzzer also varies where reads split lines.
            var start = 0
            while start < stream.count {
                let end = min(stream.count, start + Int(stream[start] % 97) + 1)
                pieces += framer.append(UnsafeRawBufferPointer(rebasing: stream[start..<end]))
                start = end
            }
        }
        if framer.finish() != nil { pieces.append(.unterminated) }
        var nowUs = startUs
        for case .line(let line) in pieces {
            switch RequestDecoder.decode(line) {
            case .failure(let failure):
                _ = ControlMessage.reply(id: failure.id, .failure(failure.error))
            case .success(let request):
                guard case .picker(let command) = request.command else { continue }
                _ = ControlMessage.reply(id: request.id, kiosk.perform(command))
            }
            // A frame between requests, as the kiosk's loop would draw, and any save that fell due.
            nowUs += 16_667
            clock.nowUs = nowUs
            try? kiosk.picker.handleEvents(nowUs: nowUs)
            kiosk.saveIfDue(nowUs: nowUs)
        }
        kiosk.flushState()
    }

    static let startUs: Int64 = 1_000_000
    nonisolated(unsafe) static let clock = FuzzClock()

    /// The kiosk `run` builds, offscreen, on a clock the target moves, saving into memory.
    static func makeKiosk(_ configuration: PickerConfiguration) -> Kiosk? {
        clock.nowUs = startUs
        let log = KioskLog(threshold: .error)
        guard let picker = try? Picker(configuration: configuration, backend: .offscreen, clock: PickerClock { clock.nowUs }) else { return nil }
        let kiosk = Kiosk(picker: picker, configPath: "(fuzz input)", fileFingerprint: "", changedOverSocket: false, notifier: nil,
                          store: MemoryStateStorage(), log: log,
                          controlOpener: ControlSocketOpener(directories: ServiceDirectories(isRoot: false), version: KioskLaunch.version, log: log),
                          writeOutput: { _ in })
        picker.delegate = kiosk
        return kiosk
    }
}

/// The time the control target gives its picker.
final class FuzzClock {
    var nowUs: Int64 = 0
}

/// Saved states kept in memory, each checked to load again: the fuzzer writes no files.
final class MemoryStateStorage: StateStorage {
    let path = "(memory)"
    private(set) var saved: [UInt8] = []

    func save(_ payload: [UInt8]) throws {
        _ = try SavedState.decode(payload)
        saved = payload
    }
}
