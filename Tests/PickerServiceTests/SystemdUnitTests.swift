import Glibc
import Testing
import PickerSystem
import PickerTestSupport

/// The shipped units, as scripts/install lays them out, checked by systemd itself.
@Suite struct SystemdUnitTests {
    static let repository = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath)))

    /// Installs into a staging directory, then points the staged units at the staged binary
    /// (systemd-analyze checks that ExecStart names an executable on this machine).
    func stage(_ options: [String] = []) throws -> (ScratchDirectory, ChildProcess) {
        let binary = try #require(siblingExecutable("panel-picker"))
        let scratch = ScratchDirectory("install")
        let install = try ChildProcess("/bin/bash", [SystemdUnitTests.repository + "/scripts/install", "--destdir", scratch.path, "--binary", binary] + options)
        install.wait()
        let units = scratch.path + "/etc/systemd/system"
        for unit in ["panel-picker.service", "panel-picker.socket", "panel-picker.service.d/panel.conf",
                     "panel-picker-early.service", "panel-picker-early.service.d/panel.conf", "panel-picker-boot.service"] {
            let text = String(decoding: try FileSystem.readFile(units + "/" + unit), as: UTF8.self)
            let rewritten = text.replacingOccurrences(of: "ExecStart=/usr/local/bin/", with: "ExecStart=\(scratch.path)/usr/local/bin/")
            try FileSystem.writeFileAtomically(units + "/" + unit, Array(rewritten.utf8))
        }
        return (scratch, install)
    }

    @Test func installPlacesTheBinaryFontsConfigsUnitsAndRule() throws {
        let (scratch, install) = try stage()
        #expect(install.exitCode == 0, "\(install.output)")
        for path in [
            "/usr/local/bin/panel-picker", "/usr/local/share/panel-picker/Fonts/DejaVuSans.ttf",
            "/usr/local/share/panel-picker/configs/time.json", "/etc/panel-picker/config.json",
            "/etc/systemd/system/panel-picker.service",
            "/etc/systemd/system/panel-picker.socket", "/etc/systemd/system/panel-picker.service.d/panel.conf",
            "/etc/systemd/system/panel-picker-early.service", "/etc/systemd/system/panel-picker-early.service.d/panel.conf",
            "/etc/systemd/system/panel-picker-boot.service",
            "/etc/udev/rules.d/70-panel-picker.rules",
            "/etc/sysusers.d/panel-picker.conf",
        ] {
            #expect(access(scratch.path + path, R_OK) == 0, "\(path) is installed")
        }
        // Fonts beside the config, as config paths are relative to its folder; the link resolves once installed at /.
        var target = [CChar](repeating: 0, count: 256)
        let count = readlink(scratch.path + "/etc/panel-picker/Fonts", &target, target.count)
        #expect(String(decoding: target.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self) == "/usr/local/share/panel-picker/Fonts")
    }

    @Test func systemdAnalyzeVerifyAcceptsTheUnits() throws {
        let (scratch, _) = try stage()
        let units = scratch.path + "/etc/systemd/system"
        let verify = try ChildProcess("/usr/bin/systemd-analyze", ["verify", "--man=no", units + "/panel-picker.service", units + "/panel-picker.socket",
                                                                   units + "/panel-picker-early.service", units + "/panel-picker-boot.service"])
        verify.wait()
        #expect(verify.exitCode == 0)
        #expect(verify.output == "", "no warnings")
    }

    /// A drop-in cannot take back a Wants=, so the panel's device lives in one: card0 by default,
    /// /dev/fb0 and the fbdev backend for panels with no DRM device.
    @Test(arguments: [("drm", "dev-dri-card0.device", "--backend drm"), ("fbdev", "dev-fb0.device", "--backend fbdev")])
    func thePanelsDropInNamesItsDeviceAndBackend(panel: String, device: String, backend: String) throws {
        let (scratch, install) = try stage(["--panel", panel])
        #expect(install.exitCode == 0, "\(install.output)")
        let units = scratch.path + "/etc/systemd/system"
        let dropIn = try settings(units + "/panel-picker.service.d/panel.conf")
        #expect(["Wants", "After"].allSatisfy { key in dropIn.contains { $0.key == key && $0.value == device } }, "\(dropIn)")
        let service = try settings(units + "/panel-picker.service")
        let execStart = (service + dropIn).last { $0.key == "ExecStart" }?.value ?? ""
        #expect(execStart.hasSuffix(backend), "\(execStart)")
        #expect(!service.contains { $0.value.contains("dev-dri-card") }, "the unit itself waits for no device")
        let verify = try ChildProcess("/usr/bin/systemd-analyze", ["verify", "--man=no", units + "/panel-picker.service", units + "/panel-picker.socket"])
        verify.wait()
        #expect(verify.exitCode == 0 && verify.output == "", "\(verify.output)")
    }

    /// The early unit is the same program with the same devices: no more exposed than the normal one.
    @Test(arguments: ["panel-picker.service", "panel-picker-early.service"])
    func theServiceIsHardenedToAnExposureOfAtMostPointSeven(unit: String) throws {
        let (scratch, _) = try stage()
        let security = try ChildProcess("/usr/bin/systemd-analyze", ["security", "--offline=true", "--no-pager", scratch.path + "/etc/systemd/system/" + unit])
        security.wait()
        let marker = "Overall exposure level for \(unit): "
        let line = try #require(security.output.split(separator: "\n").first { $0.contains(marker) }, "\(security.output)")
        let score = try #require(Double(line.split(separator: ":").last?.split(separator: " ").first ?? ""))
        #expect(score <= 0.7, "exposure \(score)")
    }
}

