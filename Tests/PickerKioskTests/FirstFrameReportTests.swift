import Testing
import PickerKiosk

/// `swift run` builds, then executes the picker in its own process: the process start then
/// counts the build, and the first frame is timed from `main` instead.
@Suite struct FirstFrameReportTests {
    @Test func aPickerStartedByItselfIsTimedFromTheProcessStart() {
        #expect(FirstFrameReport.line(onScreenUs: 10_250_000, mainStartUs: 10_030_000, processStartUs: 10_000_000)
                == "first frame on screen 250.0 ms after process start (main entered at 30.0 ms)")
    }

    @Test func aProcessThatRanSomethingElseFirstIsTimedFromMain() {
        #expect(FirstFrameReport.line(onScreenUs: 85_740_000, mainStartUs: 85_722_000, processStartUs: 10_000_000)
                == "first frame on screen 18.0 ms after main (the process started 75722.0 ms before main)")
        #expect(FirstFrameReport.line(onScreenUs: 1_018_000, mainStartUs: 1_000_000, processStartUs: nil)
                == "first frame on screen 18.0 ms after main")
    }
}
