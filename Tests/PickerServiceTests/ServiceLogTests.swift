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

    @Test func journalStreamMustNameStandardErrorItself() throws {
        let status = try FileStatus.of(StandardStreams.error)
        #expect(ServiceLog.stderrIsJournal("\(status.device):\(status.inode)"))
        #expect(!ServiceLog.stderrIsJournal("\(status.device):\(status.inode + 1)"))
        #expect(!ServiceLog.stderrIsJournal("garbage"))
        #expect(!ServiceLog.stderrIsJournal(nil))
    }
}
