import PanelPicker
import Testing

/// The inputs that act when held, and the large-text key, through the picker's own loop on a manual clock.
@Suite struct HeldInputTests {
    let speechTests = PickerSpeechTests()

    /// Held for 2 s the speech key switches speech on, says so, and letting it go does not cut that off;
    /// held again, off. Let go sooner, nothing.
    @Test func holdingTheSpeechKeyTwoSecondsSwitchesSpeechOnAndOff() throws {
        let clock = ManualClock()
        let (picker, listener) = try speechTests.make(PickerSpeechTests.config(speech: #""engine": "delegate""#), clock: clock)
        #expect(!picker.isSpeechEnabled)
        picker.send(.key(.toggleSpeech), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_500_000)
        picker.send(.keyReleased(.toggleSpeech), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 3_000_000)
        #expect(!picker.isSpeechEnabled && listener.heard.isEmpty, "let go after 1.5 s")

        picker.send(.key(.toggleSpeech), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 2_000_000)
        #expect(picker.isSpeechEnabled)
        #expect(listener.heard == ["say Speech on @70"])
        picker.send(.keyReleased(.toggleSpeech), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard == ["say Speech on @70"], "the release does not stop it")
        picker.speechDidFinish()

        picker.send(.key(.down), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_000_000)
        picker.send(.key(.toggleSpeech), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 4_000_000)
        picker.send(.keyReleased(.toggleSpeech), atUs: clock.nowUs)
        picker.send(.key(.down), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_000_000)
        #expect(!picker.isSpeechEnabled)
        // Off at 2 s, said as its last words (trial 78 heard silence), which the Down cuts off; then silent.
        #expect(listener.heard == ["say Speech on @70", "say 10 @70", "stop", "say Speech off @70", "stop"], "\(listener.heard)")
        #expect(picker.selection[0].value == "11")
    }

    /// A finger held still on the band for 1 s says the last utterance again; it is no tap, so it
    /// confirms nothing, and lifting it does not cut the repeat off.
    @Test func aFingerHeldOnTheBandRepeatsTheLastUtterance() throws {
        let clock = ManualClock()
        let (picker, listener) = try speechTests.make(clock: clock)
        picker.send(.key(.down), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_000_000)
        picker.speechDidFinish()
        // The band of a 240 px tall picker is its middle row.
        picker.send(.touch(.down, finger: 0, x: 80, y: 120), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 999_000)
        #expect(listener.heard == ["say 10 @70"])
        try speechTests.run(picker, clock: clock, forUs: 1_000)
        #expect(listener.heard == ["say 10 @70", "say 10 @70"])
        picker.send(.touch(.up, finger: 0, x: 82, y: 121), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 2_000_000)
        #expect(listener.heard == ["say 10 @70", "say 10 @70"], "no stop, no confirm")
        #expect(!picker.isStopped && picker.selection.map(\.value) == ["10", "30"])
    }

    /// An encoder's push button: let go at once it is Enter (confirms); held 1 s it repeats and confirms nothing.
    @Test func theEncoderButtonConfirmsOnAShortPressAndRepeatsOnALongOne() throws {
        let clock = ManualClock()
        let (picker, listener) = try speechTests.make(clock: clock)
        picker.send(.encoder(delta: 1), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_000_000)
        picker.speechDidFinish()
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_200_000)
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard == ["say 10 @70", "say 10 @70"], "held: the repeat, no confirm")
        picker.speechDidFinish()
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 200_000)
        #expect(listener.heard == ["say 10 @70", "say 10 @70"], "nothing at the press")
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard == ["say 10 @70", "say 10 @70", "say Confirmed: 10, 30 @70"], "let go: confirmed")
    }

    /// Trial 91: with speech off, a slow press of the encoder's button (1.5 s) to load a preset did
    /// nothing: the hold was kept for a repeat there was no speech to say. Without speech it is Enter.
    @Test(arguments: [false, true]) func aLongPressWithSpeechOffConfirms(speechOn: Bool) throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "daemon", "speech": {"enabled": \#(speechOn), "engine": "delegate"}, "columns": [{"id": "p", "items": ["A", "B"]}]}"#
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let recorder = RecordingDelegate()
        picker.delegate = recorder
        try speechTests.run(picker, clock: clock, forUs: 100_000)
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 1_500_000)
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(recorder.calls.filter { $0.hasPrefix("confirm") } == (speechOn ? [] : ["confirm A"]), "held with speech on: a repeat")
    }

    /// Trial 88: a reload moved the selection while the encoder's button was down, and its release
    /// confirmed the row the user never saw. That press confirms nothing; the next one does.
    @Test func aPressDuringWhichAReloadMovedTheSelectionConfirmsNothing() throws {
        let clock = ManualClock()
        let json = #"{"size": "320x240", "mode": "daemon", "speech": {"enabled": true, "engine": "delegate"}, "columns": [{"id": "foot", "items": ["A", "B", "C"], "selected": "B"}]}"#
        let (picker, listener) = try speechTests.listening(json, clock: clock)
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 200_000)
        try picker.reloadColumn(0, items: ["A", "C"])
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(picker.selection[0].value == "C")
        #expect(!listener.heard.contains { $0.contains("Confirmed") }, "\(listener.heard)")
        picker.speechDidFinish()
        picker.send(.key(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 200_000)
        picker.send(.keyReleased(.encoderButton), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 500_000)
        #expect(listener.heard.last == "say Confirmed: C @70")
    }

    /// The capital H's height in the band, read from the picker's own frame: lines with a pixel at least half white.
    static func capHeightInBand(_ picker: Picker) -> Int {
        let frame = picker.frame
        let lines = (0..<frame.height).filter { y in
            (0..<frame.width).contains { x in
                let pixel = frame.pixel(x: x, y: y)
                return pixel >> 16 & 0xFF >= 128 && pixel >> 8 & 0xFF >= 128 && pixel & 0xFF >= 128
            }
        }
        return (lines.last ?? 0) - (lines.first ?? 0) + 1
    }

    /// The large-text key switches large text on (a capital H at least `large_text_cap_height_px`) and off,
    /// keeping the selection; on a panel too small for it, it says why and leaves the text as it was.
    @Test func theLargeTextKeySwitchesLargeText() throws {
        let clock = ManualClock()
        // The default H (32 px) needs rows about 70 px tall; 40 px is too short for them.
        func json(capHeightPx: Int?, heightPx: Int = 240) -> String {
            """
            {"size": "320x\(heightPx)", "speech": {"enabled": true, "engine": "delegate"}, "visible_rows": 1, "row_height": 32,
             "columns": [{"items": ["H", "HH"], "selected": 1}],
             "theme": {\(capHeightPx.map { "\"large_text_cap_height_px\": \($0), " } ?? "")"selection": {"style": "none"}}}
            """
        }
        let (picker, listener) = try speechTests.make(json(capHeightPx: 60), clock: clock)
        try speechTests.run(picker, clock: clock, forUs: 100_000)
        let small = HeldInputTests.capHeightInBand(picker)
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 100_000)
        #expect(picker.isLargeText, "\(listener.heard)")
        let large = HeldInputTests.capHeightInBand(picker)
        #expect(small < 20 && large >= 60, "an H of \(small) px, then \(large) px")
        picker.send(.key(.largeText), atUs: clock.nowUs)
        try speechTests.run(picker, clock: clock, forUs: 100_000)
        #expect(!picker.isLargeText && HeldInputTests.capHeightInBand(picker) == small)
        #expect(picker.selection[0].value == "HH")

        // A panel too short for the default H takes the tallest that fits (trial 20, issue 31) …
        let (short, _) = try speechTests.make(json(capHeightPx: nil, heightPx: 40), clock: clock)
        short.send(.key(.largeText), atUs: clock.nowUs)
        try speechTests.run(short, clock: clock, forUs: 100_000)
        let lowered = try #require(short.largeTextCapHeightPx)
        #expect(short.isLargeText && lowered < 32 && HeldInputTests.capHeightInBand(short) >= lowered, "an H of \(lowered) px")
        // The host reads why, as the log has it (trial 73 saw a barely larger font and no word of it).
        #expect(short.largeTextNote?.hasPrefix("large text is on: a capital H of \(lowered) px, not the default 32: ") == true,
                "\(short.largeTextNote ?? "nil")")
        #expect(picker.largeTextNote == nil, "large text off says nothing")
        // … and one with no room for any H taller than the rows' own is refused, saying what large text needs.
        let (cramped, crampedListener) = try speechTests.make(json(capHeightPx: nil, heightPx: 32), clock: clock)
        cramped.send(.key(.largeText), atUs: clock.nowUs)
        try speechTests.run(cramped, clock: clock, forUs: 100_000)
        #expect(!cramped.isLargeText && cramped.largeTextCapHeightPx == nil)
        // The reason is the log's and the delegate's; the user hears a sentence (trial 29).
        #expect(crampedListener.heard.first == "say Large text does not fit this screen @70", "\(crampedListener.heard)")
    }
}

