import PickerCore
import PickerRender

/// The config's `display` object: which card, output and mode, and how to drive them.
public struct DisplayOptions: Equatable, Sendable {
    /// Which KMS API drives the output; `auto` tries atomic and falls back to legacy.
    public enum API: String, Sendable, CaseIterable {
        case auto, atomic, legacy
    }

    /// A card path, or nil for the first `/dev/dri/card*` with a connected connector.
    public var card: String?
    /// A connector name such as `HDMI-A-1`, or nil for the first connected one.
    public var connector: String?
    /// A mode, or nil for the connector's preferred one.
    public var mode: ModeRequest?
    public var format: PixelFormat
    public var rotation: PanelRotation
    public var api: API

    public init(card: String? = nil, connector: String? = nil, mode: ModeRequest? = nil,
                format: PixelFormat = .xrgb8888, rotation: PanelRotation = .upright, api: API = .auto) {
        self.card = card
        self.connector = connector
        self.mode = mode
        self.format = format
        self.rotation = rotation
        self.api = api
    }
}

/// A requested mode: `WxH` or `WxH@Hz` (Hz may have decimals, e.g. `59.94`).
public struct ModeRequest: Equatable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    /// The refresh rate in millihertz, or nil for any.
    public var refreshMilliHz: Int?

    public init(width: Int, height: Int, refreshMilliHz: Int? = nil) {
        self.width = width
        self.height = height
        self.refreshMilliHz = refreshMilliHz
    }

    /// Parses `WxH` or `WxH@Hz`; nil when `text` is neither.
    public init?(parsing text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0 else { return nil }
        width = w
        height = h
        refreshMilliHz = nil
        if parts.count == 2 {
            guard let milliHz = ModeRequest.milliHz(parts[1]) else { return nil }
            refreshMilliHz = milliHz
        }
    }

    /// "60" → 60000, "59.94" → 59940; at most three decimals.
    private static func milliHz(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard pieces.count <= 2, let whole = Int(pieces[0]), whole > 0, whole < 1000 else { return nil }
        var fraction = 0
        if pieces.count == 2 {
            let digits = pieces[1]
            guard !digits.isEmpty, digits.count <= 3, let value = Int(digits) else { return nil }
            fraction = value * [1, 100, 10, 1][digits.count]
        }
        return whole * 1000 + fraction
    }

    public var description: String {
        guard let milliHz = refreshMilliHz else { return "\(width)x\(height)" }
        let fraction = milliHz % 1000
        return fraction == 0 ? "\(width)x\(height)@\(milliHz / 1000)" : "\(width)x\(height)@\(milliHz / 1000).\(fraction)"
    }
}
