import Glibc

/// The write end of the signal pipe, for the handler below. A handler cannot
/// capture context, and this is written once before any handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// Writes the signal number into the pipe; `write(2)` is async-signal-safe,
/// and a full pipe just drops the byte (the loop is already due to wake).
private let forwardSignal: @convention(c) (Int32) -> Void = { signal in
    var byte = UInt8(truncatingIfNeeded: signal)
    let savedErrno = Glibc.errno
    _ = Glibc.write(signalPipeWriteEnd, &byte, 1)
    Glibc.errno = savedErrno
}

/// Signals delivered as readable bytes on a descriptor the event loop polls
/// (the self-pipe trick; Swift's Glibc module does not offer `signalfd`), so
/// no work happens inside a handler and no flag is shared across threads.
/// One per process at a time; while it lives it has the signals, and when it goes their
/// handling is what it was before (a host program's own, after `Picker.run` returns).
package final class SignalDescriptor {
    package let descriptor: FileDescriptor
    private let writeEnd: FileDescriptor
    /// The handling each signal had before, put back on the way out.
    private var previousActions: [(signal: Int32, action: sigaction)] = []

    /// Installs handlers for `signals` that forward them to `descriptor`.
    package init(signals: [Int32]) throws {
        var ends: [Int32] = [-1, -1]
        _ = try syscall("pipe", "signal pipe") { pipe(&ends) }
        for end in ends {
            _ = try syscall("fcntl", "signal pipe") { fcntl(end, F_SETFD, FD_CLOEXEC) }
            _ = try syscall("fcntl", "signal pipe") { fcntl(end, F_SETFL, O_NONBLOCK) }
        }
        descriptor = FileDescriptor(rawValue: ends[0])
        writeEnd = FileDescriptor(rawValue: ends[1])
        signalPipeWriteEnd = ends[1]
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = forwardSignal
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            var previous = sigaction()
            _ = try syscall("sigaction", "signal \(signal)") { sigaction(signal, &action, &previous) }
            previousActions.append((signal, previous))
        }
        // A parent may have started us with these blocked (the mask is inherited over exec): they would never arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in signals { sigaddset(&handled, signal) }
        _ = try syscall("sigprocmask", "signals") { sigprocmask(SIG_UNBLOCK, &handled, nil) }
    }

    /// The signals waiting, in arrival order; empty when none is.
    package func readSignals() throws -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var received: [Int32] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor.rawValue, $0.baseAddress, $0.count) }
            if count > 0 {
                received += buffer[0..<count].map { Int32($0) }
                continue
            }
            let code = Glibc.errno
            if count == -1 && code == EINTR { continue }
            if count == -1 && code != EAGAIN {
                throw SystemError(call: "read", subject: "signal pipe", errno: code)
            }
            return received
        }
    }

    /// The handlers go before the pipe: a signal arriving after this is handled as it was
    /// before, and never written to a descriptor number the process may open again.
    deinit {
        for (signal, action) in previousActions.reversed() {
            var action = action
            sigaction(signal, &action, nil)
        }
        if signalPipeWriteEnd == writeEnd.rawValue { signalPipeWriteEnd = -1 }
        descriptor.close()
        writeEnd.close()
    }
}

/// The signal numbers event loops handle, named so callers need not import Glibc.
package enum SignalNumber {
    package static let terminate = SIGTERM
    package static let interrupt = SIGINT
    /// The config is to be re-read (`systemctl reload`).
    package static let hangUp = SIGHUP
    /// The terminal window changed size.
    package static let windowChanged = SIGWINCH
}