/// The countdown's warning reaches more than one sense: the delegate's tone hook with speech off too.
@Suite struct CountdownWarningTests {
    final class Warnings: PickerDelegate {
        var secondsLeft: [Int] = []
        var said: [String] = []
        func picker(_ picker: Picker, didWarnCountdown secondsLeft: Int) { self.secondsLeft.append(secondsLeft) }
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            if case .say(let utterance) = request { said.append(utterance.text) }
        }
    }

    /// Trial 63: the warning's utterance came after `didWarnCountdown`, where every other call's
    /// speech comes just before it (library.md).
    @Test func theWarningIsSaidJustBeforeTheDelegateHearsIt() throws {
        final class Order: PickerDelegate {
            var calls: [String] = []
            func picker(_ picker: Picker, didWarnCountdown secondsLeft: Int) { calls.append("warn \(secondsLeft)") }
            func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
                if case .say(let utterance) = request { calls.append("say \(utterance.text)") }
            }
        }
        let clock = ManualClock()
        let json = PickerSpeechTests.config(speech: #""enabled": true, "engine": "delegate", "countdown_warning_s": 3"#, confirm: #"{"timeout_s": 5}"#)
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let order = Order()
        picker.delegate = order
        try PickerSpeechTests().run(picker, clock: clock, forUs: 3_500_000)
        #expect(order.calls == ["say 2 seconds left: press any key for more time", "warn 2"])
    }

    @Test(arguments: [true, false])
    func theCountdownWarnsOncePerRunWithOrWithoutSpeech(speech: Bool) throws {
        let clock = ManualClock()
        let json = PickerSpeechTests.config(speech: #""enabled": \#(speech), "engine": "delegate", "countdown_warning_s": 3"#,
                                            confirm: #"{"timeout_s": 5}"#)
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let warnings = Warnings()
        picker.delegate = warnings
        try PickerSpeechTests().run(picker, clock: clock, forUs: 3_500_000)
        #expect(warnings.secondsLeft == [2], "halfway through the 5 s run, before its 3 s")
        picker.send(.key(.down), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 6_000_000)
        #expect(warnings.secondsLeft == [2, 2])
        #expect(warnings.said == (speech ? ["2 seconds left: press any key for more time", "10", "2 seconds left: press any key for more time",
                                            "Confirmed: 10, 30"] : []))
    }

    /// Trial 48: a daemon with an 8 s countdown warned (a tone, speech) in each frame of a drag, as
    /// each input began a run shorter than the 10 s warning. None comes while input keeps coming;
    /// once the finger lifts, one comes halfway through the run.
    @Test func aDragUnderAShortCountdownWarnsOnceItEnds() throws {
        let clock = ManualClock()
        let json = PickerSpeechTests.config(speech: #""enabled": false"#, confirm: #"{"timeout_s": 8}"#)
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let warnings = Warnings()
        picker.delegate = warnings
        // One move a frame for a second, stamped ahead: the loop takes each at its time.
        let startUs = clock.nowUs
        picker.send(.touch(.down, finger: 0, x: 100, y: 120), atUs: startUs)
        for frame in 1...60 { picker.send(.touch(.move, finger: 0, x: 100, y: 120 + Double(frame)), atUs: startUs + Int64(frame) * 16_667) }
        try PickerSpeechTests().run(picker, clock: clock, forUs: 60 * 16_667)
        #expect(warnings.secondsLeft.isEmpty, "\(warnings.secondsLeft)")
        picker.send(.touch(.up, finger: 0, x: 100, y: 180), atUs: clock.nowUs)
        try PickerSpeechTests().run(picker, clock: clock, forUs: 5_000_000)
        #expect(warnings.secondsLeft == [4])
    }

    /// Trial 46: with the countdown hidden, a loop stepping only to `nextDeadlineUs` heard the warning of
    /// `countdown_warning_s: 10` at 25 s of 30 (5 left), as no deadline fell at 20 s; and a countdown
    /// shorter than the warning warned a second late. The warning is a deadline of its own now.
    @Test(arguments: [(true, 30, 20_000_000, 10), (false, 30, 20_000_000, 10), (false, 5, 3_000_000, 2), (true, 5, 3_000_000, 2)])
    func aLoopSteppingToDeadlinesHearsTheWarningOnTime(shown: Bool, timeoutS: Int, warnedAtUs: Int64, secondsLeft: Int) throws {
        let clock = ManualClock()
        let json = PickerSpeechTests.config(speech: #""enabled": false, "countdown_warning_s": 10"#,
                                            confirm: #"{"timeout_s": \#(timeoutS), "show_countdown": \#(shown)}"#)
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let warnings = Warnings()
        picker.delegate = warnings
        let startUs = clock.nowUs
        var heardAtUs: [Int64] = []
        try picker.handleEvents(nowUs: clock.nowUs)
        while let deadline = picker.nextDeadlineUs, warnings.secondsLeft.isEmpty {
            clock.nowUs = max(clock.nowUs, deadline)
            try picker.handleEvents(nowUs: clock.nowUs)
        }
        if !warnings.secondsLeft.isEmpty { heardAtUs.append(clock.nowUs - startUs) }
        #expect(warnings.secondsLeft == [secondsLeft] && heardAtUs == [warnedAtUs], "\(warnings.secondsLeft) at \(heardAtUs)")
    }
}
