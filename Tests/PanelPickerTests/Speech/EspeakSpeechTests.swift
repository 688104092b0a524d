import Glibc
import PanelPicker
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// The real espeak-ng and aplay, on an ALSA `file` PCM that writes into a FIFO this test reads:
/// the FIFO holds aplay back as a sound card would, so a stop is seen to cut the sound.
@Suite struct EspeakSpeechTests {
    static let installed = SpawnedProcess.findExecutable("espeak-ng") != nil && SpawnedProcess.findExecutable("aplay") != nil
    static let long = "The quick brown fox jumps over the lazy dog, and keeps running through the long grass of the field until the evening comes."

    /// A FIFO for aplay's samples, opened for reading before aplay opens it for writing.
    final class Recording {
        let scratch: ScratchDirectory
        let path: String
        let fd: Int32
        private(set) var bytes = 0

        init() throws {
            scratch = ScratchDirectory("speech")
            path = scratch.path + "/pcm.raw"
            guard mkfifo(path, 0o600) == 0 else { throw SystemError(call: "mkfifo", subject: path, errno: errno) }
            fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        }

        deinit { close(fd) }

        var settings: SpeechConfig {
            var speech = SpeechConfig()
            speech.enabled = true
            speech.device = "file:FILE=\(path),FORMAT=raw"
            return speech
        }

