import Glibc

extension FileSystem {
    /// The names in a directory (without "." and ".."), unsorted. Errors name the path.
    package static func entries(inDirectory path: String) throws -> [String] {
        guard let directory = opendir(path) else {
            throw SystemError(call: "opendir", subject: path, errno: Glibc.errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
