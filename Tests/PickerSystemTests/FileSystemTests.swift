import Glibc
import Testing
@testable import PickerSystem

@Suite struct FileSystemTests {
    @Test func atomicWriteReplacesTheWholeFileAndLeavesNoTemporary() throws {
        let directory = "/tmp/pp-fs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        defer { rmdir(directory) }
        let path = directory + "/state.json"
        try FileSystem.writeFileAtomically(path, Array("first, longer content".utf8))
        try FileSystem.writeFileAtomically(path, Array("second".utf8))
        #expect(try FileSystem.readFile(path) == Array("second".utf8))
        #expect(try FileSystem.entries(inDirectory: directory) == ["state.json"])
        unlink(path)
    }

    /// The result file and the state file may live in a folder others write to: a link planted
    /// at the name the old writer used for its temporary (`<path>.tmp`) is left alone.
    @Test func aLinkAtThePathPlusTmpIsNotWrittenThrough() throws {
        let directory = "/tmp/pp-fs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        defer { rmdir(directory) }
        let path = directory + "/result.json", target = directory + "/target"
        try FileSystem.writeFileAtomically(target, Array("precious".utf8))
        symlink(target, path + ".tmp")
        try FileSystem.writeFileAtomically(path, Array("result".utf8))
        #expect(try FileSystem.readFile(target) == Array("precious".utf8))
        #expect(try FileSystem.readFile(path) == Array("result".utf8))
        for name in ["result.json", "result.json.tmp", "target"] { unlink(directory + "/" + name) }
    }

    /// A rename the folder refuses (here: a directory sits at the name) fails with the reason
    /// and leaves no temporary file behind.
    @Test func aRefusedRenameLeavesNoTemporary() throws {
        let directory = "/tmp/pp-fs-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        mkdir(directory, 0o755)
        mkdir(directory + "/result.json", 0o755)
        defer { rmdir(directory + "/result.json"); rmdir(directory) }
        #expect(throws: SystemError.self) { try FileSystem.writeFileAtomically(directory + "/result.json", Array("x".utf8)) }
        #expect(try FileSystem.entries(inDirectory: directory) == ["result.json"])
    }

    @Test func readingAMissingFileNamesThePathAndTheCause() {
        #expect(throws: SystemError(call: "open", subject: "/nonexistent/x", errno: ENOENT)) {
            try FileSystem.readFile("/nonexistent/x")
        }
        #expect(SystemError(call: "open", subject: "/nonexistent/x", errno: ENOENT).description == "open /nonexistent/x: No such file or directory")
    }

    @Test(arguments: [("/a/b", "/a"), ("b", "."), ("/b", "/")])
    func directoryNameOfPath(path: String, directory: String) {
        #expect(FileSystem.directoryName(of: path) == directory)
    }
}
