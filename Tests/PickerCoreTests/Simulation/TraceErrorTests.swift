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
        // Trial 25: typos in a trace got no guess, where a config's keys get one.
        (#"{"t":0,"type":"tuch","phase":"down","x":1,"y":1}"#, 1, #"got "tuch"; did you mean "touch"?"#),
        (#"{"t":0,"type":"key","key":"Enter"}"#, 1, #"got the string "Enter"; did you mean "enter"?"#),
        (#"{"t":0,"type":"key","key":"home"}"#, 1, "key: expected \"up\""),
        (#"{"t":0,"type":"key","key":"up","repeat":true}"#, 1, "repeat: unknown key"),
        (#"{"t":0,"type":"touch","phase":"press","x":1,"y":1}"#, 1, "phase: expected \"down\""),
        (#"{"t":0,"type":"touch","phase":"down","x":"1","y":1}"#, 1, "x: expected a number"),
        (#"{"t":0,"type":"touch","phase":"move","x":1,"y":1,"id":3}"#, 1, "finger 3 is not down (\"move\" needs a \"down\" first)"),
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

    /// A new user's trial: `"x": 1e20` said "x: expected a number, got the number 1e20", naming no
    /// range, as if 1e20 were no number. A number too large for the trace reader's fixed point or
    /// whole numbers is outside the range it accepts and is refused naming that range.
    @Test(arguments: [
        (#"{"t":0,"type":"touch","phase":"down","x":1e20,"y":1}"#, "x: expected a number in [-1000000, 1000000], got 1e20"),
        (#"{"t":0,"type":"touch","phase":"down","x":1,"y":-1e300}"#, "y: expected a number in [-1000000, 1000000], got -1e300"),
        (#"{"t":0,"type":"touch","phase":"down","x":2000000,"y":1}"#, "x: expected a number in [-1000000, 1000000], got 2000000"),
        (#"{"t":1e20,"type":"key","key":"down"}"#, "t: expected a number in [0, 3600000], got 1e20"),
        (#"{"t":0,"type":"encoder","delta":1e20}"#, "delta: expected a whole number from -10000 to 10000, got 1e20"),
        (#"{"t":0,"type":"select","column":0,"row":99999999999999999999}"#, "row: expected a whole number from 0 to 2147483647, got 99999999999999999999"),
        (#"{"t":0,"type":"encoder","delta":1.5}"#, "delta: expected a whole number, got the number 1.5"),
    ])
    func aNumberTooLargeToReadIsRefusedNamingTheRange(text: String, message: String) {
        #expect(throws: TraceError(line: 1, message: message)) { _ = try Trace.parse(Array(text.utf8)) }
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
