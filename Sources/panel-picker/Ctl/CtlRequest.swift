import PickerControl
import PickerCore
import PickerSystem

/// `panel-picker ctl` arguments turned into one protocol request.
struct CtlRequest: Equatable {
    var socketPath: String
    var command: String
    var fields: JSONObject
    /// Keep printing events after the reply (subscribe first if the command was not `subscribe`).
    var watch: Bool
    /// Print the reply and events as the raw JSON lines.
    var json: Bool
    var timeoutMs: Int32
    /// `screenshot --local PATH`: fetch the PNG inline and write it here.
    var localScreenshotPath: String?

    static let usage = """
    usage: panel-picker ctl [--socket PATH] [--json] [--timeout SECONDS] COMMAND [ARGS...] [--watch]

    Talks to a running picker's control socket (default: $PANEL_PICKER_SOCKET, else
    your own picker's $XDG_RUNTIME_DIR/panel-picker/control.sock when it is there,
    else the service's /run/panel-picker/control.sock).

    commands:
      ping                              check that the service answers
      version                           the service's version and protocol
      get-state                         the config in effect and the selection
      get-selection                     the selected row of every column
      select [--value] [--no-animate] COLUMN ROW
                                        select a row (COLUMN: index or id; ROW: index,
                                        or with --value the row's value)
      set-items COLUMN ITEM...          replace a column's rows, keeping the selection by value;
                                        an ITEM starting with { is a config item object, e.g.
                                        '{"text":"office","detail":"WPA2"}'; prints the column's
                                        new row count and selection
      set-columns [--section N] JSON    replace a section's columns (a JSON array of config columns)
      set-theme KEY=VALUE... | JSON     change theme keys, e.g. tint=#ff9500 dim=0.5
      load-config FILE                  validate and load a whole config file
      confirm                           confirm the current selection
      set-feedback on|off               click the panel's buzzers and haptic motors as rows pass, or not
      set-enabled on|off                take touches, keys and the encoder, or ignore them and
                                        draw the picker dimmed (the device cannot take a choice now)
      wake                              light the panel as a touch would
      sleep                             turn the display off until the next touch or wake
      subscribe [EVENT...]              \(subscribeHelp)
      screenshot [--local] PATH         write a PNG of the screen: by the service, or with
                                        --local fetched over the socket and written here
      calibrate [5|9]                   show touch calibration targets on the panel, then the
                                        picker again; the matrix comes as a calibrated event
                                        (add --watch to see it; docs/input.md)

    options:
      --socket PATH        the control socket
      --json               print replies and events as raw JSON lines
      --timeout SECONDS    how long to wait for a reply (default 10)
      --watch              after the command, keep printing events until the service stops

    exit codes: 0 done, 2 bad arguments or the service refused the request,
                3 the socket cannot be reached or the connection was lost
    """

