import Glibc

/// An inotify instance (`inotify_init1(2)`), non-blocking and close-on-exec:
/// the event loop polls `descriptor` and calls `readEvents()` when it is readable.
package final class Inotify {
    /// `IN_*` event bits.
    package struct Mask: OptionSet, Sendable {
        package var rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        package static let attributesChanged = Mask(rawValue: UInt32(IN_ATTRIB))
        package static let created = Mask(rawValue: UInt32(IN_CREATE))
        package static let deleted = Mask(rawValue: UInt32(IN_DELETE))
        package static let movedFrom = Mask(rawValue: UInt32(IN_MOVED_FROM))
        package static let movedTo = Mask(rawValue: UInt32(IN_MOVED_TO))
        /// The watched directory itself went away.
        package static let selfDeleted = Mask(rawValue: UInt32(IN_DELETE_SELF))
        /// The watch was removed (explicitly, or because its directory is gone).
        package static let ignored = Mask(rawValue: UInt32(IN_IGNORED))
        /// The kernel's event queue overflowed: events were lost, rescan.
        package static let overflow = Mask(rawValue: UInt32(IN_Q_OVERFLOW))
        package static let isDirectory = Mask(rawValue: UInt32(IN_ISDIR))
        /// `IN_ONLYDIR`: fail unless the path is a directory.
        package static let onlyDirectory = Mask(rawValue: UInt32(IN_ONLYDIR))
    }

    /// One `struct inotify_event`.
    package struct Event: Equatable, Sendable {
        /// The watch descriptor; -1 for an overflow.
        package var watch: Int32
        package var mask: Mask
        /// The entry's name inside the watched directory; empty for events on the directory itself.
        package var name: String

        package init(watch: Int32, mask: Mask, name: String) {
            self.watch = watch
            self.mask = mask
            self.name = name
        }
    }

    package let descriptor: FileDescriptor
    private var closed = false
    /// Room for many events: each is 16 bytes and a NUL-padded name of at most NAME_MAX + 1.
    private var buffer = [UInt8](repeating: 0, count: 16 * 1024)

    package init() throws {
        let fd = try syscall("inotify_init1") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        descriptor = FileDescriptor(rawValue: fd)
    }

    /// `inotify_add_watch(2)`; returns the watch descriptor. Errors name the path.
    package func addWatch(_ path: String, _ mask: Mask) throws -> Int32 {
        try syscall("inotify_add_watch", path) { inotify_add_watch(descriptor.rawValue, path, mask.rawValue) }
    }

    /// `inotify_rm_watch(2)`; a watch that is already gone is not an error.
    package func removeWatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor.rawValue, watch)
    }

    /// Every event waiting; empty when none is.
    package func readEvents() throws -> [Event] {
        var events: [Event] = []
        while true {
            let count = try buffer.withUnsafeMutableBytes { raw -> Int in
                do {
                    return try descriptor.read(into: raw, subject: "inotify")
                } catch let error as SystemError where error.errno == EAGAIN {
                    return 0
                }
            }
            if count == 0 { return events }
            events += Inotify.parse(buffer[0..<count])
        }
    }

    /// Splits a read's bytes into events; a truncated tail (which the kernel never produces) is dropped.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [Event] {
        var events: [Event] = []
        var offset = bytes.startIndex
        let headerSize = 16
        while bytes.endIndex - offset >= headerSize {
            // Host byte order, as the kernel writes it.
            func word(_ at: Int) -> UInt32 {
                bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex + at, as: UInt32.self) }
            }
            let length = Int(word(12))
            guard bytes.endIndex - offset - headerSize >= length else { break }
            let nameBytes = bytes[(offset + headerSize)..<(offset + headerSize + length)].prefix { $0 != 0 }
            events.append(Event(watch: Int32(bitPattern: word(0)), mask: Mask(rawValue: word(4)),
                                name: String(decoding: nameBytes, as: UTF8.self)))
            offset += headerSize + length
        }
        return events
    }

    /// Closes the descriptor (and with it every watch). Safe to call twice.
    package func close() {
        guard !closed else { return }
        closed = true
        descriptor.close()
    }

    deinit { close() }
}
