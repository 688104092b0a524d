/// What a message from the broker asks of the panel, decided before anything is sent to
/// the picker: a refusal carries the reason the bridge publishes on the error topic.
package enum FleetRequest: Equatable, Sendable {
    /// Select `value` in the column (the control socket's `select`, animated).
    case select(column: String, value: String)
    /// The control socket's `set_items` or `set_columns` with these fields.
    case edit(command: String, fields: JSONObject)
    case refused(String)
}

/// Reads the messages the bridge subscribed to against the panel's current selects.
package enum FleetInbox {
    /// A `set_items` or `set_columns` payload larger than this is refused unread: the
    /// picker's own line limit is near it, and a 10 MB push must not be parsed at all.
    package static let maximumEditBytes = 256 * 1024
    /// An option is a row's value; the core refuses longer row texts anyway.
    package static let maximumOptionBytes = ItemConfig.maximumTextBytes

    package static func request(topic: String, payload: [UInt8], topics: FleetTopics, entities: [SelectEntity]) -> FleetRequest {
        if let objectID = topics.objectID(ofCommand: topic) {
            guard let entity = entities.first(where: { $0.objectID == objectID }) else {
                return .refused("no select \"\(objectID.prefix(80))\" on this panel")
            }
            guard payload.count <= maximumOptionBytes, let option = String(validating: payload, as: UTF8.self) else {
                return .refused("the option must be UTF-8 text of at most \(maximumOptionBytes) bytes")
            }
            guard entity.options.contains(option) else {
                return .refused("\"\(option.prefix(80))\" is not an option of \(entity.columnID)")
            }
            return .select(column: entity.columnID, value: option)
        }
        let command: String, required: [String], allowed: [String]
        switch topic {
        case topics.setItems: (command, required, allowed) = ("set_items", ["column", "items"], ["column", "items"])
        case topics.setColumns: (command, required, allowed) = ("set_columns", ["columns"], ["columns", "section"])
        default: return .refused("not a topic this panel reads")
        }
        guard payload.count <= maximumEditBytes else {
            return .refused("\(payload.count) bytes, more than the \(maximumEditBytes) a \(command) may have")
        }
        let document: JSONValue
        do { document = try JSONParser.parse(payload) } catch { return .refused("not valid JSON: \(error)") }
        guard case .object(let fields) = document else {
            return .refused("expected a JSON object with \(required.map { "\"\($0)\"" }.joined(separator: " and ")), got \(document.kindDescription)")
        }
        if let unknown = fields.keys.first(where: { !allowed.contains($0) }) {
            return .refused("unknown field \"\(unknown.prefix(80))\" (expected \(allowed.joined(separator: ", ")))")
        }
        if let missing = required.first(where: { fields[$0] == nil }) {
            return .refused("\"\(missing)\" is required")
        }
        return .edit(command: command, fields: fields)
    }
}
