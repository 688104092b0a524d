import Glibc
import Testing
@testable import PickerService
import PickerSystem
import PickerTestSupport

@Suite struct StateFileTests {
    @Test func aSavedPayloadDecodesToItself() throws {
        for payload in [[], Array("{\"selection\":[1,2]}".utf8), [UInt8](repeating: 0x0A, count: 300)] {
            #expect(try StateFile.decode(StateFile.encode(payload)) == payload)
        }
    }

    static let good = StateFile.encode(Array("{\"selection\":[9,30]}".utf8))

    static let payload = Array("{\"selection\":[9,30]}".utf8)
    static let flipped = good.enumerated().map { $0.offset == 40 ? $0.element ^ 0x01 : $0.element }
    static let damaged: [(String, [UInt8], StateFileError)] = [
        ("empty", [], .empty),
        ("cut inside the header", Array(good.prefix(10)), .badHeader),
        ("cut inside the payload", Array(good.prefix(40)), .wrongLength(expectedBytes: good.count, actualBytes: 40)),
        ("cut before the terminator", Array(good.dropLast(4)), .wrongLength(expectedBytes: good.count, actualBytes: good.count - 4)),
        ("appended to", good + [0x41], .wrongLength(expectedBytes: good.count, actualBytes: good.count + 1)),
        ("a payload byte changed", flipped,
         .checksumMismatch(expected: CRC32.checksum(payload), actual: CRC32.checksum(Array(flipped[33..<(33 + payload.count)])))),
        ("terminator overwritten", Array(good.dropLast(2)) + Array("X\n".utf8), .missingTerminator),
        ("another version", Array("panel-picker-state 2 0 00000000\n\nend\n".utf8), .unsupportedVersion(2)),
        ("plain JSON", Array("{\"selection\":[9,30]}\n".utf8), .badHeader),
        ("binary", [0x00, 0xFF, 0x13, 0x0A], .badHeader),
        ("a length past the end", Array("panel-picker-state 1 9223372036854775807 00000000\n\nend\n".utf8), .badHeader),
    ]

    @Test(arguments: damaged)
    func damagedFilesAreRecognisedWithTheReason(name: String, bytes: [UInt8], error: StateFileError) {
        #expect(throws: error, "\(name)") { try StateFile.decode(bytes) }
    }

    @Test func crc32MatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}

@Suite struct StateStoreTests {
    /// Outside systemd each config keeps its own state, so trying the sample configs one after
    /// another overwrites none of their selections; systemd's unit runs one config, in `state`.
    @Test func eachConfigHasItsOwnStateFileExceptUnderSystemd() throws {
        let scratch = ScratchDirectory("state-per-config")
        try FileSystem.createDirectory(scratch.path + "/configs")
        for name in ["time.json", "date.json"] { try FileSystem.writeFileAtomically(scratch.path + "/configs/" + name, Array("{}".utf8)) }
        let user = ServiceDirectories(isRoot: false, home: "/home/ann")
        let time = try #require(StateStore.forConfig(scratch.path + "/configs/time.json", directories: user))
        let date = try #require(StateStore.forConfig(scratch.path + "/configs/date.json", directories: user))
        #expect(time.directory == "/home/ann/.local/state/panel-picker")
        #expect(time.name.hasPrefix("state-time-"), "\(time.name)")
        #expect(date.name.hasPrefix("state-date-"), "\(date.name)")
        #expect(time.path != date.path)
        let spelledOtherwise = StateStore.forConfig(scratch.path + "/configs/../configs/./time.json", directories: user)
        #expect(spelledOtherwise?.path == time.path, "one config, however its path is written")
        let root = StateStore.forConfig(scratch.path + "/configs/time.json", directories: ServiceDirectories(isRoot: true))
        #expect(root?.path == "/var/lib/panel-picker/" + time.name)
        let unit = StateStore.forConfig(scratch.path + "/configs/time.json", directories: ServiceDirectories(systemdState: "/var/lib/panel-picker", isRoot: true))
        #expect(unit?.path == "/var/lib/panel-picker/state", "the service keeps its single state file")
        #expect(StateStore.forConfig(scratch.path + "/configs/time.json", directories: ServiceDirectories(isRoot: false)) == nil)
    }

    @Test func nothingSavedLoadsAsNone() throws {
        let scratch = ScratchDirectory("state-none")
        #expect(try StateStore(directory: scratch.path).load() == .none)
    }

