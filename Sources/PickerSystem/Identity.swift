import Glibc

/// Who this process is, and the group database.
public enum Identity {
    public static var processID: Int32 { getpid() }
    public static var effectiveUID: UInt32 { geteuid() }

    /// The id of the group called `name` (`getgrnam_r(3)`), nil when there is none.
    public static func groupID(named name: String) throws -> UInt32? {
        var group = Glibc.group()
        var result: UnsafeMutablePointer<Glibc.group>?
        var buffer = [CChar](repeating: 0, count: 4096)
        while true {
            let code = getgrnam_r(name, &group, &buffer, buffer.count, &result)
            if code == ERANGE && buffer.count < 1 << 20 {
                buffer = [CChar](repeating: 0, count: buffer.count * 4)
                continue
            }
            if code != 0 { throw SystemError(call: "getgrnam_r", subject: name, errno: code) }
            return result == nil ? nil : group.gr_gid
        }
    }
}
