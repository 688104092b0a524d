import Glibc
import Testing
@testable import PickerSystem

@Suite struct FileSystemTests {
    @Test func atomicWriteReplacesTheWholeFileAndLeavesNoTemporary() throws {
        let directory = "/tmp/pp-fs-\(getpid())"
        mkdir(directory, 0o755)
        let path = directory + "/state.json"
        try FileSystem.writeFileAtomically(path, Array("first, longer content".utf8))
        try FileSystem.writeFileAtomically(path, Array("second".utf8))
        #expect(try FileSystem.readFile(path) == Array("second".utf8))
        #expect(access(path + ".tmp", F_OK) == -1)
        unlink(path)
        rmdir(directory)
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
