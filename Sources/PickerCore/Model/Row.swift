/// One row as the renderer and the results see it.
public struct Row: Equatable, Sendable {
    /// The text drawn; nil for an image-only row.
    public var title: String?
    /// A PNG drawn beside (or instead of) the title.
    public var imagePath: String?
    /// What results, events and the socket report.
    public var value: String
    /// Snapping skips it; it is drawn dimmed.
    public var isDisabled: Bool

    public init(title: String?, imagePath: String? = nil, value: String, isDisabled: Bool = false) {
        self.title = title
        self.imagePath = imagePath
        self.value = value
        self.isDisabled = isDisabled
    }
}
