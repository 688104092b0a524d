import CKernelDisplay
import PickerSystem

/// The text console switched to graphics (KD_GRAPHICS) while the picker owns
/// the panel, so neither kernel messages nor the cursor draw over it; the
/// mode found at start is put back by `restore()`, and with `KD_TEXT` the
/// kernel redraws the console's picture.
package final class ConsoleGraphicsMode {
    package let terminal: String
    private let descriptor: FileDescriptor
    private let ownsDescriptor: Bool
    private let previousMode: Int32
    private var restored = false

    /// The active virtual terminal; its `KDGETMODE` is the foreground console's.
    package static let activeConsolePath = "/dev/tty0"

    /// Switches `descriptor` to graphics when it is a virtual terminal; nil when it is not one (KDGETMODE fails).
    package static func enter(on descriptor: FileDescriptor = FileDescriptor(rawValue: 0)) throws -> ConsoleGraphicsMode? {
        guard let mode = mode(of: descriptor) else { return nil }
        let terminal = TerminalDevice.name(of: descriptor) ?? "fd \(descriptor.rawValue)"
        try descriptor.control("ioctl KDSETMODE KD_GRAPHICS", UInt(KDSETMODE), value: Int32(KD_GRAPHICS), subject: terminal)
        return ConsoleGraphicsMode(terminal: terminal, descriptor: descriptor, ownsDescriptor: false, previousMode: mode)
    }

    /// Standard input when it is a virtual terminal, else the active one (`/dev/tty0`): an fbdev
    /// panel has no DRM master to keep fbcon off it, so the console on screen must stop drawing.
    /// Nil when there is no virtual terminal to switch.
    package static func enterActive() throws -> ConsoleGraphicsMode? {
        if let own = try enter() { return own }
        guard let descriptor = try? FileDescriptor.open(activeConsolePath, [.readWrite, .noControllingTerminal]) else { return nil }
        guard let mode = mode(of: descriptor) else {
            descriptor.close()
            return nil
        }
        do {
            try descriptor.control("ioctl KDSETMODE KD_GRAPHICS", UInt(KDSETMODE), value: Int32(KD_GRAPHICS), subject: activeConsolePath)
        } catch {
            descriptor.close()
            throw error
        }
        return ConsoleGraphicsMode(terminal: activeConsolePath, descriptor: descriptor, ownsDescriptor: true, previousMode: mode)
    }

    /// `KDGETMODE` of the active virtual terminal: `KD_TEXT` (0), `KD_GRAPHICS` (1), or nil when there is none to ask.
    package static func activeConsoleMode() -> Int32? {
        guard let descriptor = try? FileDescriptor.open(activeConsolePath, [.readOnly, .noControllingTerminal]) else { return nil }
        defer { descriptor.close() }
        return mode(of: descriptor)
    }

    /// `KD_TEXT` as `activeConsoleMode()` reports it.
    package static let textMode = Int32(KD_TEXT)

    private static func mode(of descriptor: FileDescriptor) -> Int32? {
        var mode: Int32 = 0
        guard (try? descriptor.control("ioctl KDGETMODE", UInt(KDGETMODE), &mode)) != nil else { return nil }
        return mode
    }

    private init(terminal: String, descriptor: FileDescriptor, ownsDescriptor: Bool, previousMode: Int32) {
        self.terminal = terminal
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.previousMode = previousMode
    }

    /// Whether `restore()` returns the console to text mode, in which the kernel redraws its picture itself.
    package var redrawsOnRestore: Bool { previousMode == Int32(KD_TEXT) }

    /// Puts the console's mode back; safe to call twice.
    package func restore() {
        guard !restored else { return }
        restored = true
        try? descriptor.control("ioctl KDSETMODE", UInt(KDSETMODE), value: previousMode, subject: terminal)
        if ownsDescriptor { descriptor.close() }
    }

    deinit { restore() }
}
