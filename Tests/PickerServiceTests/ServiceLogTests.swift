import Testing
@testable import PickerService
import PickerSystem

@Suite struct ServiceLogTests {
    @Test(arguments: [
        (true, LogLevel.error, "disk full", "<3>disk full"),
        (true, .warning, "slow client", "<4>slow client"),
        (true, .info, "a\nb", "<6>a\n<6>b"),
        (false, .error, "disk full", "panel-picker: error: disk full"),
        (false, .warning, "slow client", "panel-picker: warning: slow client"),
        (false, .info, "ready", "panel-picker: ready"),
    ])
    func linesCarryJournalPrioritiesOnlyUnderTheJournal(journal: Bool, level: LogLevel, message: String, line: String) {
        #expect(ServiceLog(journal: journal).format(level, message) == line)
    }

    /// Issue 33, finding 8: a selected value reached the log raw, escape sequences included.
    @Test func controlCharactersAreEscapedAndEachLineKeepsItsPrefix() {
        let line = ServiceLog(journal: true).format(.info, "selection: ssid = a\u{1B}[2J\rb\u{0}\u{7F}\nc")
        #expect(line == "<6>selection: ssid = a\\u{1B}[2J\\u{D}b\\u{0}\\u{7F}\n<6>c")
    }

    @Test func journalStreamMustNameStandardErrorItself() throws {
        let status = try FileStatus.of(StandardStreams.error)
        #expect(ServiceLog.stderrIsJournal("\(status.device):\(status.inode)"))
        #expect(!ServiceLog.stderrIsJournal("\(status.device):\(status.inode + 1)"))
        #expect(!ServiceLog.stderrIsJournal("garbage"))
        #expect(!ServiceLog.stderrIsJournal(nil))
    }
}
