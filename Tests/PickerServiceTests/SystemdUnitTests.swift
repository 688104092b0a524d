import Glibc
import Testing
import PickerSystem
import PickerTestSupport

/// The shipped units, as scripts/install lays them out, checked by systemd itself.
@Suite struct SystemdUnitTests {
    static let repository = FileSystem.directoryName(of: FileSystem.directoryName(of: FileSystem.directoryName(of: #filePath)))

    /// Installs into a staging directory, then points the staged units at the staged binary
    /// (systemd-analyze checks that ExecStart names an executable on this machine).
    func stage() throws -> (ScratchDirectory, ChildProcess) {
        let binary = try #require(siblingExecutable("panel-picker"))
        let scratch = ScratchDirectory("install")
        let install = try ChildProcess("/bin/bash", [SystemdUnitTests.repository + "/scripts/install", "--destdir", scratch.path, "--binary", binary])
        install.wait()
        let units = scratch.path + "/etc/systemd/system"
        for unit in ["panel-picker.service", "panel-picker.socket"] {
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
            "/etc/systemd/system/panel-picker.socket", "/etc/udev/rules.d/70-panel-picker.rules",
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
        let verify = try ChildProcess("/usr/bin/systemd-analyze", ["verify", "--man=no", units + "/panel-picker.service", units + "/panel-picker.socket"])
        verify.wait()
        #expect(verify.exitCode == 0)
        #expect(verify.output == "", "no warnings")
    }

    @Test func theServiceIsHardenedToAnExposureOfAtMostOne() throws {
        let (scratch, _) = try stage()
        let security = try ChildProcess("/usr/bin/systemd-analyze", ["security", "--offline=true", "--no-pager", scratch.path + "/etc/systemd/system/panel-picker.service"])
        security.wait()
        let marker = "Overall exposure level for panel-picker.service: "
        let line = try #require(security.output.split(separator: "\n").first { $0.contains(marker) }, "\(security.output)")
        let score = try #require(Double(line.split(separator: ":").last?.split(separator: " ").first ?? ""))
        #expect(score <= 1.0, "exposure \(score)")
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
