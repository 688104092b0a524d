import PickerControl
import PickerCore
import PickerSystem

/// Opens `run`'s control socket as a config's `control` section asks: at start,
/// and again when SIGHUP brings a different section.
struct ControlSocketOpener {
    let runtimeDirectory: String?
    let version: String
    let log: KioskLog

    /// The server for `config` (nil when the section turns the socket off); `activated`
    /// is a listening socket systemd passed, used as it is.
    func open(_ config: ControlConfig, activated: FileDescriptor? = nil) throws -> ControlServer? {
        try ControlServer.start(config: config, runtimeDirectory: runtimeDirectory, activated: activated,
                                version: version, log: { [log] in log.warning($0) })
    }
}
