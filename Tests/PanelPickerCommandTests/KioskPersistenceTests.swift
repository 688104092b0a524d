import Glibc
import PickerCore
import PickerService
import PickerSystem
import PickerTestSupport
import Testing

/// What `run` keeps across restarts, and re-reading its config on SIGHUP.
@Suite(.serialized) struct KioskPersistenceTests {
    @Test func socketChangesAndTheSettledSelectionSurviveKillDashNineAtTheEndOfTheSaveDelay() throws {
        let kiosk = try Kiosk("kiosk-persist")
        try kiosk.writeConfig()
        try kiosk.start()
        try kiosk.call("set_items", [("column", .string("ssid")), ("items", .array([.string("lab"), .string("attic"), .string("home")]))])
        try kiosk.call("select", [("column", .string("ssid")), ("value", .string("attic")), ("animated", .bool(false))])
        try kiosk.call("select", [("column", .string("hour")), ("row", .int(21))])
        #expect(!kiosk.savedState.contains("attic"), "nothing is written before the selection has been still for state.save_delay_ms (1 s)")
        // The save lands once the delay is over; the kill follows it at once.
        for _ in 0..<1000 where !kiosk.savedState.contains(#""value":"21""#) { usleep(5000) }
        #expect(kiosk.stop(SIGKILL) == nil, "killed, no chance to clean up")

        try kiosk.start()
        #expect(try kiosk.selectionValues() == ["21", "attic"])
        #expect(try kiosk.call("get_state")?["config"]?["columns"]?.serialized.contains(#"["lab","attic","home"]"#) == true)
        #expect(kiosk.stop() == 0)
    }

    @Test func anEditedConfigFileWinsOverSocketChangesButKeepsTheSelectionByValue() throws {
        let kiosk = try Kiosk("kiosk-edited")
        try kiosk.writeConfig()
        try kiosk.start()
        try kiosk.call("set_items", [("column", .string("ssid")), ("items", .array([.string("lab"), .string("cafe")]))])
        try kiosk.call("select", [("column", .string("ssid")), ("value", .string("cafe")), ("animated", .bool(false))])
        #expect(kiosk.stop() == 0)

        try kiosk.writeConfig(columns: #"[{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}}, {"id": "ssid", "items": ["cafe", "home"]}]"#)
        try kiosk.start()
        #expect(try kiosk.selectionValues() == ["09", "cafe"], "the file's rows, the saved values")
        #expect(kiosk.stop() == 0)
    }

    @Test(arguments: [
        ("cut short", Array("panel-picker-state 1 500 00000000\n{\"vers".utf8)),
        ("not a state file", Array("hello\n".utf8)),
        ("a framed payload that is no state", Array("panel-picker-state 1 2 a3a6bf43\n{}\nend\n".utf8)),
    ])
    func anUnusableStateFileIsKeptAsideAndTheConfigIsUsed(name: String, bytes: [UInt8]) throws {
        let kiosk = try Kiosk("kiosk-corrupt")
        try kiosk.writeConfig()
        try FileSystem.writeFileAtomically(kiosk.stateDirectory + "/state", bytes)
        try kiosk.start()
        #expect(try kiosk.selectionValues() == ["09", "home"], "\(name)")
        #expect(kiosk.errors.contains("kept as \(kiosk.stateDirectory)/state.corrupt-1"), "\(kiosk.errors)")
        #expect(try FileSystem.readFile(kiosk.stateDirectory + "/state.corrupt-1") == bytes)
        #expect(kiosk.stop() == 0)
    }

    /// A state file from an older version may hold changes to keys a client may not change
    /// now (issue 33, finding 4: `size` and `mode` persisted); they are held to today's list,
    /// and a state that fails is set aside with the reason and the config file's values used
    /// (issue 33, item 7).
    @Test(arguments: [
        ("confirm", #"{"result_file": "/tmp/elsewhere.json"}"#, "confirm.result_file"),
        ("size", #""8192x8192""#, "size"),
        ("mode", #""oneshot""#, "mode"),
        ("feedback", #"{"devices": ["/dev/watchdog"]}"#, "feedback"),
    ])
    func savedConfigChangesThatBreakTheSocketsRulesAreDropped(key: String, value: String, named: String) throws {
        let kiosk = try Kiosk("kiosk-saved-trust")
        try kiosk.writeConfig(extra: #""mode": "daemon""#)
        let fileBytes = try FileSystem.readFile(kiosk.configPath)
        guard case .object(var document) = try JSONParser.parse(fileBytes) else { Issue.record("config is not an object"); return }
        document[key] = try JSONParser.parse(Array(value.utf8))
        let state = SavedState(configFingerprint: StateFile.fingerprint(fileBytes), config: document,
                               selection: [SavedState.SelectedValue(columnID: "ssid", value: "cafe")])
        try StateStore(directory: kiosk.stateDirectory).save(state.encoded())
        try kiosk.start()
        #expect(kiosk.errors.contains("config changes are refused (\(named) may only be set in the config file"), "\(kiosk.errors)")
        #expect(kiosk.errors.contains("kept as \(kiosk.stateDirectory)/state.corrupt-1, starting from the config"), "\(kiosk.errors)")
        #expect(try kiosk.selectionValues() == ["09", "home"], "the config file's values")
        let running = try kiosk.call("get_state")?["config"]
        #expect(running?["confirm"]?["result_file"] == .string(kiosk.resultPath))
        #expect(running?["size"] == .string("320x240") && running?["mode"] == .string("daemon") && running?["feedback"] == nil)
        #expect(kiosk.stop() == 0)
    }

    /// Issue 33, finding 3: a saved state whose config names a FIFO as an image (it was an image
    /// when saved) once hung every start before the socket existed. The file is opened without
    /// blocking and refused, the state is set aside, and the kiosk starts from its config file.
    @Test func aSavedImageThatBecameAFIFOSetsTheStateAsideAndTheKioskStarts() throws {
        let kiosk = try Kiosk("kiosk-saved-fifo")
        try kiosk.writeConfig()
        #expect(mkfifo(kiosk.directory + "/p.png", 0o644) == 0)
        let fileBytes = try FileSystem.readFile(kiosk.configPath)
        guard case .object(var document) = try JSONParser.parse(fileBytes) else { Issue.record("config is not an object"); return }
        document["columns"] = try JSONParser.parse(Array(#"[{"id": "ssid", "items": ["home", {"text": "x", "image": "p.png"}]}]"#.utf8))
        let state = SavedState(configFingerprint: StateFile.fingerprint(fileBytes), config: document,
                               selection: [SavedState.SelectedValue(columnID: "ssid", value: "x")])
        try StateStore(directory: kiosk.stateDirectory).save(state.encoded())
        try kiosk.start()
        #expect(try kiosk.call("ping")?["pong"] == .bool(true))
        #expect(try kiosk.selectionValues() == ["09", "home"], "the config file's values")
        #expect(kiosk.errors.contains("p.png: not a regular file (a FIFO); kept as \(kiosk.stateDirectory)/state.corrupt-1"), "\(kiosk.errors)")
        #expect(kiosk.stop() == 0)
    }

    /// Issue 33, finding 6: a saved selected value with a NUL and 5,000 characters went into the
    /// READY=1 datagram's STATUS= raw; systemd dropped the datagram and every start timed out.
    /// A datagram listener stands in for systemd. The value is as long as a row's text may be
    /// (1,024 bytes), far over what STATUS= may carry.
    @Test func readyArrivesAfterAHostileSavedValue() throws {
        let kiosk = try Kiosk("kiosk-hostile-status")
        try kiosk.writeConfig()
        let hostile = "a\u{0}b\u{1B}[2J" + String(repeating: "x", count: 1024 - 7)
        let fileBytes = try FileSystem.readFile(kiosk.configPath)
        guard case .object(var document) = try JSONParser.parse(fileBytes) else { Issue.record("config is not an object"); return }
        // A row's text holds no control character; its value may (a program's own key).
        let row = JSONValue.object(JSONObject([("text", .string("hostile")), ("value", .string(hostile))]))
        document["columns"] = .array([.object(JSONObject([("id", .string("ssid")), ("items", .array([.string("home"), row]))]))])
        let state = SavedState(configFingerprint: StateFile.fingerprint(fileBytes), config: document,
                               selection: [SavedState.SelectedValue(columnID: "ssid", value: hostile)])
        try StateStore(directory: kiosk.stateDirectory).save(state.encoded())
        let notify = kiosk.directory + "/notify.sock"
        let listener = try NotifyListener(path: notify)
        try kiosk.start(environment: "NOTIFY_SOCKET='\(notify)'")
        defer { kiosk.stop() }
        var datagrams: [String] = []
        while let datagram = try listener.receive() {
            datagrams.append(datagram)
            if datagram.contains("READY=1") { break }
        }
        let ready = try #require(datagrams.last { $0.contains("READY=1") }, "\(datagrams)")
        #expect(ready.contains("STATUS=showing ssid=a b [2Jxxx"), "\(ready)")
        #expect(ready.utf8.count < 300)
        #expect(try kiosk.selectionValues() == [hostile], "the value itself is kept")
    }

    @Test func sighupRereadsTheConfigAndABadOneIsLoggedAndIgnored() throws {
        let kiosk = try Kiosk("kiosk-hup")
        try kiosk.writeConfig()
        try kiosk.start()
        let pid = try #require(kiosk.process?.pid)

        try kiosk.writeConfig(columns: #"[{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}}, {"id": "ssid", "items": ["home", "guest"]}]"#)
        kill(pid, SIGHUP)
        for _ in 0..<200 where !kiosk.errors.contains("SIGHUP: reloaded") { usleep(10_000) }
        #expect(try kiosk.call("get_state")?["config"]?["columns"]?.serialized.contains(#"["home","guest"]"#) == true)
        #expect(try kiosk.selectionValues() == ["09", "home"])

        try FileSystem.writeFileAtomically(kiosk.configPath, Array(#"{"columns": [{"items": []}]}"#.utf8))
        kill(pid, SIGHUP)
        for _ in 0..<200 where !kiosk.errors.contains("keeping the running config") { usleep(10_000) }
        #expect(kiosk.errors.contains("columns[0].items"), "the error names the key: \(kiosk.errors)")
        #expect(try kiosk.call("get_state")?["config"]?["columns"]?.serialized.contains(#"["home","guest"]"#) == true)
        #expect(kiosk.stop() == 0)
    }

    @Test func sighupMovesTheControlSocketWhereTheReloadedFileSays() throws {
        let kiosk = try Kiosk("kiosk-hup-socket")
        try kiosk.writeConfig()
        try kiosk.start()
        let pid = try #require(kiosk.process?.pid)
        let moved = kiosk.directory + "/moved.sock"

        try kiosk.writeConfig(socket: moved)
        kill(pid, SIGHUP)
        for _ in 0..<200 where !kiosk.errors.contains("SIGHUP: control socket \(moved)") { usleep(10_000) }
        #expect(try kiosk.call("ping", socket: moved) != nil)
        #expect(try FileStatus.of(kiosk.socketPath) == nil, "the old socket file is gone")
        #expect(kiosk.stop() == 0)
    }

    @Test func aReloadedSocketThatCannotBeOpenedKeepsTheOldOne() throws {
        let kiosk = try Kiosk("kiosk-hup-badsocket")
        try kiosk.writeConfig()
        try kiosk.start()
        let pid = try #require(kiosk.process?.pid)

        try kiosk.writeConfig(socket: kiosk.directory + "/no/such/folder/control.sock")
        kill(pid, SIGHUP)
        for _ in 0..<200 where !kiosk.errors.contains("keeping the previous control section") { usleep(10_000) }
        #expect(kiosk.errors.contains("no/such/folder"), "the error names the path: \(kiosk.errors)")
        #expect(try kiosk.call("ping") != nil, "the old socket answers again")
        #expect(kiosk.stop() == 0)
    }
}
