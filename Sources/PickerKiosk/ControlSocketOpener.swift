import PickerControl
import PickerCore
import PickerSystem

/// Opens `run`'s control socket as a config's `control` section asks: at start,
/// and again when SIGHUP brings a different section.
package struct ControlSocketOpener {
    package let runtimeDirectory: String?
    package let version: String
    package let log: KioskLog

    package init(runtimeDirectory: String?, version: String, log: KioskLog) {
        (self.runtimeDirectory, self.version, self.log) = (runtimeDirectory, version, log)
    }

    /// The server for `config` (nil when the section turns the socket off); `activated`
    /// is a listening socket systemd passed, used as it is.
    package func open(_ config: ControlConfig, activated: FileDescriptor? = nil) throws -> ControlServer? {
        try ControlServer.start(config: config, runtimeDirectory: runtimeDirectory, activated: activated,
                                version: version, log: { [log] in log.warning($0) })
    }
}
