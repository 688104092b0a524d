import PickerCore

/// Turns one line from a client into a `ControlRequest`, or into the error
/// reply it deserves together with the request id when one could be read.
package enum RequestDecoder {
    package struct Failure: Error, Equatable, Sendable {
        /// The request's id when it was readable, else null.
        package var id: JSONValue
        package var error: ControlError
    }

    /// Every command name, in the order `unknown_command` lists them.
    package static let commandNames = [
        "ping", "version", "get_state", "get_selection", "select", "set_columns", "set_items",
        "set_theme", "load_config", "confirm", "subscribe", "screenshot", "calibrate", "set_feedback", "wake", "sleep",
        "speak", "speak_again", "set_speech", "set_enabled",
    ]

    package static func decode(_ line: [UInt8]) -> Result<ControlRequest, Failure> {
        guard String(validating: line, as: UTF8.self) != nil, !line.contains(0) else {
            return .failure(Failure(id: .null, error: ControlError(.notText, notTextMessage(line))))
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(line)
        } catch {
            return .failure(Failure(id: .null, error: ControlError(.invalidJSON, "not JSON: column \(error.column): \(error.message)")))
        }
        guard case .object(let object) = document else {
            return .failure(Failure(id: .null, error: ControlError(
                .invalidRequest, "expected a request object like {\"id\":1,\"cmd\":\"ping\"}, got \(document.kindDescription)")))
        }
        var id = JSONValue.null
        do {
            id = try requestID(object)
            var fields = RequestFields(object)
            let command = try decodeCommand(&fields)
            try fields.finish()
            return .success(ControlRequest(id: id, command: command))
        } catch {
            return .failure(Failure(id: id, error: error))
        }
    }

    /// Names the first byte that stops the line from being text.
    private static func notTextMessage(_ line: [UInt8]) -> String {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = line.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.first == 0 { return "the line is not text: a NUL byte at byte \(offset + 1)" }
                offset += encoded.count
            case .error:
                return "the line is not UTF-8 text: byte 0x\(String(line[offset], radix: 16)) at byte \(offset + 1)"
            case .emptyInput:
                return "the line is not text"
            }
        }
    }

    private static func requestID(_ object: JSONObject) throws(ControlError) -> JSONValue {
        switch object["id"] {
        case nil:
            throw ControlError(.missingField, "missing \"id\": every request needs an id (a string or number) that its reply repeats")
        case .string(let id)?: return .string(id)
        case .number(let id)?: return .number(id)
        case let other?:
            throw ControlError(.invalidRequest, "\"id\" must be a string or a number, got \(other.kindDescription)")
        }
    }

    private static func decodeCommand(_ fields: inout RequestFields) throws(ControlError) -> ControlCommand {
        guard let name = try fields.optional("cmd", RequestFields.string) else {
            throw ControlError(.missingField, "missing \"cmd\": one of \(commandNames.joined(separator: ", "))")
        }
        fields.command = name
        switch name {
        case "ping": return .ping
        case "version": return .version
        case "get_state": return .picker(.getState)
        case "get_selection": return .picker(.getSelection)
        case "confirm": return .picker(.confirm)
        case "set_enabled": return .picker(.setEnabled(try fields.require("enabled", RequestFields.bool)))
        case "set_feedback": return .picker(.power(.setFeedback(enabled: try fields.require("enabled", RequestFields.bool))))
        case "wake": return .picker(.power(.wake))
        case "sleep": return .picker(.power(.sleep))
        case "speak":
            let text = try fields.require("text", RequestFields.string)
            if text.isEmpty { throw fields.invalid("text", "needs something to say") }
            return .picker(.speech(.speak(text: text)))
        case "speak_again": return .picker(.speech(.speakAgain))
        case "set_speech": return .picker(.speech(.setSpeech(enabled: try fields.require("enabled", RequestFields.bool))))
        case "select": return .picker(try decodeSelect(&fields))
        case "set_columns":
            let section = try fields.optional("section", RequestFields.index) ?? 0
            let columns = try fields.require("columns", RequestFields.objects)
            if columns.isEmpty { throw fields.invalid("columns", "needs at least one column") }
            return .picker(.setColumns(section: section, columns: columns.map(JSONValue.object)))
        case "set_items":
            let column = try fields.require("column", RequestFields.column)
            let items = try fields.require("items", RequestFields.items)
            if items.isEmpty { throw fields.invalid("items", "needs at least one item") }
            return .picker(.setItems(column: column, items: items))
        case "set_theme": return .picker(.setTheme(try fields.require("theme", RequestFields.object)))
        case "load_config": return .picker(.loadConfig(try fields.require("config", RequestFields.object)))
        case "screenshot":
            let path = try fields.optional("path", RequestFields.string)
            // The service writes where it is told: only absolute .png paths, so a slip cannot overwrite its state or config.
            if let path, !path.hasPrefix("/") || !path.lowercased().hasSuffix(".png") {
                throw fields.invalid("path", "must be an absolute path ending in .png, got \"\(path)\" (leave it out to get the PNG in the reply)")
            }
            return .picker(.screenshot(path.map(ScreenshotDestination.file) ?? .inline))
        case "calibrate":
            let points = try fields.optional("points", RequestFields.index) ?? CalibrationPointCount.five.rawValue
            guard let count = CalibrationPointCount(rawValue: points) else { throw fields.invalid("points", "must be 5 or 9, got \(points)") }
            let timeoutS = try fields.optional("timeout_s", RequestFields.index) ?? 120
            guard (1...3600).contains(timeoutS) else { throw fields.invalid("timeout_s", "must be 1 to 3600 seconds, got \(timeoutS)") }
            return .picker(.calibrate(points: count, timeoutS: timeoutS))
        case "subscribe":
            guard let names = try fields.optional("events", RequestFields.strings) else {
                return .subscribe(Set(ControlEventKind.allCases))
            }
            var kinds: Set<ControlEventKind> = []
            for name in names {
                guard let kind = ControlEventKind(rawValue: name) else {
                    throw fields.invalid("events", "has \"\(name)\", which is not an event (expected \(ControlEventKind.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                kinds.insert(kind)
            }
            return .subscribe(kinds)
        default:
            throw ControlError(.unknownCommand, "unknown command \"\(name)\" (expected one of \(commandNames.joined(separator: ", ")))")
        }
    }

    private static func decodeSelect(_ fields: inout RequestFields) throws(ControlError) -> PickerCommand {
        let column = try fields.require("column", RequestFields.column)
        let row = try fields.optional("row", RequestFields.index)
        let value = try fields.optional("value", RequestFields.string)
        let animated = try fields.optional("animated", RequestFields.bool) ?? true
        switch (row, value) {
        case (let row?, nil): return .select(column: column, row: .index(row), animated: animated)
        case (nil, let value?): return .select(column: column, row: .value(value), animated: animated)
        case (nil, nil): throw ControlError(.missingField, "select: missing \"row\" (a row index) or \"value\" (a row's value)")
        case (.some, .some): throw ControlError(.invalidValue, "select: give \"row\" or \"value\", not both")
        }
    }
}
