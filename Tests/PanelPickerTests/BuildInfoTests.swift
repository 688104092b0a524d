import PanelPicker
import PickerSystem
import PickerTestSupport
import Testing

/// `panel-picker --version`, `panel-picker licenses` and PickerBuild say what this build is.
@Suite struct BuildInfoTests {
    static let root = FrameTests.root

    /// What `git describe` says of the checkout now, as scripts/build-info asks it, or "unknown".
    func describedCommit() throws -> String {
        let git = try ChildProcess("/usr/bin/git", ["-C", Self.root, "describe", "--always", "--abbrev=12"])
        git.wait()
        let commit = git.output.split(separator: "\n").first.map(String.init) ?? ""
        return git.exitCode == 0 && !commit.isEmpty ? commit : "unknown"
    }

    @Test func theVersionLineNamesTheVersionFileTheCommitAndTheBuild() throws {
        let version = String(decoding: try FileSystem.readFile(Self.root + "/VERSION"), as: UTF8.self)
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(PickerBuild.version == version)
        #expect(PickerBuild.commit == (try describedCommit()))
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let run = try ChildProcess(binary, ["--version"])
        run.wait()
        #expect(run.exitCode == 0)
        // The tests link the debug build, which Swift links dynamically.
        #expect(run.output == "panel-picker \(version) (commit \(try describedCommit()), Swift \(PickerBuild.swiftVersion), \(PickerBuild.architecture), dynamic, debug)\n")
    }

    @Test func licensesPrintsTheThirdPartyNoticesFileByteForByte() throws {
        let notices = try FileSystem.readFile(Self.root + "/THIRD_PARTY_LICENSES")
        #expect(Array(PickerBuild.thirdPartyNotices.utf8) == notices)
        let binary = try #require(siblingExecutable("panel-picker"), "panel-picker is built beside the tests")
        let run = try ChildProcess(binary, ["licenses"])
        run.wait()
        #expect(run.exitCode == 0)
        #expect(Array(run.output.utf8) == notices)
        // The notices name every component scripts/notices checks against the release link map.
        for source in ["glibc", "freetype", "harfbuzz", "fribidi", "fontconfig", "libpng1.6", "libdrm", "libevdev", "swift", "dejavu"] {
            #expect(PickerBuild.thirdPartyNotices.contains("Debian source package: \(source)\n"), "\(source)")
        }
    }
}
