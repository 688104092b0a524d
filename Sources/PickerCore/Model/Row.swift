/// One row as the renderer and the results see it.
package struct Row: Equatable, Sendable {
    /// The text drawn; nil for an image-only row.
    package var title: String?
    /// A PNG drawn beside (or instead of) the title.
    package var imagePath: String?
    /// What results, events and the socket report.
    package var value: String
    /// Snapping skips it; it is drawn dimmed.
    package var isDisabled: Bool

    package init(title: String?, imagePath: String? = nil, value: String, isDisabled: Bool = false) {
        self.title = title
        self.imagePath = imagePath
        self.value = value
        self.isDisabled = isDisabled
    }
}
