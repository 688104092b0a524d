import Glibc

/// The process environment beyond reading it (`FileSystem.environment`), and process exit.
public enum Environment {
    /// `unsetenv(3)`: for variables meant for this process only (LISTEN_FDS), so children don't inherit them.
    public static func remove(_ name: String) {
        unsetenv(name)
    }

    /// `exit(3)`.
    public static func exitProcess(_ status: Int32) -> Never {
        exit(status)
    }
}
