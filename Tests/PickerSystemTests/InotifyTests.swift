import Glibc
import Testing
@testable import PickerSystem

@Suite struct InotifyTests {
    @Test func createdAndDeletedEntriesAreReportedByName() throws {
        let directory = "/tmp/pp-inotify-\(getpid())"
        mkdir(directory, 0o755)
        defer { rmdir(directory) }
        let watcher = try Inotify()
        defer { watcher.close() }
        let watch = try watcher.addWatch(directory, [.created, .deleted])
        #expect(try watcher.readEvents().isEmpty, "nothing happened yet, and the read does not block")

        let fd = try FileDescriptor.open(directory + "/event7", [.writeOnly, .create])
        fd.close()
        unlink(directory + "/event7")
        let events = try watcher.readEvents()
        #expect(events.map(\.name) == ["event7", "event7"])
        #expect(events.map(\.watch) == [watch, watch])
        #expect(events[0].mask.contains(.created) && events[1].mask.contains(.deleted))
    }

    @Test func aWatchOnAMissingDirectoryNamesIt() throws {
        let watcher = try Inotify()
        defer { watcher.close() }
        #expect(throws: SystemError(call: "inotify_add_watch", subject: "/nonexistent/input", errno: ENOENT)) {
            try watcher.addWatch("/nonexistent/input", [.created])
        }
    }

    @Test func eventsAreSplitAtTheirPaddedNameLengths() {
        // wd 3, IN_CREATE, cookie 0, len 16, "event12" NUL-padded; then wd 3, IN_Q_OVERFLOW, no name.
        var bytes: [UInt8] = [3, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0]
        bytes += Array("event12".utf8) + Array(repeating: 0, count: 9)
        bytes += [3, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        bytes += [1, 2, 3]
        let events = Inotify.parse(bytes[...])
        #expect(events == [
            Inotify.Event(watch: 3, mask: .created, name: "event12"),
            Inotify.Event(watch: 3, mask: .overflow, name: ""),
        ])
    }
}
