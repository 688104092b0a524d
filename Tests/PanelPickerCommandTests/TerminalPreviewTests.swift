import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// A tmux server of the test's own, with one window running a command; its socket
/// lives in a scratch directory, so nothing of it outlives the test.
final class TmuxSession {
    let directory: ScratchDirectory
    let tmux = "/usr/bin/tmux"

    init(_ name: String, command: String, columns: Int = 90, rows: Int = 30) throws {
        directory = ScratchDirectory("tmux-\(name)")
        try run(["new-session", "-d", "-s", "picker", "-x", "\(columns)", "-y", "\(rows)", command])
    }

    /// The window's processes get SIGTERM before the server goes: the SIGHUP that tmux
    /// sends on kill-server only makes a running picker re-read its config.
    deinit {
        if let pane = try? run(["list-panes", "-t", "picker", "-F", "#{pane_pid}"]),
           let pid = Int32(pane.split(separator: "\n").first ?? "") {
            kill(-pid, SIGTERM)
            // The picker saves its state on the way out: wait, so nothing is written after the test.
            for _ in 0..<500 where kill(-pid, 0) == 0 { usleep(10_000) }
        }
        _ = try? run(["kill-server"])
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let child = try ChildProcess(tmux, ["-S", directory.path + "/socket"] + arguments)
        child.wait()
        return child.output
    }

    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", "picker"] + keys)
    }

    /// Types `bytes` as they are, as a terminal sends mouse reports.
    func sendLiteral(_ bytes: String) throws {
        try run(["send-keys", "-t", "picker", "-l", bytes])
    }

    /// The visible lines of the window.
    func screen() throws -> [String] {
        // -J joins lines the terminal wrapped.
        try run(["capture-pane", "-p", "-J", "-t", "picker"]).split(separator: "\n").map(String.init)
    }

    /// Waits up to 5 s for a line of the screen containing `text`.
    func waitFor(_ text: String) throws -> Bool {
        for _ in 0..<500 {
            if try screen().contains(where: { $0.contains(text) }) { return true }
            usleep(10_000)
        }
        return false
    }
}

/// `run --backend terminal` in a real terminal (tmux): the picture, the status
/// line, arrow keys, Tab, Enter and Escape.
@Suite(.serialized, .enabled(if: FileSystem.isReadable("/usr/bin/tmux")))
struct TerminalPreviewTests {
    /// The preview of `kiosk`'s config: `config`, else the kiosk's own.
    func startPreview(_ name: String, kiosk: Kiosk, config: String? = nil, options: String = "") throws -> TmuxSession {
        if let config { try FileSystem.writeFileAtomically(kiosk.configPath, Array(config.utf8)) } else { try kiosk.writeConfig() }
        let command = "STATE_DIRECTORY='\(kiosk.stateDirectory)' '\(kiosk.binary)' run --config '\(kiosk.configPath)' --backend terminal \(options) 2>'\(kiosk.errorPath)'; echo EXIT=\\$?; sleep 60"
        return try TmuxSession(name, command: "sh -c \"\(command)\"")
    }

    @Test func arrowKeysMoveTheWheelsAndEnterPrintsTheChoice() throws {
        let kiosk = try Kiosk("preview-enter")
        let tmux = try startPreview("enter", kiosk: kiosk)
        #expect(try tmux.waitFor("[09 home]"), "the status line shows the selection")
        #expect(try tmux.screen().filter { $0.contains("▀") }.count > 10, "the picture is drawn in half blocks")

        try tmux.sendKeys("Down")
        #expect(try tmux.waitFor("[10 home]"))
        try tmux.sendKeys("Tab", "Down", "Down")
        #expect(try tmux.waitFor("[10 cafe]"))
        try tmux.sendKeys("Enter")
        #expect(try tmux.waitFor("EXIT=0"))
        #expect(try tmux.screen().contains(#"{"selection":[{"column":0,"id":"hour","row":10,"value":"10"},{"column":1,"id":"ssid","row":2,"value":"cafe"}]}"#))
        #expect(kiosk.errors.contains("confirmed: 10 cafe"), "the log waits until the preview is gone: \(kiosk.errors)")
    }

    /// Trial 12 (issue 31): a date with `month_names` showed its month in the status line as its
    /// number ("10"), not as the picker shows it; the line shows the text, the result the values.
    @Test func theStatusLineShowsWhatThePickerShows() throws {
        let kiosk = try Kiosk("preview-month-names")
        let names = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"]
        let config = """
            {"size": "480x240", "control": {"socket": "\(kiosk.socketPath)"}, "confirm": {"result_file": "\(kiosk.resultPath)"},
             "sections": [{"date": {"from": 2020, "to": 2030, "selected": "2024-10-03", "month_names": [\(names.map { "\"\($0)\"" }.joined(separator: ", "))]}}]}
            """
        let tmux = try startPreview("month-names", kiosk: kiosk, config: config)
        #expect(try tmux.waitFor("[2024 octobre 3]"), "\((try? tmux.screen())?.last ?? "")")
        try tmux.sendKeys("Enter")
        #expect(try tmux.waitFor("EXIT=0"))
        #expect(try tmux.screen().contains { $0.contains(#"{"column":1,"id":"month","row":9,"value":"10"}"#) })
    }

