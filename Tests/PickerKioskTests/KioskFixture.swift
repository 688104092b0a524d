import PanelPicker
import PickerControl
import PickerCore
import PickerKiosk
import PickerSystem

/// A clock the test moves by hand.
final class ManualClock {
    var nowUs: Int64 = 1_000_000
}

/// Saved states counted instead of written; `stallUs` moves the clock on each save, as an
/// fsync on a slow SD card holds up the loop.
final class RecordingStorage: StateStorage {
    let path = "(recording)"
    let clock: ManualClock
    let stallUs: Int64
    private(set) var writesAtUs: [Int64] = []
    private(set) var lastPayload: [UInt8] = []

    init(clock: ManualClock, stallUs: Int64 = 0) {
        self.clock = clock
        self.stallUs = stallUs
    }

    func save(_ payload: [UInt8]) throws {
        writesAtUs.append(clock.nowUs)
        lastPayload = payload
        clock.nowUs += stallUs
    }
}

/// Result files counted instead of written.
final class RecordingResults {
    let clock: ManualClock
    private(set) var writes: [(atUs: Int64, text: String)] = []

    init(clock: ManualClock) {
        self.clock = clock
    }

    func write(_ path: String, _ bytes: [UInt8]) {
        writes.append((clock.nowUs, String(decoding: bytes, as: UTF8.self)))
    }
}

/// `run`'s kiosk in process: offscreen, on a manual clock, saving into a `RecordingStorage`.
/// `turn()` is one pass of KioskLoop: the picker's events, then any save that fell due.
struct KioskFixture {
    static let config = """
    {"size": "320x240", "state": {"save_delay_ms": 1000}, "columns": [
      {"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
      {"id": "ssid", "items": ["home", "office", "cafe"]}]}
    """

    let clock: ManualClock
    let storage: RecordingStorage
    let results: RecordingResults
    let kiosk: Kiosk

    init(config: String = KioskFixture.config, directory: String = ".", stallUs: Int64 = 0) throws {
        let clock = ManualClock()
        self.clock = clock
        storage = RecordingStorage(clock: clock, stallUs: stallUs)
        let results = RecordingResults(clock: clock)
        self.results = results
        let log = KioskLog(threshold: .error)
        let picker = try Picker(configuration: PickerConfiguration(json: config, directory: directory), backend: .offscreen,
                                clock: PickerClock { clock.nowUs })
        kiosk = Kiosk(picker: picker, configPath: directory + "/picker.json", fileFingerprint: "test", changedOverSocket: false,
                      notifier: nil, store: storage, log: log,
                      controlOpener: ControlSocketOpener(directories: ServiceDirectories(isRoot: false), version: KioskLaunch.version, log: log),
                      writeOutput: { _ in }, writeResult: results.write)
        picker.delegate = kiosk
        try turn()
    }

    func turn() throws {
        try kiosk.picker.handleEvents(nowUs: clock.nowUs)
        kiosk.saveIfDue(nowUs: clock.nowUs)
    }

    /// Moves the clock to the loop's next wake-up (the picker's or the save's) and takes a turn; false when neither is due.
    func turnAtNextWakeUp() throws -> Bool {
        guard let wakeUs = [kiosk.picker.nextDeadlineUs, kiosk.nextSaveUs].compactMap({ $0 }).min() else { return false }
        clock.nowUs = max(clock.nowUs, wakeUs)
        try turn()
        return true
    }

    func perform(_ command: PickerCommand) -> ControlResult {
        kiosk.perform(command)
    }
}
