import PickerCore

/// The lines the server writes: replies and events, one compact JSON object each.
package enum ControlMessage {
    /// `{"id":…,"ok":true,"result":…}` or `{"id":…,"ok":false,"error":{"code":…,"message":…}}`.
    package static func reply(id: JSONValue, _ result: ControlResult) -> [UInt8] {
        let object: JSONObject = switch result {
        case .success(let value): JSONObject([("id", id), ("ok", .bool(true)), ("result", value)])
        case .failure(let error):
            JSONObject([
                ("id", id), ("ok", .bool(false)),
                ("error", .object(JSONObject([("code", .string(error.code.rawValue)), ("message", .string(error.message))]))),
            ])
        }
        return line(.object(object))
    }

    /// `{"event":"<kind>", <fields>…}`.
    package static func event(_ event: ControlEvent) -> [UInt8] {
        var object = JSONObject([("event", .string(event.kind.rawValue))])
        for (key, value) in event.fields.entries where key != "event" {
            object[key] = value
        }
        return line(.object(object))
    }

    static func line(_ value: JSONValue) -> [UInt8] {
        Array((value.serialized + "\n").utf8)
    }

    /// The result of an inline `screenshot`: the PNG as base64 with its size.
    package static func inlineScreenshot(png: [UInt8], width: Int, height: Int) -> JSONValue {
        .object(JSONObject([
            ("width", .int(width)), ("height", .int(height)), ("png_base64", .string(Base64.encode(png))),
        ]))
    }
}
