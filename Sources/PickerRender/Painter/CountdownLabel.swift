import PickerCore

/// The text the event loop shows while `confirm.timeout_s` runs down (e.g. "5"),
/// drawn small in the panel's bottom-right corner in the row text colour, on the backdrop
/// alone: grown rows (large text) reach the corner, and a digit drawn over a year read as neither.
/// The renderer keeps no clock: the caller passes the text each frame.
struct CountdownLabel {
    let label: TextLabel
    /// The corner kept clear of rows for the label: its ink and the margin, to the panel's edges.
    let clearance: Rect
    var text: String { label.text }

    init(text: String, font: Font, panelWidth: Int, panelHeight: Int) {
        let margin = max(4, font.pixelSize / 2)
        label = TextLabel(text: text, font: font, maxWidthPx: panelWidth / 2) { width, height in
            (panelWidth - margin - width, panelHeight - margin - height)
        }
        let left = max(0, label.frame.x - margin), top = max(0, label.frame.y - margin)
        clearance = Rect(x: left, y: top, width: panelWidth - left, height: panelHeight - top)
    }

    func paint(_ surface: Surface, clip: Rect, color: UInt32) {
        label.paint(surface, clip: clip, color: color)
    }
}
