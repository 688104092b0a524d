import PickerCore
import PickerSystem

/// Speech through espeak-ng, run beside the picker and never linked into it (espeak-ng is
/// GPL-3.0; a device maker's picker binary stays its own): espeak-ng writes WAV to a pipe and
/// ALSA's `aplay` plays it on `speech.device`.
///
/// A warm espeak-ng waits with its voice loaded, so an utterance's first sample comes in a few
/// milliseconds instead of the 100+ ms a fresh espeak-ng spends starting (docs/speech.md has the
/// numbers); `aplay` starts per utterance, so the sound card is free between them. Stopping is
/// SIGKILL to both: the kernel drops the card's buffer when the PCM closes, so the sound ends at
/// once, and a fresh warm espeak-ng is started for the next utterance. The loop learns that an
/// utterance ended from the children's shared stderr pipe reaching its end; nothing here waits.
package final class EspeakSpeech {
    private let espeakPath: String
    private let playerPath: String
    private let device: String
    private let log: (String) -> Void
    /// The warm espeak-ng, and the voice settings it was started with.
    private var warm: Speaker?
    /// The utterance playing.
    private var speaking: Speaker?
    /// Killed, or finished while a newer one speaks: reaped when their stderr pipe ends.
    private var ending: [Speaker] = []
    /// Children whose pipes ended a moment before they could be reaped: tried again at every turn
    /// that has speech news, so none stays a zombie for long.
    private var unreaped: [SpawnedProcess] = []

    /// The speech engine for `speech.device`, a warm espeak-ng started with the config's voice;
    /// nil (after one log line) when espeak-ng or aplay is not in `searchPath`.
    package init?(settings: SpeechConfig, searchPath: String? = FileSystem.environment("PATH"), log: @escaping (String) -> Void) {
        guard let espeakPath = SpawnedProcess.findExecutable("espeak-ng", searchPath: searchPath),
              let playerPath = SpawnedProcess.findExecutable("aplay", searchPath: searchPath) else {
            log("speech: espeak-ng or aplay (alsa-utils) not found in PATH; running without speech")
            return nil
        }
        self.espeakPath = espeakPath
        self.playerPath = playerPath
        device = settings.device
        self.log = log
        warm = startSpeaker(Speaker.Voice(name: settings.voice, rateWPM: settings.rateWPM, volumePercent: settings.volumePercent))
    }

    /// Why espeak-ng in `searchPath` cannot speak with `voice` (`setSpeech(voice:)`'s "zz", trial 96:
    /// only its spelling was checked, and every utterance after it failed unheard); nil when it can,
    /// or when there is no espeak-ng to ask. espeak-ng loads the voice and says nothing (`-q`),
    /// in about 15 ms, and exits 1 for a voice it does not have.
    package static func voiceProblem(_ voice: String, searchPath: String? = FileSystem.environment("PATH")) -> String? {
        guard let espeakPath = SpawnedProcess.findExecutable("espeak-ng", searchPath: searchPath),
              let check = try? SpawnedProcess.spawn(espeakPath, ["-q", "-v", voice, "."], stdin: nil, stdout: nil, stderr: nil),
              check.waitForExit() != 0 else { return nil }
        return "espeak-ng has no voice \(voice.quotedForMessage) (`espeak-ng --voices` lists the languages it has)"
    }

    /// The utterance playing is left to finish (a oneshot picker that says "Confirmed" and exits
    /// is heard to the end); the rest are killed. None stays a zombie of the host's program (trial
    /// 40): the killed ones are waited for here, and the one left to finish on a thread of its own.
    deinit {
        let killed = [warm].compactMap { $0 } + ending
        for speaker in killed { speaker.kill() }
        for speaker in [warm, speaking].compactMap({ $0 }) + ending { speaker.close() }
        for process in killed.flatMap(\.processes) + unreaped { process.waitForExit() }
        for process in speaking?.processes ?? [] { process.reapOnceExited() }
    }

    /// The processes it runs, for tests.
    package var processIDs: [Int32] {
        ([warm, speaking].compactMap { $0 } + ending).flatMap(\.processes).map(\.pid) + unreaped.map(\.pid)
    }

    /// True while an utterance plays.
    package var isSpeaking: Bool { speaking != nil }

    /// Says `utterance`, cutting off the one playing. Uses the warm espeak-ng when its voice,
    /// rate and volume match; otherwise starts one for this utterance (the slower path).
    package func say(_ utterance: Utterance, nowUs: Int64) {
        stop()
        let speaker: Speaker
        if let warm, warm.voice == Speaker.voice(of: utterance) {
            speaker = warm
            self.warm = nil
        } else if let started = startSpeaker(utterance) {
            warm?.kill()
            warm.map { ending.append($0) }
            warm = nil
            speaker = started
        } else {
            return
        }
        do {
            try speaker.speak(Speaker.input(for: utterance), player: playerPath, device: device, nowUs: nowUs)
            speaking = speaker
        } catch {
            log("speech: \(error)")
            speaker.kill()
            ending.append(speaker)
        }
    }

    /// Silences the utterance playing, at once.
    package func stop() {
        guard let speaking else { return }
        speaking.kill()
        ending.append(speaking)
        self.speaking = nil
        restartWarm(like: speaking)
    }

    /// The stderr pipes to poll: their end means the processes ended.
    package var pollDescriptors: [FileDescriptor] {
        ([warm, speaking].compactMap { $0 } + ending).map(\.status)
    }

    /// When the utterance playing is overdue: a stuck espeak-ng or player is killed then.
    package var nextDeadlineUs: Int64? { speaking?.deadlineUs }

    /// Reads what the children wrote and reaps the ones that ended. True when the utterance
    /// playing finished (by itself, or killed as stuck at its deadline).
    package func handle(ready: Set<Int32>, nowUs: Int64) -> Bool {
        unreaped.removeAll { $0.reapIfExited() }
        var finished = false
        if let speaking, let deadline = speaking.deadlineUs, nowUs >= deadline {
            log("speech: espeak-ng or aplay did not finish in time; killed")
            stop()
            finished = true
        }
        if let speaking, ready.contains(speaking.status.rawValue), speaking.drain() {
            self.speaking = nil
            end(speaking)
            report(speaking)
            restartWarm(like: speaking)
            finished = true
        }
        if let warm, ready.contains(warm.status.rawValue), warm.drain() || warm.hasExited {
            // A warm espeak-ng that ends by itself could not start (an unknown voice): say why, once.
            self.warm = nil
            warm.kill()
            end(warm)
            report(warm)
        }
        ending.removeAll { speaker in
            guard ready.contains(speaker.status.rawValue), speaker.drain() else { return false }
            end(speaker)
            return true
        }
        return finished
    }

    /// Closes a speaker whose pipe ended, and reaps its children (later, if they are not gone yet).
    private func end(_ speaker: Speaker) {
        speaker.close()
        unreaped += speaker.processes.filter { !$0.reapIfExited() }
    }

    private func report(_ speaker: Speaker) {
        let text = speaker.errorText
        if !text.isEmpty { log("speech: \(text)") }
    }

    private func restartWarm(like speaker: Speaker) {
        guard warm == nil else { return }
        var voice = speaker.voice
        // Most utterances have one voice: the warm one waits for plain text.
        voice.readsMarkup = false
        warm = startSpeaker(voice)
    }

    private func startSpeaker(_ utterance: Utterance) -> Speaker? {
        startSpeaker(Speaker.voice(of: utterance))
    }

    private func startSpeaker(_ voice: Speaker.Voice) -> Speaker? {
        do {
            return try Speaker(espeak: espeakPath, voice: voice)
        } catch {
            log("speech: cannot start espeak-ng: \(error)")
            return nil
        }
    }
}

