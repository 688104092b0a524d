import Glibc

/// The controlling terminal of a file descriptor: raw mode and window size.
package struct TerminalDevice: Sendable {
    package let descriptor: FileDescriptor
    private let saved: termios

    /// `isatty(3)`.
    package static func isTerminal(_ descriptor: FileDescriptor) -> Bool {
        isatty(descriptor.rawValue) == 1
    }

    /// Switches the terminal to raw mode (no echo, no line editing, no signals from ^C
    /// so the picker sees every key); `restore()` puts the saved mode back.
    package static func enterRawMode(_ descriptor: FileDescriptor) throws -> TerminalDevice {
        var original = termios()
        _ = try syscall("tcgetattr", "terminal") { tcgetattr(descriptor.rawValue, &original) }
        var raw = original
        cfmakeraw(&raw)
        // Keep output post-processing so "\n" still returns the carriage.
        raw.c_oflag |= tcflag_t(OPOST)
        _ = try syscall("tcsetattr", "terminal") { tcsetattr(descriptor.rawValue, TCSAFLUSH, &raw) }
        return TerminalDevice(descriptor: descriptor, saved: original)
    }

    package func restore() {
        var original = saved
        _ = tcsetattr(descriptor.rawValue, TCSAFLUSH, &original)
    }

    /// Columns and rows from `TIOCGWINSZ`.
    package static func windowSize(_ descriptor: FileDescriptor) throws -> (columns: Int, rows: Int) {
        var size = winsize()
        _ = try syscall("ioctl(TIOCGWINSZ)", "terminal") { ioctl(descriptor.rawValue, UInt(TIOCGWINSZ), &size) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}

extension TerminalDevice {
    /// `ttyname(3)`: the terminal's device path, nil when `descriptor` is not a terminal.
    package static func name(of descriptor: FileDescriptor) -> String? {
        ttyname(descriptor.rawValue).map { String(cString: $0) }
    }
}
