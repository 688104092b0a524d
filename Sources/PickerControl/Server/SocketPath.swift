import PickerSystem

/// Where the control socket lives when the config does not say: `control.sock` in
/// the runtime folder `ServiceDirectories` gives (systemd's `RuntimeDirectory=`,
/// else `/run/panel-picker` for root, else `$XDG_RUNTIME_DIR/panel-picker`).
package enum SocketPath {
    package static let fileName = "control.sock"

    /// nil when there is no configured path and no runtime folder (a user without `XDG_RUNTIME_DIR`).
    package static func resolve(configured: String?, directories: ServiceDirectories) -> String? {
        if let configured { return configured }
        return directories.runtimeDirectory("panel-picker").map { $0 + "/" + fileName }
    }

    /// The socket a client connects to when it names none: for a user, their own picker's
    /// (`$XDG_RUNTIME_DIR/panel-picker/control.sock`) when `exists` finds it, else the
    /// system service's, which members of its group may use too.
    package static func forClient(directories: ServiceDirectories, exists: (String) -> Bool) -> String {
        let service = resolve(configured: nil, directories: ServiceDirectories(isRoot: true)) ?? fileName
        guard !directories.isRoot, let own = resolve(configured: nil, directories: directories), exists(own) else { return service }
        return own
    }
}
