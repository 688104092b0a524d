/// Where the control socket lives when the config does not say: systemd's
/// `RuntimeDirectory=` (passed as `$RUNTIME_DIRECTORY`, a colon-separated list
/// when the unit names several), else `/run/panel-picker`.
public enum SocketPath {
    public static let fallbackDirectory = "/run/panel-picker"
    public static let fileName = "control.sock"

    public static func resolve(configured: String?, runtimeDirectory: String?) -> String {
        if let configured { return configured }
        if let first = runtimeDirectory?.split(separator: ":").first, !first.isEmpty {
            return String(first) + "/" + fileName
        }
        return fallbackDirectory + "/" + fileName
    }
}
