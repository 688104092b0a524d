import CDRM
import Glibc
import PickerSystem

/// The text console switched to graphics (KD_GRAPHICS) while the picker owns
/// the panel, so neither kernel messages nor the cursor draw over it; the
/// mode found at start is put back by `restore()`. Imports CDRM only for
/// its non-variadic ioctl shim and the `linux/kd.h` constants.
public final class ConsoleGraphicsMode {
    public let terminal: String
    private let descriptor: FileDescriptor
    private let previousMode: Int32
    private var restored = false

    /// Switches `descriptor` to graphics when it is a virtual terminal; nil when it is not one (KDGETMODE fails).
    public static func enter(on descriptor: FileDescriptor = FileDescriptor(rawValue: 0)) throws -> ConsoleGraphicsMode? {
        var mode: Int32 = 0
        let isConsole = withUnsafeMutablePointer(to: &mode) {
            panel_picker_ioctl(descriptor.rawValue, UInt(KDGETMODE), UInt(bitPattern: $0)) == 0
        }
        guard isConsole else { return nil }
        let terminal = ttyname(descriptor.rawValue).map { String(cString: $0) } ?? "fd \(descriptor.rawValue)"
        _ = try syscall("ioctl KDSETMODE KD_GRAPHICS", terminal) {
            panel_picker_ioctl(descriptor.rawValue, UInt(KDSETMODE), UInt(KD_GRAPHICS))
        }
        return ConsoleGraphicsMode(terminal: terminal, descriptor: descriptor, previousMode: mode)
    }

    private init(terminal: String, descriptor: FileDescriptor, previousMode: Int32) {
        self.terminal = terminal
        self.descriptor = descriptor
        self.previousMode = previousMode
    }

    /// Puts the console's mode back; safe to call twice.
    public func restore() {
        guard !restored else { return }
        restored = true
        _ = panel_picker_ioctl(descriptor.rawValue, UInt(KDSETMODE), UInt(previousMode))
    }

    deinit { restore() }
}
