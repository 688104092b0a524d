import PickerService

/// Where the kiosk writes its saved state: the state file, or a test's stand-in that
/// counts writes or stalls like a slow SD card.
package protocol StateStorage {
    /// Named in log lines.
    var path: String { get }
    func save(_ payload: [UInt8]) throws
}

extension StateStore: StateStorage {}
