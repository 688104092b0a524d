import Glibc
import PanelPicker
import PickerCore
import PickerSystem
import PickerTestSupport

/// `picker-speech-bench`: from `say` (a column settled) to the first sample aplay hands the
/// ALSA PCM, with the warm espeak-ng and with a fresh one, and from `stop` (input) to the PCM
/// closing. The PCM is a `file` PCM writing into a FIFO read here, which holds aplay back as a
/// card would; medians of `rounds` each, in milliseconds.
func benchmarkSpeech(rounds: Int = 9) throws {
    guard SpawnedProcess.findExecutable("espeak-ng") != nil, SpawnedProcess.findExecutable("aplay") != nil else {
        print("speech: espeak-ng or aplay not installed, skipped")
        return
    }
    var warm: [Double] = []
    var fresh: [Double] = []
    var stop: [Double] = []
    for round in 0..<(2 * rounds) {
        let scratch = ScratchDirectory("bench-speech")
        let path = scratch.path + "/pcm.raw"
        mkfifo(path, 0o600)
        let fifo = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        defer { close(fifo) }
        var settings = SpeechConfig()
        settings.enabled = true
        settings.device = "file:FILE=\(path),FORMAT=raw"
        guard let speech = EspeakSpeech(settings: settings, log: { StandardStreams.printError("speech: \($0)") }) else { return }
        // Time for the warm espeak-ng to load its voice, as it has between two settles.
        usleep(600_000)
        let isFresh = round % 2 == 1
        // Another volume than the warm one's: the fresh path, a new espeak-ng for this utterance.
        let utterance = Utterance(text: "Tuesday, 14 March, the quick brown fox jumps over the lazy dog", voice: settings.voice,
                                  rateWPM: settings.rateWPM, volumePercent: isFresh ? settings.volumePercent + 1 : settings.volumePercent)
        let startUs = MonotonicClock.nowUs()
        speech.say(utterance, nowUs: startUs)
        guard let firstUs = waitForBytes(fifo, speech: speech) else { throw SystemError(call: "speech: no sound within 5 s", errno: EIO) }
        (isFresh ? { fresh.append($0) } : { warm.append($0) })(Double(firstUs - startUs) / 1000)
        let stopUs = MonotonicClock.nowUs()
        speech.stop()
        guard let closedUs = waitForEnd(fifo, speech: speech) else { throw SystemError(call: "speech: PCM still open 5 s after stop", errno: EIO) }
        stop.append(Double(closedUs - stopUs) / 1000)
    }
    print("speech: say to first sample, warm espeak-ng \(oneDecimal(median(warm))) ms, fresh \(oneDecimal(median(fresh))) ms; "
        + "stop to PCM closed \(oneDecimal(median(stop))) ms (medians of \(rounds))")
}

/// Polls the FIFO and the speech's pipes until a sample arrives; the time it did.
private func waitForBytes(_ fifo: Int32, speech: EspeakSpeech) -> Int64? {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let endUs = MonotonicClock.nowUs() + 5_000_000
    while MonotonicClock.nowUs() < endUs {
        if buffer.withUnsafeMutableBytes({ read(fifo, $0.baseAddress, $0.count) }) > 0 { return MonotonicClock.nowUs() }
        turn(fifo, speech: speech)
    }
    return nil
}

/// Drains the FIFO until aplay has closed it; the time it did.
private func waitForEnd(_ fifo: Int32, speech: EspeakSpeech) -> Int64? {
    var buffer = [UInt8](repeating: 0, count: 65536)
    let endUs = MonotonicClock.nowUs() + 5_000_000
    while MonotonicClock.nowUs() < endUs {
        if buffer.withUnsafeMutableBytes({ read(fifo, $0.baseAddress, $0.count) }) == 0 { return MonotonicClock.nowUs() }
        turn(fifo, speech: speech)
    }
    return nil
}

private func turn(_ fifo: Int32, speech: EspeakSpeech) {
    var polled = (speech.pollDescriptors + [FileDescriptor(rawValue: fifo)]).map { PollDescriptor(fd: $0, events: .readable) }
    _ = try? Poll.wait(&polled, timeoutMs: 1)
    _ = speech.handle(ready: Set(polled.filter { !$0.returned.isEmpty }.map(\.fd.rawValue)), nowUs: MonotonicClock.nowUs())
}

private func median(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

private func oneDecimal(_ value: Double) -> String {
    String((value * 10).rounded() / 10)
}
