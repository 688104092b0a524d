import Glibc
import PickerCore
import Testing
@testable import PickerControl
import PickerSystem
import PickerTestSupport

/// A socket systemd made for a group (`SocketGroup=` in panel-picker.socket) admits that group's
/// members when the config names no `control.group` of its own.
@Suite struct ActivatedSocketGroupTests {
    /// A group to give the socket file: any as root; the process's own group otherwise (chown allows no other).
    static let socketGroup: UInt32 = geteuid() == 0 ? 4242 : getegid()

    /// A listening socket bound at `path` and given to `socketGroup`, as systemd leaves it before it starts the service.
    func systemdLikeSocket(at path: String) throws -> FileDescriptor {
        let fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try fd.bind(to: UnixAddress(path))
        try fd.listen(backlog: 4)
        try FileSystem.setGroup(path, Self.socketGroup)
        return fd
    }

    static let member = PeerCredentials(pid: 1, uid: 5001, gid: 5001, groups: [socketGroup])
    static let outsider = PeerCredentials(pid: 1, uid: 5002, gid: 5002, groups: [5002])

    @Test func theSocketFilesGroupMayConnectWhenTheConfigNamesNone() throws {
        let scratch = ScratchDirectory("activated-group")
        let fd = try systemdLikeSocket(at: scratch.path + "/control.sock")
        let server = try #require(try ControlServer.start(
            config: ControlConfig(), directories: ServiceDirectories(isRoot: false), activated: fd, version: "1", log: { _, _ in }))
        defer { server.close() }
        #expect(server.policy.groupID == Self.socketGroup)
        #expect(server.policy.allows(Self.member))
        #expect(!server.policy.allows(Self.outsider))
    }

    @Test func aGroupTheConfigNamesWinsOverTheSocketFilesGroup() throws {
        let scratch = ScratchDirectory("activated-config-group")
        let fd = try systemdLikeSocket(at: scratch.path + "/control.sock")
        var config = ControlConfig()
        config.group = "root"
        let server = try #require(try ControlServer.start(
            config: config, directories: ServiceDirectories(isRoot: false), activated: fd, version: "1", log: { _, _ in }))
        defer { server.close() }
        #expect(server.policy.groupID == 0)
    }

    @Test func anAbstractActivatedSocketAdmitsNoGroup() throws {
        let fd = try FileDescriptor.unixSocket(.stream, nonBlocking: false)
        try fd.bind(to: UnixAddress("@pp-activated-\(getpid())"))
        try fd.listen(backlog: 4)
        let server = try #require(try ControlServer.start(
            config: ControlConfig(), directories: ServiceDirectories(isRoot: false), activated: fd, version: "1", log: { _, _ in }))
        defer { server.close() }
        #expect(server.policy.groupID == nil)
        #expect(try server.listener.fd.boundUnixAddress()?.path == "@pp-activated-\(getpid())")
    }
}
