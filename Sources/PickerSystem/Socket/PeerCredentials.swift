/// Who is on the other end of a Unix stream socket, as the kernel recorded it
/// at `connect(2)` time (`SO_PEERCRED`, `SO_PEERGROUPS`): it cannot be forged by the peer.
package struct PeerCredentials: Equatable, Sendable {
    package var pid: Int32
    package var uid: UInt32
    package var gid: UInt32
    /// Supplementary groups; empty when the kernel predates `SO_PEERGROUPS` (Linux 4.13).
    package var groups: [UInt32]

    package init(pid: Int32, uid: UInt32, gid: UInt32, groups: [UInt32]) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
        self.groups = groups
    }
}