    @Test func aSavedStateLoadsBackAndTheFileIsPrivate() throws {
        let scratch = ScratchDirectory("state-save")
        let store = StateStore(directory: scratch.path)
        try store.save(Array("one".utf8))
        try store.save(Array("two".utf8))
        #expect(try store.load() == .payload(Array("two".utf8)))
        #expect(try FileStatus.of(store.path)?.permissions == 0o600)
    }

    /// A state folder others can write to (a misconfigured `$STATE_DIRECTORY`): links planted
    /// at the state file's name and at the old writer's temporary name (`state.tmp`) are
    /// replaced or left alone, never written through.
    @Test func linksPlantedInTheStateFolderAreNeverWrittenThrough() throws {
        let scratch = ScratchDirectory("state-links")
        let store = StateStore(directory: scratch.path)
        let target = scratch.path + "/target"
        try FileSystem.writeFileAtomically(target, Array("precious".utf8))
        symlink(target, store.path + ".tmp")
        symlink(target, store.path)
        try store.save(Array("one".utf8))
        #expect(try FileSystem.readFile(target) == Array("precious".utf8))
        #expect(try store.load() == .payload(Array("one".utf8)))
        #expect(try FileSystem.entries(inDirectory: scratch.path).sorted() == ["state", "state.tmp", "target"])
    }

    /// A FIFO at the state file's name would block the start before the socket exists.
    @Test func aFIFOAtTheStatesNameIsRefusedWithoutWaiting() throws {
        let scratch = ScratchDirectory("state-fifo")
        let store = StateStore(directory: scratch.path)
        #expect(mkfifo(store.path, 0o600) == 0)
        #expect(throws: FileRefusal(path: store.path, reason: "not a regular file (a FIFO)")) { try store.load() }
    }

    @Test func corruptFilesAreMovedAsideUnderNewNamesAndNeverReadAgain() throws {
        let scratch = ScratchDirectory("state-corrupt")
        let store = StateStore(directory: scratch.path)
        try FileSystem.writeFileAtomically(store.path, Array("garbage".utf8))
        #expect(try store.load() == .setAside(reason: .badHeader, keptAt: store.path + ".corrupt-1"))
        #expect(try FileSystem.readFile(store.path + ".corrupt-1") == Array("garbage".utf8))
        #expect(try store.load() == .none)

        try FileSystem.writeFileAtomically(store.path, [])
        #expect(try store.load() == .setAside(reason: .empty, keptAt: store.path + ".corrupt-2"))
    }

    /// The writer child saves states in a loop (payload n: "n:" + a letter repeated);
    /// it is killed with SIGKILL at a random moment, and what is on disk must then
    /// load as one whole payload every time.
    @Test func killingAWriterAtAnyMomentLeavesAStateThatLoads() throws {
        let writer = try #require(siblingExecutable("picker-state-writer"))
        let scratch = ScratchDirectory("state-kill")
        let store = StateStore(directory: scratch.path)
        var loadedPayloads = 0
        for round in 0..<40 {
            // The first rounds kill the writer before it can have saved; the others only once it has
            // saved afresh (the last round's state removed first), so that they kill it somewhere among
            // its later saves however slowly a loaded machine starts a process.
            let afterASave = round >= 5
            if afterASave { unlink(store.path) }
            let child = try ChildProcess(writer, [scratch.path])
            while afterASave && access(store.path, F_OK) != 0 && !child.poll() { usleep(200) }
            usleep(UInt32.random(in: 0...(afterASave ? 30_000 : 200)))
            child.kill(SIGKILL)
            child.wait()
            #expect(child.terminatingSignal == SIGKILL, "the writer was still writing when killed: \(child.output)")
            switch try store.load() {
            case .none:
                break
            case .payload(let payload):
                loadedPayloads += 1
                let text = String(decoding: payload, as: UTF8.self)
                let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let number = try #require(Int(parts[0]))
                let letter = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(number % 26)))
                #expect(parts[1] == String(repeating: letter, count: (number * 7919) % 20000))
            case .setAside(let reason, let keptAt):
                Issue.record("round \(round): a killed writer left a state that failed to load (\(reason)); kept at \(keptAt)")
            }
        }
        #expect(loadedPayloads >= 30, "most rounds ran long enough to save at least once")
        #expect(try FileSystem.entries(inDirectory: scratch.path).filter { $0.hasSuffix(".tmp") }.count <= 1,
                "a writer killed mid-save leaves its temporary; the next load removes the ones before")
    }
}
