import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// Opens `run`'s control socket as a config's `control` section asks: at start,
/// and again when SIGHUP brings a different section.
package struct ControlSocketOpener {
    package let directories: ServiceDirectories
    package let version: String
    package let log: KioskLog

    package init(directories: ServiceDirectories, version: String, log: KioskLog) {
        (self.directories, self.version, self.log) = (directories, version, log)
    }

    /// The server `run` starts with. A socket in the default place that cannot be made (a user
    /// without `XDG_RUNTIME_DIR`, a folder they may not write) is no reason to show no picker:
    /// it runs without one and the log says why and how to get one. A socket the config names,
    /// or another instance on the path, still stops it.
    package func openAtStart(_ config: ControlConfig, activated: FileDescriptor?) throws -> ControlServer? {
        do {
            return try open(config, activated: activated)
        } catch let error where config.socketPath == nil && activated == nil && Self.isMissingPlace(error) {
            log.warning("control socket: \(error); running without one (name a writable control.socket in the config, or set XDG_RUNTIME_DIR)")
            return nil
        }
    }

    private static func isMissingPlace(_ error: any Error) -> Bool {
        if let error = error as? ListeningSocket.OpenError { return error == .noRuntimeDirectory }
        if let error = error as? SystemError { return [Errno.permissionDenied, Errno.notPermitted, Errno.readOnlyFileSystem, Errno.noEntry].contains(error.errno) }
        return false
    }

    /// The server for `config` (nil when the section turns the socket off); `activated`
    /// is a listening socket systemd passed, used as it is.
    package func open(_ config: ControlConfig, activated: FileDescriptor? = nil) throws -> ControlServer? {
        try ControlServer.start(config: config, directories: directories, activated: activated,
                                version: version, log: log.control)
    }
}
