import PickerControl
import PickerCore
import PickerSystem

/// `panel-picker ctl`: returns the process exit code (0 done, 2 bad arguments
/// or a refused request, 3 the socket cannot be reached or was lost).
func runCtl(_ arguments: [String]) -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
        try? StandardStreams.printOutput(CtlRequest.usage)
        return 0
    }
    let request: CtlRequest
    do {
        let defaultSocket = SocketPath.forClient(directories: .current()) { (try? FileStatus.of($0)) != nil }
        request = try CtlRequest.parse(arguments, environmentSocket: FileSystem.environment("PANEL_PICKER_SOCKET"),
                                       defaultSocket: defaultSocket)
    } catch {
        StandardStreams.printError("panel-picker ctl: \(error)\n\n\(CtlRequest.usage)")
        return 2
    }
    do {
        return try CtlSession(request).run()
    } catch {
        StandardStreams.printError("panel-picker ctl: \(error)")
        return 3
    }
}

/// One connection: the command, its reply, and (with --watch) the event stream.
private struct CtlSession {
    let request: CtlRequest
    let client: ControlClient

    init(_ request: CtlRequest) throws(ControlClient.ClientError) {
        self.request = request
        client = try ControlClient(path: request.socketPath)
    }

    func run() throws(ControlClient.ClientError) -> Int32 {
        defer { client.close() }
        if request.watch && request.command != "subscribe" {
            guard succeeded(try client.call("subscribe", timeoutMs: request.timeoutMs), printing: false) else { return 2 }
        }
        let reply = try client.call(request.command, request.fields, timeoutMs: request.timeoutMs, onEvent: show)
        guard succeeded(reply, printing: true) else { return refusedConnection(reply) ? 3 : 2 }
        if let path = request.localScreenshotPath, !writeScreenshot(reply, to: path) { return 2 }
        guard request.watch else { return 0 }
        while let line = try client.nextLine(timeoutMs: -1) {
            show(line)
        }
        return 0
    }

    /// Prints a reply (the result, or the error on stderr); true when it was `ok`.
    private func succeeded(_ reply: JSONValue, printing: Bool) -> Bool {
        if request.json && printing { print(reply.serialized) }
        if reply["ok"] == .bool(true) {
            if printing && !request.json && request.localScreenshotPath == nil, let result = reply["result"] {
                print(readable(result))
            }
            return true
        }
        if case .string(let code)? = reply["error"]?["code"], case .string(let message)? = reply["error"]?["message"] {
            StandardStreams.printError("panel-picker ctl: \(request.command) failed: \(message) (\(code))")
        } else {
            StandardStreams.printError("panel-picker ctl: \(request.command) failed: \(reply.serialized)")
        }
        return false
    }

    /// The service turned the connection away (its line has no id), rather than refusing the request
    /// (a socket edit of a key only the config file may set is `permission_denied` too).
    private func refusedConnection(_ reply: JSONValue) -> Bool {
        reply["id"] == .null && [JSONValue.string("too_many_clients"), .string("permission_denied")].contains(reply["error"]?["code"] ?? .null)
    }

    private func readable(_ result: JSONValue) -> String {
        switch (request.command, result) {
        case ("ping", _): "pong"
        case ("version", .object(let object)):
            "panel-picker \(object["version"].map(ReadableJSON.format) ?? "?") (control protocol \(object["protocol"].map(ReadableJSON.format) ?? "?"))"
        case ("set_items", _): ReadableJSON.format(replacedColumn(in: result) ?? result)
        default: ReadableJSON.format(result)
        }
    }

    /// What `set-items` changed, as `select` prints its column: the column's selection in the new
    /// state, with its new row count after its id. The whole state (config and all) buried that
    /// under dozens of lines, one more for each rich row; `--json` still prints it.
    private func replacedColumn(in state: JSONValue) -> JSONValue? {
        guard case .array(let selection)? = state["selection"], case .array(let items)? = request.fields["items"],
              let column = request.fields["column"],
              case .object(let entry)? = selection.first(where: { $0["column"] == column || $0["id"] == column }) else { return nil }
        var shown = JSONObject()
        for (key, value) in entry.entries {
            shown[key] = value
            if key == "id" { shown["rows"] = .int(items.count) }
        }
        return .object(shown)
    }

    private func show(_ line: JSONValue) {
        print(request.json ? line.serialized : ReadableJSON.formatEvent(line))
    }

    private func print(_ text: String) {
        do {
            try StandardStreams.printOutput(text)
        } catch {
            // stdout is gone (a closed pipe after `| head`): nobody is left to read the rest.
            Environment.exitProcess(0)
        }
    }

    private func writeScreenshot(_ reply: JSONValue, to path: String) -> Bool {
        guard case .object(let object) = reply, case .object(let result)? = object["result"],
              case .string(let encoded)? = result["png_base64"], let png = Base64.decode(encoded)
        else {
            StandardStreams.printError("panel-picker ctl: the screenshot reply has no PNG")
            return false
        }
        do {
            try FileSystem.writeFileAtomically(path, png)
        } catch {
            StandardStreams.printError("panel-picker ctl: \(error)")
            return false
        }
        if !request.json { print("wrote \(path) (\(png.count) bytes)") }
        return true
    }
}
