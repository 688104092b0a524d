import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// Files a control client names are opened once, by descriptor, beneath the allowed folders,
/// and checked before a byte is read (issue 33, finding 1 and 3).
@Suite struct AllowedFoldersTests {
    let folder: String
    let outside: String

    init() throws {
        folder = "/tmp/pp-allowed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        outside = folder + "-outside"
        mkdir(folder, 0o755)
        mkdir(folder + "/sub", 0o755)
        mkdir(outside, 0o700)
        try FileSystem.writeFileAtomically(folder + "/sub/a.png", Array("inside".utf8))
        try FileSystem.writeFileAtomically(outside + "/secret", Array("root only".utf8), permissions: 0o600)
    }

    func cleanUp() {
        for path in ["/sub/a.png", "/sub/flip", "/sub/.l", "/sub/.h", "/sub/link", "/sub/fifo", "/sub/sparse", "/linked", "/sub", ""] {
            _ = unlink(folder + path)
            _ = rmdir(folder + path)
        }
        _ = unlink(outside + "/secret")
        _ = rmdir(outside)
    }

    func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as FileRefusal {
            return error.reason
        } catch {
            return "\(error)"
        }
    }

    @Test func aFileBeneathIsReadFromItsDescriptorAndEverySpellingIsOneFile() throws {
        defer { cleanUp() }
        let folders = AllowedFolders([folder])
        let file = try folders.openRegularFile(folder + "/sub/a.png", limit: 100)
        defer { file.close() }
        #expect(try file.readAll() == Array("inside".utf8))
        let respelt = try folders.openRegularFile(folder + "/./sub/././a.png", limit: 100)
        defer { respelt.close() }
        #expect(respelt.identity == file.identity, "one file, however its path is spelt")
    }

    @Test func aPathOutsideGetsOneAnswerWhetherOrNotItExists() {
        defer { cleanUp() }
        let folders = AllowedFolders([folder])
        let existing = refusal { _ = try folders.openRegularFile(outside + "/secret", limit: 100) }
        let missing = refusal { _ = try folders.openRegularFile(outside + "/nothing", limit: 100) }
        #expect(existing == "outside the allowed folders")
        #expect(missing == existing)
        #expect(refusal { _ = try folders.openRegularFile(folder + "/sub/../../" + outside + "/secret", limit: 100) } == existing)
        #expect(!folders.contains(outside + "/secret") && folders.contains(folder + "/sub/a.png"))
    }

    @Test func aLinkAsTheFileOrOnTheWayIsNotFollowed() throws {
        defer { cleanUp() }
        symlink(outside + "/secret", folder + "/sub/link")
        symlink(outside, folder + "/linked")
        let folders = AllowedFolders([folder])
        let reason = "reached through a symbolic link, which is not followed inside the allowed folders"
        #expect(refusal { _ = try folders.openRegularFile(folder + "/sub/link", limit: 100) } == reason)
        #expect(refusal { _ = try folders.openRegularFile(folder + "/linked/secret", limit: 100) } == reason)
    }

    /// The race `realpath` then `open` by name lost: a name flipped between a file inside and a
    /// link to a root-only file outside, by a child renaming one over the other as fast as it
    /// can, while the name is opened again and again under fresh spellings. What is read is
    /// always the file inside; the link is refused whenever it is there.
    @Test func aNameFlippedToALinkWhileItIsOpenedNeverReadsTheLinksTarget() throws {
        defer { cleanUp() }
        let sub = folder + "/sub"
        // SIGTERM, trapped: the shell ends after the `ln` or `mv` it is waiting for. A SIGKILL
        // left that one running, orphaned, to put `flip` back after the clean-up had removed it.
        let flipper = try ChildProcess("/bin/sh", ["-c", "trap 'exit 0' TERM; cd \(sub) && while :; do ln -sfn \(outside)/secret .l && mv -fT .l flip; "
            + "ln -f a.png .h && mv -fT .h flip; done"])
        defer {
            flipper.kill(SIGTERM)
            flipper.wait()
        }
        let folders = AllowedFolders([folder])
        var read = 0, refused = 0
        for attempt in 0..<3000 {
            let path = folder + String(repeating: "/.", count: attempt % 64) + "/sub/flip"
            do {
                #expect(try folders.openRegularFile(path, limit: 100).readAllAndClose() == Array("inside".utf8))
                read += 1
            } catch {
                refused += 1
            }
        }
        #expect(read + refused == 3000, "read \(read), refused \(refused)")
    }

    /// A FIFO would block `open` until a writer came; opened with O_NONBLOCK it returns at once and is refused.
    @Test func aFIFOIsRefusedWithoutWaiting() {
        defer { cleanUp() }
        #expect(mkfifo(folder + "/sub/fifo", 0o644) == 0)
        let folders = AllowedFolders([folder])
        #expect(refusal { _ = try folders.openRegularFile(folder + "/sub/fifo", limit: 100) } == "not a regular file (a FIFO)")
        #expect(refusal { _ = try FileAccess.anywhere.openRegularFile(folder + "/sub/fifo", limit: 100) } == "not a regular file (a FIFO)")
    }

    /// A 2 GiB sparse file takes no room on disk; its size is refused from `fstat`, before a byte is read.
    @Test func aFileOverTheLimitIsRefusedBeforeReading() throws {
        defer { cleanUp() }
        let fd = open(folder + "/sub/sparse", O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 2 << 30) == 0)
        close(fd)
        #expect(refusal { _ = try FileAccess.beneath(AllowedFolders([folder])).read(folder + "/sub/sparse", limit: 16 << 20) }
            == "2147483648 bytes, more than the 16777216 allowed")
    }

    @Test func aDeviceIsRefused() {
        defer { cleanUp() }
        #expect(refusal { _ = try FileAccess.anywhere.read("/dev/zero", limit: 100) } == "not a regular file (a character device)")
    }
}

private extension ReadableFile {
    func readAllAndClose() throws -> [UInt8] {
        defer { close() }
        return try readAll()
    }
}