    /// SGR mouse reports: a wheel step turns the column under the pointer, whichever has the
    /// focus; a click on the selected row (the band's middle, right column) confirms it.
    @Test func theMouseWheelTurnsTheColumnUnderItAndAClickOnTheSelectedRowConfirms() throws {
        let kiosk = try Kiosk("preview-mouse")
        let tmux = try startPreview("mouse", kiosk: kiosk)
        #expect(try tmux.waitFor("[09 home]"))
        try tmux.sendLiteral("\u{1B}[<65;10;10M")
        #expect(try tmux.waitFor("[10 home]"))
        try tmux.sendLiteral("\u{1B}[<65;60;10M")
        #expect(try tmux.waitFor("[10 office]"), "the right column turned, though the left one has the focus")
        try tmux.sendLiteral("\u{1B}[<0;60;14M\u{1B}[<0;60;14m")
        #expect(try tmux.waitFor("EXIT=0"))
        #expect(try tmux.screen().contains { $0.contains(#"{"column":1,"id":"ssid","row":1,"value":"office"}"#) })
    }

    /// `--record-input`: keys, wheel steps and a click as the picker got them, which `simulate`
    /// replays to the selection the run printed.
    @Test func recordedInputReplaysToThePrintedSelection() throws {
        let kiosk = try Kiosk("preview-record")
        let record = kiosk.directory + "/input.jsonl"
        let tmux = try startPreview("record", kiosk: kiosk, options: "--record-input '\(record)'")
        #expect(try tmux.waitFor("[09 home]"))
        try tmux.sendKeys("Down", "Down", "Tab", "Down")
        #expect(try tmux.waitFor("[11 office]"))
        try tmux.sendLiteral("\u{1B}[<65;10;10M")
        #expect(try tmux.waitFor("[12 office]"))
        try tmux.sendLiteral("\u{1B}[<0;60;14M\u{1B}[<0;60;14m")
        #expect(try tmux.waitFor("EXIT=0"))
        #expect(try tmux.screen().contains { $0.contains(#"{"column":0,"id":"hour","row":12,"value":"12"}"#) })

        let lines = String(decoding: try FileSystem.readFile(record), as: UTF8.self).split(separator: "\n")
        #expect(lines.first?.contains(#""type":"select","column":0,"row":9"#) == true, "it starts from the selection shown")
        #expect(lines.contains { $0.contains(#""type":"wheel""#) } && lines.contains { $0.contains(#""phase":"up""#) })
        let simulate = try ChildProcess(kiosk.binary, ["simulate", "--config", kiosk.configPath, "--trace", record])
        simulate.wait()
        #expect(simulate.output.contains(#"{"column":0,"id":"hour","row":12,"value":"12"}"#), "\(simulate.output)")
        #expect(simulate.output.contains(#"{"column":1,"id":"ssid","row":1,"value":"office"}"#), "\(simulate.output)")
    }

    /// Calibrate shows its targets on the preview's alternate screen: whatever ends it, the
    /// terminal comes back first and the message is printed on it, not cleared with the targets.
    @Test func calibrateInATerminalRestoresItThenSaysWhyItStopped() throws {
        let kiosk = try Kiosk("preview-calibrate")
        try kiosk.writeConfig()
        let command = "'\(kiosk.binary)' calibrate --config '\(kiosk.configPath)' --backend terminal --device /nonexistent/event0; echo EXIT=\\$?; sleep 60"
        let tmux = try TmuxSession("calibrate", command: "sh -c \"\(command)\"")
        #expect(try tmux.waitFor("EXIT=3"))
        let screen = try tmux.screen()
        #expect(screen.contains { $0.contains("no touchscreen to calibrate: none of /nonexistent/event0") }, "\(screen)")
    }

    @Test func aResizedWindowGetsThePictureFittedAgain() throws {
        let kiosk = try Kiosk("preview-resize")
        let tmux = try startPreview("resize", kiosk: kiosk)
        #expect(try tmux.waitFor("[09 home]"))
        #expect(try tmux.screen().filter { $0.contains("▀") }.count == 29, "30 rows: 29 of picture, 1 of status")
        try tmux.run(["resize-window", "-t", "picker", "-x", "50", "-y", "16"])
        var rows = 0
        for _ in 0..<300 where rows != 15 {
            usleep(10_000)
            rows = try tmux.screen().filter { $0.contains("▀") }.count
        }
        #expect(rows == 15, "SIGWINCH: redrawn for 16 rows")
        #expect(try tmux.waitFor("[09 home]"), "the status line is drawn again")
        try tmux.sendKeys("Escape")
        #expect(try tmux.waitFor("EXIT=1"), "the preview ends before its folder goes")
    }

    @Test func escapeCancelsWithExitStatusOne() throws {
        let kiosk = try Kiosk("preview-escape")
        let tmux = try startPreview("escape", kiosk: kiosk)
        #expect(try tmux.waitFor("[09 home]"))
        try tmux.sendKeys("Escape")
        #expect(try tmux.waitFor("EXIT=1"))
        #expect(!(try tmux.screen().contains { $0.contains("selection") }), "a cancel prints no choice")
    }
}
