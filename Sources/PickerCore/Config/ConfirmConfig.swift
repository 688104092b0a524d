/// How a choice is confirmed and where it goes (`confirm` in the config).
public struct ConfirmConfig: Equatable, Sendable {
    public var timeoutSeconds: Int?
    public var allowCancel = true
    public var tapSelected = true
    public var resultFile: String?

    public init() {}

    static func decode(_ value: JSONValue, _ path: String) throws(ConfigError) -> ConfirmConfig {
        var reader = try ObjectReader(value, path: path)
        var confirm = ConfirmConfig()
        confirm.timeoutSeconds = try reader.optional("timeout_s", Decode.int(in: 1...86_400))
        confirm.allowCancel = try reader.optional("allow_cancel", Decode.bool) ?? true
        confirm.tapSelected = try reader.optional("tap_selected", Decode.bool) ?? true
        confirm.resultFile = try reader.optional("result_file", Decode.nonEmptyString)
        try reader.finish()
        return confirm
    }
}
