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
    ])
    func anEditThatSetsOrChangesAServiceKeyIsRefusedNamingIt(candidate: String, key: String) {
        #expect(Self.refusedKey(candidate) == key)
    }

    @Test func serviceKeysLeftOutAreCarriedOverAndTheRestIsTheClients() throws {
        let checked = try SocketEditPolicy.check(Self.object(#"{"columns": [{"items": ["b"]}], "confirm": {"timeout_s": 5}}"#), running: Self.running)
        #expect(checked["control"] == Self.running["control"])
        #expect(checked["input"] == Self.running["input"])
        #expect(checked["confirm"] == .object(Self.object(#"{"timeout_s": 5, "result_file": "/var/lib/p/result.json"}"#)),
                "the client's timeout, the file's result_file")
        #expect(checked["display"] == nil, "nothing to carry: the running config has none")
    }

    @Test func repeatingTheRunningValuesIsNoChange() throws {
        let same = Self.object(#"""
            {"columns": [], "control": {"group": "panel", "socket": "/run/p.sock"},
             "confirm": {"result_file": "/var/lib/p/result.json"}, "input": {"devices": ["/dev/input/event2"]}}
            """#)
        #expect(try SocketEditPolicy.check(same, running: Self.running)["control"] == same["control"], "key order does not matter")
    }
}
