import Testing
@testable import PickerService
import PickerSystem

@Suite struct WatchdogTests {
    @Test(arguments: [
        (nil as String?, nil as String?, false),
        ("0", nil, false),
        ("abc", nil, false),
        ("2000000", nil, true),
        ("2000000", "42", true),
        ("2000000", "43", false),
    ])
    func theWatchdogIsOnOnlyForThisProcessWithAPositiveInterval(usec: String?, pid: String?, enabled: Bool) {
        #expect((Watchdog(watchdogUSec: usec, watchdogPID: pid, processID: 42, nowUs: 0) != nil) == enabled)
    }

    @Test func anEnormousTimeoutStillSchedulesPingsWithinPollsRange() throws {
        var watchdog = try #require(Watchdog(watchdogUSec: "9223372036854775807", watchdogPID: nil, processID: 1, nowUs: 5))
        let pinged = watchdog.takePingIfDue(nowUs: 5)
        #expect(pinged)
        #expect(EventLoop.timeoutUs(until: watchdog.nextPingUs, from: 5).map { $0 > 1_000_000_000_000 } == true)
    }

    @Test func pingsComeAtHalfTheTimeoutAndPollWaitsExactlyUntilTheNext() throws {
        var watchdog = try #require(Watchdog(watchdogUSec: "3000000", watchdogPID: nil, processID: 1, nowUs: 10_000))
        #expect(watchdog.pingIntervalUs == 1_500_000)
        #expect(EventLoop.timeoutUs(until: watchdog.nextPingUs, from: 10_000) == 0)
        var pinged = watchdog.takePingIfDue(nowUs: 10_000)
        #expect(pinged)
        pinged = watchdog.takePingIfDue(nowUs: 10_001)
        #expect(!pinged)
        #expect(EventLoop.timeoutUs(until: watchdog.nextPingUs, from: 10_000) == 1_500_000)
        #expect(EventLoop.timeoutUs(until: watchdog.nextPingUs, from: 1_509_500) == 500, "ppoll sleeps exactly until the next ping")
        pinged = watchdog.takePingIfDue(nowUs: 1_509_999)
        #expect(!pinged)
        pinged = watchdog.takePingIfDue(nowUs: 1_510_000)
        #expect(pinged)
        #expect(EventLoop.timeoutUs(until: watchdog.nextPingUs, from: 1_510_000) == 1_500_000)
    }
}
