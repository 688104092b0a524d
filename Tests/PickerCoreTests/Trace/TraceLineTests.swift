import Testing
@testable import PickerCore

@Suite struct TraceLineTests {
    @Test(arguments: [
        InputEvent.touch(TouchEvent(phase: .down, id: 3, x: Fixed(raw: 26_214_433), y: Fixed(raw: -1))),
        .touch(TouchEvent(phase: .cancel, id: 0, x: Fixed(200) + .half, y: .zero)),
        .key(.pagedown),
        .encoder(delta: -7),
        .wheel(delta: 2, x: Fixed(150) + .half, y: Fixed(60)),
        .select(column: 1, row: 42, animated: false),
    ])
    func aWrittenLineReadsBackAsTheSameInputAndTime(input: InputEvent) throws {
        let timeUs: Int64 = 1_234_567
        let line = Trace.line(input, atUs: timeUs)
        // A cancel needs its finger down first, as in any trace.
        var text = ""
        if case .touch(let touch) = input, touch.phase != .down {
            text = Trace.line(.touch(TouchEvent(phase: .down, id: touch.id, x: .zero, y: .zero)), atUs: 0) + "\n"
        }
        let trace = try Trace.parse(Array((text + line).utf8))
        #expect(trace.entries.last?.input == input, "\(line)")
        #expect(trace.entries.last?.timeUs == timeUs, "\(line)")
    }

    @Test(arguments: [(Fixed(raw: 1), "0.0000152587890625"), (Fixed(-3) - .half, "-3.5"), (Fixed(12), "12")])
    func exactDecimalsAreExact(value: Fixed, text: String) {
        #expect(value.exactDecimal == text)
        #expect(Fixed(decimal: Substring(text)) == value)
    }
}
