import PickerSystem

/// Which PanelPicker this is: `panel-picker --version` prints `summary`, and a fleet reads it to
/// know what each panel runs. The version comes from the repository's VERSION file and the commit
/// from `git describe` at build time (scripts/build-info, run by the BuildInfo plugin).
public enum PickerBuild {
    /// The release version, from VERSION.
    public static let version = buildVersion
    /// `git describe --always` of the commit this was built from, or "unknown" outside git.
    public static let commit = buildCommit

    /// The Swift compiler's language version (major.minor), as compiler conditions tell it.
    public static var swiftVersion: String {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    /// The processor architecture, as Linux names it (`uname -m`).
    public static var architecture: String {
        #if arch(x86_64)
        "x86_64"
        #elseif arch(arm64)
        "aarch64"
        #elseif arch(arm)
        "armv7l"
        #elseif arch(riscv64)
        "riscv64"
        #else
        "unknown"
        #endif
    }

    /// Whether this process runs without a dynamic loader (a static executable); asked at run time,
    /// since a library built once links either way.
    public static var isStaticExecutable: Bool { Environment.isStaticExecutable }

    /// Whether the optimiser built it (`swift build -c release`).
    public static var isRelease: Bool {
        #if DEBUG
        false
        #else
        true
        #endif
    }

    /// The licence text of every third-party component the release executables link or embed
    /// (THIRD_PARTY_LICENSES, or THIRD_PARTY_LICENSES-aarch64 in the aarch64 build, each kept against
    /// its own build's link maps by scripts/notices).
    public static let thirdPartyNotices = buildThirdPartyNotices

    /// `panel-picker 0.1.0 (commit 1a2b3c4d5e6f, Swift 6.3, x86_64, static, release)`.
    public static var summary: String {
        let linking = isStaticExecutable ? "static" : "dynamic"
        let configuration = isRelease ? "release" : "debug"
        return "panel-picker \(version) (commit \(commit), Swift \(swiftVersion), \(architecture), \(linking), \(configuration))"
    }
}
