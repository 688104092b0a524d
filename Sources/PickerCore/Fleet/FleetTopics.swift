/// The topics and payloads of one panel on the broker: the Home Assistant MQTT Select
/// contract (discovery, command, state, availability) and the fleet's own JSON topics.
package struct FleetTopics: Equatable, Sendable {
    package let nodeID: String
    package let discoveryPrefix: String
    package let baseTopic: String
    /// The device block's `sw_version`.
    package let version: String

    package init(mqtt: MQTTConfig, nodeID: String, version: String) {
        self.nodeID = nodeID
        discoveryPrefix = mqtt.discoveryPrefix
        baseTopic = mqtt.baseTopic(nodeID: nodeID)
        self.version = version
    }

    /// `online` once connected, `offline` as the last will and while the picker is unreachable; retained.
    package var availability: String { "\(baseTopic)/availability" }
    /// Refusals and their reasons, one JSON object per message; not retained.
    package var error: String { "\(baseTopic)/error" }
    /// Confirm and cancel, as a Home Assistant `event` entity's state topic; not retained.
    package var event: String { "\(baseTopic)/event" }
    package var setItems: String { "\(baseTopic)/set_items" }
    package var setColumns: String { "\(baseTopic)/set_columns" }
    /// What the bridge subscribes to: every column's command topic and the two JSON topics.
    package var subscriptions: [String] { ["\(baseTopic)/+/set", setItems, setColumns] }

    package func command(_ objectID: String) -> String { "\(baseTopic)/\(objectID)/set" }
    package func state(_ objectID: String) -> String { "\(baseTopic)/\(objectID)/state" }
    package func selectConfig(_ objectID: String) -> String { "\(discoveryPrefix)/select/\(nodeID)/\(objectID)/config" }
    package var eventConfig: String { "\(discoveryPrefix)/event/\(nodeID)/action/config" }

    /// The object id a command topic names, or nil when `topic` is not one.
    package func objectID(ofCommand topic: String) -> String? {
        let prefix = baseTopic + "/", suffix = "/set"
        guard topic.hasPrefix(prefix), topic.hasSuffix(suffix), topic.utf8.count > prefix.utf8.count + suffix.utf8.count else { return nil }
        let middle = topic.dropFirst(prefix.count).dropLast(suffix.count)
        return middle.contains("/") ? nil : String(middle)
    }

    private var device: JSONValue {
        .object(JSONObject([
            ("identifiers", .array([.string("panel_picker_\(nodeID)")])),
            ("name", .string("PanelPicker \(nodeID)")),
            ("manufacturer", .string("PanelPicker")), ("model", .string("PanelPicker")),
            ("sw_version", .string(version)),
        ]))
    }

    private var availabilityFields: [(String, JSONValue)] {
        [("availability_topic", .string(availability)), ("payload_available", .string("online")),
         ("payload_not_available", .string("offline"))]
    }

    /// The retained discovery config of one column's select.
    package func selectDiscovery(_ entity: SelectEntity) -> JSONValue {
        .object(JSONObject([
            ("name", .string(entity.columnID)),
            ("unique_id", .string("panel_picker_\(nodeID)_\(entity.objectID)")),
            ("command_topic", .string(command(entity.objectID))),
            ("state_topic", .string(state(entity.objectID))),
            ("options", .array(entity.options.map(JSONValue.string))),
        ] + availabilityFields + [("qos", .int(1)), ("device", device)]))
    }

    /// The retained discovery config of the panel's `event` entity (confirm and cancel).
    package var eventDiscovery: JSONValue {
        .object(JSONObject([
            ("name", .string("action")),
            ("unique_id", .string("panel_picker_\(nodeID)_action")),
            ("state_topic", .string(event)),
            ("event_types", .array([.string("confirmed"), .string("cancelled")])),
        ] + availabilityFields + [("qos", .int(1)), ("device", device)]))
    }

    /// An `event` entity's payload: `{"event_type": "confirmed", "selection": {...}}`, the
    /// selection keyed by column id (Home Assistant keeps the extra keys as attributes).
    package static func eventPayload(_ type: String, selection: JSONValue?) -> JSONValue {
        var object = JSONObject([("event_type", .string(type))])
        if case .array(let columns)? = selection {
            object["selection"] = .object(JSONObject(columns.compactMap { column in
                guard case .object(let fields) = column, case .string(let id)? = fields["id"], let value = fields["value"] else { return nil }
                return (id, value)
            }))
        }
        return .object(object)
    }

    /// A refusal on the error topic: what arrived where, and why nothing changed.
    package static func errorPayload(topic: String, reason: String) -> JSONValue {
        .object(JSONObject([("topic", .string(topic)), ("reason", .string(reason))]))
    }
}
