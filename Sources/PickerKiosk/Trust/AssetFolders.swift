import PanelPicker
import PickerControl
import PickerCore
import PickerSystem

/// The folders whose fonts and images a control client may name: the start-up config's own,
/// the system's font folders and what the config file lists in `control.asset_dirs`. They are
/// opened once, and a config a client made opens its files only beneath them (`FileAccess`),
/// every component without following a link.
enum AssetFolders {
    /// fontconfig's default font folders on Debian (the `<dir>` entries of /etc/fonts/fonts.conf).
    static let systemFontFolders = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// The folders `configuration` (a config file's) allows, opened; those that do not exist are left out.
    static func open(for configuration: PickerConfiguration) -> AllowedFolders {
        // The bundled DejaVu faces are built into the binary: a client gets them by naming no font.
        AllowedFolders([configuration.directory] + systemFontFolders + configuration.control.assetDirectories)
    }

    /// Throws `permission_denied` naming the key of the first file `config` names outside the
    /// folders. Only the spelling is looked at, so the answer for a path outside is the same
    /// whether or not anything exists there; what lies inside is then opened beneath them.
    /// The message names the folders and the file as absolute paths: a picker run as
    /// `run --config cfg/x.json` said `outside the allowed folders (cfg, …)`, which a client, whose
    /// working folder is its own, cannot place.
    static func check(_ config: PickerConfig, against folders: AllowedFolders) throws(ControlError) {
        guard let file = config.namedFiles.first(where: { !folders.contains($0.path) }) else { return }
        let workingFolder = try? FileSystem.resolvedPath(".")
        func absolute(_ path: String, resolving: Bool) -> String {
            guard !path.hasPrefix("/"), let workingFolder else { return path }
            if resolving, let resolved = try? FileSystem.resolvedPath(path) { return resolved }
            return (workingFolder == "/" ? "" : workingFolder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
        }
        // A folder exists (it was opened), so it is named as `realpath` spells it; the file may not.
        let named = folders.paths.map { absolute($0, resolving: true) }
        throw ControlError(.permissionDenied, "\(file.key): \(absolute(file.path, resolving: false)) is \(AllowedFolders.outside) "
            + "(\(named.joined(separator: ", "))); the config file's control.asset_dirs can add one")
    }
}
