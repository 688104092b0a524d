import PickerSystem

/// Who may use the control socket: root, the service's own user, and members
/// (primary or supplementary) of the configured group.
///
/// The socket file's mode 0660 already keeps others out; this check also
/// covers a socket passed by systemd with looser `SocketMode=` and abstract names.
package struct PeerPolicy: Equatable, Sendable {
    package var serviceUID: UInt32
    package var groupID: UInt32?

    package init(serviceUID: UInt32, groupID: UInt32?) {
        self.serviceUID = serviceUID
        self.groupID = groupID
    }

    package func allows(_ peer: PeerCredentials) -> Bool {
        if isPrivileged(peer) { return true }
        guard let groupID else { return false }
        return peer.gid == groupID || peer.groups.contains(groupID)
    }

    /// Root and the service's own user: they may take the last client slot.
    package func isPrivileged(_ peer: PeerCredentials) -> Bool {
        peer.uid == 0 || peer.uid == serviceUID
    }

    /// How many clients may be connected when `peer` arrives: the last of `maximum` slots (when
    /// there are two or more) is kept for root and the service's user, so a group member's idle
    /// connections cannot lock them out.
    package func slots(for peer: PeerCredentials, maximum: Int) -> Int {
        isPrivileged(peer) || maximum < 2 ? maximum : maximum - 1
    }
}
