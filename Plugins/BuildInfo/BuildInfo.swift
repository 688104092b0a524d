import Foundation
import PackagePlugin

/// Writes the build's version, git commit and third-party notices into a Swift file
/// (scripts/build-info does the writing), so `panel-picker --version` and `panel-picker licenses`
/// describe the build they are part of. It is a build command with inputs, not a prebuild command:
/// SwiftPM runs prebuild commands only when it plans the build again, so a new commit alone would
/// leave the old one in the binary. The inputs are VERSION, both notices files (THIRD_PARTY_LICENSES,
/// and THIRD_PARTY_LICENSES-aarch64 for the aarch64 build) and git's record of HEAD, which every
/// commit, checkout and reset rewrites.
@main
struct BuildInfo: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        let inputs = [root.appending(path: "VERSION"), root.appending(path: "THIRD_PARTY_LICENSES"),
                      root.appending(path: "THIRD_PARTY_LICENSES-aarch64"),
                      root.appending(path: "scripts/build-info")] + gitHeadRecords(root)
        return [
            .buildCommand(
                displayName: "Build info for \(target.name)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: [root.appending(path: "scripts/build-info").path, root.path, output.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }

    /// HEAD and its reflog in the checkout's git folder: `.git`, or where a worktree's `.git` file
    /// points. None outside a git checkout (the commit then reads "unknown").
    private func gitHeadRecords(_ root: URL) -> [URL] {
        let dotGit = root.appending(path: ".git")
        var gitDirectory = dotGit
        if let pointer = try? String(contentsOf: dotGit, encoding: .utf8), pointer.hasPrefix("gitdir: ") {
            let path = pointer.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
        }
        return [gitDirectory.appending(path: "HEAD"), gitDirectory.appending(path: "logs/HEAD")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