/// The early unit, ordered like a splash (docs/service.md): what it waits for and what waits for it.
extension SystemdUnitTests {
    @Test(arguments: [("drm", "dev-dri-card0.device"), ("fbdev", "dev-fb0.device")])
    func theEarlyUnitWaitsOnlyForThePanelAndItsUserAndHoldsSysinit(panel: String, device: String) throws {
        let (scratch, _) = try stage(["--panel", panel])
        let units = scratch.path + "/etc/systemd/system/"
        let early = try settings(units + "panel-picker-early.service") + settings(units + "panel-picker-early.service.d/panel.conf")
        func values(_ key: String) -> [String] { early.filter { $0.key == key }.flatMap { $0.value.split(separator: " ").map(String.init) } }
        #expect(values("DefaultDependencies") == ["no"])
        #expect(Set(values("After")) == [device, "systemd-sysusers.service"], "\(values("After"))")
        #expect(values("Before").contains("sysinit.target") && values("WantedBy") == ["sysinit.target"])
        // Bounded: no panel, or a picker that never draws, cannot hold the boot.
        #expect(values("JobTimeoutSec") == ["15s"] && values("TimeoutStartSec") == ["10s"])
        // Never two pickers on the panel, and nothing of it in /var, which may not be mounted yet.
        #expect(Set(values("Conflicts")).isSuperset(of: ["panel-picker.service", "panel-picker.socket", "shutdown.target"]))
        #expect(values("StateDirectory").isEmpty && values("Environment") == ["STATE_DIRECTORY=/run/panel-picker"])
        #expect(values("OnSuccess") == ["panel-picker-boot.service"] && values("OnFailure") == ["panel-picker-boot.service"])
    }
}

/// What systemd 252 does with the installed units beyond what `systemd-analyze verify` checks:
/// the faults that kept the service from ever starting on a real boot (Tests/VM's systemd scenario
/// shows them on a real systemd).
extension SystemdUnitTests {
    /// `Key=value` settings of a unit file, in order; comments and section headers left out.
    func settings(_ path: String) throws -> [(key: String, value: String)] {
        String(decoding: try FileSystem.readFile(path), as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("["), let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }
    }

