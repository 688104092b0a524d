import PickerSystem

/// Who may use the control socket: root, the service's own user, and members
/// (primary or supplementary) of the configured group.
///
/// The socket file's mode 0660 already keeps others out; this check also
/// covers a socket passed by systemd with looser `SocketMode=` and abstract names.
public struct PeerPolicy: Equatable, Sendable {
    public var serviceUID: UInt32
    public var groupID: UInt32?

    public init(serviceUID: UInt32, groupID: UInt32?) {
        self.serviceUID = serviceUID
        self.groupID = groupID
    }

    public func allows(_ peer: PeerCredentials) -> Bool {
        if peer.uid == 0 || peer.uid == serviceUID { return true }
        guard let groupID else { return false }
        return peer.gid == groupID || peer.groups.contains(groupID)
    }
}