        /// Reads what aplay wrote so far; true at the end (aplay closed the PCM).
        @discardableResult
        func read(limit: Int = .max) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while bytes < limit {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, min($0.count, limit - bytes)) }
                if count > 0 { bytes += count; continue }
                return count == 0 && bytes > 0
            }
            return false
        }
    }

    static func nowUs() -> Int64 { MonotonicClock.nowUs() }

    /// Turns the speech's pipes, reading the recording, until `done` (at most 20 s).
    func pump(_ speech: EspeakSpeech, _ recording: Recording, limit: Int = .max, until done: (Bool) -> Bool) throws -> Bool {
        let endUs = Self.nowUs() + 20_000_000
        while Self.nowUs() < endUs {
            var polled = (speech.pollDescriptors + [FileDescriptor(rawValue: recording.fd)]).map { PollDescriptor(fd: $0, events: .readable) }
            _ = try Poll.wait(&polled, timeoutMs: 10)
            let ready = Set(polled.filter { !$0.returned.isEmpty }.map(\.fd.rawValue))
            recording.read(limit: limit)
            if done(speech.handle(ready: ready, nowUs: Self.nowUs())) { return true }
        }
        return false
    }

    /// The bytes espeak-ng's own rendering of `text` holds (its WAV less the 44-byte header).
    func renderedBytes(_ text: String) throws -> Int {
        let child = try ChildProcess("/bin/sh", ["-c", "espeak-ng --stdout -v en -s 175 -a 70 \"$0\" | wc -c", text])
        child.wait()
        return (Int(child.output.filter(\.isNumber)) ?? 0) - 44
    }

    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func aSettledRowComesOutOfTheSoundCardWhole() throws {
        let recording = try Recording()
        var logged: [String] = []
        let speech = try #require(EspeakSpeech(settings: recording.settings, log: { logged.append($0) }))
        speech.say(Utterance(text: "Tuesday, 14 March", voice: "en", rateWPM: 175, volumePercent: 70), nowUs: Self.nowUs())
        #expect(speech.isSpeaking)
        #expect(try pump(speech, recording) { $0 })
        #expect(!speech.isSpeaking)
        recording.read()
        let rendered = try renderedBytes("Tuesday, 14 March")
        // aplay passes espeak-ng's samples on unchanged; the file PCM pads its last period at most.
        #expect(rendered > 20_000 && recording.bytes >= rendered && recording.bytes < rendered + 8192, "\(recording.bytes) of \(rendered)")
        #expect(logged.isEmpty, "\(logged)")
    }

    /// Trial 89: a French row in a German sentence was said all by one voice. Parts in several
    /// voices reach espeak-ng as SSML, each in its own voice: the sound is espeak-ng's own
    /// rendering of that SSML, not of the text in one voice.
    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func partsInSeveralVoicesAreSaidEachInItsVoice() throws {
        let recording = try Recording()
        let speech = try #require(EspeakSpeech(settings: recording.settings, log: { _ in }))
        let parts = [Utterance.Part(text: "Pommes de terre <bio> & co", voice: "fr"), Utterance.Part(text: ", nicht verfügbar", voice: "de")]
        speech.say(Utterance(parts: parts, voice: "fr", rateWPM: 175, volumePercent: 70), nowUs: Self.nowUs())
        #expect(try pump(speech, recording) { $0 })
        recording.read()
        func rendered(_ arguments: String, _ text: String) throws -> Int {
            let child = try ChildProcess("/bin/sh", ["-c", "espeak-ng --stdout \(arguments) -s 175 -a 70 \"$0\" | wc -c", text])
            child.wait()
            return (Int(child.output.filter(\.isNumber)) ?? 0) - 44
        }
        let ssml = try rendered("-m -v fr", #"<speak><voice xml:lang="fr">Pommes de terre &lt;bio&gt; &amp; co</voice><voice xml:lang="de">, nicht verfügbar</voice></speak>"#)
        let oneVoice = try rendered("-v fr", "Pommes de terre <bio> & co, nicht verfügbar")
        #expect(ssml != oneVoice, "the voices sound apart")
        #expect(recording.bytes >= ssml && recording.bytes < ssml + 8192, "\(recording.bytes) of \(ssml) (one voice: \(oneVoice))")
    }

    /// Trial 40: each closed picker left its warm espeak-ng a zombie of the host's program.
    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func noChildStaysAZombieOnceTheSpeechGoes() throws {
        // A process's /proc entry stays until its parent collects its status: a zombie keeps it.
        func listed(_ pid: Int32) -> Bool { access("/proc/\(pid)", F_OK) == 0 }
        let recording = try Recording()
        var waiting = EspeakSpeech(settings: recording.settings, log: { _ in })
        let warm = waiting?.processIDs ?? []
        #expect(warm.count == 1 && warm.allSatisfy(listed), "\(warm)")
        waiting = nil
        #expect(!warm.contains(where: listed), "the killed warm espeak-ng was not collected")

        var speech = EspeakSpeech(settings: recording.settings, log: { _ in })
        speech?.say(Utterance(text: "Tuesday, 14 March", voice: "en", rateWPM: 175, volumePercent: 70), nowUs: Self.nowUs())
        _ = try pump(try #require(speech), recording, limit: 4096) { _ in recording.bytes >= 4096 }
        // espeak-ng speaking and its aplay, left to finish.
        let speaking = speech?.processIDs ?? []
        #expect(speaking.count == 2, "\(speaking)")
        speech = nil
        let endUs = Self.nowUs() + 20_000_000
        while speaking.contains(where: listed), Self.nowUs() < endUs {
            recording.read()
            usleep(10_000)
        }
        #expect(!speaking.contains(where: listed), "\(speaking.filter(listed)) left behind")
    }

    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func stopCutsTheSoundAndTheNextUtteranceStillSpeaks() throws {
        let recording = try Recording()
        let speech = try #require(EspeakSpeech(settings: recording.settings, log: { _ in }))
        speech.say(Utterance(text: Self.long, voice: "en", rateWPM: 175, volumePercent: 70), nowUs: Self.nowUs())
        // Held back by the FIFO, as a card plays: 16 KiB is about a third of a second.
        _ = try pump(speech, recording, limit: 16_384) { _ in recording.bytes >= 16_384 }
        speech.stop()
        #expect(!speech.isSpeaking)
        let heard = recording.bytes
        // Only what was already in the FIFO (64 KiB at most) comes after the stop; then the PCM's end.
        #expect(try pump(speech, recording) { _ in recording.read() })
        let rendered = try renderedBytes(Self.long)
        #expect(recording.bytes - heard <= 65_536 && recording.bytes < rendered / 2, "\(heard), then \(recording.bytes) of \(rendered)")
        // The warm espeak-ng started after the stop says the next one, into the same FIFO.
        let before = recording.bytes
        speech.say(Utterance(text: "Monday", voice: "en", rateWPM: 175, volumePercent: 70), nowUs: Self.nowUs())
        #expect(try pump(speech, recording) { $0 })
        recording.read()
        #expect(recording.bytes - before > 5_000)
    }

    @Test func missingEspeakIsOneLogLineAndNoSpeech() {
        var logged: [String] = []
        var settings = SpeechConfig()
        settings.enabled = true
        #expect(EspeakSpeech(settings: settings, searchPath: "/nonexistent", log: { logged.append($0) }) == nil)
        #expect(logged == ["speech: espeak-ng or aplay (alsa-utils) not found in PATH; running without speech"])
    }

    /// Trial 96: `setSpeech(voice: "zz")` was taken, as only its spelling was checked, and every
    /// utterance after it failed unheard. espeak-ng is asked whether it has the voice.
    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func aVoiceEspeakNGDoesNotHaveIsRefused() throws {
        let picker = try Picker(configuration: PickerConfiguration(json: #"{"size": "320x240", "speech": {"engine": "espeak-ng", "voice": "de"}, "columns": [{"items": ["a"]}]}"#),
                                backend: .offscreen)
        #expect(throws: PickerError(.badInput, #"setSpeech(voice:sentences:): voice: espeak-ng has no voice "zz" (`espeak-ng --voices` lists the languages it has); the picker goes on speaking as it did"#)) {
            try picker.setSpeech(voice: "zz")
        }
        #expect(picker.configuration.json.contains(#""voice":"de""#))
        try picker.setSpeech(voice: "fr")
        #expect(picker.configuration.json.contains(#""voice":"fr""#))
        #expect(EspeakSpeech.voiceProblem("sv-se") == nil && EspeakSpeech.voiceProblem("en+f3") == nil, "a region and a variant are voices too")
    }
}