    /// With `DynamicUser=yes` and no `User=`, systemd allocates a user and group named after the unit and
    /// refuses to start (217/USER) when such a group exists; the service must run as the user the install makes.
    @Test func theServiceRunsAsTheUserTheInstallDeclares() throws {
        let (scratch, _) = try stage()
        let service = try settings(scratch.path + "/etc/systemd/system/panel-picker.service")
        #expect(!service.contains { $0.key == "DynamicUser" && $0.value == "yes" })
        let user = try #require(service.last { $0.key == "User" }?.value)
        let sysusers = String(decoding: try FileSystem.readFile(scratch.path + "/etc/sysusers.d/panel-picker.conf"), as: UTF8.self)
        #expect(sysusers.split(separator: "\n").contains { $0.split(separator: " ").prefix(2) == ["u", Substring(user)] },
                "sysusers.d declares the service's user \(user)")
        #expect(service.last { $0.key == "Group" }?.value == user, "the user's own group")
    }

    /// systemd 252 moves a pre-existing public `RuntimeDirectory=` of a `DynamicUser=` service into
    /// /run/private (0700) at every start: the socket unit's directory must not be one.
    @Test func theSocketsDirectoryStaysPublicAcrossServiceStarts() throws {
        let (scratch, _) = try stage()
        let units = scratch.path + "/etc/systemd/system/"
        let service = try settings(units + "panel-picker.service")
        let socket = try settings(units + "panel-picker.socket")
        let listen = try #require(socket.first { $0.key == "ListenStream" }?.value)
        let socketDirectory = String(FileSystem.directoryName(of: listen).dropFirst("/run/".count))
        let dynamic = service.contains { $0.key == "DynamicUser" && $0.value == "yes" }
        let runtime = service.filter { $0.key == "RuntimeDirectory" }.flatMap { $0.value.split(separator: " ").map(String.init) }
        #expect(!(dynamic && runtime.contains(socketDirectory)), "RuntimeDirectory=\(socketDirectory) under DynamicUser=yes")
        // The service's group is the one the socket is made for, so SocketGroup= members are its control group.
        #expect(socket.first { $0.key == "SocketGroup" }?.value == service.last { $0.key == "Group" }?.value)
    }

    /// systemd-sysusers makes the user from the installed file, and reuses a group panel-picker an
    /// earlier install made (with groupadd) instead of failing on it.
    @Test(arguments: [false, true])
    func systemdSysusersMakesTheServiceUser(groupExists: Bool) throws {
        let (scratch, _) = try stage()
        try FileSystem.createDirectory(scratch.path + "/root", permissions: 0o755)
        try FileSystem.createDirectory(scratch.path + "/root/etc", permissions: 0o755)
        var group = "root:x:0:\n"
        if groupExists { group += "panel-picker:x:977:\n" }
        try FileSystem.writeFileAtomically(scratch.path + "/root/etc/group", Array(group.utf8))
        try FileSystem.writeFileAtomically(scratch.path + "/root/etc/passwd", Array("root:x:0:0:root:/root:/bin/sh\n".utf8))
        let sysusers = try ChildProcess("/usr/bin/systemd-sysusers", ["--root=\(scratch.path)/root", scratch.path + "/etc/sysusers.d/panel-picker.conf"])
        sysusers.wait()
        #expect(sysusers.exitCode == 0, "\(sysusers.output)")
        let passwd = String(decoding: try FileSystem.readFile(scratch.path + "/root/etc/passwd"), as: UTF8.self)
        let entry = try #require(passwd.split(separator: "\n").first { $0.hasPrefix("panel-picker:") }).split(separator: ":")
        let groups = String(decoding: try FileSystem.readFile(scratch.path + "/root/etc/group"), as: UTF8.self)
        let groupEntry = try #require(groups.split(separator: "\n").first { $0.hasPrefix("panel-picker:") }).split(separator: ":")
        #expect(entry[3] == groupEntry[2], "the user's primary group is panel-picker")
        if groupExists { #expect(groupEntry[2] == "977") }
        #expect(entry[6] == "/usr/sbin/nologin")
    }

    /// The config the service starts with names the socket's group and writes its result where the
    /// unit lets it write and other programs can read it (not the unit's private /tmp).
    @Test func theInstalledConfigSharesTheSocketWithTheGroupAndWritesUnderRun() throws {
        let (scratch, _) = try stage()
        let config = String(decoding: try FileSystem.readFile(scratch.path + "/etc/panel-picker/config.json"), as: UTF8.self)
        #expect(config.contains(#""control": {"group": "panel-picker"}"#))
        #expect(config.contains(#""result_file": "/run/panel-picker/result.json""#))
        let render = try ChildProcess(scratch.path + "/usr/local/bin/panel-picker", [
            "render", "--config", scratch.path + "/etc/panel-picker/config.json", "--out", scratch.path + "/installed.png"])
        render.wait()
        #expect(render.exitCode == 0, "\(render.output)")
    }
}

