import Glibc
import PickerCore
import PickerSystem
import PickerTestSupport
import Testing

/// A system user and group made for one test (useradd, groupadd) and removed after it.
final class SystemAccount {
    let name: String

    init() throws {
        // Unique per account: suites that make accounts run side by side in one process.
        name = "pp\(getpid() % 100_000)u\(UInt32.random(in: 0..<100_000))"
        try SystemAccount.run("groupadd --system \(name) && useradd --system --no-create-home --gid \(name) --shell /usr/sbin/nologin \(name)")
    }

    deinit {
        try? SystemAccount.run("userdel \(name) 2>/dev/null; groupdel \(name) 2>/dev/null; true")
    }

    static func run(_ command: String) throws {
        let child = try ChildProcess("/bin/sh", ["-c", command])
        child.wait()
        guard child.exitCode == 0 else { throw SystemError(call: command, subject: child.output, errno: EPERM) }
    }
}

/// `run` as root with `control.group` set (as on panels without the systemd unit), and a
/// client that is a non-root member of that group: it may change what the picker shows,
/// never which files the service writes or which devices and sockets it opens.
@Suite(.serialized, .enabled(if: getuid() == 0,
                             "skipped: not root. These tests create a system user and group (useradd, groupadd) to be the non-root client; run them as root."))
struct KioskTrustTests {
    /// `panel-picker ctl --json ARGS` as `account`; the reply line.
    func ctl(as account: SystemAccount, _ kiosk: Kiosk, _ arguments: [String]) throws -> JSONValue? {
        let child = try ChildProcess("/usr/bin/setpriv", ["--reuid=\(account.name)", "--regid=\(account.name)", "--init-groups",
                                                           kiosk.binary, "ctl", "--socket", kiosk.socketPath, "--json", "--timeout", "5"] + arguments)
        child.wait()
        let line = child.output.split(separator: "\n").first { $0.hasPrefix("{") }
        return line.flatMap { try? JSONParser.parse(Array($0.utf8)) }
    }

    func errorCode(_ reply: JSONValue?) -> String? {
        reply?["error"]?["code"]?.stringValue
    }