/// One espeak-ng, waiting for its text or saying it, and the aplay that plays it.
private final class Speaker {
    /// What espeak-ng is started with: a warm one serves only utterances that match.
    struct Voice: Equatable {
        var name: String
        var rateWPM: Int
        var volumePercent: Int
        /// Reads SSML (`-m`): an utterance whose parts are in several voices.
        var readsMarkup = false
    }

    static func voice(of utterance: Utterance) -> Voice {
        Voice(name: utterance.voice, rateWPM: utterance.rateWPM, volumePercent: utterance.volumePercent, readsMarkup: utterance.isMultilingual)
    }

    /// What espeak-ng is handed for `utterance`: its text, or for parts in several voices SSML
    /// with each part in a `voice` element. A language tag ("fr", "pt-BR") is its `xml:lang`,
    /// which espeak-ng matches as `-v` does (its `name` would not find "fr-FR"); a voice name
    /// with an underscore, which `speech.voice` allows and no tag has, is its `name`.
    static func input(for utterance: Utterance) -> String {
        guard utterance.isMultilingual else { return utterance.text }
        let voices = utterance.parts.map { part in
            let isTag = part.voice.utf8.allSatisfy { $0 == 0x2D || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
            return "<voice \(isTag ? "xml:lang" : "name")=\"\(escaped(part.voice))\">\(escaped(part.text))</voice>"
        }
        return "<speak>" + voices.joined() + "</speak>"
    }

    /// `text` as SSML's character data, or an attribute's value.
    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    let voice: Voice
    let espeak: SpawnedProcess
    var player: SpawnedProcess?
    /// The picker's end of espeak-ng's standard input.
    private var text: FileDescriptor?
    /// espeak-ng's WAV, until aplay takes it.
    private var audio: FileDescriptor?
    /// Both children's stderr: it ends when both have.
    let status: FileDescriptor
    /// The picker's copy of the stderr pipe's writing end, kept until aplay has its own.
    private var statusWrite: FileDescriptor?
    private var stderrBytes: [UInt8] = []
    private(set) var deadlineUs: Int64?
    private var isClosed = false

    /// Starts espeak-ng reading lines from a socket, its WAV going into a pipe for aplay.
    init(espeak path: String, voice: Voice) throws {
        self.voice = voice
        let (ours, theirs) = try FileDescriptor.unixStreamPair()
        let audioPipe = try Pipe()
        let statusPipe = try Pipe(nonBlockingRead: true)
        defer {
            theirs.close()
            audioPipe.write.close()
        }
        // espeak-ng's amplitude 100 is its normal loudness; 0-100 percent maps onto 0-100.
        let arguments = ["--stdout", "-v", voice.name, "-s", String(voice.rateWPM), "-a", String(voice.volumePercent)] + (voice.readsMarkup ? ["-m"] : [])
        do {
            espeak = try SpawnedProcess.spawn(path, arguments, stdin: theirs, stdout: audioPipe.write, stderr: statusPipe.write)
        } catch {
            [ours, audioPipe.read, statusPipe.read, statusPipe.write].forEach { $0.close() }
            throw error
        }
        text = ours
        audio = audioPipe.read
        status = statusPipe.read
        statusWrite = statusPipe.write
    }

    /// Starts aplay on `device` and hands espeak-ng `words`; espeak-ng says them and ends.
    func speak(_ words: String, player path: String, device: String, nowUs: Int64) throws {
        guard let audio, let text, let statusWrite else { throw SystemError(call: "speak", errno: 22) }
        // 200 ms of buffer: espeak-ng makes that much sound in a few milliseconds, and a short
        // buffer is a short wait before the card starts.
        player = try SpawnedProcess.spawn(path, ["-q", "-D", device, "--buffer-time=200000", "-"], stdin: audio, stdout: nil, stderr: statusWrite)
        audio.close()
        self.audio = nil
        statusWrite.close()
        self.statusWrite = nil
        // One line, then the end: espeak-ng reads lines, and its input ending makes it exit when it is done.
        let line = Array(words.map { $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) }.utf8) + [0x0A]
        var sent = 0
        while sent < line.count {
            guard let count = try line.withUnsafeBytes({ try text.sendNonBlocking(UnsafeRawBufferPointer(rebasing: $0[sent...])) }) else {
                throw SystemError(call: "send", subject: "espeak-ng", errno: 11)
            }
            sent += count
        }
        text.close()
        self.text = nil
        // Generous: espeak-ng's slowest rate says about 7 characters a second; a process past this is stuck.
        deadlineUs = nowUs + 5_000_000 + Int64(line.count) * 200_000
    }

    /// Reads what is waiting on the stderr pipe; true at its end (both children gone), when they are reaped.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count: Int
            do {
                count = try buffer.withUnsafeMutableBytes { try status.read(into: $0) }
            } catch {
                return false
            }
            if count == 0 { return true }
            // Only the first line matters for the log; the rest is kept short.
            if stderrBytes.count < 256 { stderrBytes += buffer[0..<min(count, 256 - stderrBytes.count)] }
        }
    }

    /// espeak-ng ended while the picker still holds the stderr pipe open (a warm one that failed).
    var hasExited: Bool { espeak.reapIfExited() }

    /// The children's first line of complaint.
    var errorText: String {
        String(decoding: stderrBytes.split(separator: 0x0A).first ?? [], as: UTF8.self)
    }

    /// Kills both children and closes the picker's ends of their input, so the stderr pipe ends.
    func kill() {
        player?.kill()
        espeak.kill()
        [text, audio, statusWrite].compactMap { $0 }.forEach { $0.close() }
        (text, audio, statusWrite) = (nil, nil, nil)
    }

    var processes: [SpawnedProcess] { [espeak] + (player.map { [$0] } ?? []) }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        [text, audio, statusWrite, status].compactMap { $0 }.forEach { $0.close() }
    }
}