extension SystemdUnitTests {
    /// An existing config is never overwritten, so the install says when it writes its result into /tmp,
    /// which the unit's PrivateTmp= hides from every other program.
    @Test func installWarnsOfAResultFileInTheUnitsPrivateTmp() throws {
        let binary = try #require(siblingExecutable("panel-picker"))
        let scratch = ScratchDirectory("install-tmp-result")
        try FileSystem.createDirectories(scratch.path + "/etc/panel-picker", permissions: 0o755)
        try FileSystem.writeFileAtomically(scratch.path + "/etc/panel-picker/config.json",
                                           try FileSystem.readFile(SystemdUnitTests.repository + "/configs/time.json"))
        let install = try ChildProcess("/bin/bash", [SystemdUnitTests.repository + "/scripts/install", "--destdir", scratch.path, "--binary", binary])
        install.wait()
        #expect(install.exitCode == 0)
        #expect(install.output.contains("confirm.result_file to /tmp/panel-picker-time.json,\n  but panel-picker.service has PrivateTmp=yes"), "\(install.output)")

        let (_, freshInstall) = try stage()
        #expect(!freshInstall.output.contains("warning"), "the config it installs writes under /run: \(freshInstall.output)")
    }
}

extension SystemdUnitTests {
    /// Each build's link took other archives, so an install carries the notices of the build its
    /// executable comes from (THIRD_PARTY_LICENSES-aarch64 for an aarch64 one, under the same name).
    @Test func installShipsTheNoticesOfTheExecutablesOwnBuild() throws {
        let doc = "/usr/local/share/doc/panel-picker/THIRD_PARTY_LICENSES"
        let (x86Stage, x86Install) = try stage()
        #expect(x86Install.exitCode == 0, "\(x86Install.output)")
        #expect(try FileSystem.readFile(x86Stage.path + doc) == FileSystem.readFile(SystemdUnitTests.repository + "/THIRD_PARTY_LICENSES"))

        // An ELF header is all scripts/install reads of an executable it does not run: e_machine 183 is aarch64.
        let scratch = ScratchDirectory("install-aarch64")
        var header: [UInt8] = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1] + Array(repeating: 0, count: 57)
        header[16] = 2
        header[18] = 183
        try FileSystem.writeFileAtomically(scratch.path + "/panel-picker", header, permissions: 0o755)
        let install = try ChildProcess("/bin/bash", [SystemdUnitTests.repository + "/scripts/install", "--destdir", scratch.path + "/root", "--binary", scratch.path + "/panel-picker"])
        install.wait()
        #expect(install.exitCode == 0, "\(install.output)")
        #expect(try FileSystem.readFile(scratch.path + "/root" + doc) == FileSystem.readFile(SystemdUnitTests.repository + "/THIRD_PARTY_LICENSES-aarch64"))

        // Neither architecture: refused before anything is installed, naming the file.
        header[18] = 40
        try FileSystem.writeFileAtomically(scratch.path + "/panel-picker", header, permissions: 0o755)
        let refused = try ChildProcess("/bin/bash", [SystemdUnitTests.repository + "/scripts/install", "--destdir", scratch.path + "/other", "--binary", scratch.path + "/panel-picker"])
        refused.wait()
        #expect(refused.exitCode == 2)
        #expect(refused.output.contains("\(scratch.path)/panel-picker is not an x86-64 or aarch64 executable (ELF machine 40)"), "\(refused.output)")
        #expect(access(scratch.path + "/other", F_OK) != 0)
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
