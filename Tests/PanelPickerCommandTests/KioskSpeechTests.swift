import Glibc
import PanelPicker
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// `panel-picker run` (offscreen) speaking through the real espeak-ng and aplay, into an ALSA
/// `file` PCM on a FIFO this test reads: the socket's speech commands, and the sound they make.
@Suite(.serialized) struct KioskSpeechTests {
    static let installed = SpawnedProcess.findExecutable("espeak-ng") != nil && SpawnedProcess.findExecutable("aplay") != nil

    /// Reads the FIFO until `bytes` came or `forUs` passed (10 s by default); what came.
    func read(_ fd: Int32, atLeast bytes: Int, forUs: Int64 = 10_000_000) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        let endUs = MonotonicClock.nowUs() + forUs
        while total < bytes, MonotonicClock.nowUs() < endUs {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count > 0 { total += count } else { usleep(5_000) }
        }
        return total
    }

    @Test(.enabled(if: installed, "espeak-ng or aplay is not installed (scripts/setup)"))
    func theSocketsSpeakComesOutOfTheSoundCard() throws {
        let kiosk = try Kiosk("kiosk-speech")
        let fifo = kiosk.directory + "/pcm.raw"
        #expect(mkfifo(fifo, 0o600) == 0)
        let fd = open(fifo, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        defer { close(fd) }
        try kiosk.writeConfig(extra: #""speech": {"enabled": true, "device": "file:FILE=\#(fifo),FORMAT=raw"}"#)
        try kiosk.start()
        let watcher = try kiosk.client()
        defer { watcher.close() }
        _ = try watcher.call("subscribe", JSONObject([("events", .array([.string("speech_started"), .string("speech_ended")]))]), timeoutMs: 5000)
        #expect(try kiosk.call("speak", [("text", .string("Tuesday, 14 March"))])?["speech"] == .bool(true))
        #expect(try watcher.nextLine(timeoutMs: 5000)?.serialized == #"{"event":"speech_started","text":"Tuesday, 14 March"}"#)
        // Half a second of espeak-ng's 22050 Hz 16-bit mono, then the rest as fast as aplay writes it.
        #expect(read(fd, atLeast: 22_050) >= 22_050)
        _ = read(fd, atLeast: Int.max >> 1, forUs: 2_000_000)
        #expect(try watcher.nextLine(timeoutMs: 10_000)?.serialized == #"{"event":"speech_ended","finished":true}"#)
        // A long sentence cut off by a newer one: ended, not finished, then the newer one starts.
        _ = try kiosk.call("speak", [("text", .string("One two three four five six seven eight nine ten eleven twelve"))])
        #expect(try watcher.nextLine(timeoutMs: 5000)?["event"] == .string("speech_started"))
        _ = try kiosk.call("speak", [("text", .string("Stop"))])
        #expect(try watcher.nextLine(timeoutMs: 5000)?.serialized == #"{"event":"speech_ended","finished":false}"#)
        #expect(try watcher.nextLine(timeoutMs: 5000)?.serialized == #"{"event":"speech_started","text":"Stop"}"#)
        #expect(try kiosk.call("set_speech", [("enabled", .bool(false))])?["speech"] == .bool(false))
        #expect(try kiosk.errorCode("speak", [("text", .string(""))]) == "invalid_value")
        #expect(kiosk.stop() == 0)
        #expect(!kiosk.errors.contains("speech:"), "\(kiosk.errors)")
    }
}
