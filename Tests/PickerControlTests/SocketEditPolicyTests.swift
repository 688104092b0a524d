import PickerControl
import PickerCore
import Testing

/// Which keys a control client may not touch, and how a document that leaves them out is completed.
@Suite struct SocketEditPolicyTests {
    static let running = object(#"""
        {"columns": [{"items": ["a"]}], "control": {"socket": "/run/p.sock", "group": "panel"},
         "confirm": {"result_file": "/var/lib/p/result.json", "timeout_s": 30}, "input": {"devices": ["/dev/input/event2"]}}
        """#)

    static func object(_ text: String) -> JSONObject {
        guard case .object(let object)? = try? JSONParser.parse(Array(text.utf8)) else { fatalError("test JSON: \(text)") }
        return object
    }

    static func refusedKey(_ candidate: String) -> String? {
        do throws(ControlError) {
            _ = try SocketEditPolicy.check(object(candidate), running: running)
            return nil
        } catch {
            #expect(error.code == .permissionDenied)
            return error.message.split(separator: " ").first.map(String.init)
        }
    }

    @Test(arguments: [
        (#"{"columns": [], "confirm": {"result_file": "/etc/cron.d/x"}}"#, "confirm.result_file"),
        (#"{"columns": [], "control": {"socket": "/tmp/other.sock", "group": "panel"}}"#, "control.socket"),
        (#"{"columns": [], "control": {"socket": "/run/p.sock", "group": "panel", "screenshot_dir": "/etc"}}"#, "control.screenshot_dir"),
        (#"{"columns": [], "input": {"devices": ["/dev/mem"]}}"#, "input.devices"),
        (#"{"columns": [], "display": {"device": "/dev/dri/card1"}}"#, "display"),
        (#"{"columns": [], "state": {"save_delay_ms": 0}}"#, "state"),
        (#"{"columns": [], "size": "8192x8192"}"#, "size"),
        (#"{"columns": [], "mode": "oneshot"}"#, "mode"),
        (#"{"columns": [], "feedback": {"devices": ["/dev/watchdog"]}}"#, "feedback"),
        (#"{"columns": [], "power": {"backlight": "../../../dev"}}"#, "power"),
        (#"{"columns": [], "confirm": {"allow_cancel": false}}"#, "confirm.allow_cancel"),
        (#"{"columns": [], "a_key_no_one_decided": 1}"#, "a_key_no_one_decided"),
    ])
    func anEditThatSetsOrChangesAServiceKeyIsRefusedNamingIt(candidate: String, key: String) {
        #expect(Self.refusedKey(candidate) == key)
    }

    /// Issue 31: a 480x272 config loaded on an 800x480 picker was refused "(the frame's memory
    /// (8192x8192 is 256 MiB))", an example that had nothing to do with it; the refusal says the value
    /// given and the file's instead.
    @Test(arguments: [
        (#"{"columns": [], "size": "480x272"}"#, "size may only be set in the config file on disk, not over the control socket "
            + #"(the frame's memory); "480x272" given, "800x480" in the config file: leave size out to keep the file's"#),
        (#"{"columns": [], "mode": "daemon"}"#, #"mode may only be set in the config file on disk, not over the control socket "#
            + #"(oneshot ends the service at the next confirm, and Restart=on-failure does not bring it back); "daemon" given, "#
            + "none in the config file: leave mode out"),
        (#"{"columns": [], "input": {"devices": ["/dev/input/event2", "/dev/input/event3", "/dev/input/event4"]}}"#,
         "input.devices may only be set in the config file on disk, not over the control socket (devices the service opens, where touches land)"),
    ])
    func aRefusalQuotesTheValueGivenBesideTheFiles(candidate: String, message: String) {
        var running = Self.running
        running["size"] = .string("800x480")
        #expect(throws: ControlError(.permissionDenied, message)) {
            _ = try SocketEditPolicy.check(Self.object(candidate), running: running)
        }
    }

    @Test func serviceKeysLeftOutAreCarriedOverAndTheRestIsTheClients() throws {
        let checked = try SocketEditPolicy.check(Self.object(#"{"columns": [{"items": ["b"]}], "confirm": {"timeout_s": 5}}"#), running: Self.running)
        #expect(checked["control"] == Self.running["control"])
        #expect(checked["input"] == Self.running["input"])
        #expect(checked["confirm"] == .object(Self.object(#"{"timeout_s": 5, "result_file": "/var/lib/p/result.json"}"#)),
                "the client's timeout, the file's result_file")
        #expect(checked["display"] == nil, "nothing to carry: the running config has none")
    }

    /// The first key of the config a document decodes to the "unknown key" error of, with the
    /// keys the decoder knows there: the config's own list of its keys, kept by the decoder.
    static func decoderKeys(_ document: String) -> [String] {
        do {
            _ = try PickerConfig.parse(Array(document.utf8), directory: "")
            return []
        } catch {
            let message = "\(error)"
            let marker = "expected one of: "
            guard let parts = message.split(separator: marker).last, parts.count < message.count, let close = parts.lastIndex(of: ")") else { return [] }
            return parts[..<close].split(separator: ", ").map(String.init)
        }
    }

    /// Issue 33, finding 4: features added after the deny-list (`feedback.devices`, `power.backlight`,
    /// `size`, `mode`) were open to clients. Every key the config decoder knows must have a
    /// decision in `SocketEditPolicy.decisions`; a new key fails here until someone makes one.
    @Test func everyConfigKeyHasADecision() {
        let top = Self.decoderKeys(#"{"columns": [{"items": ["a"]}], "a_key_no_one_knows": 1}"#)
        #expect(top.count > 15, "the decoder's keys: \(top)")
        let decided = Set(SocketEditPolicy.decisions.map(\.key))
        for key in top {
            let byKey = SocketEditPolicy.decisions.contains { $0.key.hasPrefix(key + ".") }
            #expect(decided.contains(key) || byKey, "config key \"\(key)\" has no decision in SocketEditPolicy.decisions")
            guard byKey else { continue }
            let members = Self.decoderKeys(#"{"columns": [{"items": ["a"]}], "\#(key)": {"a_key_no_one_knows": 1}}"#)
            #expect(!members.isEmpty)
            for member in members {
                #expect(decided.contains("\(key).\(member)"), "config key \"\(key).\(member)\" has no decision in SocketEditPolicy.decisions")
            }
        }
        for decision in SocketEditPolicy.decisions {
            let key = String(decision.key.prefix { $0 != "." })
            #expect(top.contains(key), "\"\(decision.key)\" is decided but the config has no such key")
        }
    }

    @Test func repeatingTheRunningValuesIsNoChange() throws {
        let same = Self.object(#"""
            {"columns": [], "control": {"group": "panel", "socket": "/run/p.sock"},
             "confirm": {"result_file": "/var/lib/p/result.json"}, "input": {"devices": ["/dev/input/event2"]}}
            """#)
        #expect(try SocketEditPolicy.check(same, running: Self.running)["control"] == same["control"], "key order does not matter")
    }
}
