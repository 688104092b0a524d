import PickerCore
import Testing
@testable import PickerInput

/// Recorded streams (evemu's format) through the decoder of one test device.
/// Panels have one pixel per device cell, so the pixels read as the raw values.
@Suite struct DeviceDecoderTests {
    @Test func twoFingersOnAProtocolBScreenBecomeTwoTouchesWithTheirSlotIds() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0039 100
            E: 0.010000 0003 0035 1000
            E: 0.010000 0003 0036 2000
            E: 0.010000 0001 014a 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 1010
            E: 0.020000 0003 002f 1
            E: 0.020000 0003 0039 101
            E: 0.020000 0003 0035 3000
            E: 0.020000 0003 0036 2000
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0036 2100
            E: 0.030000 0003 002f 0
            E: 0.030000 0003 0036 1900
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0039 -1
            E: 0.040000 0000 0000 0
            E: 0.050000 0003 002f 1
            E: 0.050000 0003 0039 -1
            E: 0.050000 0001 014a 0
            E: 0.050000 0000 0000 0
            """)
        #expect(lines == [
            "10 down#0 1000,2000",
            "20 move#0 1010,2000", "20 down#1 3000,2000",
            "30 move#0 1010,1900", "30 move#1 3000,2100",
            "40 up#0 1010,1900",
            "50 up#1 3000,2100",
        ])
    }

    @Test func aRemappedDecoderMapsTheNextTouchTheNewWay() throws {
        // What a calibration does: the same raw touch, first through the config's swap, then with none.
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu", settings: TouchMappingSettings(swapAxes: true))
        let panel = DecoderHarness.oneToOne(try EvemuRecording.device("touchscreen-protocol-b.evemu"))
        func tap(_ ms: Int, id: Int) -> String {
            """
            E: 0.\(ms)000 0003 0039 \(id)
            E: 0.\(ms)000 0003 0035 500
            E: 0.\(ms)000 0003 0036 600
            E: 0.\(ms)000 0000 0000 0
            E: 0.\(ms + 40)000 0003 0039 -1
            E: 0.\(ms + 40)000 0000 0000 0
            """
        }
        #expect(try harness.play(tap(100, id: 7)) != ["100 down#0 500,600", "140 up#0 500,600"])
        harness.decoder.remap(settings: TouchMappingSettings(), panel: panel)
        #expect(try harness.play(tap(200, id: 8)) == ["200 down#0 500,600", "240 up#0 500,600"])
    }

    @Test func aSecondTapAtTheSameSpotStartsATouchFromTheSlotsKeptPosition() throws {
        // The kernel does not repeat unchanged slot values, so the second tap carries no position.
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0039 7
            E: 0.010000 0003 0035 500
            E: 0.010000 0003 0036 600
            E: 0.010000 0000 0000 0
            E: 0.050000 0003 0039 -1
            E: 0.050000 0000 0000 0
            E: 0.300000 0003 0039 8
            E: 0.300000 0000 0000 0
            """)
        #expect(lines == ["10 down#0 500,600", "50 up#0 500,600", "300 down#0 500,600"])
    }

    @Test func aReaderStartedLaterTakesTheSlotPositionsTheDeviceAlreadyHolds() throws {
        // Slot 0's last touch (before this reader) was at 200,300; the kernel does not resend an unchanged x.
        var capabilities = try EvemuRecording.device("touchscreen-protocol-b.evemu")
        capabilities.slotPositions = [.init(x: 200, y: 300), .init(x: 0, y: 0)]
        var decoder = DeviceDecoder(capabilities: capabilities, settings: .init(), panel: PanelGeometry(widthPx: 4096, heightPx: 4096))
        var output: [TimedInputEvent] = []
        for event in try EvemuRecording.parse("""
            E: 0.010000 0003 0039 300
            E: 0.010000 0003 0036 250
            E: 0.010000 0000 0000 0
            """).events {
            decoder.consume(event, into: &output)
        }
        #expect(output.map(DecoderHarness.line) == ["10 down#0 200,250"])
    }

    /// SYN_DROPPED as libevdev delivers it: the dropped marker, then the device's true state, then SYN_REPORT.
    @Test(arguments: [
        (name: "the finger lifted during the drop",
         stream: """
            E: 0.100000 0000 0003 0
            E: 0.100000 0003 0039 -1
            E: 0.100000 0000 0000 0
            """,
         expected: ["100 cancel#0 1000,1000"]),
        (name: "another finger came down in the same slot during the drop",
         stream: """
            E: 0.100000 0000 0003 0
            E: 0.100000 0003 0039 -1
            E: 0.100000 0000 0000 0
            E: 0.100000 0003 0039 12
            E: 0.100000 0003 0035 3000
            E: 0.100000 0000 0000 0
            """,
         expected: ["100 cancel#0 1000,1000", "100 down#0 3000,1000"]),
        (name: "libevdev swapped the tracking id in one frame",
         stream: """
            E: 0.100000 0000 0003 0
            E: 0.100000 0003 0039 12
            E: 0.100000 0003 0035 3000
            E: 0.100000 0000 0000 0
            """,
         expected: ["100 cancel#0 1000,1000", "100 down#0 3000,1000"]),
        (name: "the finger only moved",
         stream: """
            E: 0.100000 0000 0003 0
            E: 0.100000 0003 0035 1500
            E: 0.100000 0000 0000 0
            """,
         expected: ["100 move#0 1500,1000"]),
        (name: "a frame cut short by the drop, then a lift",
         stream: """
            E: 0.090000 0003 0035 1200
            E: 0.100000 0000 0003 0
            E: 0.100000 0003 0039 -1
            E: 0.100000 0003 002f 1
            E: 0.100000 0003 0035 200
            E: 0.100000 0003 0036 300
            E: 0.100000 0000 0000 0
            """,
         expected: ["100 cancel#0 1000,1000"]),
    ])
    func syncDroppedLeavesNoFingerStuckDown(name: String, stream: String, expected: [String]) throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        _ = try harness.play("""
            E: 0.010000 0003 0039 11
            E: 0.010000 0003 0035 1000
            E: 0.010000 0003 0036 1000
            E: 0.010000 0000 0000 0
            """)
        #expect(try harness.play(stream) == expected, "\(name)")
        // Whatever the resync said, the next lift or move is an ordinary one.
        let after = try harness.play("""
            E: 0.200000 0003 002f 0
            E: 0.200000 0003 0039 -1
            E: 0.200000 0000 0000 0
            """)
        #expect(after.allSatisfy { $0.contains("up#0") }, "\(name): \(after)")
        #expect(harness.decoder.takeProblems().map(\.kind).contains(.eventsDropped))
    }

    @Test func aTrackingIdReplacedWithoutItsReleaseCancelsTheOldTouch() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0039 20
            E: 0.010000 0003 0035 100
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 21
            E: 0.020000 0003 0035 900
            E: 0.020000 0000 0000 0
            """)
        #expect(lines == ["10 down#0 100,100", "20 cancel#0 100,100", "20 down#0 900,100"])
        #expect(harness.decoder.takeProblems().map(\.kind) == [.lostRelease])
    }

    /// The kernel's own unplug does this: it releases BTN_TOUCH and leaves the slots as they were.
    @Test func btnTouchUpCancelsASlotWhoseReleaseWasLost() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0039 30
            E: 0.010000 0003 0035 100
            E: 0.010000 0003 0036 100
            E: 0.010000 0003 002f 1
            E: 0.010000 0003 0039 31
            E: 0.010000 0003 0035 2000
            E: 0.010000 0003 0036 100
            E: 0.010000 0001 014a 1
            E: 0.010000 0000 0000 0
            E: 0.060000 0003 0039 -1
            E: 0.060000 0001 014a 0
            E: 0.060000 0000 0000 0
            E: 0.500000 0003 002f 0
            E: 0.500000 0003 0039 32
            E: 0.500000 0001 014a 1
            E: 0.500000 0000 0000 0
            """)
        #expect(lines == [
            "10 down#0 100,100", "10 down#1 2000,100",
            "60 cancel#0 100,100", "60 up#1 2000,100",
            "500 down#0 100,100",
        ])
    }

    @Test func outOfRangeValuesAreClampedAndABadSlotIsIgnored() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0039 40
            E: 0.010000 0003 0035 5000
            E: 0.010000 0003 0036 -20
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 002f 12
            E: 0.020000 0003 0039 41
            E: 0.020000 0003 0035 10
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 002f 0
            E: 0.030000 0003 0036 50
            E: 0.030000 0000 0000 0
            """)
        #expect(lines == ["10 down#0 4095,0", "30 move#0 4095,50"])
        let kinds = harness.decoder.takeProblems().map(\.kind)
        #expect(kinds == [.valueOutOfRange(code: EvdevAbs.mtPositionX), .valueOutOfRange(code: EvdevAbs.mtPositionY), .slotOutOfRange])
        #expect(harness.decoder.takeProblems().isEmpty, "each problem is reported once")
    }

    @Test func unplugMidTouchCancelsEveryTouchOnce() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-b.evemu")
        _ = try harness.play("""
            E: 0.010000 0003 0039 50
            E: 0.010000 0003 0035 100
            E: 0.010000 0003 0036 200
            E: 0.010000 0003 002f 3
            E: 0.010000 0003 0039 51
            E: 0.010000 0003 0035 300
            E: 0.010000 0003 0036 400
            E: 0.010000 0000 0000 0
            """)
        #expect(harness.unplug(atUs: 70_000) == ["70 cancel#0 100,200", "70 cancel#3 300,400"])
        #expect(harness.unplug(atUs: 80_000).isEmpty)
    }

    @Test func protocolAContactsAreFollowedByNearestPosition() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-a.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0035 100
            E: 0.010000 0003 0036 200
            E: 0.010000 0000 0002 0
            E: 0.010000 0001 014a 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0035 110
            E: 0.020000 0003 0036 200
            E: 0.020000 0000 0002 0
            E: 0.020000 0003 0035 3000
            E: 0.020000 0003 0036 3000
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0035 3000
            E: 0.030000 0003 0036 3050
            E: 0.030000 0000 0002 0
            E: 0.030000 0003 0035 120
            E: 0.030000 0003 0036 200
            E: 0.030000 0000 0002 0
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0035 3000
            E: 0.040000 0003 0036 3050
            E: 0.040000 0000 0002 0
            E: 0.040000 0000 0000 0
            E: 0.050000 0000 0002 0
            E: 0.050000 0001 014a 0
            E: 0.050000 0000 0000 0
            """)
        #expect(lines == [
            "10 down#0 100,200",
            "20 move#0 110,200", "20 down#1 3000,3000",
            "30 move#1 3000,3050", "30 move#0 120,200",
            "40 up#0 120,200",
            "50 up#1 3000,3050",
        ])
    }

    @Test func protocolAContactsWithTrackingIdsAreFollowedById() throws {
        var harness = try DecoderHarness(device: "touchscreen-protocol-a.evemu")
        // Two fingers cross: by position they would swap, by id they do not.
        let lines = try harness.play("""
            E: 0.010000 0003 0039 5
            E: 0.010000 0003 0035 1000
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0002 0
            E: 0.010000 0003 0039 6
            E: 0.010000 0003 0035 1100
            E: 0.010000 0003 0036 100
            E: 0.010000 0000 0002 0
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0039 5
            E: 0.020000 0003 0035 1090
            E: 0.020000 0003 0036 100
            E: 0.020000 0000 0002 0
            E: 0.020000 0003 0039 6
            E: 0.020000 0003 0035 1010
            E: 0.020000 0003 0036 100
            E: 0.020000 0000 0002 0
            E: 0.020000 0000 0000 0
            """)
        #expect(lines == ["10 down#0 1000,100", "10 down#1 1100,100", "20 move#0 1090,100", "20 move#1 1010,100"])
    }

    @Test func axesSpanningAllOfInt32NeitherOverflowNorCrash() {
        let axis = DeviceCapabilities.AbsoluteAxis(minimum: .min, maximum: .max)
        let device = DeviceCapabilities(name: "extreme", properties: [EvdevProperty.direct], keys: [EvdevKey.btnTouch],
                                        absoluteAxes: [EvdevAbs.mtPositionX: axis, EvdevAbs.mtPositionY: axis])
        var decoder = DeviceDecoder(capabilities: device, settings: .init(), panel: PanelGeometry(widthPx: 800, heightPx: 480))
        var output: [TimedInputEvent] = []
        let frames: [[(UInt16, UInt16, Int32)]] = [
            [(EvdevType.abs, EvdevAbs.mtPositionX, .min), (EvdevType.abs, EvdevAbs.mtPositionY, .min), (EvdevType.syn, EvdevSyn.mtReport, 0)],
            [(EvdevType.abs, EvdevAbs.mtPositionX, .max), (EvdevType.abs, EvdevAbs.mtPositionY, .max), (EvdevType.syn, EvdevSyn.mtReport, 0),
             (EvdevType.abs, EvdevAbs.mtPositionX, .min), (EvdevType.abs, EvdevAbs.mtPositionY, .max), (EvdevType.syn, EvdevSyn.mtReport, 0)],
        ]
        for (index, frame) in frames.enumerated() {
            for (type, code, value) in frame {
                decoder.consume(RawEvent(timeUs: Int64(index), type: type, code: code, value: value), into: &output)
            }
            decoder.consume(RawEvent(timeUs: Int64(index), type: EvdevType.syn, code: EvdevSyn.report, value: 0), into: &output)
        }
        #expect(output.map(DecoderHarness.line) == ["0 down#0 0,0", "0 down#1 799,479", "0 move#0 0,479"])
    }

    @Test func aSingleTouchScreenIsOneFingerOnBtnTouch() throws {
        var harness = try DecoderHarness(device: "touchscreen-single.evemu")
        let lines = try harness.play("""
            E: 0.010000 0003 0000 2048
            E: 0.010000 0003 0001 1024
            E: 0.010000 0003 0018 80
            E: 0.010000 0001 014a 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0003 0001 1100
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0018 0
            E: 0.030000 0001 014a 0
            E: 0.030000 0000 0000 0
            """)
        #expect(lines == ["10 down#0 2048,1024", "20 move#0 2048,1100", "30 up#0 2048,1100"])
    }

    @Test func qemuTabletHoversWithoutTouchingAndDragsWithItsButton() throws {
        var harness = try DecoderHarness(device: "qemu-usb-tablet.evemu", panel: PanelGeometry(widthPx: 800, heightPx: 480))
        let lines = try harness.play("""
            E: 0.010000 0003 0000 16384
            E: 0.010000 0003 0001 16384
            E: 0.010000 0000 0000 0
            E: 0.020000 0001 0110 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0001 8192
            E: 0.030000 0000 0000 0
            E: 0.040000 0003 0001 4096
            E: 0.040000 0001 0110 0
            E: 0.040000 0000 0000 0
            E: 0.050000 0003 0001 0
            E: 0.050000 0000 0000 0
            E: 0.060000 0002 0008 -1
            E: 0.060000 0000 0000 0
            """)
        #expect(lines == [
            "20 down#0 400,240", "30 move#0 400,120",
            "40 move#0 400,60", "40 up#0 400,60",
            "60 encoder 1",
        ])
    }

    @Test func aHeldKeyStepsOncePerRepeatAndStopsOnRelease() throws {
        var harness = try DecoderHarness(device: "keyboard.evemu")
        let lines = try harness.play("""
            E: 0.010000 0001 006c 1
            E: 0.010000 0000 0000 0
            E: 0.510000 0001 006c 2
            E: 0.510000 0000 0000 0
            E: 0.543000 0001 006c 2
            E: 0.543000 0000 0000 0
            E: 0.576000 0001 006c 2
            E: 0.576000 0000 0000 0
            E: 0.590000 0001 006c 0
            E: 0.590000 0000 0000 0
            E: 0.700000 0001 001c 1
            E: 0.700000 0000 0000 0
            E: 1.200000 0001 001c 2
            E: 1.200000 0000 0000 0
            E: 1.210000 0001 001c 0
            E: 1.210000 0000 0000 0
            E: 1.300000 0001 0067 2
            E: 1.300000 0000 0000 0
            E: 1.400000 0001 0050 1
            E: 1.400000 0001 0050 0
            E: 1.400000 0000 0000 0
            E: 1.500000 0001 001e 1
            E: 1.500000 0000 0000 0
            E: 1.600000 0001 0001 1
            E: 1.600000 0000 0000 0
            """)
        #expect(lines == [
            "10 key down", "510 key down", "543 key down", "576 key down",
            "700 key enter",
            "1400 key down",
            "1600 key escape",
        ])
    }

    @Test(arguments: [
        (code: EvdevKey.up, key: Key.up), (code: EvdevKey.down, key: .down), (code: EvdevKey.left, key: .left),
        (code: EvdevKey.right, key: .right), (code: EvdevKey.pageUp, key: .pageup), (code: EvdevKey.pageDown, key: .pagedown),
        (code: EvdevKey.enter, key: .enter), (code: EvdevKey.kpEnter, key: .enter), (code: EvdevKey.esc, key: .escape),
        (code: EvdevKey.tab, key: .tab), (code: EvdevKey.kp8, key: .up), (code: EvdevKey.kp2, key: .down),
        (code: EvdevKey.kp4, key: .left), (code: EvdevKey.kp6, key: .right), (code: EvdevKey.kp9, key: .pageup),
        (code: EvdevKey.kp3, key: .pagedown), (code: EvdevKey.ok, key: .enter), (code: EvdevKey.back, key: .escape),
        (code: EvdevKey.exit, key: .escape), (code: EvdevKey.select, key: .enter), (code: EvdevKey.dpadUp, key: .up),
        (code: EvdevKey.dpadDown, key: .down), (code: EvdevKey.dpadLeft, key: .left), (code: EvdevKey.dpadRight, key: .right),
        (code: EvdevKey.volumeUp, key: .volumeUp), (code: EvdevKey.volumeDown, key: .volumeDown), (code: EvdevKey.r, key: .speakAgain),
        (code: 31, key: .toggleSpeech), (code: 38, key: .largeText),
    ])
    func navigationKeysTranslateToCoreKeys(code: UInt16, key: Key) {
        #expect(KeyBindings().key(for: code) == key, "KEY_S is 31, KEY_L 38")
    }

    /// speech.keys moves the speech keys; the toggle key reports its release (it acts when held), and
    /// the default KEY_R and KEY_S are then letters like any other.
    @Test func configuredSpeechKeysTranslateAndTheToggleReportsItsRelease() throws {
        var speech = SpeechKeys()
        speech.toggle = 59 // KEY_F1
        speech.repeatLast = 60 // KEY_F2
        var harness = try DecoderHarness(device: "keyboard.evemu", keys: KeyBindings(speech: speech, largeTextCode: 61))
        let lines = try harness.play("""
            E: 0.100000 0001 003b 1
            E: 0.100000 0000 0000 0
            E: 0.600000 0001 003b 2
            E: 0.600000 0000 0000 0
            E: 2.300000 0001 003b 0
            E: 2.300000 0000 0000 0
            E: 2.400000 0001 003c 1
            E: 2.400000 0001 003c 0
            E: 2.400000 0000 0000 0
            E: 2.500000 0001 003d 1
            E: 2.500000 0001 003d 0
            E: 2.500000 0000 0000 0
            E: 2.600000 0001 0013 1
            E: 2.600000 0001 0013 0
            E: 2.600000 0001 001f 1
            E: 2.600000 0001 001f 0
            E: 2.600000 0000 0000 0
            """)
        #expect(lines == ["100 key toggle_speech", "2300 key toggle_speech released", "2400 key speak_again", "2500 key large_text"])
    }

    /// `speech.keys.encoder_button: "KEY_ENTER"`: that code is the encoder's button, reporting its release; the keypad's Enter stays Enter.
    @Test func anEncoderButtonOnKeyEnterReportsPressAndRelease() throws {
        var speech = SpeechKeys()
        speech.encoderButton = 28
        var harness = try DecoderHarness(device: "keyboard.evemu", keys: KeyBindings(speech: speech))
        let lines = try harness.play("""
            E: 0.100000 0001 001c 1
            E: 0.100000 0000 0000 0
            E: 0.600000 0001 001c 2
            E: 0.600000 0000 0000 0
            E: 1.300000 0001 001c 0
            E: 1.300000 0000 0000 0
            E: 1.400000 0001 0060 1
            E: 1.400000 0001 0060 0
            E: 1.400000 0000 0000 0
            """)
        #expect(lines == ["100 key encoder_button", "1300 key encoder_button released", "1400 key enter"])
    }

    @Test func aHiResWheelCountsEachDetentOnce() throws {
        var harness = try DecoderHarness(device: "mouse-hires-wheel.evemu")
        let lines = try harness.play("""
            E: 0.010000 0002 0008 -1
            E: 0.010000 0002 000b -120
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 000b -60
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0008 -1
            E: 0.030000 0002 000b -60
            E: 0.030000 0000 0000 0
            E: 0.040000 0002 000b 60
            E: 0.040000 0000 0000 0
            E: 0.050000 0002 000b -60
            E: 0.050000 0000 0000 0
            E: 0.060000 0002 0008 2
            E: 0.060000 0002 000b 240
            E: 0.060000 0000 0000 0
            E: 0.070000 0002 0006 1
            E: 0.070000 0002 000c 120
            E: 0.070000 0000 0000 0
            """)
        #expect(lines == ["10 encoder 1", "30 encoder 1", "60 encoder -2", "70 encoder 1"])
    }

    @Test func theRotaryEncoderDriversAxisAndItsButtonDriveThePicker() throws {
        var harness = try DecoderHarness(device: "rotary-encoder.evemu")
        let lines = try harness.play("""
            E: 0.010000 0002 0000 1
            E: 0.010000 0000 0000 0
            E: 0.020000 0002 0000 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0000 -1
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 001c 1
            E: 0.040000 0000 0000 0
            """)
        #expect(lines == ["10 encoder 1", "20 encoder 1", "30 encoder -1", "40 key enter"])
    }

    @Test func aMouseDragsFromThePanelCentreWithItsLeftButton() throws {
        var harness = try DecoderHarness(device: "mouse-hires-wheel.evemu", panel: PanelGeometry(widthPx: 800, heightPx: 480))
        let lines = try harness.play("""
            E: 0.010000 0002 0000 10
            E: 0.010000 0002 0001 -5
            E: 0.010000 0000 0000 0
            E: 0.020000 0001 0110 1
            E: 0.020000 0000 0000 0
            E: 0.030000 0002 0001 -1000
            E: 0.030000 0000 0000 0
            E: 0.040000 0001 0110 0
            E: 0.040000 0000 0000 0
            """)
        #expect(lines == ["20 down#0 410,235", "30 move#0 410,0", "40 up#0 410,0"])
    }

    /// The decoder stamps each frame with the device's own time; `InputDevices` is the one
    /// place that holds input time from going back (InputDevicesTests).
    @Test func framesCarryTheDevicesOwnTimes() throws {
        var harness = try DecoderHarness(device: "keyboard.evemu")
        let lines = try harness.play("""
            E: 5.000000 0001 006c 1
            E: 5.000000 0000 0000 0
            E: 4.000000 0001 0067 1
            E: 4.000000 0000 0000 0
            """)
        #expect(lines == ["5000 key down", "4000 key up"])
    }
}
