/// Puts a calibration matrix into a config document (`input.calibration`),
/// for `panel-picker calibrate --write`: every other key stays, in the file's
/// order, and the result is checked to be a config that still loads.
package enum CalibrationConfigEdit {
    /// The config `bytes` with `input.calibration` set to `entries`, written indented (`JSONValue.indented`).
    /// - Throws: `ConfigError` when the file is not a valid config before or after the edit.
    package static func apply(_ entries: [Fixed], toConfig bytes: [UInt8], directory: String) throws(ConfigError) -> String {
        let document: JSONValue
        do { document = try JSONParser.parse(bytes) } catch { throw ConfigError(path: "", message: "not valid JSON: \(error)") }
        _ = try PickerConfig.decode(document, directory: directory)
        guard case .object(var root) = document else { throw ConfigError(path: "", message: "expected an object") }
        var input = JSONObject()
        if let existing = root["input"] {
            guard case .object(let object) = existing else { throw ConfigError(path: "input", message: "expected an object") }
            input = object
        }
        input["calibration"] = matrix(entries)
        root["input"] = .object(input)
        let edited = JSONValue.object(root)
        _ = try PickerConfig.decode(edited, directory: directory)
        return edited.indented
    }

    /// `{"input": {"calibration": [...]}}`, for a person to paste into a config by hand.
    package static func fragment(_ entries: [Fixed]) -> String {
        JSONValue.object(JSONObject([("input", .object(JSONObject([("calibration", matrix(entries))])))])).serialized
    }

    /// The six numbers as a JSON array, each with every digit (`Fixed.exactDecimal`) so it reads back bit for bit.
    package static func matrix(_ entries: [Fixed]) -> JSONValue {
        .array(entries.map { .number(JSONNumber(text: $0.exactDecimal)) })
    }
}
