import Glibc

/// A program the picker runs beside itself (espeak-ng and its player), started with
/// posix_spawn so nothing of the picker runs in the child between fork and exec.
///
/// The child gets the given descriptors as its standard streams and nothing else (every
/// descriptor the picker opens is close-on-exec), every signal unblocked and at its default
/// action (the picker blocks the ones its signal descriptor reads, and a blocked mask is inherited).
package struct SpawnedProcess: Sendable {
    package let pid: Int32

    /// Starts `path` with `arguments`; a nil stream is /dev/null.
    /// - Throws: `SystemError` when the program cannot be started (missing, not executable).
    package static func spawn(_ path: String, _ arguments: [String], stdin: FileDescriptor?, stdout: FileDescriptor?,
                             stderr: FileDescriptor?) throws -> SpawnedProcess {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, target) in [(stdin, Int32(0)), (stdout, 1), (stderr, 2)] {
            if let stream {
                posix_spawn_file_actions_adddup2(&actions, stream.rawValue, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if code != 0 { throw SystemError(call: "posix_spawn", subject: path, errno: code) }
        return SpawnedProcess(pid: pid)
    }

    /// SIGKILL: the process ends at once, whatever it was doing (a sound card's buffer is dropped when its PCM closes).
    package func kill() {
        _ = Glibc.kill(pid, SIGKILL)
    }

    /// Collects the exit status if the process has ended, without waiting; true once it has.
    package func reapIfExited() -> Bool {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        // ECHILD: someone else reaped it (or it was never ours): nothing is left to wait for.
        return result == pid || (result == -1 && Glibc.errno == ECHILD)
    }

    /// Waits for the process to end and collects its status: for one just killed, which ends at
    /// once, or a short check. Its exit code; nil when a signal ended it (or it was reaped elsewhere).
    @discardableResult
    package func waitForExit() -> Int32? {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result == -1 && Glibc.errno == EINTR
        // WIFEXITED and WEXITSTATUS, which Swift does not import (<bits/waitstatus.h>).
        return result == pid && status & 0x7f == 0 ? (status >> 8) & 0xff : nil
    }

    /// Collects the exit status on a thread of its own once the process ends, without holding
    /// the caller up: for a process left to finish by an owner that goes away, which would stay
    /// a zombie of the host's program otherwise.
    package func reapOnceExited() {
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { argument in
            SpawnedProcess(pid: Int32(truncatingIfNeeded: Int(bitPattern: argument))).waitForExit()
            return nil
        }, UnsafeMutableRawPointer(bitPattern: Int(pid)))
        if started == 0 { pthread_detach(thread) }
    }

    /// `name` found as an executable in `PATH` (or /usr/bin:/bin when unset).
    package static func findExecutable(_ name: String, searchPath: String? = FileSystem.environment("PATH")) -> String? {
        for folder in (searchPath ?? "/usr/bin:/bin").split(separator: ":") where !folder.isEmpty {
            let path = "\(folder)/\(name)"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }
}

/// A pipe's two ends, both close-on-exec; the read end may be non-blocking, for a loop that polls it.
package struct Pipe: Sendable {
    package let read: FileDescriptor
    package let write: FileDescriptor

    package init(nonBlockingRead: Bool = false) throws {
        var fds: [Int32] = [-1, -1]
        // Glibc's module hides pipe2; the picker spawns from its one thread, so nothing forks in between.
        _ = try syscall("pipe") { pipe(&fds) }
        read = FileDescriptor(rawValue: fds[0])
        write = FileDescriptor(rawValue: fds[1])
        for fd in fds { _ = try syscall("fcntl") { fcntl(fd, F_SETFD, FD_CLOEXEC) } }
        if nonBlockingRead { _ = try syscall("fcntl") { fcntl(fds[0], F_SETFL, O_NONBLOCK) } }
    }
}
