import PanelPicker
import PickerControl
import PickerCore

/// The kiosk's side of speech: the socket's `speak`, `speak_again` and `set_speech`, and
/// `speech_started` for subscribers each time the picker starts saying something.
extension Kiosk {
    package func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
        guard case .say(let utterance) = request else { return }
        server?.publish(ControlEvent(.speechStarted, JSONObject([("text", .string(utterance.text))])))
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
