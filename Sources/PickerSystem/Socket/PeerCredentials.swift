/// Who is on the other end of a Unix stream socket, as the kernel recorded it
/// at `connect(2)` time (`SO_PEERCRED`, `SO_PEERGROUPS`): it cannot be forged by the peer.
public struct PeerCredentials: Equatable, Sendable {
    public var pid: Int32
    public var uid: UInt32
    public var gid: UInt32
    /// Supplementary groups; empty when the kernel predates `SO_PEERGROUPS` (Linux 4.13).
    public var groups: [UInt32]

    public init(pid: Int32, uid: UInt32, gid: UInt32, groups: [UInt32]) {
        self.pid = pid
        self.uid = uid
        self.gid = gid
        self.groups = groups
    }
}
