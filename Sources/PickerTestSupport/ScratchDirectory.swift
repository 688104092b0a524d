import Glibc

/// A fresh directory under /tmp, removed with everything in it (an install staged
/// into it leaves a whole tree).
package final class ScratchDirectory {
    package let path: String

    package init(_ name: String) {
        path = "/tmp/pp-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(path, 0o755)
    }

    deinit { ScratchDirectory.removeTree(path) }

    /// Removes `path` and what lies beneath it; links are removed, never followed.
    static func removeTree(_ path: String) {
        if let directory = opendir(path) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != "." && name != ".." else { continue }
                if entry.pointee.d_type == UInt8(DT_DIR) {
                    removeTree(path + "/" + name)
                } else {
                    unlink(path + "/" + name)
                }
            }
            closedir(directory)
        }
        rmdir(path)
    }
}
