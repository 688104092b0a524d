import Testing
@testable import PickerCore

@Suite struct TraceErrorTests {
    static let down = #"{"t":0,"type":"touch","phase":"down","x":100,"y":100,"id":0}"#

    /// (trace, line at fault, words the message must contain)
    @Test(arguments: [
        (#"{"t":0,"type":"key","key":"down""#, 1, "not valid JSON"),
        (#"{"type":"key","key":"down"}"#, 1, "t: is required"),
        ("{\"t\":5,\"type\":\"key\",\"key\":\"up\"}\n\n{\"t\":4,\"type\":\"key\",\"key\":\"up\"}", 3, "t goes backwards"),
        (#"{"t":-1,"type":"key","key":"up"}"#, 1, "t: expected a number in [0, 3600000]"),
        (#"{"t":0,"type":"wiggle"}"#, 1, "type: expected \"touch\""),
        (#"{"t":0,"type":"key","key":"home"}"#, 1, "key: expected \"up\""),
        (#"{"t":0,"type":"key","key":"up","repeat":true}"#, 1, "repeat: unknown key"),
        (#"{"t":0,"type":"touch","phase":"press","x":1,"y":1}"#, 1, "phase: expected \"down\""),
        (#"{"t":0,"type":"touch","phase":"down","x":"1","y":1}"#, 1, "x: expected a number"),
        (#"{"t":0,"type":"touch","phase":"move","x":1,"y":1,"id":3}"#, 1, "finger 3 is not down"),
        (down + "\n" + down, 2, "finger 0 is already down"),
        (#"{"t":0,"type":"encoder","delta":99999}"#, 1, "delta: expected a whole number from -10000 to 10000"),
        (#"{"t":0,"type":"select","column":0}"#, 1, "row: is required"),
        ("[1, 2]", 1, "expected an object"),
    ])
    func badTraceLinesNameTheLineAndTheProblem(text: String, line: Int, words: String) {
        #expect {
            _ = try Trace.parse(Array(text.utf8))
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.line == line && error.message.contains(words)
        }
    }

    @Test(arguments: [
        (#"{"t":0,"type":"select","column":2,"row":0}"#, "column 2 does not exist"),
        (#"{"t":0,"type":"select","column":0,"row":60}"#, "row 60 does not exist in column 0 \"minute\""),
    ])
    func selectsTheConfigCannotSatisfyAreErrorsOnTheirLine(text: String, words: String) throws {
        let lines = [#"{"t":0,"type":"key","key":"down"}"#, text]
        #expect {
            _ = try TraceFixtures.replay(lines: lines)
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.line == 2 && error.message.contains(words)
        }
    }

    @Test func selectingADisabledRowIsRefusedAndChangesNothing() throws {
        var engine = try TraceFixtures.engine("horizontal.json")
        #expect(throws: PickerEngineError.self) { try engine.handle(.select(column: 0, row: 3, animated: false), atUs: 0) }
        #expect(engine.selection == [0])
        #expect(!engine.isAnimating)
    }

    @Test func timeMayCarryMicroseconds() throws {
        let trace = try Trace.parse(Array(#"{"t":12.345,"type":"key","key":"down"}"#.utf8))
        #expect(trace.entries.first?.timeUs == 12_345)
    }
}
