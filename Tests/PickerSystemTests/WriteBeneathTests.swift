import Glibc
import Testing
import PickerSystem

/// Writing inside a folder that others may also write to: no link is followed out of it.
@Suite struct WriteBeneathTests {
    let folder: String

    init() {
        folder = "/tmp/pp-beneath-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(folder, 0o755)
        mkdir(folder + "/sub", 0o755)
        mkdir(folder + "-outside", 0o755)
    }

    func cleanUp() {
        for path in ["/sub/shot.png", "/shot.png", "/.shot.png.tmp", "/sub/linked", "/link", "/sub", ""] {
            _ = unlink(folder + path)
            _ = rmdir(folder + path)
        }
        _ = unlink(folder + "-outside/shot.png")
        _ = rmdir(folder + "-outside")
    }

    @Test func writesAFileAndOneInASubfolder() throws {
        defer { cleanUp() }
        try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("one".utf8))
        try FileSystem.writeFileAtomically(beneath: folder, "sub/shot.png", Array("two".utf8))
        #expect(try FileSystem.readFile(folder + "/shot.png") == Array("one".utf8))
        #expect(try FileSystem.readFile(folder + "/sub/shot.png") == Array("two".utf8))
        #expect(try FileSystem.entries(inDirectory: folder).sorted() == ["shot.png", "sub"], "no temporary left")
    }

    @Test func aLinkedFolderOnTheWayIsNotFollowed() throws {
        defer { cleanUp() }
        symlink(folder + "-outside", folder + "/link")
        #expect(throws: SystemError(call: "openat", subject: folder + "/link", errno: ENOTDIR)) {
            try FileSystem.writeFileAtomically(beneath: folder, "link/shot.png", Array("x".utf8))
        }
        #expect(access(folder + "-outside/shot.png", F_OK) == -1)
    }

    @Test func aLinkAtTheOldTemporaryNameIsNeitherFollowedNorRemoved() throws {
        defer { cleanUp() }
        symlink(folder + "-outside/shot.png", folder + "/.shot.png.tmp")
        try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("x".utf8))
        #expect(access(folder + "-outside/shot.png", F_OK) == -1)
        #expect(try FileSystem.readFile(folder + "/shot.png") == Array("x".utf8))
        #expect(try FileSystem.entries(inDirectory: folder).sorted() == [".shot.png.tmp", "shot.png", "sub"])
    }

    /// With `fs.protected_hardlinks=0` (panels without systemd's sysctl) anyone may link another's
    /// file into the folder; a temporary opened with `O_TRUNC` at a name they can guess (the old
    /// `.shot.png.tmp`), or a write through the final name, would overwrite it. The link is
    /// planted by this test's own user: the kernel setting is not the point.
    @Test(arguments: [".shot.png.tmp", "shot.png"])
    func aHardLinkPlantedAtANameKeepsItsContent(name: String) throws {
        defer { cleanUp() }
        try FileSystem.writeFileAtomically(folder + "-outside/shot.png", Array("precious".utf8))
        #expect(link(folder + "-outside/shot.png", folder + "/" + name) == 0)
        try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("x".utf8))
        #expect(try FileSystem.readFile(folder + "-outside/shot.png") == Array("precious".utf8))
        #expect(try FileSystem.readFile(folder + "/shot.png") == Array("x".utf8))
    }

    @Test func aLinkAtTheNameIsReplacedNotWrittenThrough() throws {
        defer { cleanUp() }
        symlink(folder + "-outside/shot.png", folder + "/shot.png")
        try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("x".utf8))
        #expect(access(folder + "-outside/shot.png", F_OK) == -1)
        #expect(try FileSystem.readFile(folder + "/shot.png") == Array("x".utf8))
    }

    @Test(arguments: ["../shot.png", "sub/../../shot.png", "./shot.png", "", "sub//shot.png"])
    func pathsThatClimbOrAreEmptyAreRefused(relative: String) {
        defer { cleanUp() }
        #expect(throws: SystemError(call: "openat", subject: folder + "/" + relative, errno: EINVAL)) {
            try FileSystem.writeFileAtomically(beneath: folder, relative, Array("x".utf8))
        }
    }
}