    @Test func aGroupMemberIsRefusedEveryServiceKeyAndStillChangesWhatIsShown() throws {
        let account = try SystemAccount()
        let kiosk = try Kiosk("kiosk-trust")
        try kiosk.writeConfig(control: #""group": "\#(account.name)", "#, extra: #""mode": "daemon""#)
        try kiosk.start()
        defer { kiosk.stop() }

        let forbidden = "/etc/pp-trust-\(getpid())"
        let otherSocket = kiosk.directory + "/other.sock"
        let documents = [
            ("result_file", #"{"columns": [{"items": ["a"]}], "confirm": {"result_file": "\#(forbidden).json"}}"#),
            ("socket", #"{"columns": [{"items": ["a"]}], "control": {"socket": "\#(otherSocket)"}}"#),
            ("devices", #"{"columns": [{"items": ["a"]}], "input": {"devices": ["/dev/mem"]}}"#),
            ("display", #"{"columns": [{"items": ["a"]}], "display": {"device": "/dev/dri/card9"}}"#),
        ]
        for (name, document) in documents {
            let path = kiosk.directory + "/load-\(name).json"
            try FileSystem.writeFileAtomically(path, Array(document.utf8))
            let reply = try ctl(as: account, kiosk, ["load-config", path])
            #expect(errorCode(reply) == "permission_denied", "\(name): \(reply?.serialized ?? "no reply")")
        }
        for path in ["\(forbidden).png", "/var/pp-trust-\(getpid()).png"] {
            let reply = try ctl(as: account, kiosk, ["screenshot", path])
            #expect(errorCode(reply) == "permission_denied", "screenshot \(path): \(reply?.serialized ?? "no reply")")
        }
        #expect(errorCode(try ctl(as: account, kiosk, ["set-theme", "font=/etc/shadow"])) == "permission_denied")

        // Nothing changed: confirming writes only the config file's result file.
        #expect(try ctl(as: account, kiosk, ["confirm"])?["ok"] == .bool(true))
        for path in ["\(forbidden).json", "\(forbidden).png", "/var/pp-trust-\(getpid()).png", otherSocket] {
            #expect(access(path, F_OK) == -1, "\(path) appeared")
        }
        #expect(access(kiosk.resultPath, F_OK) == 0)

        // What the picker shows and selects is the client's to change.
        #expect(try ctl(as: account, kiosk, ["select", "hour", "7"])?["ok"] == .bool(true))
        #expect(try ctl(as: account, kiosk, ["set-items", "ssid", "lab", "attic"])?["ok"] == .bool(true))
        #expect(try ctl(as: account, kiosk, ["set-theme", "tint=#ff9500"])?["ok"] == .bool(true))
        #expect(try kiosk.call("get_state")?["config"]?["theme"]?["tint"] == .string("#ff9500"))
        #expect(try kiosk.call("get_state")?["config"]?["control"]?["group"] == .string(account.name))
    }

    /// The result file in a folder the client's group may write (not sticky, so the kernel's
    /// `fs.protected_symlinks` does not step in): links the client plants at the result's
    /// name and at the old writer's temporary name (`<result_file>.tmp`) never carry root's
    /// write to their target, a root-only file.
    @Test func linksAnotherUserPlantsAtTheResultFilesNamesAreNotFollowed() throws {
        let account = try SystemAccount()
        let kiosk = try Kiosk("kiosk-trust-result")
        let shared = kiosk.directory + "/shared", target = kiosk.directory + "/root-only"
        try FileSystem.writeFileAtomically(target, Array("precious".utf8), permissions: 0o600)
        try SystemAccount.run("mkdir -m 0770 \(shared) && chgrp \(account.name) \(shared)")
        let result = shared + "/result.json"
        for name in [result, result + ".tmp"] {
            try SystemAccount.run("setpriv --reuid=\(account.name) --regid=\(account.name) --init-groups ln -s \(target) \(name)")
        }
        let text = #"{"size": "320x240", "columns": \#(Kiosk.columns), "control": {"socket": "\#(kiosk.socketPath)"}, "confirm": {"result_file": "\#(result)"}}"#
        try FileSystem.writeFileAtomically(kiosk.configPath, Array(text.utf8))
        try kiosk.start()
        try kiosk.call("confirm")
        #expect(kiosk.waitForExit() == 0)
        #expect(try FileSystem.readFile(target) == Array("precious".utf8))
        #expect(try String(decoding: FileSystem.readFile(result), as: UTF8.self).hasPrefix(#"{"selection":"#))
        #expect(try FileStatus.of(result)?.kind == .regular, "lstat: the link was replaced")
    }

    /// Issue 33, findings 2 and 3: a member of the group drops a FIFO and a 2 GiB sparse file
    /// into an asset folder and names them (the 2 GiB file once took RSS to 2.1 GB). Each request
    /// is answered with the reason, another request is served after it, and the kiosk's peak RSS
    /// (VmHWM) grows by less than half the image file limit the refusal names: reading even the
    /// largest image it allows would cost all of that limit.
    @Test func aFIFOAndASparseFileInAnAssetFolderAreRefusedWithoutBlockingOrReading() throws {
        let account = try SystemAccount()
        let kiosk = try Kiosk("kiosk-trust-fifo")
        let shared = kiosk.directory + "/shared"
        try SystemAccount.run("mkdir -m 0770 \(shared) && chgrp \(account.name) \(shared)")
        try SystemAccount.run("setpriv --reuid=\(account.name) --regid=\(account.name) --init-groups sh -c "
            + "'mkfifo \(shared)/fifo.png && truncate -s 2G \(shared)/big.png'")
        try kiosk.writeConfig(control: #""group": "\#(account.name)", "asset_dirs": ["\#(shared)"], "#, extra: #""mode": "daemon""#)
        try kiosk.start()
        defer { kiosk.stop() }
        let pid = try #require(kiosk.process?.pid)
        let peakBeforeKiB = try peakRSSKiB(pid)

        var limitBytes = 0
        for (name, reason) in [("fifo.png", "not a regular file (a FIFO)"), ("big.png", "2147483648 bytes, more than the 16777216 allowed")] {
            let client = try kiosk.client()
            defer { client.close() }
            let item = JSONValue.object(JSONObject([("text", .string("x")), ("image", .string(shared + "/" + name))]))
            let reply = try client.call("set_items", JSONObject([("column", .string("ssid")), ("items", .array([item]))]), timeoutMs: 5000)
            #expect(errorCode(reply) == "invalid_config", "\(name): \(reply.serialized)")
            let message = reply["error"]?["message"]?.stringValue ?? ""
            #expect(message.hasSuffix("\(shared)/\(name): \(reason)"), "\(reply.serialized)")
            if let allowed = message.split(separator: " ").reversed().dropFirst().first.flatMap({ Int($0) }), message.hasSuffix("allowed") {
                limitBytes = allowed
            }
            #expect(try kiosk.call("ping")?["pong"] == .bool(true))
        }
        let growthKiB = try peakRSSKiB(pid) - peakBeforeKiB
        #expect(limitBytes == 16 << 20, "the limit, as the refusal names it")
        #expect(peakBeforeKiB > 0 && growthKiB < limitBytes / 2 / 1024, "peak RSS \(peakBeforeKiB) KiB, grew by \(growthKiB) KiB")
    }

    /// The most the process has been resident (`VmHWM`), in KiB.
    private func peakRSSKiB(_ pid: Int32) throws -> Int {
        let status = String(decoding: try FileSystem.readFile("/proc/\(pid)/status"), as: UTF8.self)
        return status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.flatMap { Int($0.split(separator: " ")[1]) } ?? 0
    }

    /// Issue 33, finding 8: a group member's idle connections filled every place and locked root
    /// out (`too_many_clients`). The last place is kept for root and the service's user.
    @Test func aGroupMembersIdleConnectionsLeaveRootAPlace() throws {
        let account = try SystemAccount()
        let kiosk = try Kiosk("kiosk-trust-slots")
        try kiosk.writeConfig(control: #""group": "\#(account.name)", "max_clients": 3, "#, extra: #""mode": "daemon""#)
        try kiosk.start()
        defer { kiosk.stop() }
        let idle = try (0..<2).map { _ in
            try ChildProcess("/usr/bin/setpriv", ["--reuid=\(account.name)", "--regid=\(account.name)", "--init-groups",
                                                  kiosk.binary, "ctl", "--socket", kiosk.socketPath, "subscribe"])
        }
        defer {
            // SIGKILL: a child spawned from the test runner inherits its blocked signals, SIGTERM among them.
            for child in idle {
                child.kill(SIGKILL)
                child.wait()
            }
        }
        // Each holds its place once it has printed its subscription's reply.
        for child in idle {
            for _ in 0..<2000 where child.output.isEmpty && !child.poll() { usleep(5000) }
        }
        let refused = try ctl(as: account, kiosk, ["ping"])
        #expect(errorCode(refused) == "too_many_clients", "\(idle.map(\.output)) \(refused?.serialized ?? "no reply")")
        #expect(refused?["error"]?["message"]?.stringValue?.contains("the last place is kept for root") == true)
        #expect(try kiosk.call("ping")?["pong"] == .bool(true), "root takes the kept place")
    }
}
