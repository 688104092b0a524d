import Glibc
import PickerSystem
import PickerTestSupport
import Testing

/// `run` and `ctl` as an ordinary user who set nothing up: the socket and the saved state go
/// where the XDG Base Directory Specification puts a user's files, and without a runtime
/// folder the picker still shows, with one log line saying why there is no socket.
@Suite(.serialized, .enabled(if: getuid() == 0,
                             "skipped: not root. These tests create a system user (useradd) to run the picker as; run them as root."))
struct NonRootDefaultsTests {
    /// A user's home and runtime folder under a scratch folder, owned by `account`.
    final class UserFolders {
        let scratch = ScratchDirectory("nonroot")
        var home: String { scratch.path + "/home" }
        var runtime: String { scratch.path + "/runtime" }
        var config: String { scratch.path + "/picker.json" }

        init(_ account: SystemAccount) throws {
            try FileSystem.writeFileAtomically(config, Array(#"{"size": "320x240", "confirm": {"timeout_s": 600}, "columns": [{"id": "c", "items": ["a", "b", "c"]}]}"#.utf8))
            try FileSystem.setPermissions(config, 0o644)
            try SystemAccount.run("install -d -m 0700 -o \(account.name) \(home) \(runtime)")
        }
    }

    /// `COMMAND ARGUMENTS` as `account` with only `environment` (as a login would give it).
    func asUser(_ account: SystemAccount, _ environment: [String], _ arguments: [String]) throws -> ChildProcess {
        try ChildProcess("/usr/bin/env", ["-i", "PATH=/usr/bin:/bin"] + environment + [
            "/usr/bin/setpriv", "--reuid=\(account.name)", "--regid=\(account.name)", "--init-groups"] + arguments)
    }

    func waitFor(_ text: String, in child: ChildProcess) -> Bool {
        for _ in 0..<1000 where !child.output.contains(text) && !child.poll() { usleep(10_000) }
        return child.output.contains(text)
    }

    @Test func withXDGRuntimeDirTheSocketAndStateAreTheUsersAndCtlFindsTheSocket() throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        let account = try SystemAccount()
        let folders = try UserFolders(account)
        let environment = ["HOME=\(folders.home)", "XDG_RUNTIME_DIR=\(folders.runtime)"]
        let picker = try asUser(account, environment, [binary, "run", "--config", folders.config, "--backend", "offscreen"])
        let socket = folders.runtime + "/panel-picker/control.sock"
        #expect(waitFor("control socket: \(socket)", in: picker), "\(picker.output)")

        let ping = try asUser(account, environment, [binary, "ctl", "ping"])
        ping.wait()
        #expect(ping.output == "pong\n", "ctl finds the user's own socket by itself")
        let select = try asUser(account, environment, [binary, "ctl", "select", "--no-animate", "c", "2"])
        select.wait()
        #expect(select.exitCode == 0, "\(select.output)")

        picker.kill(SIGTERM)
        picker.wait()
        #expect(picker.exitCode == 0, "\(picker.output)")
        #expect(!picker.output.contains("warning"), "no warning about /run or /var/lib: \(picker.output)")
        let stateFiles = try FileSystem.entries(inDirectory: folders.home + "/.local/state/panel-picker")
        let stateName = try #require(stateFiles.first { $0.hasPrefix("state-picker-") }, "the state is saved in ~/.local/state: \(stateFiles)")
        let state = try #require(try FileStatus.of(folders.home + "/.local/state/panel-picker/" + stateName))
        #expect(state.permissions == 0o600)
        #expect(try FileStatus.of(folders.home + "/.local/state/panel-picker")?.permissions == 0o700)
    }

    @Test func withoutXDGRuntimeDirThePickerRunsWithoutASocketAndSaysWhy() throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        let account = try SystemAccount()
        let folders = try UserFolders(account)
        let picker = try asUser(account, ["HOME=\(folders.home)"], [binary, "run", "--config", folders.config, "--backend", "offscreen"])
        #expect(waitFor("first frame on screen", in: picker), "\(picker.output)")
        picker.kill(SIGTERM)
        picker.wait()
        #expect(picker.exitCode == 0, "\(picker.output)")
        let warnings = picker.output.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings == ["panel-picker: warning: control socket: no folder for it: not root, and neither RUNTIME_DIRECTORY nor XDG_RUNTIME_DIR is set; running without one (name a writable control.socket in the config, or set XDG_RUNTIME_DIR)"],
                "one line saying why and how: \(picker.output)")
    }

    @Test func aRuntimeDirTheUserMayNotWriteAlsoLeavesThePickerRunning() throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        let account = try SystemAccount()
        let folders = try UserFolders(account)
        try SystemAccount.run("chown root \(folders.runtime)")
        let picker = try asUser(account, ["HOME=\(folders.home)", "XDG_RUNTIME_DIR=\(folders.runtime)"],
                                [binary, "run", "--config", folders.config, "--backend", "offscreen"])
        #expect(waitFor("running without one", in: picker), "\(picker.output)")
        #expect(picker.output.contains("Permission denied"), "\(picker.output)")
        picker.kill(SIGTERM)
        picker.wait()
        #expect(picker.exitCode == 0, "\(picker.output)")
    }
}
