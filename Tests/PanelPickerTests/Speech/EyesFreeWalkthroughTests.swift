import PanelPicker
import PickerSystem
import Testing

/// docs/accessibility.md's eyes-free walkthrough, as a blind user does it: the time picker of its
/// config set to 8:45 PM and confirmed with keys alone, speech switched on by holding S, the screen
/// never looked at. The config and what each step is heard to say come from the page itself; a fake
/// speech sink (the delegate engine) on a manual clock hears every utterance, and each is let
/// finish, as a listener waits for it, before the next key.
@Suite struct EyesFreeWalkthroughTests {
    static let root = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath))))

    final class SpeechSink: PickerDelegate {
        var heard: [String] = []
        var confirmed: [String]?
        func picker(_ picker: Picker, didRequestSpeech request: PickerSpeechRequest) {
            switch request {
            case .say(let utterance): heard.append(utterance.text)
            case .stop: heard.append("(stop)")
            }
        }
        func picker(_ picker: Picker, didConfirm selection: [SelectedRow]) { confirmed = selection.map(\.value) }
    }

    /// The keys of each step of the walkthrough, in its table's order.
    static let steps: [[PickerInput]] = [
        [.key(.toggleSpeech), .keyReleased(.toggleSpeech)],
        [.key(.down)],
        [.key(.right)],
        [.key(.pageDown), .key(.pageDown), .key(.pageDown), .key(.down), .key(.down), .key(.down)],
        [.key(.right)],
        [.key(.down)],
        [.key(.speakAgain)],
        [.key(.volumeUp)],
        [.key(.enter)],
    ]

    /// The walkthrough's section of docs/accessibility.md.
    static func section() throws -> Substring {
        let page = String(decoding: try FileSystem.readFile(root + "/docs/accessibility.md"), as: UTF8.self)
        return try #require(page.split(separator: "\n## ").first { $0.hasPrefix("Eyes-free walkthrough") })
    }

    /// The section's config: its json block.
    static func documentedConfig() throws -> String {
        let afterFence = try #require(try section().split(separator: "```json\n", maxSplits: 1).last)
        return String(try #require(afterFence.split(separator: "\n```", maxSplits: 1).first))
    }

    /// What the section's table says is heard at each step.
    static func documentedUtterances() throws -> [String] {
        try section().split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| #") }.map { row in
            let cells = row.split(separator: "|").map { $0.trimmingSpaces }
            return String(cells.last?.dropFirst().dropLast() ?? "")
        }
    }

    @Test func theTimeIsSetAndConfirmedByKeysAndSpeechAlone() throws {
        // The documented picker, speaking through the sink instead of espeak-ng.
        let json = try Self.documentedConfig().replacing(#""speech": {"#, with: #""speech": {"engine": "delegate", "#)
        let clock = ManualClock()
        let picker = try Picker(configuration: PickerConfiguration(json: json), backend: .offscreen, clock: clock.pickerClock)
        let sink = SpeechSink()
        picker.delegate = sink
        #expect(!picker.isSpeechEnabled)
        var heardPerStep: [String] = []
        for step in Self.steps {
            let before = sink.heard.count
            for (index, input) in step.enumerated() {
                // The speech key is held 2.2 s; other keys of one step are pressed 80 ms apart.
                let gapUs: Int64 = input == .keyReleased(.toggleSpeech) ? 2_200_000 : index == 0 ? 0 : 80_000
                try PickerSpeechTests().run(picker, clock: clock, forUs: gapUs)
                picker.send(input, atUs: clock.nowUs)
            }
            try PickerSpeechTests().run(picker, clock: clock, forUs: 3_000_000)
            heardPerStep.append(sink.heard[before...].joined(separator: " / "))
            picker.speechDidFinish()
        }
        let documented = try Self.documentedUtterances()
        #expect(documented.count == Self.steps.count)
        #expect(heardPerStep == documented)
        #expect(sink.confirmed == ["8", "45", "PM"])
        #expect(!sink.heard.contains("(stop)"), "each utterance was heard to its end")
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
