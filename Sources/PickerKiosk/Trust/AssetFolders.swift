import PickerControl
import PickerCore
import PickerRender
import PickerSystem

/// The folders whose fonts and images a control client may name: the start-up
/// config's own, the system's font folders and what the config
/// file lists in `control.asset_dirs`. Paths are compared after every link and `..`
/// is resolved, so a link inside an allowed folder cannot point out of it.
struct AssetFolders {
    /// fontconfig's default font folders on Debian (the `<dir>` entries of /etc/fonts/fonts.conf).
    static let systemFontFolders = ["/usr/share/fonts", "/usr/local/share/fonts"]

    /// Resolved; folders that do not exist are left out.
    let folders: [String]

    init(configDirectory: String, control: ControlConfig) {
        // The bundled DejaVu faces are built into the binary: a client gets them by naming no font.
        let candidates = [configDirectory] + AssetFolders.systemFontFolders + control.assetDirectories
        folders = candidates.compactMap { try? FileSystem.resolvedPath($0) }
    }

    /// Throws `permission_denied` naming the key when `file` lies outside every allowed folder.
    func check(_ file: NamedFile) throws(ControlError) {
        let resolved: String
        do {
            resolved = try FileSystem.resolvedPath(file.path)
        } catch {
            throw ControlError(.invalidConfig, "\(file.key): cannot open \(file.path): \(SystemError.reason(of: error))")
        }
        guard folders.contains(where: { resolved.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) else {
            throw ControlError(.permissionDenied, "\(file.key): \(file.path) is outside the folders a client may name files from "
                + "(\(folders.joined(separator: ", "))); the config file's control.asset_dirs can add one")
        }
    }
}
