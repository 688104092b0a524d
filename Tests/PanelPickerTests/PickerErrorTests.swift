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
        #expect(heard == [#"select: column 1 "fruit" has no row with value "kiwi" (values read like "apple", "pear", "plum")"#])
    }

    /// Trial 21 (issue 31): a month named in the user's language got no hint that its value is its number.
    @Test func aMonthSelectedByItsNameIsToldItsValue() throws {
        let json = #"{"sections": [{"date": {"selected": "2024-09-30", "month_names": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "#
            + #""August", "September", "Oktober", "November", "Dezember"]}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let month = try #require(picker.selection.firstIndex { $0.columnID == "month" })
        #expect(throws: PickerError(.badInput, #"select: column \#(month) "month" has no row with value "Februar" (values read like "01", "02", "03", …; did you mean "02"?)"#)) {
            try picker.select(value: "Februar", inColumn: month)
        }
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
