import PickerCore
import Testing
@testable import PickerControl

/// `speak`, `speak_again`, `set_speech` and the `speech_started` event on the wire.
@Suite struct SpeechCommandTests {
    @Test(arguments: [
        (#"{"id":1,"cmd":"speak","text":"Welcome"}"#, ControlCommand.picker(.speech(.speak(text: "Welcome")))),
        (#"{"id":1,"cmd":"speak_again"}"#, .picker(.speech(.speakAgain))),
        (#"{"id":1,"cmd":"set_speech","enabled":true}"#, .picker(.speech(.setSpeech(enabled: true)))),
        (#"{"id":1,"cmd":"subscribe","events":["speech_started"]}"#, .subscribe([.speechStarted])),
    ])
    func speechCommandsParse(line: String, command: ControlCommand) throws {
        #expect(try RequestDecoder.decode(Array(line.utf8)).get() == ControlRequest(id: .int(1), command: command))
    }

    @Test(arguments: [
        (#"{"id":2,"cmd":"speak"}"#, ControlError.Code.missingField, "speak: missing \"text\""),
        (#"{"id":2,"cmd":"speak","text":""}"#, .invalidValue, "needs something to say"),
        (#"{"id":2,"cmd":"speak","text":3}"#, .wrongType, "speak.text: expected a string"),
        (#"{"id":2,"cmd":"set_speech","enabled":"on"}"#, .wrongType, "set_speech.enabled: expected true or false"),
        (#"{"id":2,"cmd":"speak_again","text":"x"}"#, .unknownField, "speak_again: unknown field \"text\""),
    ])
    func badSpeechRequestsSayWhatWasWrong(line: String, code: ControlError.Code, message: String) {
        guard case .failure(let failure) = RequestDecoder.decode(Array(line.utf8)) else {
            Issue.record("accepted: \(line)")
            return
        }
        #expect(failure.error.code == code)
        #expect(failure.error.message.contains(message), "\(failure.error.message)")
    }
}
