import PickerKiosk
import Testing

/// `run`'s log, read through its output seam.
@Suite struct KioskLogTests {
    final class Lines {
        var written: [String] = []
    }

    /// Issue 33, finding 8: refused connections made 67 MB of log in 10 s. Each client's uid has
    /// a budget of its own: a thousand lines of one client's write the burst (and the little the
    /// rate adds while the test runs), and another client's line right after is still written.
    @Test func aClientsFloodOfLinesLeavesAnotherClientsLinesTheirBudget() {
        let lines = Lines()
        let log = KioskLog(output: { _, line in lines.written.append(line) })
        for number in 0..<1000 {
            log.control("control socket: client #\(number) (pid 7, uid 1000) refused: too many", causedByUID: 1000)
        }
        log.control("control socket: client #1000 (pid 8, uid 0) refused: too many", causedByUID: 0)
        let flooder = lines.written.filter { $0.contains("uid 1000") }
        #expect((20...30).contains(flooder.count), "\(flooder.count) of the flood's lines written")
        #expect(lines.written.last == "control socket: client #1000 (pid 8, uid 0) refused: too many")
    }
}
