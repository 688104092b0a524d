import PanelPicker
import PickerControl
import PickerCore

/// The kiosk's side of speech: the socket's `speak`, `speak_again` and `set_speech`, and for
/// subscribers `speech_started` each time the picker starts saying something and `speech_ended`
/// when that ends, said to its end or cut off.
extension Kiosk {
    package func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
        // A new utterance cuts off the one in progress, as a stop does.
        endSpeech(finished: false)
        guard case .say(let utterance) = request else { return }
        server?.publish(ControlEvent(.speechStarted, JSONObject([("text", .string(utterance.text))])))
        isSpeaking = true
    }

    package func pickerDidFinishSpeaking(_ picker: Picker) {
        endSpeech(finished: true)
    }

    private func endSpeech(finished: Bool) {
        guard isSpeaking else { return }
        isSpeaking = false
        server?.publish(ControlEvent(.speechEnded, JSONObject([("finished", .bool(finished))])))
    }

    /// Each replies with whether speech is on.
    func perform(_ command: SpeechCommand) -> ControlResult {
        switch command {
        case .speak(let text): picker.speak(text)
        case .speakAgain: picker.speakAgain()
        case .setSpeech(let enabled): picker.setSpeech(enabled: enabled)
        }
        return .success(.object(JSONObject([("speech", .bool(picker.isSpeechEnabled))])))
    }
}
