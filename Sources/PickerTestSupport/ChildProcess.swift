import Glibc
import PickerSystem

/// A child process for tests: spawned with posix_spawn, its output in a file.
package final class ChildProcess {
    package let pid: pid_t
    package let outputPath: String
    package private(set) var exitStatus: Int32?

    /// Runs `path` with `arguments`; stdout and stderr go to a file read by `output`.
    /// `input`, when given, is what the child reads on stdin.
    package init(_ path: String, _ arguments: [String], input: String? = nil) throws {
        outputPath = "/tmp/pp-child-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var inputPath: String?
        if let input {
            let path = outputPath + ".in"
            try FileSystem.writeFileAtomically(path, Array(input.utf8))
            posix_spawn_file_actions_addopen(&actions, 0, path, O_RDONLY, 0)
            inputPath = path
        }
        // The child starts with no signal blocked: the test runner's threads block some, and a
        // program that uses signal handlers (mosquitto, mosquitto_sub's -W alarm) would never see them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if let inputPath { unlink(inputPath) }
        if code != 0 { throw SystemError(call: "posix_spawn", subject: path, errno: code) }
        self.pid = pid
    }

    /// Reaps the child if it has exited; true once it has.
    package func poll() -> Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        exitStatus = status
        return true
    }

    /// Waits for the child to exit.
    package func wait() {
        while !poll() { usleep(1000) }
    }

    package func kill(_ signal: Int32) {
        Glibc.kill(pid, signal)
    }

    /// The exit code, or nil when it has not exited normally (yet).
    package var exitCode: Int32? {
        guard let exitStatus, exitStatus & 0x7F == 0 else { return nil }
        return (exitStatus >> 8) & 0xFF
    }

    /// The signal that ended the child, if one did.
    package var terminatingSignal: Int32? {
        guard let exitStatus, exitStatus & 0x7F != 0 else { return nil }
        return exitStatus & 0x7F
    }

    package var output: String {
        (try? FileSystem.readFile(outputPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    deinit {
        if exitStatus == nil {
            Glibc.kill(pid, SIGKILL)
            wait()
        }
        unlink(outputPath)
    }
}

/// An executable built next to the running test bundle (`swift build` puts every product in one folder).
package func siblingExecutable(_ name: String) -> String? {
    guard let exe = FileSystem.executablePath() else { return nil }
    let path = FileSystem.directoryName(of: exe) + "/" + name
    return access(path, X_OK) == 0 ? path : nil
}
