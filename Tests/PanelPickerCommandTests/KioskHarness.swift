import Glibc
import PickerControl
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// `panel-picker run` as a child process in a scratch directory: its config, socket,
/// state directory and result file there; standard output and error in files apart.
final class Kiosk {
    let scratch: ScratchDirectory
    let binary: String
    private(set) var process: ChildProcess?

    var directory: String { scratch.path }
    var configPath: String { directory + "/picker.json" }
    var socketPath: String { directory + "/control.sock" }
    /// The scratch directory itself, so the state file and any set-aside copies are removed with it.
    var stateDirectory: String { directory }
    var resultPath: String { directory + "/result.json" }
    var errorPath: String { directory + "/stderr.txt" }
    var statePath: String { stateDirectory + "/state" }

    /// The saved state file's text, "" when there is none.
    var savedState: String {
        (try? FileSystem.readFile(statePath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    init(_ name: String) throws {
        scratch = ScratchDirectory(name)
        binary = try #require(siblingExecutable("panel-picker"))
    }

    /// A config with this kiosk's socket (or `socket`) and result file; `confirm` adds keys to `confirm`
    /// and `control` to `control` (each ending in a comma), `extra` picker-wide keys.
    func writeConfig(columns: String = Kiosk.columns, confirm: String = "", control: String = "", extra: String = "", socket: String? = nil) throws {
        let text = """
        {"size": "320x240", "columns": \(columns),
         "control": {\(control)"socket": "\(socket ?? socketPath)"}, "confirm": {\(confirm)"result_file": "\(resultPath)"}\(extra.isEmpty ? "" : ", " + extra)}
        """
        try FileSystem.writeFileAtomically(configPath, Array(text.utf8))
    }

    static let columns = """
    [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
     {"id": "ssid", "items": ["home", "office", "cafe"]}]
    """

    /// Starts `run` (`environment`: shell assignments) and waits for its first frame (or its exit).
    func start(backend: String = "offscreen", environment: String = "") throws {
        let command = "\(environment) STATE_DIRECTORY='\(stateDirectory)' exec '\(binary)' run --config '\(configPath)' --backend \(backend) 2>'\(errorPath)'"
        // The last run's log says "first frame" too.
        if try FileStatus.of(errorPath) != nil { try FileSystem.remove(errorPath) }
        let child = try ChildProcess("/bin/sh", ["-c", command])
        process = child
        for _ in 0..<1000 {
            if errors.contains("first frame on screen") || child.poll() { break }
            usleep(5000)
        }
    }

    var errors: String {
        (try? FileSystem.readFile(errorPath)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Standard output so far.
    var output: String { process?.output ?? "" }

    func client(socket: String? = nil) throws -> ControlClient {
        try ControlClient(path: socket ?? socketPath)
    }

    /// One request on a fresh connection (to this kiosk's socket, or `socket`); the reply's `result`, or a failed expectation.
    /// `timeoutMs` bounds the wait for a reply: a liveness bound, not a measure of speed.
    @discardableResult
    func call(_ command: String, _ fields: [(String, JSONValue)] = [], socket: String? = nil, timeoutMs: Int32 = 5000) throws -> JSONValue? {
        let client = try client(socket: socket)
        defer { client.close() }
        let reply = try client.call(command, JSONObject(fields), timeoutMs: timeoutMs)
        #expect(reply["ok"] == .bool(true), "\(command): \(reply.serialized)")
        return reply["result"]
    }

    /// The reply's error code for a request expected to fail.
    func errorCode(_ command: String, _ fields: [(String, JSONValue)] = []) throws -> String? {
        let client = try client()
        defer { client.close() }
        let reply = try client.call(command, JSONObject(fields), timeoutMs: 5000)
        guard case .string(let code)? = reply["error"]?["code"] else { return nil }
        return code
    }

    func selectionValues() throws -> [String] {
        guard case .array(let columns)? = try call("get_selection")?["selection"] else { return [] }
        return columns.compactMap { if case .string(let value)? = $0["value"] { value } else { nil } }
    }

    /// Signals the child and waits for it; returns the exit code (nil when a signal ended it).
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32? {
        guard let process else { return nil }
        process.kill(signal)
        process.wait()
        return process.exitCode
    }

    /// Waits (up to 10 s) for the child to exit by itself.
    func waitForExit() -> Int32? {
        guard let process else { return nil }
        for _ in 0..<2000 where !process.poll() { usleep(5000) }
        return process.exitCode
    }
}

extension JSONValue {
    var stringValue: String? { if case .string(let text) = self { text } else { nil } }
}
