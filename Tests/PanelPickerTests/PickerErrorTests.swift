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

    /// Trial 21 (issue 31): a month named in the user's language got no hint that its value is its
    /// number. Trial 29: `render` took the name, so the library takes it too; a word that names no
    /// month still gets the hint.
    @Test func aMonthSelectedByItsNameIsTakenAndAnotherWordToldTheValues() throws {
        let json = #"{"sections": [{"date": {"selected": "2024-09-30", "month_names": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "#
            + #""August", "September", "Oktober", "November", "Dezember"]}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let month = try #require(picker.selection.firstIndex { $0.columnID == "month" })
        try picker.select(value: "februar", inColumn: month, animated: false)
        #expect(picker.selection[month].value == "02")
        #expect(throws: PickerError(.badInput, #"select: column \#(month) "month" has no row with value "Brumaire" (values read like "01", "02", "03", …; or a name it shows, such as "Januar")"#)) {
            try picker.select(value: "Brumaire", inColumn: month)
        }
    }

    /// Trial 36: a 12-hour clock's period refused the name it shows ("nachm."), where a month took its name.
    @Test func aPeriodSelectedByItsShownNameIsTaken() throws {
        let json = #"{"sections": [{"time": {"hours": 12, "selected": "07:30", "period_names": ["vorm.", "nachm."]}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let period = try #require(picker.selection.firstIndex { $0.columnID == "period" })
        try picker.select(value: "nachm.", inColumn: period, animated: false)
        #expect(picker.selection[period].value == "pm" && picker.time(inSection: 0) == PickerTimeOfDay(hour: 19, minute: 30))
        try picker.select(value: "am", inColumn: period, animated: false)
        #expect(picker.selection[period].text == "vorm.")
        let hour = try #require(picker.selection.firstIndex { $0.columnID == "hour" })
        #expect(throws: PickerError.self) { try picker.select(value: "sieben", inColumn: hour) }
    }

    /// Trial 44: `row(withValue:inColumn:)` refused "May" and "PM", which `select(value:)` took.
    @Test func rowWithValueFindsWhatSelectByValueFinds() throws {
        let json = #"{"sections": [{"date": {"selected": "2024-03-10"}}, {"time": {"hours": 12, "selected": "07:30"}}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen)
        let month = try #require(picker.selection.firstIndex { $0.columnID == "month" })
        let period = try #require(picker.selection.firstIndex { $0.columnID == "period" })
        #expect(picker.row(withValue: "05", inColumn: month) == 4)
        #expect(picker.row(withValue: "May", inColumn: month) == 4)
        #expect(picker.row(withValue: "june", inColumn: month) == 5)
        #expect(picker.row(withValue: "PM", inColumn: period) == picker.row(withValue: "pm", inColumn: period))
        #expect(picker.row(withValue: "Brumaire", inColumn: month) == nil)
        let hour = try #require(picker.selection.firstIndex { $0.columnID == "hour" })
        #expect(picker.row(withValue: "seven", inColumn: hour) == nil, "only a month's and a period's names")
        #expect(picker.row(withValue: "05", inColumn: 99) == nil)
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