    /// What `subscribe` does, with every event the socket sends (`ControlEventKind`, the list the
    /// server checks a subscription against), wrapped under the usage's description column: a list
    /// written out by hand left out events added later.
    static var subscribeHelp: String {
        var words = "print events as they happen (all events by default:".split(separator: " ").map(String.init)
            + ControlEventKind.allCases.map(\.rawValue)
        words[words.count - 1] += ")"
        let column = String(repeating: " ", count: 36), width = 88
        var lines = [""]
        for word in words {
            let line = lines[lines.count - 1]
            if line.isEmpty || column.count + line.count + 1 + word.count <= width {
                lines[lines.count - 1] = line.isEmpty ? word : line + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.joined(separator: "\n" + column)
    }

    /// `defaultSocket` is used when neither `--socket` nor `environmentSocket` names one.
    static func parse(_ arguments: [String], environmentSocket: String?, defaultSocket: String) throws(UsageError) -> CtlRequest {
        var socketPath = environmentSocket ?? defaultSocket
        var watch = false, json = false, value = false, animated = true, local = false
        var timeoutMs: Int32 = 10_000
        var section: Int?
        var words: [String] = []
        var options = CommandOptions(arguments, valued: ["--socket", "--timeout", "--section"],
                                     flags: ["--watch", "--json", "--value", "--no-animate", "--local"], operands: true)
        while let item = try options.next() {
            switch item {
            case .operand(let word): words.append(word)
            case .option("--socket", let text): socketPath = text
            case .option("--watch", _): watch = true
            case .option("--json", _): json = true
            case .option("--value", _): value = true
            case .option("--no-animate", _): animated = false
            case .option("--local", _): local = true
            case .option("--timeout", let text):
                guard let seconds = Int32(text), seconds > 0, seconds <= 86_400 else {
                    throw UsageError("--timeout expects whole seconds from 1 to 86400, got '\(text)'")
                }
                timeoutMs = seconds * 1000
            case .option(_, let text):
                guard let number = Int(text), number >= 0 else { throw UsageError("--section expects a section index from 0, got '\(text)'") }
                section = number
            }
        }
        guard let name = words.first else { throw UsageError("no command given") }
        let operands = Array(words.dropFirst())
        var request = CtlRequest(
            socketPath: socketPath, command: "", fields: JSONObject(), watch: watch, json: json,
            timeoutMs: timeoutMs, localScreenshotPath: nil)
        func expectCount(_ range: ClosedRange<Int>, _ shape: String) throws(UsageError) {
            guard range.contains(operands.count) else { throw UsageError("\(name) expects \(shape)") }
        }
        switch name {
        case "ping", "version", "get-state", "get-selection", "confirm", "wake", "sleep":
            try expectCount(0...0, "no arguments")
            request.command = name.replacingHyphens
        case "select":
            try expectCount(2...2, "COLUMN and ROW (or --value COLUMN VALUE)")
            request.command = "select"
            request.fields["column"] = column(operands[0])
            if value {
                request.fields["value"] = .string(operands[1])
            } else {
                guard let row = Int(operands[1]), row >= 0 else {
                    throw UsageError("select: ROW must be a row index from 0, got '\(operands[1])' (use --value to select by value)")
                }
                request.fields["row"] = .int(row)
            }
            request.fields["animated"] = .bool(animated)
        case "set-items":
            try expectCount(2...Int.max, "COLUMN and at least one ITEM")
            request.command = "set_items"
            request.fields["column"] = column(operands[0])
            var items: [JSONValue] = []
            for (index, item) in operands.dropFirst().enumerated() {
                // A rich row (detail, icons, fonts) is a config item object; every other argument is a row's text.
                items.append(item.hasPrefix("{") ? try parseJSON(item, what: "set-items: ITEM \(index + 1)", plural: false) : .string(item))
            }
            request.fields["items"] = .array(items)
        case "set-columns":
            try expectCount(1...1, "one JSON array of columns, e.g. '[{\"items\":[\"a\",\"b\"]}]'")
            request.command = "set_columns"
            if let section { request.fields["section"] = .int(section) }
            request.fields["columns"] = try parseJSON(operands[0], what: "the columns")
        case "set-theme":
            try expectCount(1...Int.max, "KEY=VALUE pairs or one JSON object")
            request.command = "set_theme"
            request.fields["theme"] = try theme(operands)
        case "load-config":
            try expectCount(1...1, "one config FILE")
            request.command = "load_config"
            let bytes: [UInt8]
            do { bytes = try FileSystem.readFile(operands[0]) } catch { throw UsageError("load-config: \(error)") }
            do {
                request.fields["config"] = try JSONParser.parse(bytes)
            } catch {
                throw UsageError("load-config: \(operands[0]) is not JSON: \(error)")
            }
        case "set-feedback", "set-enabled":
            try expectCount(1...1, "on or off")
            guard let enabled = ["on": true, "off": false][operands[0]] else {
                throw UsageError("\(name) expects on or off, got '\(operands[0])'")
            }
            request.command = name.replacingHyphens
            request.fields["enabled"] = .bool(enabled)
        case "subscribe":
            request.command = "subscribe"
            if !operands.isEmpty { request.fields["events"] = .array(operands.map(JSONValue.string)) }
            request.watch = true
        case "calibrate":
            try expectCount(0...1, "at most one argument, the number of targets (5 or 9)")
            request.command = "calibrate"
            if let points = operands.first {
                guard let count = Int(points) else { throw UsageError("calibrate expects 5 or 9 targets, got '\(points)'") }
                request.fields["points"] = .int(count)
            }
        case "screenshot":
            try expectCount(1...1, "the PATH of the PNG to write")
            request.command = "screenshot"
            if local { request.localScreenshotPath = operands[0] } else { request.fields["path"] = .string(operands[0]) }
        default:
            throw UsageError("unknown command '\(name)'")
        }
        return request
    }

    /// A number is a column index; anything else is a column id.
    private static func column(_ text: String) -> JSONValue {
        if let index = Int(text), index >= 0 { return .int(index) }
        return .string(text)
    }

    private static func parseJSON(_ text: String, what: String, plural: Bool = true) throws(UsageError) -> JSONValue {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw UsageError("\(what) \(plural ? "are" : "is") not JSON: \(error)")
        }
    }

    /// `KEY=VALUE` pairs (numbers and true/false as such, the rest as strings), or one JSON object.
    private static func theme(_ operands: [String]) throws(UsageError) -> JSONValue {
        if operands.count == 1, operands[0].hasPrefix("{") { return try parseJSON(operands[0], what: "the theme keys") }
        var object = JSONObject()
        for pair in operands {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("set-theme: expected KEY=VALUE, got '\(pair)'")
            }
            let text = String(pair[pair.index(after: equals)...])
            let value: JSONValue
            if text == "true" || text == "false" {
                value = .bool(text == "true")
            } else if case .number(let number)? = try? JSONParser.parse(text) {
                value = .number(number)
            } else {
                value = .string(text)
            }
            object[String(pair[..<equals])] = value
        }
        return .object(object)
    }
}

extension String {
    /// `get-state` → `get_state`: the command line spells with hyphens, the protocol with underscores.
    var replacingHyphens: String { String(map { $0 == "-" ? "_" : $0 }) }
}
