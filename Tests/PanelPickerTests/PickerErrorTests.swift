import Glibc
import PanelPicker
import Testing

/// What a host's `catch` sees: a `PickerError` whose `kind` and `message` say what was wrong,
/// as docs/library.md's "Errors" shows.
@Suite struct PickerErrorTests {
    @Test func aBadSelectIsBadInputNamingTheValue() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: OwnLoopTests.config), backend: .offscreen)
        var heard: [String] = []
        func log(_ line: String) { heard.append(line) }
        do {
            try picker.select(value: "kiwi", inColumn: 1)
        } catch {
            if error.kind == .badInput { log(error.message) }
        }
        #expect(heard == [#"select: column 1 "fruit" has no row with value "kiwi""#])
    }
}

extension PickerErrorTests {
    /// A runaway config file is refused as it is read, before it is parsed: at most 64 MiB.
    @Test func aConfigFileOfGigabytesIsRefusedNamingTheLimit() throws {
        let path = "/tmp/pp-huge-config-\(getpid()).json"
        let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        #expect(fd >= 0)
        defer { unlink(path) }
        // Sparse: 4 GiB of nothing costs no disk, and is read only up to the limit.
        #expect(ftruncate(fd, 4 << 30) == 0)
        close(fd)
        let error = #expect(throws: PickerError.self) { try PickerConfiguration(contentsOfFile: path) }
        #expect(error?.message == "cannot read config \(path): larger than 64 MiB, the most it may hold")
    }
}
