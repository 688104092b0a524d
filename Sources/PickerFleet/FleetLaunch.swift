import PickerControl
import PickerCore
import PickerService
import PickerSystem

/// `panel-picker mqtt` once its command line is read: the config's `mqtt` section, the
/// password file, the node id and the socket, then the bridge until SIGTERM.
package struct FleetLaunch {
    package var configPath: String
    /// nil: `$PANEL_PICKER_SOCKET` (as for `ctl`), else the config's `control.socket`, else the socket `ctl` would use.
    package var socketPath: String?
    /// The device block's `sw_version` (the picker's version).
    package var version: String

    package init(configPath: String, socketPath: String?, version: String) {
        self.configPath = configPath
        self.socketPath = socketPath
        self.version = version
    }

    /// A password file larger than this is not a password.
    static let maximumPasswordBytes = 4096

    /// Runs the bridge; the exit status: 0 stopped by SIGTERM or SIGINT, 2 a bad config
    /// or file, 3 libmosquitto or the loop failed.
    package func run() -> Int32 {
        let log = ServiceLog.detect()
        let config: PickerConfig
        do {
            config = try PickerConfig.parse(FileSystem.readFile(configPath), directory: FileSystem.directoryName(of: configPath))
        } catch let error as ConfigError {
            log.log(.error, "\(configPath): \(error)")
            return 2
        } catch {
            log.log(.error, "cannot read config \(configPath): \(SystemError.reason(of: error))")
            return 2
        }
        guard let mqtt = config.mqtt else {
            log.log(.error, "\(configPath): mqtt: the config has no \"mqtt\" section naming the broker (docs/fleet.md)")
            return 2
        }
        let nodeID: String
        if let configured = mqtt.nodeID {
            nodeID = configured
        } else {
            let host = MQTTConfig.topicLevel(Identity.hostName())
            guard !host.isEmpty else {
                log.log(.error, "\(configPath): mqtt.node_id: the host name cannot be read; give node_id")
                return 2
            }
            nodeID = host
        }
        var password: String?
        if let file = mqtt.passwordFile {
            do {
                password = try Self.readPassword(file)
            } catch {
                log.log(.error, "mqtt.password_file: \(file): \(error)")
                return 2
            }
        }
        let socket = socketPath ?? FileSystem.environment("PANEL_PICKER_SOCKET") ?? config.control.socketPath
            ?? SocketPath.forClient(directories: .current()) { (try? FileStatus.of($0)) != nil }
        do {
            let bridge = try FleetBridge(mqtt: mqtt, nodeID: nodeID, socketPath: socket, password: password, version: version, log: log)
            log.log(.info, "mqtt: node \(nodeID), base topic \(mqtt.baseTopic(nodeID: nodeID)), picker at \(socket)")
            try bridge.run()
            return 0
        } catch let error as FleetError {
            log.log(.error, error.description)
            return error.description.hasPrefix("mqtt.") ? 2 : 3
        } catch {
            log.log(.error, "mqtt: \(error)")
            return 3
        }
    }

    /// The first line of the file, without its newline: the way mosquitto_passwd and
    /// systemd credentials hand a secret over.
    static func readPassword(_ path: String) throws -> String {
        let file = try FileSystem.openRegularFile(path, limit: maximumPasswordBytes)
        defer { file.close() }
        let bytes = try file.readAll()
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        guard !line.isEmpty, let text = String(validating: line, as: UTF8.self), !line.contains(0) else {
            throw FleetError("expected one line of UTF-8 text, the password")
        }
        return text
    }
}
