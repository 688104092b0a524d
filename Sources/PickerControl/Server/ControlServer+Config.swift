import PickerCore
import PickerSystem

extension ControlServer {
    /// The server the config asks for, or nil when `control.socket` is false.
    ///
    /// `activated` is the listening fd systemd passed (socket activation); the
    /// socket is then used as is, and the path in the config is not bound. Its
    /// file's group may connect when `control.group` names none.
    /// Without `control.socket`, the socket goes in the runtime folder `directories` gives.
    /// Throws `ListeningSocket.OpenError` (another instance is running, an
    /// unknown group, no folder for the socket, ...), `UnixAddressError` or `SystemError`.
    package static func start(
        config: ControlConfig, directories: ServiceDirectories, activated: FileDescriptor?,
        version: String, log: @escaping Log
    ) throws -> ControlServer? {
        guard config.enabled else { return nil }
        var groupID: UInt32?
        if let group = config.group {
            guard let id = try Identity.groupID(named: group) else { throw ListeningSocket.OpenError.unknownGroup(group) }
            groupID = id
        }
        let listener: ListeningSocket = if let activated {
            try ListeningSocket.adopt(activated)
        } else if let path = SocketPath.resolve(configured: config.socketPath, directories: directories) {
            try ListeningSocket.bind(path: path, groupID: groupID)
        } else {
            throw ListeningSocket.OpenError.noRuntimeDirectory
        }
        // A socket made by systemd for a group (panel-picker.socket's SocketGroup=) serves that group
        // unless the config names another: systemd and the config must not disagree on who may connect.
        if groupID == nil, activated != nil { groupID = try listener.fileGroupID() }
        var limits = Limits()
        limits.maximumClients = config.maxClients
        limits.idleTimeoutUs = Int64(config.idleTimeoutS) * 1_000_000
        limits.maximumLineBytes = config.maxLineKiB * 1024
        return ControlServer(
            listener: listener, policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: groupID),
            limits: limits, version: version, log: log)
    }
}
