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
        for path in ["/sub/shot.png", "/shot.png", "/sub/linked", "/link", "/sub", ""] { _ = unlink(folder + path); _ = rmdir(folder + path) }
        _ = unlink(folder + "-outside/shot.png")
        _ = unlink(folder + "-outside/.shot.png.tmp")
        _ = rmdir(folder + "-outside")
    }

    @Test func writesAFileAndOneInASubfolder() throws {
        defer { cleanUp() }
        try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("one".utf8))
        try FileSystem.writeFileAtomically(beneath: folder, "sub/shot.png", Array("two".utf8))
        #expect(try FileSystem.readFile(folder + "/shot.png") == Array("one".utf8))
        #expect(try FileSystem.readFile(folder + "/sub/shot.png") == Array("two".utf8))
        #expect(access(folder + "/.shot.png.tmp", F_OK) == -1, "no temporary left")
    }

    @Test func aLinkedFolderOnTheWayIsNotFollowed() throws {
        defer { cleanUp() }
        symlink(folder + "-outside", folder + "/link")
        #expect(throws: SystemError(call: "openat", subject: folder + "/link", errno: ENOTDIR)) {
            try FileSystem.writeFileAtomically(beneath: folder, "link/shot.png", Array("x".utf8))
        }
        #expect(access(folder + "-outside/shot.png", F_OK) == -1)
    }

    @Test func aLinkAtTheTemporaryNameIsNotWrittenThrough() throws {
        defer { cleanUp() }
        symlink(folder + "-outside/shot.png", folder + "/.shot.png.tmp")
        #expect(throws: SystemError(call: "openat", subject: folder + "/.shot.png.tmp", errno: ELOOP)) {
            try FileSystem.writeFileAtomically(beneath: folder, "shot.png", Array("x".utf8))
        }
        _ = unlink(folder + "/.shot.png.tmp")
        #expect(access(folder + "-outside/shot.png", F_OK) == -1)
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
