import Testing
@testable import PickerCore

/// The speech key held for 2 s, and a finger held still on the band for 1 s, on a manual clock.
@Suite struct HeldInputsTests {
    static let band = Rect(x: 0, y: 200, width: 800, height: 80)

    static func touch(_ phase: TouchEvent.Phase, _ x: Int, _ y: Int, id: Int = 0) -> InputEvent {
        .touch(TouchEvent(phase: phase, id: id, x: Fixed(x), y: Fixed(y)))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var inputs: [(timeMs: Int64, event: InputEvent)]
        var untilMs: Int64
        var acted: [HeldInputs.Action]
        var testDescription: String
    }

    static let key = InputEvent.key(.toggleSpeech), release = InputEvent.keyReleased(.toggleSpeech)
    static let button = InputEvent.key(.encoderButton), buttonUp = InputEvent.keyReleased(.encoderButton)

    /// Each case: inputs at times (ms), then the time advanced to, and what acted by then.
    static let cases: [Case] = [
        Case(inputs: [(0, key)], untilMs: 1_999, acted: [], testDescription: "held 1.999 s: nothing yet"),
        Case(inputs: [(0, key)], untilMs: 5_000, acted: [.toggleSpeech], testDescription: "held 2 s and on: switches once"),
        Case(inputs: [(0, key), (1_999, release)], untilMs: 5_000, acted: [], testDescription: "let go before 2 s: nothing"),
        Case(inputs: [(0, key), (2_500, release), (3_000, key)], untilMs: 4_999, acted: [.toggleSpeech],
             testDescription: "the next hold counts from its own press"),
        Case(inputs: [(0, key), (1_000, key)], untilMs: 2_000, acted: [.toggleSpeech],
             testDescription: "a press again without a release does not restart the hold"),
        Case(inputs: [(0, .key(.speakAgain)), (0, .key(.enter))], untilMs: 5_000, acted: [], testDescription: "other keys are not the speech key"),
        Case(inputs: [(0, touch(.down, 400, 240))], untilMs: 999, acted: [], testDescription: "a finger on the band for 0.999 s: nothing yet"),
        Case(inputs: [(0, touch(.down, 400, 240)), (500, touch(.move, 409, 250))], untilMs: 1_000, acted: [.repeatLast],
             testDescription: "still (within a tap's 10 px) on the band for 1 s: repeats"),
        Case(inputs: [(0, touch(.down, 400, 240)), (900, touch(.up, 400, 240))], untilMs: 3_000, acted: [], testDescription: "lifted first"),
        Case(inputs: [(0, touch(.down, 400, 240)), (300, touch(.move, 400, 260))], untilMs: 3_000, acted: [], testDescription: "dragged"),
        Case(inputs: [(0, touch(.down, 400, 100))], untilMs: 3_000, acted: [], testDescription: "held off the band"),
        Case(inputs: [(0, touch(.down, 100, 240)), (500, touch(.down, 600, 240, id: 1)), (600, touch(.up, 100, 240))], untilMs: 3_000,
             acted: [], testDescription: "a second finger while the first is held does not start its own"),
        Case(inputs: [(0, button), (150, buttonUp)], untilMs: 3_000, acted: [.enter], testDescription: "the encoder button let go at once: Enter"),
        Case(inputs: [(0, button), (999, buttonUp)], untilMs: 3_000, acted: [.enter], testDescription: "the encoder button let go at 0.999 s: Enter"),
        Case(inputs: [(0, button)], untilMs: 1_000, acted: [.repeatLast], testDescription: "the encoder button held 1 s: a repeat"),
        Case(inputs: [(0, button), (1_500, buttonUp)], untilMs: 3_000, acted: [.repeatLast],
             testDescription: "the encoder button let go after its repeat: no Enter"),
        Case(inputs: [(0, buttonUp)], untilMs: 3_000, acted: [], testDescription: "a release with no press (held since before): nothing"),
    ]

    @Test(arguments: cases)
    func holdsActWhenTheirTimeIsUp(_ held: Case) {
        var inputs = HeldInputs()
        var actions: [HeldInputs.Action] = []
        for (timeMs, event) in held.inputs { actions += inputs.handle(event, atUs: timeMs * 1000, band: HeldInputsTests.band) }
        actions += inputs.advance(toUs: held.untilMs * 1000)
        #expect(actions == held.acted)
    }

    /// `input.encoder_long_press` `"back"`: the button let go after 1 s goes back, at its
    /// release; held, it sets no deadline and repeats nothing, speech on or off.
    @Test func aLongPressThatGoesBackActsAtItsRelease() {
        var input = InputConfig()
        input.encoderLongPress = .back
        let band = HeldInputsTests.band
        for repeatsSpeech in [true, false] {
            var held = HeldInputs(input: input)
            held.repeatsSpeech = repeatsSpeech
            #expect(held.handle(.key(.encoderButton), atUs: 0, band: band) == [])
            #expect(held.deadlineUs == nil)
            #expect(held.advance(toUs: 3_000_000) == [])
            #expect(held.handle(.keyReleased(.encoderButton), atUs: 3_000_000, band: band) == [.back])
            _ = held.handle(.key(.encoderButton), atUs: 4_000_000, band: band)
            #expect(held.handle(.keyReleased(.encoderButton), atUs: 4_999_000, band: band) == [.enter])
            // A press whose confirm a reload spent still goes back, held long enough.
            _ = held.handle(.key(.encoderButton), atUs: 6_000_000, band: band)
            held.spendButtonPress()
            #expect(held.handle(.keyReleased(.encoderButton), atUs: 6_500_000, band: band) == [])
            _ = held.handle(.key(.encoderButton), atUs: 7_000_000, band: band)
            held.spendButtonPress()
            #expect(held.handle(.keyReleased(.encoderButton), atUs: 8_000_000, band: band) == [.back])
        }
    }

    @Test func theDeadlineIsWhenTheHoldIsUpAndNoneWhileNothingIsHeld() {
        var held = HeldInputs()
        #expect(held.deadlineUs == nil)
        _ = held.handle(.key(.toggleSpeech), atUs: 100_000, band: HeldInputsTests.band)
        _ = held.handle(HeldInputsTests.touch(.down, 400, 240), atUs: 500_000, band: HeldInputsTests.band)
        #expect(held.deadlineUs == 1_500_000)
        #expect(held.advance(toUs: 1_500_000) == [.repeatLast])
        #expect(held.deadlineUs == 2_100_000)
        #expect(held.advance(toUs: 2_100_000) == [.toggleSpeech])
        #expect(held.deadlineUs == nil)
    }

    /// The release of the held key, and the held finger's own moves and lift, must not cut off what they started.
    @Test func whatFollowsAHoldDoesNotInterruptSpeech() {
        var held = HeldInputs()
        #expect(!held.interruptsSpeech(.keyReleased(.toggleSpeech)))
        #expect(held.interruptsSpeech(.key(.up)) && held.interruptsSpeech(.encoder(delta: 1)))
        _ = held.handle(HeldInputsTests.touch(.down, 400, 240), atUs: 0, band: HeldInputsTests.band)
        #expect(held.interruptsSpeech(HeldInputsTests.touch(.up, 400, 240)), "before its time, a lift is a tap")
        #expect(held.advance(toUs: 1_000_000) == [.repeatLast])
        #expect(!held.interruptsSpeech(HeldInputsTests.touch(.move, 402, 240)))
        #expect(!held.interruptsSpeech(HeldInputsTests.touch(.up, 402, 240)))
        #expect(held.interruptsSpeech(HeldInputsTests.touch(.down, 100, 100, id: 1)), "another finger")
    }
}
