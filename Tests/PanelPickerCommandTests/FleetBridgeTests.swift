import Glibc
import PickerControl
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// `panel-picker mqtt` between a real `panel-picker run` (offscreen) and a real mosquitto
/// the test starts on a loopback port: the Home Assistant MQTT Select contract as a
/// broker client sees it, and what happens when either side goes away.
@Suite(.serialized, .enabled(if: MosquittoBroker.isInstalled, "needs mosquitto and mosquitto-clients (scripts/setup)"))
struct FleetBridgeTests {
    /// A kiosk with the usual columns (hour 00–23 at 09, ssid home/office/cafe) plus a
    /// disabled row, a broker, and the config's `mqtt` section pointing at it.
    final class Fleet {
        let kiosk: Kiosk
        let broker: MosquittoBroker
        var bridge: Bridge?

        init(_ name: String, mqtt: String = "", listenerLines: String = "") throws {
            kiosk = try Kiosk(name)
            broker = MosquittoBroker(directory: kiosk.directory, listenerLines: listenerLines)
            try broker.start()
            try write(mqtt: mqtt.isEmpty ? #""broker": "mqtt://127.0.0.1:\#(broker.port)", "node_id": "panel1""# : mqtt)
        }

        static let columns = """
        [{"id": "hour", "range": {"from": 0, "to": 23, "format": "%02d"}, "selected": 9},
         {"id": "ssid", "items": ["home", {"text": "lab", "disabled": true}, "office", "cafe"]}]
        """

        func write(mqtt: String) throws {
            try kiosk.writeConfig(columns: Self.columns, control: #""screenshot_dir": "\#(kiosk.directory)", "#, extra: #""mode": "daemon", "mqtt": {\#(mqtt)}"#)
        }

        func startBridge(config: String? = nil) throws -> Bridge {
            let started = try Bridge(config: config ?? kiosk.configPath)
            bridge = started
            return started
        }

        deinit {
            bridge?.process.kill(SIGTERM)
            bridge?.process.wait()
            kiosk.stop()
            broker.stop()
        }
    }

    static func json(_ line: String, topic: String) throws -> JSONValue {
        #expect(line.hasPrefix(topic + " "), "\(line)")
        return try JSONParser.parse(String(line.dropFirst(topic.count + 1)))
    }

    @Test func discoveryStateCommandsEventsAndRefusals() throws {
        let fleet = try Fleet("fleet-contract")
        try fleet.kiosk.start()
        let bridge = try fleet.startBridge()
        #expect(bridge.waitFor("connected to mqtt://"), "\(bridge.log)")
        let broker = fleet.broker

        // Discovery, retained: one select per column, the disabled row left out.
        let hourTopic = "homeassistant/select/panel1/hour/config"
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        let hour = try Self.json(try #require(broker.messages(hourTopic, count: 1).first), topic: hourTopic)
        #expect(hour["name"] == .string("hour"))
        #expect(hour["unique_id"] == .string("panel_picker_panel1_hour"))
        #expect(hour["command_topic"] == .string("panel-picker/panel1/hour/set"))
        #expect(hour["state_topic"] == .string("panel-picker/panel1/hour/state"))
        #expect(hour["availability_topic"] == .string("panel-picker/panel1/availability"))
        #expect(hour["payload_not_available"] == .string("offline"))
        #expect(hour["options"] == .array((0...23).map { .string($0 < 10 ? "0\($0)" : "\($0)") }))
        #expect(hour["device"]?["identifiers"] == .array([.string("panel_picker_panel1")]))
        let ssidTopic = "homeassistant/select/panel1/ssid/config"
        let ssid = try Self.json(try #require(broker.messages(ssidTopic, count: 1).first), topic: ssidTopic)
        #expect(ssid["options"] == .array(["home", "office", "cafe"].map(JSONValue.string)))
        let eventTopic = "homeassistant/event/panel1/action/config"
        let event = try Self.json(try #require(broker.messages(eventTopic, count: 1).first), topic: eventTopic)
        #expect(event["event_types"] == .array([.string("confirmed"), .string("cancelled")]))

        // Retained state, then a command moves the wheel; the screen is the one `render` draws for that row.
        #expect(try broker.retained("panel-picker/panel1/hour/state", becomes: "09") == "09")
        try broker.publish("panel-picker/panel1/hour/set", "14")
        #expect(try broker.retained("panel-picker/panel1/hour/state", becomes: "14") == "14")
        #expect(try fleet.kiosk.selectionValues() == ["14", "home"])
        let shot = fleet.kiosk.directory + "/after-command.png"
        try fleet.kiosk.call("screenshot", [("path", .string(shot))])
        let expected = fleet.kiosk.directory + "/rendered.png"
        let render = try ChildProcess(fleet.kiosk.binary, ["render", "--config", fleet.kiosk.configPath, "--out", expected, "--select", "hour=14"])
        render.wait()
        #expect(render.exitCode == 0, "\(render.output)")
        #expect(try FileSystem.readFile(shot) == FileSystem.readFile(expected), "the frame after hour/set 14 is the one render draws with hour=14")

        // Refusals, each with its reason on the error topic, and nothing changes.
        let errors = try broker.listen("panel-picker/panel1/error", count: 5)
        try broker.publish("panel-picker/panel1/hour/set", "25")
        try broker.publish("panel-picker/panel1/ssid/set", "lab")
        try broker.publish("panel-picker/panel1/set_items", "{not json")
        try broker.publish("panel-picker/panel1/set_items", #"["ssid"]"#)
        let big = fleet.kiosk.directory + "/big.json"
        try FileSystem.writeFileAtomically(big, Array(#"{"column": "ssid", "items": [""#.utf8) + [UInt8](repeating: 0x61, count: 10_000_000) + Array(#""]}"#.utf8))
        let pub = try ChildProcess("/usr/bin/mosquitto_pub", ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", "panel-picker/panel1/set_items", "-f", big, "-q", "1"])
        pub.wait()
        errors.wait()
        let reasons = errors.output
        #expect(reasons.contains(#"\"25\" is not an option of hour"#), "\(reasons)")
        #expect(reasons.contains(#"\"lab\" is not an option of ssid"#), "a disabled row is no option: \(reasons)")
        #expect(reasons.contains("not valid JSON"), "\(reasons)")
        #expect(reasons.contains("expected a JSON object"), "\(reasons)")
        #expect(reasons.contains("10000033 bytes, more than the 262144"), "\(reasons)")
        #expect(try fleet.kiosk.selectionValues() == ["14", "home"])

        // Rows pushed from the fleet: the options change and discovery says so.
        try broker.publish("panel-picker/panel1/set_items", #"{"column": "ssid", "items": ["office", "garage"]}"#)
        var options: JSONValue?
        for _ in 0..<50 {
            options = try Self.json(try #require(broker.messages(ssidTopic, count: 1).first), topic: ssidTopic)["options"]
            if options == .array([.string("office"), .string("garage")]) { break }
            usleep(100_000)
        }
        #expect(options == .array([.string("office"), .string("garage")]))
        #expect(try broker.retained("panel-picker/panel1/ssid/state", becomes: "office") == "office")

        // The socket's trust rules hold for the fleet too: a file outside the allowed folders is refused.
        let trust = try broker.listen("panel-picker/panel1/error", count: 1)
        try broker.publish("panel-picker/panel1/set_items", #"{"column": "ssid", "items": [{"text": "x", "image": "/etc/passwd"}]}"#)
        trust.wait()
        #expect(trust.output.contains("permission_denied"), "\(trust.output)")

        // A flood is cut to the rate limit, said once on the error topic; picker and bridge stay up.
        let flood = try broker.listen("panel-picker/panel1/error", count: 1)
        let lines = (0..<500).map { $0 % 2 == 0 ? "10" : "11" }.joined(separator: "\n") + "\n"
        let burst = try ChildProcess("/usr/bin/mosquitto_pub", ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", "panel-picker/panel1/hour/set", "-l", "-q", "0"], input: lines)
        burst.wait()
        flood.wait()
        #expect(flood.output.contains("more than 20 commands a second"), "\(flood.output)")
        #expect(try fleet.kiosk.call("ping")?["pong"] == .bool(true))
        #expect(!bridge.process.poll(), "the bridge is still running: \(bridge.log)")

        // Confirm is an event.
        let events = try broker.listen("panel-picker/panel1/event", count: 1)
        try fleet.kiosk.call("confirm")
        events.wait()
        let confirmed = try Self.json(try #require(events.output.split(separator: "\n").first.map(String.init)), topic: "panel-picker/panel1/event")
        #expect(confirmed["event_type"] == .string("confirmed"))
        #expect(confirmed["selection"]?["ssid"] == .string("office"))
    }

    @Test func theLastWillSaysOfflineAfterKill9AndABrokerRestartGetsEverythingAgain() throws {
        let fleet = try Fleet("fleet-will")
        try fleet.kiosk.start()
        let first = try fleet.startBridge()
        #expect(first.waitFor("connected to mqtt://"), "\(first.log)")
        let broker = fleet.broker
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        first.process.kill(SIGKILL)
        first.process.wait()
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "offline") == "offline")

        let second = try fleet.startBridge()
        #expect(second.waitFor("connected to mqtt://"), "\(second.log)")
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        // The broker keeps nothing across a restart (persistence false): what is there after it, the bridge published again.
        broker.stop()
        try broker.start()
        #expect(second.waitFor("lost the connection"), "\(second.log)")
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        #expect(try broker.messages("homeassistant/select/panel1/hour/config", count: 1).count == 1)
        #expect(try broker.retained("panel-picker/panel1/hour/state", becomes: "09") == "09")

        // A picker restart: offline while it is gone, online and its state again once it is back.
        fleet.kiosk.stop()
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "offline") == "offline")
        try fleet.kiosk.start()
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        try broker.publish("panel-picker/panel1/ssid/set", "cafe")
        #expect(try broker.retained("panel-picker/panel1/ssid/state", becomes: "cafe") == "cafe")
    }

    @Test func theBrokersACLKeepsAPanelToItsOwnTopics() throws {
        let kiosk = try Kiosk("fleet-acl-setup")
        let passwords = kiosk.directory + "/passwords", acl = kiosk.directory + "/acl"
        let make = try ChildProcess("/usr/bin/mosquitto_passwd", ["-b", "-c", passwords, "panel1", "secret-1"])
        make.wait()
        #expect(make.exitCode == 0, "\(make.output)")
        try FileSystem.writeFileAtomically(acl, Array("""
        user panel1
        topic readwrite panel-picker/panel1/#
        topic write homeassistant/+/panel1/#
        user observer
        topic read #

        """.utf8))
        let make2 = try ChildProcess("/usr/bin/mosquitto_passwd", ["-b", passwords, "observer", "look"])
        make2.wait()
        let passwordFile = kiosk.directory + "/mqtt-password"
        try FileSystem.writeFileAtomically(passwordFile, Array("secret-1\n".utf8))
        let fleet = try Fleet("fleet-acl", mqtt: "", listenerLines: "allow_anonymous false\npassword_file \(passwords)\nacl_file \(acl)")
        fleet.broker.clientArguments = ["-u", "observer", "-P", "look"]
        let broker = fleet.broker
        // panel1's credentials, and a second bridge that claims to be panel2 with them.
        try fleet.write(mqtt: #""broker": "mqtt://127.0.0.1:\#(broker.port)", "node_id": "panel1", "username": "panel1", "password_file": "\#(passwordFile)""#)
        try fleet.kiosk.start()
        let own = try fleet.startBridge()
        #expect(own.waitFor("connected to mqtt://"), "\(own.log)")
        #expect(try broker.retained("panel-picker/panel1/availability", becomes: "online") == "online")
        #expect(try broker.messages("homeassistant/select/panel1/hour/config", count: 1).count == 1)

        let other = fleet.kiosk.directory + "/panel2.json"
        let text = String(decoding: try FileSystem.readFile(fleet.kiosk.configPath), as: UTF8.self).replacingPanel1(with: "panel2")
        try FileSystem.writeFileAtomically(other, Array(text.utf8))
        let impostor = try Bridge(config: other)
        defer { impostor.process.kill(SIGTERM); impostor.process.wait() }
        // Its last will names panel2's availability, which panel1 may not write: refused at CONNECT.
        #expect(impostor.waitFor("refused the connection: Connection Refused: not authorised"), "\(impostor.log)")
        #expect(!impostor.log.contains("connected to mqtt://"))
        #expect(try broker.messages("homeassistant/select/panel2/#", count: 1, timeoutS: 1).isEmpty)
        #expect(try broker.messages("panel-picker/panel2/#", count: 1, timeoutS: 1).isEmpty)
        #expect(!impostor.process.poll(), "the bridge keeps trying, with a backoff")

        // A wrong password: the broker's refusal is logged and the bridge keeps trying, without crashing.
        try FileSystem.writeFileAtomically(passwordFile, Array("wrong\n".utf8))
        let refused = try Bridge(config: fleet.kiosk.configPath)
        defer { refused.process.kill(SIGTERM); refused.process.wait() }
        #expect(refused.waitFor("refused the connection: Connection Refused: not authorised"), "\(refused.log)")
        #expect(!refused.process.poll())
    }

    @Test func tlsIsVerifiedAgainstCAFileAndAWrongCAIsRefused() throws {
        let kiosk = try Kiosk("fleet-tls-setup")
        let d = kiosk.directory
        func openssl(_ arguments: [String]) throws {
            let run = try ChildProcess("/usr/bin/openssl", arguments)
            run.wait()
            #expect(run.exitCode == 0, "openssl \(arguments): \(run.output)")
        }
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        for ca in ["ca", "other-ca"] {
            try openssl(["req", "-x509"] + ec + ["-keyout", "\(d)/\(ca).key", "-out", "\(d)/\(ca).crt", "-days", "2", "-subj", "/CN=\(ca)"])
        }
        try openssl(["req"] + ec + ["-keyout", "\(d)/server.key", "-out", "\(d)/server.csr", "-subj", "/CN=127.0.0.1"])
        try FileSystem.writeFileAtomically("\(d)/san.ext", Array("subjectAltName=IP:127.0.0.1\n".utf8))
        try openssl(["x509", "-req", "-in", "\(d)/server.csr", "-CA", "\(d)/ca.crt", "-CAkey", "\(d)/ca.key", "-CAcreateserial",
                     "-out", "\(d)/server.crt", "-days", "2", "-extfile", "\(d)/san.ext"])
        let fleet = try Fleet("fleet-tls", listenerLines: "allow_anonymous true\ncafile \(d)/ca.crt\ncertfile \(d)/server.crt\nkeyfile \(d)/server.key")
        let broker = fleet.broker
        broker.clientArguments = ["--cafile", "\(d)/ca.crt"]
        try fleet.kiosk.start()

        try fleet.write(mqtt: #""broker": "mqtts://127.0.0.1:\#(broker.port)", "node_id": "panel1", "ca_file": "\#(d)/other-ca.crt""#)
        let wrong = try fleet.startBridge()
        #expect(wrong.waitFor("certificate verify failed"), "\(wrong.log)")
        usleep(300_000)
        #expect(!wrong.log.contains("connected to mqtts://"))
        #expect(try broker.messages("homeassistant/#", count: 1, timeoutS: 1).isEmpty)
        wrong.process.kill(SIGTERM)
        wrong.process.wait()

        try fleet.write(mqtt: #""broker": "mqtts://127.0.0.1:\#(broker.port)", "node_id": "panel1", "ca_file": "\#(d)/ca.crt""#)
        let right = try fleet.startBridge()
        #expect(right.waitFor("connected to mqtts://"), "\(right.log)")
        #expect(try broker.retained("panel-picker/panel1/hour/state", becomes: "09") == "09")
    }

    @Test func badMQTTKeysAreRefusedByName() throws {
        let fleet = try Fleet("fleet-keys")
        for (mqtt, message) in [
            (#""broker": "http://x""#, "mqtt.broker: expected mqtt://host:port or mqtts://host:port"),
            (#""broker": "mqtt://h:0""#, "mqtt.broker: expected a port from 1 to 65535"),
            (#""broker": "mqtt://h", "password": "hunter2""#, "mqtt.password: secrets never go in the config file"),
            (#""broker": "mqtts://h""#, "mqtt.ca_file: is required for mqtts://"),
            (#""broker": "mqtt://h", "node_id": "a/b""#, "mqtt.node_id: expected 1 to 64 letters"),
            (#""broker": "mqtt://h", "base_topic": "a/#""#, "mqtt.base_topic: expected a topic"),
            (#""broker": "mqtt://h", "keepalive_s": 1"#, "mqtt.keepalive_s"),
        ] {
            try fleet.write(mqtt: mqtt)
            let bridge = try fleet.startBridge()
            bridge.process.wait()
            #expect(bridge.process.exitCode == 2)
            #expect(bridge.log.contains(message), "\(mqtt): \(bridge.log)")
        }
    }
}

private extension String {
    func replacingPanel1(with other: String) -> String {
        split(separator: "panel1", omittingEmptySubsequences: false).joined(separator: other)
    }
}
