/// What a rich row shows besides its title and leading image: a secondary line
/// (`detail`), a right-aligned text and an icon at the row's trailing end.
public struct RowParts: Hashable, Sendable {
    /// Where the detail line goes relative to the title.
    public enum DetailPosition: String, CaseIterable, Sendable {
        /// A second, smaller line under the title.
        case below
        /// On the title's line, right after it.
        case after
    }

    public var detail: String?
    public var detailPosition: DetailPosition
    /// Aligned to the row's trailing end (right in left-to-right rows), e.g. `UTC+2`.
    public var trailingText: String?
    /// Resolved against the config's folder.
    public var trailingImagePath: String?

    public init(detail: String? = nil, detailPosition: DetailPosition = .below, trailingText: String? = nil, trailingImagePath: String? = nil) {
        self.detail = detail
        self.detailPosition = detailPosition
        self.trailingText = trailingText
        self.trailingImagePath = trailingImagePath
    }

    /// Whether the row has nothing but a title and a leading image, so it is laid out as before.
    public var isPlain: Bool { detail == nil && trailingText == nil && trailingImagePath == nil }
}
