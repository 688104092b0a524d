import Glibc

/// The process environment, read through `getenv(3)`, and process exit.
public enum Environment {
    public static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }

    /// `unsetenv(3)`: for variables meant for this process only (LISTEN_FDS), so children don't inherit them.
    public static func remove(_ name: String) {
        unsetenv(name)
    }

    /// `exit(3)`.
    public static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }
}
