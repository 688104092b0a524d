import PickerCore
import Testing
@testable import PickerControl

/// `set_feedback`, `wake`, `sleep` and the `power_changed` event on the wire.
@Suite struct PowerCommandTests {
    @Test(arguments: [
        (#"{"id":1,"cmd":"set_feedback","enabled":false}"#, ControlCommand.picker(.power(.setFeedback(enabled: false)))),
        (#"{"id":1,"cmd":"set_feedback","enabled":true}"#, .picker(.power(.setFeedback(enabled: true)))),
        (#"{"id":1,"cmd":"wake"}"#, .picker(.power(.wake))),
        (#"{"id":1,"cmd":"sleep"}"#, .picker(.power(.sleep))),
        (#"{"id":1,"cmd":"subscribe","events":["power_changed"]}"#, .subscribe([.powerChanged])),
    ])
    func powerCommandsParse(line: String, command: ControlCommand) throws {
        #expect(try RequestDecoder.decode(Array(line.utf8)).get() == ControlRequest(id: .int(1), command: command))
    }

    @Test(arguments: [
        (#"{"id":2,"cmd":"set_feedback"}"#, ControlError.Code.missingField, "set_feedback: missing \"enabled\""),
        (#"{"id":2,"cmd":"set_feedback","enabled":"off"}"#, .wrongType, "set_feedback.enabled: expected true or false"),
        (#"{"id":2,"cmd":"sleep","now":true}"#, .unknownField, "sleep: unknown field \"now\""),
    ])
    func badPowerRequestsSayWhatWasWrong(line: String, code: ControlError.Code, message: String) {
        guard case .failure(let failure) = RequestDecoder.decode(Array(line.utf8)) else {
            Issue.record("accepted: \(line)")
            return
        }
        #expect(failure.error.code == code)
        #expect(failure.error.message.contains(message), "\(failure.error.message)")
    }
}
