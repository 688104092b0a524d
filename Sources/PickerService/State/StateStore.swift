import PickerSystem

/// The kiosk's saved state (changes made over the socket, the last settled
/// selection) in one file of the state directory.
///
/// Saves replace the file atomically (temp file, fsync, rename, fsync of the
/// directory), so a crash leaves the old state or the new one. A file that
/// still fails to load (a disk error, a hand edit) is moved aside for
/// inspection, never deleted, and the caller falls back to the config.
package struct StateStore: Sendable {
    /// The file's name in systemd's `StateDirectory=`, where the unit runs one config.
    package static let fileName = "state"
    /// The largest state file read: a config with thousands of rich items is well under it.
    package static let maximumBytes = 16 << 20

    package let directory: String
    package let name: String
    package var path: String { directory + "/" + name }

    package enum Loaded: Equatable, Sendable {
        /// Nothing saved yet.
        case none
        case payload([UInt8])
        /// The file was unusable and now lives at `keptAt`.
        case setAside(reason: StateFileError, keptAt: String)
    }

    package init(directory: String, name: String = StateStore.fileName) {
        self.directory = directory
        self.name = name
    }

    /// Where `run` of the config at `configPath` keeps its state: `state` in systemd's
    /// `StateDirectory=`, whose unit runs one config; elsewhere (a user trying the sample
    /// configs, root without the unit) one file per config, `state-<config's name>-<CRC-32 of
    /// its resolved path>`, so each keeps its own selection and the name says whose it is.
    /// Nil when there is no state folder at all.
    package static func forConfig(_ configPath: String, directories: ServiceDirectories) -> StateStore? {
        guard let directory = directories.stateDirectory("panel-picker") else { return nil }
        if directory == directories.systemdStateDirectory { return StateStore(directory: directory) }
        let resolved = (try? FileSystem.resolvedPath(configPath)) ?? configPath
        var stem = Substring(resolved.split(separator: "/").last ?? "config")
        if stem.hasSuffix(".json") { stem = stem.dropLast(5) }
        let safe = String(stem.prefix(64).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") ? $0 : "_" })
        return StateStore(directory: directory, name: "state-\(safe)-\(String(CRC32.checksum(Array(resolved.utf8)), radix: 16))")
    }

    /// Creates the folder (and `~/.local/state` above a user's) private to its owner, as the XDG
    /// Base Directory Specification asks; systemd's `StateDirectory=` exists already.
    package func save(_ payload: [UInt8]) throws {
        try FileSystem.createDirectories(directory, permissions: 0o700)
        try FileSystem.writeFileAtomically(path, StateFile.encode(payload), permissions: 0o600)
    }

    package func load() throws -> Loaded {
        removeTemporaries()
        if try FileStatus.of(path) == nil { return .none }
        // Not a FIFO or device (O_NONBLOCK, then fstat), and not more than a state can hold.
        let bytes = try FileAccess.anywhere.read(path, limit: StateStore.maximumBytes)
        do {
            return .payload(try StateFile.decode(bytes))
        } catch {
            return .setAside(reason: error, keptAt: try setAside())
        }
    }

    /// A save cut short by a crash or power loss leaves its temporary file (a fresh random name
    /// each time, `FileSystem.writeFileAtomically`); the folder is the service's own, so the
    /// ones left are removed at start instead of piling up.
    private func removeTemporaries() {
        let prefix = "." + StateStore.fileName + "."
        for name in (try? FileSystem.entries(inDirectory: directory)) ?? [] where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            try? FileSystem.remove(directory + "/" + name)
        }
    }

    /// Moves the state file to `state.corrupt-<n>` (the first free n) and returns that path.
    /// The kiosk also calls this when the framing is intact but the payload is not a usable state.
    @discardableResult
    package func setAside() throws -> String {
        var number = 1
        while try FileStatus.of("\(path).corrupt-\(number)") != nil { number += 1 }
        let kept = "\(path).corrupt-\(number)"
        try FileSystem.rename(path, to: kept)
        return kept
    }
}
