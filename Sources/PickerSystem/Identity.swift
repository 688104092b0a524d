import Glibc

/// Who this process is, and the group database.
package enum Identity {
    package static var processID: Int32 { getpid() }
    package static var effectiveUID: UInt32 { geteuid() }

    /// The machine's host name (`gethostname(2)`), cut at the first dot.
    package static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        let name = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }.prefix { $0 != UInt8(ascii: ".") }
        return String(decoding: name, as: UTF8.self)
    }

    /// The id of the group called `name` in `groupFile`, nil when there is none.
    ///
    /// The file is read directly rather than through `getgrnam_r(3)`: glibc answers a name
    /// that `files` lacks by loading the system's shared NSS modules (e.g. nss-systemd),
    /// which crashes a statically linked glibc; reading the file works however the picker
    /// is linked. Groups a device gives its services (scripts/install's `panel-picker`) are local.
    package static func groupID(named name: String, groupFile: String = "/etc/group") throws -> UInt32? {
        let database = try FileSystem.readFile(groupFile)
        let wanted = Array(name.utf8)
        for line in database.split(separator: UInt8(ascii: "\n")) {
            // name:password:gid:members
            let fields = line.split(separator: UInt8(ascii: ":"), maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count >= 3, fields[0].elementsEqual(wanted) else { continue }
            if let id = UInt32(String(decoding: fields[2], as: UTF8.self)) { return id }
        }
        return nil
    }
}
