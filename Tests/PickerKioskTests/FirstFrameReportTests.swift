import PanelPicker
import PickerDisplay
import PickerKiosk
import Testing

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

    @Test func theStepsAddUpFromMainToTheScreenAndTheInputFollows() {
        let startup = PickerStartup(beganUs: 1_004_000, displayOpenUs: 1_010_500, rendererReadyUs: 1_020_000)
        let frame = FrameTiming(sequence: 1, drawStartUs: 1_021_200, commitUs: 1_024_000, onScreenUs: 1_040_000)
        let steps = "start-up: config and saved state 4.0 ms, display 6.5 ms, fonts and renderer 9.5 ms, "
            + "until drawing 1.2 ms, drawing 2.8 ms, to the screen 16.0 ms"
        #expect(FirstFrameReport.stepsLine(startup, frame: frame, mainStartUs: 1_000_000) == steps)
        // The devices open in the turn after the first frame's, so their line comes on its own.
        #expect(FirstFrameReport.inputLine(tookUs: 5_500) == "start-up: input devices opened after drawing, in 5.5 ms")
    }
}
