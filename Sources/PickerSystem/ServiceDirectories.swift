/// Where a program that runs as a system service or as an ordinary user keeps its
/// socket and its saved state: the folder systemd made for the unit, else the
/// system's folder when running as root, else the user's own folder as the XDG
/// Base Directory Specification places it. The values come in from outside, so
/// the choice can be tested for any user.
package struct ServiceDirectories: Equatable, Sendable {
    /// `$RUNTIME_DIRECTORY` and `$STATE_DIRECTORY`: systemd's `RuntimeDirectory=` and `StateDirectory=`,
    /// colon-separated when the unit names several (the first is taken).
    package var systemdRuntime: String?
    package var systemdState: String?
    package var isRoot: Bool
    /// `$XDG_RUNTIME_DIR`: the user's runtime folder; the specification gives it no default.
    package var userRuntime: String?
    /// `$XDG_STATE_HOME`, by default `$HOME/.local/state`.
    package var userState: String?
    package var home: String?

    package init(systemdRuntime: String? = nil, systemdState: String? = nil, isRoot: Bool,
                userRuntime: String? = nil, userState: String? = nil, home: String? = nil) {
        self.systemdRuntime = systemdRuntime
        self.systemdState = systemdState
        self.isRoot = isRoot
        self.userRuntime = userRuntime
        self.userState = userState
        self.home = home
    }

    /// This process's.
    package static func current() -> ServiceDirectories {
        ServiceDirectories(
            systemdRuntime: FileSystem.environment("RUNTIME_DIRECTORY"), systemdState: FileSystem.environment("STATE_DIRECTORY"),
            isRoot: Identity.effectiveUID == 0, userRuntime: FileSystem.environment("XDG_RUNTIME_DIR"),
            userState: FileSystem.environment("XDG_STATE_HOME"), home: FileSystem.environment("HOME"))
    }

    /// The runtime folder for `name`: systemd's, else `/run/NAME` for root, else `$XDG_RUNTIME_DIR/NAME`;
    /// nil for a user without `XDG_RUNTIME_DIR`.
    package func runtimeDirectory(_ name: String) -> String? {
        if let first = Self.first(systemdRuntime) { return first }
        if isRoot { return "/run/" + name }
        return Self.absolute(userRuntime).map { $0 + "/" + name }
    }

    /// systemd's `StateDirectory=` (the first), when the unit gave one.
    package var systemdStateDirectory: String? { Self.first(systemdState) }

    /// The state folder for `name`: systemd's, else `/var/lib/NAME` for root, else `$XDG_STATE_HOME/NAME`
    /// (`~/.local/state/NAME`); nil for a user with neither `XDG_STATE_HOME` nor `HOME`.
    package func stateDirectory(_ name: String) -> String? {
        if let first = systemdStateDirectory { return first }
        if isRoot { return "/var/lib/" + name }
        if let state = Self.absolute(userState) { return state + "/" + name }
        return Self.absolute(home).map { $0 + "/.local/state/" + name }
    }

    private static func first(_ list: String?) -> String? {
        guard let first = list?.split(separator: ":").first, !first.isEmpty else { return nil }
        return String(first)
    }

    /// The specification tells programs to ignore a relative path in these variables.
    private static func absolute(_ path: String?) -> String? {
        guard let path, path.hasPrefix("/") else { return nil }
        return path
    }
}
