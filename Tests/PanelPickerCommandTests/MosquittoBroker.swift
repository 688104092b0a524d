import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// A real mosquitto on a loopback port, started by the test (Debian's `mosquitto`), and
/// its command-line clients for what the test publishes and reads back.
final class MosquittoBroker {
    static let isInstalled = FileSystem.isExecutable(binary) && FileSystem.isExecutable("/usr/bin/mosquitto_sub")
    static let binary = "/usr/sbin/mosquitto"

    let directory: String
    private(set) var port = 0
    private(set) var process: ChildProcess?
    /// Extra mosquitto.conf lines for the listener (TLS, ACL).
    let listenerLines: String
    /// Arguments every client passes (TLS, credentials).
    var clientArguments: [String] = []

    init(directory: String, listenerLines: String = "") {
        self.directory = directory
        self.listenerLines = listenerLines
    }

    var configPath: String { directory + "/mosquitto.conf" }
    var logPath: String { directory + "/mosquitto.log" }

    /// Starts the broker on a free port; a restart keeps the port it had.
    func start() throws {
        var keepPort = port != 0
        for _ in 0..<20 {
            if !keepPort { port = Int.random(in: 20_000...60_000) }
            keepPort = false
            // As root, mosquitto would drop to the user `mosquitto`, who cannot read the scratch folder.
            let text = """
            \(getuid() == 0 ? "user root" : "")
            per_listener_settings true
            persistence false
            log_dest file \(logPath)
            log_type all
            listener \(port) 127.0.0.1
            \(listenerLines.isEmpty ? "allow_anonymous true" : listenerLines)

            """
            try FileSystem.writeFileAtomically(configPath, Array(text.utf8))
            if try FileStatus.of(logPath) != nil { try FileSystem.remove(logPath) }
            let child = try ChildProcess(Self.binary, ["-c", configPath])
            for _ in 0..<400 {
                if log.contains("running") || child.poll() { break }
                usleep(5000)
            }
            if !child.poll() && log.contains("running") {
                process = child
                return
            }
        }
        Issue.record("mosquitto did not start: \(log)")
    }

    var log: String { (try? FileSystem.readFile(logPath)).map { String(decoding: $0, as: UTF8.self) } ?? "" }

    func stop() {
        process?.kill(SIGTERM)
        process?.wait()
        process = nil
    }

    /// The first `count` messages on `topic` (retained ones come first) as "topic payload" lines,
    /// waiting at most `timeoutS`; fewer when the time runs out.
    func messages(_ topic: String, count: Int, timeoutS: Int = 10) throws -> [String] {
        let sub = try ChildProcess("/usr/bin/mosquitto_sub", clientArguments + ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-v", "-C", "\(count)", "-W", "\(timeoutS)"])
        sub.wait()
        return sub.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("Timed out") }
    }

    /// The retained payload on `topic` once it equals `expected`, or the last one seen after `timeoutS`.
    func retained(_ topic: String, becomes expected: String, timeoutS: Int = 10) throws -> String? {
        var last: String?
        for _ in 0..<(timeoutS * 5) {
            last = try messages(topic, count: 1, timeoutS: 1).first.map { String($0.dropFirst(topic.count + 1)) }
            if last == expected { return last }
            usleep(200_000)
        }
        return last
    }

    /// Starts a subscriber now, to read later what arrives meanwhile.
    func listen(_ topic: String, count: Int, timeoutS: Int = 10, arguments: [String] = []) throws -> ChildProcess {
        let sub = try ChildProcess("/usr/bin/mosquitto_sub", (arguments.isEmpty ? clientArguments : arguments) + ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-v", "-C", "\(count)", "-W", "\(timeoutS)"])
        usleep(200_000)
        return sub
    }

    func publish(_ topic: String, _ payload: String, arguments: [String] = []) throws {
        let pub = try ChildProcess("/usr/bin/mosquitto_pub", (arguments.isEmpty ? clientArguments : arguments) + ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-m", payload, "-q", "1"])
        pub.wait()
        #expect(pub.exitCode == 0, "mosquitto_pub \(topic): \(pub.output)")
    }
}

/// `panel-picker mqtt` as a child process, its log in a file.
final class Bridge {
    let process: ChildProcess

    init(config: String, socket: String? = nil) throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        process = try ChildProcess(binary, ["mqtt", "--config", config] + (socket.map { ["--socket", $0] } ?? []))
    }

    var log: String { process.output }

    /// Waits until the log says `text` (or the bridge exits); whether it did.
    func waitFor(_ text: String, timeoutS: Int = 10) -> Bool {
        for _ in 0..<(timeoutS * 100) {
            if log.contains(text) { return true }
            if process.poll() { return log.contains(text) }
            usleep(10_000)
        }
        return false
    }
}
