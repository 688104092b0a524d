import Glibc
import PickerCore
import Testing
@testable import PickerControl
import PickerSystem
import PickerTestSupport

/// `panel-picker ctl` and raw clients (socat) as separate processes against an in-process server.
@Suite struct CtlTests {
    /// Runs a child while pumping the server, until it exits.
    func run(_ harness: ServerHarness, _ child: ChildProcess, while action: () -> Void = {}) -> ChildProcess {
        harness.pump(rounds: 5000) {
            action()
            return child.poll()
        }
        return child
    }

    func ctl(_ harness: ServerHarness, _ arguments: [String]) throws -> ChildProcess {
        let binary = try #require(siblingExecutable("panel-picker"))
        return run(harness, try ChildProcess(binary, ["ctl", "--socket", harness.path] + arguments))
    }

    static let commands: [([String], PickerCommand)] = [
        (["get-state"], .getState),
        (["select", "hour", "9"], .select(column: .id("hour"), row: .index(9), animated: true)),
        (["select", "--value", "minute", "30", "--no-animate"], .select(column: .id("minute"), row: .value("30"), animated: false)),
        (["set-items", "1", "a", "b", "c"], .setItems(column: .index(1), items: [.string("a"), .string("b"), .string("c")])),
        (["set-items", "network", "home", #"{"text":"office","detail":"WPA2"}"#],
         .setItems(column: .id("network"), items: [.string("home"), .object(JSONObject([("text", .string("office")), ("detail", .string("WPA2"))]))])),
        (["set-columns", "--section", "1", #"[{"items":["x"]}]"#],
         .setColumns(section: 1, columns: [.object(JSONObject([("items", .array([.string("x")]))]))])),
        (["set-theme", "tint=#ff9500", "dim=0.5", "fade=0"],
         .setTheme(JSONObject([("tint", .string("#ff9500")), ("dim", .number(JSONNumber(text: "0.5"))), ("fade", .int(0))]))),
        (["confirm"], .confirm),
        (["screenshot", "/tmp/x.png"], .screenshot(.file("/tmp/x.png"))),
    ]

    @Test(arguments: commands)
    func ctlTurnsArgumentsIntoTheRequest(arguments: [String], command: PickerCommand) throws {
        let harness = try ServerHarness()
        let child = try ctl(harness, arguments)
        #expect(child.exitCode == 0, "\(child.output)")
        #expect(harness.kiosk.performed == [command])
    }

    @Test func repliesArePrintedForPeople() throws {
        let harness = try ServerHarness()
        #expect(try ctl(harness, ["ping"]).output == "pong\n")
        #expect(try ctl(harness, ["version"]).output == "panel-picker 1.2.3 (control protocol 1)\n")
        #expect(try ctl(harness, ["get-selection"]).output == "hour:\n  row: 9\n  value: 09\nminute:\n  row: 30\n  value: 30\n")
        #expect(try ctl(harness, ["--json", "ping"]).output == #"{"id":1,"ok":true,"result":{"pong":true}}"# + "\n")
    }

    /// `ctl --help` listed the events `subscribe` takes by hand and left out `disabled_row_tapped`,
    /// `speech_started` and `speech_ended`, which the socket sends.
    @Test func ctlHelpNamesEveryEventSubscribeCanGet() throws {
        let help = try ChildProcess(try #require(siblingExecutable("panel-picker")), ["ctl", "--help"])
        help.wait()
        #expect(help.exitCode == 0)
        let afterSubscribe = try #require(help.output.split(separator: "subscribe [EVENT...]", maxSplits: 1).last)
        let subscribe = try #require(afterSubscribe.split(separator: "screenshot", maxSplits: 1).first)
        let named = Set(subscribe.split(whereSeparator: { " \n():".contains($0) }).map(String.init))
        for kind in ControlEventKind.allCases {
            #expect(named.contains(kind.rawValue), "ctl --help's subscribe leaves out \(kind.rawValue):\(subscribe)")
        }
    }

    @Test func loadConfigSendsTheFileAsAnObject() throws {
        let harness = try ServerHarness()
        let path = "/tmp/pp-ctl-config-\(getpid()).json"
        try FileSystem.writeFileAtomically(path, Array(#"{"columns":[{"items":["a"]}]}"#.utf8))
        defer { unlink(path) }
        #expect(try ctl(harness, ["load-config", path]).exitCode == 0)
        #expect(harness.kiosk.performed == [.loadConfig(JSONObject([("columns", .array([.object(JSONObject([("items", .array([.string("a")]))]))]))]))])
    }

    @Test func aLocalScreenshotIsFetchedInlineAndWrittenByCtl() throws {
        let harness = try ServerHarness()
        let path = "/tmp/pp-ctl-shot-\(getpid()).png"
        defer { unlink(path) }
        let child = try ctl(harness, ["screenshot", "--local", path])
        #expect(child.exitCode == 0, "\(child.output)")
        #expect(harness.kiosk.performed == [.screenshot(.inline)])
        #expect(try FileSystem.readFile(path) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test(arguments: [
        (["select", "hour"], "select expects COLUMN and ROW"),
        (["select", "hour", "nine"], "ROW must be a row index"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        (["ping", "--bogus"], "unknown option '--bogus'"),
        (["set-theme", "tint"], "expected KEY=VALUE"),
        (["set-columns", "[oops"], "the columns are not JSON"),
        (["set-items", "network", "home", "{oops"], "set-items: ITEM 2 is not JSON"),
        ([], "no command given"),
    ])
    func badArgumentsExitTwoWithAMessage(arguments: [String], message: String) throws {
        let harness = try ServerHarness()
        let child = try ctl(harness, arguments)
        #expect(child.exitCode == 2)
        #expect(child.output.contains(message), "\(child.output)")
        #expect(harness.kiosk.performed.isEmpty)
    }

    @Test func aRefusedRequestExitsTwoAndShowsTheServiceMessage() throws {
        let harness = try ServerHarness()
        let child = try ctl(harness, ["select", "7", "0"])
        #expect(child.exitCode == 2)
        #expect(child.output.contains("select failed: column 7 does not exist (the picker has 2) (not_found)"))
    }

    @Test func aClientTurnedAwayExitsThreeWithTheServiceReason() throws {
        var limits = ControlServer.Limits()
        limits.maximumClients = 1
        let harness = try ServerHarness(limits: limits)
        let holder = try harness.connect()
        _ = harness.request(holder, #"{"id":1,"cmd":"ping"}"#)
        let child = try ctl(harness, ["ping"])
        #expect(child.exitCode == 3)
        #expect(child.output.contains("1 clients are connected already (control.max_clients) (too_many_clients)"), "\(child.output)")
    }

    @Test func aRequestLineOverTheLimitIsReportedNotWaitedFor() throws {
        let harness = try ServerHarness()
        let child = try ctl(harness, ["set-items", "0"] + (0..<20_000).map { "item-\($0)" })
        #expect(child.exitCode == 2)
        #expect(child.output.contains("(line_too_long)"), "\(child.output)")
    }

    @Test func anUnreachableSocketExitsThree() throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        let child = try ChildProcess(binary, ["ctl", "--socket", "/tmp/pp-nobody-\(getpid()).sock", "ping"])
        child.wait()
        #expect(child.exitCode == 3)
        #expect(child.output.contains("no control socket at /tmp/pp-nobody-\(getpid()).sock"))
    }

    @Test func watchPrintsEventsUntilTheServiceGoesAway() throws {
        let harness = try ServerHarness()
        let binary = try #require(siblingExecutable("panel-picker"))
        let child = try ChildProcess(binary, ["ctl", "--socket", harness.path, "subscribe", "selection_changed", "--watch"])
        #expect(harness.pump { harness.server.clientCount == 1 && harness.server.pollDescriptors.count == 2 && child.output.contains("events") })
        harness.server.publish(ControlEvent(.tapped, JSONObject([("row", .int(1))])))
        harness.server.publish(ControlEvent(.selectionChanged, JSONObject([("column", .int(0)), ("row", .int(4)), ("value", .string("04"))])))
        harness.pump { child.output.contains("selection_changed") }
        harness.server.close()
        child.wait()
        #expect(child.exitCode == 0)
        #expect(child.output == "events: selection_changed\nselection_changed column=0 row=4 value=04\n")
    }

    @Test func watchAfterACommandSubscribesFirstSoItsOwnEventsAreShown() throws {
        let harness = try ServerHarness()
        let binary = try #require(siblingExecutable("panel-picker"))
        let child = try ChildProcess(binary, ["ctl", "--socket", harness.path, "select", "0", "4", "--watch"])
        #expect(harness.pump { child.output.contains("column: 0") })
        harness.server.close()
        child.wait()
        #expect(child.exitCode == 0)
        #expect(child.output == "selection_changed column=0 row=4\ncolumn: 0\nrow: 4\n")
    }

    @Test func socatIsAUsableRawClient() throws {
        let harness = try ServerHarness()
        let child = run(harness, try ChildProcess(
            "/usr/bin/socat", ["-t", "5", "-", "UNIX-CONNECT:\(harness.path)"],
            input: #"{"id":1,"cmd":"ping"}"# + "\n" + "garbage\n"))
        #expect(child.exitCode == 0)
        #expect(child.output.hasPrefix(#"{"id":1,"ok":true,"result":{"pong":true}}"# + "\n" + #"{"id":null,"ok":false,"error":{"code":"invalid_json""#))
    }

    /// An abstract socket has no file permissions, so only SO_PEERCRED stands between it and other users.
    @Test(.enabled(if: getuid() == 0, "skipped: not root. The clients run as another user (setpriv --reuid=65534); run it as root."))
    func peersOutsideTheServiceUserAndGroupAreRefusedByCredentials() throws {
        let video = try #require(try Identity.groupID(named: "video"))
        let harness = try ServerHarness(
            policy: PeerPolicy(serviceUID: Identity.effectiveUID, groupID: video),
            path: "@pp-peer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let address = "ABSTRACT-CONNECT:" + harness.path.dropFirst()
        let request = #"{"id":1,"cmd":"ping"}"# + "\n"

        // Only reading (-u): the server closes right after its error line, so a request written then would meet EPIPE.
        let stranger = run(harness, try ChildProcess(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/socat", "-u", address, "-"]))
        #expect(stranger.output.contains(#""code":"permission_denied""#), "\(stranger.output)")
        #expect(harness.logLines.contains { $0.contains("uid 65534 may not use this control socket") })

        let member = run(harness, try ChildProcess(
            "/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--groups=\(video)", "/usr/bin/socat", "-t", "5", "-", address], input: request))
        #expect(member.output == #"{"id":1,"ok":true,"result":{"pong":true}}"# + "\n", "a member of control.group is served")
    }
}
