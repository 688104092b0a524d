import Glibc

/// The process environment beyond reading it (`FileSystem.environment`), and process exit.
package enum Environment {
    /// `unsetenv(3)`: for variables meant for this process only (LISTEN_FDS), so children don't inherit them.
    package static func remove(_ name: String) {
        unsetenv(name)
    }

    /// Whether the process was started without a program interpreter (the dynamic loader): the
    /// kernel's auxiliary vector (/proc/self/auxv, pairs of native words) gives the interpreter's
    /// base address as AT_BASE, 0 for a static executable. Glibc's module does not export
    /// getauxval(3), so the vector is read as the kernel hands it out.
    package static var isStaticExecutable: Bool {
        let atBase: UInt = 7  // <elf.h>: AT_BASE, the program interpreter's base address
        guard let bytes = try? FileSystem.readFile("/proc/self/auxv") else { return false }
        let words = bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt.self)) }
        for pair in stride(from: 0, to: words.count - 1, by: 2) where words[pair] == atBase {
            return words[pair + 1] == 0
        }
        return true
    }

    /// `execv(2)`: this process becomes `path` with `arguments` (after argv[0], which is
    /// `path`), keeping its environment and descriptors. Returns only by throwing.
    package static func replaceProcess(with path: String, arguments: [String]) throws -> Never {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let error = SystemError(call: "execv", subject: path, errno: errno)
        argv.forEach { free($0) }
        throw error
    }

    /// `exit(3)`.
    package static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }
}
