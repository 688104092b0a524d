import Testing
@testable import PickerCore

@Suite struct MQTTConfigTests {
    @Test func theDefaultsAreTheDocumentedOnes() throws {
        let mqtt = try #require(parseConfig(#"{"columns": [{"items": ["a"]}], "mqtt": {"broker": "mqtt://broker.lan"}}"#).mqtt)
        #expect(mqtt.transport == .tcp && mqtt.host == "broker.lan" && mqtt.port == 1883)
        #expect(mqtt.nodeID == nil && mqtt.discoveryPrefix == "homeassistant" && mqtt.keepaliveS == 60)
        #expect(mqtt.baseTopic(nodeID: "kiosk-3") == "panel-picker/kiosk-3")
        let tls = try #require(parseConfig(#"{"columns": [{"items": ["a"]}], "mqtt": {"broker": "mqtts://[fd00::1]", "ca_file": "/etc/ca.crt"}}"#).mqtt)
        #expect(tls.transport == .tls && tls.host == "fd00::1" && tls.port == 8883)
        #expect(try parseConfig(#"{"columns": [{"items": ["a"]}]}"#).mqtt == nil)
    }

    @Test(arguments: [
        (#"{"broker": "tcp://h"}"#, "mqtt.broker: expected mqtt://host:port or mqtts://host:port, got \"tcp://h\""),
        (#"{"broker": "mqtt://h:99999"}"#, "mqtt.broker: expected a port from 1 to 65535, got \"99999\""),
        (#"{"node_id": "x"}"#, "mqtt.broker: is required"),
        (#"{"broker": "mqtt://h", "password": "p"}"#, "mqtt.password: secrets never go in the config file: put the password in a file only the bridge may read and name it in \"password_file\""),
        (#"{"broker": "mqtt://h", "password_file": "/p"}"#, "mqtt.password_file: needs \"username\": a password is sent with a user name"),
        (#"{"broker": "mqtt://h", "username": "u", "password_file": "p"}"#, "mqtt.password_file: expected an absolute path, got \"p\""),
        (#"{"broker": "mqtts://h", "ca_file": "/ca", "cert_file": "/c"}"#, "mqtt.cert_file: a client certificate needs both \"cert_file\" and \"key_file\""),
        (#"{"broker": "mqtt://h", "ca_file": "/ca"}"#, "mqtt.ca_file: is for TLS: the broker must be mqtts://, not mqtt://"),
        (#"{"broker": "mqtts://h"}"#, "mqtt.ca_file: is required for mqtts://: the broker's certificate is verified against it"),
        (#"{"broker": "mqtt://h", "node_id": "hall/2"}"#, "mqtt.node_id: expected 1 to 64 letters, digits, '_' or '-', got \"hall/2\""),
        (#"{"broker": "mqtt://h", "discovery_prefix": "ha/+"}"#, "mqtt.discovery_prefix: expected a topic of at most 200 bytes with no '+', '#', control character or empty level, got \"ha/+\""),
        (#"{"broker": "mqtt://h", "base_topic": "a//b"}"#, "mqtt.base_topic: expected a topic of at most 200 bytes with no '+', '#', control character or empty level, got \"a//b\""),
        (#"{"broker": "mqtt://h", "keepalive_s": 4}"#, "mqtt.keepalive_s: expected a whole number from 5 to 3600, got 4"),
        (#"{"broker": "mqtt://h", "keepalive": 4}"#, "mqtt.keepalive: unknown key; did you mean \"keepalive_s\"?"),
    ])
    func badKeysAreRefusedByName(mqtt: String, message: String) {
        #expect(throws: (any Error).self) { try parseConfig(#"{"columns": [{"items": ["a"]}], "mqtt": \#(mqtt)}"#) }
        do {
            _ = try parseConfig(#"{"columns": [{"items": ["a"]}], "mqtt": \#(mqtt)}"#)
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }
}

@Suite struct FleetContractTests {
    let topics = FleetTopics(mqtt: MQTTConfig(transport: .tcp, host: "h", port: 1883), nodeID: "hall", version: "1.2")

    func entities(_ columns: String) throws -> [SelectEntity] {
        SelectEntity.entities(of: try PickerModel(config: parseConfig(#"{"columns": \#(columns)}"#))).entities
    }

    @Test func optionsAreEnabledRowsValuesInOrderAndObjectIDsAreTopicLevels() throws {
        let selects = try entities("""
        [{"id": "wi fi", "items": ["home", {"text": "Lab", "value": "lab"}, {"text": "x", "disabled": true}, "", ""], "selected": 1},
         {"id": "wi/fi", "range": {"from": 1, "to": 3}, "disabled": [0], "selected": 1}]
        """)
        #expect(selects.map(\.objectID) == ["wi_fi", "wi_fi_1"])
        #expect(selects[0].options == ["home", "lab", ""], "a blank value once")
        #expect(selects[0].selected == "lab")
        #expect(selects[1].options == ["2", "3"])
        #expect(selects[1].selected == "2")
    }

    @Test func aColumnWithMoreOptionsThanASelectHoldsIsLeftOutByName() throws {
        let model = try PickerModel(config: parseConfig(#"{"columns": [{"id": "big", "range": {"from": 0, "to": 5000}}, {"id": "ok", "items": ["a"]}]}"#))
        let (selects, tooLarge) = SelectEntity.entities(of: model)
        #expect(selects.map(\.columnID) == ["ok"] && tooLarge == ["big"])
    }

    @Test func discoveryNamesTopicsAvailabilityAndDevice() throws {
        let select = try #require(entities(#"[{"id": "hour", "items": ["1", "2"]}]"#).first)
        #expect(topics.selectConfig("hour") == "homeassistant/select/hall/hour/config")
        #expect(topics.selectDiscovery(select).serialized == #"{"name":"hour","unique_id":"panel_picker_hall_hour","command_topic":"panel-picker/hall/hour/set","state_topic":"panel-picker/hall/hour/state","options":["1","2"],"availability_topic":"panel-picker/hall/availability","payload_available":"online","payload_not_available":"offline","qos":1,"device":{"identifiers":["panel_picker_hall"],"name":"PanelPicker hall","manufacturer":"PanelPicker","model":"PanelPicker","sw_version":"1.2"}}"#)
        #expect(topics.subscriptions == ["panel-picker/hall/+/set", "panel-picker/hall/set_items", "panel-picker/hall/set_columns"])
        let selection: JSONValue = .array([.object(JSONObject([("column", .int(0)), ("id", .string("hour")), ("row", .int(1)), ("value", .string("2"))]))])
        #expect(FleetTopics.eventPayload("confirmed", selection: selection).serialized == #"{"event_type":"confirmed","selection":{"hour":"2"}}"#)
    }

    @Test func inboundMessagesAreCheckedBeforeThePickerHearsThem() throws {
        let selects = try entities(#"[{"id": "hour", "items": ["1", "2", {"text": "3", "disabled": true}]}]"#)
        func request(_ topic: String, _ payload: String) -> FleetRequest {
            FleetInbox.request(topic: "panel-picker/hall/" + topic, payload: Array(payload.utf8), topics: topics, entities: selects)
        }
        #expect(request("hour/set", "2") == .select(column: "hour", value: "2"))
        #expect(request("hour/set", "3") == .refused("\"3\" is not an option of hour"))
        #expect(request("minute/set", "1") == .refused("no select \"minute\" on this panel"))
        #expect(request("set_items", #"{"column": "hour", "items": ["a"]}"#) == .edit(command: "set_items", fields: JSONObject([("column", .string("hour")), ("items", .array([.string("a")]))])))
        #expect(request("set_items", #"{"column": "hour"}"#) == .refused("\"items\" is required"))
        #expect(request("set_items", #"{"column": "hour", "items": [], "x": 1}"#) == .refused("unknown field \"x\" (expected column, items)"))
        #expect(request("set_columns", "[1]") == .refused("expected a JSON object with \"columns\", got an array"))
        if case .refused(let reason) = request("set_columns", "{") { #expect(reason.hasPrefix("not valid JSON")) } else { Issue.record("accepted") }
        let huge = String(repeating: " ", count: FleetInbox.maximumEditBytes + 1)
        #expect(request("set_items", huge) == .refused("262145 bytes, more than the 262144 a set_items may have"))
        #expect(FleetInbox.request(topic: "panel-picker/hall/hour/set", payload: [0xFF], topics: topics, entities: selects)
                == .refused("the option must be UTF-8 text of at most 1024 bytes"))
    }

    @Test func theRateLimitLetsABurstThroughThenTheSteadyRate() {
        var limit = TokenBucket(perSecond: 20, burst: 40)
        let first = (0..<100).filter { _ in limit.take(nowUs: 0) }.count
        #expect(first == 40 && limit.takeDropped() == 60 && limit.takeDropped() == 0)
        // One second later, twenty more.
        let later = (0..<100).filter { _ in limit.take(nowUs: 1_000_000) }.count
        #expect(later == 20)
    }
}
