/// The control socket (`control` in the config).
package struct ControlConfig: Equatable, Sendable {
    /// false in the config turns the socket off.
    package var enabled = true
    /// nil means `$RUNTIME_DIRECTORY/control.sock`, else `/run/panel-picker/control.sock` (the adapter decides).
    package var socketPath: String?
    package var group: String?
    package var maxClients = 16
    /// Seconds a client may go without finishing a request line before it is closed (`idle_timeout_s`).
    package var idleTimeoutS = 60
    /// The longest request line, in KiB (`max_line_kib`): what a client may make the service hold
    /// for it. The config file's to raise (a list of more than about 8,000 rows), never a client's.
    package var maxLineKiB = 64
    /// The one folder a client's `screenshot` may write into (`screenshot_dir`); nil refuses the path form.
    package var screenshotDirectory: String?
    /// Folders, besides the config's own and the font folders, whose fonts and images clients may name (`asset_dirs`).
    package var assetDirectories: [String] = []

    /// 16 MiB: 100,000 rows of rich items fit, and 16 clients' half lines stay within 256 MiB.
    package static let maxLineKiBLimit = 16384

    package init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> ControlConfig {
        var reader = try ObjectReader(value, path: path)
        var control = ControlConfig()
        switch try reader.optional("socket", { (v, _) in v }) {
        case nil: break
        case .bool(false): control.enabled = false
        case .string(let s) where !s.isEmpty: control.socketPath = s
        case let other?: throw ConfigError(path: reader.keyPath("socket"), message: "expected a path or false, got \(other.kindDescription)")
        }
        control.group = try reader.optional("group", Decode.nonEmptyString)
        control.maxClients = try reader.optional("max_clients", Decode.int(in: 1...1024)) ?? control.maxClients
        control.idleTimeoutS = try reader.optional("idle_timeout_s", Decode.int(in: 1...86400)) ?? control.idleTimeoutS
        control.maxLineKiB = try reader.optional("max_line_kib", Decode.int(in: 64...ControlConfig.maxLineKiBLimit)) ?? control.maxLineKiB
        control.screenshotDirectory = try reader.optional("screenshot_dir", Decode.absolutePath)
        control.assetDirectories = try reader.optional("asset_dirs", Decode.array(of: Decode.absolutePath)) ?? []
        try reader.finish()
        return control
    }
}
